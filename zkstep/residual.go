package zkstep

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"io"
	"math/big"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend"
	"github.com/consensys/gnark/backend/groth16"
	"github.com/consensys/gnark/backend/solidity"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/frontend/cs/r1cs"
	"github.com/consensys/gnark/std/hash/sha3"
	"github.com/consensys/gnark/std/math/uints"
	xsha3 "golang.org/x/crypto/sha3"
)

// clampBound is SPEC.md §3.1's A = 2^31 − 1.
const clampBound = 1<<31 - 1

// Residual is the circuit of a residual op's leaf (SPEC.md §4.7: out_i =
// clamp(a_i + b_i), the op's single leaf at any model width up to P values):
// the two inputs and the output as their packed int32 bytes, each hashed
// (VectorHash), the three hashes folded into the one public digest. The
// contract opens the input hashes from the op chain and derives the op leaf
// from the output hash (SPEC.md §8.5), as the re-execution does.
type Residual struct {
	// Digest is the public input: the first 31 bytes of keccak256(hashA ‖
	// hashB ‖ hashOut) (ResidualStatement.Digest).
	Digest frontend.Variable `gnark:",public"`

	A, B, Out []uints.U8 // N int32 big-endian each

	n int
}

// NewResidual allocates the circuit of a residual over n values.
func NewResidual(n int) (*Residual, error) {
	if n < 1 || n > 4096 {
		return nil, fmt.Errorf("%w: residual of %d values", ErrShape, n)
	}
	return &Residual{A: make([]uints.U8, 4*n), B: make([]uints.U8, 4*n), Out: make([]uints.U8, 4*n), n: n}, nil
}

// Define implements frontend.Circuit.
func (c *Residual) Define(api frontend.API) error {
	bf, err := uints.NewBytes(api)
	if err != nil {
		return fmt.Errorf("zkstep: bytes api: %w", err)
	}
	var pre []uints.U8
	for _, v := range [][]uints.U8{c.A, c.B, c.Out} {
		h, err := sha3.NewLegacyKeccak256(api)
		if err != nil {
			return fmt.Errorf("zkstep: keccak: %w", err)
		}
		h.Write(v)
		pre = append(pre, h.Sum()...)
	}
	h, err := sha3.NewLegacyKeccak256(api)
	if err != nil {
		return fmt.Errorf("zkstep: keccak: %w", err)
	}
	h.Write(pre)
	var digest frontend.Variable = 0
	for _, b := range h.Sum()[:31] {
		digest = api.Add(api.Mul(digest, 256), bf.Value(b))
	}
	api.AssertIsEqual(digest, c.Digest)
	for i := range c.n {
		a := decodeInt(api, bf, c.A[4*i:4*i+4], 4)
		b := decodeInt(api, bf, c.B[4*i:4*i+4], 4)
		out := decodeInt(api, bf, c.Out[4*i:4*i+4], 4)
		api.AssertIsEqual(out, clamp(api, api.Add(a, b)))
	}
	return nil
}

// clamp is SPEC.md §3.1's clamp of s, |s| < 2^32 (a sum of two int32): hi =
// [s ≥ 2^31] is bit 33 of s − 2^31 + 2^33 ∈ [0, 2^34), lo = [s ≤ −2^31] bit 33
// of −s − 2^31 + 2^33; the decompositions also bound s.
func clamp(api frontend.API, s frontend.Variable) frontend.Variable {
	base := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 33), new(big.Int).Lsh(big.NewInt(1), 31))
	hi := api.ToBinary(api.Add(s, base), 34)[33]
	lo := api.ToBinary(api.Sub(base, s), 34)[33]
	mid := api.Sub(1, api.Add(hi, lo))
	return api.Add(api.Mul(mid, s), api.Mul(api.Sub(hi, lo), clampBound))
}

// ResidualStatement is what a residual proof asserts: the VectorHashes of the
// two inputs and of the output.
type ResidualStatement struct {
	AHash, BHash, OutHash [32]byte
}

// Digest is the circuit's public input (ZkEngineStep computes the same).
func (st ResidualStatement) Digest() *big.Int {
	h := xsha3.NewLegacyKeccak256()
	h.Write(st.AHash[:])
	h.Write(st.BHash[:])
	h.Write(st.OutHash[:])
	return new(big.Int).SetBytes(h.Sum(nil)[:31])
}

// ResidualOut is SPEC.md §4.7's output.
func ResidualOut(a, b []int32) []int32 {
	out := make([]int32, len(a))
	for i := range a {
		out[i] = int32(min(max(int64(a[i])+int64(b[i]), -clampBound), clampBound))
	}
	return out
}

// ResidualAssignment is the full witness of a residual leaf and its statement.
func ResidualAssignment(a, b []int32) (*Residual, ResidualStatement, error) {
	if len(a) != len(b) {
		return nil, ResidualStatement{}, fmt.Errorf("%w: inputs of %d and %d values", ErrWitness, len(a), len(b))
	}
	c, err := NewResidual(len(a))
	if err != nil {
		return nil, ResidualStatement{}, err
	}
	out := ResidualOut(a, b)
	st := ResidualStatement{AHash: keccak(int32Bytes(a)), BHash: keccak(int32Bytes(b)), OutHash: keccak(int32Bytes(out))}
	c.Digest = st.Digest()
	c.A, c.B, c.Out = uints.NewU8Array(int32Bytes(a)), uints.NewU8Array(int32Bytes(b)), uints.NewU8Array(int32Bytes(out))
	return c, st, nil
}

// ResidualKeys is a residual circuit of n values with its Groth16 keys.
type ResidualKeys struct {
	N    int
	Keys // Shape unused
}

// ResidualName names the circuit of n values (files and the verifier contract).
func ResidualName(n int) string { return fmt.Sprintf("res%d", n) }

// ResidualVerifierName is the Solidity contract name of its verifier.
func ResidualVerifierName(n int) string { return fmt.Sprintf("ZkResidualVerifierN%d", n) }

// CompileResidual builds the constraint system of a residual of n values.
func CompileResidual(n int) (*ResidualKeys, error) {
	c, err := NewResidual(n)
	if err != nil {
		return nil, err
	}
	cs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, c)
	if err != nil {
		return nil, fmt.Errorf("zkstep: compile %s: %w", ResidualName(n), err)
	}
	return &ResidualKeys{N: n, Keys: Keys{CS: cs}}, nil
}

// SetupResidual compiles the circuit and runs the seeded setup (see Setup:
// tests and local chains only).
func SetupResidual(n int, seed []byte) (*ResidualKeys, error) {
	k, err := CompileResidual(n)
	if err != nil {
		return nil, err
	}
	setupMu.Lock()
	defer setupMu.Unlock()
	saved := rand.Reader
	rand.Reader = newSeeded(seed)
	k.PK, k.VK, err = groth16.Setup(k.CS)
	rand.Reader = saved
	if err != nil {
		return nil, fmt.Errorf("zkstep: setup %s: %w", ResidualName(n), err)
	}
	return k, nil
}

// Prove proves the residual of a and b.
func (k *ResidualKeys) Prove(ctx context.Context, a, b []int32) (Proof, ResidualStatement, error) {
	c, st, err := ResidualAssignment(a, b)
	if err != nil {
		return Proof{}, st, err
	}
	if len(a) != k.N {
		return Proof{}, st, fmt.Errorf("%w: %d values for the circuit of %d", ErrWitness, len(a), k.N)
	}
	p, err := k.prove(ctx, c)
	if err != nil {
		return Proof{}, st, err
	}
	return Proof{Bytes: p, Digest: st.Digest()}, st, nil
}

// Verify checks a proof natively against a statement.
func (k *ResidualKeys) Verify(p Proof, st ResidualStatement) error {
	c, err := NewResidual(k.N)
	if err != nil {
		return err
	}
	c.Digest = st.Digest()
	return k.verify(c, p)
}

// ExportSolidity writes the verifier contract.
func (k *ResidualKeys) ExportSolidity(w io.Writer) error {
	return k.export(w, ResidualVerifierName(k.N), ResidualName(k.N))
}

// prove runs the prover on a full assignment; the proof in the verifier's
// calldata layout.
func (k *Keys) prove(ctx context.Context, a frontend.Circuit) ([]byte, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	w, err := frontend.NewWitness(a, ecc.BN254.ScalarField())
	if err != nil {
		return nil, fmt.Errorf("zkstep: witness: %w", err)
	}
	p, err := groth16.Prove(k.CS, k.PK, w, solidity.WithProverTargetSolidityVerifier(backend.GROTH16))
	if err != nil {
		return nil, fmt.Errorf("zkstep: prove: %w", err)
	}
	type marshaler interface{ MarshalSolidity() []byte }
	m, ok := p.(marshaler)
	if !ok {
		return nil, fmt.Errorf("zkstep: proof type %T has no solidity encoding", p)
	}
	return m.MarshalSolidity(), nil
}

// verify checks p against a public-only assignment.
func (k *Keys) verify(pub frontend.Circuit, p Proof) error {
	w, err := frontend.NewWitness(pub, ecc.BN254.ScalarField(), frontend.PublicOnly())
	if err != nil {
		return fmt.Errorf("zkstep: public witness: %w", err)
	}
	proof := groth16.NewProof(ecc.BN254)
	if err := readSolidityProof(proof, p.Bytes); err != nil {
		return fmt.Errorf("%w: %v", ErrProof, err)
	}
	if err := groth16.Verify(proof, k.VK, w, solidity.WithVerifierTargetSolidityVerifier(backend.GROTH16)); err != nil {
		return fmt.Errorf("%w: %v", ErrProof, err)
	}
	return nil
}

// Int32s decodes packed int32 big-endian values (EngineStep's vectors).
func Int32s(b []byte) ([]int32, error) {
	if len(b)%4 != 0 {
		return nil, fmt.Errorf("%w: packed vector of %d bytes", ErrWitness, len(b))
	}
	out := make([]int32, len(b)/4)
	for i := range out {
		out[i] = int32(binary.BigEndian.Uint32(b[4*i:]))
	}
	return out, nil
}

// ProveResidual implements zkgame.Source.
func (k *ResidualKeys) ProveResidual(ctx context.Context, a, b []int32) (Proof, error) {
	p, _, err := k.Prove(ctx, a, b)
	return p, err
}

// LoadResidualKeys compiles the circuit of n values and reads its proving key
// (zkgen -pk writes one); the key must come from the same circuit.
func LoadResidualKeys(n int, pk io.Reader) (*ResidualKeys, error) {
	k, err := CompileResidual(n)
	if err != nil {
		return nil, err
	}
	k.PK = groth16.NewProvingKey(ecc.BN254)
	// UnsafeReadFrom skips the points' subgroup checks (minutes here): the key is
	// the local cache zkgen wrote, and a bad key only makes proofs that fail
	if _, err := k.PK.UnsafeReadFrom(pk); err != nil {
		return nil, fmt.Errorf("zkstep: read proving key of %s: %w", ResidualName(n), err)
	}
	return k, nil
}
