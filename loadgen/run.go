package loadgen

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/inference"
)

// Router is what a run needs of deepcall's router.
type Router interface {
	// Submit posts one task. A refusal for load is a *BusyError.
	Submit(ctx context.Context, prompt []int, n int) (Submitted, error)
	// Task reads a task's status.
	Task(ctx context.Context, id string) (TaskStatus, error)
}

// Submitted is the router's answer to an accepted task.
type Submitted struct {
	ID      string
	Input   inference.Hash
	Created bool // false: the router returned an existing task (dedup)
}

// TaskStatus is the part of a router task a run follows.
type TaskStatus struct {
	ID      string
	Status  api.Status
	Updated time.Time
	Reason  string // the error code and message of a failed task
}

// BusyError is a submission refused for load (429 or 503), with the
// server's retry hint.
type BusyError struct {
	Status     int
	RetryAfter time.Duration
	Message    string
}

func (e *BusyError) Error() string {
	return fmt.Sprintf("router busy (%d, retry after %v): %s", e.Status, e.RetryAfter, e.Message)
}

// Chain reads what landed.
type Chain interface {
	Head(ctx context.Context) (uint64, error)
	// Updated returns the consumer's Updated events in blocks [from, to].
	Updated(ctx context.Context, from, to uint64) ([]Landed, error)
	// GasUsed is a transaction's gas used.
	GasUsed(ctx context.Context, tx common.Hash) (uint64, error)
}

// Options configure Run. Rate, Duration, Tokens and Vocab are required.
type Options struct {
	Rate     float64       // tasks offered per second
	Duration time.Duration // how long tasks are offered
	Tokens   int           // tokens generated per task (n)
	Vocab    int           // the model's vocabulary size (prompt ids stay below it)
	BOS      int           // the first prompt token
	// Drain is how long to wait after the window for accepted tasks to end
	// (default 60s); whatever is still open then is lost.
	Drain time.Duration
	// Seed makes this run's prompts distinct from other runs' (default: the clock).
	Seed uint64
	// PollEvery is the period of a task's status poll (default 500ms);
	// PollRate caps status reads per second over all tasks (default 200).
	PollEvery time.Duration
	PollRate  float64
	// Submitters caps concurrent POSTs (default 256).
	Submitters int
	// Pay, when set, pays for each prompt before it is offered (a paid
	// market request: the router then draws the task's committee). A prompt
	// whose payment fails is never offered; the failure counts as a submit
	// error.
	Pay func(ctx context.Context, prompt []int, n int) error
	// RouterName is recorded in the report's inputs.
	RouterName string
	Logger     *slog.Logger
}

// ErrOptions is an option out of range.
var ErrOptions = errors.New("loadgen: bad options")

func (o *Options) defaults() error {
	if o.Rate <= 0 || o.Duration <= 0 || o.Tokens < 1 || o.Vocab < 4 {
		return fmt.Errorf("%w: rate > 0, duration > 0, tokens ≥ 1 and vocab ≥ 4 are required", ErrOptions)
	}
	if o.Drain <= 0 {
		o.Drain = time.Minute
	}
	if o.Seed == 0 {
		o.Seed = uint64(time.Now().UnixNano())
	}
	if o.PollEvery <= 0 {
		o.PollEvery = 500 * time.Millisecond
	}
	if o.PollRate <= 0 {
		o.PollRate = 200
	}
	if o.Submitters <= 0 {
		o.Submitters = 256
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
	return nil
}

// PromptDigits is how many tokens after BOS encode (seed, i): every prompt
// of a run is 1 + PromptDigits long.
const PromptDigits = 5

// Prompt is the i-th distinct prompt of a run seeded with seed: BOS, then
// two digits of the seed and three of i in base vocab−2 (ids from 2, so
// never 0 or 1). Runs with different seeds modulo (vocab−2)² and indices
// below (vocab−2)³ never share a prompt.
func Prompt(vocab, bos int, seed uint64, i int) []int {
	base := uint64(vocab - 2)
	p := []int{bos}
	s := seed % (base * base)
	for range 2 {
		p = append(p, int(s%base)+2)
		s /= base
	}
	x := uint64(i)
	for range 3 {
		p = append(p, int(x%base)+2)
		x /= base
	}
	return p
}

// Run offers tasks for the window, follows them to the end and reports.
func Run(ctx context.Context, o Options, r Router, c Chain) (*Report, error) {
	if err := o.defaults(); err != nil {
		return nil, err
	}
	fromBlock, err := c.Head(ctx)
	if err != nil {
		return nil, fmt.Errorf("read head before the run: %w", err)
	}
	tr := NewTracker()
	start := time.Now()
	windowEnd := start.Add(o.Duration)

	// The follower polls open tasks until the drain ends: at most PollRate
	// reads a second while tasks are offered, as fast as the router answers
	// afterwards (a backlog of thousands must be read before the drain ends).
	followCtx, stopFollow := context.WithCancel(ctx)
	defer stopFollow()
	followDone := make(chan struct{})
	go func() { defer close(followDone); follow(followCtx, o, r, tr, windowEnd) }()

	// Offers: one every 1/rate, each in its own goroutine (bounded).
	sem := make(chan struct{}, o.Submitters)
	var wg sync.WaitGroup
	interval := time.Duration(float64(time.Second) / o.Rate)
	for i := 0; ; i++ {
		at := start.Add(time.Duration(i) * interval)
		if !at.Before(windowEnd) {
			break
		}
		if d := time.Until(at); d > 0 {
			t := time.NewTimer(d)
			select {
			case <-ctx.Done():
				t.Stop()
				wg.Wait()
				return nil, ctx.Err()
			case <-t.C:
			}
		}
		select {
		case sem <- struct{}{}:
		case <-ctx.Done():
			wg.Wait()
			return nil, ctx.Err()
		}
		tr.Offer(time.Now())
		wg.Add(1)
		go func() {
			defer func() { <-sem; wg.Done() }()
			offer(ctx, o, r, tr, Prompt(o.Vocab, o.BOS, o.Seed, i), windowEnd)
		}()
	}
	wg.Wait()
	window := time.Since(start)
	o.Logger.Info("offering done", "offered", tr.Offered(), "window", window.Round(time.Millisecond))

	// Drain: wait for every accepted task to end, or the drain timeout.
	deadline := time.Now().Add(o.Drain)
	for len(tr.Open()) > 0 && time.Now().Before(deadline) && ctx.Err() == nil {
		sleep(ctx, 250*time.Millisecond)
	}
	stopFollow()
	<-followDone
	// One last read of every task still open, so that none counts as lost
	// only because its landing was not polled yet.
	poll(context.WithoutCancel(ctx), r, tr, tr.Open(), 0)

	toBlock, err := c.Head(context.WithoutCancel(ctx))
	if err != nil {
		return nil, fmt.Errorf("read head after the run: %w", err)
	}
	events, err := c.Updated(context.WithoutCancel(ctx), fromBlock+1, toBlock)
	if err != nil {
		return nil, fmt.Errorf("read Updated events: %w", err)
	}
	inputs := tr.Inputs()
	gas := map[common.Hash]uint64{}
	for _, e := range events {
		if !inputs[e.Input] {
			continue
		}
		if _, ok := gas[e.Tx]; ok {
			continue
		}
		g, err := c.GasUsed(context.WithoutCancel(ctx), e.Tx)
		if err != nil {
			return nil, fmt.Errorf("receipt of %s: %w", e.Tx, err)
		}
		gas[e.Tx] = g
	}
	rep := tr.Report(events, gas, window)
	rep.Inputs = Inputs{Rate: o.Rate, DurationS: o.Duration.Seconds(), DrainS: o.Drain.Seconds(), Tokens: o.Tokens,
		PromptLen: 1 + PromptDigits, Seed: o.Seed, FromBlock: fromBlock + 1, ToBlock: toBlock, Router: o.RouterName,
		LatencyNow: "first offer of the prompt (429 waits included) to the router's updated_at of the landed status"}
	return &rep, nil
}

// offer posts one prompt until it is accepted, refused for good, or the
// window closes while it waits on a busy router.
func offer(ctx context.Context, o Options, r Router, tr *Tracker, prompt []int, windowEnd time.Time) {
	first := time.Now()
	input := inference.InputHash(prompt, o.Tokens)
	if o.Pay != nil {
		if err := o.Pay(ctx, prompt, o.Tokens); err != nil {
			tr.SubmitError("pay: " + err.Error())
			return
		}
	}
	for {
		s, err := r.Submit(ctx, prompt, o.Tokens)
		if err == nil {
			if s.Input != (inference.Hash{}) {
				input = s.Input
			}
			tr.Accepted(s.ID, input, first, s.Created)
			return
		}
		var busy *BusyError
		if !errors.As(err, &busy) {
			tr.SubmitError(err.Error())
			if ctx.Err() != nil || time.Now().After(windowEnd) {
				return
			}
			// A transport failure (router restarting): the same prompt again shortly.
			sleep(ctx, time.Second)
			continue
		}
		tr.Busy()
		wait := max(busy.RetryAfter, 100*time.Millisecond)
		if time.Now().Add(wait).After(windowEnd) {
			tr.GaveUp()
			return
		}
		sleep(ctx, wait)
	}
}

// follow polls the open tasks: each at most every PollEvery, all of them at
// most PollRate a second until windowEnd, then without a cap.
func follow(ctx context.Context, o Options, r Router, tr *Tracker, windowEnd time.Time) {
	gap := time.Duration(float64(time.Second) / o.PollRate)
	for ctx.Err() == nil {
		round := time.Now()
		g := gap
		if round.After(windowEnd) {
			g = 0
		}
		poll(ctx, r, tr, tr.Open(), g)
		sleep(ctx, o.PollEvery-time.Since(round))
	}
}

// poll reads each task once, gap apart, and records those that ended.
func poll(ctx context.Context, r Router, tr *Tracker, ids []string, gap time.Duration) {
	for _, id := range ids {
		if ctx.Err() != nil {
			return
		}
		t, err := r.Task(ctx, id)
		if err == nil {
			switch t.Status {
			case api.StatusLanded:
				tr.Finish(id, Outcome{Landed: true, At: t.Updated})
			case api.StatusFailed:
				tr.Finish(id, Outcome{At: t.Updated, Reason: t.Reason})
			case api.StatusDone:
				tr.Finish(id, Outcome{At: t.Updated, Reason: "done without landing"})
			}
		}
		sleep(ctx, gap)
	}
}

func sleep(ctx context.Context, d time.Duration) {
	if d <= 0 {
		return
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
	case <-t.C:
	}
}
