package operator

import (
	"errors"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/deepcall/deepcall/metrics"
)

type daemonMetrics struct {
	tasks       *prometheus.CounterVec // by result: signed or the error code
	latency     prometheus.Histogram
	execSeconds prometheus.Histogram
}

func newDaemonMetrics(r prometheus.Registerer, x Executor) (*daemonMetrics, error) {
	m := &daemonMetrics{
		tasks: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: metrics.Namespace, Subsystem: "operator",
			Name: "tasks_total", Help: "Task requests answered, by result (signed, or the error code)."}, []string{"result"}),
		latency: prometheus.NewHistogram(prometheus.HistogramOpts{Namespace: metrics.Namespace, Subsystem: "operator",
			Name: "task_seconds", Help: "Time from a task request to its answer.", Buckets: metrics.LatencyBuckets}),
		execSeconds: prometheus.NewHistogram(prometheus.HistogramOpts{Namespace: metrics.Namespace, Subsystem: "operator",
			Name: "execution_seconds", Help: "Time of one execution of the canonical call.", Buckets: metrics.LatencyBuckets}),
	}
	cs := []prometheus.Collector{m.tasks, m.latency, m.execSeconds}
	if stats := batchStatsOf(x); stats != nil {
		gauge := func(name, help string, v func(BatchStats) float64) prometheus.Collector {
			return prometheus.NewGaugeFunc(prometheus.GaugeOpts{Namespace: metrics.Namespace, Subsystem: "operator",
				Name: name, Help: help}, func() float64 { return v(stats()) })
		}
		cs = append(cs,
			gauge("batch_sequences", "Sequences in the executor's batched decoding.", func(s BatchStats) float64 { return float64(s.Batch) }),
			gauge("queued_tasks", "Tasks waiting for room in the batch.", func(s BatchStats) float64 { return float64(s.Queued) }),
			gauge("kv_bytes", "KV cache bytes the batch holds (budgeted at each sequence's length).", func(s BatchStats) float64 { return float64(s.KVBytes) }),
			gauge("prefix_cache_bytes", "Bytes of shared prompt prefixes cached.", func(s BatchStats) float64 { return float64(s.Prefix.Bytes) }),
			gauge("prefix_cache_hits", "Tasks that found a cached prompt prefix, since start.", func(s BatchStats) float64 { return float64(s.Prefix.Hits) }))
	}
	return m, metrics.Register(r, cs...)
}

// batchStatsOf finds the batching executor in x (itself, or a part of Both).
func batchStatsOf(x Executor) func() BatchStats {
	switch x := x.(type) {
	case interface{ BatchStats() BatchStats }:
		return x.BatchStats
	case *Both:
		if f := batchStatsOf(x.A); f != nil {
			return f
		}
		return batchStatsOf(x.B)
	}
	return nil
}

func (m *daemonMetrics) observe(start time.Time, err error) {
	m.latency.Observe(time.Since(start).Seconds())
	if err == nil {
		m.tasks.WithLabelValues("signed").Inc()
		return
	}
	m.tasks.WithLabelValues(codeOf(err)).Inc()
}

// codeOf maps an error to its API code.
func codeOf(err error) string {
	switch {
	case errors.Is(err, ErrBadRequest):
		return CodeBadRequest
	case errors.Is(err, ErrWrongChain):
		return CodeWrongChain
	case errors.Is(err, ErrWrongManifest):
		return CodeWrongManifest
	case errors.Is(err, ErrBadReference):
		return CodeBadReference
	case errors.Is(err, ErrTaskConflict):
		return CodeTaskConflict
	case errors.Is(err, ErrAlreadyLanded):
		return CodeAlreadyLanded
	case errors.Is(err, ErrSlotTaken):
		return CodeSlotTaken
	case errors.Is(err, ErrNotAdmitted):
		return CodeNotAdmitted
	case errors.Is(err, ErrEngineMismatch):
		return CodeEngineMismatch
	case errors.Is(err, ErrChain):
		return CodeChainFailed
	}
	return CodeExecutionFailed
}
