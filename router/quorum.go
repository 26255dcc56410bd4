package router

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"

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

// quorumJob is the part of the aggregator's job the router uses.
type quorumJob struct {
	TaskID      string           `json:"task_id"`
	Status      string           `json:"status"`
	Version     int64            `json:"version"`
	Signed      int              `json:"signed"`
	Quorum      int              `json:"quorum"`
	Tokens      []int            `json:"tokens"`
	Root        *inference.Hash  `json:"root"`
	Checkpoints []inference.Hash `json:"checkpoints"`
	Landing     hexutil.Bytes    `json:"landing"`
	Tx          *inference.Hash  `json:"tx"`
	Block       uint64           `json:"block"`
	Error       string           `json:"error"`
}

func (d *QuorumDispatcher) client() *http.Client {
	if d.Client != nil {
		return d.Client
	}
	return quorumClient
}

// errAggregatorStatus is an answer of the aggregator other than 200 or 202.
type errAggregatorStatus struct {
	code int
	msg  string
}

func (e *errAggregatorStatus) Error() string { return fmt.Sprintf("%d %s", e.code, e.msg) }

// handOff posts the job, retrying every second for HandOffFor while the
// aggregator cannot be reached or answers 5xx; a 4xx (a request it refuses)
// fails at once.
func (d *QuorumDispatcher) handOff(ctx context.Context, body []byte) (*quorumJob, error) {
	retryFor := d.HandOffFor
	if retryFor <= 0 {
		retryFor = time.Minute
	}
	deadline := time.Now().Add(retryFor)
	for {
		j, err := d.do(ctx, http.MethodPost, "/v1/jobs", body)
		var st *errAggregatorStatus
		if err == nil || ctx.Err() != nil || (errors.As(err, &st) && st.code < 500) || time.Now().After(deadline) {
			return j, err
		}
		select {
		case <-ctx.Done():
			return nil, err
		case <-time.After(time.Second):
		}
	}
}

func (d *QuorumDispatcher) do(ctx context.Context, method, path string, body []byte) (*quorumJob, error) {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, strings.TrimRight(d.BaseURL, "/")+path, rd)
	if err != nil {
		return nil, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := d.client().Do(req)
	if err != nil {
		return nil, fmt.Errorf("aggregator %s %s: %w", method, path, err)
	}
	defer res.Body.Close()
	data, err := io.ReadAll(io.LimitReader(res.Body, 16<<20))
	if err != nil {
		return nil, err
	}
	if res.StatusCode != http.StatusOK && res.StatusCode != http.StatusAccepted {
		return nil, fmt.Errorf("aggregator %s %s: %w", method, path, &errAggregatorStatus{res.StatusCode, strings.TrimSpace(string(data))})
	}
	var j quorumJob
	if err := json.Unmarshal(data, &j); err != nil {
		return nil, fmt.Errorf("decode aggregator job: %w", err)
	}
	return &j, nil
}

// Dispatch implements Dispatcher.
func (d *QuorumDispatcher) Dispatch(ctx context.Context, t Task, progress func(Progress)) (Status, *Result, error) {
	job := map[string]any{"task_id": t.ID, "model": t.Model, "prompt": t.Prompt, "n": t.N}
	if d.Committee && t.Result != nil && t.Result.Assignment != nil {
		job["committee"] = t.Result.Assignment.Members
	}
	body, err := json.Marshal(job)
	if err != nil {
		return "", nil, err
	}
	j, err := d.handOff(ctx, body)
	if err != nil {
		return "", nil, err
	}
	wait := d.Wait
	if wait <= 0 {
		wait = 20 * time.Second
	}
	lastSigned, lastTx, sawSigned := -1, "", false
	for {
		res := &Result{Tokens: j.Tokens, Root: j.Root, Tx: j.Tx, Block: j.Block, Steps: len(t.Prompt) + t.N - 1, Backend: "quorum"}
		res.Checkpoints = chained(j.Checkpoints, j.Root, res.Steps)
		res.Landing = j.Landing
		switch j.Status {
		case "landed":
			return StatusLanded, res, nil
		case "failed":
			return "", nil, fmt.Errorf("%w: %s", ErrQuorumFailed, j.Error)
		case "submitted":
			if tx := fmt.Sprint(j.Tx); tx != lastTx {
				lastTx = tx
				progress(Progress{Status: StatusSubmitted, Signatures: &Signatures{Signed: j.Signed, Quorum: j.Quorum}, Result: res})
			}
		case "signing", "signed":
			// "signed" is reported even when the count did not move since
			// "signing": it brings the result and its landing calldata,
			// which the user may send while the aggregator holds it.
			if (j.Signed != lastSigned || (j.Status == "signed" && !sawSigned)) && j.Quorum > 0 {
				lastSigned = j.Signed
				sawSigned = sawSigned || j.Status == "signed"
				p := Progress{Status: StatusSigned, Signatures: &Signatures{Signed: j.Signed, Quorum: j.Quorum}}
				if j.Status == "signed" {
					p.Result = res
				}
				progress(p)
			}
		}
		path := fmt.Sprintf("/v1/jobs/%s?after=%d&wait=%s", url.PathEscape(t.ID), j.Version, wait)
		next, err := d.do(ctx, http.MethodGet, path, nil)
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
