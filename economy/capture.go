package economy

import (
	"errors"
	"fmt"
	"math"
	"math/bits"
)

// What a committee draw risks: the chance that an adversary holding some of
// the operators gets a committee it controls. Draw picks without
// replacement, each pick weighted by stake among the operators left
// (successive sampling), so with equal stakes the adversary's seats follow
// the hypergeometric law and with unequal ones they follow the exact sum
// Capture computes.

// ErrCaptureInput: stakes, adversary marks, committee size or threshold
// that do not describe a draw.
var ErrCaptureInput = errors.New("economy: capture odds need a committee of 1…n operators with positive stakes and a threshold in (0, 1]")

// MaxCaptureOperators bounds Capture's exact sum (2^n committees).
const MaxCaptureOperators = 22

// CaptureOdds are the odds of one draw for an adversary.
type CaptureOdds struct {
	// Land: the adversary holds at least the threshold of the committee's
	// stake, so it can land an answer without any honest member.
	Land float64 `json:"land"`
	// Block: the honest members hold less than the threshold, so nothing
	// lands without the adversary (a liveness capture, not a safety one).
	Block float64 `json:"block"`
}

// Capture is the exact odds that Draw's committee of k among operators with
// these stakes is captured by the operators marked in adversary, for a
// landing threshold of num/den of the committee's stake. It sums over every
// committee the draw can return (at most MaxCaptureOperators operators).
func Capture(stakes []uint64, adversary []bool, k int, num, den uint64) (CaptureOdds, error) {
	n := len(stakes)
	if n == 0 || n > MaxCaptureOperators || len(adversary) != n || k < 1 || k > n || num == 0 || num > den {
		return CaptureOdds{}, fmt.Errorf("%w: %d operators, %d marks, committee %d, threshold %d/%d", ErrCaptureInput, n, len(adversary), k, num, den)
	}
	var total float64
	for _, s := range stakes {
		if s == 0 {
			return CaptureOdds{}, fmt.Errorf("%w: a zero stake", ErrCaptureInput)
		}
		total += float64(s)
	}
	// p[m]: the chance that the first popcount(m) picks are the set m, in
	// any order; each pick takes operator i with stake_i / (stake left).
	p := make([]float64, 1<<n)
	left := make([]float64, 1<<n)
	p[0], left[0] = 1, total
	var odds CaptureOdds
	for m := range p {
		if m > 0 {
			low := bits.TrailingZeros(uint(m))
			left[m] = left[m&(m-1)] - float64(stakes[low])
		}
		if p[m] == 0 {
			continue
		}
		if bits.OnesCount(uint(m)) == k {
			adv, all := committeeStake(stakes, adversary, m)
			honest := all - adv
			// the threshold test in integers, as the contracts make it
			if adv*den >= all*num {
				odds.Land += p[m]
			}
			if honest*den < all*num {
				odds.Block += p[m]
			}
			continue
		}
		for i := range n {
			if m&(1<<i) == 0 {
				p[m|1<<i] += p[m] * float64(stakes[i]) / left[m]
			}
		}
	}
	return odds, nil
}

func committeeStake(stakes []uint64, adversary []bool, m int) (adv, all uint64) {
	for i, s := range stakes {
		if m&(1<<i) != 0 {
			all += s
			if adversary[i] {
				adv += s
			}
		}
	}
	return adv, all
}

// HypergeometricTail is P(X ≥ t) for X the adversary's seats in a committee
// of k drawn uniformly without replacement from n operators of which a are
// the adversary's: Draw's law when every stake is equal. It holds for any n
// (log-space binomials).
func HypergeometricTail(n, a, k, t int) float64 {
	if t <= 0 {
		return 1
	}
	var sum float64
	for x := t; x <= min(k, a); x++ {
		if k-x > n-a {
			continue
		}
		sum += math.Exp(lchoose(a, x) + lchoose(n-a, k-x) - lchoose(n, k))
	}
	return min(sum, 1)
}

func lchoose(n, k int) float64 {
	a, _ := math.Lgamma(float64(n + 1))
	b, _ := math.Lgamma(float64(k + 1))
	c, _ := math.Lgamma(float64(n - k + 1))
	return a - b - c
}

// SeatsToLand is the fewest seats of a committee of k equal stakes that hold
// num/den of it: ⌈k·num/den⌉.
func SeatsToLand(k int, num, den uint64) int {
	return int((uint64(k)*num + den - 1) / den)
}

// CommitteeFor is the smallest committee of equal-stake operators, out of n
// with a held by the adversary, whose odds of a landing capture are at most
// eps at threshold num/den; 0 when even the whole set does not get there.
func CommitteeFor(n, a int, eps float64, num, den uint64) int {
	for k := 1; k <= n; k++ {
		if HypergeometricTail(n, a, k, SeatsToLand(k, num, den)) <= eps {
			return k
		}
	}
	return 0
}
