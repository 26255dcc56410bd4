package zkstep

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend/groth16"
)

// loadFixture reads the committed verifying key and proof of FixtureShape.
func loadFixture(t *testing.T) (*Keys, Fixture) {
	t.Helper()
	dir := filepath.Join("..", "testdata", "zkstep")
	s := FixtureShape
	b, err := os.ReadFile(filepath.Join(dir, s.String()+".proof.json"))
	if err != nil {
		t.Fatal(err)
	}
	var fx Fixture
	if err := json.Unmarshal(b, &fx); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(filepath.Join(dir, s.String()+".vk"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	vk := groth16.NewVerifyingKey(ecc.BN254)
	if _, err := vk.ReadFrom(f); err != nil {
		t.Fatal(err)
	}
	return &Keys{Shape: s, VK: vk}, fx
}

// The committed proof is of FixtureLeaf, verifies against the committed key,
// and no altered statement or proof does.
func TestFixtureProof(t *testing.T) {
	k, fx := loadFixture(t)
	st, p, err := fx.Parse()
	if err != nil {
		t.Fatal(err)
	}
	want, _, err := FixtureLeaf(FixtureShape).Statement(FixtureShape)
	if err != nil {
		t.Fatal(err)
	}
	if want.Digest().Cmp(st.Digest()) != 0 || want.Digest().Cmp(p.Digest) != 0 {
		t.Fatal("the committed statement is not FixtureLeaf's: regenerate with go generate ./zkstep")
	}
	if err := k.Verify(p, st); err != nil {
		t.Fatalf("committed proof: %v", err)
	}
	other := FixtureLeaf(FixtureShape)
	other.Input[0]++ // another step's input
	otherSt, _, err := other.Statement(FixtureShape)
	if err != nil {
		t.Fatal(err)
	}
	cases := map[string]func() (Proof, Statement){
		"another leaf's statement": func() (Proof, Statement) { return p, otherSt },
		"next sums not the proven ones": func() (Proof, Statement) {
			s2 := st
			s2.NextHash[5] ^= 0x80
			return p, s2
		},
		"other weights": func() (Proof, Statement) {
			s2 := st
			s2.PieceHashes = append([][32]byte{}, st.PieceHashes...)
			s2.PieceHashes[0][0] ^= 1
			return p, s2
		},
		"another range":  func() (Proof, Statement) { s2 := st; s2.Range = 0; return p, s2 },
		"another offset": func() (Proof, Statement) { s2 := st; s2.Off ^= 1; return p, s2 },
		"truncated proof": func() (Proof, Statement) {
			q := p
			q.Bytes = p.Bytes[:len(p.Bytes)-1]
			return q, st
		},
	}
	for i := 0; i < len(p.Bytes); i += 37 {
		cases["flipped byte "+itoa(i)] = func() (Proof, Statement) {
			q := p
			q.Bytes = append([]byte{}, p.Bytes...)
			q.Bytes[i] ^= 1
			return q, st
		}
	}
	for name, f := range cases {
		q, s2 := f()
		if err := k.Verify(q, s2); !errors.Is(err, ErrProof) {
			t.Errorf("%s: got %v, want ErrProof", name, err)
		}
	}
}

func itoa(i int) string {
	b, _ := json.Marshal(i)
	return string(b)
}

// The committed verifier contract is what gnark exports from the committed
// key, and the committed key belongs to the circuit as it is now (else:
// go generate ./zkstep -force, i.e. go run ./zkstep/cmd/zkgen -root . -force).
func TestCommittedArtifactsAreCurrent(t *testing.T) {
	k, _ := loadFixture(t)
	var sol bytes.Buffer
	if err := k.ExportSolidity(&sol, VerifierName(FixtureShape)); err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join("..", "contracts", "src", "zk", VerifierName(FixtureShape)+".sol"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(sol.Bytes(), want) {
		t.Error("contracts/src/zk verifier differs from the export of testdata/zkstep's key")
	}
	if testing.Short() {
		t.Skip("compiling the circuit (≈ 30 s)")
	}
	cs, err := Compile(FixtureShape)
	if err != nil {
		t.Fatal(err)
	}
	h := sha256.New()
	if _, err := cs.WriteTo(h); err != nil {
		t.Fatal(err)
	}
	sum, err := os.ReadFile(filepath.Join("..", "testdata", "zkstep", FixtureShape.String()+".cs.sha256"))
	if err != nil {
		t.Fatal(err)
	}
	if got := hex.EncodeToString(h.Sum(nil)) + "\n"; got != string(sum) {
		t.Errorf("the circuit changed since its keys were made: regenerate with go generate ./zkstep (constraint system %s, committed %s)", got, sum)
	}
}
