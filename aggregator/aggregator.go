package aggregator

import (
	"cmp"
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"net/http"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
	"github.com/deepcall/deepcall/reqauth"
	"github.com/deepcall/deepcall/txmgr"
)

// Config configures an Aggregator. Backend, Consumer, Operators, Key and
// Store are required.
type Config struct {
	Backend   Backend
	Consumer  common.Address    // the LLMConsumer whose transitions this aggregator lands
	Operators []string          // operator API base URLs (http://host:port)
	Key       *ecdsa.PrivateKey // the aggregator's key: sends the landings (pays the gas)
	// Sender sends from Key. Pass the process's one Manager for Key when
	// other parts (the epochs, the prover) send from it too, so that their
	// nonces interleave; nil: one of the aggregator's own.
	Sender *txmgr.Manager
	Store  *Store
	// Model, when its Vocab is set, validates requests (vocabulary, context) before they are queued.
	Model inference.Config

	SignTimeout     time.Duration // one signing round (default 2m)
	OperatorTimeout time.Duration // one request to an operator (default SignTimeout)
	RetryEvery      time.Duration // re-ask an unreachable operator (default 1s)
	MaxRounds       int           // signing rounds or reverted submissions before a job fails (default 3)
	Rounds          int           // signing rounds in flight at once (default 8)
	MaxBatch        int           // jobs signed and landed together, at most protocol.MaxBatch (default 16)
	// BatchWait is how long a queued job may wait for company while another
	// round is in flight (default 200ms); with no round in flight, or
	// MaxBatch jobs queued, a round starts at once.
	BatchWait      time.Duration
	PollEvery      time.Duration // head, receipt and nonce polling (default 250ms)
	ReceiptTimeout time.Duration // wait for a receipt before resending with higher fees (default 30s)
	ResendEvery    time.Duration // broadcast an unmined transaction again (a node that restarted lost it; default 5s)
	GasLimit       uint64        // 0: estimate (txmgr.WithHeadroom)
	// HoldFor is how long a signed answer waits before the aggregator sends
	// it (default 0: at once): the job's landing calldata is out from the
	// moment it is signed, so its user can land it from its own wallet
	// meanwhile; what nobody landed is sent when the hold ends. Keep it well
	// inside the registry's reference window, or the held signature goes
	// stale and the answer is signed again.
	HoldFor time.Duration
	// Prover, when set, keeps operators that answered safe from SLA
	// no-show evidence when the quorum does not land their answer: a round
	// still short of the threshold ProveAfter after it started hands each
	// result's verified signatures, aggregated, to Prover (anyone may post
	// them: TaskMarket.proveAnswered), and again when the round ends short
	// if more signed since. The market takes the proof only by the task's
	// deadline: keep ProveAfter well inside its SLA window.
	Prover     AnswerProver
	ProveAfter time.Duration // default SignTimeout/2
	HTTPClient *http.Client  // for the operators (default: http.DefaultClient)
	// CallerKey signs every request to the operators (package reqauth; the
	// daemons serve only their configured callers). Default: Key.
	CallerKey *ecdsa.PrivateKey
	// Shards, when set, runs every job through a sharded committee (SPEC.md
	// §12) and lands it with verifyAndUpdateSharded, one job a round; no
	// task then goes to the Operators' task APIs.
	Shards  *ShardSetup
	Logger  *slog.Logger
	Metrics prometheus.Registerer // nil: no metrics
}

// Aggregator turns tasks into landed transitions: it gives queued jobs
// their indices and a reference block in rounds of up to MaxBatch, collects
// and verifies the operators' signatures, aggregates at the stake
// threshold, submits verifyAndUpdateBatch (or verifyAndUpdate for one)
// from one sender that owns the nonce and does not wait for receipts, and
// persists every step so that a restart resumes without losing or
// double-landing anything.
type Aggregator struct {
	cfg   Config
	log   *slog.Logger
	chain *Chain
	from  common.Address
	m     *aggMetrics

	wake   chan struct{}
	rounds sync.WaitGroup // signing goroutines

	wmu      sync.Mutex // job writes take turns: stored versions follow each other
	mu       sync.Mutex
	jobs     map[string]*Job // unfinished jobs (authoritative copies), and finished ones until evicted
	pending  []*state        // unfinished, in Seq order
	finished []string        // ids of finished jobs still in jobs, oldest first
	seq      uint64
	watch    map[string]chan struct{} // closed when the job changes (Wait)
	creating map[string]chan struct{} // task ids being stored by Submit
	closed   bool                     // no new jobs
	stopped  bool                     // Run has returned: no more store writes
	index    uint64                   // next transition index to hand out (persisted with the rounds that take them)
	signing  int                      // rounds in flight
	ready    []*landing               // signed, waiting for the sender
	// indexMu serializes handing out indices (read index, store the
	// round's jobs, move index on): committee rounds start from their own
	// goroutines, and two rounds must never take the same index.
	indexMu sync.Mutex

	// Owned by the run loop.
	q        *txmgr.Queue[[]*state] // landings sent, not settled
	lastHead uint64
	heldHead uint64 // the head at the last look for held answers landed by others

	dir operatorDirectory // operator ids behind Operators' URLs, for committee rounds
}

// keepFinished is how many finished jobs stay in memory.
const keepFinished = 4096

// phase is where an unfinished job is in the pipeline.
type phase int

const (
	phaseQueued  phase = iota // waiting for a round
	phaseSigning              // in a signing round
	phaseReady                // signed, waiting for the sender
	phaseSent                 // in a transaction not yet settled
)

// state is the run loop's view of one unfinished job.
type state struct {
	id        string
	seq       uint64
	input     inference.Hash
	phase     phase
	failures  int       // failed rounds and reverted landings
	notBefore time.Time // no new round before (after a failure)
	queuedAt  time.Time // when it last entered the queue
	lastErr   error
	committee bool // signed by its drawn committee, in a round of its own
	drawWaits int  // rounds put off because its committee was not drawn yet
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
	def(&cfg.ProveAfter, cfg.SignTimeout/2)
	if cfg.MaxRounds <= 0 {
		cfg.MaxRounds = 3
	}
	if cfg.Rounds <= 0 {
		cfg.Rounds = 8
	}
	if cfg.MaxBatch <= 0 {
		cfg.MaxBatch = 16
	}
	cfg.MaxBatch = min(cfg.MaxBatch, protocol.MaxBatch)
	if cfg.Shards != nil {
		if err := cfg.Shards.validate(); err != nil {
			return nil, err
		}
		cfg.MaxBatch = 1 // a sharded landing carries one answer
	}
	def(&cfg.ResendEvery, 5*time.Second)
	def(&cfg.BatchWait, 100*time.Millisecond)
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	chain, err := NewChain(ctx, cfg.Backend, cfg.Consumer)
	if err != nil {
		return nil, fmt.Errorf("read consumer %s: %w", cfg.Consumer, err)
	}
	caller := cfg.CallerKey
	if caller == nil {
		caller = cfg.Key
	}
	cfg.HTTPClient = reqauth.Client(cfg.HTTPClient, caller)
	from := crypto.PubkeyToAddress(cfg.Key.PublicKey)
	if cfg.Sender == nil {
		cfg.Sender = txmgr.New(txmgr.Config{Backend: cfg.Backend, Key: cfg.Key, ChainID: new(big.Int).SetUint64(chain.Consumer().ChainID),
			Log: cfg.Logger})
	} else if cfg.Sender.From() != from {
		return nil, fmt.Errorf("aggregator: Sender sends from %s, not from Key's %s", cfg.Sender.From(), from)
	}
	a := &Aggregator{cfg: cfg, log: cfg.Logger, chain: chain, from: from,
		wake: make(chan struct{}, 1), jobs: map[string]*Job{},
		watch: map[string]chan struct{}{}, creating: map[string]chan struct{}{}}
	if a.m, err = newAggMetrics(cfg.Metrics); err != nil {
		return nil, err
	}
	a.q = txmgr.NewQueue(cfg.Sender, journal{a}, txmgr.QueueConfig{ReceiptTimeout: cfg.ReceiptTimeout, ResendEvery: cfg.ResendEvery,
		Count: func(event string) { a.m.submissions.WithLabelValues(event).Inc() }})
	jobs, maxSeq, err := cfg.Store.Unfinished()
	if err != nil {
		return nil, err
	}
	a.seq = maxSeq
	for _, j := range jobs {
		a.jobs[string(j.TaskID)] = j
		a.pending = append(a.pending, &state{id: string(j.TaskID), input: j.Input, seq: j.Seq, queuedAt: time.Now(), committee: len(j.Committee) > 0 && !j.ByQuorum})
	}
	next, ok, err := cfg.Store.NextIndex()
	if err != nil {
		return nil, err
	}
	if !ok {
		// Indices are nonces the consumer takes once each, in any order. A new
		// store starts far from any range an earlier one could have used (its
		// start second, shifted), so it does not spend its first rounds on
		// IndexUsed.
		next = uint64(time.Now().Unix()) << 20
	}
	a.index = next
	c := chain.Consumer()
	a.log.Info("aggregator ready", "consumer", c.Address, "chain", c.ChainID, "registry", c.Registry, "manifest", c.Manifest.String(),
		"threshold", c.Threshold.String(), "window", c.Window, "operators", len(cfg.Operators), "resumed", len(jobs), "sender", a.from,
		"next_index", a.index, "max_batch", cfg.MaxBatch, "rounds", cfg.Rounds)
	a.m.queue.Set(float64(len(a.pending)))
	return a, nil
}

// Consumer is the consumer read at New.
func (a *Aggregator) Consumer() Consumer { return a.chain.Consumer() }

// Submit queues a task, idempotently by task id: the same request again
// returns the existing job (created false); another request under the same
// id is ErrConflict. The job is stored before Submit returns; concurrent
// submissions share the store's synced writes.
func (a *Aggregator) Submit(req api.JobRequest) (*Job, bool, error) {
	c := a.chain.Consumer()
	if err := validate(&req, a.cfg.Model, c.Manifest); err != nil {
		return nil, false, err
	}
	if len(req.Committee) > 0 && a.cfg.Shards != nil {
		return nil, false, fmt.Errorf("%w: committee jobs are not taken by a sharded aggregator", ErrBadRequest)
	}
	for {
		a.mu.Lock()
		if a.closed {
			a.mu.Unlock()
			return nil, false, ErrClosed
		}
		if wait := a.creating[string(req.TaskID)]; wait != nil {
			// The same id is being stored by another call: answer as it does.
			a.mu.Unlock()
			<-wait
			continue
		}
		j := a.jobs[string(req.TaskID)]
		if j != nil {
			defer a.mu.Unlock()
			return a.existing(j, req)
		}
		wait := make(chan struct{})
		a.creating[string(req.TaskID)] = wait
		a.mu.Unlock()
		j, created, err := a.create(req)
		a.mu.Lock()
		delete(a.creating, string(req.TaskID))
		close(wait)
		a.mu.Unlock()
		return j, created, err
	}
}

func (a *Aggregator) existing(j *Job, req api.JobRequest) (*Job, bool, error) {
	if j.N != req.N || !slices.Equal(j.Prompt, req.Prompt) || !slices.Equal(j.Committee, req.Committee) {
		return nil, false, fmt.Errorf("%w: %s", ErrConflict, req.TaskID)
	}
	return j.clone(), false, nil
}

// create stores a new job (or finds it in the store) and queues it.
func (a *Aggregator) create(req api.JobRequest) (*Job, bool, error) {
	stored, err := a.cfg.Store.Get(string(req.TaskID))
	switch {
	case err == nil:
		return a.existing(stored, req)
	case !errors.Is(err, ErrNotFound):
		return nil, false, err
	}
	now := time.Now().UTC()
	a.mu.Lock()
	a.seq++
	seq := a.seq
	a.mu.Unlock()
	j := &Job{Job: api.Job{TaskID: req.TaskID, Status: StatusQueued, Prompt: slices.Clone(req.Prompt), N: req.N,
		Input: inference.InputHash(req.Prompt, req.N), Seq: seq, Created: now, Updated: now, Version: 1,
		Committee: slices.Clone(req.Committee)}}
	if err := a.cfg.Store.Put(j); err != nil {
		return nil, false, err
	}
	a.mu.Lock()
	a.jobs[string(j.TaskID)] = j
	// Seq order: a later seq may have been stored first.
	at, _ := slices.BinarySearchFunc(a.pending, seq, func(st *state, seq uint64) int { return cmp.Compare(st.seq, seq) })
	a.pending = slices.Insert(a.pending, at, &state{id: string(j.TaskID), input: j.Input, seq: seq, queuedAt: time.Now(), committee: len(j.Committee) > 0 && !j.ByQuorum})
	a.m.queue.Set(float64(len(a.pending)))
	a.notifyLocked(string(j.TaskID))
	a.mu.Unlock()
	a.log.Debug("job queued", "task", j.TaskID, "input", j.Input.String(), "n", j.N, "seq", j.Seq)
	return j.clone(), true, nil
}

// Job returns a job by task id.
func (a *Aggregator) Job(id string) (*Job, error) {
	a.mu.Lock()
	if j := a.jobs[id]; j != nil {
		defer a.mu.Unlock()
		return j.clone(), nil
	}
	a.mu.Unlock()
	return a.cfg.Store.Get(id)
}

// Wait returns the job once its version is above after (or right away), or
// when ctx ends (then the current job, no error).
func (a *Aggregator) Wait(ctx context.Context, id string, after int64) (*Job, error) {
	for {
		a.mu.Lock()
		j := a.jobs[id]
		var c *Job
		var ch chan struct{}
		if j != nil {
			c = j.clone()
			if ch = a.watch[id]; ch == nil {
				ch = make(chan struct{})
				a.watch[id] = ch
			}
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

// notifyLocked wakes the waiters of the given jobs and the run loop.
func (a *Aggregator) notifyLocked(ids ...string) {
	for _, id := range ids {
		if ch := a.watch[id]; ch != nil {
			close(ch)
			delete(a.watch, id)
		}
	}
	select {
	case a.wake <- struct{}{}:
	default:
	}
}

// update applies f to a job, bumps its version, stores it and tells waiters.
func (a *Aggregator) update(id string, f func(j *Job)) (*Job, error) {
	js, err := a.updateMany([]string{id}, nil, func(_ int, j *Job) { f(j) })
	if err != nil {
		return nil, err
	}
	return js[0], nil
}

// updateMany applies f to several jobs and stores them (and the index
// counter, when next is set) in one synced write; only then does anyone
// see the change. Writers take turns (wmu), so each job's stored versions
// follow each other, but readers are not held up by the disk.
func (a *Aggregator) updateMany(ids []string, next *uint64, f func(i int, j *Job)) ([]*Job, error) {
	a.wmu.Lock()
	defer a.wmu.Unlock()
	a.mu.Lock()
	if a.closed && a.stopped {
		a.mu.Unlock()
		return nil, ErrClosed
	}
	updated := make([]*Job, len(ids))
	for i, id := range ids {
		j := a.jobs[id]
		if j == nil {
			a.mu.Unlock()
			return nil, fmt.Errorf("%w: %s", ErrNotFound, id)
		}
		updated[i] = j.clone()
	}
	a.mu.Unlock()
	now := time.Now().UTC()
	for i, c := range updated {
		f(i, c)
		c.Version++
		c.Updated = now
	}
	if err := a.cfg.Store.PutMany(updated, next); err != nil {
		return nil, err
	}
	out := make([]*Job, len(ids))
	a.mu.Lock()
	for i, c := range updated {
		if j := a.jobs[ids[i]]; j != nil {
			*j = *c
		}
		out[i] = c.clone()
	}
	a.notifyLocked(ids...)
	a.mu.Unlock()
	return out, nil
}

// touch changes a job in memory only (progress that a restart may forget:
// signatures counted so far) and tells waiters.
func (a *Aggregator) touch(id string, f func(j *Job)) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if j := a.jobs[id]; j != nil && !j.Status.Final() {
		f(j)
		j.Version++
		j.Updated = time.Now().UTC()
		a.notifyLocked(id)
	}
}

// finish makes a job final and takes it off the pending list.
func (a *Aggregator) finish(st *state, f func(j *Job)) {
	a.finishMany([]*state{st}, func(_ int, j *Job) { f(j) })
}

// finishMany makes jobs final in one write and takes them off the pending list.
func (a *Aggregator) finishMany(sts []*state, f func(i int, j *Job)) {
	ids := make([]string, len(sts))
	for i, st := range sts {
		ids[i] = st.id
	}
	js, err := a.updateMany(ids, nil, f)
	if err != nil {
		a.log.Error("store final jobs", "tasks", ids, "err", err)
		return
	}
	a.mu.Lock()
	done := map[*state]bool{}
	for _, st := range sts {
		done[st] = true
	}
	a.pending = slices.DeleteFunc(a.pending, func(s *state) bool { return done[s] })
	a.m.queue.Set(float64(len(a.pending)))
	// Finished jobs stay in memory for a while (late rejections, waiters),
	// then only in the store.
	a.finished = append(a.finished, ids...)
	for len(a.finished) > keepFinished {
		delete(a.jobs, a.finished[0])
		a.finished = a.finished[1:]
	}
	a.mu.Unlock()
	for _, j := range js {
		a.m.jobs.WithLabelValues(string(j.Status)).Inc()
		if j.Status == StatusLanded {
			a.m.landSeconds.Observe(j.Updated.Sub(j.Created).Seconds())
			a.log.Info("job landed", "task", j.TaskID, "index", j.Index, "tx", j.Tx, "block", j.Block, "gas", j.GasUsed,
				"batch", j.Batch, "signed", j.Signed, "quorum", j.Quorum, "rejected", len(j.Rejected), "how", j.LandedWith)
		} else {
			a.log.Error("job failed", "task", j.TaskID, "err", j.Error)
		}
	}
}

// Close refuses new jobs (Run stops with its context).
func (a *Aggregator) Close() {
	a.mu.Lock()
	a.closed = true
	a.mu.Unlock()
}

// ResultSlotOf is the consumer's result slot of an input.
func ResultSlotOf(input inference.Hash) inference.Hash { return protocol.ResultSlot(input) }
