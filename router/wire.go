package router

import (
	"slices"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/economy"
)

// API is the task as the router serves it. The store's Task keeps its
// committee as an economy.Assignment, which the router's dispatchers use;
// the wire carries the same fields as an api.Assignment.
func (t *Task) API() api.Task {
	c := t.clone()
	out := api.Task{ID: api.TaskID(c.ID), Status: c.Status, Model: c.Model, InputHash: c.InputHash,
		Prompt: c.Prompt, N: c.N, Created: c.Created, Updated: c.Updated, Expires: c.Expires,
		Version: c.Version, Attempts: c.Attempts, Signatures: c.Signatures, Error: c.Error, PromptText: c.PromptText}
	if r := c.Result; r != nil {
		out.Result = &api.Result{Tokens: r.Tokens, Root: r.Root, Steps: r.Steps, Ops: r.Ops, Backend: r.Backend,
			Tx: r.Tx, Landing: r.Landing, Block: r.Block, Checkpoints: r.Checkpoints, Text: r.Text,
			Answer: r.Answer, Finished: r.Finished, Assignment: WireAssignment(r.Assignment)}
	}
	return out
}

// WireAssignment is a in the API's form; nil for nil.
func WireAssignment(a *economy.Assignment) *api.Assignment {
	if a == nil {
		return nil
	}
	w := &api.Assignment{ChainID: a.ChainID, Market: a.Market, Input: a.Input, RequestBlock: a.RequestBlock,
		Block: a.Block, Randomness: a.Randomness, Members: slices.Clone(a.Members),
		Committee: slices.Clone(a.Committee), Deadline: a.Deadline}
	for _, s := range a.Acceptances {
		w.Acceptances = append(w.Acceptances, api.Acceptance(s))
	}
	return w
}

// EconomyAssignment is an assignment read from the API, for the market's
// calls; nil for nil.
func EconomyAssignment(w *api.Assignment) *economy.Assignment {
	if w == nil {
		return nil
	}
	a := &economy.Assignment{ChainID: w.ChainID, Market: w.Market, Input: w.Input, RequestBlock: w.RequestBlock,
		Block: w.Block, Randomness: w.Randomness, Members: slices.Clone(w.Members),
		Committee: slices.Clone(w.Committee), Deadline: w.Deadline}
	for _, s := range w.Acceptances {
		a.Acceptances = append(a.Acceptances, economy.SignedAcceptance(s))
	}
	return a
}
