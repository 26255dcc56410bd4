package aggregator

import (
	"errors"
	"fmt"
	"slices"

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

// Job is one task's way to the chain: what the store keeps. GET
// /v1/jobs/{id} serves its api.Job; the signed transaction stays here.
type Job struct {
	api.Job
	RawTx hexutil.Bytes `json:"raw_tx,omitempty"` // the signed transaction, resent after a restart
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

// validate checks a job request against the consumer's model (r.Committee,
// when set: the market's draw, checked again before signing).
func validate(r *api.JobRequest, cfg inference.Config, manifest inference.Hash) error {
	if _, err := api.ParseTaskID(string(r.TaskID)); err != nil {
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
