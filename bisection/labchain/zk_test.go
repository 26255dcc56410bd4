package labchain

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/steprs"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/txmgr"
	"github.com/deepcall/deepcall/zkstep"
	"github.com/deepcall/deepcall/zkstep/zkgame"
)

// residualSource is the proof source of the zk games: with
// DEEPCALL_ZK_PROVE=1, a real gnark prover from the residual circuit's
// proving key (zkgen -pk writes ~/.cache/deepcall/zkstep/res64.pk;
// DEEPCALL_ZK_PK names another; loading it and proving take minutes here),
// else the committed proof of zkstep.ResidualGame's leaf, made by zkgen.
func residualSource(t *testing.T) (zkgame.Source, string) {
	t.Helper()
	pk := os.Getenv("DEEPCALL_ZK_PK")
	if pk == "" {
		if home, err := os.UserHomeDir(); err == nil {
			pk = filepath.Join(home, ".cache", "deepcall", "zkstep", zkstep.ResidualName(zkstep.ResidualGame.Dim)+".pk")
		}
	}
	if os.Getenv("DEEPCALL_ZK_PROVE") == "1" {
		f, err := os.Open(pk)
		if err != nil {
			t.Fatalf("DEEPCALL_ZK_PROVE=1 needs the residual proving key: %v (go run ./zkstep/cmd/zkgen -root . -pk %s)", err, pk)
		}
		defer f.Close()
		k, err := zkstep.LoadResidualKeys(zkstep.ResidualGame.Dim, f)
		if err != nil {
			t.Fatal(err)
		}
		return k, "gnark prover, proving key " + pk
	}
	b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "zkstep", zkstep.ResidualName(zkstep.ResidualGame.Dim)+".proof.json"))
	if err != nil {
		t.Fatal(err)
	}
	var fx zkstep.ResidualFixture
	if err := json.Unmarshal(b, &fx); err != nil {
		t.Fatal(err)
	}
	return zkgame.Fixture{ResidualFixture: fx}, "the committed proof (DEEPCALL_ZK_PROVE=1 proves with the key at " + pk + ")"
}

// counted counts the proofs a prover gave.
type counted struct {
	bisection.LeafProver
	n *atomic.Int32
}

func (c counted) ProveLeaf(ctx context.Context, path []int, w bisection.StepData) ([]byte, error) {
	p, err := c.LeafProver.ProveLeaf(ctx, path, w)
	if err == nil {
		c.n.Add(1)
	}
	return p, err
}

// TestEngineGameEndsInGnarkProof: a stories260K game on the lab chain whose
// liar forges step 1's layers.0.attn_residual ends with the honest side's
// DisputeGame.stepProven: ZkEngineStep opens the pre-state and the inputs'
// op hashes through EngineStep and checks the gnark proof of the residual
// with the exported verifier. A game whose leaf the prover does not cover
// (layers.0.wo) falls back to the re-execution.
func TestEngineGameEndsInGnarkProof(t *testing.T) {
	if testing.Short() {
		t.Skip("engine games: seconds")
	}
	e := startEnv(t, Options{Engine: true, Zk: zkKeys})
	ctx := context.Background()
	src, how := residualSource(t)
	t.Logf("proofs from %s", how)
	g := zkstep.ResidualGame
	for _, c := range []struct {
		name    string
		prompt  []int
		diverge []int
		liar    bisection.Side
		proofs  int32
	}{
		{"layers.0.attn_residual, by proof", g.Prompt, g.Path[:2], bisection.Defender, 1},
		{"layers.0.wo (no circuit): the EVM step", []int{1, 6}, []int{1, 7}, bisection.Challenger, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			var n atomic.Int32
			res, err := e.PlayEngine(ctx, EngineGame{Prompt: c.prompt, N: g.N, Diverge: c.diverge, Liar: c.liar,
				Prover: func(tr *bisection.EngineTrace) bisection.LeafProver {
					return counted{zkgame.Residual{Ops: tr.Ops, Source: src}, &n}
				}})
			if err != nil {
				t.Fatal(err)
			}
			o := res.Final.Outcome
			want := append(append([]int(nil), c.diverge...), 0, 0)[:4]
			if o == nil || o.Winner != c.liar.Other() || o.Reason != bisection.ByStep || fmt.Sprint(o.Path) != fmt.Sprint(want) {
				t.Fatalf("outcome %+v, want the honest %s to win by the one step at %v", o, c.liar.Other(), want)
			}
			if n.Load() != c.proofs {
				t.Fatalf("%d proofs sent, want %d", n.Load(), c.proofs)
			}
			for j, en := range res.Transcript.Entries {
				if en.Kind == bisection.Step {
					t.Logf("%s: leaf %v, step transaction %d gas (proofs: %d)", c.name, o.Path, res.Gas[j], c.proofs)
				}
			}
		})
	}
}

// TestZkEngineStepRefuses: ZkEngineStep.stepProven refuses, by name, a proof
// with a flipped byte, an output hash other than the proven one, a proof for
// another leaf, for another request (another game's context) and for a leaf
// with no circuit; the honest proof gives the honest op leaf.
func TestZkEngineStepRefuses(t *testing.T) {
	e := startEnv(t, Options{Engine: true, Zk: zkKeys})
	ctx := context.Background()
	src, how := residualSource(t)
	t.Logf("proofs from %s", how)
	g := zkstep.ResidualGame
	eng := &inference.Engine{Model: e.Model, Manifest: e.Manifest.Hash, Backend: inference.CPU{Workers: 1}}
	tr, err := bisection.NewEngineTrace(eng, g.Prompt, g.N, bisection.EngineOptions{})
	if err != nil {
		t.Fatal(err)
	}
	ct := bisection.ChainEngineTrace{EngineTrace: tr}
	prover := zkgame.Residual{Ops: tr.Ops, Source: src}
	zkABI := bindings.NewZkEngineStep()
	sctx := func(prompt []int) bindings.StepContext {
		return bindings.StepContext{Manifest: e.Manifest.Hash, Input: inference.InputHash(prompt, g.N),
			Steps: big.NewInt(int64(tr.Steps())), PromptLen: big.NewInt(int64(len(prompt)))}
	}
	call := func(sc bindings.StepContext, path []int, pre [32]byte, proof []byte) (inference.Hash, string) {
		bigPath := make([]*big.Int, len(path))
		for i, p := range path {
			bigPath[i] = big.NewInt(int64(p))
		}
		out, err := e.call(ctx, e.ZkStep, zkABI.PackStepProven(sc, bigPath, pre, proof))
		if err != nil {
			rev, _ := txmgr.RevertData(err)
			for _, errs := range []map[string]abi.Error{zkABI.GetABI().Errors, bindings.NewEngineStep().GetABI().Errors} {
				for name, ce := range errs {
					if len(rev) >= 4 && string(ce.ID[:4]) == string(rev[:4]) {
						return inference.Hash{}, name
					}
				}
			}
			return inference.Hash{}, err.Error()
		}
		h, err := zkABI.UnpackStepProven(out)
		if err != nil {
			t.Fatal(err)
		}
		return h, ""
	}
	path := g.Path
	sd, err := ct.StepData(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	proof, err := prover.ProveLeaf(ctx, path, sd)
	if err != nil {
		t.Fatal(err)
	}
	pre, err := bisection.Prev(ctx, tr, path)
	if err != nil {
		t.Fatal(err)
	}
	want, err := tr.Hash(ctx, path[:3], path[3])
	if err != nil {
		t.Fatal(err)
	}
	if got, why := call(sctx(g.Prompt), path, pre, proof); got != want {
		t.Fatalf("honest proof: %s (%s), want %s", got, why, want)
	}
	args, err := zkgame.ProofArgs(proof)
	if err != nil {
		t.Fatal(err)
	}
	repack := func(f func(a *zkgame.Args)) []byte {
		a := args
		a.Proof = append([]byte{}, args.Proof...)
		f(&a)
		b, err := a.Pack()
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	other := []int{1, 14, 0, 0} // layers.0.ffn_residual: a residual too, other inputs
	otherPre, err := bisection.Prev(ctx, tr, other)
	if err != nil {
		t.Fatal(err)
	}
	bare := func(p []int) []byte {
		sd, err := ct.StepData(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		w, err := bisection.DecodeStepWitness(sd.Witness)
		if err != nil {
			t.Fatal(err)
		}
		w.A, w.B = []byte{}, []byte{}
		b, err := w.Encode()
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	otherWitness := bare(other)
	woPath := []int{1, 7, 0, 0}
	woPre, err := bisection.Prev(ctx, tr, woPath)
	if err != nil {
		t.Fatal(err)
	}
	woWitness := bare(woPath)
	// the same leaf in another game (another request): its agreed pre-state
	tr2, err := bisection.NewEngineTrace(eng, []int{1, 6}, g.N, bisection.EngineOptions{})
	if err != nil {
		t.Fatal(err)
	}
	pre2, err := bisection.Prev(ctx, tr2, path)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		sc    bindings.StepContext
		path  []int
		pre   [32]byte
		proof []byte
		want  string
	}{
		{"a flipped proof byte", sctx(g.Prompt), path, pre, repack(func(a *zkgame.Args) { a.Proof[70] ^= 1 }), "ProofRejected"},
		{"an output hash other than the proven one", sctx(g.Prompt), path, pre, repack(func(a *zkgame.Args) { a.OutHash[5] ^= 1 }), "ProofRejected"},
		{"the proof for another leaf (ffn_residual's opening)", sctx(g.Prompt), other, otherPre, repack(func(a *zkgame.Args) { a.Witness = otherWitness }), "ProofRejected"},
		{"the proof in another game (another request)", sctx([]int{1, 6}), path, pre2, proof, "PreStateMismatch"},
		{"a leaf with no circuit (wo)", sctx(g.Prompt), woPath, woPre, repack(func(a *zkgame.Args) { a.Witness = woWitness }), "NotProvable"},
		{"a witness that does not open the leaf", sctx(g.Prompt), woPath, woPre, proof, "BadWitness"},
	} {
		if _, why := call(c.sc, c.path, c.pre, c.proof); !strings.HasPrefix(why, c.want) {
			t.Errorf("%s: %q, want %s", c.name, why, c.want)
		}
	}
}

// TestEngineGameEndsInSP1StandInProof: the SP1 route of ZkEngineStep ends a
// stories260K game at an attention segment leaf through the ISP1Verifier
// the deployment configured, here Sp1VerifierStandIn (no SP1 Groth16 proof
// can be made on these machines: the stand-in proves nothing, it checks the
// program key and the public values arrive unchanged). Public values that
// do not match the game are refused by name before any verifier call.
func TestEngineGameEndsInSP1StandInProof(t *testing.T) {
	if testing.Short() {
		t.Skip("engine games: seconds")
	}
	e := startEnv(t, Options{Engine: true, Zk: zkKeys})
	ctx := context.Background()
	prompt, n := []int{1, 7}, 2
	diverge := []int{1, 6, 3, 0} // layers.0.attention head 3, pass max
	var sent atomic.Int32
	res, err := e.PlayEngine(ctx, EngineGame{Prompt: prompt, N: n, Diverge: diverge, Liar: bisection.Challenger,
		Prover: func(tr *bisection.EngineTrace) bisection.LeafProver {
			return counted{zkgame.SP1StandIn{Trace: tr, Base: e.stepBase(prompt, n), Program: zkgame.SP1Program()}, &sent}
		}})
	if err != nil {
		t.Fatal(err)
	}
	o := res.Final.Outcome
	if o == nil || o.Winner != bisection.Defender || o.Reason != bisection.ByStep || fmt.Sprint(o.Path) != fmt.Sprint(diverge) || sent.Load() != 1 {
		t.Fatalf("outcome %+v after %d proofs, want the honest defender to win by one proven step at %v", o, sent.Load(), diverge)
	}
	for j, en := range res.Transcript.Entries {
		if en.Kind == bisection.Step {
			t.Logf("SP1 route (stand-in verifier): leaf %v, step transaction %d gas", o.Path, res.Gas[j])
		}
	}

	eng := &inference.Engine{Model: e.Model, Manifest: e.Manifest.Hash, Backend: inference.CPU{Workers: 1}}
	tr, err := bisection.NewEngineTrace(eng, prompt, n, bisection.EngineOptions{})
	if err != nil {
		t.Fatal(err)
	}
	ct := bisection.ChainEngineTrace{EngineTrace: tr}
	sd, err := ct.StepData(ctx, diverge)
	if err != nil {
		t.Fatal(err)
	}
	pre, err := bisection.Prev(ctx, tr, diverge)
	if err != nil {
		t.Fatal(err)
	}
	zkABI := bindings.NewZkEngineStep()
	// call submits the proof of the game's leaf under the context of a game of ctxPrompt
	call := func(ctxPrompt []int, program [32]byte, change func(m, pv, p []byte) ([]byte, []byte, []byte)) string {
		p := zkgame.SP1StandIn{Trace: tr, Base: e.stepBase(prompt, n), Program: program}
		arg, err := p.ProveLeaf(ctx, diverge, sd)
		if err != nil {
			t.Fatal(err)
		}
		if change != nil {
			if arg, err = zkgame.RepackSP1(arg, change); err != nil {
				t.Fatal(err)
			}
		}
		sctx := bindings.StepContext{Manifest: e.Manifest.Hash, Input: inference.InputHash(ctxPrompt, n), Steps: big.NewInt(int64(tr.Steps())), PromptLen: big.NewInt(int64(len(ctxPrompt)))}
		path := []*big.Int{big.NewInt(1), big.NewInt(6), big.NewInt(3), big.NewInt(0)}
		_, err = e.call(ctx, e.ZkStep, zkABI.PackStepProven(sctx, path, pre, arg))
		if err == nil {
			return ""
		}
		rev, _ := txmgr.RevertData(err)
		for name, ce := range zkABI.GetABI().Errors {
			if len(rev) >= 4 && string(ce.ID[:4]) == string(rev[:4]) {
				args, _ := ce.Unpack(rev)
				return fmt.Sprint(name, args)
			}
		}
		return err.Error()
	}
	if why := call(prompt, zkgame.SP1Program(), nil); why != "" {
		t.Fatalf("honest SP1 stand-in proof refused: %s", why)
	}
	flip := func(i int) func(m, pv, p []byte) ([]byte, []byte, []byte) {
		return func(m, pv, p []byte) ([]byte, []byte, []byte) {
			pv = append([]byte{}, pv...)
			pv[i] ^= 1
			return m, pv, zkgame.StandInProof(zkgame.SP1Program(), pv)
		}
	}
	for _, c := range []struct {
		name    string
		prompt  []int
		program [32]byte
		change  func(m, pv, p []byte) ([]byte, []byte, []byte)
		want    string
	}{
		{"a flipped proof byte", prompt, zkgame.SP1Program(), func(m, pv, p []byte) ([]byte, []byte, []byte) {
			p = append([]byte{}, p...)
			p[3] ^= 1
			return m, pv, p
		}, "ProofRejected"},
		{"a proof for another program", prompt, [32]byte{1}, nil, "ProofRejected"},
		{"a refused step (status 1)", prompt, zkgame.SP1Program(), flip(31), "PublicValuesMismatch[status]"},
		{"another pre-state", prompt, zkgame.SP1Program(), flip(40), "PublicValuesMismatch[pre]"},
		{"another game's request", []int{1, 8}, zkgame.SP1Program(), nil, "PublicValuesMismatch[frame]"},
		{"another model header", prompt, zkgame.SP1Program(), func(m, pv, p []byte) ([]byte, []byte, []byte) {
			m = append([]byte{}, m...)
			m[31] ^= 1
			return m, pv, p
		}, "PublicValuesMismatch[model]"},
	} {
		if why := call(c.prompt, c.program, c.change); !strings.HasPrefix(why, c.want) {
			t.Errorf("%s: %q, want %s", c.name, why, c.want)
		}
	}
}

// stepBase is the fixed part of the SP1 guest's requests for a game of
// prompt and n tokens on this chain (steprs.ForGame, EngineStep's chunking).
func (e *Env) stepBase(prompt []int, n int) steprs.Request {
	macs := e.Opts.ChunkMACs
	if macs == 0 {
		macs = bisection.DefaultChunkMACs
	}
	return steprs.ForGame(e.Manifest, prompt, n, macs)
}

// zkKeys is Options.Zk: the model hash and program key of the SP1 guest.
func zkKeys(e *Env) (inference.Hash, [32]byte, error) {
	model, err := zkgame.ModelHash(e.stepBase(nil, 0))
	return model, zkgame.SP1Program(), err
}
