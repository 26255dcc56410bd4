package aggregator

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// ErrReverted is a mined verifyAndUpdate that reverted.
var ErrReverted = errors.New("aggregator: verifyAndUpdate reverted")

// g1Words and g2Words are points in this package's ABI structs.
func g1Words(p *blsagg.G1) g1Point { return g1Point(bindings.G1PointOf(p)) }

func g2Words(p *blsagg.G2) g2Point { return g2Point(bindings.G2PointOf(p)) }

// calldata packs verifyAndUpdateHinted(t, sig, root, tokens, hashHints):
// verifyAndUpdate with the hash of the digest to G1 proven by hints
// (blsagg.HashToG1Hints), about 4k gas less per hash-to-curve try.
func calldata(r *roundResult) ([]byte, error) {
	tokens := make([]*big.Int, len(r.tokens))
	for i, v := range r.tokens {
		tokens[i] = big.NewInt(int64(v))
	}
	return consumerABI.Pack("verifyAndUpdateHinted", abiTransitionOf(r.t), quorumSignature(r.agg, r.qs), [32]byte(r.root), tokens,
		blsagg.HashToG1Hints(r.t.Digest()))
}

// BatchCalldata packs LLMConsumer.verifyAndUpdateBatch(ts, roots, tokens,
// sig, hashHints) for transitions signed as one batch: agg is the aggregate
// over protocol.BatchDigest of their digests, made against qs (the operator
// set of their common reference block); tokens are packed by
// protocol.PackBatchTokens, hints are blsagg.HashToG1Hints of the batch
// digest.
func BatchCalldata(ts []protocol.Transition, agg *blsagg.Aggregate, qs *QuorumSet, roots []inference.Hash, answers [][]int) ([]byte, error) {
	if len(roots) != len(ts) || len(answers) != len(ts) {
		return nil, fmt.Errorf("batch of %d transitions with %d roots and %d answers", len(ts), len(roots), len(answers))
	}
	ats := make([]abiTransition, len(ts))
	digests := make([][32]byte, len(ts))
	rs := make([][32]byte, len(ts))
	for i, t := range ts {
		ats[i] = abiTransition{ChainId: new(big.Int).SetUint64(t.ChainID), Consumer: t.Consumer, Index: t.Index, Manifest: t.Manifest,
			Input: t.Input, Slot: t.Slot, OldValue: t.Old, NewValue: t.New, ReferenceBlock: uint32(t.ReferenceBlock)}
		digests[i] = t.Digest()
		rs[i] = roots[i]
	}
	digest, err := protocol.BatchDigest(digests)
	if err != nil {
		return nil, err
	}
	if agg.Digest != digest {
		return nil, errors.New("aggregate is not over the batch digest")
	}
	blob, err := protocol.PackBatchTokens(answers)
	if err != nil {
		return nil, err
	}
	return consumerABI.Pack("verifyAndUpdateBatch", ats, rs, blob, quorumSignature(agg, qs), blsagg.HashToG1Hints(digest))
}

// quorumSignature is the on-chain form of an aggregate made against qs.
func quorumSignature(agg *blsagg.Aggregate, qs *QuorumSet) abiQuorumSignature {
	sig := abiQuorumSignature{Sigma: g1Words(&agg.Sigma), ApkG2: g2Words(&agg.ApkG2), NonSignerKeys: []g1Point{},
		ApkIndex: qs.ApkIndex, Apk: g1Words(&qs.Apk), ApkEntry: qs.ApkEntry}
	for i := range agg.NonSignerKeys {
		sig.NonSignerKeys = append(sig.NonSignerKeys, g1Words(&agg.NonSignerKeys[i]))
	}
	return sig
}

// Calldata is verifyAndUpdate's calldata for a transition, an aggregate and
// the operator set it was made against (bench and tools).
func Calldata(t protocol.Transition, agg *blsagg.Aggregate, qs *QuorumSet, root inference.Hash, tokens []int) ([]byte, error) {
	return calldata(&roundResult{index: t.Index, ref: t.ReferenceBlock, t: t, tokens: tokens, root: root, agg: agg, qs: qs})
}
