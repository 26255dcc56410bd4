package aggregator

import (
	"github.com/prometheus/client_golang/prometheus"

	"github.com/deepcall/deepcall/metrics"
)

type aggMetrics struct {
	jobs        *prometheus.CounterVec // finished jobs by status
	queue       prometheus.Gauge
	signatures  *prometheus.CounterVec // by result: accepted, rejected
	rejections  *prometheus.CounterVec // by operator and reason
	submissions *prometheus.CounterVec // by result: landed, reverted, resent, error
	signSeconds prometheus.Histogram
	landSeconds prometheus.Histogram
	gasUsed     prometheus.Histogram
	gasTotal    prometheus.Counter
	// answers held (Config.HoldFor) that someone else landed first
	heldLandedByOthers prometheus.Counter
}

func newAggMetrics(r prometheus.Registerer) (*aggMetrics, error) {
	const ns, sub = metrics.Namespace, "aggregator"
	m := &aggMetrics{
		jobs: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "jobs_total",
			Help: "Jobs finished, by final status (landed, failed)."}, []string{"status"}),
		queue: prometheus.NewGauge(prometheus.GaugeOpts{Namespace: ns, Subsystem: sub, Name: "pending_jobs",
			Help: "Unfinished jobs."}),
		signatures: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "signatures_total",
			Help: "Operator answers, by result (accepted: verified and counted; rejected)."}, []string{"result"}),
		rejections: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "rejections_total",
			Help: "Rejected operator answers, by operator id (or URL when it never answered) and reason."}, []string{"operator", "reason"}),
		submissions: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "submissions_total",
			Help: "Landing transactions (verifyAndUpdate, verifyAndUpdateBatch), by outcome (sent, landed, reverted, resent: replaced with higher fees, rebroadcast, send_error, refused: would revert)."}, []string{"result"}),
		signSeconds: prometheus.NewHistogram(prometheus.HistogramOpts{Namespace: ns, Subsystem: sub, Name: "sign_seconds",
			Help: "From the start of a signing round to the stake threshold.", Buckets: metrics.LatencyBuckets}),
		landSeconds: prometheus.NewHistogram(prometheus.HistogramOpts{Namespace: ns, Subsystem: sub, Name: "land_seconds",
			Help: "From a job's arrival to its transition landing.", Buckets: metrics.LatencyBuckets}),
		gasUsed: prometheus.NewHistogram(prometheus.HistogramOpts{Namespace: ns, Subsystem: sub, Name: "verify_gas",
			Help: "Gas used by mined landing transactions (a batch counts once).", Buckets: prometheus.ExponentialBuckets(100_000, 1.5, 12)}),
		gasTotal: prometheus.NewCounter(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "gas_used_total",
			Help: "Gas used by every landing transaction mined (landed or reverted)."}),
		heldLandedByOthers: prometheus.NewCounter(prometheus.CounterOpts{Namespace: ns, Subsystem: sub, Name: "held_landed_by_others_total",
			Help: "Signed answers held for their users (HoldFor) that someone else landed before the hold ended."}),
	}
	return m, metrics.Register(r, m.jobs, m.queue, m.signatures, m.rejections, m.submissions, m.signSeconds,
		m.landSeconds, m.gasUsed, m.gasTotal, m.heldLandedByOthers)
}
