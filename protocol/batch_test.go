package protocol

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
)

var goldenBatchPath = filepath.Join("..", "testdata", "protocol", "batch.json")

func TestGoldenBatches(t *testing.T) {
	want, err := GoldenBatchFile()
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile(goldenBatchPath, want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	have, err := os.ReadFile(goldenBatchPath)
	if err != nil {
		t.Fatalf("%v (run go test ./protocol -run TestGoldenBatches -update)", err)
	}
	if !bytes.Equal(have, want) {
		t.Fatalf("%s differs from what the code produces (run go test ./protocol -run TestGoldenBatches -update and review)", goldenBatchPath)
	}
}

// TestGoldenBatchReadBack reads the committed file as another
// implementation would and checks every proof against the digest.
func TestGoldenBatchReadBack(t *testing.T) {
	raw, err := os.ReadFile(goldenBatchPath)
	if err != nil {
		t.Fatal(err)
	}
	var f BatchVectorFile
	if err := json.Unmarshal(raw, &f); err != nil {
		t.Fatal(err)
	}
	if f.Domain != hexOf(crypto.Keccak256([]byte("deepcall/batch/v1"))) || len(f.Batches) != len(GoldenBatchSizes) {
		t.Fatalf("domain %s, %d batches", f.Domain, len(f.Batches))
	}
	for _, v := range f.Batches {
		leaves := make([][32]byte, len(v.Leaves))
		for i, s := range v.Leaves {
			if err := parseHex(s, leaves[i][:]); err != nil {
				t.Fatal(err)
			}
		}
		var digest [32]byte
		if err := parseHex(v.Digest, digest[:]); err != nil {
			t.Fatal(err)
		}
		for i, p := range v.Proofs {
			sib := make([][32]byte, len(p))
			for j, s := range p {
				if err := parseHex(s, sib[j][:]); err != nil {
					t.Fatal(err)
				}
			}
			if err := VerifyBatchProof(digest, leaves[i], v.Count, i, sib); err != nil {
				t.Errorf("%s leaf %d: %v", v.Name, i, err)
			}
		}
	}
}

// TestBatchDigestLayout pins the tree against a direct computation.
func TestBatchDigestLayout(t *testing.T) {
	h := func(a, b [32]byte) [32]byte { return [32]byte(crypto.Keccak256(a[:], b[:])) }
	l := GoldenBatchLeaves(3)
	var zero [32]byte
	root := h(h(l[0], l[1]), h(l[2], zero))
	want := crypto.Keccak256(BatchDomain[:], root[:], append(make([]byte, 31), 3))
	got, err := BatchDigest(l)
	if err != nil || !bytes.Equal(got[:], want) {
		t.Fatalf("BatchDigest %x (%v), want %x", got, err, want)
	}
	one, _ := BatchRoot(l[:1])
	if one != l[0] {
		t.Fatal("the root of one leaf is the leaf")
	}
	d1, _ := BatchDigest(l[:1])
	if d1 == l[0] {
		t.Fatal("a batch of one signs the transition digest itself")
	}
	// The count is bound: a tree of 3 and one of 4 with a zero last leaf differ.
	d4, _ := BatchDigest(append(slices.Clone(l), zero))
	if d4 == [32]byte(got) {
		t.Fatal("count not bound")
	}
}

func TestBatchProofRefusals(t *testing.T) {
	l := GoldenBatchLeaves(5)
	d, _ := BatchDigest(l)
	sib, err := BatchProof(l, 4)
	if err != nil || len(sib) != 3 {
		t.Fatalf("proof: %v, %d siblings", err, len(sib))
	}
	if err := VerifyBatchProof(d, l[4], 5, 4, sib); err != nil {
		t.Fatal(err)
	}
	bad := func(name string, digest, leaf [32]byte, k, i int, s [][32]byte) {
		t.Helper()
		if err := VerifyBatchProof(digest, leaf, k, i, s); !errors.Is(err, ErrBatchProof) {
			t.Errorf("%s: %v, want ErrBatchProof", name, err)
		}
	}
	bad("other leaf", d, l[3], 5, 4, sib)
	bad("other position", d, l[4], 5, 3, sib)
	bad("padding position", d, [32]byte{}, 5, 5, sib)
	bad("other count", d, l[4], 6, 4, sib)
	bad("short proof", d, l[4], 5, 4, sib[:2])
	bad("long proof", d, l[4], 5, 4, append(slices.Clone(sib), [32]byte{}))
	bad("zero count", d, l[4], 0, 0, nil)
	bad("too many", d, l[4], MaxBatch+1, 4, sib)
	tampered := slices.Clone(sib)
	tampered[1][0] ^= 1
	bad("tampered sibling", d, l[4], 5, 4, tampered)
	if _, err := BatchDigest(nil); !errors.Is(err, ErrBatchSize) {
		t.Errorf("empty batch: %v", err)
	}
	if _, err := BatchDigest(make([][32]byte, MaxBatch+1)); !errors.Is(err, ErrBatchSize) {
		t.Errorf("257 leaves: %v", err)
	}
	if _, err := BatchProof(l, 5); !errors.Is(err, ErrBatchProof) {
		t.Errorf("proof past the end: %v", err)
	}
	// every position of a full batch
	full := GoldenBatchLeaves(MaxBatch)
	df, _ := BatchDigest(full)
	for _, i := range []int{0, 1, 127, 128, 255} {
		s, _ := BatchProof(full, i)
		if err := VerifyBatchProof(df, full[i], MaxBatch, i, s); err != nil || len(s) != 8 {
			t.Errorf("position %d of 256: %v", i, err)
		}
	}
}

func TestBatchTokens(t *testing.T) {
	answers := [][]int{{1, 2, 3}, {}, {math.MaxUint32}, {461, 0}}
	b, err := PackBatchTokens(answers)
	if err != nil {
		t.Fatal(err)
	}
	want := []byte{0, 0, 0, 3, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 1, 0xff, 0xff, 0xff, 0xff,
		0, 0, 0, 2, 0, 0, 1, 0xcd, 0, 0, 0, 0}
	if !bytes.Equal(b, want) {
		t.Fatalf("packed %x, want %x", b, want)
	}
	back, err := DecodeBatchTokens(b, len(answers))
	if err != nil || len(back) != len(answers) {
		t.Fatalf("decode: %v", err)
	}
	for i := range answers {
		if !slices.Equal(back[i], answers[i]) {
			t.Errorf("answer %d: %v, want %v", i, back[i], answers[i])
		}
	}
	for name, c := range map[string]struct {
		b []byte
		k int
	}{
		"fewer answers":      {b, 5},
		"more bytes":         {append(slices.Clone(b), 0), 4},
		"count past the end": {[]byte{0, 0, 0, 2, 0, 0, 0, 1}, 1},
		"cut count":          {[]byte{0, 0}, 1},
		"negative k":         {nil, -1},
	} {
		if _, err := DecodeBatchTokens(c.b, c.k); !errors.Is(err, ErrBatchTokens) {
			t.Errorf("%s: %v, want ErrBatchTokens", name, err)
		}
	}
	if _, err := PackBatchTokens([][]int{{1 << 32}}); !errors.Is(err, ErrBatchTokens) {
		t.Errorf("id of 2^32: %v", err)
	}
	if _, err := PackBatchTokens([][]int{{-1}}); !errors.Is(err, ErrBatchTokens) {
		t.Errorf("negative id: %v", err)
	}
}

func FuzzDecodeBatchTokens(f *testing.F) {
	b, _ := PackBatchTokens([][]int{{1, 2, 3}, {}, {7}})
	f.Add(b, 3)
	f.Add([]byte{}, 0)
	f.Add([]byte{0xff, 0xff, 0xff, 0xff}, 1)
	f.Fuzz(func(t *testing.T, b []byte, k int) {
		answers, err := DecodeBatchTokens(b, k)
		if err != nil {
			return
		}
		again, err := PackBatchTokens(answers)
		if err != nil || !bytes.Equal(again, b) {
			t.Fatalf("decoded %v re-packs to %x (%v), input %x", answers, again, err, b)
		}
	})
}
