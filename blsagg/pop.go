package blsagg

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math/big"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"
	"github.com/consensys/gnark-crypto/ecc/bn254"
)

// Proof of possession (PoP).
//
// Aggregating public keys is only safe when every key's owner knows its
// secret: otherwise an attacker registers pk_a = pk' − pk_victim and, alone,
// signs for both (the rogue-key attack, see TestRogueKey). EigenLayer refuses
// such keys at registration: BLSApkRegistry.registerBLSPublicKey takes the G1
// and G2 keys and a G1 signature σ over a registration message point H (the
// hash-to-G1 of an EIP-712 hash of the operator's address), and accepts them
// only if, for γ = keccak256(σ.X, σ.Y, pk1.X, pk1.Y, pk2.X, pk2.Y, H.X, H.Y) mod r,
//
//	e(σ + γ·pk1, −g2) · e(H + γ·g1, pk2) = 1,
//
// which holds (except with negligible probability over γ) exactly when
// σ = sk·H and pk1 = sk·g1 for the sk with pk2 = sk·g2. [VerifyPoPAt] is that
// check, byte for byte. Our own registration message, [PoPMessage], follows
// the same shape but binds more: the chain, the registry, the operator
// address and both public keys.

// ErrPoP means a proof of possession does not verify.
var ErrPoP = errors.New("blsagg: invalid proof of possession")

// PoPDomain is keccak256("deepcall/pop/v1"), the first word of [PoPMessage].
var PoPDomain = keccak256([]byte("deepcall/pop/v1"))

// PoPContext scopes a proof of possession to one registry on one chain, so a
// proof cannot be replayed into another deployment.
type PoPContext struct {
	ChainID  uint64
	Registry [20]byte
}

// PoPMessage is the 32-byte message an operator signs to prove possession:
//
//	keccak256(abi.encode(POP_DOMAIN, chainId, registry, operator,
//	    pk1.X, pk1.Y, pk2.X[0], pk2.X[1], pk2.Y[0], pk2.Y[1]))
//
// with G2 coordinates imaginary part first (X[0] = X.A1), as in
// EigenLayer's BN254.G2Point. The signature is over HashToG1 of it.
func PoPMessage(ctx PoPContext, operator [20]byte, pk1 *G1, pk2 *G2) [32]byte {
	var b [10 * 32]byte
	copy(b[0:32], PoPDomain[:])
	binary.BigEndian.PutUint64(b[56:64], ctx.ChainID)
	copy(b[64+12:96], ctx.Registry[:])
	copy(b[96+12:128], operator[:])
	e1, e2 := MarshalG1(pk1), MarshalG2(pk2)
	copy(b[128:192], e1[:])
	copy(b[192:320], e2[:])
	return keccak256(b[:])
}

// SignPoP produces the operator's proof of possession for ctx.
func SignPoP(kp *bls.KeyPair, ctx PoPContext, operator [20]byte) G1 {
	pk1, pk2 := PubG1(kp), PubG2(kp)
	return Sign(kp, PoPMessage(ctx, operator, &pk1, &pk2))
}

// VerifyPoP checks an operator's proof of possession for ctx. The keys and
// the proof are range-, curve- and subgroup-checked first.
func VerifyPoP(ctx PoPContext, operator [20]byte, pk1 *G1, pk2 *G2, pop *G1) error {
	if err := checkKeys(pk1, pk2); err != nil {
		return err
	}
	h := HashToG1(PoPMessage(ctx, operator, pk1, pk2))
	return VerifyPoPAt(&h, pk1, pk2, pop)
}

// VerifyPoPAt is EigenLayer's registration check with the message point
// given: pass RegistryCoordinator.pubkeyRegistrationMessageHash(operator) to
// check a key registered through EigenLayer's own flow.
func VerifyPoPAt(h *G1, pk1 *G1, pk2 *G2, pop *G1) error {
	if err := checkKeys(pk1, pk2); err != nil {
		return err
	}
	if err := CheckG1(pop); err != nil {
		return fmt.Errorf("%w: %w", ErrPoP, err)
	}
	gamma := popGamma(pop, pk1, pk2, h)
	var left, right, t G1
	t.ScalarMultiplication(pk1, gamma)
	left.Add(pop, &t)
	t.ScalarMultiplication(&g1Gen, gamma)
	right.Add(h, &t)
	ok, err := bn254.PairingCheck([]G1{left, right}, []G2{negG2Gen, *pk2})
	if err != nil || !ok {
		return ErrPoP
	}
	return nil
}

// popGamma is γ of BLSApkRegistry.registerBLSPublicKey:
// keccak256(abi.encodePacked(σ, pk1, pk2, H)) mod r.
func popGamma(pop, pk1 *G1, pk2 *G2, h *G1) *big.Int {
	s, p1, p2, hh := MarshalG1(pop), MarshalG1(pk1), MarshalG2(pk2), MarshalG1(h)
	return scalarOf(keccak256(s[:], p1[:], p2[:], hh[:]))
}

func checkKeys(pk1 *G1, pk2 *G2) error {
	if err := CheckG1(pk1); err != nil {
		return fmt.Errorf("G1 public key: %w", err)
	}
	if err := CheckG2(pk2); err != nil {
		return fmt.Errorf("G2 public key: %w", err)
	}
	return nil
}
