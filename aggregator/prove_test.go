package aggregator

import (
	"context"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/operator"
)

// proofs records the proofs an aggregator hands on (the market's side is
// TaskMarket's, tested in forge and on the devnet).
type proofs chan AnswerProof

func (p proofs) ProveAnswered(_ context.Context, a AnswerProof) error {
	p <- a
	return nil
}

// Two of four operators answer, two are offline: half the stake, short of
// the 2/3 quorum. ProveAfter into the round the aggregator hands on the
// two answers' partial aggregate, and the registry's own check
// (checkSignaturesAt at any stake) accepts it over the answer's digest.
func TestRoundShortOfQuorumProvesAnswers(t *testing.T) {
	got := make(proofs, 4)
	off := operator.Fault{Offline: true}
	w := newWorld(t, worldOpts{faults: map[int]operator.Fault{2: off, 3: off}, cfg: func(c *Config) {
		c.Prover, c.ProveAfter = got, 300*time.Millisecond
	}})
	j, _, err := w.agg.Submit(api.JobRequest{TaskID: "short", Prompt: []int{1}, N: 3})
	if err != nil {
		t.Fatal(err)
	}
	want := []blsagg.OperatorID{w.chain.Operators[0].ID, w.chain.Operators[1].ID}
	slices.SortFunc(want, func(a, b blsagg.OperatorID) int { return slices.Compare(a[:], b[:]) })
	// On a slow machine the first proof may come before the second answer:
	// each later proof adds the signers since.
	var p AnswerProof
	for len(p.Signers) < len(want) {
		select {
		case p = <-got:
		case <-time.After(15 * time.Second):
			t.Fatalf("no proof of both answers (last %v)", p.Signers)
		}
		for _, id := range p.Signers {
			if !slices.Contains(want, id) {
				t.Fatalf("proof names %s, which did not answer", id)
			}
		}
	}
	if p.Input != j.Input || !slices.Equal(p.Signers, want) {
		t.Fatalf("proof for %s by %v, want %s by %v", p.Input, p.Signers, j.Input, want)
	}
	tm := bindings.NewTaskMarket().GetABI()
	args, err := tm.Methods["proveAnswered"].Inputs.Unpack(p.Calldata[4:])
	if err != nil {
		t.Fatal(err)
	}
	tr := *abi.ConvertType(args[0], new(bindings.Transition)).(*bindings.Transition)
	sig := *abi.ConvertType(args[1], new(bindings.QuorumSignature)).(*bindings.QuorumSignature)
	ids := args[2].([][32]byte)
	if tr.Input != j.Input || len(ids) != 2 || len(sig.NonSignerKeys) != 2 {
		t.Fatalf("calldata: transition %+v, ids %x, %d non-signers", tr, ids, len(sig.NonSignerKeys))
	}
	reg := bindings.NewOperatorRegistry()
	digest := must(consumerABI.Methods["transitionDigest"].Outputs.Unpack(w.call(t, w.chain.Consumer, must(consumerABI.Pack("transitionDigest", tr)))))[0].([32]byte)
	out := w.call(t, w.chain.Registry, reg.PackCheckSignaturesAt(digest, tr.ReferenceBlock, sig, big.NewInt(1), new(big.Int).Lsh(big.NewInt(1), 128)))
	signed := must(reg.UnpackCheckSignaturesAt(out)).SignedStake
	if signed.Cmp(new(big.Int).Add(w.chain.Operators[0].Stake, w.chain.Operators[1].Stake)) != 0 {
		t.Fatalf("registry: signed stake %s", signed)
	}
	// A second signature of the same answer would be proven again; none came.
	select {
	case p2 := <-got:
		t.Fatalf("second proof without a new signer: %v", p2.Signers)
	case <-time.After(time.Second):
	}
}

func (w *world) call(t *testing.T, to common.Address, data []byte) []byte {
	t.Helper()
	out, err := w.chain.Client.CallContract(context.Background(), ethereum.CallMsg{To: &to, Data: data}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
