package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/internal/cli"
	"github.com/deepcall/deepcall/internal/memstat"
	"github.com/deepcall/deepcall/zkstep"
	"github.com/deepcall/deepcall/zkstep/zkchain"
)

// zkReport is `deepcall bench zk --json`: gnark Groth16 proofs of a step
// (zkstep, SPEC.md §8.5) per step kind covered: constraints, setup and prove
// time with peak memory (with --prove), verification gas on the in-process
// chain (Osaka), and the Qwen3-0.6B shape's sizes.
type zkReport struct {
	Metrics struct {
		// GnarkVerifyGasMax is the largest executed gas of a proven leaf
		// (ZkColumnRange.step: binding + verifyProof) over the covered
		// kinds, at the Qwen3-0.6B shape's widest range (its binding
		// measured there, the proof check measured on the committed proof:
		// Groth16 verification does not depend on the circuit's size).
		GnarkVerifyGasMax uint64 `json:"gnark_verify_gas_max"`
		// GnarkProveSMax is the longest prove over the shapes proven here
		// (with --prove; 0 without).
		GnarkProveSMax float64 `json:"gnark_prove_s_max"`
	} `json:"metrics"`
	Kinds  []zkKind `json:"kinds"`
	Inputs struct {
		GOMAXPROCS int     `json:"gomaxprocs"`
		Prove      bool    `json:"prove"`
		Seed       string  `json:"setup_seed"`
		LoadAvg    string  `json:"load_average"`
		Note       string  `json:"note"`
		Seconds    float64 `json:"seconds"`
	} `json:"inputs"`
}

type zkKind struct {
	Kind  string `json:"kind"`
	Shape string `json:"shape"`
	Model string `json:"model"`
	// Constraints is the compiled count (Estimated false) or an estimate
	// from the measured cost of a keccak permutation (Estimated true).
	Constraints  int     `json:"constraints"`
	Estimated    bool    `json:"constraints_estimated"`
	Permutations int     `json:"keccak_permutations"`
	CompileS     float64 `json:"compile_s,omitempty"`
	SetupS       float64 `json:"setup_s,omitempty"`
	ProveS       float64 `json:"prove_s,omitempty"`
	PeakRSS      uint64  `json:"peak_rss_bytes,omitempty"`
	// VerifyGas is the exported verifier's verifyProof alone; StepGas the
	// whole ZkColumnRange.step; BindGas its binding without the proof check.
	VerifyGas *zkchain.Gas `json:"verify_proof_gas,omitempty"`
	StepGas   *zkchain.Gas `json:"step_gas,omitempty"`
	BindGas   *zkchain.Gas `json:"bind_gas,omitempty"`
}

// qwen06bRanges are the Qwen3-0.6B shape's column-range shapes (dim 1,024,
// 16 heads of 128, hidden 3,072): wq/wk/wv/w1/w3 read 1,024 inputs, wo 2,048,
// w2 3,072; stories260K has none (no matrix wider than 512 columns).
var qwen06bRanges = []struct {
	ops   string
	shape zkstep.Shape
}{
	{"wq wk wv w1 w3", zkstep.Shape{Rows: 16, Cols: 512, InputLen: 1024}},
	{"wo", zkstep.Shape{Rows: 16, Cols: 512, InputLen: 2048}},
	{"w2", zkstep.Shape{Rows: 16, Cols: 512, InputLen: 3072}},
}

// qwen06bPieces is the Qwen3-0.6B shape's blob in pieces (its manifest's
// blob_size / 1,024, rounded up).
const qwen06bPieces = 1_161_857

func benchZK(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("bench zk", "bench zk [--json] [--prove | --prove-residual] [--zk-pk FILE] [--qwen-manifest DIR] [--out FILE]", stderr)
	asJSON := fs.Bool("json", false, "write the report as JSON")
	prove := fs.Bool("prove", false, "also run the seeded setups and proofs of the committed circuits (half an hour on 2 cores)")
	proveRes := fs.Bool("prove-residual", false, "prove the residual circuit only (its proving key from --zk-pk when there, else a seeded setup)")
	out := fs.String("out", "", "also write the JSON report to this file")
	home, _ := os.UserHomeDir()
	qwen := fs.String("qwen-manifest", filepath.Join(home, ".cache", "deepcall", "qwen3-0.6b"), "the Qwen3-0.6B manifest folder (only manifest.json is read): the residual route's gas at that shape")
	zkPK := fs.String("zk-pk", filepath.Join(home, ".cache", "deepcall", "zkstep", zkstep.ResidualName(zkstep.ResidualGame.Dim)+".pk"), "with --prove: the residual circuit's proving key (zkgen -pk); absent: a seeded setup")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	t0 := time.Now()
	var rep zkReport
	rep.Inputs.GOMAXPROCS = runtime.GOMAXPROCS(0)
	rep.Inputs.Prove = *prove || *proveRes
	rep.Inputs.Seed = zkstep.TestSeed + " (test keys: forgeable, SPEC.md §8.5)"
	if b, err := os.ReadFile("/proc/loadavg"); err == nil {
		rep.Inputs.LoadAvg = string(b[:len(b)-1])
	}
	rep.Inputs.Note = "covered kinds: the matvec column range (SPEC.md §8.4; through ZkColumnRange) and the residual op leaf (SPEC.md §4.7; through ZkEngineStep over EngineStep); " +
		"0.6B constraints estimated from the measured cost of one keccak-f permutation; a kind's gas at the 0.6B shape runs the committed proof through that shape's binding (Groth16 verification does not depend on the circuit)"

	// measured: the fixture shape, and a probe with two more input permutations
	fx := zkstep.FixtureShape
	probe := fx
	probe.InputLen = 70 // 280 input bytes: 3 permutations against 1
	counts := map[zkstep.Shape]int{}
	for _, s := range []zkstep.Shape{fx, probe} {
		t := time.Now()
		cs, err := zkstep.Compile(s)
		if err != nil {
			return err
		}
		counts[s] = cs.GetNbConstraints()
		if s == fx {
			rep.Kinds = append(rep.Kinds, zkKind{Kind: "matvec_column_range", Shape: s.String(), Model: "fixture (committed verifier)",
				Constraints: counts[s], Permutations: s.Permutations(), CompileS: time.Since(t).Seconds()})
		}
	}
	perPerm := float64(counts[probe]-counts[fx]) / float64(probe.Permutations()-fx.Permutations())
	fmt.Fprintf(stderr, "bench zk: %d constraints (%s), %.0f a keccak permutation\n", counts[fx], fx, perPerm)
	k0 := &rep.Kinds[0]
	if *prove {
		t := time.Now()
		keys, err := zkstep.Setup(fx, []byte(zkstep.TestSeed))
		if err != nil {
			return err
		}
		k0.SetupS = time.Since(t).Seconds()
		t = time.Now()
		if _, _, err := keys.Prove(ctx, zkstep.FixtureLeaf(fx)); err != nil {
			return err
		}
		k0.ProveS = time.Since(t).Seconds()
		rep.Metrics.GnarkProveSMax = k0.ProveS
		if m, err := memstat.Self(); err == nil {
			k0.PeakRSS = m.Peak
		}
	}

	// gas: the committed proof on the in-process chain
	st, p, err := readZKFixture()
	if err != nil {
		return err
	}
	chain, err := zkchain.Start(ctx)
	if err != nil {
		return err
	}
	defer chain.Close()
	vg, err := chain.VerifyProof(ctx, p)
	if err != nil {
		return err
	}
	k0.VerifyGas = &vg
	leaves := [][32]byte{hashOf("piece 0"), hashOf("piece 1"), st.PieceHashes[0], hashOf("piece 3")}
	proof := [][32]byte{leaves[3], zkchain.Pair(leaves[0], leaves[1])}
	root, _, err := zkchain.RunRoot(leaves[2:3], 2, 2, proof)
	if err != nil {
		return err
	}
	anchor := hashOf("anchor")
	pre := zkchain.Pair3(anchor, 0, st.PrevHash)
	cl := zkchain.Claim(st, p, 2, proof, [][32]byte{st.PrevHash})
	if _, sg, err := chain.Step(ctx, root, 4, zkchain.WordAt(cl), anchor, pre, cl); err != nil {
		return err
	} else {
		k0.StepGas = &sg
	}

	// the Qwen3-0.6B shape: sizes, and the binding's gas at its widths
	depth := 0
	for 1<<depth < qwen06bPieces {
		depth++
	}
	for _, q := range qwen06bRanges {
		s := q.shape
		kd := zkKind{Kind: "matvec_column_range", Shape: s.String(), Model: "qwen3-0.6b " + q.ops, Estimated: true, Permutations: s.Permutations()}
		kd.Constraints = counts[fx] + int(perPerm*float64(s.Permutations()-fx.Permutations())) + s.ArithmeticTerms() - fx.ArithmeticTerms()
		addr, err := chain.DeployRange(ctx, s)
		if err != nil {
			return err
		}
		cl, root, pre, err := wideClaim(s, depth, anchor)
		if err != nil {
			return err
		}
		bg, err := chain.Bind(ctx, addr, root, qwen06bPieces, anchor, pre, cl)
		if err != nil {
			return err
		}
		kd.BindGas = &bg
		// step = bind + the verifier call; the verifier's cost is the committed proof's (one public input)
		step := bg.Executed + vg.Executed
		if step > rep.Metrics.GnarkVerifyGasMax {
			rep.Metrics.GnarkVerifyGasMax = step
		}
		rep.Kinds = append(rep.Kinds, kd)
	}
	if k0.StepGas.Executed > rep.Metrics.GnarkVerifyGasMax {
		rep.Metrics.GnarkVerifyGasMax = k0.StepGas.Executed
	}
	res, err := benchResidual(ctx, chain, *prove || *proveRes, *qwen, *zkPK, perPerm, stderr)
	if err != nil {
		return err
	}
	for _, k := range res {
		if k.StepGas != nil {
			rep.Metrics.GnarkVerifyGasMax = max(rep.Metrics.GnarkVerifyGasMax, k.StepGas.Executed)
		}
		rep.Metrics.GnarkProveSMax = max(rep.Metrics.GnarkProveSMax, k.ProveS)
	}
	rep.Kinds = append(rep.Kinds, res...)
	rep.Kinds = append(rep.Kinds, attentionEstimates(perPerm)...)
	rep.Inputs.Seconds = time.Since(t0).Seconds()
	return writeReport(rep, *asJSON, *out, stdout, func() {
		fmt.Fprintf(stdout, "gnark_verify_gas_max %d (verifyProof %d executed), gnark_prove_s_max %.1f\n", rep.Metrics.GnarkVerifyGasMax, vg.Executed, rep.Metrics.GnarkProveSMax)
		for _, k := range rep.Kinds {
			gas := uint64(0)
			if k.StepGas != nil {
				gas = k.StepGas.Executed
			}
			fmt.Fprintf(stdout, "  %-20s %-14s %-40s constraints %d (estimated %v), step gas %d, prove %.1f s\n", k.Kind, k.Shape, k.Model, k.Constraints, k.Estimated, gas, k.ProveS)
		}
	})
}

// wideClaim is the last range of a shape in a blob of qwen06bPieces pieces,
// with made-up hashes (the binding's cost does not depend on their values).
func wideClaim(s zkstep.Shape, depth int, anchor [32]byte) (bindings.ZkColumnRangeClaim, [32]byte, [32]byte, error) {
	st := zkstep.Statement{Off: 7, Range: s.Ranges() - 1, InputHash: hashOf("input"), NextHash: hashOf("next")}
	for i := range s.Pieces() {
		st.PieceHashes = append(st.PieceHashes, hashOf(fmt.Sprint("piece ", i)))
	}
	var sib [][32]byte
	for i := range 2 * depth {
		sib = append(sib, hashOf(fmt.Sprint("sibling ", i)))
	}
	const first = 700_001
	root, used, err := zkchain.RunRoot(st.PieceHashes, first, depth, sib)
	if err != nil {
		return bindings.ZkColumnRangeClaim{}, root, root, err
	}
	segs := make([][32]byte, st.Range)
	pre := anchor
	for x := range segs {
		segs[x] = hashOf(fmt.Sprint("range ", x))
		pre = zkchain.Pair3(pre, x, segs[x])
	}
	return zkchain.Claim(st, zkstep.Proof{}, first, sib[:used], segs), root, pre, nil
}

func hashOf(s string) [32]byte { return zkchain.Hash([]byte(s)) }

func readZKFixture() (zkstep.Statement, zkstep.Proof, error) {
	b, err := os.ReadFile(filepath.Join("testdata", "zkstep", zkstep.FixtureShape.String()+".proof.json"))
	if err != nil {
		return zkstep.Statement{}, zkstep.Proof{}, fmt.Errorf("bench zk: the committed proof (run from the repository root): %w", err)
	}
	var fx zkstep.Fixture
	if err := json.Unmarshal(b, &fx); err != nil {
		return zkstep.Statement{}, zkstep.Proof{}, fmt.Errorf("bench zk: %w", err)
	}
	return fx.Parse()
}

// benchResidual is the residual op leaf (zkstep.Residual through
// ZkEngineStep): stories260K's circuit compiled (and proven with --prove),
// the 0.6B shape's estimated; the whole stepProven's gas at both shapes.
func benchResidual(ctx context.Context, chain *zkchain.Chain, prove bool, qwenDir, pkPath string, perPerm float64, stderr io.Writer) ([]zkKind, error) {
	g := zkstep.ResidualGame
	st, p, err := readResidualFixture()
	if err != nil {
		return nil, err
	}
	t := time.Now()
	keys, err := zkstep.CompileResidual(g.Dim)
	if err != nil {
		return nil, err
	}
	small := zkKind{Kind: "residual", Shape: zkstep.ResidualName(g.Dim), Model: g.Model + " (committed verifier)",
		Constraints: keys.CS.GetNbConstraints(), Permutations: residualPerms(g.Dim), CompileS: time.Since(t).Seconds()}
	if prove {
		a, b := residualFixtureInputs(g.Dim)
		if f, err := os.Open(pkPath); err == nil {
			t = time.Now()
			keys, err = zkstep.LoadResidualKeys(g.Dim, f)
			f.Close()
			if err != nil {
				return nil, err
			}
			fmt.Fprintf(stderr, "bench zk: residual proving key read from %s in %.1f s\n", pkPath, time.Since(t).Seconds())
		} else {
			t = time.Now()
			if keys, err = zkstep.SetupResidual(g.Dim, []byte(zkstep.TestSeed)); err != nil {
				return nil, err
			}
			small.SetupS = time.Since(t).Seconds()
		}
		t = time.Now()
		if _, _, err := keys.Prove(ctx, a, b); err != nil {
			return nil, err
		}
		small.ProveS = time.Since(t).Seconds()
		if m, err := memstat.Self(); err == nil {
			small.PeakRSS = m.Peak
		}
	}
	_, mf, err := inference.LoadDir(filepath.Join("testdata", "manifests", g.Model))
	if err != nil {
		return nil, err
	}
	out := []zkKind{small}
	shapes := []*inference.Manifest{mf}
	if b, err := os.ReadFile(filepath.Join(qwenDir, inference.ManifestFile)); err == nil {
		q, err := inference.ReadManifest(b)
		if err != nil {
			return nil, fmt.Errorf("bench zk: %s: %w", qwenDir, err)
		}
		shapes = append(shapes, q)
		n := q.Config.Dim
		out = append(out, zkKind{Kind: "residual", Shape: zkstep.ResidualName(n), Model: q.Name + " (estimated; not set up)", Estimated: true,
			Permutations: residualPerms(n), Constraints: small.Constraints + int(perPerm*float64(residualPerms(n)-residualPerms(g.Dim)))})
	} else {
		fmt.Fprintf(stderr, "bench zk: no Qwen3-0.6B manifest at %s: the residual route's gas at that shape is not measured\n", qwenDir)
	}
	for i, m := range shapes {
		route, err := chain.DeployEngineRoute(ctx, m)
		if err != nil {
			return nil, err
		}
		leaf, err := zkchain.FirstResidual(m.Config)
		if err != nil {
			return nil, err
		}
		_, sg, err := chain.ResidualStep(ctx, route, m, leaf, st, p)
		if err != nil {
			return nil, fmt.Errorf("bench zk: residual route at %s: %w", m.Name, err)
		}
		out[i].StepGas = &sg
	}
	return out, nil
}

// residualPerms is the keccak-f permutations of the residual circuit of n
// values: three vectors of 4n bytes and the digest's 96.
func residualPerms(n int) int { return 3*(4*n/136+1) + 1 }

// residualFixtureInputs are reproducible inputs for a timing proof.
func residualFixtureInputs(n int) (a, b []int32) {
	for i := range n {
		a = append(a, int32(i*7919-250_000))
		b = append(b, int32(1_000_003*(i%5)-2_000_000))
	}
	return a, b
}

func readResidualFixture() (zkstep.ResidualStatement, zkstep.Proof, error) {
	b, err := os.ReadFile(filepath.Join("testdata", "zkstep", zkstep.ResidualName(zkstep.ResidualGame.Dim)+".proof.json"))
	if err != nil {
		return zkstep.ResidualStatement{}, zkstep.Proof{}, fmt.Errorf("bench zk: the committed residual proof (run from the repository root): %w", err)
	}
	var fx zkstep.ResidualFixture
	if err := json.Unmarshal(b, &fx); err != nil {
		return zkstep.ResidualStatement{}, zkstep.Proof{}, fmt.Errorf("bench zk: %w", err)
	}
	return fx.Parse()
}

// attentionEstimates sizes a circuit of the attention segment's max pass
// over a full segment (no circuit exists: these say why), at stories260K's
// and the 0.6B shape's head size: every KV leaf of the segment hashed
// (K ‖ V of one head, 8·headSize bytes), the RoPE output (the op's whole
// output, (heads + kvHeads)·headSize values), the two states and the digest.
func attentionEstimates(perPerm float64) []zkKind {
	perms := func(n int) int { return n/136 + 1 }
	var out []zkKind
	for _, m := range []struct {
		model                  string
		heads, kvHeads, headSz int
	}{{"stories260K", 8, 4, 8}, {"qwen3-0.6b", 16, 8, 128}} {
		b := max(1, bisection.SegmentBytes/(8*m.headSz))
		p := b*perms(8*m.headSz) + perms(4*(m.heads+m.kvHeads)*m.headSz) + 2*perms(32) + 1
		out = append(out, zkKind{Kind: "attention_segment_max", Shape: fmt.Sprintf("B%dh%d", b, m.headSz),
			Model: m.model + " (estimated; no circuit)", Estimated: true, Permutations: p,
			Constraints: int(perPerm * float64(p))})
	}
	return out
}
