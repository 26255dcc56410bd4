package labchain

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"path/filepath"
	"strings"
	"testing"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/txmgr"
)

// Engine games on chain: the liar forges the trace from one leaf of a
// chosen op on, the game isolates that leaf and EngineStep re-executes it
// through IQ16Engine.runOp (IQ16Engine.attentionSegment inside attention)
// from inputs opened against the agreed pre-state. stories260K, prompt
// [1 5], 2 tokens: 3 checkpoints, 71 ops a step (74 with the classifier ops,
// steps 1 and 2), then the link level (5 layers' KV updates, the link seal); attention (op 6 of layer 0, 62 of
// layer 4) has 8 heads, each one segment (B = 256) of 3 passes and a seal.
func TestEngineOneStepOnChain(t *testing.T) {
	if testing.Short() {
		t.Skip("engine games: a few seconds")
	}
	e := startEnv(t, Options{Engine: true})
	ctx := context.Background()
	cases := []struct {
		name    string
		diverge []int
		liar    bisection.Side
	}{
		{"embed (prompt position)", []int{0, 0}, bisection.Defender},
		{"layers.2.attn_norm", []int{1, 29}, bisection.Defender},
		{"layers.1.wq", []int{1, 16}, bisection.Challenger},
		{"layers.0.rope chunk 0", []int{1, 5}, bisection.Defender},
		{"layers.0.rope chunk 5", []int{1, 5, 5}, bisection.Challenger},
		{"layers.0.wo", []int{1, 7}, bisection.Defender},
		{"layers.0.attn_residual", []int{1, 8}, bisection.Defender},
		{"layers.4.w1 chunk 2", []int{2, 66, 2}, bisection.Defender},
		{"layers.0.swiglu", []int{1, 12}, bisection.Defender},
		{"layers.0.w2 chunk 1", []int{1, 13, 1}, bisection.Defender},
		{"layers.0.ffn_residual", []int{1, 14}, bisection.Challenger},
		{"final_norm", []int{2, 71}, bisection.Defender},
		{"classifier chunk 7", []int{2, 72, 7}, bisection.Defender},
		{"classifier op seal", []int{2, 72, 8}, bisection.Defender},
		{"argmax", []int{2, 73}, bisection.Challenger},
		{"link level, layer 0's KV update at step 0 (prompt)", []int{0, 71}, bisection.Defender},
		{"link level, layer 3's KV update at step 1", []int{1, 74, 3}, bisection.Challenger},
		{"link level, layer 4's KV update at step 2", []int{2, 74, 4}, bisection.Defender},
		{"link seal, step 0 (prompt)", []int{0, 71, 5}, bisection.Challenger},
		{"link seal, step 2 (classifier)", []int{2, 74, 5}, bisection.Defender},
		{"link seal, step 1", []int{1, 74, 5}, bisection.Challenger},
		{"embed at a generated position", []int{2, 0}, bisection.Defender},
		{"layers.0.attention head 3, max (T = 2)", []int{1, 6, 3, 0}, bisection.Defender},
		{"layers.0.attention head 3, sum", []int{1, 6, 3, 1}, bisection.Challenger},
		{"layers.0.attention head 3, acc", []int{1, 6, 3, 2}, bisection.Defender},
		{"layers.0.attention head 3, seal", []int{1, 6, 3, 3}, bisection.Challenger},
		{"layers.0.attention op seal", []int{1, 6, 8}, bisection.Defender},
		{"layers.2.attention at step 0 (T = 1), acc", []int{0, 34, 0, 2}, bisection.Challenger},
		{"layers.4.attention head 7, acc (T = 3)", []int{2, 62, 7, 2}, bisection.Defender},
	}
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, err := e.PlayEngine(ctx, EngineGame{Prompt: []int{1, 5 + i}, N: 2, Diverge: c.diverge, Liar: c.liar})
			if err != nil {
				t.Fatal(err)
			}
			o := res.Final.Outcome
			if o == nil || o.Winner != c.liar.Other() || o.Reason != bisection.ByStep {
				t.Fatalf("outcome %+v, want the honest %s to win by the one step", o, c.liar.Other())
			}
			var stepGas uint64
			for j, en := range res.Transcript.Entries {
				if en.Kind == bisection.Step {
					stepGas = res.Gas[j]
				}
			}
			if stepGas > 2_000_000 {
				t.Errorf("one step used %d gas, above 2M", stepGas)
			}
			t.Logf("%s: leaf %v, step transaction %d gas, max move %d gas", c.name, o.Path, stepGas, res.MaxGas())
		})
	}
	_ = fmt.Sprint
	_ = errors.Is
}

// Attention at the last position of the context: stories260K, prompts [1 9+i],
// 511 tokens, step 511 (T = 512, 2 segments of B = 256). The step of a
// segment opens one head's KV leaves against kvroot_510 with a multiproof
// in that head's tree and the tree root's path; each pass's step on the
// first segment (positions 0 … 255) and on the last one (256 … 511,
// position 511 from the step's own outputs) stays under 2M gas.
func TestEngineAttentionStepAtPosition511(t *testing.T) {
	if testing.Short() {
		t.Skip("a 512-step engine game: seconds")
	}
	e := startEnv(t, Options{Engine: true})
	ctx := context.Background()
	const n = 2
	var largest uint64
	for i, x := range []int{n - 2, n - 1, 2*n - 2, 3*n - 2, 3*n - 1, 3 * n} {
		liar := []bisection.Side{bisection.Defender, bisection.Challenger}[i%2]
		diverge := []int{511, 1 + 4*14 + 5, 5, x} // layers.4.attention, head 5
		res, err := e.PlayEngine(ctx, EngineGame{Prompt: []int{1, 9 + i}, N: 511, Diverge: diverge, Liar: liar})
		if err != nil {
			t.Fatal(err)
		}
		o := res.Final.Outcome
		if o == nil || o.Winner != liar.Other() || o.Reason != bisection.ByStep || fmt.Sprint(o.Path) != fmt.Sprint(diverge) {
			t.Fatalf("segment leaf %d: outcome %+v, want the honest %s to win by the one step at %v", x, o, liar.Other(), diverge)
		}
		var stepGas uint64
		for j, en := range res.Transcript.Entries {
			if en.Kind == bisection.Step {
				stepGas = res.Gas[j]
			}
		}
		if stepGas > 2_000_000 {
			t.Errorf("segment leaf %d: one step used %d gas, above 2M", x, stepGas)
		}
		largest = max(largest, stepGas)
		t.Logf("position 511, segment leaf %d: step transaction %d gas, max move %d gas", x, stepGas, res.MaxGas())
	}
	t.Logf("largest attention segment step at position 511: %d gas", largest)
}

// Long outputs on chain (SPEC.md §8.3): rand-vocab5k's 5,000 logits have a
// block-tree op hash, so the classifier's 40 chunks of 128 rows accumulate
// the tree (a late chunk opens its frontier, the op seal reads no values)
// and argmax is refined into two ranges of 4,096 logits and a seal. Prompt
// [1 5+i], 2 tokens; step 2 has 18 ops: the classifier is op 16, argmax 17.
func TestEngineLongOutputsOnChain(t *testing.T) {
	if testing.Short() {
		t.Skip("engine games: a few seconds")
	}
	playLeafGames(t, "rand-vocab5k", []leafGame{
		{"classifier chunk 0", []int{2, 16, 0}, bisection.Defender},
		{"classifier chunk 39 (the last)", []int{2, 16, 39}, bisection.Challenger},
		{"classifier op seal", []int{2, 16, 40}, bisection.Defender},
		{"argmax range 0", []int{2, 17, 0, 0}, bisection.Challenger},
		{"argmax range 1 (the last, shorter)", []int{2, 17, 0, 1}, bisection.Defender},
		{"argmax seal", []int{2, 17, 0, 2}, bisection.Challenger},
	})
}

// Column ranges on chain (SPEC.md §8.4): rand-wide's w2 reads 1,040 columns,
// so each of its two 16-row chunks is refined into three ranges (512, 512
// and 16 columns) and a seal; its SwiGLU is cut into chunks of 1,024 and 16
// values. Games that diverge at a range, at the seal and
// at the op seal end in EngineStep re-executing that leaf, its weights taken
// from the witness's pieces against the blob root.
func TestEngineColumnRangesOnChain(t *testing.T) {
	if testing.Short() {
		t.Skip("engine games: a few seconds")
	}
	playLeafGames(t, "rand-wide", []leafGame{
		{"w2 chunk 0, range 0", []int{2, 13, 0, 0}, bisection.Defender},
		{"w2 chunk 1, range 2 (16 columns)", []int{2, 13, 1, 2}, bisection.Challenger},
		{"w2 chunk 1, range seal", []int{2, 13, 1, 3}, bisection.Defender},
		{"w2 op seal", []int{2, 13, 2}, bisection.Challenger},
		{"w1 chunk 5 (32 columns: no ranges)", []int{1, 10, 5}, bisection.Defender},
		{"swiglu chunk 0 (1,024 values)", []int{2, 12, 0}, bisection.Challenger},
		{"swiglu chunk 1 (16 values)", []int{1, 12, 1}, bisection.Defender},
		{"swiglu op seal", []int{2, 12, 2}, bisection.Challenger},
	})
}

// leafGame is an engine game whose liar forges the trace from one leaf.
type leafGame struct {
	name    string
	diverge []int
	liar    bisection.Side
}

// playLeafGames plays each game on a lab chain of the golden model (prompt
// [1 5+i], 2 tokens) and checks that the honest side wins by the one step at
// the forged leaf, logging the step transaction's gas.
func playLeafGames(t *testing.T, model string, games []leafGame) {
	t.Helper()
	e := startEnv(t, Options{Engine: true, ManifestDir: filepath.Join("..", "..", "testdata", "manifests", model)})
	ctx := context.Background()
	for i, c := range games {
		t.Run(c.name, func(t *testing.T) {
			res, err := e.PlayEngine(ctx, EngineGame{Prompt: []int{1, 5 + i}, N: 2, Diverge: c.diverge, Liar: c.liar})
			if err != nil {
				t.Fatal(err)
			}
			o := res.Final.Outcome
			want := append(append([]int(nil), c.diverge...), 0, 0)[:4]
			if o == nil || o.Winner != c.liar.Other() || o.Reason != bisection.ByStep || fmt.Sprint(o.Path) != fmt.Sprint(want) {
				t.Fatalf("outcome %+v, want the honest %s to win by the one step at %v", o, c.liar.Other(), want)
			}
			for j, en := range res.Transcript.Entries {
				if en.Kind == bisection.Step {
					t.Logf("%s: leaf %v, step transaction %d gas", c.name, o.Path, res.Gas[j])
				}
			}
		})
	}
}

// EngineStep refuses a witness whose weights or openings are wrong, with a
// named error, on rand-wide's w2 (column ranges, weights in pieces): the
// honest witness gives the honest leaf; a flipped weight byte, a piece run
// moved or cut, a proof word short, no pieces at all (EngineStep holds no
// chunk list, so there are no overlays to fall back on), a range state that
// is not the one its hash commits to, an op chain opened at no op (which
// would leave link_{k−1} unbound) or after an op whose output the step
// reads are each refused.
func TestEngineStepRefusesBadWitnesses(t *testing.T) {
	e := startEnv(t, Options{Engine: true, ManifestDir: filepath.Join("..", "..", "testdata", "manifests", "rand-wide")})
	ctx := context.Background()
	eng := &inference.Engine{Model: e.Model, Manifest: e.Manifest.Hash, Backend: inference.CPU{Workers: 1}}
	prompt, n := []int{1, 5}, 2
	tr, err := bisection.NewEngineTrace(eng, prompt, n, bisection.EngineOptions{})
	if err != nil {
		t.Fatal(err)
	}
	ct := bisection.ChainEngineTrace{EngineTrace: tr}
	sctx := bindings.StepContext{Manifest: e.Manifest.Hash, Input: inference.InputHash(prompt, n),
		Steps: big.NewInt(int64(tr.Steps())), PromptLen: big.NewInt(int64(len(prompt)))}
	stepABI := bindings.NewEngineStep()
	step := func(path []int, w bisection.StepWitness) (inference.Hash, string) {
		data, err := w.Encode()
		if err != nil {
			t.Fatal(err)
		}
		pre, err := bisection.Prev(ctx, tr, path)
		if err != nil {
			t.Fatal(err)
		}
		bigPath := make([]*big.Int, len(path))
		for i, p := range path {
			bigPath[i] = big.NewInt(int64(p))
		}
		out, err := e.call(ctx, e.Step, stepABI.PackStep(sctx, bigPath, pre, data))
		if err != nil {
			rev, _ := txmgr.RevertData(err)
			for name, ce := range stepABI.GetABI().Errors {
				if len(rev) >= 4 && string(ce.ID[:4]) == string(rev[:4]) {
					args, _ := ce.Unpack(rev)
					return inference.Hash{}, fmt.Sprint(name, args)
				}
			}
			return inference.Hash{}, err.Error()
		}
		h, err := stepABI.UnpackStep(out)
		if err != nil {
			t.Fatal(err)
		}
		return h, ""
	}
	witness := func(path []int) bisection.StepWitness {
		sd, err := ct.StepData(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		w, err := bisection.DecodeStepWitness(sd.Witness)
		if err != nil {
			t.Fatal(err)
		}
		return w
	}
	rangePath, sealPath, residualPath := []int{2, 13, 0, 1}, []int{2, 13, 0, 3}, []int{2, 8, 0, 0}
	for _, path := range [][]int{rangePath, sealPath, residualPath} {
		want, _ := tr.Hash(ctx, path[:3], path[3])
		if got, why := step(path, witness(path)); got != want {
			t.Fatalf("honest witness at %v: %s (%s), want %s", path, got, why, want)
		}
	}
	for _, c := range []struct {
		name   string
		path   []int
		change func(w *bisection.StepWitness)
		want   string
	}{
		{"a weight byte flipped", rangePath, func(w *bisection.StepWitness) { w.Pieces[100] ^= 1 }, "WeightsMismatch"},
		{"the run moved one piece on", rangePath, func(w *bisection.StepWitness) { w.PieceRuns[0].Add(w.PieceRuns[0], big.NewInt(1)) }, "WeightsMismatch"},
		{"the run one piece short", rangePath, func(w *bisection.StepWitness) { w.PieceRuns[1].Sub(w.PieceRuns[1], big.NewInt(1)) }, "WeightsMismatch"},
		{"a piece more than the runs hold", rangePath, func(w *bisection.StepWitness) { w.Pieces = append(w.Pieces, make([]byte, 1024)...) }, "BadWitness"},
		{"a proof word missing", rangePath, func(w *bisection.StepWitness) { w.PieceProof = w.PieceProof[:len(w.PieceProof)-1] }, "BadWitness"},
		{"no pieces", rangePath, func(w *bisection.StepWitness) {
			w.Pieces, w.PieceRuns, w.PieceProof = []byte{}, []*big.Int{}, [][32]byte{}
		}, "WeightsMissing"},
		{"the scales' pieces left out of the seal", sealPath, func(w *bisection.StepWitness) {
			w.Pieces, w.PieceRuns, w.PieceProof = []byte{}, []*big.Int{}, [][32]byte{}
		}, "WeightsMissing"},
		{"a range state not its hash's", rangePath, func(w *bisection.StepWitness) { w.SegPrev[3].Add(w.SegPrev[3], big.NewInt(1)) }, "SegmentStateMismatch"},
		{"no op hash opened (link_{k−1} unbound)", rangePath, func(w *bisection.StepWitness) {
			w.ChainFrom = chainAt(ctx, t, tr, 2, 12)
			w.OpFrom, w.OpHashes = big.NewInt(13), [][32]byte{}
		}, "BadWitness"},
		{"the op chain opened past an input", residualPath, func(w *bisection.StepWitness) {
			// attn_residual reads the embedding (op 0) and wo (op 7): opened from op 7, h_0 is missing
			w.ChainFrom = chainAt(ctx, t, tr, 2, 6)
			w.OpFrom, w.OpHashes = big.NewInt(7), w.OpHashes[7:]
		}, "BadWitness"},
	} {
		w := witness(c.path)
		c.change(&w)
		if _, why := step(c.path, w); !strings.HasPrefix(why, c.want) {
			t.Errorf("%s: %q, want %s", c.name, why, c.want)
		}
	}
}

// chainAt is c_j of step k's op chain: the op level's leaf j.
func chainAt(ctx context.Context, t *testing.T, tr *bisection.EngineTrace, k, j int) [32]byte {
	t.Helper()
	h, err := tr.Hash(ctx, []int{k}, j)
	if err != nil {
		t.Fatal(err)
	}
	return h
}
