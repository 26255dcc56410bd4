package aggregator

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/protocol"
)

// batchResult is a quorum signature over a batch digest.
type batchResult struct {
	digest [32]byte
	agg    *blsagg.Aggregate
	qs     *QuorumSet
}

type batchAnswer = reply[*operator.BatchResponse]

// itemAnswer is one operator's signed answer to one item of a batch.
type itemAnswer struct {
	url  string
	id   blsagg.OperatorID
	resp *operator.TaskResponse
	sig  blsagg.G1
}

// signBatch asks every operator for the batch and returns as soon as one
// batch digest carries the threshold: every item is then signed (items
// without a batch aggregate are nil). When the operators disagree on an
// item, or one could not answer it, no batch digest gets there: once every
// operator has answered (or SignTimeout) the items are aggregated one by
// one from the per-item signatures the same answers carry, and the items
// that reach the threshold land alone; errs says why the others did not.
func (a *Aggregator) signBatch(ctx context.Context, rounds []round, qs *QuorumSet) ([]*roundResult, *batchResult, []error) {
	k := len(rounds)
	errs := make([]error, k)
	runCtx := ctx // a proof of answers outlives the round
	ctx, cancel := context.WithTimeout(ctx, a.cfg.SignTimeout)
	defer cancel()
	c := a.chain.Consumer()
	req := operator.BatchRequest{ChainID: c.ChainID, Consumer: c.Address, Manifest: c.Manifest, ReferenceBlock: rounds[0].ref}
	for _, r := range rounds {
		req.Tasks = append(req.Tasks, operator.BatchTask{TaskID: r.taskID, Prompt: r.prompt, N: r.n, Index: r.index})
	}
	answers := make(chan batchAnswer, 4*len(a.cfg.Operators))
	for _, url := range a.cfg.Operators {
		go a.askBatch(ctx, url, req, answers)
	}
	var rejected []api.Rejection
	reject := func(id blsagg.OperatorID, url, reason, detail string) {
		rejected = append(rejected, a.rejection(id, url, reason, detail))
		a.log.Warn("batch answer rejected", "first_index", rounds[0].index, "items", k, "operator", id.String(), "url", url, "reason", reason, "detail", detail)
	}
	groups := map[[32]byte]*blsagg.Aggregator{} // by batch digest
	first := map[[32]byte][]*operator.TaskResponse{}
	perItem := make([][]itemAnswer, k)
	landedSeen := make([]bool, k)
	finished := 0
	for finished < len(a.cfg.Operators) {
		var x batchAnswer
		select {
		case <-ctx.Done():
			goto fallback
		case x = <-answers:
		}
		if x.done {
			finished++
		}
		if x.err != nil {
			reject(blsagg.OperatorID{}, x.url, failureReason(x.err), x.err.Error())
			continue
		}
		id := blsagg.OperatorID(x.resp.OperatorID)
		whole := true
		leaves := make([][32]byte, k)
		for i, it := range x.resp.Items {
			if it.Error != nil {
				whole = false
				if errors.Is(it.Error.Err(), operator.ErrAlreadyLanded) {
					landedSeen[i] = true
				} else {
					a.log.Warn("batch item refused", "task", rounds[i].taskID, "index", rounds[i].index, "operator", id.String(), "url", x.url,
						"code", it.Error.Code, "err", it.Error.Message)
				}
				continue
			}
			if it.TaskResponse == nil {
				whole = false
				continue
			}
			t := it.Transition.Protocol()
			if it.OperatorID != x.resp.OperatorID {
				reject(id, x.url, ReasonMismatch, fmt.Sprintf("item %d answered for operator %s", i, it.OperatorID))
				whole = false
				break
			}
			if err := checkAnswer(&rounds[i], it.TaskResponse, t); err != nil {
				reject(id, x.url, ReasonMismatch, fmt.Sprintf("item %d: %v", i, err))
				whole = false
				continue
			}
			sig, err := blsagg.ParseG1(it.Signature)
			if err != nil {
				reject(id, x.url, ReasonInvalidSignature, fmt.Sprintf("item %d: %v", i, err))
				whole = false
				continue
			}
			leaves[i] = t.Digest()
			perItem[i] = append(perItem[i], itemAnswer{url: x.url, id: id, resp: it.TaskResponse, sig: sig})
		}
		if !whole || len(x.resp.BatchSignature) == 0 {
			continue
		}
		bd, err := protocol.BatchDigest(leaves)
		if err != nil {
			continue
		}
		if x.resp.BatchDigest == nil || [32]byte(*x.resp.BatchDigest) != bd {
			reject(id, x.url, ReasonMismatch, "batch digest is not the one of its items")
			continue
		}
		sig, err := blsagg.ParseG1(x.resp.BatchSignature)
		if err != nil {
			reject(id, x.url, ReasonInvalidSignature, err.Error())
			continue
		}
		g := groups[bd]
		if g == nil {
			if g, err = blsagg.NewAggregator(qs.Set, bd, c.Threshold); err != nil {
				return nil, nil, fill(errs, err)
			}
			groups[bd] = g
			for _, it := range x.resp.Items {
				first[bd] = append(first[bd], it.TaskResponse)
			}
		}
		if err := g.Add(blsagg.Attestation{Operator: id, Digest: bd, Sig: sig}); err != nil {
			reject(id, x.url, attestationReason(err), "batch signature")
			continue
		}
		a.m.signatures.WithLabelValues("accepted").Inc()
		if g.State() != blsagg.Reached {
			continue
		}
		agg, err := g.Aggregate()
		if err != nil {
			return nil, nil, fill(errs, fmt.Errorf("aggregate batch: %w", err))
		}
		items := make([]*roundResult, k)
		for i, resp := range first[bd] {
			items[i] = &roundResult{index: rounds[i].index, ref: rounds[i].ref, t: resp.Transition.Protocol(), tokens: resp.Tokens,
				root: resp.Root, checkpoints: checkpointsOf(&rounds[i], resp), qs: qs, rejected: rejected}
		}
		return items, &batchResult{digest: bd, agg: agg, qs: qs}, errs
	}
fallback:
	// No batch digest reached the threshold: aggregate item by item.
	items := make([]*roundResult, k)
	for i := range rounds {
		byDigest := map[[32]byte][]itemAnswer{}
		for _, ans := range perItem[i] {
			t := ans.resp.Transition.Protocol()
			d := t.Digest()
			byDigest[d] = append(byDigest[d], ans)
		}
		for d, anss := range byDigest {
			g, err := blsagg.NewAggregator(qs.Set, d, c.Threshold)
			if err != nil {
				continue
			}
			atts := make([]blsagg.Attestation, len(anss))
			for j, ans := range anss {
				atts[j] = blsagg.Attestation{Operator: ans.id, Digest: d, Sig: ans.sig}
			}
			for j, err := range g.AddBatch(atts) {
				if err != nil {
					reject(anss[j].id, anss[j].url, ReasonInvalidSignature, fmt.Sprintf("item %d", i))
				}
			}
			if g.State() != blsagg.Reached {
				// short of the quorum: the item's signers are proven to the market
				if pv := a.newProver(runCtx, &rounds[i]); pv != nil {
					pv.stop()
					pv.prove(anss[0].resp.Transition.Protocol(), g)
				}
				continue
			}
			agg, err := g.Aggregate()
			if err != nil {
				continue
			}
			resp := anss[0].resp
			items[i] = &roundResult{index: rounds[i].index, ref: rounds[i].ref, t: resp.Transition.Protocol(), tokens: resp.Tokens,
				root: resp.Root, checkpoints: checkpointsOf(&rounds[i], resp), agg: agg, qs: qs, rejected: rejected}
			break
		}
		switch {
		case items[i] != nil:
		case landedSeen[i]:
			errs[i] = ErrAlreadyLanded
		default:
			errs[i] = fmt.Errorf("%w: item %d (index %d) of a batch of %d, %d answers, %d results", ErrNoQuorum, i, rounds[i].index, k,
				len(perItem[i]), len(byDigest))
		}
	}
	if n := countNonNil(items); n < k {
		a.log.Warn("batch fell back to single landings", "items", k, "signed", n, "first_index", rounds[0].index)
	}
	return items, nil, errs
}

func fill(errs []error, err error) []error {
	for i := range errs {
		errs[i] = err
	}
	return errs
}

func countNonNil(xs []*roundResult) int {
	n := 0
	for _, x := range xs {
		if x != nil {
			n++
		}
	}
	return n
}

// askBatch posts the batch to one operator until it answers, retrying
// transport failures every RetryEvery; an operator that refuses is not
// asked again.
func (a *Aggregator) askBatch(ctx context.Context, url string, req operator.BatchRequest, out chan<- batchAnswer) {
	askUntilAnswered(ctx, a, url, out, func(ctx context.Context, c *operator.Client) (*operator.BatchResponse, error) {
		return c.Batch(ctx, req)
	})
}

func idsOf(ids []blsagg.OperatorID) []inference.Hash {
	out := make([]inference.Hash, len(ids))
	for i, id := range ids {
		out[i] = inference.Hash(id)
	}
	return out
}

// calldata packs the landing: verifyAndUpdateHinted for one answer under
// its own signature (verifyAndUpdateCommittee for a committee's),
// verifyAndUpdateBatch for a batch.
func (l *landing) calldata() ([]byte, error) {
	if l.batch == nil && l.items[0].sigs != nil {
		return shardedCalldata(l.items[0])
	}
	if l.batch == nil && l.items[0].committee != nil {
		return committeeCalldata(l.items[0])
	}
	if l.batch == nil {
		return calldata(l.items[0])
	}
	ts := make([]protocol.Transition, len(l.items))
	roots := make([]inference.Hash, len(l.items))
	answers := make([][]int, len(l.items))
	for i, it := range l.items {
		ts[i], roots[i], answers[i] = it.t, it.root, it.tokens
	}
	return BatchCalldata(ts, l.batch.agg, l.batch.qs, roots, answers)
}

func abiTransitionOf(t protocol.Transition) abiTransition {
	return abiTransition{ChainId: new(big.Int).SetUint64(t.ChainID), Consumer: t.Consumer, Index: t.Index, Manifest: t.Manifest,
		Input: t.Input, Slot: t.Slot, OldValue: t.Old, NewValue: t.New, ReferenceBlock: uint32(t.ReferenceBlock)}
}

// The consumer's events the sender reads from receipts.
var (
	updatedID = consumerABI.Events["Updated"].ID
	skippedID = consumerABI.Events["Skipped"].ID
)

type updatedEvent struct {
	Landed
	input inference.Hash
}

func decodeUpdated(l types.Log) (updatedEvent, error) {
	ev := consumerABI.Events["Updated"]
	vals, err := ev.Inputs.NonIndexed().Unpack(l.Data)
	if err != nil || len(vals) != 2 || len(l.Topics) < 3 {
		return updatedEvent{}, fmt.Errorf("decode Updated log in %s: %v", l.TxHash, err)
	}
	out := updatedEvent{Landed: Landed{Index: new(big.Int).SetBytes(l.Topics[1][:]).Uint64(), Root: vals[0].([32]byte),
		Tx: l.TxHash, Block: l.BlockNumber}, input: inference.Hash(l.Topics[2])}
	// the event packs each token id as a 4-byte big-endian uint32
	if out.Tokens, err = protocol.EventTokens(vals[1].([]byte)); err != nil {
		return updatedEvent{}, fmt.Errorf("decode Updated log in %s: %w", l.TxHash, err)
	}
	return out, nil
}

// skipReason names the selector a Skipped event carries.
func skipReason(sel []byte) string {
	for name, e := range revertErrors {
		if common.Bytes2Hex(e.ID[:4]) == common.Bytes2Hex(sel) {
			return name
		}
	}
	return "0x" + common.Bytes2Hex(sel)
}
