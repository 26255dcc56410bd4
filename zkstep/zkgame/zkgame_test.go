package zkgame

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/zkstep"
)

func fixture(t *testing.T) Fixture {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "zkstep", zkstep.ResidualName(zkstep.ResidualGame.Dim)+".proof.json"))
	if err != nil {
		t.Fatal(err)
	}
	var fx zkstep.ResidualFixture
	if err := json.Unmarshal(b, &fx); err != nil {
		t.Fatal(err)
	}
	return Fixture{fx}
}

// TestResidualProverCoversResidualsOnly: the prover proves the fixture game's
// residual leaf, round-trips its argument, and answers ErrNotProvable for a
// leaf of another kind and for a residual the fixture has no proof of.
func TestResidualProverCoversResidualsOnly(t *testing.T) {
	ctx := context.Background()
	g := zkstep.ResidualGame
	m, mf, err := inference.LoadDir(filepath.Join("..", "..", "testdata", "manifests", g.Model))
	if err != nil {
		t.Fatal(err)
	}
	tr, err := bisection.NewEngineTrace(&inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.CPU{Workers: 1}}, g.Prompt, g.N, bisection.EngineOptions{})
	if err != nil {
		t.Fatal(err)
	}
	ct := bisection.ChainEngineTrace{EngineTrace: tr}
	p := Residual{Ops: tr.Ops, Source: fixture(t)}
	sd, err := ct.StepData(ctx, g.Path)
	if err != nil {
		t.Fatal(err)
	}
	arg, err := p.ProveLeaf(ctx, g.Path, sd)
	if err != nil {
		t.Fatalf("the fixture game's leaf: %v", err)
	}
	a, err := ProofArgs(arg)
	if err != nil {
		t.Fatal(err)
	}
	st, proof, _ := fixture(t).Parse()
	if a.OutHash != st.OutHash || string(a.Proof) != string(proof.Bytes) {
		t.Fatalf("argument carries out hash %x, want %x", a.OutHash, st.OutHash)
	}
	if w, err := bisection.DecodeStepWitness(a.Witness); err != nil || len(w.A) != 0 || len(w.B) != 0 {
		t.Fatalf("witness in the argument: %v, vectors %d/%d bytes, want none", err, len(w.A), len(w.B))
	}
	for _, path := range [][]int{{1, 7, 0, 0} /* wo */, {1, 14, 0, 0} /* ffn_residual: no committed proof */} {
		sd, err := ct.StepData(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := p.ProveLeaf(ctx, path, sd); !errors.Is(err, bisection.ErrNotProvable) {
			t.Errorf("leaf %v: %v, want ErrNotProvable", path, err)
		}
	}
}

// TestSP1ProgramIsThePinnedELF: the program key local deployments pin is the
// guest ELF's pinned hash.
func TestSP1ProgramIsThePinnedELF(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "..", "sp1guest", "guest", "elf.sha256"))
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Fields(string(b))[0]; got != GuestELFSHA256 {
		t.Fatalf("sp1guest/guest/elf.sha256 is %s, GuestELFSHA256 %s", got, GuestELFSHA256)
	}
}
