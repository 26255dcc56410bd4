package operator

import (
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// TaskRequest is the body of POST /v1/tasks: the task and the place the
// aggregator assigned it in the consumer's sequence of transitions.
type TaskRequest struct {
	TaskID         string         `json:"task_id"`
	ChainID        uint64         `json:"chain_id"`
	Consumer       common.Address `json:"consumer"`
	Manifest       inference.Hash `json:"manifest"`
	Prompt         []int          `json:"prompt"`
	N              int            `json:"n"`
	Index          uint64         `json:"index"`
	ReferenceBlock uint64         `json:"reference_block"`
	// DeadlineBlock is the task's SLA deadline on the market (committee
	// tasks; zero: none). It orders the operator's batch, earlier first;
	// it is not signed and changes no answer.
	DeadlineBlock uint64 `json:"deadline_block,omitempty"`
}

// TaskResponse is the operator's signed answer.
type TaskResponse struct {
	TaskID     string         `json:"task_id"`
	OperatorID inference.Hash `json:"operator_id"` // blsagg.IDOf(pk1)
	Tokens     []int          `json:"tokens"`
	Root       inference.Hash `json:"root"`
	// Checkpoints are the links of the run, one per step (len(prompt)+n−1);
	// the last is Root. Not signed: a reader checks them against Root.
	Checkpoints []inference.Hash `json:"checkpoints,omitempty"`
	Transition  Transition       `json:"transition"`
	Digest      inference.Hash   `json:"digest"`
	Signature   hexutil.Bytes    `json:"signature"` // σ in G1, X ‖ Y (blsagg.MarshalG1)
	Engine      string           `json:"engine"`
}

// Transition is protocol.Transition in JSON.
type Transition struct {
	ChainID        uint64         `json:"chain_id"`
	Consumer       common.Address `json:"consumer"`
	Index          uint64         `json:"index"`
	Manifest       inference.Hash `json:"manifest"`
	Input          inference.Hash `json:"input"`
	Slot           inference.Hash `json:"slot"`
	Old            inference.Hash `json:"old"`
	New            inference.Hash `json:"new"`
	ReferenceBlock uint64         `json:"reference_block"`
}

// Protocol converts to the signed type.
func (t Transition) Protocol() protocol.Transition {
	return protocol.Transition{ChainID: t.ChainID, Consumer: t.Consumer, Index: t.Index, Manifest: t.Manifest,
		Input: t.Input, Slot: t.Slot, Old: t.Old, New: t.New, ReferenceBlock: t.ReferenceBlock}
}

// TransitionOf converts from the signed type.
func TransitionOf(t protocol.Transition) Transition {
	return Transition{ChainID: t.ChainID, Consumer: t.Consumer, Index: t.Index, Manifest: t.Manifest,
		Input: t.Input, Slot: t.Slot, Old: t.Old, New: t.New, ReferenceBlock: t.ReferenceBlock}
}

// OperatorInfo is the body of GET /v1/operator.
type OperatorInfo struct {
	OperatorID inference.Hash `json:"operator_id"` // blsagg.IDOf(pk1)
	Address    common.Address `json:"address"`
	PubG1      hexutil.Bytes  `json:"pk1"` // blsagg.MarshalG1
	PubG2      hexutil.Bytes  `json:"pk2"` // blsagg.MarshalG2
	Manifest   inference.Hash `json:"manifest"`
	ChainID    uint64         `json:"chain_id"`
	Engine     string         `json:"engine"`
}

// Error codes of the API ({"error": {"code", "message"}}).
const (
	CodeBadRequest      = "bad_request"           // 400: malformed JSON or a missing field
	CodeWrongChain      = "wrong_chain"           // 422: chain_id is not the operator's chain
	CodeWrongManifest   = "wrong_manifest"        // 422: not the model this operator runs, or not the consumer's
	CodeBadReference    = "bad_reference"         // 422: reference block zero, beyond uint32 or not yet seen
	CodeTaskConflict    = "task_conflict"         // 409: the task id was used for another request
	CodeAlreadyLanded   = "already_landed"        // 409: the slot already holds this result
	CodeSlotTaken       = "slot_taken"            // 409: the slot holds another result (results are written once)
	CodeNotAdmitted     = "consumer_not_admitted" // 403: the DisputeGame did not admit the consumer with this model
	CodeEngineMismatch  = "engine_mismatch"       // 500: native and EVM results differ (engine "both")
	CodeExecutionFailed = "execution_failed"      // 500
	CodeChainFailed     = "chain_unavailable"     // 503: the operator's node did not answer
)

// Sentinel errors the daemon returns (wrapped); the HTTP layer maps them to codes.
var (
	ErrBadRequest     = errors.New("operator: bad request")
	ErrWrongChain     = errors.New("operator: task is for another chain")
	ErrWrongManifest  = errors.New("operator: task is for another model")
	ErrBadReference   = errors.New("operator: bad reference block")
	ErrTaskConflict   = errors.New("operator: task id reused for another request")
	ErrAlreadyLanded  = errors.New("operator: the result slot already holds this result")
	ErrSlotTaken      = errors.New("operator: the result slot already holds another result")
	ErrNotAdmitted    = errors.New("operator: consumer not admitted to the dispute game with this model")
	ErrEngineMismatch = errors.New("operator: native engine and EVM simulation disagree")
	ErrChain          = errors.New("operator: chain read failed")
	ErrOffline        = errors.New("operator: offline (fault)")
	// ErrUnauthorized matches a RemoteError answering 401: the request was
	// not signed by a caller the daemon allows (reqauth's codes).
	ErrUnauthorized = errors.New("operator: request not signed by an allowed caller")
)

// Validate checks a request's shape (not its values against a model or chain).
func (r *TaskRequest) Validate() error {
	switch {
	case !validTaskID(r.TaskID):
		return fmt.Errorf("%w: task_id must be 1-128 characters of [A-Za-z0-9_.:-]", ErrBadRequest)
	case r.ChainID == 0:
		return fmt.Errorf("%w: chain_id is required", ErrBadRequest)
	case r.Consumer == common.Address{}:
		return fmt.Errorf("%w: consumer is required", ErrBadRequest)
	case r.Manifest == inference.Hash{}:
		return fmt.Errorf("%w: manifest is required", ErrBadRequest)
	case len(r.Prompt) == 0:
		return fmt.Errorf("%w: prompt is empty", ErrBadRequest)
	case r.N < 1:
		return fmt.Errorf("%w: n must be at least 1", ErrBadRequest)
	case r.ReferenceBlock == 0 || r.ReferenceBlock > 1<<32-1:
		return fmt.Errorf("%w: %d", ErrBadReference, r.ReferenceBlock)
	}
	return nil
}

func validTaskID(id string) bool {
	_, err := api.ParseTaskID(id)
	return err == nil
}
