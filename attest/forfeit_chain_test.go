package attest_test

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/attest"
	"github.com/deepcall/deepcall/bisection/labchain"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// lab is a lab chain (alphabet game: nothing here is bisected) with an
// EpochRegistry drawing every position and an AttestationConsumer deployed
// and wired by attest.DeployConsumer, its operators' keys at hand.
type lab struct {
	*auditEnv
	addrs  []common.Address
	byAddr map[common.Address]*labchain.Operator
	intake *attest.Intake
	funded *big.Int
	terms  attest.ConsumerTerms
}

func startLab(t *testing.T, ctx context.Context, opts labchain.Options, terms attest.ConsumerTerms) *lab {
	t.Helper()
	e, err := labchain.Start(ctx, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	l := &lab{auditEnv: &auditEnv{t: t, ctx: ctx, Env: e, fee: terms.Fee, gas: map[string]uint64{}}, byAddr: map[common.Address]*labchain.Operator{},
		funded: new(big.Int)}
	code := append(common.FromHex(bindings.EpochRegistryMetaData.Bin), regBnd.PackConstructor(e.Registry, big.NewInt(2), big.NewInt(3),
		big.NewInt(auditBps), big.NewInt(auditDelay), big.NewInt(auditWindow))...)
	if l.reg, _, err = e.Deployer.Sender.Deploy(ctx, "deploy", code); err != nil {
		t.Fatal(err)
	}
	if l.ac, l.terms, err = attest.DeployConsumer(ctx, e.Deployer.Sender, e.Deployer.Sender, attest.ConsumerDeployment{Epochs: l.reg, Game: e.Game,
		Registry: e.Registry, Manifest: e.Manifest.Hash, Terms: terms}); err != nil {
		t.Fatal(err)
	}
	keys := map[common.Address]*blsagg.G2{}
	for _, o := range e.Operators {
		pk := blsagg.PubG2(o.BLS)
		keys[o.Address()], l.byAddr[o.Address()] = &pk, o
		l.addrs = append(l.addrs, o.Address())
	}
	actx := attest.Context{ChainID: e.ChainID.Uint64(), Consumer: l.ac, Manifest: e.Manifest.Hash, ReferenceBlock: uint32(l.head() - 1)}
	if l.intake, err = attest.NewIntake(keys, actx, 0, true, nil); err != nil {
		t.Fatal(err)
	}
	return l
}

// commit takes atts (one body per operator) into the open epoch, seals it,
// has the quorum sign it at its reference block, commits and funds it.
func (l *lab) commit(atts []attest.Attestation) *attest.Sealed {
	t := l.t
	t.Helper()
	epoch, c := l.intake.Open()
	var order []common.Address
	per := map[common.Address][]attest.Attestation{}
	for _, a := range atts {
		a.Epoch = epoch
		if per[a.Operator] == nil {
			order = append(order, a.Operator)
		}
		per[a.Operator] = append(per[a.Operator], a)
	}
	for _, op := range order {
		o := l.byAddr[op]
		body, err := attest.EncodeBody(func(d [32]byte) blsagg.G1 { return blsagg.Sign(o.BLS, d) }, &c, op, epoch, per[op])
		if err != nil {
			t.Fatal(err)
		}
		if _, err := l.intake.Add(body); err != nil {
			t.Fatal(err)
		}
	}
	s := l.intake.Seal(uint32(l.head() - 1))
	root, _ := attest.Root(s.Leaves)
	books := attest.Books(attest.Tally(s.Atts))
	count := uint64(len(s.Leaves))
	sig := quorumSign(t, l.ctx, l.Env, attest.EpochDigest(c.ChainID, l.reg, epoch, root, count, books, c.ReferenceBlock), l.Operators,
		blsagg.Threshold{Num: 2, Den: 3}, c.ReferenceBlock)
	l.send(l.Bystander, l.reg, regBnd.PackCommitEpoch(epoch, root, count, books, c.ReferenceBlock, sig), nil, "")
	due := new(big.Int).Mul(l.fee, new(big.Int).SetUint64(count))
	l.send(l.Deployer, l.ac, acABI.PackFund(epoch), due, "")
	l.funded.Add(l.funded, due)
	return s
}

func (l *lab) deadlines(epoch uint64) (revealEnd, auditEnd uint64) {
	r, err := acABI.UnpackRevealEnd(l.call(l.ac, acABI.PackRevealEnd(epoch)))
	if err != nil {
		l.t.Fatal(err)
	}
	a, err := acABI.UnpackAuditEnd(l.call(l.ac, acABI.PackAuditEnd(epoch)))
	if err != nil {
		l.t.Fatal(err)
	}
	return r.Uint64(), a.Uint64()
}

// chainAudit is ChainAudit sending from acc, its receipts' gas kept.
func (l *lab) chainAudit(acc *labchain.Account) *attest.ChainAudit {
	var mu sync.Mutex
	return &attest.ChainAudit{Backend: l.Client, Sender: acc.Sender, Registry: l.reg, Consumer: l.ac, Game: l.Game,
		OperatorsAt: func(context.Context, uint64) ([]attest.Staked, error) { return l.staked(l.addrs), nil },
		KeysAt: func(_ context.Context, _ uint64, op common.Address) (blsagg.G1, blsagg.G2, error) {
			o, ok := l.byAddr[op]
			if !ok {
				return blsagg.G1{}, blsagg.G2{}, fmt.Errorf("no operator %s", op)
			}
			return blsagg.PubG1(o.BLS), blsagg.PubG2(o.BLS), nil
		},
		Receipt: func(what string, used uint64) {
			mu.Lock()
			l.gas[what] = max(l.gas[what], used)
			mu.Unlock()
		}}
}

func (l *lab) logGas() {
	names := slices.Sorted(func(yield func(string) bool) {
		for k := range l.gas {
			if !yield(k) {
				return
			}
		}
	})
	for _, n := range names {
		l.t.Logf("gas %-45s %d", n, l.gas[n])
	}
}

// truthOf is the engine's answer to request r of round k, and the request.
func truthOf(k, r int) attest.Claim {
	prompt := []int{1, 100*k + r}
	return attest.Claim{Prompt: prompt, N: 2, Root: crypto.Keccak256Hash(fmt.Appendf(nil, "root %d %d", k, r)), Tokens: []int{r + 1, r + 2}}
}

// kept are an operator's answers, by input: what its attester kept
// (attest.Answers) and its daemon serves (attest.Claims, for all operators).
type kept map[common.Address]map[[32]byte]attest.Claim

func (k kept) Claim(_ context.Context, a *attest.Attestation) (attest.Claim, error) {
	c, ok := k[a.Operator][a.Input]
	if !ok {
		return attest.Claim{}, fmt.Errorf("%w: %s keeps none", attest.ErrNoClaim, a.Operator)
	}
	return c, nil
}

type answersOf struct {
	k  kept
	op common.Address
}

func (a answersOf) Claim(input, output [32]byte) (attest.Claim, bool) {
	c, ok := a.k[a.op][input]
	return c, ok && protocol.ResultValue(c.Root, c.Tokens) == output
}

type sealedEpochs struct {
	mu sync.Mutex
	m  map[uint64]*attest.Sealed
}

func (s *sealedEpochs) Epoch(_ context.Context, n uint64) (*attest.Sealed, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if x, ok := s.m[n]; ok {
		return x, nil
	}
	return nil, fmt.Errorf("epoch %d not served", n)
}

// Reveal or forfeit with the real daemons' loops on the lab chain: every
// operator runs an attest.Auditor and an attest.Revealer (ChainAudit, its
// own account). Operator 3 attests honestly but withholds its answers: it
// reveals nothing and its daemon serves nothing. Before reveal-or-forfeit
// its sampled attestations could not be disputed on chain (nobody had the
// answer to open a game with) and its epoch paid it in full. Now each of its
// drawn attestations is forfeited once the reveal window closes, by the
// operator the seed makes its forfeiter: it is caught on the epoch (its fees
// go back to the payer) and forfeitBps of its stake is slashed per forfeit.
// The honest attesters reveal their drawn answers, which their auditors
// re-execute from the Revealed events; they are never forfeitable, never
// slashed, and paid in full.
func TestWithheldAnswerIsForfeited(t *testing.T) {
	if testing.Short() {
		t.Skip("lab chain: a few seconds")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	// an auditor's forfeits land every other block (ErrStakesMoved): 24 blocks for up to 5 withheld draws
	l := startLab(t, ctx, labchain.Options{}, attest.ConsumerTerms{Fee: big.NewInt(10_000), AuditBlocks: 32, RevealBlocks: 8, ForfeitBps: 1000})
	withholder := l.addrs[3]
	ks := kept{}
	truth := map[[32]byte]attest.Claim{}
	engine := func(_ context.Context, prompt []int, n int) ([32]byte, []int, error) {
		c, ok := truth[inference.InputHash(prompt, n)]
		if !ok {
			return [32]byte{}, nil, fmt.Errorf("unknown request %v", prompt)
		}
		return c.Root, c.Tokens, nil
	}
	epochs := &sealedEpochs{m: map[uint64]*attest.Sealed{}}
	var fmu sync.Mutex
	var found []attest.Finding
	var auditors []*attest.Auditor
	var revealers []*attest.Revealer
	for _, op := range l.addrs {
		ch := l.chainAudit(&l.byAddr[op].Account)
		auditors = append(auditors, &attest.Auditor{Self: op, Chain: ch, Epochs: epochs, Claims: ks, Engine: engine, RateBps: auditBps,
			SampleDelay: auditDelay, SampleWindow: auditWindow, Found: func(f attest.Finding) {
				fmu.Lock()
				found = append(found, f)
				fmu.Unlock()
			}})
		revealers = append(revealers, &attest.Revealer{Self: op, Chain: ch, Epochs: epochs, Answers: answersOf{ks, op}, RateBps: auditBps,
			SampleDelay: auditDelay, SampleWindow: auditWindow})
	}
	stake0 := map[common.Address]*big.Int{}
	for _, op := range l.addrs {
		stake0[op] = l.stake(op)
	}
	wantStake := new(big.Int).Set(stake0[withholder])

	type rec struct {
		s        *attest.Sealed
		ops      []common.Address
		counts   []uint64
		withheld []uint64 // the withholder's distinct drawn positions
		honest   []uint64 // the others'
	}
	var recs []*rec
	for round := 0; ; round++ {
		if round == 6 { // each round misses the withholder with probability (3/8)⁸, the honest with (5/8)⁸
			t.Fatal("no epoch drew both an honest and a withheld attestation")
		}
		// eight requests: 0–2 attested by operators 0–2, 3–7 by the withholder
		var atts []attest.Attestation
		for r := range 8 {
			c := truthOf(round, r)
			input := inference.InputHash(c.Prompt, c.N)
			truth[input] = c
			op := l.addrs[min(r, 3)]
			if op != withholder {
				if ks[op] == nil {
					ks[op] = map[[32]byte]attest.Claim{}
				}
				ks[op][input] = c
			}
			atts = append(atts, attest.Attestation{Input: input, Output: protocol.ResultValue(c.Root, c.Tokens), Operator: op,
				Hardware: attest.HardwareClass("cpu"), Timestamp: uint64(1_800_000_000 + round)})
		}
		s := l.commit(atts)
		epochs.mu.Lock()
		epochs.m[s.Epoch] = s
		epochs.mu.Unlock()
		r := &rec{s: s}
		r.ops, r.counts = attest.Tally(s.Atts)
		recs = append(recs, r)
		revealEnd, auditEnd := l.deadlines(s.Epoch)
		committedAt := l.head() - 1 // the fund followed the commit
		checked := false
		// the daemons run on, a step of every loop a block, until the audit window closes; a bystander draws
		// the sample at the window's first block (the auditors would: it is drawn before they look, so that
		// the revealers run first and the auditors re-execute from the Revealed events)
		for l.head() < auditEnd {
			if h := l.head(); h >= committedAt+auditDelay && mustSeed(l.auditEnv, s.Epoch) == ([32]byte{}) {
				l.send(l.Bystander, l.reg, regBnd.PackDrawSample(s.Epoch), nil, "drawSample")
			}
			for i, rv := range revealers {
				if err := rv.Step(ctx); err != nil {
					t.Fatalf("revealer %d: %v", i, err)
				}
			}
			for i, au := range auditors {
				if err := au.Step(ctx); err != nil {
					t.Fatalf("auditor %d: %v", i, err)
				}
			}
			if h := l.head(); !checked && h >= revealEnd && h < auditEnd && h+2 >= auditEnd {
				// the last block forfeits land in: nothing drawn is forfeitable any more, revealed or forfeited
				checked = true
				seed := mustSeed(l.auditEnv, s.Epoch)
				sample, _ := attest.Sample(seed, uint64(len(s.Leaves)), auditBps)
				for j, pos := range sample {
					if slices.Contains(r.withheld, pos) || slices.Contains(r.honest, pos) {
						continue
					}
					x, _ := s.Evidence(int(pos))
					l.wantRevert(l.Bystander.Address(), l.ac, acABI.PackForfeit(s.Epoch, big.NewInt(int64(j)), transitionBinding(x.Transition),
						x.EpochSiblings, attesterSig(l.byAddr, x)), nil, "NotForfeitable")
					if x.Attestation.Operator == withholder {
						r.withheld = append(r.withheld, pos)
					} else {
						r.honest = append(r.honest, pos)
					}
				}
			}
			if err := l.Advance(time.Second); err != nil {
				t.Fatal(err)
			}
		}
		if !checked {
			t.Fatalf("epoch %d: no block between revealEnd %d and auditEnd %d was looked at", s.Epoch, revealEnd, auditEnd)
		}
		for _, pos := range r.withheld {
			revealed, _ := acABI.UnpackRevealed(l.call(l.ac, acABI.PackRevealed(s.Leaves[pos])))
			forfeited, _ := acABI.UnpackForfeited(l.call(l.ac, acABI.PackForfeited(s.Leaves[pos])))
			if revealed || !forfeited {
				t.Fatalf("epoch %d: withheld position %d revealed %v, forfeited %v", s.Epoch, pos, revealed, forfeited)
			}
			wantStake.Sub(wantStake, new(big.Int).Div(new(big.Int).Mul(wantStake, big.NewInt(int64(l.terms.ForfeitBps))), big.NewInt(10_000)))
		}
		for _, pos := range r.honest {
			revealed, _ := acABI.UnpackRevealed(l.call(l.ac, acABI.PackRevealed(s.Leaves[pos])))
			forfeited, _ := acABI.UnpackForfeited(l.call(l.ac, acABI.PackForfeited(s.Leaves[pos])))
			if !revealed || forfeited {
				t.Fatalf("epoch %d: honest position %d revealed %v, forfeited %v", s.Epoch, pos, revealed, forfeited)
			}
		}
		t.Logf("epoch %d: withheld drawn positions %v (forfeited), honest drawn positions %v (revealed)", s.Epoch, r.withheld, r.honest)
		if len(r.withheld) > 0 && len(r.honest) > 0 {
			break
		}
	}
	if got := l.stake(withholder); got.Cmp(wantStake) != 0 {
		t.Fatalf("withholder's stake %s, want %s (%d bps a forfeit, from %s)", got, wantStake, l.terms.ForfeitBps, stake0[withholder])
	}
	for _, op := range l.addrs[:3] {
		if got := l.stake(op); got.Cmp(stake0[op]) != 0 {
			t.Fatalf("honest %s's stake %s, was %s", op, got, stake0[op])
		}
	}
	var forfeits, fromChain, honestDrawn int
	for _, r := range recs {
		honestDrawn += len(r.honest)
	}
	for _, f := range found {
		switch {
		case f.Forfeited:
			forfeits++
			if f.Attester != withholder {
				t.Fatalf("an honest draw forfeited: %+v", f)
			}
		case !f.Match:
			t.Fatalf("an honest answer disputed: %+v", f)
		case f.FromChain:
			fromChain++
		}
	}

	// the books: the withholder's share of an epoch it was caught on goes back to the payer
	payout := l.chainAudit(l.Bystander)
	want := map[common.Address]*big.Int{}
	add := func(to common.Address, v *big.Int) {
		if want[to] == nil {
			want[to] = new(big.Int)
		}
		want[to].Add(want[to], v)
	}
	for _, r := range recs {
		if err := payout.PayEpoch(ctx, r.s.Epoch, r.ops, r.counts); err != nil {
			t.Fatal(err)
		}
		caught, _ := acABI.UnpackCaught(l.call(l.ac, acABI.PackCaught(r.s.Epoch, withholder)))
		if caught != (len(r.withheld) > 0) {
			t.Fatalf("epoch %d: withholder caught %v, %d of its attestations forfeited", r.s.Epoch, caught, len(r.withheld))
		}
		for i, op := range r.ops {
			amt := new(big.Int).Mul(l.fee, new(big.Int).SetUint64(r.counts[i]))
			if op == withholder && caught {
				op = l.Deployer.Address()
			}
			add(op, amt)
		}
	}
	total := new(big.Int)
	for who, w := range want {
		if got := l.credit(who); got.Cmp(w) != 0 {
			t.Fatalf("credit of %s: %s, want %s", who, got, w)
		}
		total.Add(total, w)
	}
	if bal := l.balance(l.ac); total.Cmp(l.funded) != 0 || bal.Cmp(l.funded) != 0 {
		t.Fatalf("funded %s, credited %s, held %s", l.funded, total, bal)
	}
	if fromChain != honestDrawn {
		t.Fatalf("%d honest draws re-executed against their Revealed events, want %d", fromChain, honestDrawn)
	}
	t.Logf("%d epochs: %d withheld draws forfeited (withholder's stake %s → %s, credit %s), %d honest draws re-executed from their Revealed events; honest attesters paid in full",
		len(recs), forfeits, stake0[withholder], wantStake, l.credit(withholder), fromChain)
	l.logGas()
}

// payEpoch's work does not grow with what was presented: with every drawn
// position of an epoch presented (by a griefer: nothing is wrong), the
// presented attestations are scanned in pages, each bounded by its caller,
// and payEpoch reads one flag per attester of the books. An epoch with one
// presented attestation and one with all of them pay out at the same gas.
// An epoch whose sample window passed undrawn refunds its payer whole.
func TestPayEpochIsBoundedWhateverIsPresented(t *testing.T) {
	if testing.Short() {
		t.Skip("lab chain: a few seconds")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	const n, page = 32, 8
	l := startLab(t, ctx, labchain.Options{Window: auditChallengeWindow}, attest.ConsumerTerms{Fee: big.NewInt(10_000), AuditBlocks: 64, RevealBlocks: 32})
	mk := func(k int) []attest.Attestation {
		var atts []attest.Attestation
		for r := range n {
			c := truthOf(k, r)
			atts = append(atts, attest.Attestation{Input: inference.InputHash(c.Prompt, c.N), Output: protocol.ResultValue(c.Root, c.Tokens),
				Operator: l.addrs[r%len(l.addrs)], Hardware: attest.HardwareClass("cpu"), Timestamp: 1_800_000_000})
		}
		return atts
	}
	// warm (paid first, so that every later payout adds to credits already written), one, all, undrawn
	drawn := func(s *attest.Sealed) *attest.Sealed {
		l.mineTo(l.head() + auditDelay - 1) // the fund followed the commit
		l.send(l.Bystander, l.reg, regBnd.PackDrawSample(s.Epoch), nil, "drawSample")
		return s
	}
	warm, one, all := drawn(l.commit(mk(0))), drawn(l.commit(mk(1))), drawn(l.commit(mk(2)))
	undrawn := l.commit(mk(3))
	griefer := l.Challenger
	present := func(s *attest.Sealed, upTo int) int {
		sample, _ := attest.Sample(mustSeed(l.auditEnv, s.Epoch), n, auditBps)
		seen := map[uint64]bool{}
		for j, pos := range sample {
			if seen[pos] || len(seen) == upTo {
				continue
			}
			seen[pos] = true
			x, _ := s.Evidence(int(pos))
			l.send(griefer, l.ac, acABI.PackPresent(s.Epoch, big.NewInt(int64(j)), transitionBinding(x.Transition), x.EpochSiblings,
				attesterSig(l.byAddr, x)), nil, "present")
		}
		return len(seen)
	}
	present(one, 1)
	presented := present(all, n)
	_, end := l.deadlines(all.Epoch)
	l.mineTo(end)
	pay := l.chainAudit(l.Bystander)
	pay.ScanPage = page
	ops, counts := attest.Tally(all.Atts)
	l.wantRevert(l.Bystander.Address(), l.ac, acABI.PackPayEpoch(all.Epoch, ops, counts), nil, "NotScanned")
	if l.head()+1 <= uint64(all.Context.ReferenceBlock)+auditChallengeWindow {
		l.wantRevert(l.Bystander.Address(), l.ac, acABI.PackScan(all.Epoch, big.NewInt(page)), nil, "Undecided")
	}
	l.mineTo(uint64(all.Context.ReferenceBlock) + auditChallengeWindow + 1)
	payGas := map[uint64]uint64{}
	scans := 0
	for _, s := range []*attest.Sealed{warm, one, all, undrawn} {
		ops, counts := attest.Tally(s.Atts)
		pay.Receipt = func(what string, used uint64) {
			switch what {
			case "payEpoch":
				payGas[s.Epoch] = used
			case "scan":
				if s == all {
					scans++
					l.gas[fmt.Sprintf("scan (page of %d)", page)] = max(l.gas[fmt.Sprintf("scan (page of %d)", page)], used)
				}
			}
		}
		if err := pay.PayEpoch(ctx, s.Epoch, ops, counts); err != nil {
			t.Fatalf("epoch %d: %v", s.Epoch, err)
		}
	}
	if want := (presented + page - 1) / page; scans != want {
		t.Fatalf("%d presented scanned in %d pages, want %d", presented, scans, want)
	}
	g1, gAll := payGas[one.Epoch], payGas[all.Epoch]
	if gAll != g1 {
		t.Fatalf("payEpoch gas %d with 1 presented, %d with %d presented: not independent of what was presented", g1, gAll, presented)
	}
	// every attester paid fee · count for the drawn epochs; the payer refunded the undrawn one
	per := new(big.Int).Mul(l.fee, big.NewInt(3*n/int64(len(l.addrs))))
	for _, op := range l.addrs {
		if got := l.credit(op); got.Cmp(per) != 0 {
			t.Fatalf("credit of %s: %s, want %s", op, got, per)
		}
	}
	if got, want := l.credit(l.Deployer.Address()), new(big.Int).Mul(l.fee, big.NewInt(n)); got.Cmp(want) != 0 {
		t.Fatalf("payer refunded %s for the undrawn epoch, want %s", got, want)
	}
	if bal := l.balance(l.ac); bal.Cmp(l.funded) != 0 {
		t.Fatalf("funded %s, held %s", l.funded, bal)
	}
	l.gas["payEpoch (4 attesters, warm credits)"] = gAll
	l.gas["payEpoch (4 attesters, first credits)"] = payGas[warm.Epoch]
	l.gas["payEpoch (undrawn: all to the payer)"] = payGas[undrawn.Epoch]
	delete(l.gas, "payEpoch")
	t.Logf("%d attestations an epoch: payEpoch %d gas with 1 presented, %d with all %d drawn positions presented (scanned in %d pages of %d)",
		n, g1, gAll, presented, scans, page)
	l.logGas()
}
