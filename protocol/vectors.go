package protocol

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
)

// Vector is one entry of testdata/protocol/digest.json: a transition, its
// 320-byte encoding and its digest. Hashes and addresses are 0x-prefixed
// lowercase hex; 64-bit integers are decimal strings so that readers with
// float64 numbers read them exactly.
type Vector struct {
	Name           string `json:"name"`
	ChainID        string `json:"chainId"`
	Consumer       string `json:"consumer"`
	Index          string `json:"index"`
	Manifest       string `json:"manifest"`
	Input          string `json:"input"`
	Slot           string `json:"slot"`
	Old            string `json:"old"`
	New            string `json:"new"`
	ReferenceBlock string `json:"referenceBlock"`
	Encoding       string `json:"encoding"`
	Digest         string `json:"digest"`
}

// VectorFile is the layout of testdata/protocol/digest.json.
type VectorFile struct {
	Comment string   `json:"comment"`
	Domain  string   `json:"domain"`
	Vectors []Vector `json:"vectors"`
}

// NewVector fills a Vector from a transition.
func NewVector(name string, t Transition) Vector {
	d := t.Digest()
	return Vector{
		Name:           name,
		ChainID:        strconv.FormatUint(t.ChainID, 10),
		Consumer:       hexOf(t.Consumer[:]),
		Index:          strconv.FormatUint(t.Index, 10),
		Manifest:       hexOf(t.Manifest[:]),
		Input:          hexOf(t.Input[:]),
		Slot:           hexOf(t.Slot[:]),
		Old:            hexOf(t.Old[:]),
		New:            hexOf(t.New[:]),
		ReferenceBlock: strconv.FormatUint(t.ReferenceBlock, 10),
		Encoding:       hexOf(t.Encode()),
		Digest:         hexOf(d[:]),
	}
}

// Transition parses the vector's transition fields.
func (v *Vector) Transition() (Transition, error) {
	var t Transition
	var err error
	fail := func(field string, e error) (Transition, error) {
		return Transition{}, fmt.Errorf("vector %q: %s: %w", v.Name, field, e)
	}
	if t.ChainID, err = strconv.ParseUint(v.ChainID, 10, 64); err != nil {
		return fail("chainId", err)
	}
	if t.Index, err = strconv.ParseUint(v.Index, 10, 64); err != nil {
		return fail("index", err)
	}
	if t.ReferenceBlock, err = strconv.ParseUint(v.ReferenceBlock, 10, 64); err != nil {
		return fail("referenceBlock", err)
	}
	for _, f := range []struct {
		name string
		s    string
		dst  []byte
	}{
		{"consumer", v.Consumer, t.Consumer[:]},
		{"manifest", v.Manifest, t.Manifest[:]},
		{"input", v.Input, t.Input[:]},
		{"slot", v.Slot, t.Slot[:]},
		{"old", v.Old, t.Old[:]},
		{"new", v.New, t.New[:]},
	} {
		if err := parseHex(f.s, f.dst); err != nil {
			return fail(f.name, err)
		}
	}
	return t, nil
}

// GoldenTransitions are the transitions written to testdata/protocol/digest.json.
func GoldenTransitions() []struct {
	Name string
	T    Transition
} {
	label := func(s string) [32]byte { return keccak256([]byte(s)) }
	var ones [32]byte
	for i := range ones {
		ones[i] = 0xff
	}
	var addrFF [20]byte
	for i := range addrFF {
		addrFF[i] = 0xff
	}
	return []struct {
		Name string
		T    Transition
	}{
		{"devnet-first-write", Transition{
			ChainID: 1337, Consumer: [20]byte{19: 0x01}, Index: 0,
			Manifest: label("manifest"), Input: label("input"),
			Slot: [32]byte{}, Old: [32]byte{}, New: label("root"),
			ReferenceBlock: 1,
		}},
		{"sepolia-second-transition", Transition{
			ChainID: 11155111,
			Consumer: [20]byte{0x5f, 0xbd, 0xb2, 0x31, 0x56, 0x78, 0xaf, 0xec, 0xb3, 0x67,
				0xf0, 0x32, 0xd9, 0x3f, 0x64, 0x2f, 0x64, 0x18, 0x0a, 0xa3},
			Index:    1,
			Manifest: label("stories260K"), Input: label("prompt 1, n 32"),
			Slot: [32]byte{31: 0x07}, Old: label("root 0"), New: label("root 1"),
			ReferenceBlock: 7_654_321,
		}},
		{"extremes", Transition{
			ChainID: math.MaxUint64, Consumer: addrFF, Index: math.MaxUint64,
			Manifest: ones, Input: ones, Slot: ones, Old: [32]byte{}, New: ones,
			ReferenceBlock: math.MaxUint32,
		}},
		{"mainnet-high-bytes", Transition{
			ChainID: 1, Consumer: [20]byte{0: 0x80, 19: 0x01}, Index: 1 << 40,
			Manifest: [32]byte{0: 0x80}, Input: [32]byte{0: 0x01, 31: 0x01},
			Slot: label("slot"), Old: [32]byte{31: 0x01}, New: [32]byte{0: 0x01},
			ReferenceBlock: 21_000_000,
		}},
	}
}

// GoldenFile builds the content of testdata/protocol/digest.json.
func GoldenFile() ([]byte, error) {
	f := VectorFile{
		Comment: "deepcall transition digests: keccak256(abi.encode(DOMAIN, chainId, consumer, index, " +
			"manifest, input, slot, old, new, referenceBlock)), DOMAIN = keccak256(\"deepcall/transition/v1\"); see protocol/doc.go",
		Domain: hexOf(Domain[:]),
	}
	for _, g := range GoldenTransitions() {
		f.Vectors = append(f.Vectors, NewVector(g.Name, g.T))
	}
	b, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

func hexOf(b []byte) string { return "0x" + hex.EncodeToString(b) }

func parseHex(s string, dst []byte) error {
	if len(s) != 2+2*len(dst) || s[:2] != "0x" {
		return fmt.Errorf("%q: want 0x and %d hex digits", s, 2*len(dst))
	}
	_, err := hex.Decode(dst, []byte(s[2:]))
	return err
}

// BatchVector is one entry of testdata/protocol/batch.json: the leaves of
// a batch (transition digests), its Merkle root, its batch digest, and the
// proof (siblings, leaf level first) of every position.
type BatchVector struct {
	Name   string     `json:"name"`
	Count  int        `json:"count"`
	Leaves []string   `json:"leaves"`
	Root   string     `json:"root"`
	Digest string     `json:"digest"`
	Proofs [][]string `json:"proofs"`
}

// BatchVectorFile is the layout of testdata/protocol/batch.json.
type BatchVectorFile struct {
	Comment string        `json:"comment"`
	Domain  string        `json:"domain"`
	Batches []BatchVector `json:"batches"`
}

// GoldenBatchSizes are the batch sizes written to testdata/protocol/batch.json:
// one leaf, powers of two, and sizes just past them (zero padding).
var GoldenBatchSizes = []int{1, 2, 3, 4, 5, 7, 8, 16, 17}

// GoldenBatchLeaves are the first k leaves of the golden batches: the
// digests of transitions 0, 1, 2, … of one consumer, each on its own input.
func GoldenBatchLeaves(k int) [][32]byte {
	base := GoldenTransitions()[1].T
	out := make([][32]byte, k)
	for i := range out {
		t := base
		t.Index = uint64(100 + i)
		t.Input = keccak256([]byte("batch input " + strconv.Itoa(i)))
		t.Slot = ResultSlot(t.Input)
		t.New = keccak256([]byte("batch value " + strconv.Itoa(i)))
		out[i] = t.Digest()
	}
	return out
}

// NewBatchVector fills a BatchVector from leaves.
func NewBatchVector(name string, leaves [][32]byte) (BatchVector, error) {
	root, err := BatchRoot(leaves)
	if err != nil {
		return BatchVector{}, err
	}
	d, err := BatchDigest(leaves)
	if err != nil {
		return BatchVector{}, err
	}
	v := BatchVector{Name: name, Count: len(leaves), Root: hexOf(root[:]), Digest: hexOf(d[:])}
	for i, l := range leaves {
		v.Leaves = append(v.Leaves, hexOf(l[:]))
		sib, err := BatchProof(leaves, i)
		if err != nil {
			return BatchVector{}, err
		}
		p := []string{}
		for _, s := range sib {
			p = append(p, hexOf(s[:]))
		}
		v.Proofs = append(v.Proofs, p)
	}
	return v, nil
}

// GoldenBatchFile builds the content of testdata/protocol/batch.json.
func GoldenBatchFile() ([]byte, error) {
	f := BatchVectorFile{
		Comment: "deepcall batch digests: leaves = transition digests in batch order, tree padded with zero words to the next " +
			"power of two, parent = keccak256(left ‖ right), digest = keccak256(abi.encode(DOMAIN, root, count)), " +
			"DOMAIN = keccak256(\"deepcall/batch/v1\"); proofs[i] = siblings of leaf i from the leaf level up; see protocol/batch.go",
		Domain: hexOf(BatchDomain[:]),
	}
	for _, k := range GoldenBatchSizes {
		v, err := NewBatchVector("batch-"+strconv.Itoa(k), GoldenBatchLeaves(k))
		if err != nil {
			return nil, err
		}
		f.Batches = append(f.Batches, v)
	}
	b, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}
