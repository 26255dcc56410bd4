package inference

// The matrix-vector kernel: out[r] = rescale(Σ_j q[r][j]·a[j]) for a range of
// rows. Every row sum is an exact integer, so the order of the additions is
// free: the kernels below reorder, split and vectorise them at will and give
// the same bits as the textbook loop (kernel_test.go checks this against
// math/big).
//
// Two implementations:
//   - the portable one in this file (pure Go, int64 products), always built;
//   - an AVX-512 one in kernel_simd_amd64.go, built with GOEXPERIMENT=simd and
//     used when the CPU has AVX-512 (it installs itself in simdRows).

// simdRows, when non-nil, is a vector kernel with matVecRows's contract. It is
// set at init by the build that has one.
var simdRows func(w *Matrix, a []int32, out []int32, lo, hi int)

// simdName names the vector kernel in simdRows.
var simdName string

// KernelName says which matrix-vector kernel this build runs on this CPU.
func KernelName() string {
	if simdRows != nil {
		return simdName
	}
	return "scalar-go"
}

// matVecRows computes rows [lo, hi) of MatVec. The CPU backend calls it from
// several goroutines on disjoint row ranges.
func matVecRows(w *Matrix, a []int32, out []int32, lo, hi int) {
	if simdRows != nil {
		simdRows(w, a, out, lo, hi)
		return
	}
	scalarRows(w, a, out, lo, hi)
}

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
