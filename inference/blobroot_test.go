package inference_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/inference"
)

// patterned is a blob whose 1,024-byte pieces all differ (1024 mod 253 ≠ 0).
func patterned(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i % 253)
	}
	return b
}

func TestPieceHashes(t *testing.T) {
	for _, tc := range []struct {
		name   string
		size   int
		pieces int
	}{
		{"empty", 0, 0},
		{"one byte", 1, 1},
		{"one short of a piece", 1023, 1},
		{"exactly one piece", 1024, 1},
		{"one byte into the second piece", 1025, 2},
		{"exactly two pieces", 2048, 2},
		{"two and a half pieces", 2500, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			blob := patterned(tc.size)
			got := inference.PieceHashes(blob)
			if len(got) != tc.pieces {
				t.Fatalf("%d pieces, want %d", len(got), tc.pieces)
			}
			for i, h := range got {
				// The piece as SPEC.md §6.3 writes it: 1,024 bytes, zeros past the blob's end.
				want := make([]byte, inference.PieceSize)
				copy(want, blob[i*inference.PieceSize:])
				if h != inference.Hash(crypto.Keccak256Hash(want)) {
					t.Fatalf("piece %d hashes to %s, want keccak256 of the zero-padded piece", i, h)
				}
			}
			if n := tc.size % inference.PieceSize; n != 0 {
				last := blob[tc.size-n:]
				if got[len(got)-1] == inference.Hash(crypto.Keccak256Hash(last)) {
					t.Fatal("the last piece is hashed unpadded")
				}
			}
		})
	}
}

// TestBlobRootVector pins a blob root computed by an independent keccak
// implementation (js-sha3): blob[i] = i mod 253, 2,500 bytes, three pieces, the
// tree padded with one zero leaf.
func TestBlobRootVector(t *testing.T) {
	blob := patterned(2500)
	leaves := []string{
		"0x94a794ab89c0aedcf5b755ff87b7eca4bfbbe4acfce546587479e4cab10679f2",
		"0x0755aa6c725201af4e395f9dcc0549cd6b86ff897b3fe71da54efb910b35ad46",
		"0x692a57e2704406211188cc1a66357c19a4b573a444fe11e691cf81596d96da4b",
	}
	for i, h := range inference.PieceHashes(blob) {
		if h.String() != leaves[i] {
			t.Fatalf("piece %d: %s, want %s", i, h, leaves[i])
		}
	}
	if got, want := inference.BlobRoot(blob).String(), "0xf5c22151a0e6ca5acabed234bee740a606e35b2dea3e559c9ad06c9186540c1e"; got != want {
		t.Fatalf("blob root %s, want %s", got, want)
	}
	// A single piece is its own root.
	one := patterned(inference.PieceSize)
	if inference.BlobRoot(one) != inference.PieceHashes(one)[0] {
		t.Fatal("the root of one piece is not its hash")
	}
}

// TestLoadDirRefusesWrongBlobRoot: a manifest whose hash is consistent and
// whose chunks all match, but whose blob root is another blob's, is refused by
// the loader (ReadManifest alone cannot see it: it reads no chunk).
func TestLoadDirRefusesWrongBlobRoot(t *testing.T) {
	m := smallModel(t)
	mf, blob := inference.NewManifest("small", m, inference.Hash{})
	if mf.Weights.BlobRoot != inference.BlobRoot(blob) || mf.Weights.BlobRoot == (inference.Hash{}) {
		t.Fatalf("NewManifest's blob root %s, the blob's %s", mf.Weights.BlobRoot, inference.BlobRoot(blob))
	}
	other := append([]byte(nil), blob...)
	other[len(other)/2] ^= 1
	bad := *mf
	bad.Weights.BlobRoot = inference.BlobRoot(other)
	bad.Hash = bad.ComputeHash()
	if bad.Hash == mf.Hash {
		t.Fatal("the manifest hash does not cover the blob root")
	}
	dir := t.TempDir()
	if err := inference.WriteDir(dir, &bad, blob); err != nil {
		t.Fatal(err)
	}
	_, _, err := inference.LoadDir(dir)
	if !errors.Is(err, inference.ErrManifestMismatch) || !strings.Contains(err.Error(), "blob root") {
		t.Fatalf("have %v, want a blob root mismatch", err)
	}
}
