package inference

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"unsafe"
)

// TestWeightsAdviseHugePages: a large matrix's weights lie in a mapping the
// kernel may back with huge pages (smaps' THPeligible), where its policy
// allows them; the weights start zeroed either way.
func TestWeightsAdviseHugePages(t *testing.T) {
	q := newWeights(8 << 20) // 16 MiB
	for i := 0; i < len(q); i += 4096 {
		if q[i] != 0 {
			t.Fatalf("weight %d is %d, want 0", i, q[i])
		}
	}
	policy, err := os.ReadFile("/sys/kernel/mm/transparent_hugepage/enabled")
	if err != nil || strings.Contains(string(policy), "[never]") {
		t.Skipf("no transparent huge pages here (%q, %v)", policy, err)
	}
	addr := uintptr(unsafe.Pointer(&q[len(q)/2]))
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	in, found := false, false
	for s := bufio.NewScanner(f); s.Scan(); {
		line := s.Text()
		var lo, hi uintptr
		if n, _ := fmt.Sscanf(line, "%x-%x", &lo, &hi); n == 2 && strings.Contains(line, " ") {
			in = lo <= addr && addr < hi
			continue
		}
		if in && strings.HasPrefix(line, "THPeligible:") {
			found = true
			if strings.TrimSpace(strings.TrimPrefix(line, "THPeligible:")) != "1" {
				t.Fatalf("the weights' mapping is not eligible for huge pages: %q", line)
			}
		}
	}
	if !found {
		t.Skip("smaps has no THPeligible line for the weights")
	}
}

// BenchmarkHugePageProducts is the batched products of 16 vectors with a
// 32,768 × 1,024 matrix (64 MiB, read from memory every pass), its weights
// from newWeights (huge pages where allowed) and from a plain make, on one
// worker and two, in one run.
func BenchmarkHugePageProducts(b *testing.B) {
	const rows, cols = 32768, 1024
	rng := rand.New(rand.NewPCG(31, 32))
	in, out := make([][]int32, 16), make([][]int32, 16)
	for i := range in {
		in[i] = fill32(cols, func(int) int32 { return int32(rng.IntN(1<<20) - 1<<19) })
		out[i] = make([]int32, rows)
	}
	for _, huge := range []bool{false, true} {
		w := Matrix{Rows: rows, Cols: cols, M: make([]int32, rows), R: make([]uint8, rows)}
		if huge {
			w.Q = newWeights(rows * cols)
		} else {
			w.Q = make([]int16, rows*cols)
		}
		for i := range w.Q {
			w.Q[i] = int16(rng.IntN(65535) - 32767)
		}
		for r := range rows {
			w.M[r], w.R[r] = 1<<14, 40
		}
		for _, workers := range []int{1, 2} {
			b.Run(fmt.Sprintf("huge=%v/workers=%d", huge, workers), func(b *testing.B) {
				for b.Loop() {
					batchProducts(workers, []*Matrix{&w}, in, [][][]int32{out}, nil)
				}
				b.ReportMetric(float64(rows*cols)*float64(b.N)/b.Elapsed().Seconds()/1e9, "Gweights/s")
			})
		}
	}
}
