package systest

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/deepcall/deepcall/metrics"
)

func TestParseGauges(t *testing.T) {
	const text = `# HELP go_goroutines Number of goroutines that currently exist.
# TYPE go_goroutines gauge
go_goroutines 17
go_gc_duration_seconds{quantile="0"} 1.2e-05
process_resident_memory_bytes 2.4576e+07
`
	got, err := parseGauges(strings.NewReader(text), MetricGoroutines, MetricRSS)
	if err != nil || got[MetricGoroutines] != 17 || got[MetricRSS] != 24576000 {
		t.Fatalf("%v %v", got, err)
	}
	if _, err := parseGauges(strings.NewReader("go_goroutines 3\n"), MetricGoroutines, MetricRSS); err == nil {
		t.Error("a missing metric was not reported")
	}
	if _, err := parseGauges(strings.NewReader("go_goroutines many\nprocess_resident_memory_bytes 1\n"), MetricGoroutines, MetricRSS); err == nil {
		t.Error("a bad value was not reported")
	}
}

// The daemons' registry exports both gauges, and Scrape reads them.
func TestScrapeRegistry(t *testing.T) {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", metrics.Handler(metrics.NewRegistry()))
	srv := httptest.NewServer(mux)
	defer srv.Close()
	g, rss, err := Scrape(context.Background(), srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	if g < 1 || rss < 1<<20 {
		t.Errorf("goroutines %v, rss %v", g, rss)
	}
	self, err := ProcRSS(os.Getpid())
	if err != nil || self < 1<<20 {
		t.Errorf("ProcRSS: %v %v", self, err)
	}
	if _, _, err := Scrape(context.Background(), srv.URL+"/nothing"); err == nil {
		t.Error("a 404 was not reported")
	}
}
