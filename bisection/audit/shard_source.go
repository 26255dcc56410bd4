package audit

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"

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
	var tasks struct {
		Tasks []struct {
			ID string `json:"id"`
		} `json:"tasks"`
	}
	if err := a.get(ctx, strings.TrimRight(a.Router, "/")+"/v1/tasks?input="+url.QueryEscape(input.String()), &tasks); err != nil {
		return nil, err
	}
	for _, t := range tasks.Tasks {
		var job struct {
			Index   uint64 `json:"index"`
			Sharded *struct {
				Shards []struct {
					Chains []inference.Hash   `json:"chains"`
					Ops    [][]inference.Hash `json:"ops"`
				} `json:"shards"`
			} `json:"sharded"`
		}
		if err := a.get(ctx, strings.TrimRight(a.Aggregator, "/")+"/v1/jobs/"+url.PathEscape(t.ID), &job); err != nil {
			return nil, err
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

func (a AggregatorShards) get(ctx context.Context, u string, out any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return fmt.Errorf("shard values: %w", err)
	}
	c := a.Client
	if c == nil {
		c = http.DefaultClient
	}
	resp, err := c.Do(req)
	if err != nil {
		return fmt.Errorf("shard values: %w", err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 256<<20))
	if err != nil {
		return fmt.Errorf("shard values: GET %s: %w", u, err)
	}
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("shard values: GET %s: %s", u, resp.Status)
	}
	if err := json.Unmarshal(body, out); err != nil {
		return fmt.Errorf("%w: GET %s: %w", ErrBadShardValues, u, err)
	}
	return nil
}
