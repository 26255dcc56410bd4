// Package blsagg is the pure core of deepcall's BLS quorum: operator sets
// with proof of possession, signature verification one by one and in
// batches, and stake-weighted aggregation. It does no chain or network I/O.
//
// # Scheme
//
// BN254 BLS as EigenLayer uses it (eigensdk-go crypto/bls, middleware
// BN254.sol and BLSSignatureChecker.sol): a secret key sk has public keys
// pk1 = sk·g1 ∈ G1 and pk2 = sk·g2 ∈ G2; a signature over a 32-byte message
// hash m (protocol.Transition.Digest) is σ = sk·H(m) ∈ G1, where H is
// EigenLayer's try-and-increment hashToG1 ([HashToG1]); it verifies iff
// e(σ, g2) = e(H(m), pk2).
//
// # What an on-chain checker needs
//
//   - Points in the EVM precompile layout ([MarshalG1], [MarshalG2]): G1 as
//     X ‖ Y; G2 as X.A1 ‖ X.A0 ‖ Y.A1 ‖ Y.A0 (imaginary part first,
//     EigenLayer's G2Point{X: [A1, A0], Y: [A1, A0]}). Each word 32 bytes
//     big-endian, below the field modulus p.
//   - H(m): x = uint256(m) mod p; while x³+3 is not a square mod p, x = x+1
//     mod p; then y = (x³+3)^((p+1)/4) mod p (this root, not its negation).
//     Most digests need one or two tries; the contract pays one MODEXP per try.
//   - [Aggregate] carries σ, apkG2 and apkG1 of the signers and the
//     non-signers' G1 keys in ascending operator-id order (as checkSignatures
//     requires). [CheckApkAndSignature] is the γ-combined pairing check of
//     BLSSignatureChecker.trySignatureAndApkVerification.
//   - Operator ids are keccak256(pk1.X ‖ pk1.Y) ([IDOf]).
//
// # Proof of possession
//
// A key joins an [OperatorSet] only with a valid proof of possession
// ([VerifyPoP]), the check of EigenLayer's BLSApkRegistry.registerBLSPublicKey
// over a message that binds chain, registry, operator address and both keys
// ([PoPMessage]). Without it, a rogue key pk' − pk_victim lets one attacker
// forge a "quorum" aggregate; TestRogueKey shows both halves.
//
// # Batches
//
// [Verifier.VerifyBatch] checks n signatures over one digest with random
// 64-bit scalars rᵢ from crypto/rand: e(Σ rᵢσᵢ, g2) = e(H, Σ rᵢ pk2ᵢ), two
// multi-scalar multiplications run side by side and one two-pair pairing.
// From 128 signatures on, Σ rᵢ pk2ᵢ comes from the set's table of key
// multiples 2^(12w)·pk2 (built once, on first use): one bucket pass over all
// (key, window) pairs with affine additions that share one inversion per
// batch, rather than a bucket pass and a reduction per window; the keys are
// shared out between the cores, whose buckets are added before the one
// reduction. An invalid batch passes with probability at most 2⁻⁶⁴ (why that
// is enough: batchBits). A failing batch is
// bisected (a half that passes is cleared, only failing halves are split)
// and each signer it names has failed a check on its own.
//
// [Aggregator] is the per-task state machine: attestations are verified on
// arrival (one by one with Add or together with AddBatch), rejections name
// the operator and the reason (ErrUnknownOperator, ErrWrongDigest,
// ErrReplay, ErrInvalidSignature), and Aggregate refuses with
// ErrBelowThreshold until the verified signers hold the threshold
// (two thirds of the stake by default, reached exactly counts).
package blsagg
