package attest

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// memChain is the chain as an Auditor and a Revealer see it, for the
// timing rules alone (the devnet and lab chain tests run the whole audit on
// a real node).
type memChain struct {
	head, committedAt, next uint64
	revealEnd, auditEnd     uint64
	seed                    [32]byte
	draws, presents, opens  int
	ops                     []common.Address
	revealed                map[[32]byte]Claim // by leaf: the answer revealed
	forfeited               map[[32]byte]bool
	reveals                 []uint64 // draws revealed through Reveal
	stakesMoved             bool     // Forfeit answers ErrStakesMoved
}

func (m *memChain) Head(context.Context) (uint64, error)                { return m.head, nil }
func (m *memChain) NextEpoch(context.Context) (uint64, error)           { return m.next, nil }
func (m *memChain) CommittedAt(context.Context, uint64) (uint64, error) { return m.committedAt, nil }
func (m *memChain) SampleSeed(context.Context, uint64) ([32]byte, error) {
	return m.seed, nil
}
func (m *memChain) DrawSample(context.Context, uint64) error {
	m.draws++
	m.seed = [32]byte{7}
	return nil
}
func (m *memChain) Deadlines(context.Context, uint64) (uint64, uint64, error) {
	if m.revealEnd == 0 {
		return 1000, 2000, nil
	}
	return m.revealEnd, m.auditEnd, nil
}
func (m *memChain) Revealed(_ context.Context, leaf [32]byte) (bool, error) {
	_, ok := m.revealed[leaf]
	return ok, nil
}
func (m *memChain) RevealedAnswer(_ context.Context, _, _ uint64, leaf, _ [32]byte) (Claim, bool, error) {
	c, ok := m.revealed[leaf]
	return c, ok, nil
}
func (m *memChain) Reveal(_ context.Context, _, j uint64, x *Evidence, c Claim) error {
	if m.head+1 >= m.revealEnd {
		return ErrRevealClosed
	}
	if m.revealed == nil {
		m.revealed = map[[32]byte]Claim{}
	}
	m.revealed[x.Transition.Digest()] = c
	m.reveals = append(m.reveals, j)
	return nil
}
func (m *memChain) Forfeited(_ context.Context, leaf [32]byte) (bool, error) {
	return m.forfeited[leaf], nil
}
func (m *memChain) Forfeit(_ context.Context, _, _ uint64, x *Evidence) error {
	if m.stakesMoved {
		return ErrStakesMoved
	}
	if _, ok := m.revealed[x.Transition.Digest()]; ok || m.forfeited[x.Transition.Digest()] {
		return ErrNotForfeitable
	}
	if m.forfeited == nil {
		m.forfeited = map[[32]byte]bool{}
	}
	m.forfeited[x.Transition.Digest()] = true
	return nil
}
func (m *memChain) Operators(context.Context, uint64) ([]Staked, error) {
	return equalStakes(m.ops), nil
}
func (m *memChain) Present(context.Context, uint64, uint64, *Evidence) error {
	m.presents++
	return nil
}
func (m *memChain) Open(context.Context, Claim, *Evidence) (uint64, error) {
	m.opens++
	return 1, nil
}

type memEpochs struct{ s *Sealed }

func (e memEpochs) Epoch(context.Context, uint64) (*Sealed, error) { return e.s, nil }

// When an Auditor draws, waits or gives an epoch up: before the window it
// waits (and stays on the epoch), in it it draws once, after it the epoch is
// skipped; an epoch whose drawn inputs every operator attested has nobody
// to audit it and is passed, not retried forever.
func TestAuditorWindow(t *testing.T) {
	ops := []common.Address{{1}, {2}}
	everyone := &Sealed{Atts: []Attestation{{Input: [32]byte{9}, Operator: ops[0]}, {Input: [32]byte{9}, Operator: ops[1]}}}
	for _, tc := range []struct {
		name      string
		head      uint64
		lag       uint64
		wantDraws int
		wantNext  uint64 // the epoch the auditor is on after one step
	}{
		{"before the window", 11, 0, 0, 0},
		{"in the window", 12, 0, 1, 1}, // drawn; everyone attested the drawn input: passed (ErrNoAuditor)
		{"the window's last block next", 20, 0, 1, 1},
		{"window passed undrawn", 21, 0, 0, 1},
		{"waiting its lag for another drawer", 14, 3, 0, 0},
		{"its lag over", 15, 3, 1, 1},
		{"a lag past the window", 20, 50, 1, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ch := &memChain{head: tc.head, committedAt: 10, next: 1, ops: ops}
			a := &Auditor{Self: ops[0], Chain: ch, Epochs: memEpochs{everyone}, RateBps: 10000, SampleDelay: 2, SampleWindow: 10, DrawLag: tc.lag}
			if err := a.Step(context.Background()); err != nil {
				t.Fatal(err)
			}
			if ch.draws != tc.wantDraws || a.next != tc.wantNext || ch.presents != 0 {
				t.Fatalf("draws %d, on epoch %d, presents %d; want %d draws, epoch %d", ch.draws, a.next, ch.presents, tc.wantDraws, tc.wantNext)
			}
		})
	}
}

// An epoch served with leaves that do not fold into the root it claims, or
// as another epoch, is refused by name.
func TestHTTPEpochsRefusesATamperedEpoch(t *testing.T) {
	c := Context{ChainID: 1337, Consumer: common.Address{5}, Manifest: [32]byte{6}, ReferenceBlock: 9}
	a := Attestation{Input: [32]byte{1}, Output: [32]byte{2}, Operator: common.Address{3}, Epoch: 4, Timestamp: 100}
	root := a.Leaf(&c)
	serve := func(epoch uint64, out [32]byte) string {
		return fmt.Sprintf(`{"epoch":%d,"reference_block":9,"root":"%s","attestations":[{"input":"%s","output":"%s","operator":"%s","hardware":"%s","timestamp":100}],"bodies":[]}`,
			epoch, common.Hash(root).Hex(), common.Hash(a.Input).Hex(), common.Hash(out).Hex(), a.Operator.Hex(), common.Hash{}.Hex())
	}
	for _, tc := range []struct {
		name    string
		body    string
		wantErr error
	}{
		{"as attested", serve(4, a.Output), nil},
		{"output changed", serve(4, [32]byte{7}), ErrEpochServed},
		{"another epoch", serve(5, a.Output), ErrEpochServed},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				if r.URL.Path != "/v1/attest/epochs/4" {
					http.NotFound(w, r)
					return
				}
				io.WriteString(w, tc.body)
			}))
			defer srv.Close()
			c0 := c
			c0.ReferenceBlock = 0 // it comes with the epoch
			s, err := (&HTTPEpochs{URL: srv.URL, Context: c0}).Epoch(context.Background(), 4)
			if !errors.Is(err, tc.wantErr) {
				t.Fatalf("err %v, want %v", err, tc.wantErr)
			}
			if err == nil && (len(s.Atts) != 1 || s.Atts[0] != a || s.Context != c) {
				t.Fatalf("served %+v", s)
			}
		})
	}
}

// memClaims are the attesters' daemons: the claim each serves, by attester
// and input (none: ErrNoClaim).
type memClaims map[common.Address]map[[32]byte]Claim

func (m memClaims) Claim(_ context.Context, a *Attestation) (Claim, error) {
	c, ok := m[a.Operator][a.Input]
	if !ok {
		return Claim{}, fmt.Errorf("%w: %s", ErrNoClaim, a.Operator)
	}
	return c, nil
}

func (m memClaims) add(op common.Address, c Claim) {
	if m[op] == nil {
		m[op] = map[[32]byte]Claim{}
	}
	m[op][inference.InputHash(c.Prompt, c.N)] = c
}

// memRun is an engine: the answer to (prompt, n) is a function of them.
func memRun(_ context.Context, prompt []int, n int) ([32]byte, []int, error) {
	tokens := make([]int, n)
	for i := range tokens {
		tokens[i] = prompt[len(prompt)-1] + i + 1
	}
	return inference.InputHash(prompt, n), tokens, nil
}

// memSealed is epoch 0 of atts under c, one body holding them all.
func memSealed(c Context, atts []Attestation) *Sealed {
	s := &Sealed{Context: c, Atts: atts, Bodies: []Body{{Operator: atts[0].Operator, N: len(atts)}}}
	for i := range atts {
		s.Leaves = append(s.Leaves, atts[i].Leaf(&c))
	}
	return s
}

// memAttestation is op's attestation of request r answered with c.
func memAttestation(op common.Address, c Claim) Attestation {
	return Attestation{Input: inference.InputHash(c.Prompt, c.N), Output: protocol.ResultValue(c.Root, c.Tokens), Operator: op, Timestamp: 1}
}

func honestClaim(r int) Claim {
	c := Claim{Prompt: []int{1, 10 + r}, N: 2}
	c.Root, c.Tokens, _ = memRun(context.Background(), c.Prompt, c.N)
	return c
}

// The request and answer an auditor re-executes against are the ones
// revealed on chain when there are (the liar's daemon may stay silent: the
// reveal carries the request too); without a reveal, the attester's daemon;
// neither: ErrNoClaim.
func TestAuditorPrefersTheRevealedAnswer(t *testing.T) {
	ctx := context.Background()
	liar, honest := common.Address{2}, common.Address{3}
	lie := honestClaim(0)
	lie.Tokens = []int{99, 98}
	s := memSealed(Context{ChainID: 1, ReferenceBlock: 5}, []Attestation{memAttestation(liar, lie), memAttestation(honest, honestClaim(0))})
	ch := &memChain{revealed: map[[32]byte]Claim{s.Leaves[0]: lie}}
	claims := memClaims{}
	claims.add(honest, honestClaim(0))
	a := &Auditor{Chain: ch, Claims: claims}
	ea := &epochAudit{s: s}
	x0, _ := s.Evidence(0)
	c, fromChain, err := a.claim(ctx, ea, x0)
	if err != nil || !fromChain || !slices.Equal(c.Prompt, lie.Prompt) || c.Root != lie.Root || !slices.Equal(c.Tokens, lie.Tokens) {
		t.Fatalf("revealed lie, liar's daemon silent: %+v from chain %v, %v", c, fromChain, err)
	}
	x1, _ := s.Evidence(1)
	if c, fromChain, err := a.claim(ctx, ea, x1); err != nil || fromChain || !slices.Equal(c.Tokens, honestClaim(0).Tokens) {
		t.Fatalf("unrevealed, from the daemon: %+v from chain %v, %v", c, fromChain, err)
	}
	delete(claims, honest)
	if _, fromChain, err := a.claim(ctx, ea, x1); !errors.Is(err, ErrNoClaim) || fromChain {
		t.Fatalf("neither: from chain %v, %v", fromChain, err)
	}
}

// Reveal or forfeit as the auditor of an epoch sees it: a draw revealed on
// chain is re-executed against the revealed answer (a revealed lie is
// presented and disputed); an unrevealed one waits for its reveal until the
// reveal window closes, is then forfeited by its forfeiter once, and the
// epoch's audit ends.
func TestAuditorForfeitsWhatIsNotRevealed(t *testing.T) {
	ctx := context.Background()
	self, attester := common.Address{1}, common.Address{2}
	const n = 8
	seed := [32]byte{7}
	sample, _ := Sample(seed, n, 10000)
	var distinct []uint64
	for _, p := range sample {
		if !slices.Contains(distinct, p) {
			distinct = append(distinct, p)
		}
	}
	if len(distinct) < 3 {
		t.Fatalf("sample %v: fewer than 3 positions", sample)
	}
	honestPos, liePos := distinct[0], distinct[1]
	atts := make([]Attestation, n)
	claims := memClaims{}
	answers := map[uint64]Claim{}
	for i := range atts {
		c := honestClaim(i)
		if uint64(i) == liePos {
			c.Tokens = []int{7, 7}
		}
		answers[uint64(i)] = c
		atts[i] = memAttestation(attester, c)
	}
	s := memSealed(Context{ChainID: 1, ReferenceBlock: 5}, atts)
	ch := &memChain{head: 12, committedAt: 10, next: 1, revealEnd: 30, auditEnd: 50, ops: []common.Address{self, attester},
		revealed: map[[32]byte]Claim{}}
	for _, p := range []uint64{honestPos, liePos} { // the attester revealed these (its daemon keeps them too)
		ch.revealed[s.Leaves[p]] = answers[p]
		claims.add(attester, answers[p])
	}
	var found []Finding
	a := &Auditor{Self: self, Chain: ch, Epochs: memEpochs{s}, Claims: claims, Engine: memRun, RateBps: 10000, SampleDelay: 2, SampleWindow: 10,
		Found: func(f Finding) { found = append(found, f) }}
	step := func(head uint64) {
		t.Helper()
		ch.head = head
		if err := a.Step(ctx); err != nil {
			t.Fatalf("head %d: %v", head, err)
		}
	}
	step(12)
	if len(found) != 2 || !found[0].Match || !found[0].FromChain || found[1].Match || !found[1].FromChain || found[1].Challenge == 0 ||
		ch.presents != 1 || ch.opens != 1 {
		t.Fatalf("revealed draws: %+v, presents %d, opens %d", found, ch.presents, ch.opens)
	}
	step(28) // unrevealed draws wait: the attester may still reveal
	if len(found) != 2 || len(ch.forfeited) != 0 || len(a.open) != 1 {
		t.Fatalf("before revealEnd: %+v, %d forfeited", found, len(ch.forfeited))
	}
	step(29) // the next block is revealEnd: nothing can be revealed any more, nor forfeited yet
	if len(ch.forfeited) != 0 || len(a.open) != 1 {
		t.Fatalf("at revealEnd−1: %d forfeited", len(ch.forfeited))
	}
	ch.stakesMoved = true // a slash landed in the head block: forfeits wait for the next
	step(30)
	if len(ch.forfeited) != 0 || len(a.open) != 1 {
		t.Fatalf("stakes moved at the head: %d forfeited", len(ch.forfeited))
	}
	ch.stakesMoved = false
	step(31)
	if len(ch.forfeited) != len(distinct)-2 || len(found) != len(distinct) || len(a.open) != 0 {
		t.Fatalf("after revealEnd: %d forfeited of %d unrevealed, findings %+v, %d epochs open", len(ch.forfeited), len(distinct)-2, found, len(a.open))
	}
	for _, p := range distinct[2:] {
		if !ch.forfeited[s.Leaves[p]] {
			t.Errorf("position %d unrevealed and not forfeited", p)
		}
	}
	for _, f := range found[2:] {
		if !f.Forfeited || f.Attester != attester {
			t.Errorf("finding %+v", f)
		}
	}
	if ch.forfeited[s.Leaves[honestPos]] || ch.forfeited[s.Leaves[liePos]] {
		t.Fatal("a revealed draw was forfeited")
	}
}

// memAnswers are an attester's kept answers.
type memAnswers map[[32]byte]Claim

func (m memAnswers) Claim(input, output [32]byte) (Claim, bool) {
	c, ok := m[input]
	if !ok || protocol.ResultValue(c.Root, c.Tokens) != output {
		return Claim{}, false
	}
	return c, true
}

// A revealer reveals, once, each drawn position that is its own
// attestation and whose answer it kept, before revealEnd; an undrawn epoch
// waits until its window closes, then is passed; past revealEnd nothing is
// sent.
func TestRevealerRevealsItsDraws(t *testing.T) {
	ctx := context.Background()
	self, other := common.Address{2}, common.Address{3}
	const n = 8
	atts := make([]Attestation, n)
	answers := memAnswers{}
	for i := range atts {
		op := self
		if i%2 == 1 {
			op = other
		}
		c := honestClaim(i)
		atts[i] = memAttestation(op, c)
		if op == self && i != 0 { // the answer behind position 0 was forgotten
			answers[atts[i].Input] = c
		}
	}
	s := memSealed(Context{ChainID: 1, ReferenceBlock: 5}, atts)
	seed := [32]byte{7}
	sample, _ := Sample(seed, n, 10000)
	var want []uint64 // first draw of each own position with a kept answer
	seen := map[uint64]bool{}
	for j, p := range sample {
		if !seen[p] && p%2 == 0 && p != 0 {
			want = append(want, uint64(j))
		}
		seen[p] = true
	}
	newRevealer := func(ch *memChain) *Revealer {
		return &Revealer{Self: self, Chain: ch, Epochs: memEpochs{s}, Answers: answers, RateBps: 10000, SampleDelay: 2, SampleWindow: 10}
	}
	ch := &memChain{head: 11, committedAt: 10, next: 1, revealEnd: 30, auditEnd: 50}
	r := newRevealer(ch)
	if err := r.Step(ctx); err != nil || len(ch.reveals) != 0 || r.next != 0 {
		t.Fatalf("undrawn: %v, reveals %v, on epoch %d", err, ch.reveals, r.next)
	}
	ch.seed, ch.head = seed, 15
	for range 2 {
		if err := r.Step(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if !slices.Equal(ch.reveals, want) || r.next != 1 {
		t.Fatalf("revealed draws %v, want %v (sample %v); on epoch %d", ch.reveals, want, sample, r.next)
	}

	undrawn := &memChain{head: 22, committedAt: 10, next: 1, revealEnd: 30, auditEnd: 50}
	if r := newRevealer(undrawn); r.Step(ctx) != nil || r.next != 1 {
		t.Fatal("an epoch whose window passed undrawn is not passed")
	}
	late := &memChain{head: 29, committedAt: 10, next: 1, revealEnd: 30, auditEnd: 50, seed: seed}
	if r := newRevealer(late); r.Step(ctx) != nil || len(late.reveals) != 0 || r.next != 1 {
		t.Fatalf("past the reveal window: reveals %v, on epoch %d", late.reveals, r.next)
	}
}
