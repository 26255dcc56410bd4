package economy

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"regexp"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/metrics"
)

// Metrics are the operator economy's figures (deepcall_market_*): what the
// router's draws and SLAs saw (CommitteeDispatcher) and what the chain's
// market and capacity registry hold (Watcher). Amounts are in wei, as
// float64: exact below 2⁵³ wei (about 0.009 ether), rounded above.
type Metrics struct {
	Assignments   *prometheus.CounterVec // committee seats drawn, by operator
	AssignErrors  *prometheus.CounterVec // failed draws or acceptances, by named error
	SLA           *prometheus.CounterVec // by outcome: hit (landed by the deadline), late (landed after it), unanswered (a dispatch that failed)
	Capacity      *prometheus.GaugeVec   // units by operator and state: committed, in_use, free
	Stake         *prometheus.GaugeVec   // registry stake by operator, wei
	FeesPaid      prometheus.Counter     // TaskPaid fees escrowed, wei
	Tasks         *prometheus.CounterVec // market task events by kind: paid, settled, reclaimed
	Payouts       prometheus.Counter     // TaskSettled payouts into pools, wei
	Refunds       prometheus.Counter     // fees returned to payers (settle rest, reclaim), wei
	Claims        prometheus.Counter     // Claimed shares, wei
	Withdrawals   prometheus.Counter     // Withdrawn, wei
	NoShows       *prometheus.CounterVec // NoShowSlashed, by operator
	NoShowSlashed prometheus.Counter     // stake cut by SLA evidence, wei
	Mu            prometheus.Histogram   // μ of settled tasks, in MuDen units
	Block         prometheus.Gauge       // the last block the watcher read
}

// NewMetrics makes the collectors and registers them with r (nil: unregistered).
func NewMetrics(r prometheus.Registerer) (*Metrics, error) {
	const ns, sub = metrics.Namespace, "market"
	counter := func(name, help string) prometheus.Counter {
		return prometheus.NewCounter(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: name, Help: help})
	}
	m := &Metrics{
		Assignments: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "assignments_total",
			Help: "Committee seats drawn (stake-weighted over the operator set at the request block) and accepted, by operator."}, []string{"operator"}),
		AssignErrors: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "assignment_errors_total",
			Help: "Draws or acceptances that failed, by reason (not_enough_operators, no_free_capacity, not_drawn, forged_acceptance, refused, other)."}, []string{"reason"}),
		SLA: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "sla_total",
			Help: "Committee tasks by SLA outcome: hit (landed by the accepted deadline), late (landed after it), unanswered (a dispatch that ended without a landing)."}, []string{"outcome"}),
		Capacity: prometheus.NewGaugeVec(prometheus.GaugeOpts{Namespace: ns, Subsystem: sub, Name: "capacity_units",
			Help: "Committed capacity of the watched class, by operator and state (committed, in_use, free: what a draw may take now)."}, []string{"operator", "state"}),
		Stake: prometheus.NewGaugeVec(prometheus.GaugeOpts{Namespace: ns, Subsystem: sub, Name: "stake_wei",
			Help: "Registry stake, by operator."}, []string{"operator"}),
		FeesPaid: counter("fees_paid_wei_total", "Fees escrowed with tasks (TaskPaid)."),
		Tasks: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "tasks_total",
			Help: "TaskMarket task events, by kind (paid, settled, reclaimed)."}, []string{"kind"}),
		Payouts:       counter("payouts_wei_total", "Payouts baseRate·work·μ moved into signer pools (TaskSettled)."),
		Refunds:       counter("refunds_wei_total", "Fees returned to payers: the rest at settlement, whole fees reclaimed."),
		Claims:        counter("claims_wei_total", "Signer shares claimed from pools (Claimed)."),
		Withdrawals:   counter("withdrawals_wei_total", "Balances paid out (Withdrawn)."),
		NoShowSlashed: counter("no_show_slashed_wei_total", "Stake cut by SLA evidence (NoShowSlashed)."),
		NoShows: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "no_shows_total",
			Help: "No-shows slashed by SLA evidence, by operator."}, []string{"operator"}),
		Mu: prometheus.NewHistogram(prometheus.HistogramOpts{Namespace: ns, Subsystem: sub, Name: "settled_mu",
			Help:    "μ of settled tasks in MU_DEN units (1000: on the deadline; up to 1000 + bonus: in the request's block).",
			Buckets: prometheus.LinearBuckets(1000, 50, 21)}),
		Block: prometheus.NewGauge(prometheus.GaugeOpts{Namespace: ns, Subsystem: sub, Name: "watched_block",
			Help: "The last block whose market events are counted."}),
	}
	// The fixed label values exist from the start (at 0), so a dashboard shows them before the first event.
	for _, o := range []string{"hit", "late", "unanswered"} {
		m.SLA.WithLabelValues(o)
	}
	for _, k := range []string{"paid", "settled", "reclaimed"} {
		m.Tasks.WithLabelValues(k)
	}
	for _, r := range []string{"not_enough_operators", "no_free_capacity", "not_drawn", "forged_acceptance", "refused", "other"} {
		m.AssignErrors.WithLabelValues(r)
	}
	return m, metrics.Register(r, m.Assignments, m.AssignErrors, m.SLA, m.Capacity, m.Stake, m.FeesPaid, m.Tasks, m.Payouts,
		m.Refunds, m.Claims, m.Withdrawals, m.NoShows, m.NoShowSlashed, m.Mu, m.Block)
}

// Names are the metrics' full names (what a dashboard queries).
func (m *Metrics) Names() []string {
	ch := make(chan *prometheus.Desc, 32)
	go func() {
		for _, c := range []prometheus.Collector{m.Assignments, m.AssignErrors, m.SLA, m.Capacity, m.Stake, m.FeesPaid, m.Tasks,
			m.Payouts, m.Refunds, m.Claims, m.Withdrawals, m.NoShows, m.NoShowSlashed, m.Mu, m.Block} {
			c.Describe(ch)
		}
		close(ch)
	}()
	var out []string
	fq := regexp.MustCompile(`fqName: "([^"]+)"`)
	for d := range ch {
		if s := fq.FindStringSubmatch(d.String()); s != nil {
			out = append(out, s[1])
		}
	}
	return out
}

// Assigned counts an accepted assignment's seats.
func (m *Metrics) Assigned(a *Assignment) {
	if m == nil {
		return
	}
	for _, op := range a.Committee {
		m.Assignments.WithLabelValues(op.Hex()).Inc()
	}
}

// AssignFailed counts a failed assignment by its named error.
func (m *Metrics) AssignFailed(err error) {
	if m == nil {
		return
	}
	reason := "other"
	for _, c := range []struct {
		err  error
		name string
	}{{ErrNotEnoughOperators, "not_enough_operators"}, {ErrNoFreeCapacity, "no_free_capacity"}, {ErrNotDrawn, "not_drawn"},
		{ErrForgedAcceptance, "forged_acceptance"}, {ErrNotInCommittee, "refused"}, {ErrDeadlinePassed, "refused"},
		{ErrWrongMarket, "refused"}, {ErrRandomness, "refused"}, {ErrDrawBlock, "refused"}, {ErrNoAcceptor, "refused"}} {
		if errors.Is(err, c.err) {
			reason = c.name
			break
		}
	}
	m.AssignErrors.WithLabelValues(reason).Inc()
}

// Outcome counts a committee task's SLA outcome: landed at block (0: not
// landed) against the accepted deadline.
func (m *Metrics) Outcome(a *Assignment, landedAt uint64) {
	if m == nil {
		return
	}
	switch {
	case landedAt == 0:
		m.SLA.WithLabelValues("unanswered").Inc()
	case landedAt <= a.Deadline:
		m.SLA.WithLabelValues("hit").Inc()
	default:
		m.SLA.WithLabelValues("late").Inc()
	}
}

// LogReader is what the Watcher reads: ChainReader and the market's logs.
type LogReader interface {
	ChainReader
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
}

// Watcher counts the market's events and samples capacity and stake into
// Metrics, once per Every.
type Watcher struct {
	Chain     LogReader
	Market    common.Address
	Capacity  common.Address
	Registry  common.Address
	Class     [32]byte
	Operators func(ctx context.Context, block uint64) ([]common.Address, error)
	Metrics   *Metrics
	Every     time.Duration // default 1 s
	Logger    *slog.Logger

	last uint64 // the last block read
}

// Run polls until ctx ends.
func (w *Watcher) Run(ctx context.Context) error {
	every := w.Every
	if every <= 0 {
		every = time.Second
	}
	log := w.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		if err := w.Poll(ctx); err != nil && ctx.Err() == nil {
			log.Warn("market metrics", "err", err)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
		}
	}
}

// Poll reads the market's events since the last poll and samples capacity
// and stake at the head.
func (w *Watcher) Poll(ctx context.Context) error {
	head, err := w.Chain.BlockNumber(ctx)
	if err != nil {
		return fmt.Errorf("economy: head: %w", err)
	}
	if head > w.last {
		logs, err := w.Chain.FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{w.Market},
			FromBlock: new(big.Int).SetUint64(w.last + 1), ToBlock: new(big.Int).SetUint64(head)})
		if err != nil {
			return fmt.Errorf("economy: market logs %d–%d: %w", w.last+1, head, err)
		}
		for i := range logs {
			w.count(&logs[i])
		}
		w.last = head
		w.Metrics.Block.Set(float64(head))
	}
	ops, err := w.Operators(ctx, head)
	if err != nil {
		return fmt.Errorf("economy: operators: %w", err)
	}
	cr := bindings.NewCapacityRegistry()
	at := new(big.Int).SetUint64(head)
	for _, op := range ops {
		raw, err := w.Chain.CallContract(ctx, ethereum.CallMsg{To: &w.Capacity, Data: cr.PackCommitment(op, w.Class)}, at)
		if err != nil {
			return fmt.Errorf("economy: commitment of %s: %w", op, err)
		}
		c, err := cr.UnpackCommitment(raw)
		if err != nil {
			return fmt.Errorf("economy: commitment of %s: %w", op, err)
		}
		stake, free, err := ReadCapacity(ctx, w.Chain, w.Capacity, w.Registry, w.Class, op, head)
		if err != nil {
			return err
		}
		l := op.Hex()
		w.Metrics.Capacity.WithLabelValues(l, "committed").Set(float64(c.Count))
		w.Metrics.Capacity.WithLabelValues(l, "in_use").Set(float64(c.InUse))
		w.Metrics.Capacity.WithLabelValues(l, "free").Set(float64(free))
		f, _ := new(big.Float).SetInt(stake).Float64()
		w.Metrics.Stake.WithLabelValues(l).Set(f)
	}
	return nil
}

func wei(v *big.Int) float64 {
	f, _ := new(big.Float).SetInt(v).Float64()
	return f
}

// count adds one market event to the metrics.
func (w *Watcher) count(l *types.Log) {
	m := w.Metrics
	if e, err := taskMarket.UnpackTaskPaidEvent(l); err == nil {
		m.Tasks.WithLabelValues("paid").Inc()
		m.FeesPaid.Add(wei(e.Fee))
		return
	}
	if e, err := taskMarket.UnpackTaskSettledEvent(l); err == nil {
		m.Tasks.WithLabelValues("settled").Inc()
		m.Payouts.Add(wei(e.Payout))
		m.Refunds.Add(wei(e.Refund))
		m.Mu.Observe(wei(e.Mu))
		return
	}
	if e, err := taskMarket.UnpackReclaimedEvent(l); err == nil {
		m.Tasks.WithLabelValues("reclaimed").Inc()
		m.Refunds.Add(wei(e.Fee))
		return
	}
	if e, err := taskMarket.UnpackClaimedEvent(l); err == nil {
		m.Claims.Add(wei(e.Amount))
		return
	}
	if e, err := taskMarket.UnpackWithdrawnEvent(l); err == nil {
		m.Withdrawals.Add(wei(e.Amount))
		return
	}
	if e, err := taskMarket.UnpackNoShowSlashedEvent(l); err == nil {
		m.NoShows.WithLabelValues(e.Operator.Hex()).Inc()
		m.NoShowSlashed.Add(wei(e.Cut))
	}
}
