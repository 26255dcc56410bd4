package zkchain

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"testing"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/zkstep"
)

func fixture(t *testing.T) (zkstep.Statement, zkstep.Proof) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "zkstep", zkstep.FixtureShape.String()+".proof.json"))
	if err != nil {
		t.Fatal(err)
	}
	var fx zkstep.Fixture
	if err := json.Unmarshal(b, &fx); err != nil {
		t.Fatal(err)
	}
	st, p, err := fx.Parse()
	if err != nil {
		t.Fatal(err)
	}
	return st, p
}

// TestProofOnChain: the committed proof verifies through the exported
// verifier on the in-process chain and decides a column range leaf through
// ZkColumnRange; altered proofs and claims are refused.
func TestProofOnChain(t *testing.T) {
	ctx := context.Background()
	c, err := Start(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	st, p := fixture(t)
	g, err := c.VerifyProof(ctx, p)
	if err != nil {
		t.Fatalf("verifyProof: %v", err)
	}
	t.Logf("verifyProof: executed %d gas, receipt %d, %d calldata bytes", g.Executed, g.Receipt, g.Calldata)

	// a blob of 4 pieces whose piece 2 is the proven one (SPEC.md §6.3 tree)
	leaves := []inference.Hash{inference.Keccak256([]byte("p0")), inference.Keccak256([]byte("p1")), st.PieceHashes[0], inference.Keccak256([]byte("p3"))}
	root := inference.MerkleRoot(leaves)
	proof := [][32]byte{leaves[3], inference.MerkleRoot(leaves[:2])}
	anchor := inference.Keccak256([]byte("the chunk leaf's predecessor"))
	segs := [][32]byte{st.PrevHash} // the fixture is range 1: one range before it
	pre := inference.Keccak256(anchor[:], word(0), st.PrevHash[:])
	post, g, err := c.Step(ctx, root, 4, WordAt(Claim(st, p, 2, proof, segs)), anchor, pre, Claim(st, p, 2, proof, segs))
	if err != nil {
		t.Fatalf("step: %v", err)
	}
	if want := inference.Keccak256(pre[:], word(1), st.NextHash[:]); post != want {
		t.Fatalf("post-state %x, want %x", post, want)
	}
	t.Logf("ZkColumnRange.step: executed %d gas, receipt %d, %d calldata bytes", g.Executed, g.Receipt, g.Calldata)

	flipped := p
	flipped.Bytes = append([]byte{}, p.Bytes...)
	flipped.Bytes[100] ^= 1
	other := st
	other.NextHash[0] ^= 1
	bad := map[string]func() error{
		"flipped proof byte": func() error { _, err := c.VerifyProof(ctx, flipped); return err },
		"another digest": func() error {
			q := p
			q.Digest = new(big.Int).Add(p.Digest, big.NewInt(1))
			_, err := c.VerifyProof(ctx, q)
			return err
		},
		"claimed next sums not proven": func() error {
			_, _, err := c.Step(ctx, root, 4, WordAt(Claim(other, p, 2, proof, segs)), anchor, pre, Claim(other, p, 2, proof, segs))
			return err
		},
		"another manifest's blob root": func() error {
			_, _, err := c.Step(ctx, inference.Keccak256([]byte("other")), 4, WordAt(Claim(st, p, 2, proof, segs)), anchor, pre, Claim(st, p, 2, proof, segs))
			return err
		},
		"another game's pre-state": func() error {
			_, _, err := c.Step(ctx, root, 4, WordAt(Claim(st, p, 2, proof, segs)), anchor, inference.Keccak256([]byte("other")), Claim(st, p, 2, proof, segs))
			return err
		},
		"the piece at another index": func() error {
			cl := Claim(st, p, 3, proof, segs)
			_, _, err := c.Step(ctx, root, 4, WordAt(cl), anchor, pre, cl)
			return err
		},
		"other words than the leaf's": func() error {
			cl := Claim(st, p, 2, proof, segs)
			_, _, err := c.Step(ctx, root, 4, new(big.Int).Add(WordAt(cl), big.NewInt(1)), anchor, pre, cl)
			return err
		},
	}
	for name, f := range bad {
		if err := f(); !errors.Is(err, ErrRefused) {
			t.Errorf("%s: got %v, want ErrRefused", name, err)
		}
	}
}

func word(v int64) []byte {
	w := make([]byte, 32)
	big.NewInt(v).FillBytes(w)
	return w
}

// TestResidualRoute: the committed residual proof decides a residual leaf
// through ZkEngineStep on a model deployed by DeployEngineRoute, at the gas
// `deepcall bench zk` reports.
func TestResidualRoute(t *testing.T) {
	ctx := context.Background()
	c, err := Start(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "zkstep", zkstep.ResidualName(zkstep.ResidualGame.Dim)+".proof.json"))
	if err != nil {
		t.Fatal(err)
	}
	var fx zkstep.ResidualFixture
	if err := json.Unmarshal(b, &fx); err != nil {
		t.Fatal(err)
	}
	st, p, err := fx.Parse()
	if err != nil {
		t.Fatal(err)
	}
	_, mf, err := inference.LoadDir(filepath.Join("..", "..", "testdata", "manifests", zkstep.ResidualGame.Model))
	if err != nil {
		t.Fatal(err)
	}
	route, err := c.DeployEngineRoute(ctx, mf)
	if err != nil {
		t.Fatal(err)
	}
	leaf, err := FirstResidual(mf.Config)
	if err != nil {
		t.Fatal(err)
	}
	post, g, err := c.ResidualStep(ctx, route, mf, leaf, st, p)
	if err != nil {
		t.Fatalf("stepProven: %v", err)
	}
	if post == ([32]byte{}) || g.Executed == 0 {
		t.Fatalf("stepProven: post-state %x, %d gas executed", post, g.Executed)
	}
	t.Logf("residual stepProven: executed %d gas, receipt %d, %d calldata bytes", g.Executed, g.Receipt, g.Calldata)
	p.Bytes[len(p.Bytes)-1] ^= 1
	if _, _, err := c.ResidualStep(ctx, route, mf, leaf, st, p); !errors.Is(err, ErrRefused) {
		t.Fatalf("an altered proof: %v, want ErrRefused", err)
	}
}
