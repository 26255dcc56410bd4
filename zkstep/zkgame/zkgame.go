// Package zkgame ends engine dispute games with zkstep's proofs: a
// bisection.LeafProver for the leaf kinds zkstep has a circuit for, fed by
// a real prover (a proving key) or by the committed proof fixture.
package zkgame

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/zkstep"
)

// Source makes the Groth16 proof of a residual (SPEC.md §4.7) over a and b.
type Source interface {
	ProveResidual(ctx context.Context, a, b []int32) (zkstep.Proof, error)
}

// Residual proves the residual op leaves of an engine trace
// (ZkEngineStep.stepProven); every other leaf is bisection.ErrNotProvable.
type Residual struct {
	Ops    func(k int) []bisection.OpShape // the trace's op lists (EngineTrace.Ops)
	Source Source
}

// Name implements bisection.LeafProver.
func (Residual) Name() string { return "gnark" }

// The proof systems of ZkEngineStep.stepProven (its proof argument's first word).
const (
	SystemGnark = 1
	SystemSP1   = 2
)

var (
	bytesT, _   = abi.NewType("bytes", "", nil)
	bytes32T, _ = abi.NewType("bytes32", "", nil)
	uintT, _    = abi.NewType("uint256", "", nil)
	proofArgs   = abi.Arguments{{Type: bytesT}, {Type: bytes32T}, {Type: bytesT}}
	sp1Args     = abi.Arguments{{Type: bytesT}, {Type: bytesT}, {Type: bytesT}}
	taggedArgs  = abi.Arguments{{Type: uintT}, {Type: bytesT}}
)

// tag wraps a system's body as stepProven's proof argument.
func tag(system int64, body []byte) ([]byte, error) {
	return taggedArgs.Pack(big.NewInt(system), body)
}

// untag splits a proof argument into its system and body.
func untag(b []byte) (int64, []byte, error) {
	v, err := taggedArgs.Unpack(b)
	if err != nil || len(v) != 2 {
		return 0, nil, fmt.Errorf("zkgame: proof argument: %v", err)
	}
	sys, ok1 := v[0].(*big.Int)
	body, ok2 := v[1].([]byte)
	if !ok1 || !ok2 || !sys.IsInt64() {
		return 0, nil, errors.New("zkgame: proof argument of the wrong types")
	}
	return sys.Int64(), body, nil
}

// ProveLeaf implements bisection.LeafProver: the proof argument is
// abi.encode(witness without its vectors, VectorHash(out), proof).
func (r Residual) ProveLeaf(ctx context.Context, path []int, d bisection.StepData) ([]byte, error) {
	if len(path) != 4 {
		return nil, fmt.Errorf("%w: path %v", bisection.ErrNotProvable, path)
	}
	ops := r.Ops(path[0])
	if path[1] >= len(ops) || ops[path[1]].Kind != bisection.OpResidual {
		return nil, fmt.Errorf("%w: leaf %v is not a residual op's (gnark covers residual leaves)", bisection.ErrNotProvable, path)
	}
	w, err := bisection.DecodeStepWitness(d.Witness)
	if err != nil {
		return nil, fmt.Errorf("zkgame: witness of leaf %v: %w", path, err)
	}
	a, err := zkstep.Int32s(w.A)
	if err != nil {
		return nil, err
	}
	b, err := zkstep.Int32s(w.B)
	if err != nil {
		return nil, err
	}
	p, err := r.Source.ProveResidual(ctx, a, b)
	if err != nil {
		return nil, err
	}
	out := zkstep.ResidualOut(a, b)
	packed := make([]byte, 0, 4*len(out))
	for _, x := range out {
		packed = append(packed, byte(uint32(x)>>24), byte(uint32(x)>>16), byte(uint32(x)>>8), byte(x))
	}
	w.A, w.B = []byte{}, []byte{}
	enc, err := w.Encode()
	if err != nil {
		return nil, fmt.Errorf("zkgame: encode witness: %w", err)
	}
	return Args{Witness: enc, OutHash: crypto.Keccak256Hash(packed), Proof: p.Bytes}.Pack()
}

// Args is stepProven's proof argument, decoded.
type Args struct {
	Witness []byte   // EngineStep's witness of the leaf, vectors empty
	OutHash [32]byte // VectorHash of the output the proof asserts
	Proof   []byte   // the gnark proof (verifier calldata layout)
}

// ProofArgs decodes a gnark proof argument.
func ProofArgs(b []byte) (Args, error) {
	sys, body, err := untag(b)
	if err != nil {
		return Args{}, err
	}
	if sys != SystemGnark {
		return Args{}, fmt.Errorf("zkgame: proof argument of system %d, not gnark", sys)
	}
	v, err := proofArgs.Unpack(body)
	if err != nil || len(v) != 3 {
		return Args{}, fmt.Errorf("zkgame: proof argument: %v", err)
	}
	w, ok1 := v[0].([]byte)
	h, ok2 := v[1].([32]byte)
	p, ok3 := v[2].([]byte)
	if !ok1 || !ok2 || !ok3 {
		return Args{}, errors.New("zkgame: proof argument of the wrong types")
	}
	return Args{Witness: w, OutHash: h, Proof: p}, nil
}

// Pack encodes the argument.
func (a Args) Pack() ([]byte, error) {
	body, err := proofArgs.Pack(a.Witness, a.OutHash, a.Proof)
	if err != nil {
		return nil, err
	}
	return tag(SystemGnark, body)
}

// ErrNoFixture is a statement the committed fixture has no proof for.
var ErrNoFixture = errors.New("zkgame: no committed proof for this statement (run with a proving key)")

// Fixture serves the committed proof (testdata/zkstep/res64.proof.json) for
// the one statement it was made for: games on local chains whose leaf is
// zkstep.ResidualGame's, without a proving key at hand.
type Fixture struct{ zkstep.ResidualFixture }

// ProveResidual implements Source.
func (f Fixture) ProveResidual(_ context.Context, a, b []int32) (zkstep.Proof, error) {
	st, p, err := f.Parse()
	if err != nil {
		return zkstep.Proof{}, err
	}
	_, want, err := zkstep.ResidualAssignment(a, b)
	if err != nil {
		return zkstep.Proof{}, err
	}
	if want != st {
		return zkstep.Proof{}, fmt.Errorf("%w: %w", bisection.ErrNotProvable, ErrNoFixture)
	}
	return p, nil
}
