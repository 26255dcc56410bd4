package api

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/chat"
)

// TaskRequest is the body of the router's POST /v1/tasks. Its prompt is
// token ids (Prompt), text (Text, for a model that pins a tokenizer) or a
// conversation (Messages, for a chat model): exactly one, sent as the
// router's "prompt" (ids or a string) or "messages".
type TaskRequest struct {
	Prompt   []int
	Text     string
	Messages []chat.Message
	N        int
	Model    *inference.Hash // nil: the router's default model
}

// MarshalJSON writes the one prompt form the request holds.
func (r TaskRequest) MarshalJSON() ([]byte, error) {
	type body struct {
		Prompt   any             `json:"prompt,omitempty"`
		Messages []chat.Message  `json:"messages,omitempty"`
		N        int             `json:"n"`
		Model    *inference.Hash `json:"model,omitempty"`
	}
	b := body{N: r.N, Model: r.Model}
	forms := 0
	if r.Prompt != nil {
		b.Prompt, forms = r.Prompt, forms+1
	}
	if r.Text != "" {
		b.Prompt, forms = r.Text, forms+1
	}
	if r.Messages != nil {
		b.Messages, forms = r.Messages, forms+1
	}
	if forms != 1 {
		return nil, fmt.Errorf("a task request holds %d prompt forms, want one of ids, text or messages", forms)
	}
	return json.Marshal(b)
}

// Task is what the router serves for one task (GET /v1/tasks/{id}, the
// answer to POST /v1/tasks and the stream's task messages).
type Task struct {
	ID         TaskID         `json:"id"`
	Status     Status         `json:"status"`
	Model      inference.Hash `json:"model"`
	InputHash  inference.Hash `json:"input_hash"`
	Prompt     []int          `json:"prompt"`
	N          int            `json:"n"`
	Created    time.Time      `json:"created_at"`
	Updated    time.Time      `json:"updated_at"`
	Expires    time.Time      `json:"expires_at"` // an unfinished task fails here
	Version    int64          `json:"version"`    // bumped by every stored change
	Attempts   int            `json:"attempts"`   // times handed to a dispatcher
	Signatures *Signatures    `json:"signatures,omitempty"`
	Result     *Result        `json:"result,omitempty"`
	Error      *Error         `json:"error,omitempty"`
	// PromptText is the text the task was submitted as, when it came as
	// text; Prompt holds its token ids.
	PromptText *string `json:"prompt_text,omitempty"`
}

// Signatures counts operator signatures: Signed of Quorum.
type Signatures struct {
	Signed int `json:"signed"`
	Quorum int `json:"quorum"`
}

// Result is what execution produced, filled in as it becomes known.
type Result struct {
	Tokens []int `json:"tokens,omitempty"`
	// Root is the last checkpoint link; the result slot holds
	// protocol.ResultValue(root, tokens), not the root.
	Root    *inference.Hash `json:"root,omitempty"`
	Steps   int             `json:"steps,omitempty"` // checkpoint links: len(prompt)+n−1
	Ops     int64           `json:"ops,omitempty"`
	Backend string          `json:"backend,omitempty"`
	Tx      *inference.Hash `json:"tx,omitempty"` // the landing transaction
	// Landing is the consumer calldata that lands the quorum-signed answer:
	// anyone may send it to the consumer.
	Landing     hexutil.Bytes    `json:"landing,omitempty"`
	Block       uint64           `json:"block,omitempty"` // where it landed
	Checkpoints []inference.Hash `json:"checkpoints,omitempty"`
	Text        *string          `json:"text,omitempty"`   // Tokens decoded by the model's tokenizer
	Answer      *string          `json:"answer,omitempty"` // a chat model's reply up to its end of turn
	Finished    bool             `json:"finished,omitempty"`
	// Assignment is the task's drawn committee and its members' signed
	// acceptances; absent without a draw.
	Assignment *Assignment `json:"assignment,omitempty"`
}

// Assignment is the wire form of economy.Assignment: a task's committee as
// the market drew it.
type Assignment struct {
	ChainID      uint64           `json:"chain_id"`
	Market       common.Address   `json:"market"`
	Input        common.Hash      `json:"input"`
	RequestBlock uint64           `json:"request_block"`
	Block        uint64           `json:"block"` // the draw block
	Randomness   common.Hash      `json:"randomness"`
	Members      []common.Hash    `json:"members"` // operator ids in draw order
	Committee    []common.Address `json:"committee"`
	Deadline     uint64           `json:"deadline"`
	Acceptances  []Acceptance     `json:"acceptances,omitempty"`
}

// Acceptance is the wire form of economy.SignedAcceptance.
type Acceptance struct {
	Operator  common.Address `json:"operator"`
	Input     common.Hash    `json:"input"`
	Deadline  uint64         `json:"deadline"`
	Committee common.Hash    `json:"committee"`
	Signature hexutil.Bytes  `json:"signature"` // r ‖ s ‖ v
}

// TaskList is the body of the router's GET /v1/tasks?input=.
type TaskList struct {
	Tasks []Task `json:"tasks"`
}
