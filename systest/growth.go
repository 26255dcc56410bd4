package systest

import (
	"fmt"
	"slices"
	"time"
)

// Growth is the rule a soak applies to one series (a daemon's goroutines
// or resident memory):
//
//   - The first half of the run is warm-up and is not judged: pools,
//     caches, the Go heap's target and connection sets grow to their
//     working size there.
//   - Over the second half, the trend is the Theil–Sen slope (the median
//     of the slopes between every pair of samples): garbage collection
//     makes memory a sawtooth and a burst of requests makes goroutines
//     spike, and the median slope ignores such outliers where a
//     least-squares fit follows them.
//   - The growth is that slope times the second half's length: what the
//     daemon would have gained over that half at the trend. It fails when
//     the growth exceeds both Abs and Rel times the second half's median;
//     a process in steady state has a slope near zero whatever its size,
//     and a leak of one goroutine or a few KiB per task shows as a slope
//     that keeps its sign.
type Growth struct {
	Abs float64 // in the series' unit
	Rel float64 // a fraction of the median level
}

// Rules of the soak: goroutines may drift by 25 or 10%, resident memory
// by 16 MiB or 15%, over the judged half.
var (
	GoroutineGrowth = Growth{Abs: 25, Rel: 0.10}
	RSSGrowth       = Growth{Abs: 16 << 20, Rel: 0.15}
)

// MinJudged is the fewest samples in the judged half for a verdict.
const MinJudged = 8

// Verdict is the rule applied to one series.
type Verdict struct {
	Slope  float64 // per second, over the judged half
	Growth float64 // Slope × the judged half's length
	Median float64 // the judged half's median level
	Limit  float64 // max(Abs, Rel × Median)
	First  float64 // the judged half's first and last samples, for the report
	Last   float64
	Grew   bool
}

func (v Verdict) String() string {
	return fmt.Sprintf("median %.1f, growth %+.1f over the judged half (limit %.1f), first %.1f last %.1f", v.Median, v.Growth, v.Limit, v.First, v.Last)
}

// Judge applies g to the series (at[i], val[i]), at in ascending order.
func (g Growth) Judge(at []time.Duration, val []float64) (Verdict, error) {
	if len(at) != len(val) {
		return Verdict{}, fmt.Errorf("systest: %d times, %d values", len(at), len(val))
	}
	half := len(at) / 2
	at, val = at[half:], val[half:]
	if len(at) < MinJudged {
		return Verdict{}, fmt.Errorf("systest: %d samples in the judged half, want at least %d", len(at), MinJudged)
	}
	var slopes []float64
	for i := range at {
		for j := i + 1; j < len(at); j++ {
			if dt := (at[j] - at[i]).Seconds(); dt > 0 {
				slopes = append(slopes, (val[j]-val[i])/dt)
			}
		}
	}
	if len(slopes) == 0 {
		return Verdict{}, fmt.Errorf("systest: the judged half spans no time")
	}
	v := Verdict{Slope: median(slopes), Median: median(slices.Clone(val)), First: val[0], Last: val[len(val)-1]}
	v.Growth = v.Slope * (at[len(at)-1] - at[0]).Seconds()
	v.Limit = max(g.Abs, g.Rel*v.Median)
	v.Grew = v.Growth > v.Limit
	return v, nil
}

func median(xs []float64) float64 {
	slices.Sort(xs)
	n := len(xs)
	if n%2 == 1 {
		return xs[n/2]
	}
	return (xs[n/2-1] + xs[n/2]) / 2
}
