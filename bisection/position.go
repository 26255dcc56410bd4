package bisection

import "math/bits"

// Depth is ⌈log₂ n⌉ for n ≥ 1: the number of rounds a level of n leaves takes.
// Every game at that level takes exactly this many rounds, whatever the
// divergence point, because the level is padded to Padded(n) positions.
func Depth(n int) int {
	if n <= 1 {
		return 0
	}
	return bits.Len(uint(n - 1))
}

// Padded is 2^Depth(n), the number of positions a level of n leaves is
// bisected over. Positions n … Padded(n)−1 are padding: their value is the
// value of leaf n−1, so the step into a padding position is the identity and
// is settled by comparing two hashes, with no re-execution.
func Padded(n int) int { return 1 << Depth(n) }

// Window is the disputed range (Lo, Hi] of positions at one level: both sides
// agree on the value at Lo (−1 stands for the level's anchor, the value just
// before its first leaf) and disagree on the claim at Hi. Its width is always
// a power of two, so halving it is exact and the number of rounds does not
// depend on which way each verdict goes.
type Window struct {
	Lo int `json:"lo"`
	Hi int `json:"hi"`
}

// Full is the window over a whole level of n leaves: (−1, Padded(n)−1].
func Full(n int) Window { return Window{Lo: -1, Hi: Padded(n) - 1} }

// Width is the number of positions in the window.
func (w Window) Width() int { return w.Hi - w.Lo }

// Single reports whether the window holds one position: bisection is over.
func (w Window) Single() bool { return w.Width() == 1 }

// Mid is the position whose claim splits the window in two equal halves (the
// last position of the left half). Only meaningful when Width ≥ 2.
func (w Window) Mid() int { return w.Lo + w.Width()/2 }

// Agree is the window after both sides accept the claim at Mid: the
// disagreement lies to its right.
func (w Window) Agree() Window { return Window{Lo: w.Mid(), Hi: w.Hi} }

// Disagree is the window after the claim at Mid is disputed: the
// disagreement lies at or before it.
func (w Window) Disagree() Window { return Window{Lo: w.Lo, Hi: w.Mid()} }

// Node places the window in the complete binary tree over the 2^depth
// positions of its level: the window is the subtree at tree depth d (0 = the
// whole level) with index i among the nodes of that depth. A contract can key
// claims by GIndex = 2^d + i, as fault-proof games do.
func (w Window) Node(depth int) (d, i int) {
	r := bits.Len(uint(w.Width())) - 1 // width = 2^r
	return depth - r, (w.Lo + 1) >> r
}

// GIndex is the generalized index 2^d + i of the window's node (1 = the
// whole level).
func (w Window) GIndex(depth int) uint64 {
	d, i := w.Node(depth)
	return 1<<uint(d) | uint64(i)
}

// WindowOf is the inverse of GIndex: the window of node g in a level of depth
// positions' tree. ok is false for an index outside the tree.
func WindowOf(g uint64, depth int) (w Window, ok bool) {
	if g == 0 {
		return Window{}, false
	}
	d := bits.Len64(g) - 1
	if d > depth {
		return Window{}, false
	}
	i := int(g &^ (1 << uint(d)))
	r := depth - d
	lo := i<<r - 1
	return Window{Lo: lo, Hi: lo + 1<<r}, true
}
