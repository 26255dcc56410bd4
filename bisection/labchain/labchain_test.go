package labchain

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/txmgr"
)

func startEnv(t *testing.T, opts Options) *Env {
	t.Helper()
	e, err := Start(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// cases is a seeded sample of (n, divergence): first, last and powers of
// two, with n up to 512.
func cases(short bool) [][2]int {
	ns := []int{1, 2, 3, 8, 17, 64, 512}
	if short {
		ns = []int{1, 3, 17, 512}
	}
	r := rand.New(rand.NewPCG(7, 11))
	var out [][2]int
	for _, n := range ns {
		ks := map[int]bool{0: true, n - 1: true}
		for p := 1; p < n; p *= 8 {
			ks[p] = true
		}
		ks[r.IntN(n)] = true
		for k := range ks {
			out = append(out, [2]int{n, k})
		}
	}
	return out
}

func TestHonestSideWinsOnChain(t *testing.T) {
	e := startEnv(t, Options{})
	ctx := context.Background()
	game := 0
	for _, c := range cases(testing.Short()) {
		for _, liar := range []bisection.Side{bisection.Defender, bisection.Challenger} {
			game++
			n, k := c[0], c[1]
			t.Run(fmt.Sprintf("n=%d/diverge=%d/liar=%s", n, k, liar), func(t *testing.T) {
				res, err := e.PlayAlphabet(ctx, AlphabetGame{Tokens: n, Diverge: k, Liar: liar, PromptToken: game})
				if err != nil {
					t.Fatal(err)
				}
				o := res.Final.Outcome
				if o == nil || o.Winner != liar.Other() {
					t.Fatalf("outcome %+v, want the honest %s to win", o, liar.Other())
				}
				// The on-chain game takes exactly the rounds the referee's does.
				want := bisection.Depth(n) + bisection.Depth(4) + bisection.Depth(3)
				if got := res.Final.TotalRounds(); got != want && o.Reason != bisection.ByPadding {
					t.Errorf("%d rounds, want %d", got, want)
				}
				// 150k a move at most.
				if g := res.MaxGas(); g > 150_000 {
					t.Errorf("a move used %d gas, above 150k", g)
				}
				input := inference.InputHash([]int{game}, n)
				valid, err := e.IsValid(ctx, input)
				if err != nil {
					t.Fatal(err)
				}
				if valid != (liar == bisection.Challenger) {
					t.Errorf("result valid = %v after the %s lied", valid, liar)
				}
			})
		}
	}
}

// The same games as the in-process referee plays: the on-chain transcript
// must match bisection.Lab move for move.
func TestChainMatchesReferee(t *testing.T) {
	e := startEnv(t, Options{})
	ctx := context.Background()
	for i, c := range [][2]int{{5, 2}, {16, 15}, {33, 0}} {
		for _, liar := range []bisection.Side{bisection.Defender, bisection.Challenger} {
			res, err := e.PlayAlphabet(ctx, AlphabetGame{Tokens: c[0], Diverge: c[1], Liar: liar, PromptToken: 1000 + 2*i + int(liar)})
			if err != nil {
				t.Fatal(err)
			}
			ref, err := bisection.Lab(ctx, bisection.LabConfig{Tokens: c[0], Sub: []int{4, 3}, Diverge: c[1], Liar: liar})
			if err != nil {
				t.Fatal(err)
			}
			got, want := res.Transcript.Entries, ref.Entries
			if len(got) != len(want) {
				t.Fatalf("%v liar %s: %d moves on chain, %d in process", c, liar, len(got), len(want))
			}
			for j := range got {
				g, w := got[j], want[j]
				if g.By != w.By || g.Kind != w.Kind || g.Level != w.Level || g.Window != w.Window || g.Verdict != w.Verdict || g.After != w.After {
					t.Fatalf("%v liar %s move %d: chain %+v, referee %+v", c, liar, j, g, w)
				}
			}
			if res.Final.Outcome == nil || res.Final.Outcome.Winner != ref.Outcome.Winner || res.Final.Outcome.Reason != ref.Outcome.Reason {
				t.Fatalf("outcome chain %+v, referee %+v", res.Final.Outcome, ref.Outcome)
			}
		}
	}
}

func TestStallingSideLosesOnTime(t *testing.T) {
	e := startEnv(t, Options{Clock: time.Hour})
	ctx := context.Background()
	for i, stall := range []bisection.Side{bisection.Defender, bisection.Challenger} {
		// Both sides honest about the trace but one goes silent: the side
		// that stalls loses, whoever was right.
		res, err := e.PlayAlphabet(ctx, AlphabetGame{
			Tokens: 64, Diverge: 10, Liar: stall.Other(), Stall: stall, StallFrom: 3, PromptToken: 2000 + i,
		})
		if err != nil {
			t.Fatal(err)
		}
		o := res.Final.Outcome
		if o.Reason != bisection.ByTimeout || o.Winner != stall.Other() {
			t.Fatalf("stalling %s: outcome %+v", stall, o)
		}
	}
}

// A lying quorum of three operators out of four lands a wrong root; the
// challenger wins, the result is invalidated, exactly the signers are
// slashed and the challenger's bond comes back.
func TestChallengerWinSlashesSigners(t *testing.T) {
	e := startEnv(t, Options{})
	ctx := context.Background()
	res, err := e.PlayAlphabet(ctx, AlphabetGame{Tokens: 32, Diverge: 20, Liar: bisection.Defender, Signers: []int{0, 1, 2}, PromptToken: 3000})
	if err != nil {
		t.Fatal(err)
	}
	if res.Final.Outcome.Winner != bisection.Challenger {
		t.Fatalf("outcome %+v", res.Final.Outcome)
	}
	half := new(big.Int).Div(Stake, big.NewInt(2))
	for i, o := range e.Operators {
		s, err := e.StakeOf(ctx, o.Address())
		if err != nil {
			t.Fatal(err)
		}
		want := Stake
		if i < 3 {
			want = half
		}
		if s.Cmp(want) != 0 {
			t.Errorf("operator %d stake %s, want %s", i, s, want)
		}
	}
	credit, err := e.Credit(ctx, e.Challenger.Address())
	if err != nil {
		t.Fatal(err)
	}
	if want := new(big.Int).Add(e.Opts.Bond, e.Opts.DefenderBond); credit.Cmp(want) != 0 {
		t.Errorf("challenger credit %s, want its bond and the beaten defender's, %s", credit, want)
	}
	// resolve is once only
	if _, err := e.Resolve(ctx, res.ChallengeID, res.Landed); !errors.Is(err, bisection.ErrNotResolvable) {
		t.Errorf("second resolve: %v, want ErrNotResolvable", err)
	}
	t.Logf("open %d gas, defend %d gas, max move %d gas, resolve %d gas (3 signers), verifyAndUpdate %d gas",
		res.OpenGas, res.DefendGas, res.MaxGas(), res.ResolveGas, res.Landed.Gas)
}

// Moves the contract refuses come back as the referee's sentinel errors.
func TestRejectedMovesMapToSentinels(t *testing.T) {
	e := startEnv(t, Options{})
	ctx := context.Background()
	honest, err := bisection.NewAlphabet(8, 4, 3)
	if err != nil {
		t.Fatal(err)
	}
	liar := bisection.Lie(honest, []int{3})
	root, _ := bisection.RootOf(ctx, liar)
	l, err := e.Land(ctx, Request{Prompt: []int{4000}, N: 8, Root: root, Tokens: []int{1, 2, 3, 4, 5, 6, 7, 8}}, []int{0, 1, 2, 3})
	if err != nil {
		t.Fatal(err)
	}
	ch, _, err := e.Open(ctx, l)
	if err != nil {
		t.Fatal(err)
	}
	game, _, err := e.Defend(ctx, ch, &e.Operators[0].Account)
	if err != nil {
		t.Fatal(err)
	}
	claim := inference.Hash{1}
	send := func(s *txmgr.Manager, m bisection.Move) error {
		data, err := bisection.Calldata(game.ID, m)
		if err != nil {
			t.Fatal(err)
		}
		_, err = bisection.Send(ctx, s, "call", e.Game, data, nil)
		return err
	}
	for _, c := range []struct {
		name   string
		sender *txmgr.Manager
		move   bisection.Move
		want   error
	}{
		{"challenger first", e.Challenger.Sender, bisection.Move{Kind: bisection.Bisect, By: bisection.Challenger, Claim: &claim, At: bisection.Position{Index: 3}}, bisection.ErrNotYourTurn},
		{"wrong midpoint", e.Operators[0].Sender, bisection.Move{Kind: bisection.Bisect, Claim: &claim, At: bisection.Position{Index: 2}}, bisection.ErrWrongPosition},
		{"verdict on nothing", e.Operators[0].Sender, bisection.Move{Kind: bisection.Bisect, Verdict: bisection.Agree, Claim: &claim, At: bisection.Position{Index: 3}}, bisection.ErrBadMove},
		{"step while bisecting", e.Bystander.Sender, bisection.Move{Kind: bisection.Step}, bisection.ErrWrongPhase},
		{"timeout too early", e.Bystander.Sender, bisection.Move{Kind: bisection.Timeout}, bisection.ErrNotExpired},
	} {
		if err := send(c.sender, c.move); !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
		}
	}
	if err := e.Advance(e.Opts.Clock + time.Minute); err != nil {
		t.Fatal(err)
	}
	if err := send(e.Operators[0].Sender, bisection.Move{Kind: bisection.Bisect, Claim: &claim, At: bisection.Position{Index: 3}}); !errors.Is(err, bisection.ErrClockExpired) {
		t.Errorf("after the clock: %v, want ErrClockExpired", err)
	}
	if err := send(e.Bystander.Sender, bisection.Move{Kind: bisection.Timeout}); err != nil {
		t.Fatal(err)
	}
	if err := send(e.Bystander.Sender, bisection.Move{Kind: bisection.Timeout}); !errors.Is(err, bisection.ErrGameOver) {
		t.Errorf("after the end: %v, want ErrGameOver", err)
	}
}

// An answer landed in a batch is challenged and resolved on its own: the
// challenger wins against the lying quorum's defence of item 1 of 3, resolve
// checks the signature over the batch digest through item 1's batch proof,
// the signers are slashed, item 1 is invalid and the other answers stand.
func TestBatchLandingChallengeResolves(t *testing.T) {
	e := startEnv(t, Options{})
	ctx := context.Background()
	const tokens = 8
	honest, err := bisection.NewAlphabet(append([]int{tokens}, e.Opts.SubSizes...)...)
	if err != nil {
		t.Fatal(err)
	}
	lie := bisection.Lie(honest, []int{5})
	honestRoot, _ := bisection.RootOf(ctx, honest)
	lieRoot, _ := bisection.RootOf(ctx, lie)
	answer := make([]int, tokens)
	for i := range answer {
		answer[i] = 100 + i
	}
	var reqs []Request
	for i := range 3 {
		root := honestRoot
		if i == 1 {
			root = lieRoot
		}
		reqs = append(reqs, Request{Prompt: []int{4000 + i}, N: tokens, Root: root, Tokens: answer})
	}
	landed, err := e.LandBatch(ctx, reqs, []int{0, 1, 2})
	if err != nil {
		t.Fatal(err)
	}
	if landed[1].BatchCount != 3 || landed[1].BatchPosition != 1 || len(landed[1].BatchSiblings) != 2 {
		t.Fatalf("batch proof %d/%d, %d siblings", landed[1].BatchPosition, landed[1].BatchCount, len(landed[1].BatchSiblings))
	}
	traces := [2]bisection.TraceProvider{lie, honest}
	res, err := e.play(ctx, landed[1], honest, traces, 0, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	if res.Final.Outcome.Winner != bisection.Challenger || res.ResolveGas == 0 {
		t.Fatalf("outcome %+v, resolve gas %d", res.Final.Outcome, res.ResolveGas)
	}
	half := new(big.Int).Div(Stake, big.NewInt(2))
	for i, o := range e.Operators {
		s, err := e.StakeOf(ctx, o.Address())
		if err != nil {
			t.Fatal(err)
		}
		if want := map[bool]*big.Int{true: half, false: Stake}[i < 3]; s.Cmp(want) != 0 {
			t.Errorf("operator %d stake %s, want %s", i, s, want)
		}
	}
	for i, l := range landed {
		valid, err := e.IsValid(ctx, l.Transition.Input)
		if err != nil {
			t.Fatal(err)
		}
		if valid != (i != 1) {
			t.Errorf("item %d valid %v", i, valid)
		}
	}
	t.Logf("verifyAndUpdateBatch(3) %d gas, resolve with a batch proof %d gas", landed[0].Gas, res.ResolveGas)
}

// The registry keeps every stake change: a signer and a non-signer whose
// stakes changed three times, in three blocks, after the landing's reference
// block still resolve, and the signer loses half of the stake that signed.
// (With two records per operator, resolve reverted here with
// OperatorHistoryUnavailable, and the challenge could only expire.)
func TestResolveAfterThreeStakeChanges(t *testing.T) {
	e := startEnv(t, Options{})
	ctx := context.Background()
	const signer, nonSigner = 0, 3
	var ref uint32
	var blocks []uint64
	res, err := e.PlayAlphabet(ctx, AlphabetGame{Tokens: 16, Diverge: 5, Liar: bisection.Defender, Signers: []int{0, 1, 2}, PromptToken: 3100,
		AfterLanding: func(ctx context.Context, l *Landed) error {
			ref = l.Transition.ReferenceBlock
			for m := int64(2); m <= 4; m++ {
				for _, op := range []int{signer, nonSigner} {
					stake := new(big.Int).Mul(Stake, big.NewInt(m))
					rcpt, err := bisection.Send(ctx, e.Deployer.Sender, "setStake", e.Registry, registryABI.PackSetStake(e.Operators[op].Address(), stake), nil)
					if err != nil {
						return fmt.Errorf("setStake of operator %d to %s: %w", op, stake, err)
					}
					// An empty block before the next change: the node estimates gas at the
					// head's number, where a second apk change of one block costs less.
					if err := e.Advance(time.Second); err != nil {
						return err
					}
					blocks = append(blocks, rcpt.BlockNumber.Uint64())
				}
			}
			// the landing's apk hint is stale once the history moved on: read it again, as a resolver does
			out, err := e.call(ctx, e.Registry, registryABI.PackApkEntryAt(big.NewInt(int64(l.Sig.ApkIndex))))
			if err != nil {
				return err
			}
			entry, err := registryABI.UnpackApkEntryAt(out)
			if err != nil {
				return err
			}
			l.Sig.Apk, l.Sig.ApkEntry = entry.Apk, entry.ApkEntry
			return nil
		}})
	if err != nil {
		t.Fatalf("%v (result %+v)", err, res)
	}
	if res.Final.Outcome.Winner != bisection.Challenger || res.ResolveGas == 0 {
		t.Fatalf("outcome %+v, resolve gas %d", res.Final.Outcome, res.ResolveGas)
	}
	if blocks[0] <= uint64(ref) || blocks[0] == blocks[2] || blocks[2] == blocks[4] {
		t.Fatalf("stake changes in blocks %v, reference block %d: want three blocks after it", blocks, ref)
	}
	four := new(big.Int).Mul(Stake, big.NewInt(4))
	for op, want := range map[int]*big.Int{
		signer:    new(big.Int).Sub(four, new(big.Int).Div(Stake, big.NewInt(2))), // half of what signed
		nonSigner: four,
	} {
		s, err := e.StakeOf(ctx, e.Operators[op].Address())
		if err != nil {
			t.Fatal(err)
		}
		if s.Cmp(want) != 0 {
			t.Errorf("operator %d stake %s, want %s", op, s, want)
		}
	}
	if valid, err := e.IsValid(ctx, inference.InputHash([]int{3100}, 16)); err != nil || valid {
		t.Fatalf("result still valid (%v)", err)
	}
}
