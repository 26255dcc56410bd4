package blsagg

import (
	"syscall"
	"testing"
	"time"
)

// cpuTime is the process's user+system CPU time so far. The machines these
// benchmarks run on are shared: wall-clock rates move with other load, CPU
// time per batch much less.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func BenchmarkVerifyOne(b *testing.B) {
	f := newFixture(b, 1, nil)
	d := digestOf("bench")
	v := NewVerifier(f.set, d)
	sig := Sign(f.kps[0], d)
	b.ResetTimer()
	for b.Loop() {
		if err := v.Verify(f.pos[0], &sig); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "sigs/s")
}

// batchInput returns the 2,000 operators' positions and signatures over d,
// in set order.
func batchInput(f *fixture, d [32]byte) ([]int, []G1) {
	sigs := f.signAll(d)
	ops := make([]int, len(sigs))
	ordered := make([]G1, len(sigs))
	for i := range sigs {
		ops[i] = f.pos[i]
		ordered[i] = sigs[i]
	}
	return ops, ordered
}

func BenchmarkVerifyBatch2000(b *testing.B) {
	f := sharedFixture(b)
	d := digestOf("bench")
	v := NewVerifier(f.set, d)
	ops, sigs := batchInput(f, d)
	b.ResetTimer()
	cpu0 := cpuTime()
	for b.Loop() {
		if bad := v.VerifyBatch(ops, sigs); bad != nil {
			b.Fatal(bad)
		}
	}
	cpu := cpuTime() - cpu0
	b.ReportMetric(float64(b.N*len(sigs))/b.Elapsed().Seconds(), "sigs/s")
	b.ReportMetric(float64(b.N*len(sigs))/cpu.Seconds(), "sigs/cpu-s")
}

// BenchmarkFindBad2000 is a batch of 2,000 with one invalid signature:
// the time to find and name it.
func BenchmarkFindBad2000(b *testing.B) {
	f := sharedFixture(b)
	d := digestOf("bench")
	v := NewVerifier(f.set, d)
	ops, sigs := batchInput(f, d)
	const victim = 1234
	sigs[victim] = Sign(f.kps[victim], digestOf("another digest"))
	b.ResetTimer()
	for b.Loop() {
		bad := v.VerifyBatch(ops, sigs)
		if len(bad) != 1 || bad[0] != victim {
			b.Fatal(bad)
		}
	}
	b.ReportMetric(float64(b.N*len(sigs))/b.Elapsed().Seconds(), "sigs/s")
}
