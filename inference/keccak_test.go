package inference

import (
	"math/rand/v2"
	"testing"
)

// TestKeccakBatch checks the batched hash (the vector one where built)
// against Keccak256 for lengths around every block boundary and batch sizes
// around the vector width.
func TestKeccakBatch(t *testing.T) {
	rng := rand.New(rand.NewPCG(51, 52))
	for _, n := range []int{0, 1, 31, 32, 64, 135, 136, 137, 160, 271, 272, 273, 1024} {
		for _, k := range []int{1, 2, 7, 8, 9, 20} {
			msgs := make([][]byte, k)
			for i := range msgs {
				msgs[i] = make([]byte, n)
				for j := range msgs[i] {
					msgs[i][j] = byte(rng.Uint32())
				}
			}
			got := make([]Hash, k)
			keccakBatch(msgs, got)
			for i, m := range msgs {
				if want := Keccak256(m); got[i] != want {
					t.Fatalf("length %d, batch %d, message %d: %s, want %s", n, k, i, got[i], want)
				}
			}
		}
	}
}

// BenchmarkKeccak64 hashes eight 64-byte messages (two tree nodes each):
// one at a time, and batched.
func BenchmarkKeccak64(b *testing.B) {
	msgs := make([][]byte, 8)
	for i := range msgs {
		msgs[i] = make([]byte, 64)
		msgs[i][0] = byte(i)
	}
	out := make([]Hash, 8)
	b.Run("one-by-one", func(b *testing.B) {
		for b.Loop() {
			for k, m := range msgs {
				out[k] = Keccak256(m)
			}
		}
	})
	b.Run("batch", func(b *testing.B) {
		for b.Loop() {
			keccakBatch(msgs, out)
		}
	})
}

// TestKVForestBatched checks SetRow and Root, which hash a level of every
// tree at once, against one tree at a time through Set and MerkleRoot.
func TestKVForestBatched(t *testing.T) {
	rng := rand.New(rand.NewPCG(53, 54))
	for _, c := range []Config{
		{Layers: 5, KVHeads: 4, HeadSize: 8, SeqLen: 512},
		{Layers: 3, KVHeads: 3, HeadSize: 5, SeqLen: 40},
		{Layers: 1, KVHeads: 1, HeadSize: 128, SeqLen: 7},
	} {
		f := NewKVForest(c)
		trees := make([]*KVTree, c.Layers*c.KVHeads)
		for i := range trees {
			trees[i] = NewKVTree(c.SeqLen)
		}
		for p := range min(c.SeqLen, 37) {
			row := fill32(2*c.Layers*c.KVDim(), func(int) int32 { return int32(rng.Uint32()) })
			f.SetRow(p, row)
			var layerRoots []Hash
			for l := range c.Layers {
				k, v := row[2*l*c.KVDim():], row[(2*l+1)*c.KVDim():]
				var heads []Hash
				for h := range c.KVHeads {
					tr := trees[l*c.KVHeads+h]
					hs := c.HeadSize
					tr.Set(p, HeadLeaf(k[h*hs:(h+1)*hs], v[h*hs:(h+1)*hs]))
					heads = append(heads, tr.Root())
				}
				layerRoots = append(layerRoots, MerkleRoot(heads))
			}
			if got, want := f.Root(), MerkleRoot(layerRoots); got != want {
				t.Fatalf("%+v position %d: root %s, want %s", c, p, got, want)
			}
			for i, tr := range trees {
				if f.trees[i].Root() != tr.Root() {
					t.Fatalf("%+v position %d: tree %d differs", c, p, i)
				}
			}
		}
	}
}
