package inference

// The matrix-vector kernel: out[r] = rescale(Σ_j q[r][j]·a[j]) for a range of
// rows. Every row sum is an exact integer, so the order of the additions is
// free: the kernels below reorder, split and vectorise them at will and give
// the same bits as the textbook loop (kernel_test.go checks this against
// math/big).
//
// Three implementations:
//   - the portable one in this file (pure Go, int64 products), always built;
//   - an AVX-512 one in kernel_simd_amd64.go, built with GOEXPERIMENT=simd and
//     used when the CPU has AVX-512 (it installs itself in vecRows below);
//   - an AVX2 one in kernel_avx2_amd64.go, the same build, used when the CPU
//     has AVX2 but not AVX-512.

// The vector kernel, when the build and the CPU have one, installs itself
// here at init: vecPrepare turns an activation vector into the form it reads
// (nil when it does not handle that width) and vecRows runs rows on it.
var (
	vecName    string
	vecPrepare func(a []int32) *[]int16
	vecRelease func(*[]int16)
	vecRows    func(w *Matrix, prep []int16, out []int32, lo, hi int)
)

// KernelName says which matrix-vector kernel this build runs on this CPU.
func KernelName() string {
	if vecRows != nil {
		return vecName
	}
	return "scalar-go"
}

// operand is an activation vector prepared once per product and then shared
// by every goroutine working on that product's rows.
type operand struct {
	a    []int32
	prep *[]int16 // the vector kernel's form of a; nil: scalar kernel
}

func prepare(a []int32) operand {
	op := operand{a: a}
	if vecPrepare != nil {
		op.prep = vecPrepare(a)
	}
	return op
}

// release returns the prepared form for reuse; op must not be used after.
func (op *operand) release() {
	if op.prep != nil {
		vecRelease(op.prep)
		op.prep = nil
	}
}

// rows computes out[r] for r in [lo, hi).
func (op *operand) rows(w *Matrix, out []int32, lo, hi int) {
	if op.prep != nil {
		vecRows(w, *op.prep, out, lo, hi)
		return
	}
	scalarRows(w, op.a, out, lo, hi)
}

// matVecRows computes rows [lo, hi) of MatVec.
func matVecRows(w *Matrix, a []int32, out []int32, lo, hi int) {
	op := prepare(a[:w.Cols])
	op.rows(w, out, lo, hi)
	op.release()
}

// parallelMatVec is MatVec spread over up to workers goroutines (the caller
// and pooled helpers, see parallelFor). Rows go out in chunks of about
// chunkBytes of weights, so whichever goroutine is free takes the next one
// and a late or preempted helper never leaves the other waiting.
func parallelMatVec(workers int, w *Matrix, a, out []int32) {
	op := prepare(a[:w.Cols])
	chunk := max(1, chunkBytes/(2*w.Cols))
	if w.Rows*w.Cols < 1<<15 {
		workers = 1 // too small to be worth a hand-off
	}
	parallelFor(workers, w.Rows, chunk, func(lo, hi int) { op.rows(w, out, lo, hi) })
	op.release()
}

// parallelMatVecs is parallelMatVec for several matrices that read the
// same vector (wq, wk and wv; w1 and w3): their rows form one task, so the
// helpers are woken and waited for once, not once a matrix.
func parallelMatVecs(workers int, ws []*Matrix, a []int32, outs [][]int32) {
	cols := ws[0].Cols
	op := prepare(a[:cols])
	n := 0
	for _, w := range ws {
		n += w.Rows
	}
	chunk := max(1, chunkBytes/(2*cols))
	if n*cols < 1<<15 {
		workers = 1
	}
	parallelFor(workers, n, chunk, func(lo, hi int) {
		// Split [lo, hi) at the matrices' boundaries.
		base := 0
		for i, w := range ws {
			if lo < base+w.Rows && hi > base {
				op.rows(w, outs[i], max(lo, base)-base, min(hi, base+w.Rows)-base)
			}
			base += w.Rows
		}
	})
	op.release()
}

// parallelMatVecAdd is parallelMatVec followed by the residual add
// x[r] = clamp(x[r] + out[r]), done by whoever computed row r: one pass
// less on the caller between products.
func parallelMatVecAdd(workers int, w *Matrix, a, out, x []int32) {
	op := prepare(a[:w.Cols])
	chunk := max(1, chunkBytes/(2*w.Cols))
	if w.Rows*w.Cols < 1<<15 {
		workers = 1
	}
	parallelFor(workers, w.Rows, chunk, func(lo, hi int) {
		op.rows(w, out, lo, hi)
		for r := lo; r < hi; r++ {
			x[r] = Clamp(int64(x[r]) + int64(out[r]))
		}
	})
	op.release()
}

// parallelGateUp computes h1 = w1·a and h3 = w3·a and the SwiGLU of the
// two into hid, in one fan-out: a chunk is a range of hidden rows of both
// matrices, and whoever computed it applies SwiGLU to it at once, so the
// exponentials and divisions (tens of µs a layer) run beside the other
// worker's weight stream instead of after the product, on the caller alone.
// SwiGLU is elementwise, so every element is the same as SwiGLU's over the
// whole vectors.
func parallelGateUp(workers int, w1, w3 *Matrix, a, h1, h3, hid []int32, exp2 *Exp2Tables, log2e int64) {
	cols := w1.Cols
	op := prepare(a[:cols])
	chunk := max(1, chunkBytes/(4*cols)) // two matrices' rows a chunk
	if 2*w1.Rows*cols < 1<<15 {
		workers = 1
	}
	parallelFor(workers, w1.Rows, chunk, func(lo, hi int) {
		op.rows(w1, h1, lo, hi)
		op.rows(w3, h3, lo, hi)
		swiglu(exp2, log2e, h1[lo:hi], h3[lo:hi], hid[lo:hi])
	})
	op.release()
}

// chunkBytes is the weight bytes one claim covers: large enough that the
// claim (one atomic add) and the break in the address stream are noise, small
// enough that the last chunk's wait is a few microseconds.
const chunkBytes = 96 << 10

// scalarRows is the portable kernel: one row after another, so each
// goroutine reads the weights strictly in address order (the prefetchers
// follow one stream best; a four-row variant that reused each activation load
// four times measured slower from memory).
//
// |q| ≤ 2^15 and |a| ≤ 2^31, so each product is below 2^46 and a row sum
// below cols·2^46 ≤ 2^62 (cols ≤ 2^16, SPEC.md §2): int64 is exact.
func scalarRows(w *Matrix, a []int32, out []int32, lo, hi int) {
	cols := w.Cols
	a = a[:cols]
	for r := lo; r < hi; r++ {
		out[r] = rescale(dotInt16(w.Q[r*cols:(r+1)*cols], a), w.M[r], w.R[r])
	}
}

// dotInt16 is the exact Σ row[j]·a[j]; len(a) ≥ len(row). Eight products per
// iteration into four independent sums, so the adds do not wait on each
// other; re-slicing to fixed-length windows lets the compiler drop every
// bounds check in the loop. ~1.5× the plain four-way loop it replaced.
func dotInt16(row []int16, a []int32) int64 {
	a = a[:len(row)]
	var s0, s1, s2, s3 int64
	for len(row) >= 8 {
		q, x := row[:8:8], a[:8:8]
		s0 += int64(q[0])*int64(x[0]) + int64(q[4])*int64(x[4])
		s1 += int64(q[1])*int64(x[1]) + int64(q[5])*int64(x[5])
		s2 += int64(q[2])*int64(x[2]) + int64(q[6])*int64(x[6])
		s3 += int64(q[3])*int64(x[3]) + int64(q[7])*int64(x[7])
		row, a = row[8:], a[8:]
	}
	for j, q := range row {
		s0 += int64(q) * int64(a[j])
	}
	return s0 + s1 + s2 + s3
}
