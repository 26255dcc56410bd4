// Package metrics holds the Prometheus plumbing every deepcall daemon
// shares: a registry per daemon (so several daemons can live in one test
// process), the /metrics handler, and the metric name prefix.
package metrics

import (
	"net/http"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Namespace prefixes every deepcall metric: deepcall_<subsystem>_<name>.
const Namespace = "deepcall"

// NewRegistry returns a registry with the Go runtime and process collectors.
func NewRegistry() *prometheus.Registry {
	r := prometheus.NewRegistry()
	r.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return r
}

// Handler serves a registry in the Prometheus text format.
func Handler(g prometheus.Gatherer) http.Handler {
	return promhttp.HandlerFor(g, promhttp.HandlerOpts{})
}

// LatencyBuckets are the histogram buckets of task latencies, in seconds:
// 10 ms to about 5 minutes.
var LatencyBuckets = prometheus.ExponentialBuckets(0.01, 2, 15)

// Register registers every collector with r, which may be nil (then nothing
// is registered and the collectors still work, unexported).
func Register(r prometheus.Registerer, cs ...prometheus.Collector) error {
	if r == nil {
		return nil
	}
	for _, c := range cs {
		if err := r.Register(c); err != nil {
			return err
		}
	}
	return nil
}
