package loadgen

import (
	"cmp"
	"math"
	"slices"
	"sort"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/inference"
)

// Landed is one Updated event of the consumer.
type Landed struct {
	Input inference.Hash
	Index uint64
	Tx    common.Hash
	Block uint64
}

// Report is what a run measured, with the inputs it ran under.
type Report struct {
	Offered     int `json:"offered"`      // distinct tasks offered
	Accepted    int `json:"accepted"`     // answered 202 (or 200) by the router
	Busy        int `json:"busy_answers"` // 429/503 answers (each honoured, then offered again)
	NotAccepted int `json:"not_accepted"` // offers still refused when the window closed
	// SubmitErrors counts other failed POSTs by error text (transport, 4xx).
	SubmitErrors map[string]int `json:"submit_errors,omitempty"`
	Reused       int            `json:"reused"` // accepted as an existing task (200): not distinct after all

	Landed int `json:"landed"`
	Failed int `json:"failed"` // failed with a reason (Failures)
	// Lost are accepted tasks neither landed nor failed with a reason at the end.
	Lost int `json:"lost"`
	// Duplicates are Updated events beyond the first for an input of this run.
	Duplicates int `json:"duplicates"`
	// NotOnChain are tasks the router called landed without an Updated event for their input.
	NotOnChain int `json:"landed_not_on_chain"`
	// OnChain are the accepted tasks whose input has an Updated event,
	// whatever the router said by the end.
	OnChain  int            `json:"landed_on_chain"`
	Failures map[string]int `json:"failures,omitempty"` // failure reason → tasks

	TasksPerS   float64 `json:"tasks_per_s"`   // landed / (last landing − first offer)
	OfferedPerS float64 `json:"offered_per_s"` // offered / the offering window
	P50MS       float64 `json:"p50_ms"`        // first offer → landed, landed tasks
	P99MS       float64 `json:"p99_ms"`
	MaxMS       float64 `json:"max_ms"`
	SpanS       float64 `json:"span_s"` // first offer → last landing

	Txs          int     `json:"txs"`            // transactions that carried this run's Updated events
	GasTotal     uint64  `json:"gas_total"`      // their gas used
	GasPerAnswer float64 `json:"gas_per_answer"` // GasTotal / Updated events of this run
	AnswersPerTx float64 `json:"answers_per_tx"`
	Blocks       int     `json:"blocks"` // blocks holding this run's answers

	Inputs Inputs `json:"inputs"`
}

// Inputs are the options a report was made under.
type Inputs struct {
	Rate       float64 `json:"rate"`
	DurationS  float64 `json:"duration_s"`
	DrainS     float64 `json:"drain_s"`
	Tokens     int     `json:"tokens"`
	PromptLen  int     `json:"prompt_len"`
	Seed       uint64  `json:"seed"`
	FromBlock  uint64  `json:"from_block"`
	ToBlock    uint64  `json:"to_block"`
	Router     string  `json:"router,omitempty"`
	LatencyNow string  `json:"latency_from"`
}

// Outcome is how a task ended, as the router reports it.
type Outcome struct {
	Landed bool
	At     time.Time // when the router recorded the final status
	Reason string    // why it failed (empty for landed)
}

type record struct {
	input   inference.Hash
	offered time.Time // the first offer of its prompt
	final   bool
	out     Outcome
}

// Tracker accounts for a run: it is told of offers, answers and outcomes
// and computes the Report. It is safe for concurrent use.
type Tracker struct {
	mu          sync.Mutex
	first       time.Time
	offered     int
	busy        int
	notAccepted int
	reused      int
	submitErrs  map[string]int
	tasks       map[string]*record
	order       []string
}

// NewTracker returns an empty tracker.
func NewTracker() *Tracker {
	return &Tracker{tasks: map[string]*record{}, submitErrs: map[string]int{}}
}

// Offer records a distinct prompt offered for the first time.
func (t *Tracker) Offer(at time.Time) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.offered == 0 || at.Before(t.first) {
		t.first = at
	}
	t.offered++
}

// Offered is the number of offers so far.
func (t *Tracker) Offered() int { t.mu.Lock(); defer t.mu.Unlock(); return t.offered }

// Busy records a 429 or 503 answer (the prompt is offered again).
func (t *Tracker) Busy() { t.mu.Lock(); t.busy++; t.mu.Unlock() }

// GaveUp records an offer never accepted (the window closed while it waited).
func (t *Tracker) GaveUp() { t.mu.Lock(); t.notAccepted++; t.mu.Unlock() }

// SubmitError records a POST that failed otherwise.
func (t *Tracker) SubmitError(msg string) { t.mu.Lock(); t.submitErrs[msg]++; t.mu.Unlock() }

// Accepted records a task the router took, offered first at offered.
// created is false for a dedup hit (the router returned an existing task).
func (t *Tracker) Accepted(id string, input inference.Hash, offered time.Time, created bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if !created {
		t.reused++
	}
	if t.tasks[id] != nil {
		return
	}
	t.tasks[id] = &record{input: input, offered: offered}
	t.order = append(t.order, id)
}

// Finish records a task's final status; later calls for it are ignored.
func (t *Tracker) Finish(id string, o Outcome) {
	t.mu.Lock()
	defer t.mu.Unlock()
	r := t.tasks[id]
	if r == nil || r.final {
		return
	}
	r.final, r.out = true, o
}

// Open lists the accepted tasks not final yet, oldest first.
func (t *Tracker) Open() []string {
	t.mu.Lock()
	defer t.mu.Unlock()
	var out []string
	for _, id := range t.order {
		if !t.tasks[id].final {
			out = append(out, id)
		}
	}
	return out
}

// Inputs lists the input hashes of the accepted tasks.
func (t *Tracker) Inputs() map[inference.Hash]bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	m := make(map[inference.Hash]bool, len(t.tasks))
	for _, r := range t.tasks {
		m[r.input] = true
	}
	return m
}

// Report computes the figures from what the tracker was told, the Updated
// events of the run's blocks and the gas of their transactions (by hash;
// a missing one counts as zero). window is how long offers were made.
func (t *Tracker) Report(events []Landed, gas map[common.Hash]uint64, window time.Duration) Report {
	t.mu.Lock()
	defer t.mu.Unlock()
	rep := Report{Offered: t.offered, Busy: t.busy, NotAccepted: t.notAccepted, Reused: t.reused, Accepted: len(t.tasks)}
	if len(t.submitErrs) > 0 {
		rep.SubmitErrors = maps(t.submitErrs)
	}
	ours := map[inference.Hash]int{}
	for _, r := range t.tasks {
		ours[r.input] = 0
	}
	txs := map[common.Hash]bool{}
	blocks := map[uint64]bool{}
	answers := 0
	for _, e := range events {
		if _, ok := ours[e.Input]; !ok {
			continue
		}
		ours[e.Input]++
		answers++
		txs[e.Tx] = true
		blocks[e.Block] = true
	}
	for _, n := range ours {
		if n > 1 {
			rep.Duplicates += n - 1
		}
		if n > 0 {
			rep.OnChain++
		}
	}
	var lat []float64
	var last time.Time
	for _, id := range t.order {
		r := t.tasks[id]
		switch {
		case !r.final:
			rep.Lost++
		case r.out.Landed:
			rep.Landed++
			if ours[r.input] == 0 {
				rep.NotOnChain++
			}
			lat = append(lat, float64(r.out.At.Sub(r.offered).Microseconds())/1000)
			if r.out.At.After(last) {
				last = r.out.At
			}
		case r.out.Reason == "":
			rep.Lost++ // failed without saying why
		default:
			rep.Failed++
			if rep.Failures == nil {
				rep.Failures = map[string]int{}
			}
			rep.Failures[r.out.Reason]++
		}
	}
	if len(lat) > 0 {
		slices.Sort(lat)
		rep.P50MS, rep.P99MS, rep.MaxMS = quantile(lat, 0.50), quantile(lat, 0.99), lat[len(lat)-1]
		span := last.Sub(t.first)
		rep.SpanS = span.Seconds()
		if span > 0 {
			rep.TasksPerS = float64(rep.Landed) / span.Seconds()
		}
	}
	if window > 0 {
		rep.OfferedPerS = float64(t.offered) / window.Seconds()
	}
	rep.Txs, rep.Blocks = len(txs), len(blocks)
	for h := range txs {
		rep.GasTotal += gas[h]
	}
	if answers > 0 {
		rep.GasPerAnswer = float64(rep.GasTotal) / float64(answers)
		rep.AnswersPerTx = float64(answers) / float64(len(txs))
	}
	return rep
}

// quantile of sorted xs by the nearest rank.
func quantile(sorted []float64, q float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	k := int(math.Ceil(q*float64(len(sorted)))) - 1
	return sorted[min(max(k, 0), len(sorted)-1)]
}

func maps(m map[string]int) map[string]int {
	out := make(map[string]int, len(m))
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	// Keep the report readable: the 20 most frequent texts.
	slices.SortStableFunc(keys, func(a, b string) int { return cmp.Compare(m[b], m[a]) })
	for _, k := range keys[:min(len(keys), 20)] {
		out[k] = m[k]
	}
	return out
}
