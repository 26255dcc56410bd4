package attest_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/attest"
	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/labchain"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/protocol"
)

// Helpers of the lab chain tests (audit_chain_test.go, forfeit_chain_test.go).

// auditEnv is the lab chain (real IQ16Engine, EngineStep and DisputeGame,
// the game the registry's slasher) with an EpochRegistry and an
// AttestationConsumer refereed by that game.
type auditEnv struct {
	t   *testing.T
	ctx context.Context
	*labchain.Env
	reg, ac common.Address
	fee     *big.Int
	gas     map[string]uint64
}

func (a *auditEnv) send(from *labchain.Account, to common.Address, data []byte, value *big.Int, gasName string) {
	a.t.Helper()
	rcpt, err := bisection.Send(a.ctx, from.Sender, "call", to, data, value)
	if err != nil {
		a.t.Fatalf("%s: %v (%s)", gasName, err, a.revert(from.Address(), to, data, value))
	}
	if gasName != "" {
		a.gas[gasName] = max(a.gas[gasName], rcpt.GasUsed)
	}
}

// revert is the name of the custom error a call reverts with.
func (a *auditEnv) revert(from, to common.Address, data []byte, value *big.Int) string {
	_, err := a.Client.CallContract(a.ctx, ethereum.CallMsg{From: from, To: &to, Data: data, Value: value}, nil)
	if err == nil {
		return ""
	}
	for _, x := range []abi.ABI{acABI.GetABI(), regBnd.GetABI(), bisection.GameABI().GetABI()} {
		if n := revertName(x, err); n != "" {
			return n
		}
	}
	return err.Error()
}

func (a *auditEnv) wantRevert(from common.Address, to common.Address, data []byte, value *big.Int, name string) {
	a.t.Helper()
	if got := a.revert(from, to, data, value); got != name {
		a.t.Fatalf("want %s, got %q", name, got)
	}
}

func (a *auditEnv) call(to common.Address, data []byte) []byte {
	a.t.Helper()
	out, err := a.Client.CallContract(a.ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
	if err != nil {
		a.t.Fatal(err)
	}
	return out
}

func (a *auditEnv) head() uint64 {
	h, err := a.Client.HeaderByNumber(a.ctx, nil)
	if err != nil {
		a.t.Fatal(err)
	}
	return h.Number.Uint64()
}

// mineTo mines empty blocks until the head is at least n.
func (a *auditEnv) mineTo(n uint64) {
	for a.head() < n {
		if err := a.Advance(time.Second); err != nil {
			a.t.Fatal(err)
		}
	}
}

func (a *auditEnv) balance(addr common.Address) *big.Int {
	b, err := a.Client.BalanceAt(a.ctx, addr, nil)
	if err != nil {
		a.t.Fatal(err)
	}
	return b
}

func (a *auditEnv) stake(op common.Address) *big.Int {
	s, err := opBnd.UnpackStakeOf(a.call(a.Registry, opBnd.PackStakeOf(op)))
	if err != nil {
		a.t.Fatal(err)
	}
	return s
}

func (a *auditEnv) credit(addr common.Address) *big.Int {
	c, err := acABI.UnpackCredit(a.call(a.ac, acABI.PackCredit(addr)))
	if err != nil {
		a.t.Fatal(err)
	}
	return c
}

func transitionBinding(t protocol.Transition) bindings.Transition {
	return bindings.Transition{ChainId: new(big.Int).SetUint64(t.ChainID), Consumer: t.Consumer, Index: t.Index, Manifest: t.Manifest,
		Input: t.Input, Slot: t.Slot, OldValue: t.Old, NewValue: t.New, ReferenceBlock: uint32(t.ReferenceBlock)}
}

// answer is what an attester claims for a request.
// staked are addrs with the stakes the registry holds for them now (the
// stakes the auditor draw reads at an epoch's reference block, which these
// tests leave unchanged).
func (a *auditEnv) staked(addrs []common.Address) []attest.Staked {
	out := make([]attest.Staked, len(addrs))
	for i, op := range addrs {
		out[i] = attest.Staked{Address: op, Stake: a.stake(op)}
	}
	return out
}

type answer struct {
	root   [32]byte
	tokens []int
	req    request // what it answers
}

type request struct {
	prompt []int
	n      int
}

// noAttester is an attester signature for presents refused before it is read.
var noAttester = func() bindings.AttesterSignature {
	z := new(big.Int)
	g1 := bindings.G1Point{X: z, Y: z}
	g2 := bindings.G2Point{X: [2]*big.Int{z, z}, Y: [2]*big.Int{z, z}}
	return bindings.AttesterSignature{Sigma: g1, Pk1: g1, Pk2: g2, Count: z, Position: z, Siblings: [][32]byte{}}
}()

// attesterSig is present's proof that x's attester signed the body holding x.
func attesterSig(ops map[common.Address]*labchain.Operator, x *attest.Evidence) bindings.AttesterSignature {
	o := ops[x.Body.Operator]
	pk1, pk2 := blsagg.PubG1(o.BLS), blsagg.PubG2(o.BLS)
	return attest.AttesterSignature(x, &pk1, &pk2)
}

// attesterSignatory is the signatory present records for x.
func attesterSignatory(ops map[common.Address]*labchain.Operator, x *attest.Evidence) [32]byte {
	pk1 := blsagg.PubG1(ops[x.Body.Operator].BLS)
	return protocol.AttesterSignatory(uint32(x.Transition.ReferenceBlock), blsagg.IDOf(&pk1))
}

func mustSeed(a *auditEnv, epoch uint64) [32]byte {
	seed, err := regBnd.UnpackSampleSeed(a.call(a.reg, regBnd.PackSampleSeed(epoch)))
	if err != nil {
		a.t.Fatal(err)
	}
	return seed
}

// quorumSign has ops sign digest and returns the quorum signature at ref.
func quorumSign(t *testing.T, ctx context.Context, e *labchain.Env, digest [32]byte, ops []*labchain.Operator, th blsagg.Threshold, ref uint32) bindings.QuorumSignature {
	t.Helper()
	agg, err := blsagg.NewAggregator(e.Set, digest, th)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range ops {
		pk := blsagg.PubG1(o.BLS)
		if err := agg.Add(blsagg.Attestation{Operator: blsagg.IDOf(&pk), Digest: digest, Sig: blsagg.Sign(o.BLS, digest)}); err != nil {
			t.Fatal(err)
		}
	}
	a, err := agg.Aggregate()
	if err != nil {
		t.Fatal(err)
	}
	sig, err := e.QuorumSignature(ctx, a, ref)
	if err != nil {
		t.Fatal(err)
	}
	return sig
}
