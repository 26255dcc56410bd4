package aggregator

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// Config configures an Aggregator. Backend, Consumer, Operators, Key and
// Store are required.
type Config struct {
	Backend   Backend
	Consumer  common.Address    // the LLMConsumer whose transitions this aggregator lands
	Operators []string          // operator API base URLs (http://host:port)
	Key       *ecdsa.PrivateKey // sends verifyAndUpdate (pays the gas)
	Store     *Store
	// Model, when its Vocab is set, validates requests (vocabulary, context) before they are queued.
	Model inference.Config

	SignTimeout     time.Duration // one signing round (default 2m)
	OperatorTimeout time.Duration // one request to an operator (default SignTimeout)
	RetryEvery      time.Duration // re-ask an unreachable operator (default 1s)
	MaxRounds       int           // signing rounds or reverted submissions before a job fails (default 3)
	Window          int           // jobs signed ahead, the landing one included (default 8)
	PollEvery       time.Duration // head, receipt and nonce polling (default 250ms)
	ReceiptTimeout  time.Duration // wait for a receipt before resending with higher fees (default 30s)
	GasLimit        uint64        // 0: estimate (+25%)
	HTTPClient      *http.Client  // for the operators (default: http.DefaultClient)
	Logger          *slog.Logger
	Metrics         prometheus.Registerer // nil: no metrics
}

// Aggregator turns tasks into landed transitions: it assigns each its index
// and reference block in arrival order, collects and verifies the operators'
// signatures, aggregates at the stake threshold, submits verifyAndUpdate
// from one sender that owns the nonce, and persists every step so that a
// restart resumes without losing or double-landing anything.
type Aggregator struct {
	cfg   Config
	log   *slog.Logger
	chain *Chain
	from  common.Address
	m     *aggMetrics

	wake   chan struct{}
	rounds sync.WaitGroup // signing goroutines

	mu       sync.Mutex
	jobs     map[string]*Job // unfinished jobs (authoritative copies), and finished ones until evicted
	pending  []*state        // unfinished, in Seq order
	finished []string        // ids of finished jobs still in jobs, oldest first
	seq      uint64
	changed  chan struct{} // closed and replaced on every job update
	closed   bool          // no new jobs
	stopped  bool          // Run has returned: no more store writes

	nonce    uint64 // next nonce; owned by the run loop
	nonceSet bool
}

// keepFinished is how many finished jobs stay in memory.
const keepFinished = 4096

// state is the run loop's view of one unfinished job.
type state struct {
	id      string
	cancel  context.CancelFunc // of the signing round in flight
	index   uint64             // of the round in flight or of result
	ref     uint64
	signing bool
	result  *roundResult
	err     error // of the last round
	// failures counts failed rounds and reverted submissions (re-plans after
	// another job moved do not count).
	failures int
}

// New reads the consumer from the chain and the unfinished jobs from the
// store. Call Run to start working.
func New(ctx context.Context, cfg Config) (*Aggregator, error) {
	if cfg.Backend == nil || cfg.Key == nil || cfg.Store == nil || len(cfg.Operators) == 0 || cfg.Consumer == (common.Address{}) {
		return nil, errors.New("aggregator: Backend, Consumer, Operators, Key and Store are required")
	}
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&cfg.SignTimeout, 2*time.Minute)
	def(&cfg.OperatorTimeout, cfg.SignTimeout)
	def(&cfg.RetryEvery, time.Second)
	def(&cfg.PollEvery, 250*time.Millisecond)
	def(&cfg.ReceiptTimeout, 30*time.Second)
	if cfg.MaxRounds <= 0 {
		cfg.MaxRounds = 3
	}
	if cfg.Window <= 0 {
		cfg.Window = 8
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	chain, err := NewChain(ctx, cfg.Backend, cfg.Consumer)
	if err != nil {
		return nil, fmt.Errorf("read consumer %s: %w", cfg.Consumer, err)
	}
	a := &Aggregator{cfg: cfg, log: cfg.Logger, chain: chain, from: crypto.PubkeyToAddress(cfg.Key.PublicKey),
		wake: make(chan struct{}, 1), jobs: map[string]*Job{}, changed: make(chan struct{})}
	if a.m, err = newAggMetrics(cfg.Metrics); err != nil {
		return nil, err
	}
	jobs, maxSeq, err := cfg.Store.Unfinished()
	if err != nil {
		return nil, err
	}
	a.seq = maxSeq
	for _, j := range jobs {
		a.jobs[j.TaskID] = j
		a.pending = append(a.pending, &state{id: j.TaskID})
	}
	c := chain.Consumer()
	a.log.Info("aggregator ready", "consumer", c.Address, "chain", c.ChainID, "registry", c.Registry, "manifest", c.Manifest.String(),
		"threshold", c.Threshold.String(), "window", c.Window, "operators", len(cfg.Operators), "resumed", len(jobs), "sender", a.from)
	a.m.queue.Set(float64(len(a.pending)))
	return a, nil
}

// Consumer is the consumer read at New.
func (a *Aggregator) Consumer() Consumer { return a.chain.Consumer() }

// Submit queues a task, idempotently by task id: the same request again
// returns the existing job (created false); another request under the same
// id is ErrConflict.
func (a *Aggregator) Submit(req Request) (*Job, bool, error) {
	c := a.chain.Consumer()
	if err := req.validate(a.cfg.Model, c.Manifest); err != nil {
		return nil, false, err
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.closed {
		return nil, false, ErrClosed
	}
	j := a.jobs[req.TaskID]
	if j == nil {
		stored, err := a.cfg.Store.Get(req.TaskID)
		switch {
		case err == nil:
			j = stored
		case !errors.Is(err, ErrNotFound):
			return nil, false, err
		}
	}
	if j != nil {
		if j.N != req.N || !slices.Equal(j.Prompt, req.Prompt) {
			return nil, false, fmt.Errorf("%w: %s", ErrConflict, req.TaskID)
		}
		return j.clone(), false, nil
	}
	now := time.Now().UTC()
	a.seq++
	j = &Job{TaskID: req.TaskID, Status: StatusQueued, Prompt: slices.Clone(req.Prompt), N: req.N,
		Input: inference.InputHash(req.Prompt, req.N), Seq: a.seq, Created: now, Updated: now, Version: 1}
	if err := a.cfg.Store.Put(j); err != nil {
		return nil, false, err
	}
	a.jobs[j.TaskID] = j
	a.pending = append(a.pending, &state{id: j.TaskID})
	a.m.queue.Set(float64(len(a.pending)))
	a.notifyLocked()
	a.log.Info("job queued", "task", j.TaskID, "input", j.Input.String(), "n", j.N, "seq", j.Seq)
	return j.clone(), true, nil
}

// Job returns a job by task id.
func (a *Aggregator) Job(id string) (*Job, error) {
	a.mu.Lock()
	j := a.jobs[id]
	a.mu.Unlock()
	if j != nil {
		a.mu.Lock()
		defer a.mu.Unlock()
		return j.clone(), nil
	}
	return a.cfg.Store.Get(id)
}

// Wait returns the job once its version is above after (or right away), or
// when ctx ends (then the current job, no error).
func (a *Aggregator) Wait(ctx context.Context, id string, after int64) (*Job, error) {
	for {
		a.mu.Lock()
		j := a.jobs[id]
		ch := a.changed
		var c *Job
		if j != nil {
			c = j.clone()
		}
		a.mu.Unlock()
		if c == nil {
			return a.cfg.Store.Get(id)
		}
		if c.Version > after || c.Status.Final() {
			return c, nil
		}
		select {
		case <-ch:
		case <-ctx.Done():
			return c, nil
		}
	}
}

func (a *Aggregator) notifyLocked() {
	close(a.changed)
	a.changed = make(chan struct{})
	select {
	case a.wake <- struct{}{}:
	default:
	}
}

// update applies f to a job, bumps its version, stores it and tells waiters.
func (a *Aggregator) update(id string, f func(j *Job)) (*Job, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	j := a.jobs[id]
	if j == nil {
		return nil, fmt.Errorf("%w: %s", ErrNotFound, id)
	}
	if a.closed && a.stopped {
		return nil, ErrClosed
	}
	f(j)
	j.Version++
	j.Updated = time.Now().UTC()
	if err := a.cfg.Store.Put(j); err != nil {
		return nil, err
	}
	a.notifyLocked()
	return j.clone(), nil
}

// finish makes a job final and takes it off the pending list.
func (a *Aggregator) finish(st *state, f func(j *Job)) {
	if st.cancel != nil {
		st.cancel()
	}
	j, err := a.update(st.id, f)
	if err != nil {
		a.log.Error("store final job", "task", st.id, "err", err)
		return
	}
	a.mu.Lock()
	a.pending = slices.DeleteFunc(a.pending, func(s *state) bool { return s == st })
	a.m.queue.Set(float64(len(a.pending)))
	// Finished jobs stay in memory for a while (late rejections, waiters),
	// then only in the store.
	a.finished = append(a.finished, st.id)
	for len(a.finished) > keepFinished {
		delete(a.jobs, a.finished[0])
		a.finished = a.finished[1:]
	}
	a.mu.Unlock()
	a.m.jobs.WithLabelValues(string(j.Status)).Inc()
	if j.Status == StatusLanded {
		a.m.landSeconds.Observe(j.Updated.Sub(j.Created).Seconds())
		a.log.Info("job landed", "task", j.TaskID, "index", j.Index, "tx", j.Tx, "block", j.Block, "gas", j.GasUsed,
			"signed", j.Signed, "quorum", j.Quorum, "rejected", len(j.Rejected), "how", j.LandedWith)
	} else {
		a.log.Error("job failed", "task", j.TaskID, "err", j.Error)
	}
}

// Run works until ctx ends: it keeps the first Window jobs signed at their
// indices and lands them one by one. It returns ctx's error.
func (a *Aggregator) Run(ctx context.Context) error {
	t := time.NewTicker(a.cfg.PollEvery)
	defer t.Stop()
	defer func() {
		a.mu.Lock()
		for _, st := range a.pending {
			if st.cancel != nil {
				st.cancel()
			}
		}
		a.mu.Unlock()
		// No round may write to the store once Run has returned: the caller closes it next.
		a.rounds.Wait()
		a.mu.Lock()
		a.closed, a.stopped = true, true
		a.mu.Unlock()
	}()
	for {
		if err := a.step(ctx); err != nil && ctx.Err() == nil {
			a.log.Warn("aggregator step", "err", err)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-a.wake:
		case <-t.C:
		}
	}
}

// Close refuses new jobs (Run stops with its context).
func (a *Aggregator) Close() {
	a.mu.Lock()
	a.closed = true
	a.mu.Unlock()
}

// step is one pass of the run loop.
func (a *Aggregator) step(ctx context.Context) error {
	a.mu.Lock()
	pending := slices.Clone(a.pending)
	a.mu.Unlock()
	if len(pending) == 0 {
		return nil
	}
	next, err := a.chain.NextIndex(ctx)
	if err != nil {
		return err
	}
	head, err := a.chain.Head(ctx)
	if err != nil {
		return err
	}
	c := a.chain.Consumer()
	margin := max(c.Window/4, 2)

	// The landing job first: it may have landed already (before a restart,
	// or under another task id with the same input).
	first := pending[0]
	if done, err := a.checkLanded(ctx, first); err != nil {
		return err
	} else if done {
		return nil
	}
	// Failed rounds: retry or give up.
	for _, st := range pending {
		a.mu.Lock()
		failed := !st.signing && st.err != nil
		roundErr := st.err
		a.mu.Unlock()
		if !failed {
			continue
		}
		if errors.Is(roundErr, ErrAlreadyLanded) {
			continue // the operators see it on chain: checkLanded settles it when it is first
		}
		a.mu.Lock()
		st.failures++
		failures := st.failures
		st.err = nil
		a.mu.Unlock()
		if failures >= a.cfg.MaxRounds {
			a.finish(st, func(j *Job) { j.Status, j.Error = StatusFailed, roundErr.Error() })
			return nil // indices behind it shift: re-plan on the next pass
		}
	}
	// Keep the first Window jobs signing at index next+p, reference blocks fresh.
	for p, st := range pending[:min(len(pending), a.cfg.Window)] {
		want := next + uint64(p)
		a.mu.Lock()
		okIndex := st.index == want && (st.signing || st.result != nil)
		stale := head >= st.ref+c.Window-margin
		busy := st.err != nil
		a.mu.Unlock()
		if busy || (okIndex && !stale) {
			continue
		}
		// The reference block must lie before the block that runs the call,
		// and gas estimation runs in the context of the head itself.
		if err := a.startRound(ctx, st, want, max(head, 2)-1); err != nil {
			return err
		}
	}
	// Land the first job once signed at the next index.
	a.mu.Lock()
	res := first.result
	a.mu.Unlock()
	if res != nil && res.index == next {
		return a.land(ctx, first, res)
	}
	return nil
}

// checkLanded finishes the landing job when its slot already holds a result.
func (a *Aggregator) checkLanded(ctx context.Context, st *state) (bool, error) {
	j, err := a.Job(st.id)
	if err != nil {
		return false, err
	}
	v, err := a.chain.Slot(ctx, ResultSlotOf(j.Input))
	if err != nil || v == (inference.Hash{}) {
		return false, err
	}
	l, err := a.chain.FindLanded(ctx, j.Input)
	if err != nil {
		return false, err
	}
	var gas uint64
	if l != nil {
		if r, err := a.cfg.Backend.TransactionReceipt(ctx, l.Tx); err == nil {
			gas = r.GasUsed
		}
	}
	a.finish(st, func(j *Job) {
		j.GasUsed = gas
		j.Status = StatusLanded
		if j.Tx == nil || l == nil || *j.Tx != l.Tx {
			j.LandedWith = "found"
		} else {
			j.LandedWith = "tx"
		}
		j.New = &v
		if l != nil {
			tx := l.Tx
			j.Tx, j.Block, j.Index = &tx, l.Block, l.Index
			root := inference.Hash(l.Root)
			// Links kept for another root (someone else's result landed) do not describe this one.
			if j.Root == nil || *j.Root != root {
				j.Checkpoints = nil
			}
			j.Root, j.Tokens = &root, l.Tokens
		}
	})
	return true, nil
}

// ResultSlotOf is the consumer's result slot of an input.
func ResultSlotOf(input inference.Hash) inference.Hash { return protocol.ResultSlot(input) }

// startRound (re)starts the signing round of a job at (index, ref).
func (a *Aggregator) startRound(ctx context.Context, st *state, index, ref uint64) error {
	j, err := a.Job(st.id)
	if err != nil {
		return err
	}
	// A stored aggregate for this very index and a fresh enough reference
	// block (a restart) is used as is.
	c := a.chain.Consumer()
	if sa := j.Aggregate; sa != nil && sa.Index == index && ref < sa.ReferenceBlock+c.Window-max(c.Window/4, 2) {
		if res, err := a.resultFromStored(ctx, j); err == nil {
			a.mu.Lock()
			st.index, st.ref, st.result, st.signing = index, sa.ReferenceBlock, res, false
			a.mu.Unlock()
			return nil
		} else {
			a.log.Warn("stored aggregate unusable, signing again", "task", j.TaskID, "err", err)
		}
	}
	if st.cancel != nil {
		st.cancel()
	}
	qs, err := a.chain.OperatorSet(ctx, ref)
	if err != nil {
		return err
	}
	r := round{taskID: j.TaskID, prompt: j.Prompt, n: j.N, input: j.Input, index: index, ref: ref, qs: qs,
		expected: protocol.Transition{ChainID: c.ChainID, Consumer: c.Address, Index: index, Manifest: c.Manifest,
			Input: j.Input, Slot: ResultSlotOf(j.Input), ReferenceBlock: ref}}
	rctx, cancel := context.WithCancel(ctx)
	a.mu.Lock()
	st.cancel, st.index, st.ref, st.signing, st.result, st.err = cancel, index, ref, true, nil, nil
	a.mu.Unlock()
	if _, err := a.update(j.TaskID, func(j *Job) {
		j.Status, j.Index, j.ReferenceBlock, j.Quorum, j.Signed = StatusSigning, index, ref, qs.Set.Len(), 0
		j.Attempts++
		j.Aggregate, j.Tx, j.RawTx = nil, nil, nil
	}); err != nil {
		cancel()
		return err
	}
	a.log.Info("signing round", "task", j.TaskID, "index", index, "reference_block", ref, "operators", qs.Set.Len())
	a.rounds.Add(1)
	go func() {
		defer a.rounds.Done()
		start := time.Now()
		res, err := a.sign(rctx, ctx, r, func(signed int, rejected []Rejection) {
			if rctx.Err() != nil {
				return
			}
			_, _ = a.update(r.taskID, func(j *Job) {
				if j.Index == r.index && j.Status == StatusSigning {
					j.Signed, j.Rejected = signed, slices.Clone(rejected)
				}
			})
		})
		a.mu.Lock()
		// A round superseded by another (new index or reference block) is dropped.
		current := rctx.Err() == nil && st.index == r.index && st.ref == r.ref
		if current {
			st.signing, st.result, st.err = false, res, err
		}
		a.mu.Unlock()
		if !current {
			return
		}
		if err != nil {
			a.log.Warn("signing round failed", "task", r.taskID, "index", r.index, "err", err)
			_, _ = a.update(r.taskID, func(j *Job) { j.Error = err.Error() })
			return
		}
		a.m.signSeconds.Observe(time.Since(start).Seconds())
		sa := storeAggregate(res)
		root := res.root
		nv := inference.Hash(res.t.New)
		_, _ = a.update(r.taskID, func(j *Job) {
			j.Status, j.Signed, j.Rejected = StatusSigned, len(res.agg.Signers), res.rejected
			j.Signers = j.Signers[:0]
			for _, id := range res.agg.Signers {
				j.Signers = append(j.Signers, inference.Hash(id))
			}
			j.Tokens, j.Root, j.New, j.Aggregate, j.Error = res.tokens, &root, &nv, sa, ""
			j.Checkpoints = slices.Clone(res.checkpoints)
		})
	}()
	return nil
}
