package economy

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"

	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/protocol"
)

// TestDecideProof: the self-prover's rule, at a head, for a task accepted
// with deadline 100 and a margin of 4 blocks.
func TestDecideProof(t *testing.T) {
	open := &AnswerView{Deadline: 100}
	for _, c := range []struct {
		name   string
		head   uint64
		signed bool
		view   *AnswerView
		want   proofStep
	}{
		{"well before the deadline", 90, true, nil, proofWait},
		{"one block short of the margin", 95, true, nil, proofWait},
		{"at deadline − margin: read the chain", 96, true, nil, proofRead},
		{"due, no answer signed yet", 97, false, nil, proofWait},
		{"due, open, unlanded, unproven", 96, true, open, proofPost},
		{"on the last block a proof can follow", 99, true, open, proofPost},
		{"at the deadline: a proof would be late", 100, true, open, proofDone},
		{"past the deadline, nothing read", 120, true, nil, proofDone},
		{"past the deadline, never signed", 100, false, nil, proofDone},
		{"settled or reclaimed", 97, true, &AnswerView{}, proofDone},
		{"another request of the input", 97, true, &AnswerView{Deadline: 130}, proofDone},
		{"landed in time", 97, true, &AnswerView{Deadline: 100, LandedAt: 97}, proofDone},
		{"proven already (by the aggregator)", 97, true, &AnswerView{Deadline: 100, Proven: true}, proofDone},
	} {
		if got, why := decideProof(100, c.head, 4, c.signed, c.view); got != c.want {
			t.Errorf("%s: step %d (%s), want %d", c.name, got, why, c.want)
		}
	}
}

// fakeMarket is a ProofMarket over a map of views and an injected head.
type fakeMarket struct {
	mu     sync.Mutex
	head   uint64
	views  map[[32]byte]AnswerView
	reads  int
	proofs map[[32]byte][]byte
	fail   map[[32]byte]error // ProveIfOpen's error, once
}

func (f *fakeMarket) HeadBlock(context.Context) (uint64, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.head, nil
}

func (f *fakeMarket) AnswerView(_ context.Context, _ common.Address, input [32]byte, _ [32]byte) (AnswerView, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.reads++
	return f.views[input], nil
}

func (f *fakeMarket) ProveIfOpen(_ context.Context, input [32]byte, calldata []byte) (bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.fail[input]; err != nil {
		delete(f.fail, input)
		return false, err
	}
	f.proofs[input] = calldata
	v := f.views[input]
	v.Proven = true
	f.views[input] = v
	return true, nil
}

// packer packs the transition's input as the "calldata".
type packer struct{ bad map[[32]byte]bool }

func (p packer) PackProof(_ context.Context, t protocol.Transition, _ blsagg.G1) ([]byte, error) {
	if p.bad[t.Input] {
		return nil, &blsagg.RejectError{Err: blsagg.ErrInvalidSignature}
	}
	return t.Input[:], nil
}

// TestSelfProverCheck: accepted tasks are proven once, at deadline −
// margin, only with a signed answer, only while open, unlanded and
// unproven; a refused proof is dropped, a failed send tried again.
func TestSelfProverCheck(t *testing.T) {
	consumer := common.HexToAddress("0xc0")
	in := func(b byte) [32]byte { return [32]byte{b} }
	const deadline = 100
	var (
		proven    = in(1) // open and unlanded: proven
		landed    = in(2) // landed at 95
		unsigned  = in(3) // accepted, never answered
		byOthers  = in(4) // proven by the aggregator
		transient = in(5) // the first send fails (the node), the second posts
		refused   = in(6) // the market refuses by name
		badShare  = in(7) // the share cannot be packed
		closed    = in(8) // settled/reclaimed
		notMine   = in(9) // answered, never accepted
	)
	m := &fakeMarket{head: 90, proofs: map[[32]byte][]byte{}, views: map[[32]byte]AnswerView{
		proven: {Deadline: deadline}, landed: {Deadline: deadline, LandedAt: 95}, unsigned: {Deadline: deadline},
		byOthers: {Deadline: deadline, Proven: true}, transient: {Deadline: deadline}, refused: {Deadline: deadline},
		badShare: {Deadline: deadline}, closed: {}, notMine: {Deadline: deadline},
	}, fail: map[[32]byte]error{transient: errors.New("nonce too low"), refused: &Revert{Name: "NotAnswerOf"}}}
	reg := prometheus.NewRegistry()
	mx, err := NewSelfProofMetrics(reg)
	if err != nil {
		t.Fatal(err)
	}
	p := &SelfProver{ID: in(0xaa), Consumer: consumer, Market: m, Packer: packer{bad: map[[32]byte]bool{badShare: true}}, Metrics: mx,
		Logger: slog.New(slog.DiscardHandler)}
	answer := func(input [32]byte) protocol.Transition {
		return protocol.Transition{Consumer: consumer, Input: input, Old: protocol.Requested, New: [32]byte{31: 7}, ReferenceBlock: 80}
	}
	for _, x := range [][32]byte{proven, landed, unsigned, byOthers, transient, refused, badShare, closed} {
		p.Accepted(x, deadline)
	}
	for _, x := range [][32]byte{proven, landed, byOthers, transient, refused, badShare, closed, notMine} {
		p.RecordAnswer(answer(x), blsagg.G1{})
	}
	// Not kept: an answer for another consumer, or to a slot not requested, replaces nothing.
	other := answer(proven)
	other.Consumer = common.HexToAddress("0xc1")
	p.RecordAnswer(other, blsagg.G1{})
	written := answer(proven)
	written.Old = [32]byte{31: 9}
	p.RecordAnswer(written, blsagg.G1{})
	if n := p.Pending(); n != 8 {
		t.Fatalf("%d tasks watched, want the 8 accepted", n)
	}

	ctx := context.Background()
	// Before deadline − margin: nothing read, nothing sent.
	if n, err := p.Check(ctx); n != 0 || err != nil || m.reads != 0 {
		t.Fatalf("before the margin: %d posted, %d reads, %v", n, m.reads, err)
	}
	// At deadline − margin: one proof posted; the transient failure is kept
	// for the next pass, the rest forgotten.
	m.head = deadline - DefaultProveMargin
	n, err := p.Check(ctx)
	if n != 1 || err == nil {
		t.Fatalf("at the margin: %d posted (%v), want 1 and the refusals' errors", n, err)
	}
	if _, ok := m.proofs[proven]; !ok || len(m.proofs) != 1 {
		t.Fatalf("proofs of %d tasks, want the open unproven one's", len(m.proofs))
	}
	var rv *Revert
	if !errors.As(err, &rv) || rv.Name != "NotAnswerOf" {
		t.Errorf("the market's refusal not returned by name: %v", err)
	}
	if n := p.Pending(); n != 2 { // unsigned (waits for an answer) and transient (tried again)
		t.Fatalf("%d tasks still watched, want 2", n)
	}
	m.head++
	if n, err := p.Check(ctx); n != 1 || err != nil {
		t.Fatalf("the next pass: %d posted, %v; want the retried proof", n, err)
	}
	if _, ok := m.proofs[transient]; !ok {
		t.Fatal("the proof whose send failed was not posted again")
	}
	// The task never answered is dropped at its deadline; no proof is posted twice.
	m.head = deadline
	if n, err := p.Check(ctx); n != 0 || err != nil || p.Pending() != 0 {
		t.Fatalf("at the deadline: %d posted, %d watched, %v", n, p.Pending(), err)
	}
	if got := counterValue(t, mx, "posted"); got != 2 {
		t.Errorf("self_proofs_total{posted} %v, want 2", got)
	}
	if got := counterValue(t, mx, "failed"); got != 3 { // transient, refused, badShare
		t.Errorf("self_proofs_total{failed} %v, want 3", got)
	}
}

func counterValue(t *testing.T, m *SelfProofMetrics, outcome string) float64 {
	t.Helper()
	var d dto.Metric
	if err := m.Proofs.WithLabelValues(outcome).Write(&d); err != nil {
		t.Fatal(err)
	}
	return d.GetCounter().GetValue()
}

// TestAnswerKey: the market's answeredValue key, keccak256(abi.encode(input,
// deadline, operatorId)).
func TestAnswerKey(t *testing.T) {
	input, id := [32]byte{1}, [32]byte{2}
	var enc []byte
	enc = append(enc, input[:]...)
	enc = append(enc, make([]byte, 31)...)
	enc = append(enc, 42)
	enc = append(enc, id[:]...)
	if got, want := AnswerKey(input, 42, id), [32]byte(crypto.Keccak256Hash(enc)); got != want {
		t.Fatalf("AnswerKey %x, want %x", got, want)
	}
}
