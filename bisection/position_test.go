package bisection

import (
	"context"
	"math/rand/v2"
	"testing"
)

func TestDepthAndPadded(t *testing.T) {
	for _, c := range []struct{ n, depth, padded int }{
		{1, 0, 1}, {2, 1, 2}, {3, 2, 4}, {4, 2, 4}, {5, 3, 8}, {8, 3, 8}, {9, 4, 16},
		{255, 8, 256}, {256, 8, 256}, {257, 9, 512}, {512, 9, 512}, {513, 10, 1024},
	} {
		if d, p := Depth(c.n), Padded(c.n); d != c.depth || p != c.padded {
			t.Errorf("n=%d: depth %d padded %d, want %d %d", c.n, d, p, c.depth, c.padded)
		}
	}
}

// Every sequence of verdicts halves the window exactly: it reaches one
// position after Depth(n) of them, the midpoint is always strictly inside,
// and the window's tree node moves to the left child on a disagreement and
// to the right child on an agreement.
func TestWindowHalving(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 1; n <= 300; n++ {
		depth := Depth(n)
		for range 20 {
			w := Full(n)
			if w.GIndex(depth) != 1 {
				t.Fatalf("n=%d: full window has gindex %d", n, w.GIndex(depth))
			}
			rounds := 0
			for !w.Single() {
				m := w.Mid()
				if m <= w.Lo || m >= w.Hi {
					t.Fatalf("n=%d: mid %d outside %+v", n, m, w)
				}
				g := w.GIndex(depth)
				if rng.IntN(2) == 0 {
					w = w.Agree()
					if w.GIndex(depth) != 2*g+1 || w.Lo != m {
						t.Fatalf("n=%d: agree moved %d to %d (%+v)", n, g, w.GIndex(depth), w)
					}
				} else {
					w = w.Disagree()
					if w.GIndex(depth) != 2*g || w.Hi != m {
						t.Fatalf("n=%d: disagree moved %d to %d (%+v)", n, g, w.GIndex(depth), w)
					}
				}
				if back, ok := WindowOf(w.GIndex(depth), depth); !ok || back != w {
					t.Fatalf("n=%d: WindowOf(%d) = %+v %v, want %+v", n, w.GIndex(depth), back, ok, w)
				}
				rounds++
			}
			if rounds != depth {
				t.Fatalf("n=%d: %d rounds, want %d", n, rounds, depth)
			}
			if w.Hi < 0 || w.Hi >= Padded(n) || w.Lo != w.Hi-1 {
				t.Fatalf("n=%d: final window %+v", n, w)
			}
		}
	}
	if _, ok := WindowOf(0, 3); ok {
		t.Error("gindex 0 accepted")
	}
	if _, ok := WindowOf(16, 3); ok {
		t.Error("gindex below the leaves accepted")
	}
}

// The leaf a window isolates is any position: reaching leaf k takes the
// verdicts given by k's bits (1 = agree), most significant first.
func TestWindowReachesEveryLeaf(t *testing.T) {
	for depth := range 8 {
		for k := range 1 << depth {
			w := Window{Lo: -1, Hi: 1<<depth - 1}
			for b := depth - 1; b >= 0; b-- {
				if k>>b&1 == 1 {
					w = w.Agree()
				} else {
					w = w.Disagree()
				}
			}
			if w.Hi != k || w.Lo != k-1 {
				t.Fatalf("depth %d leaf %d: ended at %+v", depth, k, w)
			}
		}
	}
}

func TestLeafValuePadding(t *testing.T) {
	a, err := NewAlphabet(5)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	last, _ := a.Hash(ctx, nil, 4)
	for i := 4; i < 8; i++ {
		h, err := LeafValue(ctx, a, nil, i)
		if err != nil || h != last {
			t.Fatalf("position %d: %s %v, want the last leaf", i, h, err)
		}
	}
	if _, err := LeafValue(ctx, a, nil, 8); err == nil {
		t.Fatal("position past the padding accepted")
	}
	if _, err := LeafValue(ctx, a, nil, -1); err == nil {
		t.Fatal("position -1 accepted")
	}
}

func TestLieForgesFromThePoint(t *testing.T) {
	l := &liar{from: []int{3, 2}}
	for _, c := range []struct {
		path []int
		i    int
		want bool
	}{
		{nil, 2, false}, {nil, 3, true}, {nil, 4, true},
		{[]int{3}, 1, false}, {[]int{3}, 2, true}, {[]int{3}, 5, true},
		{[]int{3, 1}, 9, false}, {[]int{3, 2}, 0, true}, {[]int{2, 9}, 9, false}, {[]int{4, 0}, 0, true},
	} {
		if got := l.forged(c.path, c.i); got != c.want {
			t.Errorf("from [3 2]: leaf %d under %v forged=%v, want %v", c.i, c.path, got, c.want)
		}
	}
	short := &liar{from: []int{3}} // = [3 0 0]
	if short.forged([]int{2}, 7) || !short.forged([]int{3}, 0) || !short.forged([]int{3, 0}, 0) {
		t.Error("a short divergence path is not zero-padded")
	}
}

// The alphabet's leaves follow the documented rule: micro-step
// t = ((i0·n1 + i1)·n2 + i2), s_t = keccak(s_{t−1} ‖ t ‖ 97 + t mod 26).
func TestAlphabetRule(t *testing.T) {
	ctx := context.Background()
	a, err := NewAlphabet(4, 3, 2)
	if err != nil {
		t.Fatal(err)
	}
	s := AlphabetAnchor
	var states []Hash
	for tt := range 24 {
		s = AlphabetStep(s, tt)
		states = append(states, s)
	}
	for i0 := range 4 {
		h, _ := a.Hash(ctx, nil, i0)
		if h != states[i0*6+5] {
			t.Fatalf("level 0 leaf %d", i0)
		}
		for i1 := range 3 {
			h, _ := a.Hash(ctx, []int{i0}, i1)
			if h != states[i0*6+i1*2+1] {
				t.Fatalf("level 1 leaf %d/%d", i0, i1)
			}
			for i2 := range 2 {
				tt := i0*6 + i1*2 + i2
				h, _ := a.Hash(ctx, []int{i0, i1}, i2)
				if h != states[tt] {
					t.Fatalf("level 2 leaf %d/%d/%d", i0, i1, i2)
				}
				pre, _ := Prev(ctx, a, []int{i0, i1, i2})
				post, err := AlphabetOneStep{Sizes: []int{4, 3, 2}}.Step([]int{i0, i1, i2}, pre, StepData{})
				if err != nil || post != h {
					t.Fatalf("one-step at %d: %s %v", tt, post, err)
				}
			}
		}
	}
	// A pinned value, for the Solidity twin's test to share.
	if got, want := AlphabetAnchor.String(), "0xbb3723770add107919ce85c8aa68d087488f2d8cb6a1190f23f79d89b1a8c6d9"; got != want {
		t.Errorf("anchor %s, want %s", got, want)
	}
}
