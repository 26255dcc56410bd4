package sim_test

import (
	"context"
	"errors"
	"path/filepath"
	"testing"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/golden"
	"github.com/ethereum/go-ethereum/common"
)

func freshEVM(t *testing.T, name string, opts sim.Options) *sim.EVM {
	t.Helper()
	model, err := sim.LoadModel(filepath.Join(golden.Dir(), "manifests", name))
	if err != nil {
		t.Fatal(err)
	}
	e, err := sim.New(context.Background(), model, opts)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// TestBadInput drives the contract's request and weight checks and decodes
// the named custom errors from the revert data.
func TestBadInput(t *testing.T) {
	ctx := context.Background()
	const name = "rand-odd40"
	e := freshEVM(t, name, sim.Options{})
	m := e.Model()
	c := m.Manifest.Config
	hashes := m.ChunkHashes()
	if len(hashes) < 2 {
		t.Fatalf("%s has %d chunks; the test needs two", name, len(hashes))
	}
	// Every overlay sits where the manifest alone says it does.
	for i, a := range e.Overlays() {
		if want := sim.DerivedOverlayAddress(m.Manifest.Hash, i); a != want {
			t.Fatalf("overlayAddress(%d) = %s, derived %s", i, a, want)
		}
	}

	expect := func(t *testing.T, err error, name string, args ...any) {
		t.Helper()
		var rev *sim.RevertError
		if !errors.As(err, &rev) {
			t.Fatalf("want revert %s, got %v", name, err)
		}
		if rev.Name != name {
			t.Fatalf("want revert %s, got %v", name, rev)
		}
		if !errors.Is(err, &sim.RevertError{Name: name}) || !errors.Is(err, sim.ErrReverted) {
			t.Fatalf("errors.Is does not match %s", name)
		}
		for i, a := range args {
			if i >= len(rev.Args) || !argEqual(rev.Args[i], a) {
				t.Fatalf("%s args %v, want %v", name, rev.Args, args)
			}
		}
		t.Logf("%v", rev)
	}

	t.Run("token out of range", func(t *testing.T) {
		_, err := e.Generate(ctx, []int{1, c.Vocab}, 1)
		expect(t, err, "TokenOutOfRange", 1, c.Vocab, c.Vocab)
	})
	t.Run("position past context", func(t *testing.T) {
		_, err := e.Generate(ctx, []int{1, 1}, c.SeqLen)
		expect(t, err, "ContextOverflow", c.SeqLen+1, c.SeqLen)
	})
	t.Run("empty prompt", func(t *testing.T) {
		_, err := e.Generate(ctx, nil, 1)
		expect(t, err, "EmptyPrompt")
	})
	t.Run("zero count", func(t *testing.T) {
		_, err := e.Generate(ctx, []int{1}, 0)
		expect(t, err, "ZeroCount")
	})
	t.Run("wrong chunk count", func(t *testing.T) {
		_, err := e.GenerateWith(ctx, []int{1}, 1, hashes[:len(hashes)-1])
		expect(t, err, "WrongChunkCount", len(hashes)-1, len(hashes))
	})
	t.Run("wrong chunk list", func(t *testing.T) {
		bad := append([][32]byte(nil), hashes...)
		bad[1][0] ^= 1
		_, err := e.GenerateWith(ctx, []int{1}, 1, bad)
		expect(t, err, "WrongChunkRoot")
	})
	t.Run("tampered chunk", func(t *testing.T) {
		code := m.OverlayCode(1)
		code[len(code)/2] ^= 0x40
		e.SetCode(e.Overlays()[1], code)
		defer e.SetCode(e.Overlays()[1], m.OverlayCode(1))
		_, err := e.Generate(ctx, []int{1}, 1)
		expect(t, err, "ChunkTampered", 1)
	})
	t.Run("missing chunk", func(t *testing.T) {
		e.SetCode(e.Overlays()[0], nil)
		defer e.SetCode(e.Overlays()[0], m.OverlayCode(0))
		_, err := e.Generate(ctx, []int{1}, 1)
		expect(t, err, "ChunkMissing", 0, e.Overlays()[0])
	})
	// Restored overlays give the vectors' result again.
	vec, err := golden.ReadVectors(golden.Dir(), name)
	if err != nil {
		t.Fatal(err)
	}
	last := vec.Cases[len(vec.Cases)-1]
	g, err := e.Generate(ctx, last.Prompt, last.N)
	if err != nil {
		t.Fatal(err)
	}
	if g.Root() != last.Root {
		t.Fatalf("after restoring the overlays: root %s, want %s", g.Root(), last.Root)
	}
}

func argEqual(have, want any) bool {
	switch w := want.(type) {
	case int:
		b, ok := have.(interface{ Int64() int64 })
		return ok && b.Int64() == int64(w)
	default:
		return have == want
	}
}

// TestMountDiff mounts the chunks through the contract (mountChunk with each
// chunk's Merkle path) instead of writing overlay code directly, shows the
// prestate diff of those state-changing calls, and runs generate on the
// mounted overlays.
func TestMountDiff(t *testing.T) {
	ctx := context.Background()
	const name = "rand-odd40"
	e := freshEVM(t, name, sim.Options{SkipOverlays: true})
	m := e.Model()
	engine := e.Engine()
	mounter, _, err := e.Call(ctx, engine, sim.EngineABI().PackMounter())
	if err != nil {
		t.Fatalf("mounter: %v", err)
	}
	mounterAddr := common.BytesToAddress(mounter)
	abi := bindings.NewOverlayMounter()
	for i := range m.Chunks {
		var proof [][32]byte
		for _, h := range inference.MerkleProof(m.Manifest.Weights.Chunks, i) {
			proof = append(proof, h)
		}
		rc, err := e.Transact(ctx, &mounterAddr, abi.PackMountChunk(bigInt(i), m.Chunks[i], proof))
		if err != nil {
			t.Fatalf("mountChunk(%d): %v", i, err)
		}
		var diff struct {
			Pre, Post map[string]struct {
				Code    string            `json:"code"`
				Storage map[string]string `json:"storage"`
			}
		}
		if err := jsonUnmarshal(rc.Diff, &diff); err != nil {
			t.Fatal(err)
		}
		mounted, err := e.OverlayAddress(ctx, i)
		if err != nil {
			t.Fatal(err)
		}
		post, ok := diff.Post[lowerHex(mounted.Hex())]
		if !ok || len(post.Code) != 2+2*len(m.OverlayCode(i)) {
			t.Fatalf("mountChunk(%d): the diff does not create %s with the chunk's code: %s", i, mounted, truncate(rc.Diff))
		}
		if len(diff.Post[lowerHex(engine.Hex())].Storage) != 1 {
			t.Fatalf("mountChunk(%d): want one engine slot (mounted[%d]) in the diff: %s", i, i, truncate(rc.Diff))
		}
		t.Logf("mountChunk(%d): %d gas; overlay %s; diff %d bytes", i, rc.GasUsed, mounted, len(rc.Diff))
	}
	vec, err := golden.ReadVectors(golden.Dir(), name)
	if err != nil {
		t.Fatal(err)
	}
	c := vec.Cases[len(vec.Cases)-1]
	g, err := e.Generate(ctx, c.Prompt, c.N)
	if err != nil {
		t.Fatal(err)
	}
	if g.Root() != c.Root {
		t.Fatalf("mounted overlays: root %s, want %s", g.Root(), c.Root)
	}
}
