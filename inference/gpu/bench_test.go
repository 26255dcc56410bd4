//go:build opencl && cgo

package gpu

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/deepcall/deepcall/inference"
)

// BenchmarkMatVec is one 0.6B-shaped gate matrix (3,072 × 1,024) times B
// vectors on the device; bytes are the weights read once.
func BenchmarkMatVec(b *testing.B) {
	d := testBackend(b).dev
	rng := rand.New(rand.NewPCG(1, 2))
	w := inference.NewMatrix(3072, 1024)
	for i := range w.Q {
		w.Q[i] = int16(rng.Uint32())
	}
	for r := range w.M {
		w.M[r], w.R[r] = 1<<14, 20
	}
	dm := upMat(b, d, &w)
	for _, nb := range []int{1, 16} {
		b.Run(fmt.Sprintf("B=%d", nb), func(b *testing.B) {
			in := must(upload(d, extremes(rng, nb*w.Cols)))
			out := must(d.alloc(int64(4 * nb * w.Rows)))
			b.SetBytes(int64(2 * len(w.Q)))
			for b.Loop() {
				check(b, d.matvec(dm, in, nb, nil, out))
				check(b, d.finish())
			}
		})
	}
}
