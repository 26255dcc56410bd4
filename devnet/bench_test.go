package devnet

import (
	"context"
	"testing"
	"time"
)

// BenchmarkStart measures a whole Start (node, deployment, 4 operators) and
// Close, at 1 s and 250 ms blocks; most of it is waiting for blocks:
//
//	go test ./devnet -run XXX -bench Start -benchtime 3x
func BenchmarkStart(b *testing.B) {
	for _, period := range []time.Duration{time.Second, 250 * time.Millisecond} {
		b.Run(period.String(), func(b *testing.B) {
			var total time.Duration
			for b.Loop() {
				c, err := Start(context.Background(), Options{Operators: 4, BlockPeriod: period})
				if err != nil {
					b.Fatal(err)
				}
				total += c.StartupTime
				if err := c.Close(); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(total.Seconds()/float64(b.N), "s/start")
			b.ReportMetric(0, "ns/op")
		})
	}
}
