package zkgame

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/steprs"
	"github.com/deepcall/deepcall/inference"
)

// ErrNoSP1Prover: no SP1 Groth16 proof can be produced on this machine (SP1's
// Groth16 circuit artifacts are unreachable; /work/shared/research/sp1.md,
// docs/status.md). Only the stand-in verifier's "proof" can be made here.
var ErrNoSP1Prover = errors.New("zkgame: no SP1 Groth16 prover here (SP1's circuit artifacts are unreachable)")

// SP1StandInDomain is Sp1VerifierStandIn.DOMAIN.
var SP1StandInDomain = crypto.Keccak256Hash([]byte("deepcall/sp1-verifier-stand-in/v1"))

// ModelHash is ZkEngineStep.modelHash for a game's fixed request part: keccak256
// of the guest's frame words 0–16 (the model's header numbers, its blob root).
func ModelHash(base steprs.Request) (inference.Hash, error) {
	// only words 0–16 are hashed: the request part may be anything
	base.Path, base.Steps, base.PromptLen = []int{0, 0, 0, 0}, 0, 0
	f, err := base.Encode()
	if err != nil {
		return inference.Hash{}, err
	}
	return inference.Hash(crypto.Keccak256Hash(f[:17*32])), nil
}

// SP1StandIn ends any leaf through ZkEngineStep's SP1 route with the public
// values the guest commits (steprs.SP1PublicValues, post-state from the
// side's trace) and a proof only Sp1VerifierStandIn accepts: it exercises
// the contract path on local chains; it proves nothing.
type SP1StandIn struct {
	Trace   *bisection.EngineTrace
	Base    steprs.Request // steprs.ForGame of the game's request
	Program [32]byte       // the program key ZkEngineStep pins
}

// Name implements bisection.LeafProver.
func (SP1StandIn) Name() string { return "sp1 (stand-in verifier)" }

// ProveLeaf implements bisection.LeafProver.
func (p SP1StandIn) ProveLeaf(ctx context.Context, path []int, d bisection.StepData) ([]byte, error) {
	pre, err := bisection.Prev(ctx, p.Trace, path)
	if err != nil {
		return nil, fmt.Errorf("zkgame: pre-state of %v: %w", path, err)
	}
	post, err := p.Trace.Hash(ctx, path[:len(path)-1], path[len(path)-1])
	if err != nil {
		return nil, fmt.Errorf("zkgame: post-state of %v: %w", path, err)
	}
	r := p.Base
	r.Path, r.Pre, r.Witness = path, pre, d.Witness
	frame, err := r.Encode()
	if err != nil {
		return nil, err
	}
	pv, err := steprs.SP1PublicValues(frame, post, false)
	if err != nil {
		return nil, err
	}
	body, err := sp1Args.Pack(frame[:17*32], pv, StandInProof(p.Program, pv))
	if err != nil {
		return nil, err
	}
	return tag(SystemSP1, body)
}

// StandInProof is the one proof Sp1VerifierStandIn accepts for (program, pv).
func StandInProof(program [32]byte, pv []byte) []byte {
	s := sha256.Sum256(pv)
	return crypto.Keccak256(SP1StandInDomain[:], program[:], s[:])
}

// SP1Program is the program key local deployments pin: the guest ELF's
// pinned sha256 (sp1guest/guest/elf.sha256). SP1's own verifying-key hash of
// the ELF replaces it where SP1's verifier is configured; it cannot be
// computed here (SP1's prover setup is unreachable).
func SP1Program() [32]byte {
	var h [32]byte
	copy(h[:], common.FromHex(GuestELFSHA256))
	return h
}

// GuestELFSHA256 is sp1guest/guest/elf.sha256 (a test keeps them equal).
const GuestELFSHA256 = "6b2703eba40de836ae1343eb6b9b244fb47428a5002cb0ffe3d13d5e518a41e4"

// RepackSP1 rewrites an SP1 proof argument's model header, public values and
// proof (tests of refusals).
func RepackSP1(arg []byte, change func(model, pv, proof []byte) ([]byte, []byte, []byte)) ([]byte, error) {
	sys, body, err := untag(arg)
	if err != nil {
		return nil, err
	}
	if sys != SystemSP1 {
		return nil, fmt.Errorf("zkgame: proof argument of system %d, not sp1", sys)
	}
	v, err := sp1Args.Unpack(body)
	if err != nil || len(v) != 3 {
		return nil, fmt.Errorf("zkgame: sp1 proof argument: %v", err)
	}
	m, pv, p := change(v[0].([]byte), v[1].([]byte), v[2].([]byte))
	if body, err = sp1Args.Pack(m, pv, p); err != nil {
		return nil, err
	}
	return tag(SystemSP1, body)
}
