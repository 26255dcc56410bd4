package inference_test

import (
	"context"
	"errors"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/quantize"
	"github.com/deepcall/deepcall/inference/synth"
)

func smallModel(t testing.TB) *inference.Model {
	t.Helper()
	s := synth.GoldenShapes()[1]
	m, err := quantize.Model(synth.Model(s.Config, s.Seed, s.Tied))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestRequestErrors(t *testing.T) {
	m := smallModel(t)
	c := m.Config
	e := &inference.Engine{Model: m, Backend: inference.CPU{}}
	for _, tc := range []struct {
		name   string
		prompt []int
		n      int
		want   error
	}{
		{"empty prompt", nil, 1, inference.ErrEmptyPrompt},
		{"zero count", []int{1}, 0, inference.ErrBadCount},
		{"negative count", []int{1}, -3, inference.ErrBadCount},
		{"id = vocab", []int{1, c.Vocab}, 1, inference.ErrTokenOutOfRange},
		{"negative id", []int{-1}, 1, inference.ErrTokenOutOfRange},
		{"one past the context", []int{1, 2}, c.SeqLen, inference.ErrContextOverflow},
		{"prompt longer than the context", make([]int, c.SeqLen+1), 1, inference.ErrContextOverflow},
		{"count that would wrap the position sum", []int{1, 2}, math.MaxInt, inference.ErrContextOverflow},
		{"exactly the context", []int{1, 2}, c.SeqLen - 1, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := e.Generate(context.Background(), tc.prompt, tc.n, nil)
			if !errors.Is(err, tc.want) {
				t.Fatalf("have %v, want %v", err, tc.want)
			}
		})
	}
}

func TestDeterministicAcrossWorkers(t *testing.T) {
	m := smallModel(t)
	mf, _ := inference.NewManifest("x", m, inference.Hash{})
	var first *inference.Result
	for _, w := range []int{1, 2, 3, 1} {
		e := &inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.CPU{Workers: w}}
		res, err := e.Generate(context.Background(), []int{3, 1, 4, 1, 5}, 20, nil)
		if err != nil {
			t.Fatal(err)
		}
		if first == nil {
			first = res
		} else if !reflect.DeepEqual(res, first) {
			t.Fatalf("%d workers: result differs", w)
		}
	}
	if len(first.Tokens) != 20 || len(first.Checkpoints) != 24 || first.Root != first.Checkpoints[23] {
		t.Fatalf("shape: %d tokens, %d checkpoints", len(first.Tokens), len(first.Checkpoints))
	}
}

// A run under another manifest or input must differ from the first link on.
func TestCheckpointsBindManifestAndInput(t *testing.T) {
	m := smallModel(t)
	run := func(manifest inference.Hash, prompt []int, n int) *inference.Result {
		e := &inference.Engine{Model: m, Manifest: manifest, Backend: inference.CPU{}}
		res, err := e.Generate(context.Background(), prompt, n, nil)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	base := run(inference.Hash{1}, []int{7}, 4)
	other := run(inference.Hash{2}, []int{7}, 4)
	longer := run(inference.Hash{1}, []int{7}, 5)
	if base.Checkpoints[0] == other.Checkpoints[0] || base.Checkpoints[0] == longer.Checkpoints[0] {
		t.Fatal("first link does not depend on the manifest and the request")
	}
	if !reflect.DeepEqual(base.Tokens, longer.Tokens[:4]) {
		t.Fatal("tokens depend on n")
	}
}

func TestTraceOrderAndCount(t *testing.T) {
	m := smallModel(t)
	e := &inference.Engine{Model: m, Backend: inference.CPU{}}
	for _, step := range []int{0, 2} { // step 0 is prompt-only, step 2 classifies
		var ops []inference.Op
		res, err := e.Generate(context.Background(), []int{1, 2, 3}, 2, &inference.StepTrace{Step: step, Func: func(op inference.Op, out []int32) {
			ops = append(ops, op)
		}})
		if err != nil {
			t.Fatal(err)
		}
		classify := step >= 2
		if want := inference.OpsPerStep(m.Config, classify); len(ops) != want {
			t.Fatalf("step %d: %d ops, want %d", step, len(ops), want)
		}
		for i, op := range ops {
			if op.Index != i {
				t.Fatalf("step %d: op %d has index %d", step, i, op.Index)
			}
		}
		if ops[0].Name != "embed" || (classify && ops[len(ops)-1].Name != "argmax") {
			t.Fatalf("step %d: ops %v", step, ops)
		}
		if res.Ops != int64(inference.OpsPerStep(m.Config, false)*2+inference.OpsPerStep(m.Config, true)*2) {
			t.Fatalf("ops count %d", res.Ops)
		}
	}
}

func TestManifestFolderRejectsTampering(t *testing.T) {
	m := smallModel(t)
	mf, blob := inference.NewManifest("small", m, inference.Hash{})
	if len(mf.Weights.Chunks) < 2 {
		t.Fatal("want a model with several chunks")
	}
	write := func(t *testing.T) string {
		dir := t.TempDir()
		if err := inference.WriteDir(dir, mf, blob); err != nil {
			t.Fatal(err)
		}
		return dir
	}
	if _, got, err := inference.LoadDir(write(t)); err != nil || got.Hash != mf.Hash {
		t.Fatalf("clean load: %v", err)
	}
	chunk := func(dir string, i int) string {
		return filepath.Join(dir, "chunks", []string{"0000.bin", "0001.bin"}[i])
	}
	for _, tc := range []struct {
		name   string
		mutate func(dir string) error
		want   string
	}{
		{"flipped byte", func(dir string) error {
			b, _ := os.ReadFile(chunk(dir, 1))
			b[100] ^= 1
			return os.WriteFile(chunk(dir, 1), b, 0o644)
		}, "chunk 1 hashes to"},
		{"truncated chunk", func(dir string) error {
			b, _ := os.ReadFile(chunk(dir, 0))
			return os.WriteFile(chunk(dir, 0), b[:len(b)-1], 0o644)
		}, "chunk 0 is"},
		{"missing chunk", func(dir string) error { return os.Remove(chunk(dir, 1)) }, "chunk 1"},
		{"edited config", func(dir string) error { return editManifest(dir, `"layers": 3`, `"layers": 2`) }, "weights size"},
		{"edited hash", func(dir string) error { return editManifest(dir, mf.Hash.String()[:10], "0x00000000") }, "manifest hashes to"},
		{"edited tokenizer", func(dir string) error {
			return editManifest(dir, `"tokenizer": "0x00`, `"tokenizer": "0x01`)
		}, "manifest hashes to"},
		{"unknown field", func(dir string) error { return editManifest(dir, `"spec_version"`, `"extra": 1, "spec_version"`) }, "unknown field"},
		{"edited blob root", func(dir string) error {
			return editManifest(dir, mf.Weights.BlobRoot.String(), inference.Hash{1}.String())
		}, "manifest hashes to"},
		{"other spec version", func(dir string) error { return editManifest(dir, `"spec_version": 3`, `"spec_version": 2`) }, "spec version 2"},
		{"no manifest", func(dir string) error { return os.Remove(filepath.Join(dir, "manifest.json")) }, "no such file"},
		{"trailing data", func(dir string) error {
			f, err := os.OpenFile(filepath.Join(dir, "manifest.json"), os.O_APPEND|os.O_WRONLY, 0)
			if err != nil {
				return err
			}
			defer f.Close()
			_, err = f.WriteString("{}")
			return err
		}, "data after the JSON object"},
		{"oversized chunk", func(dir string) error {
			b, _ := os.ReadFile(chunk(dir, 0))
			return os.WriteFile(chunk(dir, 0), append(b, make([]byte, 1<<20)...), 0o644)
		}, "want a regular file of 24575"},
		{"chunk is a folder", func(dir string) error {
			if err := os.Remove(chunk(dir, 1)); err != nil {
				return err
			}
			return os.Mkdir(chunk(dir, 1), 0o755)
		}, "want a regular file"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := write(t)
			if err := tc.mutate(dir); err != nil {
				t.Fatal(err)
			}
			_, _, err := inference.LoadDir(dir)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("have %v, want an error containing %q", err, tc.want)
			}
		})
	}
}

func editManifest(dir, old, new string) error {
	p := filepath.Join(dir, "manifest.json")
	b, err := os.ReadFile(p)
	if err != nil {
		return err
	}
	s := string(b)
	if !strings.Contains(s, old) {
		return errors.New("test setup: manifest lacks " + old)
	}
	return os.WriteFile(p, []byte(strings.Replace(s, old, new, 1)), 0o644)
}

func TestBlobRoundTripAndStrictness(t *testing.T) {
	m := smallModel(t)
	blob := m.EncodeBlob()
	back, err := inference.DecodeBlob(m.Config, blob)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, m) {
		t.Fatal("decode(encode(m)) != m")
	}
	layout := m.Layout()
	for _, tc := range []struct {
		name   string
		mutate func(b []byte) []byte
		want   string
	}{
		{"short", func(b []byte) []byte { return b[:len(b)-1] }, "bytes, the header implies"},
		{"long", func(b []byte) []byte { return append(b, 0) }, "bytes, the header implies"},
		{"padding row", func(b []byte) []byte {
			// The classifier has 130 rows (scales: 520 bytes, padded to
			// 544); block 8 holds rows 128..143, so lane 5 is padding.
			off := layout[len(layout)-1].Offset + 544 + 8*48*32 + 2*5
			b[off] ^= 0x01
			return b
		}, "padding row"},
		{"scale padding", func(b []byte) []byte {
			b[layout[len(layout)-1].Offset+4*130] = 1
			return b
		}, "nonzero padding"},
		{"weight -32768", func(b []byte) []byte {
			off := layout[len(layout)-1].Offset + 544
			b[off], b[off+1] = 0, 0
			return b
		}, "-32768"},
		{"bad exp table", func(b []byte) []byte { b[3] = 7; return b }, "exp2_hi"},
		{"zero-scale row with weights", func(b []byte) []byte {
			// Row 0 of the classifier: zero its scale word, keep its weights.
			off := layout[len(layout)-1].Offset
			b[off], b[off+1], b[off+2], b[off+3] = 0, 0, 0, 0
			return b
		}, "zero scale but weight"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := inference.DecodeBlob(m.Config, tc.mutate(append([]byte(nil), blob...)))
			if err == nil || !strings.Contains(err.Error(), tc.want) || !errors.Is(err, inference.ErrInvalidModel) {
				t.Fatalf("have %v, want an ErrInvalidModel containing %q", err, tc.want)
			}
		})
	}
}

func TestMerkleProofs(t *testing.T) {
	for n := 1; n <= 9; n++ {
		leaves := make([]inference.Hash, n)
		for i := range leaves {
			leaves[i] = inference.Keccak256([]byte{byte(i)})
		}
		root := inference.MerkleRoot(leaves)
		for i := range leaves {
			p := inference.MerkleProof(leaves, i)
			if !inference.VerifyMerkleProof(root, leaves[i], i, p) {
				t.Fatalf("n=%d leaf %d: proof fails", n, i)
			}
			if inference.VerifyMerkleProof(root, leaves[(i+1)%n], i, p) && n > 1 {
				t.Fatalf("n=%d leaf %d: wrong leaf verifies", n, i)
			}
		}
	}
	tree := inference.NewKVTree(48)
	var leaves []inference.Hash
	for p := range 48 {
		leaves = append(leaves, inference.Keccak256([]byte{byte(p), 1}))
		tree.Set(p, leaves[p])
	}
	for len(leaves) < 64 {
		leaves = append(leaves, inference.Hash{})
	}
	if tree.Root() != inference.MerkleRoot(leaves) {
		t.Fatal("KV tree root differs from the Merkle root of its leaves")
	}
	if !inference.VerifyMerkleProof(tree.Root(), leaves[17], 17, tree.Proof(17)) {
		t.Fatal("KV proof fails")
	}
}

// The KV forest of SPEC.md §7.3, recomputed from its definition after every
// position: tree roots over zero-padded leaves, then heads, then layers.
func TestKVForest(t *testing.T) {
	c := inference.Config{Layers: 3, KVHeads: 3, HeadSize: 2, SeqLen: 10}
	f := inference.NewKVForest(c)
	kvd := c.KVDim()
	leaves := make([][]inference.Hash, c.Layers*c.KVHeads) // per tree, 2^D leaves
	for i := range leaves {
		leaves[i] = make([]inference.Hash, 16)
	}
	for p := range c.SeqLen {
		row := make([]int32, 2*c.Layers*kvd)
		for i := range row {
			row[i] = int32(p*1000 - i*7)
		}
		f.SetRow(p, row)
		var layerRoots []inference.Hash
		for l := range c.Layers {
			var headRoots []inference.Hash
			for h := range c.KVHeads {
				k := row[2*l*kvd+h*c.HeadSize : 2*l*kvd+(h+1)*c.HeadSize]
				v := row[(2*l+1)*kvd+h*c.HeadSize : (2*l+1)*kvd+(h+1)*c.HeadSize]
				leaves[l*c.KVHeads+h][p] = inference.VectorHash(k, v)
				headRoots = append(headRoots, inference.MerkleRoot(leaves[l*c.KVHeads+h]))
				if got := f.Tree(l, h).Root(); got != headRoots[h] {
					t.Fatalf("p=%d tree (%d,%d): root %v, want %v", p, l, h, got, headRoots[h])
				}
			}
			layerRoots = append(layerRoots, inference.MerkleRoot(headRoots))
		}
		root := f.Root()
		if want := inference.MerkleRoot(layerRoots); root != want {
			t.Fatalf("p=%d: kvroot %v, want %v", p, root, want)
		}
		// one head's leaf proven against kvroot: its tree path, then the tree root's path
		l, h := p%c.Layers, (p/2)%c.KVHeads
		tree := f.Tree(l, h)
		// both levels pad to 4: the two paths fold like one path over 16 leaves
		if !inference.VerifyMerkleProof(root, tree.Root(), l*4+h, f.RootPath(l, h)) {
			t.Fatalf("p=%d: root path of tree (%d,%d) fails", p, l, h)
		}
		if !inference.VerifyMerkleProof(tree.Root(), leaves[l*c.KVHeads+h][p], p, tree.Proof(p)) {
			t.Fatalf("p=%d: leaf proof fails", p)
		}
	}
}

// A forest that holds some layers' trees only and fixes the others' roots
// (one shard's view, SPEC.md §12) reports the fixed roots, a kvroot over
// them, and proofs of its own trees' leaves against that kvroot.
func TestKVForestFixedLayerRoots(t *testing.T) {
	c := inference.Config{Layers: 3, KVHeads: 2, HeadSize: 2, SeqLen: 8}
	full, part := inference.NewKVForest(c), inference.NewKVForest(c)
	for p := range 3 {
		row := make([]int32, 2*c.Layers*c.KVDim())
		for i := range row {
			row[i] = int32(p*100 + i)
		}
		full.SetRow(p, row)
		clear(row[:2*c.KVDim()]) // layer 0 is not held: its keys and values are junk here
		part.SetRow(p, row)
	}
	if part.Root() == full.Root() {
		t.Fatal("the junk layer does not change the root")
	}
	part.FixLayerRoot(0, full.LayerRoots()[0])
	if got, want := part.LayerRoots(), full.LayerRoots(); !reflect.DeepEqual(got, want) || part.Root() != full.Root() {
		t.Fatalf("fixed forest: layer roots %v, want %v", got, want)
	}
	if tree := part.Tree(2, 1); !inference.VerifyMerkleProof(full.Root(), tree.Root(), 2*2+1, part.RootPath(2, 1)) {
		t.Fatal("a held tree's root path fails against the fixed kvroot")
	}
}

// OpHash: flat up to P values, then the block tree's root, which is
// MerkleRoot over the blocks' hashes; a frontier folds with zero subtrees
// to the root of a prefix at the tree's full depth.
func TestOpHashAndFrontier(t *testing.T) {
	for _, n := range []int{1, 4096, 4097, 5000, 8192, 8200} {
		v := make([]int32, n)
		for i := range v {
			v[i] = int32(i*7919 - n)
		}
		var blocks []inference.Hash
		for b := 0; b < n; b += 16 {
			blocks = append(blocks, inference.VectorHash(v[b:min(n, b+16)]))
		}
		want := inference.VectorHash(v)
		if n > 4096 {
			want = inference.MerkleRoot(blocks)
		}
		if got := inference.OpHash(v); got != want {
			t.Fatalf("n=%d: OpHash %v, want %v", n, got, want)
		}
		if n <= 4096 {
			continue
		}
		tree := inference.BlockTree(v)
		depth := tree.Depth()
		for _, k := range []int{0, 1, 2, 3, 255, 256, len(blocks) - 1, len(blocks)} {
			if k >= 1<<depth {
				continue // a full tree: the frontier of a chunk step never is
			}
			// the root over the first k blocks, zero leaves after them
			prefix := make([]inference.Hash, 1<<depth)
			copy(prefix, blocks[:k])
			want := inference.MerkleRoot(prefix)
			fr := tree.Frontier(k)
			zero := make([]inference.Hash, depth+1)
			for d := 1; d <= depth; d++ {
				zero[d] = inference.Keccak256(zero[d-1][:], zero[d-1][:])
			}
			node, f := zero[0], 0
			for d := 0; d < depth; d++ {
				if k>>d&1 == 1 {
					node = inference.Keccak256(fr[f][:], node[:])
					f++
				} else {
					node = inference.Keccak256(node[:], zero[d][:])
				}
			}
			if node != want || f != len(fr) {
				t.Fatalf("n=%d k=%d: frontier folds to %v, want %v", n, k, node, want)
			}
		}
	}
}

// TreeOf builds, a level at a time, the tree that setting the same leaves
// one by one builds: every node equal, the root the §6.2 Merkle root.
func TestTreeOfEqualsSetLeaves(t *testing.T) {
	for _, n := range []int{1, 2, 3, 5, 8, 13, 64, 100} {
		leaves := make([]inference.Hash, n)
		set := inference.NewKVTree(n)
		for i := range leaves {
			leaves[i] = inference.Keccak256([]byte{byte(i), byte(n)})
			set.Set(i, leaves[i])
		}
		tree := inference.TreeOf(leaves)
		if tree.Depth() != set.Depth() || tree.Root() != inference.MerkleRoot(leaves) {
			t.Fatalf("%d leaves: depth %d (want %d), root differs from MerkleRoot", n, tree.Depth(), set.Depth())
		}
		for d := 0; d <= tree.Depth(); d++ {
			for i := 0; i < 1<<(tree.Depth()-d); i++ {
				if tree.Node(d, i) != set.Node(d, i) {
					t.Fatalf("%d leaves: node (%d, %d) differs", n, d, i)
				}
			}
		}
	}
}
