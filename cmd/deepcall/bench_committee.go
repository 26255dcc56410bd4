package main

import (
	"context"
	"fmt"
	"io"
	"math"

	"github.com/deepcall/deepcall/economy"
	"github.com/deepcall/deepcall/internal/cli"
)

// committeeReport is what `bench committee` prints: the odds that one draw
// hands an adversary with a given stake share a committee it controls, for
// a few ways of holding that share, and the committee size a bound needs in
// larger operator sets. Every figure is exact (economy.Capture sums over
// every committee the draw can return; equal stakes follow the
// hypergeometric law), so the report needs no seed and no chain.
type committeeReport struct {
	Metrics struct {
		// Holdings: the adversary's share held as equal-stake operators among
		// equal ones, as one large operator, and split over twice as many
		// half-stake identities.
		Holdings []committeeHolding `json:"holdings"`
		// LandOdds is the worst land odds of Holdings: what one draw risks.
		LandOdds float64 `json:"land_odds"`
		// Sizes: the smallest committee of equal-stake operators whose land
		// odds stay under each bound, for operator sets of several sizes.
		Sizes []committeeSize `json:"sizes"`
	} `json:"metrics"`
	Inputs struct {
		Operators int     `json:"operators"`
		Committee int     `json:"committee"`
		Share     float64 `json:"adversary_share"`
		Threshold string  `json:"threshold"`
		Law       string  `json:"law"`
	} `json:"inputs"`
}

type committeeHolding struct {
	Holding    string              `json:"holding"`
	Identities int                 `json:"adversary_identities"`
	StakeShare float64             `json:"adversary_stake_share"`
	Odds       economy.CaptureOdds `json:"odds"`
}

type committeeSize struct {
	Operators int            `json:"operators"`
	Adversary int            `json:"adversary_operators"`
	ForBound  map[string]int `json:"committee_for_bound"`
}

func benchCommittee(_ context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("bench committee", "bench committee [--operators N] [--committee K] [--share F] [--json] [--out FILE]", stderr)
	asJSON := fs.Bool("json", false, "print the report as JSON")
	operators := fs.Int("operators", 12, "operators in the set the committee is drawn from")
	k := fs.Int("committee", 4, "committee size")
	share := fs.Float64("share", 1.0/3, "the adversary's share of the stake")
	outFile := fs.String("out", "", "also write the JSON report to this file")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	const num, den = 2, 3 // the landing threshold (deploy.DefaultThresholdNumerator/Denominator)
	n := *operators
	// the split holding adds round(share·n) identities to the n operators
	if *share <= 0 || *share >= 1 || n < 2 || n+int(math.Round(*share*float64(n))) > economy.MaxCaptureOperators || *k < 1 || *k > n {
		return fmt.Errorf("%w: --share in (0, 1), --operators from 2 to as many as leave room for the split holding (%d in all), --committee 1…operators",
			errUsage, economy.MaxCaptureOperators)
	}
	var rep committeeReport
	rep.Inputs.Operators, rep.Inputs.Committee, rep.Inputs.Share = n, *k, *share
	rep.Inputs.Threshold = fmt.Sprintf("%d/%d of the committee's stake", num, den)
	rep.Inputs.Law = "economy.Draw: k picks without replacement, each weighted by stake among the operators left"
	for _, h := range holdings(n, *share) {
		odds, err := economy.Capture(h.stakes, h.adversary, *k, num, den)
		if err != nil {
			return err
		}
		rep.Metrics.Holdings = append(rep.Metrics.Holdings, committeeHolding{Holding: h.name, Identities: h.identities,
			StakeShare: h.share, Odds: odds})
		rep.Metrics.LandOdds = max(rep.Metrics.LandOdds, odds.Land)
	}
	for _, set := range []int{n, 100, 1000} {
		a := int(math.Round(*share * float64(set)))
		s := committeeSize{Operators: set, Adversary: a, ForBound: map[string]int{}}
		for _, eps := range []float64{1e-3, 1e-6, 1e-9} {
			s.ForBound[fmt.Sprintf("%g", eps)] = economy.CommitteeFor(set, a, eps, num, den)
		}
		rep.Metrics.Sizes = append(rep.Metrics.Sizes, s)
	}
	return writeReport(&rep, *asJSON, *outFile, stdout, func() {
		fmt.Fprintf(stdout, "committee of %d among %d operators, adversary %.1f%% of the stake, threshold %d/%d:\n", *k, n, 100**share, num, den)
		for _, h := range rep.Metrics.Holdings {
			fmt.Fprintf(stdout, "  %-34s lands alone %.4f%%, blocks %.4f%%\n", h.Holding, 100*h.Odds.Land, 100*h.Odds.Block)
		}
		for _, s := range rep.Metrics.Sizes {
			fmt.Fprintf(stdout, "  %d operators (%d adversarial): committee for 1e-3 %d, 1e-6 %d, 1e-9 %d (0: none)\n",
				s.Operators, s.Adversary, s.ForBound["0.001"], s.ForBound["1e-06"], s.ForBound["1e-09"])
		}
	})
}

type holding struct {
	name       string
	identities int
	share      float64
	stakes     []uint64
	adversary  []bool
}

// holdings are three ways to hold about `share` of the stake among n equal
// honest-or-not operators: as equal operators (round(share·n) of n), as one
// operator holding the whole share beside equal honest ones, and split over
// twice as many half-stake identities.
func holdings(n int, share float64) []holding {
	const unit = 1_000_000
	a := max(1, int(math.Round(share*float64(n))))
	equal := holding{name: "equal stakes", identities: a}
	for i := range n {
		equal.stakes = append(equal.stakes, 2*unit)
		equal.adversary = append(equal.adversary, i < a)
	}
	equal.share = float64(a) / float64(n)
	// one operator with share·total beside n − 1 honest ones of equal stake
	honest := n - 1
	big := uint64(math.Round(share / (1 - share) * float64(honest) * 2 * unit))
	one := holding{name: "one identity", identities: 1, stakes: []uint64{big}, adversary: []bool{true}}
	for range honest {
		one.stakes = append(one.stakes, 2*unit)
		one.adversary = append(one.adversary, false)
	}
	one.share = float64(big) / float64(big+uint64(honest)*2*unit)
	split := holding{name: "split over twice the identities", identities: 2 * a}
	for i := range n + a {
		if i < 2*a {
			split.stakes = append(split.stakes, unit)
		} else {
			split.stakes = append(split.stakes, 2*unit)
		}
		split.adversary = append(split.adversary, i < 2*a)
	}
	split.share = equal.share
	return []holding{equal, one, split}
}
