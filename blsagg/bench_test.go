package blsagg

import (
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark-crypto/ecc/bn254"
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
	// The set's table of key multiples is built once, on first use, and
	// kept with the set: not part of a batch's cost.
	if bad := v.VerifyBatch(ops, sigs); bad != nil {
		b.Fatal(bad)
	}
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

// BenchmarkVerifyBatch2000Before is the all-valid path of VerifyBatch as it
// was before the table of key multiples: the same random combination
// (with 128-bit scalars, as then) and pairing check, with both sums by
// gnark's multi-scalar multiplication (G1 and G2 at once). Run beside BenchmarkVerifyBatch2000 for the ratio.
func BenchmarkVerifyBatch2000Before(b *testing.B) {
	f := sharedFixture(b)
	d := digestOf("bench")
	h := HashToG1(d)
	ops, sigs := batchInput(f, d)
	b.ResetTimer()
	cpu0 := cpuTime()
	for b.Loop() {
		pks := make([]G2, 0, len(sigs))
		ss := make([]G1, 0, len(sigs))
		for k := range sigs {
			if CheckG1(&sigs[k]) != nil {
				b.Fatal(k)
			}
			ss = append(ss, sigs[k])
			pks = append(pks, f.set.ops[ops[k]].PubG2)
		}
		r := scalars(randomWords(len(ss), 128))
		var s G1
		var p G2
		cfg := ecc.MultiExpConfig{NbTasks: runtime.GOMAXPROCS(0)}
		done := make(chan struct{})
		go func() {
			defer close(done)
			s.MultiExp(ss, r, cfg)
		}()
		p.MultiExp(pks, r, cfg)
		<-done
		s.Neg(&s)
		if ok, err := bn254.PairingCheck([]G1{h, s}, []G2{p, g2Gen}); err != nil || !ok {
			b.Fatal("batch check failed")
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
