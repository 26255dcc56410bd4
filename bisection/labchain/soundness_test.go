package labchain

import (
	"context"
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
)

// The attacks of the soundness review (SECURITY.md), each as the attacker
// would run it on the lab chain. Every one of them worked before the
// signer-set record, admission and write-once slots.

// revertedWith fails t unless err is a revert naming the contract error name.
func revertedWith(t *testing.T, err error, name string) {
	t.Helper()
	if err == nil || !strings.Contains(err.Error(), name) {
		t.Fatalf("got %v, want a revert with %s", err, name)
	}
}

// stakes are the operators' registry stakes.
func stakes(ctx context.Context, t *testing.T, e *Env) []*big.Int {
	t.Helper()
	out := make([]*big.Int, len(e.Operators))
	for i, o := range e.Operators {
		s, err := e.StakeOf(ctx, o.Address())
		if err != nil {
			t.Fatal(err)
		}
		out[i] = s
	}
	return out
}

// wrongCount is a request answered with one token more than it asked for.
func wrongCount(prompt int) Request {
	return Request{Prompt: []int{prompt}, N: 2, Root: inference.Hash{1}, Tokens: []int{7, 8, 9}}
}

// Hole 1: an attacker's own consumer, over the real registry with a
// threshold of 1/2¹²⁷ and the real game as its arbiter, gets correct answers
// signed by honest operators. It can neither admit itself nor have the
// game referee it; the owner refuses consumers that name another arbiter or
// registry; the honest operators' stake never moves.
func TestHostileConsumerCannotUseTheGame(t *testing.T) {
	e := startEnv(t, Options{})
	ctx := context.Background()
	before := stakes(ctx, t, e)
	hashes := make([][32]byte, len(e.Manifest.Weights.Chunks))
	for i, h := range e.Manifest.Weights.Chunks {
		hashes[i] = h
	}
	attacker := e.Bystander
	deployConsumer := func(registry common.Address) common.Address {
		t.Helper()
		tiny := new(big.Int).Lsh(big.NewInt(1), 127)
		code := append(common.FromHex(bindings.LLMConsumerMetaData.Bin), consumerABI.PackConstructor(registry, e.Engine, hashes, big.NewInt(1), tiny)...)
		addr, _, err := attacker.Sender.Deploy(ctx, "deploy", code)
		if err != nil {
			t.Fatal(err)
		}
		return addr
	}
	hostile := deployConsumer(e.Registry)
	if _, err := bisection.Send(ctx, attacker.Sender, "setArbiter", hostile, consumerABI.PackSetArbiter(e.Game), nil); err != nil {
		t.Fatal(err)
	}
	// honest operators sign a correct-looking answer for it; it lands there
	honestConsumer := e.Consumer
	e.Consumer = hostile
	l, err := e.Land(ctx, Request{Prompt: []int{4000}, N: 2, Root: inference.Hash{2}, Tokens: []int{5, 6}}, []int{0, 1, 2})
	e.Consumer = honestConsumer
	if err != nil {
		t.Fatal(err)
	}
	g := bisection.GameABI()
	_, err = bisection.Send(ctx, attacker.Sender, "admit", e.Game, g.PackAdmit(hostile), nil)
	revertedWith(t, err, "NotOwner")
	data := g.PackOpen(hostile, bisection.BigInts(l.Request.Prompt), big.NewInt(int64(l.Request.N)), l.Request.Root,
		bisection.BigInts(l.Request.Tokens), l.Transition, l.Signatory, [][32]byte{})
	_, err = bisection.Send(ctx, attacker.Sender, "call", e.Game, data, e.Opts.Bond)
	revertedWith(t, err, "NotAdmitted")

	// the owner's admission checks what a consumer claims
	foreign, _, err := attacker.Sender.Deploy(ctx, "deploy", append(common.FromHex(bindings.OperatorRegistryMetaData.Bin),
		registryABI.PackConstructor(big.NewInt(256), common.Address{}, common.Address{})...))
	if err != nil {
		t.Fatal(err)
	}
	otherRegistry := deployConsumer(foreign)
	if _, err := bisection.Send(ctx, attacker.Sender, "setArbiter", otherRegistry, consumerABI.PackSetArbiter(e.Game), nil); err != nil {
		t.Fatal(err)
	}
	noArbiter := deployConsumer(e.Registry)
	for name, c := range map[string]common.Address{"another registry": otherRegistry, "another arbiter": noArbiter,
		"no code": attacker.Address(), "already admitted": e.Consumer, "the game itself": e.Game} {
		_, err := bisection.Send(ctx, e.Deployer.Sender, "admit", e.Game, g.PackAdmit(c), nil)
		if err == nil {
			t.Fatalf("admit of a consumer with %s succeeded", name)
		}
	}
	if got := stakes(ctx, t, e); !slices.EqualFunc(got, before, func(a, b *big.Int) bool { return a.Cmp(b) == 0 }) {
		t.Fatalf("stakes moved: %v → %v", before, got)
	}
}

// Hole 2: the canonical root landed with fabricated tokens. The chain of
// the root itself shows the token it chose: open with the mismatch proof
// succeeds at once, and resolve slashes the whole quorum.
func TestFabricatedTokensUnderCanonicalRootLose(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the engine")
	}
	e := startEnv(t, Options{Engine: true})
	ctx := context.Background()
	eng := &inference.Engine{Model: e.Model, Manifest: e.Manifest.Hash, Backend: inference.CPU{Workers: 1}}
	prompt, n := []int{1, 9}, 3
	res, err := eng.Generate(ctx, prompt, n, nil)
	if err != nil {
		t.Fatal(err)
	}
	fake := slices.Clone(res.Tokens)
	fake[1] = (fake[1] + 1) % e.Model.Config.Vocab
	l, err := e.Land(ctx, Request{Prompt: prompt, N: n, Root: res.Root, Tokens: fake}, []int{0, 1, 2, 3})
	if err != nil {
		t.Fatal(err)
	}
	before := stakes(ctx, t, e)
	genesis := inference.Genesis(e.Manifest.Hash, inference.InputHash(prompt, n))
	proof := bisection.MismatchProof(res, genesis, len(prompt), fake)
	if proof == nil {
		t.Fatal("no mismatch proof for fabricated tokens")
	}
	// a proof naming a step whose token was landed right is refused
	bad := slices.Clone(proof)
	bad[2] = common.BigToHash(big.NewInt(int64(fake[0])))
	_, _, err = e.OpenMismatch(ctx, l, bad)
	revertedWith(t, err, "BadMismatch")
	ch, _, err := e.OpenMismatch(ctx, l, proof)
	if err != nil {
		t.Fatal(err)
	}
	if st, err := ch.State(ctx); err != nil || st != bisection.Succeeded {
		t.Fatalf("state %v, %v: want succeeded at open", st, err)
	}
	if _, err := e.Resolve(ctx, ch.ID, l); err != nil {
		t.Fatal(err)
	}
	checkSlashed(ctx, t, e, before, []int{0, 1, 2, 3})
	if valid, _ := e.IsValid(ctx, l.Transition.Input); valid {
		t.Fatal("the fabricated answer is still valid")
	}
}

// checkSlashed checks that exactly the operators at the given indices lost
// the game's share of their stake since before.
func checkSlashed(ctx context.Context, t *testing.T, e *Env, before []*big.Int, slashed []int) {
	t.Helper()
	after := stakes(ctx, t, e)
	for i := range after {
		want := before[i]
		if slices.Contains(slashed, i) {
			want = new(big.Int).Sub(want, new(big.Int).Div(new(big.Int).Mul(want, new(big.Int).SetUint64(e.Opts.SlashBips)), big.NewInt(10000)))
		}
		if after[i].Cmp(want) != 0 {
			t.Errorf("operator %d stake %s, want %s", i, after[i], want)
		}
	}
}

// Hole 2 (count) and hole 4: an answer with a token count other than its
// request's n is wrong on its face; the resolver cannot choose whom the loss
// charges (a subset, a shifted split, duplicates), and every signer of the
// landed set is slashed, the non-signer kept.
func TestWrongCountChargesEverySigner(t *testing.T) {
	e := startEnv(t, Options{Operators: 10})
	ctx := context.Background()
	signers := []int{0, 1, 2, 3, 4, 5, 6, 7, 8}
	l, err := e.Land(ctx, wrongCount(5000), signers)
	if err != nil {
		t.Fatal(err)
	}
	before := stakes(ctx, t, e)
	ch, _, err := e.Open(ctx, l)
	if err != nil {
		t.Fatal(err)
	}
	if st, err := ch.State(ctx); err != nil || st != bisection.Succeeded {
		t.Fatalf("state %v, %v: a wrong count must succeed at open", st, err)
	}
	g := bisection.GameABI()
	cid := new(big.Int).SetUint64(ch.ID)
	try := func(proof []byte) error {
		_, err := bisection.Send(ctx, e.Bystander.Sender, "resolve", e.Game, g.PackResolve(cid, proof), nil)
		return err
	}
	// seven of nine, the rest left out
	revertedWith(t, try(bisection.LiableQuorum(l.NonSigners, l.Signers[:7])), "SignersMismatch")
	// a signer passed off as a non-signer: another signatory than the landing's
	shifted := append(slices.Clone(l.NonSigners), l.Signers[0])
	slices.SortFunc(shifted, func(a, b [32]byte) int { return bytesCmp(a, b) })
	revertedWith(t, try(bisection.LiableQuorum(shifted, l.Signers[1:])), "NotLiable")
	// a duplicate in place of a signer
	dup := slices.Clone(l.Signers)
	dup[1] = dup[0]
	revertedWith(t, try(bisection.LiableQuorum(l.NonSigners, dup)), "SignersMismatch")
	// nobody charged: not for a quorum landing
	revertedWith(t, try(bisection.LiableNobody([32]byte{})), "NotLiable")
	if _, err := e.Resolve(ctx, ch.ID, l); err != nil {
		t.Fatal(err)
	}
	checkSlashed(ctx, t, e, before, signers)
	loss, err := g.UnpackLoss(e.mustCall(ctx, t, e.Game, g.PackLoss(cid)))
	if err != nil || loss.Count != 9 || loss.Done != 9 {
		t.Fatalf("loss %+v, %v", loss, err)
	}
	_, err = bisection.Send(ctx, e.Bystander.Sender, "slash", e.Game, g.PackSlash(cid, l.Signers, big.NewInt(9)), nil)
	revertedWith(t, err, "NothingToSlash")
}

func bytesCmp(a, b [32]byte) int {
	return strings.Compare(string(a[:]), string(b[:]))
}

func (e *Env) mustCall(ctx context.Context, t *testing.T, to common.Address, data []byte) []byte {
	t.Helper()
	out, err := e.call(ctx, to, data)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// Hole 5: a quorum cannot overwrite its wrong answer before it is
// challenged; the wrong answer stays open to challenge and is punished.
func TestWrongAnswerCannotBeOverwritten(t *testing.T) {
	e := startEnv(t, Options{})
	ctx := context.Background()
	l, err := e.Land(ctx, wrongCount(6000), []int{0, 1, 2})
	if err != nil {
		t.Fatal(err)
	}
	fixed := l.Request
	fixed.Tokens = []int{7, 8}
	_, err = e.Land(ctx, fixed, []int{0, 1, 2}) // old value: the wrong one, read from the slot
	revertedWith(t, err, "Overwrite")
	before := stakes(ctx, t, e)
	ch, _, err := e.Open(ctx, l)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.Resolve(ctx, ch.ID, l); err != nil {
		t.Fatal(err)
	}
	checkSlashed(ctx, t, e, before, []int{0, 1, 2})
}

// A quorum landing's challenge cannot be settled charging nobody: only a
// sharded landing's whole-trace challenge charges nobody.
func TestQuorumLandingHasNoZeroChargeProof(t *testing.T) {
	e := startEnv(t, Options{})
	ctx := context.Background()
	l, err := e.Land(ctx, wrongCount(7000), []int{0, 1, 2})
	if err != nil {
		t.Fatal(err)
	}
	ch, _, err := e.Open(ctx, l)
	if err != nil {
		t.Fatal(err)
	}
	_, err = bisection.Send(ctx, e.Challenger.Sender, "resolve", e.Game, bisection.GameABI().PackResolve(new(big.Int).SetUint64(ch.ID), bisection.LiableNobody(l.Signatory)), nil)
	revertedWith(t, err, "NotLiable")
}
