package audit

import (
	"context"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/labchain"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// The market draws three of the four operators for a paid task; two of
// them land a wrong stories260K result as the committee (their trace
// departs from the engine's inside the last step's classifier). A
// challenger that audits committee landings only, by its secret sample,
// leaves a quorum landing alone, decodes the committee landing, opens on
// its committee signatory, beats the signers' defence and resolves with the
// LIABLE_COMMITTEE proof: the result is invalid and exactly the two signers
// are slashed; the member that did not sign and the operator outside the
// committee keep their stake.
func TestChallengerCatchesLyingCommittee(t *testing.T) {
	if testing.Short() {
		t.Skip("plays an engine game on an in-process chain")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	e, eng := startEngineChain(ctx, t, labchain.Options{Clock: time.Hour, JoinWindow: 2 * time.Minute})
	defer e.Close()
	m := startCommitteeMarket(ctx, t, e, 3)
	req := Request{Prompt: []int{1, 7}, N: 2}
	members := m.requestAndDraw(ctx, t, req)
	signers, idle, outsider := splitCommittee(t, e, members)
	// a wrong quorum landing first: CommitteeOnly leaves it to the quorum
	quorum := Request{Prompt: []int{1, 9}, N: 2}
	if _, err := e.Land(ctx, labchain.Request{Prompt: quorum.Prompt, N: quorum.N, Root: bisection.Hash{9}, Tokens: []int{3, 4}}, []int{0, 1, 2}); err != nil {
		t.Fatal(err)
	}
	tr, res := engineResult(ctx, t, eng, req)
	lie := bisection.Lie(bisection.ChainEngineTrace{EngineTrace: tr}, []int{2, 72, 3})
	root, _ := bisection.RootOf(ctx, lie)
	landed := m.landCommittee(ctx, t, labchain.Request{Prompt: req.Prompt, N: req.N, Root: root, Tokens: res.Tokens}, members, signers)
	input := inference.InputHash(req.Prompt, req.N)
	checkCommitteeLanding(ctx, t, e, landed, members)

	joined := make(chan struct{})
	liarDone := defendLie(ctx, e, input, &e.Operators[signers[0]].Account, lie, tr, func(bisection.ChainGame, error) { close(joined) })
	known := Known{}
	known.Add(req)
	known.Add(quorum)
	c := NewChallenger(Config{
		Backend: e.Client, Consumer: e.Consumer, Registry: e.Registry, Game: e.Game,
		Sender: e.Challenger.Sender, Engine: eng, Prompts: known, Bond: e.Opts.Bond, Poll: 5 * time.Millisecond,
		// as TestChallengerCatchesLyingQuorum: time moves only once the liar joined
		Advance: func(d time.Duration) error {
			<-joined
			time.Sleep(2 * time.Millisecond)
			return e.Advance(min(d, time.Second))
		},
		Policy: Policy{Sample: SecretSampler(SampleSecret(e.Operators[outsider].BLS), 1), CommitteeOnly: true},
	})
	head, err := e.Client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	findings, err := c.Scan(ctx, 0, head)
	if err != nil {
		t.Fatal(err)
	}
	if err := <-liarDone; err != nil {
		t.Fatalf("lying defender: %v", err)
	}
	if len(findings) != 2 || findings[0].Sampled || findings[0].ChallengeID != 0 {
		t.Fatalf("findings %+v: want the quorum landing left alone, then the committee's", findings)
	}
	f := findings[1]
	if f.Update.Input != input || f.Correct || !f.Resolved || f.Outcome == nil || f.Outcome.Winner != bisection.Challenger || f.Outcome.Reason != bisection.ByStep {
		t.Fatalf("finding %+v outcome %+v", f, f.Outcome)
	}
	if valid, _ := e.IsValid(ctx, input); valid {
		t.Error("the committee's wrong result is still valid")
	}
	checkStakes(ctx, t, e, signers...)
	t.Logf("committee %v: signers %v slashed, member %d and outsider %d kept their stake", members, signers, idle, outsider)
}

// checkCommitteeLanding checks LandingOf on a committee landing: the
// transition, the committee's signature and members, and the signatory its
// record names.
func checkCommitteeLanding(ctx context.Context, t *testing.T, e *labchain.Env, landed *labchain.Landed, members []int) {
	t.Helper()
	tr := landed.Transition
	l, err := LandingOf(ctx, e.Client, e.Consumer, landed.Tx, tr.Input, tr.Index)
	if err != nil {
		t.Fatal(err)
	}
	got, want := protocolTransition(l.Transition), protocolTransition(tr)
	if l.Committee == nil || got.Digest() != want.Digest() {
		t.Fatalf("landing %+v", l)
	}
	if ids := l.CommitteeIDs(); !slices.Equal(ids, landed.Signers) {
		t.Errorf("committee ids %x, want %x", ids, landed.Signers)
	}
	if len(l.Members) != len(members) || l.Signatory() != protocol.CommitteeSignatory(tr.ReferenceBlock, landed.Signers) {
		t.Errorf("members %x, signatory %x", l.Members, l.Signatory())
	}
	if _, err := LandingOf(ctx, e.Client, e.Consumer, landed.Tx, tr.Input, tr.Index+1); err == nil {
		t.Error("LandingOf of another index: no error")
	}
}

// An honest committee (two of the three drawn members) lands the correct
// stories260K result; a liar challenges it on its committee signatory and
// plays a forged trace. A signer's Defender defends it as it defends a
// quorum's landing and wins by the one step: the challenge fails, the result
// stays valid, nobody is slashed, and the liar's bond goes to the defender.
func TestDefenderDefendsHonestCommittee(t *testing.T) {
	if testing.Short() {
		t.Skip("plays an engine game on an in-process chain")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	e, eng := startEngineChain(ctx, t, labchain.Options{Clock: time.Hour})
	defer e.Close()
	m := startCommitteeMarket(ctx, t, e, 3)
	req := Request{Prompt: []int{1, 11}, N: 2}
	members := m.requestAndDraw(ctx, t, req)
	signers, _, _ := splitCommittee(t, e, members)
	tr, res := engineResult(ctx, t, eng, req)
	landed := m.landCommittee(ctx, t, labchain.Request{Prompt: req.Prompt, N: req.N, Root: res.Root, Tokens: res.Tokens}, members, signers)
	ch, _, err := e.Open(ctx, landed)
	if err != nil {
		t.Fatal(err)
	}
	liarDone := challengeWithLie(ctx, e, ch, bisection.Lie(bisection.ChainEngineTrace{EngineTrace: tr}, []int{1, 8}), tr)
	known := Known{}
	known.Add(req)
	defender := e.Operators[signers[1]]
	d := &Defender{Backend: e.Client, Consumer: e.Consumer, Game: e.Game, Sender: defender.Sender, Engine: eng, Prompts: known, Poll: 5 * time.Millisecond}
	def, err := d.Defend(ctx, ch.ID)
	if err != nil {
		t.Fatal(err)
	}
	if err := <-liarDone; err != nil {
		t.Fatalf("lying challenger: %v", err)
	}
	if !def.Defended || def.Outcome == nil || def.Outcome.Winner != bisection.Defender || def.Outcome.Reason != bisection.ByStep {
		t.Fatalf("defence %+v outcome %+v", def, def.Outcome)
	}
	if st, err := ch.State(ctx); err != nil || st != bisection.ChallengeFailed {
		t.Fatalf("challenge state %v (%v), want failed", st, err)
	}
	if valid, err := e.IsValid(ctx, inference.InputHash(req.Prompt, req.N)); err != nil || !valid {
		t.Errorf("the correct committee result: valid %v (%v)", valid, err)
	}
	checkStakes(ctx, t, e)
	want := new(big.Int).Add(e.Opts.Bond, e.Opts.DefenderBond)
	if got, _ := e.Credit(ctx, defender.Address()); got.Cmp(want) != 0 {
		t.Errorf("defending signer's credit %s, want %s", got, want)
	}
}
