//go:build opencl && cgo

package gpu

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/golden"
)

// Single kernels on given inputs, for the per-op vectors and the edge
// cases: each uploads its operands, runs one kernel and reads the result.

// must is for device calls that cannot fail on a working device; a failure
// panics, which fails the test with its stack.
func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

func check(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func upMat(t testing.TB, d *device, w *inference.Matrix) dmat {
	return dmat{q: must(upload(d, w.Q)), m: must(upload(d, w.M)), r: must(upload(d, w.R)), rows: w.Rows, cols: w.Cols, split1: w.Rows, split2: w.Rows}
}

// devMatVec multiplies every vector of as with w in one batched call.
func devMatVec(t testing.TB, d *device, w *inference.Matrix, as [][]int32) [][]int32 {
	dm := upMat(t, d, w)
	var flat []int32
	for _, a := range as {
		flat = append(flat, a...)
	}
	in := must(upload(d, flat))
	out := must(d.alloc(int64(4 * w.Rows * len(as))))
	if err := d.matvec(dm, in, len(as), nil, out); err != nil {
		t.Fatal(err)
	}
	res := make([]int32, w.Rows*len(as))
	if err := read(d, out, 0, res); err != nil {
		t.Fatal(err)
	}
	for _, b := range []*buffer{dm.q, dm.m, dm.r, in, out} {
		b.release()
	}
	rows := make([][]int32, len(as))
	for i := range rows {
		rows[i] = res[i*w.Rows : (i+1)*w.Rows]
	}
	return rows
}

func devRMSNorm(t testing.TB, d *device, x, g []int32, eps int64) []int32 {
	xb, gb := must(upload(d, x)), must(upload(d, g))
	yb := must(d.alloc(int64(4 * len(x))))
	defer func() { xb.release(); gb.release(); yb.release() }()
	if err := d.run("rmsnorm", wg, wg, xb, yb, gb, len(x), i64(eps)); err != nil {
		t.Fatal(err)
	}
	y := make([]int32, len(x))
	check(t, read(d, yb, 0, y))
	return y
}

// devRope rotates one query head at position 0 by the heads kernel (no
// QK-norm, no key heads, so nothing is stored).
func devRope(t testing.TB, d *device, head, cos, sin []int32, halfSplit bool) []int32 {
	hs := len(head)
	q, dummy := must(upload(d, head)), must(d.alloc(64))
	cb, sb, pb := must(upload(d, cos)), must(upload(d, sin)), must(upload(d, []int32{0}))
	defer func() { q.release(); dummy.release(); cb.release(); sb.release(); pb.release() }()
	hsplit := 0
	if halfSplit {
		hsplit = 1
	}
	check(t, d.run("heads", wg, wg, q, dummy, dummy, dummy, dummy, 0, dummy, dummy, 0, i64(1),
		cb, sb, pb, 1, 0, hs, hsplit, dummy, dummy, dummy, 1, 0, dummy))
	out := make([]int32, hs)
	check(t, read(d, q, 0, out))
	return out
}

// devAttention is one head over keys and values (one KV head, one layer).
func devAttention(t testing.TB, d *device, exp *inference.Exp2Tables, log2e, isq int64, q []int32, keys, vals [][]int32) (scores []int32, probs []int64, out []int32) {
	hs, np := len(q), len(keys)
	var kv []int32
	for _, k := range keys {
		kv = append(kv, k...)
	}
	for _, v := range vals {
		kv = append(kv, v...)
	}
	bufs := []*buffer{
		must(upload(d, q)), must(upload(d, kv)), must(upload(d, []uint32{0})), must(upload(d, []int32{int32(np)})),
		must(upload(d, []int32{int32(np - 1)})), must(upload(d, append(exp[0][:], exp[1][:]...))),
		must(d.alloc(int64(4 * np))), must(d.alloc(int64(8 * np))), must(d.alloc(int64(4 * hs))),
	}
	defer func() {
		for _, b := range bufs {
			b.release()
		}
	}()
	qb, kvb, kbase, kcap, pos, tab, sc, pr, ob := bufs[0], bufs[1], bufs[2], bufs[3], bufs[4], bufs[5], bufs[6], bufs[7], bufs[8]
	if err := d.run("attention", wg, wg, qb, kvb, kbase, kcap, pos, 1, 0, 1, 1, hs, i64(isq), i64(log2e), tab, sc, pr, np, ob); err != nil {
		t.Fatal(err)
	}
	scores, probs, out = make([]int32, np), make([]int64, np), make([]int32, hs)
	check(t, read(d, sc, 0, scores))
	check(t, read(d, pr, 0, probs))
	check(t, read(d, ob, 0, out))
	return scores, probs, out
}

func devSwiGLU(t testing.TB, d *device, exp *inference.Exp2Tables, log2e int64, h1, h3 []int32) []int32 {
	a, b, tab := must(upload(d, h1)), must(upload(d, h3)), must(upload(d, append(exp[0][:], exp[1][:]...)))
	o := must(d.alloc(int64(4 * len(h1))))
	defer func() { a.release(); b.release(); tab.release(); o.release() }()
	check(t, d.run("swiglu", len(h1), wg, a, b, o, tab, i64(log2e), len(h1)))
	out := make([]int32, len(h1))
	check(t, read(d, o, 0, out))
	return out
}

func devArgmax(t testing.TB, d *device, x []int32) int {
	xb, o := must(upload(d, x)), must(d.alloc(4))
	defer func() { xb.release(); o.release() }()
	check(t, d.run("argmax", wg, wg, xb, len(x), o))
	out := make([]int32, 1)
	check(t, read(d, o, 0, out))
	return int(out[0])
}

// devProbe runs a scalar primitive (probe's op) over a and b.
func devProbe(t testing.TB, d *device, op int, a []int64, b []int32, exp *inference.Exp2Tables) []int64 {
	ab, bb, tab := must(upload(d, a)), must(upload(d, b)), must(upload(d, append(exp[0][:], exp[1][:]...)))
	o := must(d.alloc(int64(8 * len(a))))
	defer func() { ab.release(); bb.release(); tab.release(); o.release() }()
	check(t, d.run("probe", len(a), wg, op, ab, bb, tab, o, len(a)))
	out := make([]int64, len(a))
	check(t, read(d, o, 0, out))
	return out
}

func readOps[T any](t *testing.T, name string) []T {
	t.Helper()
	data := must(os.ReadFile(filepath.Join(golden.Dir(), "ops", name+".json")))
	var out []T
	if err := json.Unmarshal(data, &out); err != nil || len(out) == 0 {
		t.Fatalf("%s: %v (%d cases)", name, err, len(out))
	}
	return out
}

// TestOpVectors runs every per-op golden vector through the kernels.
func TestOpVectors(t *testing.T) {
	d := testBackend(t).dev
	var tables golden.Tables
	if err := json.Unmarshal(must(os.ReadFile(filepath.Join(golden.Dir(), "ops", "tables.json"))), &tables); err != nil {
		t.Fatal(err)
	}
	var exp inference.Exp2Tables
	for k := range 256 {
		exp[0][k], exp[1][k] = int64(tables.Exp2Hi[k]), int64(tables.Exp2Lo[k])
	}
	log2e := int64(tables.Log2E)

	// The scalar primitives through the probe kernel: op, arguments, want.
	type scalar struct {
		a   int64
		b   int32
		out int64
	}
	var probes [3][]scalar
	for _, c := range readOps[golden.RSRCase](t, "rsr") {
		probes[0] = append(probes[0], scalar{int64(c.V), int32(c.S), int64(c.Out)})
	}
	for _, c := range readOps[golden.ISqrtCase](t, "isqrt") {
		probes[1] = append(probes[1], scalar{a: int64(c.N), out: int64(c.Out)})
	}
	for _, c := range readOps[golden.Exp2NegCase](t, "exp2neg") {
		probes[2] = append(probes[2], scalar{a: int64(c.Z), out: int64(c.Out)})
	}
	for op, cases := range probes {
		as, bs := make([]int64, len(cases)), make([]int32, len(cases))
		for i, c := range cases {
			as[i], bs[i] = c.a, c.b
		}
		for i, have := range devProbe(t, d, op, as, bs, &exp) {
			if have != cases[i].out {
				t.Errorf("%s %d: f(%d, %d) = %d, want %d", []string{"rsr", "isqrt", "exp2neg"}[op], i, cases[i].a, cases[i].b, have, cases[i].out)
			}
		}
	}
	for i, c := range readOps[golden.MatVecCase](t, "matvec") {
		w := inference.Matrix{Rows: c.Rows, Cols: c.Cols, Q: c.Q, M: c.M, R: c.R}
		if have := devMatVec(t, d, &w, [][]int32{c.A})[0]; !reflect.DeepEqual(have, c.Out) {
			t.Errorf("matvec %d: have %v, want %v", i, have, c.Out)
		}
	}
	for i, c := range readOps[golden.RMSNormCase](t, "rmsnorm") {
		if have := devRMSNorm(t, d, c.X, c.G, int64(c.Eps)); !reflect.DeepEqual(have, c.Out) {
			t.Errorf("rmsnorm %d: have %v, want %v", i, have, c.Out)
		}
	}
	for i, c := range readOps[golden.RopeCase](t, "rope") {
		if have := devRope(t, d, c.Head, c.Cos, c.Sin, c.HalfSplit); !reflect.DeepEqual(have, c.Out) {
			t.Errorf("rope %d: have %v, want %v", i, have, c.Out)
		}
	}
	for i, c := range readOps[golden.AttentionCase](t, "attention") {
		sc, pr, out := devAttention(t, d, &exp, log2e, int64(c.ISQ), c.Q, c.Keys, c.Values)
		probs := make([]golden.I64, len(pr))
		for j, p := range pr {
			probs[j] = golden.I64(p)
		}
		if !reflect.DeepEqual(sc, c.Scores) || !reflect.DeepEqual(probs, c.Probs) || !reflect.DeepEqual(out, c.Out) {
			t.Errorf("attention %d: have %v %v %v, want %v %v %v", i, sc, probs, out, c.Scores, c.Probs, c.Out)
		}
	}
	for i, c := range readOps[golden.SwiGLUCase](t, "swiglu") {
		if have := devSwiGLU(t, d, &exp, log2e, c.H1, c.H3); !reflect.DeepEqual(have, c.Out) {
			t.Errorf("swiglu %d: have %v, want %v", i, have, c.Out)
		}
	}
	for i, c := range readOps[golden.ArgmaxCase](t, "argmax") {
		if have := devArgmax(t, d, c.X); have != c.Out {
			t.Errorf("argmax %d: have %d, want %d", i, have, c.Out)
		}
	}
}

// extremes draws int32 activations that are mostly at or near ±MaxAct.
func extremes(rng *rand.Rand, n int) []int32 {
	out := make([]int32, n)
	for i := range out {
		switch rng.IntN(4) {
		case 0:
			out[i] = inference.MaxAct
		case 1:
			out[i] = -inference.MaxAct
		case 2:
			out[i] = int32(rng.Uint32())
			if out[i] == -1<<31 {
				out[i]++
			}
		default:
			out[i] = int32(rng.IntN(7)) - 3
		}
	}
	return out
}
