package api

import (
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/deepcall/deepcall/inference"
)

// JobRequest is the body of the aggregator's POST /v1/jobs: a task handed
// on for signing and landing.
type JobRequest struct {
	TaskID TaskID          `json:"task_id"`
	Model  *inference.Hash `json:"model,omitempty"` // must be the consumer's manifest when given
	Prompt []int           `json:"prompt"`
	N      int             `json:"n"`
	// Committee, when set, are the operator ids of the committee the market
	// drew for the task, in draw order: only they are asked. Empty: the
	// whole quorum signs.
	Committee []inference.Hash `json:"committee,omitempty"`
}

// Job is what the aggregator serves for one task (GET /v1/jobs/{id}, the
// answer to POST /v1/jobs).
type Job struct {
	TaskID    TaskID           `json:"task_id"`
	Status    Status           `json:"status"`
	Prompt    []int            `json:"prompt"`
	N         int              `json:"n"`
	Input     inference.Hash   `json:"input_hash"`
	Seq       uint64           `json:"seq"` // arrival order
	Created   time.Time        `json:"created_at"`
	Updated   time.Time        `json:"updated_at"`
	Version   int64            `json:"version"`  // bumped by every stored change: ?after= of a long poll
	Attempts  int              `json:"attempts"` // signing rounds started
	Committee []inference.Hash `json:"committee,omitempty"`
	// ByQuorum: the job names a committee, but the whole quorum executes it
	// (its fee is over the consumer's committee fee cap).
	ByQuorum bool `json:"by_quorum,omitempty"`

	Index          uint64 `json:"index"`
	ReferenceBlock uint64 `json:"reference_block,omitempty"`

	Signed      int              `json:"signed"` // operators whose signatures count for the winning result
	Quorum      int              `json:"quorum"` // operators in the set
	Signers     []inference.Hash `json:"signers,omitempty"`
	Rejected    []Rejection      `json:"rejected,omitempty"`
	Tokens      []int            `json:"tokens,omitempty"`
	Root        *inference.Hash  `json:"root,omitempty"`
	Checkpoints []inference.Hash `json:"checkpoints,omitempty"` // ends at Root
	New         *inference.Hash  `json:"new_value,omitempty"`
	Aggregate   *Aggregate       `json:"aggregate,omitempty"`
	Sharded     *Sharded         `json:"sharded,omitempty"`
	// Landing is the consumer calldata that lands the signed answer: anyone
	// may send it.
	Landing    hexutil.Bytes `json:"landing,omitempty"`
	Tx         *common.Hash  `json:"tx,omitempty"`
	Block      uint64        `json:"block,omitempty"`
	GasUsed    uint64        `json:"gas_used,omitempty"` // of the whole transaction
	Batch      int           `json:"batch,omitempty"`    // answers in the transaction that carried this one
	Error      string        `json:"error,omitempty"`
	LandedWith string        `json:"landed_with,omitempty"` // "tx", "batch" or "found"
}

// Rejection names an operator whose answer did not count, and why.
type Rejection struct {
	Operator inference.Hash `json:"operator,omitempty"` // the id it claimed (zero: no answer)
	URL      string         `json:"url"`
	Reason   string         `json:"reason"`
}

// Aggregate is a quorum signature as verifyAndUpdate takes it, with the
// transition it signs.
type Aggregate struct {
	Index          uint64          `json:"index"`
	ReferenceBlock uint64          `json:"reference_block"`
	Old            inference.Hash  `json:"old"`
	Sigma          hexutil.Bytes   `json:"sigma"`
	ApkG2          hexutil.Bytes   `json:"apk_g2"`
	NonSignerKeys  []hexutil.Bytes `json:"non_signer_keys"`
	ApkIndex       uint32          `json:"apk_index"`
	Apk            hexutil.Bytes   `json:"apk"`
	ApkEntry       *hexutil.Big    `json:"apk_entry"`
}

// Sharded is what each shard signed for a sharded committee's answer, kept
// for a challenger's per-shard challenge.
type Sharded struct {
	Old        inference.Hash `json:"old"`
	Transition inference.Hash `json:"transition_digest"`
	Shards     []Shard        `json:"shards"`
}

// Shard is what one shard signed for a landed answer.
type Shard struct {
	Shard      int                  `json:"shard"`
	Range      inference.LayerRange `json:"range"`
	Layers     int                  `json:"layers"`
	In         inference.Hash       `json:"in"`  // boundary commitment taken in (zero for shard 0)
	Out        inference.Hash       `json:"out"` // boundary commitment handed on
	ClaimHash  inference.Hash       `json:"claim_digest"`
	Sigma      []byte               `json:"sigma"`   // aggregate signature (blsagg.MarshalG1)
	ApkG2      []byte               `json:"apk_g2"`  // signers' aggregate G2 key
	Signers    []inference.Hash     `json:"signers"` // ascending operator ids
	SignerKeys [][]byte             `json:"signer_keys"`
	// Chains are the shard's op-chain values at its last op, one per step.
	Chains []inference.Hash `json:"chains"`
	// Ops are the shard's op hashes per step, checked to fold to Chains.
	Ops     [][]inference.Hash `json:"ops"`
	Refused []Rejection        `json:"refused,omitempty"`
}
