package aggregator

import (
	"context"
	"fmt"
	"time"

	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// AnswerProof shows on chain that Signers answered Input's task although
// the quorum was not met: Calldata is TaskMarket.proveAnswered(t, sig,
// signers) over their partial aggregate.
type AnswerProof struct {
	Input    inference.Hash
	Signers  []blsagg.OperatorID
	Calldata []byte
}

// AnswerProver posts an AnswerProof (economy.MarketClient.ProveAnswered
// sends it to the market).
type AnswerProver interface {
	ProveAnswered(ctx context.Context, p AnswerProof) error
}

// ProverFunc is an AnswerProver as a function.
type ProverFunc func(ctx context.Context, p AnswerProof) error

// ProveAnswered implements AnswerProver.
func (f ProverFunc) ProveAnswered(ctx context.Context, p AnswerProof) error { return f(ctx, p) }

var taskMarketABI = bindings.NewTaskMarket()

// ProveAnsweredCalldata packs TaskMarket.proveAnswered(t, sig, signers) for
// a partial aggregate agg over t's digest, made against qs.
func ProveAnsweredCalldata(t protocol.Transition, agg *blsagg.Aggregate, qs *QuorumSet) ([]byte, error) {
	sig := quorumSignature(agg, qs)
	bsig := bindings.QuorumSignature{Sigma: bindings.G1Point(sig.Sigma), ApkG2: bindings.G2Point(sig.ApkG2),
		ApkIndex: sig.ApkIndex, Apk: bindings.G1Point(sig.Apk), ApkEntry: sig.ApkEntry, NonSignerKeys: []bindings.G1Point{}}
	for _, k := range sig.NonSignerKeys {
		bsig.NonSignerKeys = append(bsig.NonSignerKeys, bindings.G1Point(k))
	}
	at := abiTransitionOf(t)
	ids := make([][32]byte, len(agg.Signers))
	for i, id := range agg.Signers {
		ids[i] = id
	}
	return taskMarketABI.TryPackProveAnswered(bindings.Transition{ChainId: at.ChainId, Consumer: at.Consumer, Index: at.Index,
		Manifest: at.Manifest, Input: at.Input, Slot: at.Slot, OldValue: at.OldValue, NewValue: at.NewValue,
		ReferenceBlock: at.ReferenceBlock}, bsig, ids)
}

// SoleProofCalldata packs TaskMarket.proveAnswered(t, sig, [id]) for one
// operator's own signature share sig over t's digest, every other operator
// of qs (the set at t's reference block) a non-signer: what an operator
// posts for itself (economy.SelfProver) so that its answer counts whether or
// not an aggregator proves or lands it. It is ProveAnsweredCalldata over a
// one-signer partial aggregate, so the share is verified against the
// operator's key in qs first (a *blsagg.RejectError: ErrUnknownOperator when
// the operator is not in the set, ErrInvalidSignature).
func SoleProofCalldata(t protocol.Transition, id blsagg.OperatorID, sig blsagg.G1, qs *QuorumSet) ([]byte, error) {
	digest := t.Digest()
	g, err := blsagg.NewAggregator(qs.Set, digest, blsagg.DefaultThreshold) // the threshold is moot: Partial
	if err != nil {
		return nil, err
	}
	if err := g.Add(blsagg.Attestation{Operator: id, Digest: digest, Sig: sig}); err != nil {
		return nil, err
	}
	agg, err := g.Partial()
	if err != nil {
		return nil, err
	}
	return ProveAnsweredCalldata(t, agg, qs)
}

// SoleProver packs one operator's own answer proofs (SoleProofCalldata)
// against the registry's operator set at each transition's reference block,
// read through Chain (cached per apk history entry). It is the
// economy.ProofPacker of an operator's economy.SelfProver.
type SoleProver struct {
	Chain *Chain
	ID    blsagg.OperatorID // the operator's (blsagg.IDOf of its G1 key)
}

// PackProof implements economy.ProofPacker.
func (p *SoleProver) PackProof(ctx context.Context, t protocol.Transition, sig blsagg.G1) ([]byte, error) {
	qs, err := p.Chain.OperatorSet(ctx, t.ReferenceBlock)
	if err != nil {
		return nil, fmt.Errorf("operator set of block %d: %w", t.ReferenceBlock, err)
	}
	data, err := SoleProofCalldata(t, p.ID, sig, qs)
	if err != nil {
		return nil, fmt.Errorf("answer proof of %s: %w", p.ID, err)
	}
	return data, nil
}

// prover tracks what a round has proven, per result digest, so that a
// proof is posted again only when more operators signed since.
type prover struct {
	a      *Aggregator
	ctx    context.Context // the run's: a proof outlives its round
	r      *round
	proven map[[32]byte]int
	timer  *time.Timer
}

// newProver starts a round's proof clock (nil without Config.Prover).
func (a *Aggregator) newProver(ctx context.Context, r *round) *prover {
	if a.cfg.Prover == nil {
		return nil
	}
	return &prover{a: a, ctx: ctx, r: r, proven: map[[32]byte]int{}, timer: time.NewTimer(a.cfg.ProveAfter)}
}

// due fires when the round has gone ProveAfter without the quorum.
func (p *prover) due() <-chan time.Time {
	if p == nil {
		return nil
	}
	return p.timer.C
}

func (p *prover) stop() {
	if p != nil {
		p.timer.Stop()
	}
}

// prove posts, in the background, the partial aggregate of g's verified
// signatures when more operators signed it than were proven already.
func (p *prover) prove(t protocol.Transition, g *blsagg.Aggregator) {
	if p == nil {
		return
	}
	agg, err := g.Partial()
	if err != nil {
		return // nobody signed
	}
	d := t.Digest()
	if len(agg.Signers) <= p.proven[d] {
		return
	}
	p.proven[d] = len(agg.Signers)
	qs := p.r.qs
	if cm := p.r.committee; cm != nil {
		// The market checks the proof against the registry's whole set.
		qs, agg = cm.full, widen(agg, cm.full)
	}
	data, err := ProveAnsweredCalldata(t, agg, qs)
	if err != nil {
		p.a.log.Error("pack answer proof", "task", p.r.taskID, "err", err)
		return
	}
	proof := AnswerProof{Input: p.r.input, Signers: agg.Signers, Calldata: data}
	p.a.rounds.Add(1)
	go func() {
		defer p.a.rounds.Done()
		if err := p.a.cfg.Prover.ProveAnswered(p.ctx, proof); err != nil {
			p.a.log.Warn("answer proof not posted", "task", p.r.taskID, "input", p.r.input, "signers", len(proof.Signers), "err", err)
			return
		}
		p.a.log.Debug("answers short of the quorum handed to the prover", "task", p.r.taskID, "input", p.r.input, "signers", len(proof.Signers))
	}()
}
