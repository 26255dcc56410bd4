package aggregator

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// ErrReverted is a mined verifyAndUpdate that reverted.
var ErrReverted = errors.New("aggregator: verifyAndUpdate reverted")

func bigOf(b []byte) *big.Int { return new(big.Int).SetBytes(b) }

func g1Words(p *blsagg.G1) g1Point {
	b := blsagg.MarshalG1(p)
	return g1Point{X: bigOf(b[:32]), Y: bigOf(b[32:])}
}

func g1FromBytes(b []byte) g1Point { return g1Point{X: bigOf(b[:32]), Y: bigOf(b[32:64])} }

func g2FromBytes(b []byte) g2Point {
	return g2Point{X: [2]*big.Int{bigOf(b[0:32]), bigOf(b[32:64])}, Y: [2]*big.Int{bigOf(b[64:96]), bigOf(b[96:128])}}
}

// storeAggregate is the on-chain form of a round's aggregate.
func storeAggregate(r *roundResult) *StoredAggregate {
	sigma, apk2, apk := blsagg.MarshalG1(&r.agg.Sigma), blsagg.MarshalG2(&r.agg.ApkG2), blsagg.MarshalG1(&r.qs.Apk)
	sa := &StoredAggregate{Index: r.index, ReferenceBlock: r.ref, Old: r.t.Old, Sigma: sigma[:], ApkG2: apk2[:],
		ApkIndex: r.qs.ApkIndex, Apk: apk[:], ApkEntry: (*hexutil.Big)(new(big.Int).Set(r.qs.ApkEntry))}
	for i := range r.agg.NonSignerKeys {
		k := blsagg.MarshalG1(&r.agg.NonSignerKeys[i])
		sa.NonSignerKeys = append(sa.NonSignerKeys, k[:])
	}
	return sa
}

// resultFromStored rebuilds a round result from a stored job (after a
// restart) and checks the aggregate again before it is trusted.
func (a *Aggregator) resultFromStored(ctx context.Context, j *Job) (*roundResult, error) {
	sa := j.Aggregate
	if j.Root == nil || j.New == nil || sa == nil {
		return nil, errors.New("incomplete stored job")
	}
	c := a.chain.Consumer()
	t := protocol.Transition{ChainID: c.ChainID, Consumer: c.Address, Index: sa.Index, Manifest: c.Manifest, Input: j.Input,
		Slot: ResultSlotOf(j.Input), Old: sa.Old, New: *j.New, ReferenceBlock: sa.ReferenceBlock}
	qs, err := a.chain.OperatorSet(ctx, sa.ReferenceBlock)
	if err != nil {
		return nil, err
	}
	sigma, err := blsagg.ParseG1(sa.Sigma)
	if err != nil {
		return nil, err
	}
	apk2, err := blsagg.ParseG2(sa.ApkG2)
	if err != nil {
		return nil, err
	}
	agg := &blsagg.Aggregate{Digest: t.Digest(), Sigma: sigma, ApkG2: apk2}
	// ApkG1 = apk − Σ non-signer keys; the check ties it to ApkG2 and σ.
	var sum blsagg.G1
	sum.Set(&qs.Apk)
	for _, kb := range sa.NonSignerKeys {
		k, err := blsagg.ParseG1(kb)
		if err != nil {
			return nil, err
		}
		agg.NonSignerKeys = append(agg.NonSignerKeys, k)
		var neg blsagg.G1
		neg.Neg(&k)
		sum.Add(&sum, &neg)
	}
	agg.ApkG1 = sum
	if err := agg.Verify(); err != nil {
		return nil, fmt.Errorf("stored aggregate of %s: %w", j.TaskID, err)
	}
	if t.New != protocol.ResultValue(*j.Root, j.Tokens) {
		return nil, fmt.Errorf("stored result of %s: new value is not resultValue(root, tokens)", j.TaskID)
	}
	return &roundResult{index: sa.Index, ref: sa.ReferenceBlock, t: t, tokens: j.Tokens, root: *j.Root,
		checkpoints: j.Checkpoints, agg: agg, qs: qs}, nil
}

// calldata packs verifyAndUpdateHinted(t, sig, root, tokens, hashHints):
// verifyAndUpdate with the hash of the digest to G1 proven by hints
// (blsagg.HashToG1Hints), about 4k gas less per hash-to-curve try.
func calldata(r *roundResult) ([]byte, error) {
	t := r.t
	at := abiTransition{ChainId: new(big.Int).SetUint64(t.ChainID), Consumer: t.Consumer, Index: t.Index, Manifest: t.Manifest,
		Input: t.Input, Slot: t.Slot, OldValue: t.Old, NewValue: t.New, ReferenceBlock: uint32(t.ReferenceBlock)}
	sig := quorumSignature(r.agg, r.qs)
	tokens := make([]*big.Int, len(r.tokens))
	for i, v := range r.tokens {
		tokens[i] = big.NewInt(int64(v))
	}
	return consumerABI.Pack("verifyAndUpdateHinted", at, sig, [32]byte(r.root), tokens, blsagg.HashToG1Hints(t.Digest()))
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
	apk2 := blsagg.MarshalG2(&agg.ApkG2)
	sig := abiQuorumSignature{Sigma: g1Words(&agg.Sigma), ApkG2: g2FromBytes(apk2[:]), NonSignerKeys: []g1Point{},
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

// land submits the landing job's aggregate and waits until it is mined. The
// run loop is the only caller, so the nonce has one owner. A transaction
// signed before a restart is sent again as is (same nonce, same hash), so it
// cannot land twice; the slot is checked before every resend.
func (a *Aggregator) land(ctx context.Context, st *state, res *roundResult) error {
	j, err := a.Job(st.id)
	if err != nil {
		return err
	}
	c := a.chain.Consumer()
	data, err := calldata(res)
	if err != nil {
		return fmt.Errorf("encode verifyAndUpdate: %w", err)
	}
	var tx *types.Transaction
	if len(j.RawTx) > 0 {
		var old types.Transaction
		if err := old.UnmarshalBinary(j.RawTx); err == nil && bytes.Equal(old.Data(), data) {
			confirmed, err := a.cfg.Backend.NonceAt(ctx, a.from, nil)
			if err != nil {
				return fmt.Errorf("read nonce: %w", err)
			}
			if old.Nonce() >= confirmed {
				tx = &old
				a.nonce, a.nonceSet = old.Nonce(), true
				a.log.Info("resending the transaction signed before the restart", "task", j.TaskID, "tx", old.Hash(), "nonce", old.Nonce())
			}
		}
	}
	if tx == nil {
		gas := a.cfg.GasLimit
		if gas == 0 {
			est, err := a.cfg.Backend.EstimateGas(ctx, ethereum.CallMsg{From: a.from, To: &c.Address, Data: data})
			if err != nil {
				return a.refused(st, res, revertErr(err))
			}
			gas = est + est/4
		}
		if !a.nonceSet {
			n, err := a.cfg.Backend.PendingNonceAt(ctx, a.from)
			if err != nil {
				return fmt.Errorf("read pending nonce: %w", err)
			}
			a.nonce, a.nonceSet = n, true
		}
		tip, feeCap, err := a.fees(ctx)
		if err != nil {
			return err
		}
		tx = types.NewTx(&types.DynamicFeeTx{ChainID: new(big.Int).SetUint64(c.ChainID), Nonce: a.nonce, GasTipCap: tip,
			GasFeeCap: feeCap, Gas: gas, To: &c.Address, Data: data})
		if tx, err = types.SignTx(tx, types.LatestSignerForChainID(new(big.Int).SetUint64(c.ChainID)), a.cfg.Key); err != nil {
			return fmt.Errorf("sign transaction: %w", err)
		}
	}
	for attempt := 0; ; attempt++ {
		raw, err := tx.MarshalBinary()
		if err != nil {
			return err
		}
		h := tx.Hash()
		// Written before sending: a restart finds the transaction and resends it instead of signing a new one.
		if _, err := a.update(j.TaskID, func(j *Job) { j.Status, j.Tx, j.RawTx = StatusSubmitted, &h, raw }); err != nil {
			return err
		}
		if err := a.cfg.Backend.SendTransaction(ctx, tx); err != nil && !isKnown(err) {
			if isNonceTooLow(err) {
				a.nonceSet = false // re-read; the slot check decides whether this one landed
				a.m.submissions.WithLabelValues("nonce_too_low").Inc()
				return nil
			}
			a.m.submissions.WithLabelValues("send_error").Inc()
			return fmt.Errorf("send verifyAndUpdate: %w", err)
		}
		a.log.Info("verifyAndUpdate sent", "task", j.TaskID, "index", res.index, "tx", h, "nonce", tx.Nonce(), "gas", tx.Gas(), "attempt", attempt)
		rcpt, err := a.waitReceipt(ctx, h)
		if err != nil {
			return err
		}
		if rcpt == nil { // not mined in time: same nonce, higher fees
			if landed, err := a.checkLanded(ctx, st); err != nil || landed {
				return err
			}
			bumped := types.NewTx(&types.DynamicFeeTx{ChainID: tx.ChainId(), Nonce: tx.Nonce(), GasTipCap: bump(tx.GasTipCap()),
				GasFeeCap: bump(tx.GasFeeCap()), Gas: tx.Gas(), To: tx.To(), Data: tx.Data()})
			if tx, err = types.SignTx(bumped, types.LatestSignerForChainID(tx.ChainId()), a.cfg.Key); err != nil {
				return err
			}
			a.m.submissions.WithLabelValues("resent").Inc()
			continue
		}
		a.nonce = tx.Nonce() + 1
		a.m.gasTotal.Add(float64(rcpt.GasUsed))
		if rcpt.Status != types.ReceiptStatusSuccessful {
			a.m.submissions.WithLabelValues("reverted").Inc()
			a.mu.Lock()
			st.result, st.err = nil, fmt.Errorf("%w: tx %s in block %d", ErrReverted, h, rcpt.BlockNumber)
			a.mu.Unlock()
			a.log.Warn("verifyAndUpdate reverted", "task", j.TaskID, "tx", h)
			return nil
		}
		a.m.submissions.WithLabelValues("landed").Inc()
		a.m.gasUsed.Observe(float64(rcpt.GasUsed))
		a.finish(st, func(j *Job) {
			j.Status, j.LandedWith, j.Block, j.GasUsed, j.Error = StatusLanded, "tx", rcpt.BlockNumber.Uint64(), rcpt.GasUsed, ""
			j.Index = res.index
		})
		return nil
	}
}

// refused handles a verifyAndUpdate that would revert (gas estimation): the
// aggregate is dropped and the run loop signs again or re-plans.
func (a *Aggregator) refused(st *state, res *roundResult, err error) error {
	var re *RevertError
	if !errors.As(err, &re) {
		return fmt.Errorf("estimate verifyAndUpdate: %w", err)
	}
	a.m.submissions.WithLabelValues("refused").Inc()
	a.log.Warn("verifyAndUpdate would revert", "task", st.id, "index", res.index, "err", re)
	a.mu.Lock()
	defer a.mu.Unlock()
	st.result = nil
	switch re.Name {
	case "IndexUsed", "StaleOldValue", "StaleReferenceBlock", "FutureReferenceBlock":
		// The chain moved (another landing, time): sign again at the new place; not the quorum's fault.
	default:
		st.err = fmt.Errorf("verifyAndUpdate would revert: %w", re)
	}
	return nil
}

func (a *Aggregator) waitReceipt(ctx context.Context, h common.Hash) (*types.Receipt, error) {
	deadline := time.Now().Add(a.cfg.ReceiptTimeout)
	for {
		r, err := a.cfg.Backend.TransactionReceipt(ctx, h)
		if err == nil && r != nil {
			return r, nil
		}
		if err != nil && !errors.Is(err, ethereum.NotFound) {
			a.log.Debug("receipt", "tx", h, "err", err)
		}
		if time.Now().After(deadline) {
			return nil, nil
		}
		t := time.NewTimer(a.cfg.PollEvery)
		select {
		case <-ctx.Done():
			t.Stop()
			return nil, ctx.Err()
		case <-t.C:
		}
	}
}

// fees: tip as the node suggests, fee cap twice the base fee plus the tip.
func (a *Aggregator) fees(ctx context.Context) (tip, feeCap *big.Int, err error) {
	tip, err = a.cfg.Backend.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("suggest tip: %w", err)
	}
	h, err := a.cfg.Backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, nil, fmt.Errorf("read head: %w", err)
	}
	base := new(big.Int)
	if h.BaseFee != nil {
		base.Set(h.BaseFee)
	}
	return tip, new(big.Int).Add(new(big.Int).Mul(base, big.NewInt(2)), tip), nil
}

// bump raises a fee by 30% (nodes want at least 10% to replace a transaction).
func bump(v *big.Int) *big.Int {
	b := new(big.Int).Mul(v, big.NewInt(13))
	b.Div(b, big.NewInt(10))
	if b.Cmp(v) <= 0 {
		b.Add(v, big.NewInt(1))
	}
	return b
}

func isKnown(err error) bool {
	s := strings.ToLower(err.Error())
	return strings.Contains(s, "already known") || strings.Contains(s, "known transaction")
}

func isNonceTooLow(err error) bool {
	return strings.Contains(strings.ToLower(err.Error()), "nonce too low")
}
