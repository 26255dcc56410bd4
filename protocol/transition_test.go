package protocol

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"math"
	"math/big"
	"os"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

var update = flag.Bool("update", false, "rewrite testdata/protocol/digest.json")

var goldenPath = filepath.Join("..", "testdata", "protocol", "digest.json")

func TestGoldenDigests(t *testing.T) {
	want, err := GoldenFile()
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile(goldenPath, want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	have, err := os.ReadFile(goldenPath)
	if err != nil {
		t.Fatalf("%v (run go test ./protocol -run TestGoldenDigests -update)", err)
	}
	if !bytes.Equal(have, want) {
		t.Fatalf("%s differs from what the code produces (run go test ./protocol -run TestGoldenDigests -update and review)", goldenPath)
	}
}

// TestGoldenFileReadBack reads the committed file the way another
// implementation would and recomputes every digest from its fields.
func TestGoldenFileReadBack(t *testing.T) {
	raw, err := os.ReadFile(goldenPath)
	if err != nil {
		t.Fatal(err)
	}
	var f VectorFile
	if err := json.Unmarshal(raw, &f); err != nil {
		t.Fatal(err)
	}
	if f.Domain != hexOf(Domain[:]) || len(f.Vectors) == 0 {
		t.Fatalf("domain %s, %d vectors", f.Domain, len(f.Vectors))
	}
	for _, v := range f.Vectors {
		tr, err := v.Transition()
		if err != nil {
			t.Fatal(err)
		}
		if got := NewVector(v.Name, tr); got != v {
			t.Errorf("%s: recomputed %+v, file has %+v", v.Name, got, v)
		}
	}
}

// TestEncodingMatchesABI checks Encode against go-ethereum's independent
// implementation of abi.encode with the Solidity types of the package doc.
func TestEncodingMatchesABI(t *testing.T) {
	ty := func(s string) abi.Type {
		x, err := abi.NewType(s, "", nil)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	args := abi.Arguments{
		{Type: ty("bytes32")}, {Type: ty("uint256")}, {Type: ty("address")}, {Type: ty("uint64")},
		{Type: ty("bytes32")}, {Type: ty("bytes32")}, {Type: ty("bytes32")}, {Type: ty("bytes32")},
		{Type: ty("bytes32")}, {Type: ty("uint32")},
	}
	for _, g := range GoldenTransitions() {
		tr := g.T
		packed, err := args.Pack(Domain, new(big.Int).SetUint64(tr.ChainID), common.Address(tr.Consumer),
			tr.Index, tr.Manifest, tr.Input, tr.Slot, tr.Old, tr.New, uint32(tr.ReferenceBlock))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(packed, tr.Encode()) {
			t.Errorf("%s: Encode differs from abi.encode\n got %x\nwant %x", g.Name, tr.Encode(), packed)
		}
		if keccak256(packed) != tr.Digest() {
			t.Errorf("%s: digest mismatch", g.Name)
		}
	}
	// keccak256("deepcall/transition/v1"), computed independently of this package.
	if hexOf(Domain[:]) != "0x"+common.Bytes2Hex(crypto.Keccak256([]byte("deepcall/transition/v1"))) {
		t.Fatal("domain")
	}
}

func TestDigestBindsEveryField(t *testing.T) {
	base := GoldenTransitions()[1].T
	d0 := base.Digest()
	mut := []func(*Transition){
		func(t *Transition) { t.ChainID++ },
		func(t *Transition) { t.Consumer[0] ^= 1 },
		func(t *Transition) { t.Index++ },
		func(t *Transition) { t.Manifest[31] ^= 1 },
		func(t *Transition) { t.Input[0] ^= 1 },
		func(t *Transition) { t.Slot[5] ^= 1 },
		func(t *Transition) { t.Old[9] ^= 1 },
		func(t *Transition) { t.New[9] ^= 1 },
		func(t *Transition) { t.ReferenceBlock++ },
	}
	for i, m := range mut {
		tr := base
		m(&tr)
		if tr.Digest() == d0 {
			t.Errorf("mutation %d leaves the digest unchanged", i)
		}
	}
}

func TestValidate(t *testing.T) {
	good := GoldenTransitions()[1].T
	cases := []struct {
		name string
		mut  func(*Transition)
		want error
	}{
		{"valid", func(*Transition) {}, nil},
		{"index zero is fine", func(t *Transition) { t.Index = 0 }, nil},
		{"old zero is fine", func(t *Transition) { t.Old = [32]byte{} }, nil},
		{"max reference block", func(t *Transition) { t.ReferenceBlock = math.MaxUint32 }, nil},
		{"zero chain", func(t *Transition) { t.ChainID = 0 }, ErrZeroChainID},
		{"zero consumer", func(t *Transition) { t.Consumer = [20]byte{} }, ErrZeroConsumer},
		{"zero manifest", func(t *Transition) { t.Manifest = [32]byte{} }, ErrZeroManifest},
		{"zero input", func(t *Transition) { t.Input = [32]byte{} }, ErrZeroInput},
		{"unchanged", func(t *Transition) { t.New = t.Old }, ErrUnchanged},
		{"zero reference block", func(t *Transition) { t.ReferenceBlock = 0 }, ErrZeroReferenceBlock},
		{"reference block past uint32", func(t *Transition) { t.ReferenceBlock = math.MaxUint32 + 1 }, ErrReferenceBlock},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tr := good
			c.mut(&tr)
			err := tr.Validate()
			if !errors.Is(err, c.want) || (c.want == nil && err != nil) {
				t.Fatalf("Validate() = %v, want %v", err, c.want)
			}
		})
	}
}

func TestDecode(t *testing.T) {
	good := GoldenTransitions()[2].T
	enc := good.Encode()
	got, err := DecodeTransition(enc)
	if err != nil || got != good {
		t.Fatalf("round trip: %v %+v", err, got)
	}
	bad := map[string]func([]byte) []byte{
		"short":           func(b []byte) []byte { return b[:EncodedLen-1] },
		"long":            func(b []byte) []byte { return append(b, 0) },
		"domain":          func(b []byte) []byte { b[0] ^= 1; return b },
		"chain id > u64":  func(b []byte) []byte { b[32+23] = 1; return b },
		"index > u64":     func(b []byte) []byte { b[96] = 1; return b },
		"refblock > u64":  func(b []byte) []byte { b[288+10] = 1; return b },
		"address padding": func(b []byte) []byte { b[64+11] = 1; return b },
	}
	for name, f := range bad {
		t.Run(name, func(t *testing.T) {
			b := f(bytes.Clone(enc))
			if _, err := DecodeTransition(b); !errors.Is(err, ErrEncoding) {
				t.Fatalf("err = %v, want ErrEncoding", err)
			}
		})
	}
}

func FuzzDecodeTransition(f *testing.F) {
	for _, g := range GoldenTransitions() {
		f.Add(g.T.Encode())
	}
	f.Add([]byte{})
	f.Add(make([]byte, EncodedLen))
	f.Fuzz(func(t *testing.T, b []byte) {
		tr, err := DecodeTransition(b)
		if err != nil {
			return
		}
		if !bytes.Equal(tr.Encode(), b) {
			t.Fatalf("decoded %+v re-encodes differently", tr)
		}
	})
}
