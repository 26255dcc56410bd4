package audit

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// What a sharded committee's shards published with their claims: the chain
// holds only commitments of it (the claims' boundaries), and a per-shard
// challenge must open them (bisection.ShardOpening), so a ShardSource
// supplies the values and CheckShardValues holds them to the commitments.

// ShardValues is what a sharded committee's shards published for one
// landing: Chains[s][p] shard s's out value at step p (what its claim's
// out commitment hashes) and Ops[s][p] its op hashes at step p, its first
// op's on (they fold to Chains[s][p]).
type ShardValues struct {
	Chains [][]inference.Hash
	Ops    [][][]inference.Hash
}

// ShardSource finds the values the shards published for the landing of
// input at index. Not a trust source: the values are checked against the
// landed claims (CheckShardValues), and the committee checks the opening
// built from them.
type ShardSource interface {
	ShardValues(ctx context.Context, input inference.Hash, index uint64) (*ShardValues, error)
}

// Errors of the shards' values. Both are answers, not outages: the
// Challenger meeting one challenges the whole trace instead (charging
// nobody), since trying again would only let the challenge window close on
// a wrong result.
var (
	// ErrNoShardValues: no source knows the shards' values of a landing.
	ErrNoShardValues = errors.New("audit: the shards' published values of the landing are not known")
	// ErrBadShardValues: the values found do not match the landed claims
	// (another count of shards or steps, a chain whose commitment is not
	// the claim's, op hashes missing).
	ErrBadShardValues = errors.New("audit: the shards' published values do not match the landed claims")
)

// CheckShardValues checks v against the landed shard claims: one chain per
// shard, each hashing to its claim's out commitment (and so to the next
// shard's in), steps values each, op hashes for every step.
func CheckShardValues(v *ShardValues, shards []bindings.ShardSignature, steps int) error {
	if v == nil || len(v.Chains) != len(shards) || len(v.Ops) != len(shards) {
		return fmt.Errorf("%w: values of %d shards for %d claims", ErrBadShardValues, chainsLen(v), len(shards))
	}
	for s, sig := range shards {
		if len(v.Chains[s]) != steps || len(v.Ops[s]) != steps {
			return fmt.Errorf("%w: shard %d: %d chain values and %d op lists for %d steps", ErrBadShardValues, s, len(v.Chains[s]), len(v.Ops[s]), steps)
		}
		if protocol.BoundaryCommitment(v.Chains[s]) != sig.OutBoundary {
			return fmt.Errorf("%w: shard %d's chain values are not its signed out commitment", ErrBadShardValues, s)
		}
	}
	return nil
}

func chainsLen(v *ShardValues) int {
	if v == nil {
		return 0
	}
	return len(v.Chains)
}

// AggregatorShards finds the shards' values on the aggregator that landed
// the answer: the router's tasks of the input (GET /v1/tasks?input=) name
// the jobs, and the job landed at the index keeps them
// (GET /v1/jobs/{id} → sharded.shards[].chains, ops).
type AggregatorShards struct {
	Router     string
	Aggregator string
	Client     *http.Client // nil: http.DefaultClient
}

// ShardValues implements ShardSource.
func (a AggregatorShards) ShardValues(ctx context.Context, input inference.Hash, index uint64) (*ShardValues, error) {
	tasks, err := api.NewRouterClient(a.Router, a.Client).ByInput(ctx, input)
	if err != nil {
		return nil, shardValuesError(err)
	}
	agg := api.NewAggregatorClient(a.Aggregator, a.Client)
	for _, t := range tasks {
		job, err := agg.Job(ctx, t.ID)
		if err != nil {
			return nil, shardValuesError(err)
		}
		if job.Index != index || job.Sharded == nil {
			continue
		}
		v := &ShardValues{}
		for _, s := range job.Sharded.Shards {
			v.Chains, v.Ops = append(v.Chains, s.Chains), append(v.Ops, s.Ops)
		}
		return v, nil
	}
	return nil, fmt.Errorf("%w: input %s index %d", ErrNoShardValues, input, index)
}

func shardValuesError(err error) error {
	if errors.Is(err, api.ErrUndecodable) {
		return fmt.Errorf("%w: %w", ErrBadShardValues, err)
	}
	return fmt.Errorf("shard values: %w", err)
}
