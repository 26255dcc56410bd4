// Package steprs runs a dispute's one-step in sp1guest/'s Rust crate
// (deepcall-step): the same witness bytes the on-chain EngineStep takes, the
// same checks, the same post-state. It is the Rust implementation of
// inference/SPEC.md §8's one-step kinds, linked through cgo from the static
// library `make setup` builds; a build without it (no `deepcall_rust` tag,
// or cgo off) still compiles, and Step answers ErrUnavailable.
package steprs

import (
	"encoding/binary"
	"errors"
	"fmt"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/inference"
)

// ErrUnavailable: this binary was built without the Rust step library.
var ErrUnavailable = errors.New("steprs: the Rust step library is not linked in this build " +
	"(run `make setup` to build sp1guest/, then build or test with `-tags deepcall_rust` and cgo on)")

// ErrRefused: the Rust step refused the request; the error names the
// contract's revert reason (BadWitness, PreStateMismatch, InputMismatch, …).
var ErrRefused = errors.New("steprs: step refused")

// ErrPanic: the Rust step panicked (a bug there); the panic was caught at the
// C boundary and the Go process goes on.
var ErrPanic = errors.New("steprs: the Rust step panicked")

// Request is one step to re-execute: what EngineStep knows from its
// constructor and the engine (the model header, the blob's size and root,
// the matvec chunking), the game's context, the leaf's path, the agreed
// pre-state and the witness (ChainEngineTrace.StepData's bytes).
type Request struct {
	Config    inference.Config
	BlobSize  int
	BlobRoot  inference.Hash
	ChunkMACs int // 0: bisection.DefaultChunkMACs
	Manifest  inference.Hash
	Input     inference.Hash // inference.InputHash(prompt, n)
	Steps     int
	PromptLen int
	Path      []int // step, op, chunk, leaf
	Pre       inference.Hash
	Witness   []byte
}

// Encode is the request frame deepcall_step::Request::decode reads: 26
// 32-byte words, then the witness.
func (r Request) Encode() ([]byte, error) {
	if len(r.Path) != 4 {
		return nil, fmt.Errorf("steprs: a path of %d indices, want 4", len(r.Path))
	}
	c := r.Config
	b2i := func(b bool) int64 {
		if b {
			return 1
		}
		return 0
	}
	nums := []int64{int64(c.Dim), int64(c.HiddenDim), int64(c.Layers), int64(c.Heads), int64(c.KVHeads),
		int64(c.HeadSize), int64(c.Vocab), int64(c.SeqLen), int64(c.RopeLayout), b2i(c.QKNorm), b2i(c.Tied),
		c.Eps, c.ISQ, c.Log2E, int64(r.BlobSize), int64(r.ChunkMACs)}
	out := make([]byte, 0, 26*32+len(r.Witness))
	word := func(v int64) {
		var w [32]byte
		binary.BigEndian.PutUint64(w[24:], uint64(v))
		out = append(out, w[:]...)
	}
	for _, v := range nums {
		if v < 0 {
			return nil, fmt.Errorf("steprs: negative header value %d", v)
		}
		word(v)
	}
	out = append(out, r.BlobRoot[:]...)
	out = append(out, r.Manifest[:]...)
	out = append(out, r.Input[:]...)
	for _, v := range append([]int{r.Steps, r.PromptLen}, r.Path...) {
		if v < 0 {
			return nil, fmt.Errorf("steprs: negative index %d", v)
		}
		word(int64(v))
	}
	out = append(out, r.Pre[:]...)
	return append(out, r.Witness...), nil
}

// Step re-executes the leaf in Rust and returns its post-state.
func Step(r Request) (inference.Hash, error) {
	b, err := r.Encode()
	if err != nil {
		return inference.Hash{}, err
	}
	return runRaw(b)
}

// Available says whether this build links the Rust step library.
func Available() bool { return available }

// OneStep is the Rust step as the referee's oracle (bisection.OneStep) of
// engine games whose witnesses are EngineStep's (bisection.ChainEngineTrace):
// Base holds the request's fixed part (everything but the path, the
// pre-state and the witness). A refused step is bisection.ErrBadProof.
type OneStep struct {
	Base Request
}

// Step implements bisection.OneStep.
func (o OneStep) Step(path []int, pre bisection.Hash, data bisection.StepData) (bisection.Hash, error) {
	r := o.Base
	r.Path, r.Pre, r.Witness = path, pre, data.Witness
	h, err := Step(r)
	if errors.Is(err, ErrRefused) {
		return bisection.Hash{}, fmt.Errorf("%w: %w", bisection.ErrBadProof, err)
	}
	return h, err
}

// ForGame is the fixed part of the requests of one game: the model's header
// and weight commitments from its manifest, the request's context.
func ForGame(mf *inference.Manifest, prompt []int, n, chunkMACs int) Request {
	return Request{Config: mf.Config, BlobSize: mf.Weights.Size, BlobRoot: mf.Weights.BlobRoot, ChunkMACs: chunkMACs,
		Manifest: mf.Hash, Input: inference.InputHash(prompt, n), Steps: len(prompt) + n - 1, PromptLen: len(prompt)}
}
