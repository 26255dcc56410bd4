package aggregator

import (
	"context"
	"errors"
	"math/big"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/protocol"
)

// answers records what a daemon hands its operator.AnswerRecorder.
type answers struct {
	mu  sync.Mutex
	got []signedAnswer
}

type signedAnswer struct {
	t   protocol.Transition
	sig blsagg.G1
}

func (a *answers) RecordAnswer(t protocol.Transition, sig blsagg.G1) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.got = append(a.got, signedAnswer{t, sig})
}

// TestSoleProofChecksOnChain: operator 0's daemon hands each transition it
// signs to its AnswerRecorder; SoleProver packs proveAnswered from that
// share alone, naming operator 0 and the other three as non-signers (in
// ascending id order), and the registry's own check (checkSignaturesAt at
// any stake) accepts it over the answer's digest at exactly operator 0's
// stake. Another operator's share passed off as operator 0's is refused
// before anything is packed.
func TestSoleProofChecksOnChain(t *testing.T) {
	rec := &answers{}
	w := newWorld(t, worldOpts{opCfg: func(i int, c *operator.Config) {
		if i == 0 {
			c.Answers = rec
		}
	}})
	j, _, err := w.agg.Submit(api.JobRequest{TaskID: "sole", Prompt: []int{1, 2}, N: 3})
	if err != nil {
		t.Fatal(err)
	}
	w.waitFinal("sole", time.Minute)
	rec.mu.Lock()
	got := slices.Clone(rec.got)
	rec.mu.Unlock()
	if len(got) == 0 || got[0].t.Input != j.Input {
		t.Fatalf("recorded %+v, want the task's transition", got)
	}
	a := got[0]
	op0 := w.chain.Operators[0]
	if pk2 := blsagg.PubG2(op0.BLS); blsagg.Verify(a.t.Digest(), &pk2, &a.sig) != nil {
		t.Fatal("the recorded signature is not operator 0's over the transition")
	}

	ctx := context.Background()
	ch, err := NewChain(ctx, w.chain.Client, w.chain.Consumer)
	if err != nil {
		t.Fatal(err)
	}
	p := &SoleProver{Chain: ch, ID: op0.ID}
	data, err := p.PackProof(ctx, a.t, a.sig)
	if err != nil {
		t.Fatal(err)
	}
	tm := bindings.NewTaskMarket().GetABI()
	args, err := tm.Methods["proveAnswered"].Inputs.Unpack(data[4:])
	if err != nil {
		t.Fatal(err)
	}
	tr := *abi.ConvertType(args[0], new(bindings.Transition)).(*bindings.Transition)
	sig := *abi.ConvertType(args[1], new(bindings.QuorumSignature)).(*bindings.QuorumSignature)
	ids := args[2].([][32]byte)
	if tr.Input != a.t.Input || tr.NewValue != a.t.New || len(ids) != 1 || ids[0] != op0.ID || len(sig.NonSignerKeys) != len(w.chain.Operators)-1 {
		t.Fatalf("calldata: transition %+v, ids %x, %d non-signers", tr, ids, len(sig.NonSignerKeys))
	}
	var nonSigners [][32]byte
	for _, k := range sig.NonSignerKeys {
		var g blsagg.G1
		g.X.SetBigInt(k.X)
		g.Y.SetBigInt(k.Y)
		nonSigners = append(nonSigners, blsagg.IDOf(&g))
	}
	if !slices.IsSortedFunc(nonSigners, func(x, y [32]byte) int { return slices.Compare(x[:], y[:]) }) || slices.Contains(nonSigners, [32]byte(op0.ID)) {
		t.Fatalf("non-signers %x: want the others, ascending", nonSigners)
	}
	reg := bindings.NewOperatorRegistry()
	digest := must(consumerABI.Methods["transitionDigest"].Outputs.Unpack(w.call(t, w.chain.Consumer, must(consumerABI.Pack("transitionDigest", tr)))))[0].([32]byte)
	out := w.call(t, w.chain.Registry, reg.PackCheckSignaturesAt(digest, tr.ReferenceBlock, sig, big.NewInt(1), new(big.Int).Lsh(big.NewInt(1), 128)))
	if signed := must(reg.UnpackCheckSignaturesAt(out)).SignedStake; signed.Cmp(op0.Stake) != 0 {
		t.Fatalf("registry: signed stake %s, want operator 0's %s", signed, op0.Stake)
	}

	// Operator 1's share passed off as operator 0's: refused before packing.
	other := blsagg.Sign(w.chain.Operators[1].BLS, a.t.Digest())
	if _, err := p.PackProof(ctx, a.t, other); !errors.Is(err, blsagg.ErrInvalidSignature) {
		t.Fatalf("another's share: %v, want ErrInvalidSignature", err)
	}
}
