package sim_test

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/golden"
	"github.com/ethereum/go-ethereum/common"
)

// opsHarness is OpsHarness (contracts/test/OpsHarness.sol) deployed in an
// in-process Osaka EVM.
type opsHarness struct {
	evm  *sim.EVM
	addr common.Address
	abi  *bindings.OpsHarness
}

func deployOpsHarness(t *testing.T) *opsHarness {
	t.Helper()
	bin, err := hex.DecodeString(strings.TrimPrefix(bindings.OpsHarnessMetaData.Bin, "0x"))
	if err != nil {
		t.Fatalf("OpsHarness bytecode in bindings: %v", err)
	}
	// Any deployment gives a state to deploy the harness into.
	e := freshEVM(t, "rand-odd40", sim.Options{SkipOverlays: true})
	rc, err := e.Transact(context.Background(), nil, bin)
	if err != nil {
		t.Fatalf("deploy OpsHarness: %v", err)
	}
	if len(e.Code(rc.Contract)) == 0 {
		t.Fatalf("deploy OpsHarness: no code at %s", rc.Contract)
	}
	return &opsHarness{evm: e, addr: rc.Contract, abi: bindings.NewOpsHarness()}
}

// call runs one harness call and decodes its result with unpack.
func call[T any](t *testing.T, h *opsHarness, what string, data []byte, unpack func([]byte) (T, error)) T {
	t.Helper()
	ret, _, err := h.evm.Call(context.Background(), h.addr, data)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	v, err := unpack(ret)
	if err != nil {
		t.Fatalf("%s: decode: %v", what, err)
	}
	return v
}

func readOps(t *testing.T, name string, v any) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(golden.Dir(), "ops", name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatalf("ops/%s.json: %v", name, err)
	}
}

func ints[T int32 | int64 | golden.I64](v []T) []*big.Int {
	out := make([]*big.Int, len(v))
	for i, x := range v {
		out[i] = big.NewInt(int64(x))
	}
	return out
}

func int32s(t *testing.T, what string, v []*big.Int) []int32 {
	t.Helper()
	out, err := sim.Int32s(v)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	return out
}

// same requires the EVM's result to equal both the file's and the Go
// engine's.
func same[T comparable](t *testing.T, what string, evm, file, goEngine T) {
	t.Helper()
	if file != goEngine {
		t.Fatalf("%s: the file says %v, the Go engine %v (regenerate testdata?)", what, file, goEngine)
	}
	if evm != file {
		t.Fatalf("%s: EVM %v, want %v", what, evm, file)
	}
}

func sameVec(t *testing.T, what string, evm, file, goEngine []int32) {
	t.Helper()
	if !slices.Equal(file, goEngine) {
		t.Fatalf("%s: the file says %v, the Go engine %v (regenerate testdata?)", what, file, goEngine)
	}
	if !slices.Equal(evm, file) {
		t.Fatalf("%s: EVM %v, want %v", what, evm, file)
	}
}

// TestOpVectors runs every case of every testdata/ops file through
// OpsHarness (the IQ16Ops kernels the engine runs) in the in-process EVM and
// requires the result of the file and of the Go engine's primitive.
func TestOpVectors(t *testing.T) {
	h := deployOpsHarness(t)
	tab, exp := expTables(t)
	hi, lo, log2e := ints(tab.Exp2Hi), ints(tab.Exp2Lo), big.NewInt(int64(tab.Log2E))
	i64 := func(v int64) *big.Int { return big.NewInt(v) }
	count := map[string]int{}

	t.Run("rsr", func(t *testing.T) {
		var cs []golden.RSRCase
		readOps(t, "rsr", &cs)
		for i, c := range cs {
			got := call(t, h, fmt.Sprintf("rsr case %d", i), h.abi.PackRsr(i64(int64(c.V)), i64(int64(c.S))), h.abi.UnpackRsr)
			same(t, fmt.Sprintf("rsr case %d (rsr(%d, %d))", i, c.V, c.S), got.String(),
				fmt.Sprint(int64(c.Out)), fmt.Sprint(inference.RSR(int64(c.V), c.S)))
		}
		count["rsr"] = len(cs)
	})
	t.Run("isqrt", func(t *testing.T) {
		var cs []golden.ISqrtCase
		readOps(t, "isqrt", &cs)
		for i, c := range cs {
			got := call(t, h, fmt.Sprintf("isqrt case %d", i), h.abi.PackIsqrt(i64(int64(c.N))), h.abi.UnpackIsqrt)
			same(t, fmt.Sprintf("isqrt case %d (isqrt(%d))", i, c.N), got.String(),
				fmt.Sprint(int64(c.Out)), fmt.Sprint(inference.ISqrt(uint64(c.N))))
		}
		count["isqrt"] = len(cs)
	})
	t.Run("exp2neg", func(t *testing.T) {
		var cs []golden.Exp2NegCase
		readOps(t, "exp2neg", &cs)
		for i, c := range cs {
			got := call(t, h, fmt.Sprintf("exp2neg case %d", i), h.abi.PackExp2neg(hi, lo, i64(int64(c.Z))), h.abi.UnpackExp2neg)
			same(t, fmt.Sprintf("exp2neg case %d (z = %d)", i, c.Z), got.String(),
				fmt.Sprint(int64(c.Out)), fmt.Sprint(inference.Exp2Neg(&exp, int64(c.Z))))
		}
		count["exp2neg"] = len(cs)
	})
	t.Run("matvec", func(t *testing.T) {
		var cs []golden.MatVecCase
		readOps(t, "matvec", &cs)
		for i, c := range cs {
			q := make([]*big.Int, len(c.Q))
			for j, w := range c.Q {
				q[j] = big.NewInt(int64(w))
			}
			what := fmt.Sprintf("matvec case %d (%d×%d)", i, c.Rows, c.Cols)
			got := call(t, h, what, h.abi.PackMatvec(i64(int64(c.Rows)), i64(int64(c.Cols)), q, ints(c.M), c.R, ints(c.A)), h.abi.UnpackMatvec)
			w := inference.Matrix{Rows: c.Rows, Cols: c.Cols, Q: c.Q, M: c.M, R: c.R}
			want := make([]int32, c.Rows)
			inference.MatVec(&w, c.A, want)
			sameVec(t, what, int32s(t, what, got), c.Out, want)
		}
		count["matvec"] = len(cs)
	})
	t.Run("rmsnorm", func(t *testing.T) {
		var cs []golden.RMSNormCase
		readOps(t, "rmsnorm", &cs)
		for i, c := range cs {
			what := fmt.Sprintf("rmsnorm case %d (n = %d)", i, len(c.X))
			got := call(t, h, what, h.abi.PackRmsnorm(ints(c.X), ints(c.G), i64(int64(c.Eps))), h.abi.UnpackRmsnorm)
			want := make([]int32, len(c.X))
			inference.RMSNorm(c.X, c.G, int64(c.Eps), want)
			sameVec(t, what, int32s(t, what, got), c.Out, want)
		}
		count["rmsnorm"] = len(cs)
	})
	t.Run("rope", func(t *testing.T) {
		var cs []golden.RopeCase
		readOps(t, "rope", &cs)
		for i, c := range cs {
			what := fmt.Sprintf("rope case %d (half split %v)", i, c.HalfSplit)
			got := call(t, h, what, h.abi.PackRope(ints(c.Head), ints(c.Cos), ints(c.Sin), c.HalfSplit), h.abi.UnpackRope)
			want := slices.Clone(c.Head)
			inference.Rope(want, c.Cos, c.Sin, c.HalfSplit)
			sameVec(t, what, int32s(t, what, got), c.Out, want)
		}
		count["rope"] = len(cs)
	})
	t.Run("attention", func(t *testing.T) {
		var cs []golden.AttentionCase
		readOps(t, "attention", &cs)
		for i, c := range cs {
			hs := len(c.Q)
			what := fmt.Sprintf("attention case %d (%d positions, head size %d)", i, len(c.Keys), hs)
			var keys, vals []int32
			for j := range c.Keys {
				if len(c.Keys[j]) != hs || len(c.Values[j]) != hs {
					t.Fatalf("%s: row %d is not head-sized", what, j)
				}
				keys, vals = append(keys, c.Keys[j]...), append(vals, c.Values[j]...)
			}
			got := call(t, h, what, h.abi.PackAttention(hi, lo, log2e, i64(int64(c.ISQ)), ints(c.Q), ints(keys), ints(vals), new(big.Int)),
				h.abi.UnpackAttention)
			// Again with the keys' bound known, as the engine runs it (the clamp-free path where it holds).
			bounded := call(t, h, what, h.abi.PackAttention(hi, lo, log2e, i64(int64(c.ISQ)), ints(c.Q), ints(keys), ints(vals),
				i64(keyBound(keys))), h.abi.UnpackAttention)
			sameVec(t, what+" (keys bounded)", int32s(t, what, bounded), c.Out, int32s(t, what, got))
			// The Go engine's attention, stage by stage (SPEC.md §4.5).
			scores := make([]int32, len(c.Keys))
			for j, k := range c.Keys {
				scores[j] = inference.Score(c.Q, k, int64(c.ISQ))
			}
			p := make([]int64, len(scores))
			inference.Softmax(&exp, int64(tab.Log2E), scores, p)
			want := make([]int32, hs)
			for j := range want {
				want[j] = inference.AttendValues(p, vals, j, hs)
			}
			sameVec(t, what+" scores", scores, c.Scores, scores)
			for j := range p {
				same(t, fmt.Sprintf("%s probability %d", what, j), p[j], int64(c.Probs[j]), p[j])
			}
			sameVec(t, what, int32s(t, what, got), c.Out, want)
		}
		count["attention"] = len(cs)
	})
	t.Run("swiglu", func(t *testing.T) {
		var cs []golden.SwiGLUCase
		readOps(t, "swiglu", &cs)
		for i, c := range cs {
			what := fmt.Sprintf("swiglu case %d (n = %d)", i, len(c.H1))
			got := call(t, h, what, h.abi.PackSwiglu(hi, lo, log2e, ints(c.H1), ints(c.H3)), h.abi.UnpackSwiglu)
			want := make([]int32, len(c.H1))
			inference.SwiGLU(&exp, int64(tab.Log2E), c.H1, c.H3, want)
			sameVec(t, what, int32s(t, what, got), c.Out, want)
		}
		count["swiglu"] = len(cs)
	})
	t.Run("argmax", func(t *testing.T) {
		var cs []golden.ArgmaxCase
		readOps(t, "argmax", &cs)
		for i, c := range cs {
			what := fmt.Sprintf("argmax case %d (n = %d)", i, len(c.X))
			got := call(t, h, what, h.abi.PackArgmax(ints(c.X)), h.abi.UnpackArgmax)
			same(t, what, got.String(), fmt.Sprint(c.Out), fmt.Sprint(inference.Argmax(c.X)))
		}
		count["argmax"] = len(cs)
	})
	t.Logf("cases run: %v", count)

	// Every ops file is covered by a subtest above.
	if t.Failed() {
		return
	}
	ents, err := os.ReadDir(filepath.Join(golden.Dir(), "ops"))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		name, ok := strings.CutSuffix(e.Name(), ".json")
		if !ok || name == "tables" {
			continue
		}
		if _, ok := count[name]; !ok {
			t.Errorf("testdata/ops/%s: no EVM test runs it", e.Name())
		}
	}
}

// expTables reads testdata/ops/tables.json and the Go engine's exp2 tables
// from it.
func expTables(t *testing.T) (golden.Tables, inference.Exp2Tables) {
	t.Helper()
	var tab golden.Tables
	readOps(t, "tables", &tab)
	if len(tab.Exp2Hi) != 256 || len(tab.Exp2Lo) != 256 {
		t.Fatalf("tables.json: %d and %d exp entries, want 256 each", len(tab.Exp2Hi), len(tab.Exp2Lo))
	}
	var exp inference.Exp2Tables
	for i := range 256 {
		exp[0][i], exp[1][i] = int64(tab.Exp2Hi[i]), int64(tab.Exp2Lo[i])
	}
	return tab, exp
}

// keyBound is one more than the largest |K| of keys, the bound IQ16Engine
// keeps on its cache (Attn.kmax).
func keyBound(keys []int32) int64 {
	var m int64
	for _, k := range keys {
		if a := max(int64(k), -int64(k)); a > m {
			m = a
		}
	}
	return m + 1
}

// TestAttentionRandom compares IQ16Ops.attend with the Go engine's attention
// (SPEC.md §4.5) on random heads at every position count up to 64 and a few
// long ones, head sizes 2, 6, 8 and 16, activations small enough for the
// clamp-free path and large enough to clamp, with the keys' bound unknown and
// known.
func TestAttentionRandom(t *testing.T) {
	h := deployOpsHarness(t)
	tab, exp := expTables(t)
	hi, lo, log2e := ints(tab.Exp2Hi), ints(tab.Exp2Lo), big.NewInt(int64(tab.Log2E))
	r := rand.New(rand.NewPCG(5, 7))
	counts := []int{65, 96, 127, 200, 511, 512}
	for n := 1; n <= 64; n++ {
		counts = append(counts, n)
	}
	for _, n := range counts {
		for _, hs := range []int{2, 6, 8, 16} {
			for _, span := range []int64{1 << 17, 1 << 31} {
				if testing.Short() && n > 64 {
					continue
				}
				vec := func(k int) []int32 {
					v := make([]int32, k)
					for i := range v {
						v[i] = int32(max(min(r.Int64N(2*span)-span, math.MaxInt32), -math.MaxInt32))
					}
					return v
				}
				q, keys, vals := vec(hs), vec(n*hs), vec(n*hs)
				isq := int64(math.Round(math.Pow(2, 30) / math.Sqrt(float64(hs))))
				what := fmt.Sprintf("%d positions, head size %d, values within ±%d", n, hs, span)
				scores := make([]int32, n)
				for j := range scores {
					scores[j] = inference.Score(q, keys[j*hs:(j+1)*hs], isq)
				}
				p := make([]int64, n)
				inference.Softmax(&exp, int64(tab.Log2E), scores, p)
				want := make([]int32, hs)
				for j := range want {
					want[j] = inference.AttendValues(p, vals, j, hs)
				}
				for _, km := range []int64{0, keyBound(keys)} {
					got := call(t, h, what, h.abi.PackAttention(hi, lo, log2e, big.NewInt(isq), ints(q), ints(keys), ints(vals),
						big.NewInt(km)), h.abi.UnpackAttention)
					if g := int32s(t, what, got); !slices.Equal(g, want) {
						t.Fatalf("%s, key bound %d: EVM %v, Go %v", what, km, g, want)
					}
				}
			}
		}
	}
}
