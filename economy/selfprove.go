package economy

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/metrics"
	"github.com/deepcall/deepcall/protocol"
)

// DefaultProveMargin is SelfProver.Margin's default: a proof is posted once
// the head is this many blocks before the deadline, which leaves the
// transaction a few blocks to be mined by the deadline (proveAnswered counts
// only in a block at or before it).
const DefaultProveMargin = 4

// SelfProver is an operator's own defence of its SLA. reportNoShow slashes a
// committee member of a task whose answer did not land by the deadline,
// however late it lands after; the market excuses a member whose signature
// of the answer transition was shown to it by the deadline
// (TaskMarket.proveAnswered) and is the answer that landed, if any. The
// aggregator proves the signers of a round short of the quorum, but an
// aggregator that holds a quorum's landing past the deadline proves nothing
// and gets honest members slashed. So the operator proves itself: the
// SelfProver remembers, for each task the operator accepted (Accepted, from
// its Acceptor), the answer transition it signed and its signature share
// (RecordAnswer, from its daemon: operator.AnswerRecorder), and when the head
// reaches deadline − Margin with no answer landed yet, posts
// proveAnswered(t, σ, [ID]) with itself the only signer (Packer). It waits
// until then rather than prove every answer at once because an answer that
// lands in time needs no proof: a transaction per member and task would cost
// gas for nothing in the common case.
//
// A task is forgotten once proven (by this prover, or by anyone: the
// market's answeredValue), landed, closed on the market (settled,
// reclaimed, never paid), or past its deadline. Safe for concurrent use.
type SelfProver struct {
	// ID is the operator's id (blsagg.IDOf of its G1 key), the one signer
	// its proofs name.
	ID [32]byte
	// Consumer is the market's consumer: transitions for another consumer
	// prove nothing to the market and are not kept (zero: any).
	Consumer common.Address
	Market   ProofMarket // reads and sends (*MarketClient)
	Packer   ProofPacker // packs the proof (aggregator.SoleProver)
	// Margin is how many blocks before the deadline an unlanded answer is
	// proven (0: DefaultProveMargin).
	Margin  uint64
	Logger  *slog.Logger      // nil: slog.Default()
	Metrics *SelfProofMetrics // nil: not counted

	mu    sync.Mutex
	tasks map[[32]byte]*ownTask
}

// ownTask is one accepted task: its deadline and the answer signed for it.
type ownTask struct {
	deadline uint64
	signed   bool
	t        protocol.Transition
	sig      blsagg.G1
}

// ProofMarket is what a SelfProver reads and sends; *MarketClient has it.
type ProofMarket interface {
	// HeadBlock is the chain's head block number.
	HeadBlock(ctx context.Context) (uint64, error)
	// AnswerView reads the market's and consumer's state of input's task as
	// it bears on operator's proof.
	AnswerView(ctx context.Context, consumer common.Address, input [32]byte, operator [32]byte) (AnswerView, error)
	// ProveIfOpen posts proveAnswered calldata while the task is open and
	// before its deadline (false, nil: skipped, nothing sent).
	ProveIfOpen(ctx context.Context, input [32]byte, calldata []byte) (bool, error)
}

// ProofPacker packs TaskMarket.proveAnswered for one operator's own
// signature share of t (aggregator.SoleProver, over the registry's operator
// set at t's reference block). A share that can never be packed (it does
// not verify, the operator is not in the set) is a *blsagg.RejectError;
// any other error is taken as passing (the node).
type ProofPacker interface {
	PackProof(ctx context.Context, t protocol.Transition, sig blsagg.G1) ([]byte, error)
}

// AnswerView is the chain's state of a task as a self-prover needs it.
type AnswerView struct {
	// Deadline is the market's (tasks(input).deadline): 0 once the task is
	// settled or reclaimed, or if nobody paid for it.
	Deadline uint64
	// LandedAt is the block the task's answer landed in (the consumer's
	// landedAt), 0 while none landed.
	LandedAt uint64
	// Proven: the market holds a proof of the operator's answer for this
	// deadline (answeredValue(AnswerKey(...)) is set), by whoever posted it.
	Proven bool
}

// proofStep is what a self-prover does about one accepted task at a head.
type proofStep int

const (
	proofWait proofStep = iota // not yet: before deadline − margin, or no answer signed yet
	proofRead                  // due: read the task's AnswerView, then decide again
	proofPost                  // post the operator's proof now
	proofDone                  // nothing to prove, now or later: forget the task
)

// decideProof is the self-prover's rule for a task accepted with deadline,
// at head, given whether the operator signed an answer for it and the
// chain's view of it (nil: not read yet). The deadline is the acceptance's:
// the one reportNoShow is posted with.
func decideProof(deadline, head, margin uint64, signed bool, v *AnswerView) (proofStep, string) {
	switch {
	case head >= deadline:
		// a transaction now is mined at head+1 at the earliest: LateProof
		return proofDone, "deadline passed"
	case head+margin < deadline:
		return proofWait, ""
	case !signed:
		return proofWait, "" // the answer may still be asked for and signed
	case v == nil:
		return proofRead, ""
	case v.Deadline == 0:
		return proofDone, "task closed on the market"
	case v.Deadline != deadline:
		return proofDone, "the market's task is another request"
	case v.LandedAt != 0:
		// landed at or before the head, so by the deadline: reports revert TaskLanded
		return proofDone, "answer landed"
	case v.Proven:
		return proofDone, "already proven"
	}
	return proofPost, ""
}

// Accepted remembers that the operator accepted input's task with deadline
// (the Acceptor calls it for every acceptance it signs).
func (p *SelfProver) Accepted(input [32]byte, deadline uint64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.tasks == nil {
		p.tasks = map[[32]byte]*ownTask{}
	}
	if t, ok := p.tasks[input]; ok {
		t.deadline = deadline
		return
	}
	p.tasks[input] = &ownTask{deadline: deadline}
}

// RecordAnswer implements operator.AnswerRecorder: it keeps the answer the
// operator signed for a task it accepted, the newest if it signed several
// (each is the same answer at another reference block or index, and any
// proves it). Answers to tasks it did not accept, for another consumer, or
// for a slot not in the requested state (the market proves only those) are
// not kept.
func (p *SelfProver) RecordAnswer(t protocol.Transition, sig blsagg.G1) {
	if t.Old != protocol.Requested || (p.Consumer != common.Address{} && t.Consumer != p.Consumer) {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if task, ok := p.tasks[t.Input]; ok {
		task.signed, task.t, task.sig = true, t, sig
	}
}

// Pending is how many accepted tasks the prover still watches.
func (p *SelfProver) Pending() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.tasks)
}

// due is one task to look at in a pass.
type due struct {
	input [32]byte
	task  ownTask
}

// Check is one pass: at the chain's head it forgets the tasks that need no
// proof and posts, side by side, the proof of every task due (decideProof),
// waiting for their receipts. It returns how many proofs it posted. A proof
// the market refuses (a named revert) is not tried again; one that failed
// otherwise (the node, a nonce taken meanwhile) is tried again by the next
// pass while the deadline allows.
func (p *SelfProver) Check(ctx context.Context) (int, error) {
	if p.Pending() == 0 {
		return 0, nil
	}
	head, err := p.Market.HeadBlock(ctx)
	if err != nil {
		return 0, fmt.Errorf("economy: self-prover %x: head: %w", p.ID[:4], err)
	}
	margin := p.margin()
	var todo []due
	p.mu.Lock()
	for in, t := range p.tasks {
		switch step, _ := decideProof(t.deadline, head, margin, t.signed, nil); step {
		case proofDone:
			delete(p.tasks, in)
		case proofRead:
			todo = append(todo, due{input: in, task: *t})
		}
	}
	p.mu.Unlock()
	var (
		wg     sync.WaitGroup
		mu     sync.Mutex
		posted int
		errs   []error
	)
	for _, d := range todo {
		wg.Go(func() {
			ok, err := p.prove(ctx, head, margin, d)
			mu.Lock()
			defer mu.Unlock()
			if ok {
				posted++
			}
			if err != nil {
				errs = append(errs, err)
			}
		})
	}
	wg.Wait()
	return posted, errors.Join(errs...)
}

// prove reads d's view, decides and posts its proof if it is still due.
func (p *SelfProver) prove(ctx context.Context, head, margin uint64, d due) (bool, error) {
	log := p.logger().With("input", common.Hash(d.input), "deadline", d.task.deadline, "head", head)
	v, err := p.Market.AnswerView(ctx, d.task.t.Consumer, d.input, p.ID)
	if err != nil {
		return false, fmt.Errorf("economy: self-prover: task %x: %w", d.input, err)
	}
	step, why := decideProof(d.task.deadline, head, margin, true, &v)
	if step == proofDone {
		log.Debug("no answer proof needed", "why", why)
		p.forget(d.input)
		return false, nil
	}
	data, err := p.Packer.PackProof(ctx, d.task.t, d.task.sig)
	var rej *blsagg.RejectError
	switch {
	case errors.As(err, &rej):
		// the share does not verify, or the operator is not in the
		// reference block's set: the answer can never be proven
		p.forget(d.input)
		p.Metrics.count("failed")
		return false, fmt.Errorf("economy: self-prover: the proof of %x cannot be made: %w", d.input, err)
	case err != nil: // reading the operator set: tried again next pass
		p.Metrics.count("failed")
		return false, fmt.Errorf("economy: self-prover: pack the proof of %x: %w", d.input, err)
	}
	ok, err := p.Market.ProveIfOpen(ctx, d.input, data)
	var rv *Revert
	switch {
	case err == nil && ok:
		p.forget(d.input)
		p.Metrics.count("posted")
		log.Info("answer proven to the market: no landing yet near the deadline", "reference_block", d.task.t.ReferenceBlock)
		return true, nil
	case err == nil: // closed or past the deadline meanwhile
		p.forget(d.input)
		return false, nil
	case errors.As(err, &rv):
		p.forget(d.input)
		p.Metrics.count("failed")
		return false, fmt.Errorf("economy: self-prover: proof of %x refused: %w", d.input, err)
	}
	p.Metrics.count("failed")
	return false, fmt.Errorf("economy: self-prover: proof of %x (tried again next pass): %w", d.input, err)
}

// margin is Margin, DefaultProveMargin when unset.
func (p *SelfProver) margin() uint64 {
	if p.Margin == 0 {
		return DefaultProveMargin
	}
	return p.Margin
}

func (p *SelfProver) forget(input [32]byte) {
	p.mu.Lock()
	delete(p.tasks, input)
	p.mu.Unlock()
}

func (p *SelfProver) logger() *slog.Logger {
	if p.Logger == nil {
		return slog.Default()
	}
	return p.Logger
}

// Run calls Check every period until ctx ends (a block period: the head is
// the prover's clock). A pass is cut off Margin + 2 periods after it
// starts: every proof it posts is due by then, so one still unmined (a
// transaction the node dropped when another sender took its nonce) is too
// late to matter and must not hold up the passes after it.
func (p *SelfProver) Run(ctx context.Context, every time.Duration) {
	margin := p.margin()
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		pass, cancel := context.WithTimeout(ctx, time.Duration(margin+2)*every)
		if _, err := p.Check(pass); err != nil && ctx.Err() == nil {
			p.logger().Warn("answer proof", "operator", common.Hash(p.ID), "err", err)
		}
		cancel()
	}
}

// SelfProofMetrics count a self-prover's proofs
// (deepcall_operator_self_proofs_total, by outcome: posted, failed).
type SelfProofMetrics struct {
	Proofs *prometheus.CounterVec
}

// NewSelfProofMetrics makes the counter and registers it with r (nil:
// unregistered).
func NewSelfProofMetrics(r prometheus.Registerer) (*SelfProofMetrics, error) {
	m := &SelfProofMetrics{Proofs: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: metrics.Namespace, Subsystem: "operator",
		Name: "self_proofs_total",
		Help: "The operator's own proofs of its answers posted to the market (proveAnswered near the deadline of an accepted task not landed yet), by outcome (posted, failed)."},
		[]string{"outcome"})}
	for _, o := range []string{"posted", "failed"} {
		m.Proofs.WithLabelValues(o)
	}
	return m, metrics.Register(r, m.Proofs)
}

func (m *SelfProofMetrics) count(outcome string) {
	if m != nil {
		m.Proofs.WithLabelValues(outcome).Inc()
	}
}

var llmConsumer = bindings.NewLLMConsumer()

// AnswerKey is the market's key of an operator's proven answer
// (answeredValue): keccak256(abi.encode(input, deadline, operatorId)).
func AnswerKey(input [32]byte, deadline uint64, operator [32]byte) [32]byte {
	return crypto.Keccak256Hash(input[:], common.LeftPadBytes(new(big.Int).SetUint64(deadline).Bytes(), 32), operator[:])
}

// task is the market's task of input (tasks(input); zero: none open).
func (m *MarketClient) task(ctx context.Context, input [32]byte) (bindings.TasksOutput, error) {
	out, err := m.Sender.Caller().CallContract(ctx, ethereum.CallMsg{To: &m.Market, Data: taskMarket.PackTasks(input)}, nil)
	if err != nil {
		return bindings.TasksOutput{}, fmt.Errorf("economy: read task %x: %w", input, err)
	}
	t, err := taskMarket.UnpackTasks(out)
	if err != nil {
		return bindings.TasksOutput{}, fmt.Errorf("economy: read task %x: %w", input, err)
	}
	return t, nil
}

// HeadBlock implements ProofMarket.
func (m *MarketClient) HeadBlock(ctx context.Context) (uint64, error) {
	h, err := m.Sender.Caller().HeaderByNumber(ctx, nil)
	if err != nil {
		return 0, fmt.Errorf("economy: head: %w", err)
	}
	return h.Number.Uint64(), nil
}

// AnswerView implements ProofMarket: the market's task (tasks), the
// consumer's landing block (landedAt) and the operator's proven answer
// (answeredValue) at the latest block.
func (m *MarketClient) AnswerView(ctx context.Context, consumer common.Address, input [32]byte, operator [32]byte) (AnswerView, error) {
	call := func(to common.Address, data []byte) ([]byte, error) {
		return m.Sender.Caller().CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
	}
	var v AnswerView
	t, err := m.task(ctx, input)
	if err != nil {
		return v, err
	}
	if v.Deadline = t.Deadline; v.Deadline == 0 {
		return v, nil
	}
	out, err := call(consumer, llmConsumer.PackLandedAt(input))
	if err != nil {
		return v, fmt.Errorf("economy: landedAt %x: %w", input, err)
	}
	at, err := llmConsumer.UnpackLandedAt(out)
	if err != nil {
		return v, fmt.Errorf("economy: landedAt %x: %w", input, err)
	}
	v.LandedAt = at.Uint64()
	if out, err = call(m.Market, taskMarket.PackAnsweredValue(AnswerKey(input, v.Deadline, operator))); err != nil {
		return v, fmt.Errorf("economy: answeredValue %x: %w", input, err)
	}
	proven, err := taskMarket.UnpackAnsweredValue(out)
	if err != nil {
		return v, fmt.Errorf("economy: answeredValue %x: %w", input, err)
	}
	v.Proven = proven != [32]byte{}
	return v, nil
}
