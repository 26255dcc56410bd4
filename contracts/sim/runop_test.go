package sim_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/golden"
)

// keepRunner is a backend that remembers the runner it opened, so a test
// can read the KV cache of every stepped position after Generate.
type keepRunner struct {
	inference.Backend
	runner inference.Runner
}

func (k *keepRunner) Open(m *inference.Model) (inference.Runner, error) {
	r, err := k.Backend.Open(m)
	k.runner = r
	return r, err
}

// opOutput is one op of a traced step as the Go engine computed it.
type opOutput struct {
	op  inference.Op
	out []int32
}

// TestRunOpTraces feeds runOp, op by op, the inputs the Go engine had at
// every op of every traced step of the golden vectors (the outputs of the
// step's earlier ops, and the KV rows of positions 0 … p for attention) and
// requires keccak256 of runOp's output to be the golden trace hash of that
// op. Every traced step of every case runs (about a second in all).
func TestRunOpTraces(t *testing.T) {
	for _, name := range models(t) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			vec, m, mf := goldenModel(t, name)
			if mf.Hash != vec.Manifest {
				t.Fatalf("manifest %s, vectors were made for %s", mf.Hash, vec.Manifest)
			}
			// An EVM of its own: EVMs are not safe for concurrent use, and
			// TestVectors runs beside this test.
			e := freshEVM(t, name, sim.Options{})
			for ci, c := range vec.Cases {
				for _, tr := range c.Traces {
					checkTracedStep(t, e, m, mf.Hash, c, tr, fmt.Sprintf("case %d step %d", ci, tr.Step))
				}
			}
		})
	}
}

// checkTracedStep runs the Go engine up to step tr.Step, capturing every
// op's output there, and checks runOp on each op against the golden trace.
func checkTracedStep(t *testing.T, e *sim.EVM, m *inference.Model, manifest inference.Hash, c golden.Case, tr golden.Trace, what string) {
	t.Helper()
	ctx := context.Background()
	cfg := m.Config
	p, plen := tr.Step, len(c.Prompt)
	// The ops of step p do not depend on n: generate just enough tokens to
	// reach it.
	n := max(1, p-plen+2)
	if p < 0 || n > c.N {
		t.Fatalf("%s: traced step outside the case's %d steps", what, plen+c.N-1)
	}
	kept := &keepRunner{Backend: inference.CPU{}}
	eng := &inference.Engine{Model: m, Manifest: manifest, Backend: kept}
	var ops []opOutput
	res, err := eng.Generate(ctx, c.Prompt, n, &inference.StepTrace{Step: p, Func: func(op inference.Op, out []int32) {
		ops = append(ops, opOutput{op: op, out: slices.Clone(out)})
	}})
	if err != nil {
		t.Fatalf("%s: Go engine: %v", what, err)
	}
	if !slices.Equal(res.Tokens, c.Tokens[:len(res.Tokens)]) {
		t.Fatalf("%s: Go engine tokens %v, golden %v", what, res.Tokens, c.Tokens[:len(res.Tokens)])
	}
	classify := p >= plen-1
	if len(ops) != len(tr.Ops) || len(ops) != inference.OpsPerStep(cfg, classify) {
		t.Fatalf("%s: the Go engine traced %d ops, the golden trace has %d, the spec says %d",
			what, len(ops), len(tr.Ops), inference.OpsPerStep(cfg, classify))
	}
	out := make(map[string][]int32, len(ops))
	for j, o := range ops {
		g := tr.Ops[j]
		if o.op.Index != j || g.Index != j || o.op.Name != g.Name || len(o.out) != g.Len || inference.OpHash(o.out) != g.Hash {
			t.Fatalf("%s: the Go engine's op %d (%s) differs from the golden trace's op %d (%s)", what, o.op.Index, o.op.Name, g.Index, g.Name)
		}
		out[o.op.Name] = o.out
	}
	tok := func() int32 {
		if p < plen {
			return int32(c.Prompt[p])
		}
		return int32(c.Tokens[p-plen])
	}()
	// resid(l) is the residual stream entering layer l (l = Layers: the
	// final norm's input).
	resid := func(l int) []int32 {
		if l == 0 {
			return out["embed"]
		}
		return out[fmt.Sprintf("layers.%d.ffn_residual", l-1)]
	}
	qd, kvd := cfg.QDim(), cfg.KVDim()
	start := time.Now()
	var total, maxGas uint64
	maxOp := ""
	for j, o := range ops {
		kind, layer, err := sim.OpKind(o.op.Name)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		in := func(op string) []int32 {
			v, ok := out[fmt.Sprintf("layers.%d.%s", layer, op)]
			if !ok {
				t.Fatalf("%s: op %d (%s) needs layers.%d.%s, which the trace lacks", what, j, o.op.Name, layer, op)
			}
			return v
		}
		var a, b []int32
		switch kind {
		case 0: // embed
			a = []int32{tok}
		case 1: // attn_norm
			a = resid(layer)
		case 2, 3, 4: // wq, wk, wv
			a = in("attn_norm")
		case 5: // q_norm
			a = in("wq")
		case 6: // k_norm
			a = in("wk")
		case 7: // rope
			if cfg.QKNorm {
				a = slices.Concat(in("q_norm"), in("k_norm"))
			} else {
				a = slices.Concat(in("wq"), in("wk"))
			}
		case 8: // attention
			rope := in("rope")
			a = rope[:qd]
			for pos := 0; pos <= p; pos++ {
				k, v := kept.runner.KV(layer, pos)
				if pos == p && (!slices.Equal(k, rope[qd:]) || !slices.Equal(v, in("wv"))) {
					t.Fatalf("%s: layer %d's cached row %d is not this step's rope key and wv value", what, layer, p)
				}
				if len(k) != kvd || len(v) != kvd {
					t.Fatalf("%s: layer %d KV row %d has %d keys, %d values; want %d", what, layer, pos, len(k), len(v), kvd)
				}
				b = append(append(b, k...), v...)
			}
		case 9: // wo
			a = in("attention")
		case 10: // attn_residual
			a, b = resid(layer), in("wo")
		case 11: // ffn_norm
			a = in("attn_residual")
		case 12, 13: // w1, w3
			a = in("ffn_norm")
		case 14: // swiglu
			a, b = in("w1"), in("w3")
		case 15: // w2
			a = in("swiglu")
		case 16: // ffn_residual
			a, b = in("attn_residual"), in("w2")
		case 17: // final_norm
			a = resid(cfg.Layers)
		case 18: // classifier
			a = out["final_norm"]
		case 19: // argmax
			a = out["classifier"]
		}
		got, gas, err := e.RunOp(ctx, kind, layer, p, a, b)
		if err != nil {
			t.Fatalf("%s: op %d (%s): %v", what, j, o.op.Name, err)
		}
		total += gas
		if gas > maxGas {
			maxGas, maxOp = gas, o.op.Name
		}
		if h := inference.OpHash(got); h != tr.Ops[j].Hash {
			t.Fatalf("%s: op %d (%s): runOp's output hashes to %s, the golden trace says %s\n%s",
				what, j, o.op.Name, h, tr.Ops[j].Hash, firstDiff(got, o.out))
		}
	}
	t.Logf("%s: runOp matches all %d ops of the golden trace (%v; %d gas in all, the most %d for %s)",
		what, len(ops), time.Since(start).Round(time.Millisecond), total, maxGas, maxOp)
}

// firstDiff describes where the EVM's output leaves the Go engine's.
func firstDiff(evm, goEngine []int32) string {
	if len(evm) != len(goEngine) {
		return fmt.Sprintf("EVM output has %d values, the Go engine's %d", len(evm), len(goEngine))
	}
	for i := range evm {
		if evm[i] != goEngine[i] {
			return fmt.Sprintf("first difference at %d: EVM %d, Go engine %d", i, evm[i], goEngine[i])
		}
	}
	return "the values agree (the golden hash is stale?)"
}
