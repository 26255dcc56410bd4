package sim_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"sort"
	"testing"

	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/golden"
	"github.com/deepcall/deepcall/tools/gasbench"
)

// stepOpsKindNames names StepOps' kinds in test logs.
var stepOpsKindNames = map[int]string{0: "embed", 1: "attn_norm", 5: "q_norm", 6: "k_norm", 7: "rope", 10: "attn_residual",
	11: "ffn_norm", 14: "swiglu", 16: "ffn_residual", 17: "final_norm", 19: "argmax"}

// stepOpsGas is one StepOps.run call's gas.
type stepOpsGas struct {
	pos, layer    int
	gas, exec     uint64
	calldataBytes int
}

// stepOpsRun checks StepOps.run on the ops of one traced step.
type stepOpsRun struct {
	s     *sim.StepOps
	m     *inference.Model
	blob  []byte
	seen  map[int]int        // kind → ops checked
	gas   map[int]stepOpsGas // kind → the call at gasPos (layer 0), when traced
	gasAt int
	skip  map[int]bool // kinds left out of checkStep
}

// checkStep runs the Go engine on prompt up to step p (n tokens), tracing
// step p, and requires StepOps.run on every op of that step it executes,
// given the op's inputs as the trace has them and its weight bytes sliced
// from the blob, to return exactly the Go engine's output.
func (r *stepOpsRun) checkStep(t *testing.T, prompt []int, p int) {
	t.Helper()
	ctx := context.Background()
	cfg := r.m.Config
	plen := len(prompt)
	n := max(1, p-plen+2)
	type opOut struct {
		op  inference.Op
		out []int32
	}
	var ops []opOut
	eng := &inference.Engine{Model: r.m, Backend: inference.CPU{}}
	res, err := eng.Generate(ctx, prompt, n, &inference.StepTrace{Step: p, Func: func(op inference.Op, out []int32) {
		ops = append(ops, opOut{op, slices.Clone(out)})
	}})
	if err != nil {
		t.Fatalf("step %d: Go engine: %v", p, err)
	}
	if len(ops) != inference.OpsPerStep(cfg, p >= plen-1) {
		t.Fatalf("step %d: %d ops traced, the spec says %d", p, len(ops), inference.OpsPerStep(cfg, p >= plen-1))
	}
	tok := prompt[min(p, plen-1)]
	if p >= plen {
		tok = res.Tokens[p-plen]
	}
	out := map[string][]int32{}
	for _, o := range ops {
		out[o.op.Name] = o.out
	}
	for _, o := range ops {
		kind, layer, err := sim.OpKind(o.op.Name)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(sim.StepOpsKinds, kind) || r.skip[kind] {
			continue
		}
		a, b := stepOpsInputs(t, cfg, out, kind, layer)
		w, err := sim.StepOpsWeights(cfg, r.blob, kind, layer, p, tok)
		if err != nil {
			t.Fatalf("step %d, %s: weights: %v", p, o.op.Name, err)
		}
		got, x, err := r.s.Run(ctx, kind, tok, a, b, w)
		if err != nil {
			t.Fatalf("step %d, %s (token %d): %v", p, o.op.Name, tok, err)
		}
		if !slices.Equal(got, o.out) {
			t.Fatalf("step %d, %s (token %d): StepOps differs from the Go engine: %s", p, o.op.Name, tok, firstDiff(got, o.out))
		}
		r.seen[kind]++
		if p == r.gasAt && layer == 0 {
			r.gas[kind] = stepOpsGas{pos: p, layer: layer, gas: x.GasUsed, exec: x.ExecGas,
				calldataBytes: len(sim.StepOpsCall(kind, tok, a, b, w))}
		}
	}
}

// stepOpsInputs are a and b of op kind at layer, from the step's op outputs
// (IQ16Engine.runOp's meaning of a and b).
func stepOpsInputs(t *testing.T, cfg inference.Config, out map[string][]int32, kind, layer int) (a, b []int32) {
	t.Helper()
	get := func(name string) []int32 {
		v, ok := out[name]
		if !ok {
			t.Fatalf("the trace lacks %s", name)
		}
		return v
	}
	in := func(op string) []int32 { return get(fmt.Sprintf("layers.%d.%s", layer, op)) }
	resid := func(l int) []int32 {
		if l == 0 {
			return get("embed")
		}
		return get(fmt.Sprintf("layers.%d.ffn_residual", l-1))
	}
	switch kind {
	case 0:
	case 1:
		a = resid(layer)
	case 5:
		a = in("wq")
	case 6:
		a = in("wk")
	case 7:
		if cfg.QKNorm {
			a = slices.Concat(in("q_norm"), in("k_norm"))
		} else {
			a = slices.Concat(in("wq"), in("wk"))
		}
	case 10:
		a, b = resid(layer), in("wo")
	case 11:
		a = in("attn_residual")
	case 14:
		a, b = in("w1"), in("w3")
	case 16:
		a, b = in("attn_residual"), in("w2")
	case 17:
		a = resid(cfg.Layers)
	case 19:
		a = get("classifier")
	default:
		t.Fatalf("kind %d is not a StepOps op", kind)
	}
	return a, b
}

// stepPositions are the traced positions for a prompt of plen tokens: the
// first, the last prompt position (the first to classify), the first
// generated ones, and the last of the context.
func stepPositions(plen, seqLen int) []int {
	ps := []int{0, plen - 1, plen, plen + 1, seqLen - 1}
	var out []int
	for _, p := range ps {
		if p >= 0 && p < seqLen && !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	sort.Ints(out)
	return out
}

func logStepOpsGas(t *testing.T, what string, gas map[int]stepOpsGas) {
	t.Helper()
	for _, k := range sim.StepOpsKinds {
		if g, ok := gas[k]; ok {
			t.Logf("%s: StepOps.run %-13s gas %9d (execution %8d), calldata %7d bytes, position %d layer %d",
				what, stepOpsKindNames[k], g.gas, g.exec, g.calldataBytes, g.pos, g.layer)
		}
	}
}

// TestStepOpsTraces requires StepOps.run, on every op kind it executes, to
// return exactly the Go engine's op output for every golden model, at the
// first position, the last prompt position, generated positions and the
// last position of the context (RoPE's last row), with the inputs the trace
// has and the weight bytes sliced from the model's blob by its layout; and
// embed of the first and last tokens and of tokens on both sides of a
// column block's edge.
func TestStepOpsTraces(t *testing.T) {
	for _, name := range models(t) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			vec, m, _ := goldenModel(t, name)
			cfg := m.Config
			e := freshEVM(t, name, sim.Options{SkipOverlays: true})
			s, err := e.DeployStepOps(context.Background(), cfg)
			if err != nil {
				t.Fatal(err)
			}
			prompt := vec.Cases[0].Prompt
			if len(prompt) > cfg.SeqLen/2 {
				prompt = prompt[:cfg.SeqLen/2]
			}
			r := &stepOpsRun{s: s, m: m, blob: m.EncodeBlob(), seen: map[int]int{}, gas: map[int]stepOpsGas{}, gasAt: len(prompt)}
			ps := stepPositions(len(prompt), cfg.SeqLen)
			for _, p := range ps {
				r.checkStep(t, prompt, p)
			}
			// embed (and the rest of step 0) of single-token prompts
			toks := []int{0, 15, 16, 17, cfg.Vocab / 2, cfg.Vocab - 1}
			for _, tok := range toks {
				r.checkStep(t, []int{tok}, 0)
			}
			for _, k := range sim.StepOpsKinds {
				if (k == 5 || k == 6) && !cfg.QKNorm {
					continue
				}
				if r.seen[k] == 0 {
					t.Errorf("no %s op was checked", stepOpsKindNames[k])
				}
			}
			t.Logf("positions %v and embed of tokens %v: StepOps matches the Go engine on %v ops (by kind)", ps, toks, r.seen)
			logStepOpsGas(t, name, r.gas)
		})
	}
}

// TestStepOpsQwenShape runs the same checks on a one-layer model of
// Qwen3-0.6B's widths (dim 1024, hidden 3072, 16 heads and 8 KV heads of
// 128, QK norm, half-split RoPE) and logs each kind's gas there. StepOps is
// deployed with the real header (vocabulary 151,936); the model's own
// vocabulary is 4,096, which changes no op but argmax (embed's weights are
// one scale word and one 32 KiB column block for any vocabulary): argmax is
// measured on 151,936 pseudo-random logits, against inference.Argmax.
func TestStepOpsQwenShape(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a 40 MB model")
	}
	ctx := context.Background()
	shape := gasbench.Qwen3_0p6B()
	fullVocab := shape.Vocab
	shape.Layers, shape.Vocab = 1, 4096
	m, _, blob, err := gasbench.RandomModel(shape)
	if err != nil {
		t.Fatal(err)
	}
	header := m.Config
	header.Vocab = fullVocab
	e := freshEVM(t, "rand-odd40", sim.Options{SkipOverlays: true})
	s, err := e.DeployStepOps(ctx, header)
	if err != nil {
		t.Fatal(err)
	}
	prompt := []int{1, 2}
	// The model's 4,096 logits are not the header's: argmax is checked below.
	r := &stepOpsRun{s: s, m: m, blob: blob, seen: map[int]int{}, gas: map[int]stepOpsGas{}, gasAt: 40, skip: map[int]bool{19: true}}
	for _, p := range []int{1, 40, m.Config.SeqLen - 1} {
		r.checkStep(t, prompt, p)
	}
	for _, k := range sim.StepOpsKinds {
		if r.seen[k] == 0 && k != 19 {
			t.Errorf("no %s op was checked", stepOpsKindNames[k])
		}
	}
	// argmax over the full vocabulary, its maximum twice (the lower index wins)
	rng := rand.New(rand.NewPCG(7, 8))
	logits := make([]int32, fullVocab)
	for i := range logits {
		logits[i] = int32(rng.Uint32())
	}
	hi := slices.Max(logits)
	logits[fullVocab-5] = hi
	want := inference.Argmax(logits)
	got, x, err := s.Run(ctx, 19, 0, logits, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || int(got[0]) != want {
		t.Fatalf("argmax of %d logits: StepOps %v, Go %d", fullVocab, got, want)
	}
	r.seen[19]++
	r.gas[19] = stepOpsGas{pos: -1, gas: x.GasUsed, exec: x.ExecGas, calldataBytes: len(sim.StepOpsCall(19, 0, logits, nil, nil))}
	t.Logf("Qwen3-0.6B widths, 1 layer: StepOps matches the Go engine on %v ops (by kind); argmax of %d logits is %d", r.seen, fullVocab, want)
	logStepOpsGas(t, "qwen3-0.6B shape", r.gas)
}

// TestStepOpsBadInput drives StepOps' checks: every input's length per kind,
// the token's range, unknown kinds, QK norm on a model without it, and a bad
// header; each reverts with its named error.
func TestStepOpsBadInput(t *testing.T) {
	ctx := context.Background()
	expect := func(t *testing.T, err error, name string, args ...int) {
		t.Helper()
		var rev *sim.RevertError
		if !errors.As(err, &rev) || rev.Name != name {
			t.Fatalf("want revert %s%v, got %v", name, args, err)
		}
		if len(rev.Args) != len(args) {
			t.Fatalf("%s args %v, want %v", name, rev.Args, args)
		}
		for i, a := range args {
			if !argEqual(rev.Args[i], a) {
				t.Fatalf("%s args %v, want %v", name, rev.Args, args)
			}
		}
	}
	for _, name := range []string{"rand-qknorm", "rand-odd40"} {
		t.Run(name, func(t *testing.T) {
			m, _, err := inference.LoadDir(filepath.Join(golden.Dir(), "manifests", name))
			if err != nil {
				t.Fatal(err)
			}
			c := m.Config
			blob := m.EncodeBlob()
			e := freshEVM(t, name, sim.Options{SkipOverlays: true})
			s, err := e.DeployStepOps(ctx, c)
			if err != nil {
				t.Fatal(err)
			}
			// The right lengths per kind, in values (w in bytes).
			sizes := map[int][3]int{
				0: {0, 0, 4 + 32*c.Dim}, 1: {c.Dim, 0, 4 * c.Dim}, 5: {c.QDim(), 0, 4 * c.HeadSize}, 6: {c.KVDim(), 0, 4 * c.HeadSize},
				7: {c.QDim() + c.KVDim(), 0, 4 * c.HeadSize}, 10: {c.Dim, c.Dim, 0}, 11: {c.Dim, 0, 4 * c.Dim},
				14: {c.HiddenDim, c.HiddenDim, 2048}, 16: {c.Dim, c.Dim, 0}, 17: {c.Dim, 0, 4 * c.Dim}, 19: {c.Vocab, 0, 0},
			}
			rng := rand.New(rand.NewPCG(1, 2))
			vec := func(n int) []int32 {
				v := make([]int32, n)
				for i := range v {
					v[i] = int32(rng.IntN(1<<20) - 1<<19)
				}
				return v
			}
			for _, kind := range sim.StepOpsKinds {
				sz := sizes[kind]
				if (kind == 5 || kind == 6) && !c.QKNorm {
					_, _, err := s.Run(ctx, kind, 0, vec(sz[0]), nil, make([]byte, sz[2]))
					expect(t, err, "NoQKNorm", kind)
					continue
				}
				w, err := sim.StepOpsWeights(c, blob, kind, 0, 1, 3)
				if err != nil {
					t.Fatal(err)
				}
				a, b := vec(sz[0]), vec(sz[1])
				if _, _, err := s.Run(ctx, kind, 3, a, b, w); err != nil {
					t.Fatalf("%s with the right lengths: %v", stepOpsKindNames[kind], err)
				}
				// One value more or fewer in a and in b, 4 bytes more or fewer in w, one byte more in each.
				for _, d := range []int{-1, 1} {
					if sz[0]+d >= 0 {
						_, _, err := s.Run(ctx, kind, 3, vec(sz[0]+d), b, w)
						expect(t, err, "BadOpInput", kind, 0, 4*(sz[0]+d), 4*sz[0])
					}
					if sz[1]+d >= 0 {
						_, _, err := s.Run(ctx, kind, 3, a, vec(sz[1]+d), w)
						expect(t, err, "BadOpInput", kind, 1, 4*(sz[1]+d), 4*sz[1])
					}
					if sz[2]+4*d >= 0 {
						_, _, err := s.Run(ctx, kind, 3, a, b, make([]byte, sz[2]+4*d))
						expect(t, err, "BadOpInput", kind, 2, sz[2]+4*d, sz[2])
					}
				}
				odd := append(sim.PackInt32s(a), 0)
				_, _, err = s.RunRaw(ctx, kind, 3, odd, sim.PackInt32s(b), w)
				expect(t, err, "BadOpInput", kind, 0, len(odd), 4*sz[0])
				_, _, err = s.RunRaw(ctx, kind, 3, sim.PackInt32s(a), sim.PackInt32s(b), append(w, 0))
				expect(t, err, "BadOpInput", kind, 2, len(w)+1, sz[2])
			}
			w, err := sim.StepOpsWeights(c, blob, 0, 0, 0, c.Vocab-1)
			if err != nil {
				t.Fatal(err)
			}
			_, _, err = s.Run(ctx, 0, c.Vocab, nil, nil, w)
			expect(t, err, "TokenOutOfRange", c.Vocab, c.Vocab)
			_, _, err = s.Run(ctx, 0, c.Vocab+16, nil, nil, w)
			expect(t, err, "TokenOutOfRange", c.Vocab+16, c.Vocab)
			if _, _, err := s.Run(ctx, 0, c.Vocab-1, nil, nil, w); err != nil {
				t.Fatalf("embed of the last token: %v", err)
			}
			for _, kind := range []int{2, 3, 4, 8, 9, 12, 13, 15, 18, 20, 1 << 40} {
				_, _, err := s.Run(ctx, kind, 0, vec(c.Dim), nil, nil)
				expect(t, err, "UnknownKind", kind)
			}
		})
	}
	t.Run("bad header", func(t *testing.T) {
		e := freshEVM(t, "rand-odd40", sim.Options{SkipOverlays: true})
		c := e.Model().Manifest.Config
		c.KVHeads = 3 // 4 heads are not a multiple of 3 KV heads
		_, err := e.DeployStepOps(ctx, c)
		expect(t, err, "InvalidConfig")
	})
}

// StepOps.chunk computes an elementwise op over a slice of its inputs, and
// embed over a slice of its column words, exactly as run computes those
// values over the whole vectors (the dispute game's SwiGLU and embed
// chunks), and refuses unequal, empty or too long slices, a token outside
// the vocabulary and the ops that are not elementwise.
func TestStepOpsChunk(t *testing.T) {
	ctx := context.Background()
	m, _, err := inference.LoadDir(filepath.Join(golden.Dir(), "manifests", "rand-odd40"))
	if err != nil {
		t.Fatal(err)
	}
	c := m.Config
	blob := m.EncodeBlob()
	e := freshEVM(t, "rand-odd40", sim.Options{SkipOverlays: true})
	s, err := e.DeployStepOps(ctx, c)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	vec := func(n int) []int32 {
		v := make([]int32, n)
		for i := range v {
			v[i] = int32(rng.IntN(1<<22) - 1<<21)
		}
		return v
	}
	for _, kind := range []int{10, 14, 16} {
		width := c.Dim
		if kind == 14 {
			width = c.HiddenDim
		}
		w, err := sim.StepOpsWeights(c, blob, kind, 0, 1, 0)
		if err != nil {
			t.Fatal(err)
		}
		a, b := vec(width), vec(width)
		whole, _, err := s.Run(ctx, kind, 0, a, b, w)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range [][2]int{{0, width}, {0, 1}, {7, 40}, {width - 3, width}} {
			got, _, err := s.Chunk(ctx, kind, a[r[0]:r[1]], b[r[0]:r[1]], w)
			if err != nil {
				t.Fatalf("%s %v: %v", stepOpsKindNames[kind], r, err)
			}
			if !slices.Equal(got, whole[r[0]:r[1]]) {
				t.Fatalf("%s %v: chunk %v, run %v", stepOpsKindNames[kind], r, got, whole[r[0]:r[1]])
			}
		}
		var rev *sim.RevertError
		for name, c := range map[string]struct{ a, b []int32 }{
			"b shorter": {a[:5], b[:4]}, "empty": {nil, nil}, "past the width": {vec(width + 1), vec(width + 1)},
		} {
			if _, _, err := s.Chunk(ctx, kind, c.a, c.b, w); !errors.As(err, &rev) || rev.Name != "BadOpInput" {
				t.Errorf("%s %s: %v, want BadOpInput", stepOpsKindNames[kind], name, err)
			}
		}
	}
	// embed: a = [token], w = the row scale word and the chunk's column words
	for _, tok := range []int{0, 17, c.Vocab - 1} {
		w, err := sim.StepOpsWeights(c, blob, 0, 0, 0, tok)
		if err != nil {
			t.Fatal(err)
		}
		whole, _, err := s.Run(ctx, 0, tok, nil, nil, w)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range [][2]int{{0, c.Dim}, {0, 1}, {8, 33}, {c.Dim - 1, c.Dim}} {
			part := append(append([]byte(nil), w[:4]...), w[4+32*r[0]:4+32*r[1]]...)
			got, _, err := s.Chunk(ctx, 0, []int32{int32(tok)}, nil, part)
			if err != nil {
				t.Fatalf("embed %d %v: %v", tok, r, err)
			}
			if !slices.Equal(got, whole[r[0]:r[1]]) {
				t.Fatalf("embed %d %v: chunk %v, run %v", tok, r, got, whole[r[0]:r[1]])
			}
		}
	}
	var rev *sim.RevertError
	for name, c := range map[string]struct {
		a    []int32
		w    []byte
		want string
	}{
		"no token": {nil, make([]byte, 36), "BadOpInput"}, "no column": {[]int32{1}, make([]byte, 4), "BadOpInput"},
		"a cut word": {[]int32{1}, make([]byte, 40), "BadOpInput"}, "past the vocabulary": {[]int32{int32(c.Vocab)}, make([]byte, 36), "TokenOutOfRange"},
	} {
		if _, _, err := s.Chunk(ctx, 0, c.a, nil, c.w); !errors.As(err, &rev) || rev.Name != c.want {
			t.Errorf("embed chunk, %s: %v, want %s", name, err, c.want)
		}
	}
	if _, _, err := s.Chunk(ctx, 1, vec(c.Dim), nil, nil); !errors.As(err, &rev) || rev.Name != "UnknownKind" {
		t.Errorf("chunk of a norm: %v, want UnknownKind", err)
	}
}
