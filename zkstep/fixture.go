package zkstep

import (
	"encoding/hex"
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
)

// TestSeed keys the committed test setup. Anyone can forge proofs for keys
// made from it: it is for tests and local chains only.
const TestSeed = "deepcall/zkstep/test-setup/v1"

// FixtureShape is the shape whose verifier and sample proof are committed:
// the smallest column range (one piece, two ranges), so a setup fits a CI
// machine.
var FixtureShape = Shape{Rows: 2, Cols: 1, InputLen: 2}

// VerifierName is the Solidity contract name of a shape's verifier.
func VerifierName(s Shape) string { return "ZkColRangeVerifier" + strings.ToUpper(s.String()) }

// FixtureLeaf is a reproducible leaf of a shape (the second range, nonzero
// previous sums, random weights).
func FixtureLeaf(s Shape) Leaf {
	r := rand.New(rand.NewPCG(17, 17))
	l := Leaf{Off: r.IntN(WordsPerPiece - s.Cols + 1), Range: s.Ranges() - 1}
	for range s.Pieces() {
		p := make([]byte, PieceSize)
		for i := range p {
			p[i] = byte(r.Uint32())
		}
		l.Pieces = append(l.Pieces, p)
	}
	for range s.InputLen {
		l.Input = append(l.Input, int32(r.Uint32()))
	}
	for range s.Rows {
		l.Prev = append(l.Prev, r.Int64N(1<<50)-(1<<49))
	}
	return l
}

// Fixture is a committed proof with its statement, hex-encoded.
type Fixture struct {
	Shape       Shape    `json:"shape"`
	PieceHashes []string `json:"pieceHashes"`
	InputHash   string   `json:"inputHash"`
	PrevHash    string   `json:"prevHash"`
	NextHash    string   `json:"nextHash"`
	Off         int      `json:"off"`
	Range       int      `json:"range"`
	Digest      string   `json:"digest"`
	Proof       string   `json:"proof"`
}

// NewFixture records a proof.
func NewFixture(s Shape, _ Leaf, st Statement, p Proof) Fixture {
	fx := Fixture{Shape: s, Off: st.Off, Range: st.Range,
		InputHash: hx(st.InputHash[:]), PrevHash: hx(st.PrevHash[:]), NextHash: hx(st.NextHash[:]),
		Digest: hx(p.Digest.FillBytes(make([]byte, 32))), Proof: hx(p.Bytes)}
	for _, h := range st.PieceHashes {
		fx.PieceHashes = append(fx.PieceHashes, hx(h[:]))
	}
	return fx
}

// Parse returns the fixture's statement and proof.
func (fx Fixture) Parse() (Statement, Proof, error) {
	st := Statement{Off: fx.Off, Range: fx.Range}
	for _, h := range fx.PieceHashes {
		b, err := unhex32(h)
		if err != nil {
			return st, Proof{}, err
		}
		st.PieceHashes = append(st.PieceHashes, b)
	}
	var err error
	for dst, src := range map[*[32]byte]string{&st.InputHash: fx.InputHash, &st.PrevHash: fx.PrevHash, &st.NextHash: fx.NextHash} {
		if *dst, err = unhex32(src); err != nil {
			return st, Proof{}, err
		}
	}
	pb, err := hex.DecodeString(strings.TrimPrefix(fx.Proof, "0x"))
	if err != nil {
		return st, Proof{}, fmt.Errorf("zkstep: fixture proof: %w", err)
	}
	d, ok := new(big.Int).SetString(strings.TrimPrefix(fx.Digest, "0x"), 16)
	if !ok {
		return st, Proof{}, fmt.Errorf("zkstep: fixture digest %q", fx.Digest)
	}
	return st, Proof{Bytes: pb, Digest: d}, nil
}

func hx(b []byte) string { return "0x" + hex.EncodeToString(b) }

func unhex32(s string) (h [32]byte, err error) {
	b, err := hex.DecodeString(strings.TrimPrefix(s, "0x"))
	if err != nil || len(b) != 32 {
		return h, fmt.Errorf("zkstep: fixture hash %q: %v", s, err)
	}
	copy(h[:], b)
	return h, nil
}

// ResidualGame is the stories260K game whose disputed leaf the committed
// residual proof decides: prompt [1 5], 2 tokens, the liar forging step 1's
// layers.0.attn_residual (op 8, path [1 8 0 0]); its inputs are op 0's
// output (the embedding) and op 7's (wo).
var ResidualGame = struct {
	Model  string
	Prompt []int
	N      int
	Path   []int
	Dim    int
}{Model: "stories260K", Prompt: []int{1, 5}, N: 2, Path: []int{1, 8, 0, 0}, Dim: 64}

// ResidualFixture is a committed residual proof with its statement.
type ResidualFixture struct {
	N       int    `json:"n"`
	AHash   string `json:"aHash"`
	BHash   string `json:"bHash"`
	OutHash string `json:"outHash"`
	Digest  string `json:"digest"`
	Proof   string `json:"proof"`
}

// NewResidualFixture records a proof.
func NewResidualFixture(n int, st ResidualStatement, p Proof) ResidualFixture {
	return ResidualFixture{N: n, AHash: hx(st.AHash[:]), BHash: hx(st.BHash[:]), OutHash: hx(st.OutHash[:]),
		Digest: hx(p.Digest.FillBytes(make([]byte, 32))), Proof: hx(p.Bytes)}
}

// Parse returns the fixture's statement and proof.
func (fx ResidualFixture) Parse() (ResidualStatement, Proof, error) {
	var st ResidualStatement
	var err error
	for _, x := range []struct {
		dst *[32]byte
		src string
	}{{&st.AHash, fx.AHash}, {&st.BHash, fx.BHash}, {&st.OutHash, fx.OutHash}} {
		if *x.dst, err = unhex32(x.src); err != nil {
			return st, Proof{}, err
		}
	}
	pb, err := hex.DecodeString(strings.TrimPrefix(fx.Proof, "0x"))
	if err != nil {
		return st, Proof{}, fmt.Errorf("zkstep: fixture proof: %w", err)
	}
	return st, Proof{Bytes: pb, Digest: st.Digest()}, nil
}
