//go:build deepcall_rust && cgo

package steprs

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/params"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/labchain"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/tools/gasbench"
)

// chainStep is an EngineStep deployment and a way to call it.
type chainStep struct {
	call func(ctx context.Context, to common.Address, data []byte) ([]byte, error)
	step common.Address
}

// onLab is the EngineStep of a lab chain.
func onLab(e *labchain.Env) chainStep {
	return chainStep{func(ctx context.Context, to common.Address, data []byte) ([]byte, error) {
		return e.Client.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
	}, e.Step}
}

// evmStep runs EngineStep.step for a request in go-ethereum's EVM.
func evmStep(t testing.TB, e chainStep, r Request) inference.Hash {
	t.Helper()
	abi := bindings.NewEngineStep()
	path := make([]*big.Int, len(r.Path))
	for i, p := range r.Path {
		path[i] = big.NewInt(int64(p))
	}
	sctx := bindings.StepContext{Manifest: r.Manifest, Input: r.Input, Steps: big.NewInt(int64(r.Steps)),
		PromptLen: big.NewInt(int64(r.PromptLen))}
	out, err := e.call(context.Background(), e.step, abi.PackStep(sctx, path, r.Pre, r.Witness))
	if err != nil {
		t.Fatalf("EngineStep at %v: %v", r.Path, err)
	}
	h, err := abi.UnpackStep(out)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// TestRustEqualsGoOnEveryLeaf: for every leaf of each game's trace, the Rust
// step on EngineStep's witness, EngineStep itself (on a lab chain, in
// go-ethereum's EVM) and the Go engine's trace give the same leaf.
func TestRustEqualsGoOnEveryLeaf(t *testing.T) {
	total := 0
	for _, g := range games {
		t.Run(fmt.Sprintf("%s/n=%d", g.model, g.n), func(t *testing.T) {
			if g.steps != nil && testing.Short() {
				t.Skip("a long request: seconds")
			}
			s := newSetup(t, g)
			e, err := labchain.Start(context.Background(), labchain.Options{Engine: true, ManifestDir: s.dir})
			if err != nil {
				t.Fatal(err)
			}
			defer e.Close()
			chain := onLab(e)
			kinds := map[string]int{}
			leaves := s.leaves()
			for _, path := range leaves {
				r, want, kind := s.request(t, path)
				got, err := Step(r)
				if err != nil {
					t.Fatalf("%s leaf %v: %v", kind, path, err)
				}
				if got != want {
					t.Fatalf("%s leaf %v: Rust %s, Go %s", kind, path, got, want)
				}
				if evm := evmStep(t, chain, r); evm != want {
					t.Fatalf("%s leaf %v: EVM %s, Go and Rust %s", kind, path, evm, want)
				}
				kinds[kind]++
				total++
			}
			var names []string
			for k, n := range kinds {
				names = append(names, fmt.Sprintf("%s %d", k, n))
			}
			sort.Strings(names)
			t.Logf("%s: %d leaves equal in Rust, Go and the EVM (%s)", g.model, len(leaves), strings.Join(names, ", "))
		})
	}
	t.Logf("rust_go_evm_leaf_vectors %d", total)
}

// TestRustRefusesBadInput: a wrong pre-state, a flipped witness byte, a cut
// witness and a garbage frame come back as named errors, never a crash.
func TestRustRefusesBadInput(t *testing.T) {
	s := newSetup(t, games[1]) // rand-wide: pieces, column ranges
	leaves := s.leaves()
	// a matvec column range of w2, with weights in pieces
	var path []int
	for _, p := range leaves {
		if w, _ := s.trace.Describe(p); w.Pass == "columns" && p[3] == 1 {
			path = p
			break
		}
	}
	if path == nil {
		t.Fatal("no column range leaf in rand-wide's trace")
	}
	r, want, _ := s.request(t, path)
	if got, err := Step(r); err != nil || got != want {
		t.Fatalf("honest step: %s, %v; want %s", got, err, want)
	}
	cases := []struct {
		name  string
		alter func(r *Request)
		want  string
	}{
		{"wrong pre-state", func(r *Request) { r.Pre[0] ^= 1 }, "PreStateMismatch"},
		{"flipped weight byte", func(r *Request) {
			w, err := bisection.DecodeStepWitness(r.Witness)
			if err != nil {
				t.Fatal(err)
			}
			w.Pieces[100] ^= 1
			if r.Witness, err = w.Encode(); err != nil {
				t.Fatal(err)
			}
		}, "WeightsMismatch"},
		{"flipped input value", func(r *Request) {
			w, _ := bisection.DecodeStepWitness(r.Witness)
			w.A[3] ^= 1
			r.Witness, _ = w.Encode()
		}, "InputMismatch"},
		{"cut witness", func(r *Request) { r.Witness = r.Witness[:len(r.Witness)/2] }, "BadWitness: abi"},
		{"no witness", func(r *Request) { r.Witness = nil }, "BadWitness: abi"},
		{"path outside the trace", func(r *Request) { r.Path = []int{r.Steps, 0, 0, 0} }, "BadPath"},
		{"leaf past the level", func(r *Request) { r.Path = []int{path[0], path[1], path[2], 99} }, "BadPath"},
		{"zero-width model", func(r *Request) { r.Config.Dim = 0 }, "BadRequest"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			bad := r
			bad.Path = append([]int(nil), r.Path...)
			bad.Witness = bytes.Clone(r.Witness) // a decoded witness aliases its bytes
			c.alter(&bad)
			_, err := Step(bad)
			if !errors.Is(err, ErrRefused) || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("err %v, want ErrRefused naming %s", err, c.want)
			}
		})
	}
	// a frame shorter than its header
	if _, err := runRaw([]byte{1, 2, 3}); !errors.Is(err, ErrRefused) {
		t.Fatalf("short frame: %v", err)
	}
}

// sample picks the first two, the middle and the last two of n indices.
func sample(n int) []int {
	var out []int
	for _, x := range []int{0, 1, n / 2, n - 2, n - 1} {
		if x >= 0 && x < n && !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	return out
}

// TestRustEqualsGoOn0p6BShape: a sample of the leaves of one late step of a
// model with Qwen3-0.6B's widths (dim 1,024, hidden 3,072, 16 heads of 128,
// 8 KV heads, QK-norm, half-split RoPE) cut to one layer and a 5,000-word
// vocabulary, so it builds in seconds: column ranges in every matvec, three
// attention segments a head (B = 16 at position 40), a long classifier and
// argmax. For each op, its first two, middle and last two chunks and
// each of those's first two, middle and last two inner leaves; Rust ≡ Go ≡ EVM on each.
func TestRustEqualsGoOn0p6BShape(t *testing.T) {
	if testing.Short() {
		t.Skip("a 0.6B-wide model: seconds")
	}
	shape := gasbench.Qwen3_0p6B()
	shape.Layers, shape.Vocab = 1, 5000
	m, mf, blob, err := gasbench.RandomModel(shape)
	if err != nil {
		t.Fatal(err)
	}
	prompt, k := []int{1, 5}, 40
	n := k - len(prompt) + 2
	eng := &inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.CPU{}}
	tr, err := bisection.NewEngineTrace(eng, prompt, n, bisection.EngineOptions{Blob: blob})
	if err != nil {
		t.Fatal(err)
	}
	s := setup{trace: bisection.ChainEngineTrace{EngineTrace: tr},
		base: Request{Config: m.Config, BlobSize: mf.Weights.Size, BlobRoot: mf.Weights.BlobRoot, Manifest: mf.Hash,
			Input: inference.InputHash(prompt, n), Steps: tr.Steps(), PromptLen: len(prompt)}}
	// EngineStep over the model's engine, without a chunk list (steps bring their weights)
	ctx := context.Background()
	ev, err := sim.New(ctx, sim.NewModel(mf, blob), sim.Options{})
	if err != nil {
		t.Fatal(err)
	}
	create := func(ctx context.Context, code []byte) (common.Address, error) {
		if len(code) > params.MaxInitCodeSize {
			addr, _, err := ev.CreateUnbounded(ctx, code)
			return addr, err
		}
		rcpt, err := ev.Transact(ctx, nil, code)
		if err != nil {
			return common.Address{}, err
		}
		return rcpt.Contract, nil
	}
	stepAddr, err := deploy.DeployEngineStep(ctx, create, ev.Engine(), mf, 0)
	if err != nil {
		t.Fatal(err)
	}
	chain := chainStep{func(ctx context.Context, to common.Address, data []byte) ([]byte, error) {
		out, _, err := ev.Call(ctx, to, data)
		return out, err
	}, stepAddr}
	kinds := map[string]int{}
	total := 0
	for j := range tr.Leaves([]int{k}) {
		for _, i := range sample(tr.Leaves([]int{k, j})) {
			for _, x := range sample(tr.Leaves([]int{k, j, i})) {
				path := []int{k, j, i, x}
				r, want, kind := s.request(t, path)
				got, err := Step(r)
				if err != nil {
					t.Fatalf("%s leaf %v: %v", kind, path, err)
				}
				if got != want {
					t.Fatalf("%s leaf %v: Rust %s, Go %s", kind, path, got, want)
				}
				if evm := evmStep(t, chain, r); evm != want {
					t.Fatalf("%s leaf %v: EVM %s, Go and Rust %s", kind, path, evm, want)
				}
				kinds[kind]++
				total++
			}
		}
	}
	var names []string
	for k, n := range kinds {
		names = append(names, fmt.Sprintf("%s %d", k, n))
	}
	sort.Strings(names)
	t.Logf("0.6B shape (1 layer, vocab 5,000), step %d: %d leaves equal in Rust, Go and the EVM (%s)", k, total, strings.Join(names, ", "))
}

// TestRustNeverPanics: witnesses with one byte changed at random (a seeded
// sample over every leaf kind of rand-wide and rand-vocab5k) come back as the
// honest post-state (a byte the step does not read) or a named refusal, never
// another post-state and never a panic caught at the C boundary.
func TestRustNeverPanics(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 1))
	tries, refused := 0, 0
	for _, g := range []game{games[1], games[2]} {
		s := newSetup(t, g)
		for _, path := range s.leaves() {
			r, want, kind := s.request(t, path)
			for range 4 {
				bad := r
				bad.Witness = bytes.Clone(r.Witness)
				bad.Witness[rng.IntN(len(bad.Witness))] ^= byte(1 + rng.IntN(255))
				got, err := Step(bad)
				if errors.Is(err, ErrPanic) || (err != nil && !errors.Is(err, ErrRefused)) {
					t.Fatalf("%s leaf %v: %v", kind, path, err)
				}
				if err == nil && got != want {
					t.Fatalf("%s leaf %v: an altered witness gave %s, the honest leaf is %s", kind, path, got, want)
				}
				if err != nil {
					refused++
				}
				tries++
			}
		}
	}
	t.Logf("%d altered witnesses: %d refused, the rest gave the honest post-state", tries, refused)
}

// TestGamesRefereedByRust: whole engine games in the pure referee
// (bisection.Play) with the Rust step as the one-step oracle on EngineStep's
// witnesses: whichever side lies, from a checkpoint, an op, a chunk, a
// column range, an attention segment or the link level on, the honest side
// wins by the one step.
func TestGamesRefereedByRust(t *testing.T) {
	ctx := context.Background()
	rules := bisection.Rules{Clock: 24 * time.Hour, Bonds: [2]uint64{100, 10}}
	for _, g := range []game{games[0], games[1], games[2]} {
		s := newSetup(t, g)
		tr := s.trace
		last := tr.Steps() - 1
		ops := tr.Ops(last)
		idx := func(name string) int {
			for _, o := range ops {
				if o.Name == name {
					return o.Index
				}
			}
			t.Fatalf("%s: no op %s", g.model, name)
			return 0
		}
		points := [][]int{{0}, {last, idx("layers.0.attention"), 0, 2}, {last, len(ops)}, {last, len(ops), 0},
			{1, idx("layers.0.w2"), 0, 1}, {last, idx("argmax")}, {last, idx("classifier"), 1}, {0, 0}}
		for _, from := range points {
			for _, liar := range []bisection.Side{bisection.Defender, bisection.Challenger} {
				sides := [2]bisection.TraceProvider{tr, tr}
				sides[liar] = bisection.Lie(tr, from)
				got, err := bisection.Play(ctx, bisection.PlayConfig{
					Referee: bisection.Referee{Shape: tr, Step: OneStep{Base: s.base}},
					Rules:   rules, Defender: sides[bisection.Defender], Challenger: sides[bisection.Challenger],
				})
				if err != nil {
					t.Fatalf("%s from %v, liar %s: %v", g.model, from, liar, err)
				}
				if o := got.Outcome; o == nil || o.Winner != liar.Other() || o.Reason != bisection.ByStep {
					t.Fatalf("%s from %v, liar %s: outcome %+v, want the honest side to win by the step", g.model, from, liar, o)
				}
			}
		}
		t.Logf("%s: %d games, each won by the honest side through the Rust step", g.model, 2*len(points))
	}
}
