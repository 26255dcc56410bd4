package blsagg

import (
	"math/big"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"
	eigenbn254 "github.com/Layr-Labs/eigensdk-go/crypto/bn254"
	"github.com/consensys/gnark-crypto/ecc/bn254"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr"

	"github.com/deepcall/deepcall/inference"
)

// HashToG1 maps a 32-byte message hash to G1 exactly as EigenLayer's
// BN254.hashToG1 does on chain (eigensdk-go's MapToCurve): x = digest mod p,
// then x, x+1, … until x³+3 is a square; y = (x³+3)^((p+1)/4) mod p.
func HashToG1(digest [32]byte) G1 { return *eigenbn254.MapToCurve(digest) }

// Sign signs a message hash with an EigenLayer BLS key pair: σ = sk·HashToG1(digest).
func Sign(kp *bls.KeyPair, digest [32]byte) G1 { return *kp.SignMessage(digest).G1Affine }

// SignHashed signs a message already mapped to G1 (h = HashToG1(digest)).
// Many signers of one digest save the hash-to-curve this way.
func SignHashed(kp *bls.KeyPair, h *G1) G1 { return *kp.SignHashedToCurveMessage(h).G1Affine }

// PubG1 and PubG2 are the key pair's public keys: sk·g1 and sk·g2.
func PubG1(kp *bls.KeyPair) G1 { return *kp.GetPubKeyG1().G1Affine }

// PubG2 is sk·g2, the key signatures are checked against.
func PubG2(kp *bls.KeyPair) G2 { return *kp.GetPubKeyG2().G2Affine }

// OperatorID is EigenLayer's operator id: keccak256(abi.encodePacked(pk.X,
// pk.Y)) of the operator's G1 public key (BN254.hashG1Point, the pubkeyHash
// of the BLSApkRegistry).
type OperatorID [32]byte

// IDOf computes the operator id of a G1 public key.
func IDOf(pk *G1) OperatorID {
	b := MarshalG1(pk)
	return OperatorID(keccak256(b[:]))
}

// IDOfWords is the operator id of a G1 key given as its EVM words (X, Y),
// as a contract's calldata carries it (no curve check: the id of whatever
// the words are).
func IDOfWords(x, y *big.Int) OperatorID {
	var b [64]byte
	x.FillBytes(b[:32])
	y.FillBytes(b[32:])
	return OperatorID(keccak256(b[:]))
}

func (id OperatorID) String() string { return "0x" + hexString(id[:]) }

var (
	g1Gen, g2Gen, negG2Gen = generators()
)

func generators() (G1, G2, G2) {
	_, _, g1, g2 := bn254.Generators()
	var neg G2
	neg.Neg(&g2)
	return g1, g2, neg
}

func keccak256(parts ...[]byte) [32]byte {
	return inference.Keccak256(parts...)
}

// scalarOf reduces a 32-byte hash modulo the group order r, as Solidity's
// uint256(keccak256(...)) % FR_MODULUS does.
func scalarOf(h [32]byte) *big.Int {
	return new(big.Int).Mod(new(big.Int).SetBytes(h[:]), fr.Modulus())
}

func hexString(b []byte) string {
	const digits = "0123456789abcdef"
	out := make([]byte, 2*len(b))
	for i, c := range b {
		out[2*i], out[2*i+1] = digits[c>>4], digits[c&15]
	}
	return string(out)
}
