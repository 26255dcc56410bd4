package aggregator

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/inference"
)

// Status is where a job stands (api.Status). landed and failed are final.
type Status = api.Status

// The statuses, in order.
const (
	StatusQueued    = api.StatusQueued    // accepted and stored, waiting for a signing round
	StatusSigning   = api.StatusSigning   // index and reference block assigned, operators asked
	StatusSigned    = api.StatusSigned    // the quorum signed: the aggregate is ready
	StatusSubmitted = api.StatusSubmitted // verifyAndUpdate sent (Tx)
	StatusLanded    = api.StatusLanded    // mined, the slot holds the result
	StatusFailed    = api.StatusFailed    // see Error
)

// Request is a task handed to the aggregator (POST /v1/jobs).
type Request struct {
	TaskID string          `json:"task_id"`
	Model  *inference.Hash `json:"model,omitempty"` // must be the consumer's manifest when given
	Prompt []int           `json:"prompt"`
	N      int             `json:"n"`
	// Committee, when set, are the operator ids of the committee the market
	// drew for the task (TaskMarket.fixDraw), in draw order: only they are
	// asked, and the answer lands with verifyAndUpdateCommittee on their
	// threshold. Empty: the whole quorum signs (verifyAndUpdate).
	Committee []inference.Hash `json:"committee,omitempty"`
}

// Job is one task's way to the chain: what the store keeps and GET
// /v1/jobs/{id} returns.
type Job struct {
	TaskID   string         `json:"task_id"`
	Status   Status         `json:"status"`
	Prompt   []int          `json:"prompt"`
	N        int            `json:"n"`
	Input    inference.Hash `json:"input_hash"`
	Seq      uint64         `json:"seq"` // arrival order; rounds take jobs in it
	Created  time.Time      `json:"created_at"`
	Updated  time.Time      `json:"updated_at"`
	Version  int64          `json:"version"`
	Attempts int            `json:"attempts"` // signing rounds started
	// Committee is the request's drawn committee (Request.Committee).
	Committee []inference.Hash `json:"committee,omitempty"`
	// ByQuorum: the job names a committee, but the whole quorum executes
	// it: the task's fee is over the consumer's committee fee cap
	// (LLMConsumer.committeeFeeCap), so its committee could not land it.
	ByQuorum bool `json:"by_quorum,omitempty"`

	Index          uint64 `json:"index"`
	ReferenceBlock uint64 `json:"reference_block,omitempty"`

	Signed   int              `json:"signed"` // operators whose signatures count for the winning result
	Quorum   int              `json:"quorum"` // operators in the set (a committee's: its members in it)
	Signers  []inference.Hash `json:"signers,omitempty"`
	Rejected []api.Rejection  `json:"rejected,omitempty"`
	Tokens   []int            `json:"tokens,omitempty"`
	Root     *inference.Hash  `json:"root,omitempty"`
	// Checkpoints are the links of the aggregated result, from an operator
	// whose answer was counted and whose list ends at Root.
	Checkpoints []inference.Hash `json:"checkpoints,omitempty"`
	New         *inference.Hash  `json:"new_value,omitempty"`
	Aggregate   *api.Aggregate   `json:"aggregate,omitempty"`
	// Sharded is what each shard signed, for a sharded committee's answer
	// (Config.Shards): kept for a challenger's per-shard challenge.
	Sharded *api.Sharded `json:"sharded,omitempty"`
	// Landing is the consumer calldata that lands the signed answer
	// (verifyAndUpdateHinted, verifyAndUpdateBatch for its batch, or
	// verifyAndUpdateCommittee for a committee's): anyone
	// may send it; a slot that lands so is found and the job marked landed.
	Landing    hexutil.Bytes `json:"landing,omitempty"`
	Tx         *common.Hash  `json:"tx,omitempty"`
	RawTx      hexutil.Bytes `json:"raw_tx,omitempty"` // the signed transaction, resent after a restart
	Block      uint64        `json:"block,omitempty"`
	GasUsed    uint64        `json:"gas_used,omitempty"` // of the whole transaction (a batch's included)
	Batch      int           `json:"batch,omitempty"`    // answers in the transaction that carried this one
	Error      string        `json:"error,omitempty"`
	LandedWith string        `json:"landed_with,omitempty"` // "tx", "batch" or "found" (landed before a restart noticed, or by another job)
}

func (j *Job) clone() *Job {
	c := *j
	c.Prompt = slices.Clone(j.Prompt)
	c.Signers = slices.Clone(j.Signers)
	c.Rejected = slices.Clone(j.Rejected)
	c.Tokens = slices.Clone(j.Tokens)
	c.Checkpoints = slices.Clone(j.Checkpoints)
	c.Committee = slices.Clone(j.Committee)
	return &c
}

// Request errors.
var (
	ErrBadRequest = errors.New("aggregator: bad request")
	ErrConflict   = errors.New("aggregator: task id reused for another request")
	ErrNotFound   = errors.New("aggregator: no such job")
	ErrClosed     = errors.New("aggregator: shutting down")
)

func (r *Request) validate(cfg inference.Config, manifest inference.Hash) error {
	if _, err := api.ParseTaskID(r.TaskID); err != nil {
		return fmt.Errorf("%w: task_id: %w", ErrBadRequest, err)
	}
	if r.Model != nil && *r.Model != manifest {
		return fmt.Errorf("%w: %s, consumer pins %s", ErrWrongManifest, r.Model, manifest)
	}
	if cfg.Vocab > 0 {
		if err := inference.CheckRequest(cfg, r.Prompt, r.N); err != nil {
			return fmt.Errorf("%w: %w", ErrBadRequest, err)
		}
	} else if len(r.Prompt) == 0 || r.N < 1 {
		return fmt.Errorf("%w: prompt and n ≥ 1 are required", ErrBadRequest)
	}
	return validCommittee(r.Committee)
}

// MaxCommittee is the most members a committee job may name.
const MaxCommittee = 64

// validCommittee refuses a committee the market could not have drawn: too
// large, a zero id or one named twice.
func validCommittee(members []inference.Hash) error {
	if len(members) > MaxCommittee {
		return fmt.Errorf("%w: committee of %d members, at most %d", ErrBadRequest, len(members), MaxCommittee)
	}
	seen := make(map[inference.Hash]bool, len(members))
	for _, id := range members {
		if id == (inference.Hash{}) {
			return fmt.Errorf("%w: committee names the zero operator id", ErrBadRequest)
		}
		if seen[id] {
			return fmt.Errorf("%w: committee names operator %s twice", ErrBadRequest, id)
		}
		seen[id] = true
	}
	return nil
}
