package systest

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"
)

// The gauges a soak follows, as the Go and process collectors of package
// metrics export them.
const (
	MetricGoroutines = "go_goroutines"
	MetricRSS        = "process_resident_memory_bytes"
)

// Sample is one reading of a daemon.
type Sample struct {
	At         time.Duration // since the soak began
	Goroutines float64
	RSS        float64 // bytes
}

// Scrape reads the gauges from a daemon's /metrics.
func Scrape(ctx context.Context, baseURL string) (goroutines, rss float64, err error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, baseURL+"/metrics", nil)
	if err != nil {
		return 0, 0, err
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, 0, fmt.Errorf("scrape %s: %w", baseURL, err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return 0, 0, fmt.Errorf("scrape %s: %s", baseURL, res.Status)
	}
	vals, err := parseGauges(res.Body, MetricGoroutines, MetricRSS)
	if err != nil {
		return 0, 0, fmt.Errorf("scrape %s: %w", baseURL, err)
	}
	return vals[MetricGoroutines], vals[MetricRSS], nil
}

// parseGauges reads unlabelled samples of the named metrics from the
// Prometheus text format; each must be present.
func parseGauges(r io.Reader, names ...string) (map[string]float64, error) {
	want := map[string]bool{}
	for _, n := range names {
		want[n] = true
	}
	out := map[string]float64{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Fields(line)
		if len(f) < 2 || !want[f[0]] {
			continue
		}
		v, err := strconv.ParseFloat(f[1], 64)
		if err != nil {
			return nil, fmt.Errorf("metric %s: %w", f[0], err)
		}
		out[f[0]] = v
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	for _, n := range names {
		if _, ok := out[n]; !ok {
			return nil, fmt.Errorf("metric %s not exported", n)
		}
	}
	return out, nil
}

// ProcRSS reads a process's resident memory from /proc (Linux), in bytes:
// for a process without /metrics (the chain).
func ProcRSS(pid int) (float64, error) {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(raw), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			f := strings.Fields(rest) // "123456 kB"
			if len(f) == 2 && f[1] == "kB" {
				kb, err := strconv.ParseFloat(f[0], 64)
				return kb * 1024, err
			}
		}
	}
	return 0, fmt.Errorf("/proc/%d/status: no VmRSS", pid)
}
