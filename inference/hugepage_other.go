//go:build !linux

package inference

// newWeights allocates a matrix's weights (huge-page advice is Linux's).
func newWeights(n int) []int16 { return make([]int16, n) }
