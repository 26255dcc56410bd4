package router

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"time"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/inference"
)

// QuorumDispatcher hands tasks to a deepcall aggregator (cmd/aggregator)
// over its HTTP API: POST /v1/jobs, then long polls of GET /v1/jobs/{id}.
// The aggregator fans the task out to the operators, aggregates their
// signatures and lands verifyAndUpdate; each step comes back as Progress
// (signed k of n, submitted with the transaction) and the task ends landed.
// Jobs are keyed by task id on the aggregator too, so a re-dispatch after a
// restart of either side picks up the same job.
type QuorumDispatcher struct {
	BaseURL string       // the aggregator, e.g. http://127.0.0.1:8650
	Client  *http.Client // default: a client keeping up to 1024 idle connections to the aggregator
	Wait    time.Duration
	// HandOffFor is how long a task's hand-off (POST /v1/jobs) is retried
	// while the aggregator is unreachable or answers 5xx, as it is for the
	// moments it restarts (default 1 minute). The aggregator keys jobs by
	// task id, so a repeated POST never makes a second job.
	HandOffFor time.Duration
	// Committee hands each paid task's drawn committee (the assignment
	// CommitteeDispatcher puts on the task's result) to the aggregator,
	// which then has only the committee execute the task and land it
	// (LLMConsumer.verifyAndUpdateCommittee). Off, or for a task without an
	// assignment, the whole quorum executes it.
	Committee bool
}

// quorumClient keeps a connection per dispatch in flight: each holds a long
// poll, and http.DefaultClient keeps only two idle connections per host, so
// under load most polls would open a new connection.
var quorumClient = func() *http.Client {
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.MaxIdleConns, tr.MaxIdleConnsPerHost = 1024, 1024
	return &http.Client{Transport: tr}
}()

// ErrQuorumFailed is a job the aggregator gave up on.
var ErrQuorumFailed = errors.New("quorum job failed")

func (d *QuorumDispatcher) aggregator() *api.AggregatorClient {
	hc := d.Client
	if hc == nil {
		hc = quorumClient
	}
	return api.NewAggregatorClient(d.BaseURL, hc)
}

// handOff posts the job, retrying every second for HandOffFor while the
// aggregator cannot be reached or answers 5xx; a 4xx (a request it refuses)
// fails at once.
func (d *QuorumDispatcher) handOff(ctx context.Context, agg *api.AggregatorClient, req api.JobRequest) (*api.Job, error) {
	retryFor := d.HandOffFor
	if retryFor <= 0 {
		retryFor = time.Minute
	}
	deadline := time.Now().Add(retryFor)
	for {
		j, _, err := agg.Submit(ctx, req)
		var refused *api.Error
		if err == nil || ctx.Err() != nil || (errors.As(err, &refused) && refused.Status < 500) || time.Now().After(deadline) {
			if err != nil {
				err = fmt.Errorf("aggregator: %w", err)
			}
			return j, err
		}
		select {
		case <-ctx.Done():
			return nil, err
		case <-time.After(time.Second):
		}
	}
}

// Dispatch implements Dispatcher.
func (d *QuorumDispatcher) Dispatch(ctx context.Context, t Task, progress func(Progress)) (Status, *Result, error) {
	req := api.JobRequest{TaskID: api.TaskID(t.ID), Model: &t.Model, Prompt: t.Prompt, N: t.N}
	if d.Committee && t.Result != nil && t.Result.Assignment != nil {
		for _, m := range t.Result.Assignment.Members {
			req.Committee = append(req.Committee, inference.Hash(m))
		}
	}
	agg := d.aggregator()
	j, err := d.handOff(ctx, agg, req)
	if err != nil {
		return "", nil, err
	}
	wait := d.Wait
	if wait <= 0 {
		wait = 20 * time.Second
	}
	lastSigned, lastTx, sawSigned := -1, "", false
	for {
		res := &Result{Tokens: j.Tokens, Root: j.Root, Block: j.Block, Steps: len(t.Prompt) + t.N - 1, Backend: "quorum"}
		if j.Tx != nil {
			tx := inference.Hash(*j.Tx)
			res.Tx = &tx
		}
		res.Checkpoints = chained(j.Checkpoints, j.Root, res.Steps)
		res.Landing = j.Landing
		sigs := &Signatures{Signed: j.Signed, Quorum: j.Quorum}
		switch api.TaskStatusOfJob(j.Status) {
		case StatusLanded:
			return StatusLanded, res, nil
		case StatusFailed:
			return "", nil, fmt.Errorf("%w: %s", ErrQuorumFailed, j.Error)
		case StatusSubmitted:
			if tx := fmt.Sprint(j.Tx); tx != lastTx {
				lastTx = tx
				progress(Progress{Status: StatusSubmitted, Signatures: sigs, Result: res})
			}
		case StatusSigned:
			// A job that has signed is reported even when the count did not
			// move since it was signing: it brings the result and its
			// landing calldata, which the user may send while the
			// aggregator holds it.
			ready := j.Status == api.StatusSigned
			if (j.Signed != lastSigned || (ready && !sawSigned)) && j.Quorum > 0 {
				lastSigned = j.Signed
				sawSigned = sawSigned || ready
				p := Progress{Status: StatusSigned, Signatures: sigs}
				if ready {
					p.Result = res
				}
				progress(p)
			}
		}
		next, err := agg.Wait(ctx, req.TaskID, j.Version, wait)
		if err != nil {
			if ctx.Err() != nil {
				return "", nil, ctx.Err()
			}
			// A transient failure of the aggregator: poll again shortly.
			select {
			case <-ctx.Done():
				return "", nil, ctx.Err()
			case <-time.After(time.Second):
			}
			continue
		}
		j = next
	}
}

// chained returns links when they are a whole chain ending at root, and nil
// otherwise: the aggregator checks this already, but the links are unsigned
// and a client reads them as the root's.
func chained(links []inference.Hash, root *inference.Hash, steps int) []inference.Hash {
	if root == nil || len(links) == 0 || len(links) != steps || links[len(links)-1] != *root {
		return nil
	}
	return slices.Clone(links)
}
