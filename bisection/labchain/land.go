package labchain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// call runs a view call.
func (e *Env) call(ctx context.Context, to common.Address, data []byte) ([]byte, error) {
	return e.Client.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
}

// Request is one inference request and the answer a quorum lands for it.
type Request struct {
	Prompt []int
	N      int
	Root   inference.Hash
	Tokens []int
}

// Landed is a result landed by a quorum: the transition, its signature, the
// signers' G1 keys and the ids of its signers and non-signers (ascending),
// and the signatory its landing record names (protocol.QuorumSignatory), as
// open and resolve want them.
type Landed struct {
	Request    Request
	Transition bindings.Transition
	Sig        bindings.QuorumSignature
	SignerKeys []bindings.G1Point
	Signers    [][32]byte
	NonSigners [][32]byte
	Signatory  [32]byte
	Gas        uint64
	// A result landed in a batch: the batch's size, its position and its
	// Merkle siblings (protocol.BatchProof); BatchCount 0 for a single
	// landing.
	BatchCount    uint64
	BatchPosition uint64
	BatchSiblings [][32]byte
	Tx            common.Hash // the landing transaction
}

// Land has the operators at the given indices sign the transition writing
// req's answer and sends it to verifyAndUpdate (from the first signer).
func (e *Env) Land(ctx context.Context, req Request, signers []int) (*Landed, error) {
	input := inference.InputHash(req.Prompt, req.N)
	index, err := e.unusedIndex(ctx)
	if err != nil {
		return nil, err
	}
	slot := protocol.ResultSlot(input)
	out, err := e.call(ctx, e.Consumer, consumerABI.PackResult(input))
	if err != nil {
		return nil, err
	}
	old, err := consumerABI.UnpackResult(out)
	if err != nil {
		return nil, err
	}
	head, err := e.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	ref := uint32(head.Number.Uint64() - 1)
	t := bindings.Transition{
		ChainId: e.ChainID, Consumer: e.Consumer, Index: index, Manifest: e.Manifest.Hash, Input: input,
		Slot: slot, OldValue: old, NewValue: protocol.ResultValue(req.Root, req.Tokens), ReferenceBlock: ref,
	}
	if out, err = e.call(ctx, e.Consumer, consumerABI.PackTransitionDigest(t)); err != nil {
		return nil, err
	}
	digest, err := consumerABI.UnpackTransitionDigest(out)
	if err != nil {
		return nil, err
	}
	q, err := e.sign(ctx, digest, signers, ref)
	if err != nil {
		return nil, err
	}
	l := q.landed(req, t)
	sig := q.sig
	data := consumerABI.PackVerifyAndUpdate0(t, sig, req.Root, bisection.BigInts(req.Tokens))
	rcpt, err := bisection.Send(ctx, e.Operators[signers[0]].Sender, "call", e.Consumer, data, nil)
	if err != nil {
		return nil, fmt.Errorf("verifyAndUpdate: %w", err)
	}
	l.Gas, l.Tx = rcpt.GasUsed, rcpt.TxHash
	return l, nil
}

// LandBatch has the operators at the given indices sign the batch digest of
// the transitions writing reqs' answers (protocol.BatchDigest) and sends
// them to verifyAndUpdateBatch (from the first signer), at consecutive
// unused indices. Every answer must land.
func (e *Env) LandBatch(ctx context.Context, reqs []Request, signers []int) ([]*Landed, error) {
	first, err := e.unusedIndex(ctx)
	if err != nil {
		return nil, err
	}
	head, err := e.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	ref := uint32(head.Number.Uint64() - 1)
	ts := make([]bindings.Transition, len(reqs))
	roots := make([][32]byte, len(reqs))
	answers := make([][]int, len(reqs))
	digests := make([][32]byte, len(reqs))
	for i, req := range reqs {
		input := inference.InputHash(req.Prompt, req.N)
		ts[i] = bindings.Transition{
			ChainId: e.ChainID, Consumer: e.Consumer, Index: first + uint64(i), Manifest: e.Manifest.Hash, Input: input,
			Slot: protocol.ResultSlot(input), NewValue: protocol.ResultValue(req.Root, req.Tokens), ReferenceBlock: ref,
		}
		pt := protocol.Transition{ChainID: e.ChainID.Uint64(), Consumer: e.Consumer, Index: ts[i].Index, Manifest: e.Manifest.Hash,
			Input: input, Slot: ts[i].Slot, New: ts[i].NewValue, ReferenceBlock: uint64(ref)}
		digests[i], roots[i], answers[i] = pt.Digest(), req.Root, req.Tokens
	}
	digest, err := protocol.BatchDigest(digests)
	if err != nil {
		return nil, err
	}
	q, err := e.sign(ctx, digest, signers, ref)
	if err != nil {
		return nil, err
	}
	sig := q.sig
	blob, err := protocol.PackBatchTokens(answers)
	if err != nil {
		return nil, err
	}
	data := consumerABI.PackVerifyAndUpdateBatch(ts, roots, blob, sig, []*big.Int{})
	rcpt, err := bisection.Send(ctx, e.Operators[signers[0]].Sender, "call", e.Consumer, data, nil)
	if err != nil {
		return nil, fmt.Errorf("verifyAndUpdateBatch: %w", err)
	}
	out := make([]*Landed, len(reqs))
	for i, req := range reqs {
		if used, err := e.indexUsed(ctx, ts[i].Index); err != nil || !used {
			return nil, fmt.Errorf("batch item %d did not land (%v)", i, err)
		}
		sib, err := protocol.BatchProof(digests, i)
		if err != nil {
			return nil, err
		}
		out[i] = q.landed(req, ts[i])
		out[i].Gas, out[i].Tx = rcpt.GasUsed, rcpt.TxHash
		out[i].BatchCount, out[i].BatchPosition, out[i].BatchSiblings = uint64(len(reqs)), uint64(i), sib
	}
	return out, nil
}

// quorum is a quorum signature at a reference block and who made it.
type quorum struct {
	sig                 bindings.QuorumSignature
	keys                []bindings.G1Point
	signers, nonSigners [][32]byte
	ref                 uint32
}

// landed is a Landed of t under q.
func (q *quorum) landed(req Request, t bindings.Transition) *Landed {
	return &Landed{Request: req, Transition: t, Sig: q.sig, SignerKeys: q.keys, Signers: q.signers,
		NonSigners: q.nonSigners, Signatory: protocol.QuorumSignatory(q.ref, q.nonSigners)}
}

// sign has the operators at the given indices sign digest and returns their
// quorum signature at block ref with its signers and non-signers.
func (e *Env) sign(ctx context.Context, digest [32]byte, signers []int, ref uint32) (*quorum, error) {
	agg, err := blsagg.NewAggregator(e.Set, digest, blsagg.Threshold{Num: 2, Den: 3})
	if err != nil {
		return nil, err
	}
	for _, i := range signers {
		o := e.Operators[i]
		pk := blsagg.PubG1(o.BLS)
		if err := agg.Add(blsagg.Attestation{Operator: blsagg.IDOf(&pk), Digest: digest, Sig: blsagg.Sign(o.BLS, digest)}); err != nil {
			return nil, fmt.Errorf("attestation of operator %d: %w", i, err)
		}
	}
	a, err := agg.Aggregate()
	if err != nil {
		return nil, err
	}
	q := &quorum{ref: ref, signers: [][32]byte{}, nonSigners: [][32]byte{}}
	if q.sig, err = e.QuorumSignature(ctx, a, ref); err != nil {
		return nil, err
	}
	for _, id := range a.Signers {
		i, _ := e.Set.Lookup(id)
		pk := e.Set.At(i).PubG1
		q.keys = append(q.keys, bindings.G1PointOf(&pk))
		q.signers = append(q.signers, id)
	}
	for i := range a.NonSignerKeys {
		q.nonSigners = append(q.nonSigners, blsagg.IDOf(&a.NonSignerKeys[i]))
	}
	return q, nil
}

func (e *Env) indexUsed(ctx context.Context, i uint64) (bool, error) {
	out, err := e.call(ctx, e.Consumer, consumerABI.PackIndexUsed(i))
	if err != nil {
		return false, err
	}
	return consumerABI.UnpackIndexUsed(out)
}

// unusedIndex is the lowest transition index the consumer has not used
// (indices are unordered nonces; a lab lands few results).
func (e *Env) unusedIndex(ctx context.Context) (uint64, error) {
	for i := uint64(0); ; i++ {
		used, err := e.indexUsed(ctx, i)
		if err != nil {
			return 0, err
		}
		if !used {
			return i, nil
		}
	}
}

// QuorumSignature is the on-chain form of an aggregate for a reference block.
func (e *Env) QuorumSignature(ctx context.Context, a *blsagg.Aggregate, ref uint32) (bindings.QuorumSignature, error) {
	var sig bindings.QuorumSignature
	out, err := e.call(ctx, e.Registry, registryABI.PackApkIndexAt(ref))
	if err != nil {
		return sig, err
	}
	idx, err := registryABI.UnpackApkIndexAt(out)
	if err != nil {
		return sig, err
	}
	if out, err = e.call(ctx, e.Registry, registryABI.PackApkEntryAt(big.NewInt(int64(idx)))); err != nil {
		return sig, err
	}
	entry, err := registryABI.UnpackApkEntryAt(out)
	if err != nil {
		return sig, err
	}
	sig.Sigma, sig.ApkG2 = bindings.G1PointOf(&a.Sigma), bindings.G2PointOf(&a.ApkG2)
	sig.NonSignerKeys = []bindings.G1Point{}
	for i := range a.NonSignerKeys {
		sig.NonSignerKeys = append(sig.NonSignerKeys, bindings.G1PointOf(&a.NonSignerKeys[i]))
	}
	sig.ApkIndex, sig.Apk, sig.ApkEntry = idx, entry.Apk, entry.ApkEntry
	return sig, nil
}
