package attest_test

import (
	"bytes"
	"context"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/attest"
	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/audit"
	"github.com/deepcall/deepcall/bisection/labchain"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

var (
	acABI  = bindings.NewAttestationConsumer()
	regBnd = bindings.NewEpochRegistry()
	opBnd  = bindings.NewOperatorRegistry()
)

const (
	auditBps    = 10000 // every draw a position: the test needs its one lie drawn within a few epochs
	auditDelay  = 2
	auditWindow = 4
	auditBlocks = 16
	auditReveal = 8
	// auditChallengeWindow is the lab game's challenge window: the least the
	// registry's reference window (256) allows, so that scan (which waits it
	// out for a presented attestation) comes after a few hundred blocks
	auditChallengeWindow = 256 + 64
)

// On the lab chain: epochs of attestations, each by a committee of two, one
// of them a lie by operator 3. Each epoch is sealed, folded and committed
// with its books (and reference block), funded, and sampled by the real
// drawSample; the attester of every sampled attestation reveals the answer
// behind it on chain (the liar its lie), and every sampled attestation is
// re-executed against the revealed answer by an operator the seed assigns
// (never one of its attesters). A matching one is left alone; the lie, once
// drawn, is presented under the epoch root, disputed on the unchanged
// DisputeGame and resolved with the liar's own body signature: the liar is
// slashed; once the presented attestations are scanned (in pages, after
// their challenge windows) its epoch's fees go back to the payer and the
// honest attesters are paid fee · count and withdraw it. Bad input along the
// way gets named errors.
func TestAuditEpochOnChain(t *testing.T) {
	if testing.Short() {
		t.Skip("engine lab chain: a few seconds")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	e, err := labchain.Start(ctx, labchain.Options{Engine: true, JoinWindow: time.Minute, Window: auditChallengeWindow})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	// the lab's stakes are 10⁶ wei and half is slashed: a fee of 10⁴ wei puts the deterrent rate at 2 %
	a := &auditEnv{t: t, ctx: ctx, Env: e, fee: big.NewInt(10_000), gas: map[string]uint64{}}
	code := append(common.FromHex(bindings.EpochRegistryMetaData.Bin), regBnd.PackConstructor(e.Registry, big.NewInt(2), big.NewInt(3),
		big.NewInt(auditBps), big.NewInt(auditDelay), big.NewInt(auditWindow))...)
	if a.reg, _, err = e.Deployer.Sender.Deploy(ctx, "deploy", code); err != nil {
		t.Fatal(err)
	}
	// the game's and the registry's owner (the deployer) admits it and lets it slash forfeits; a stranger cannot
	if a.ac, _, err = attest.DeployConsumer(ctx, e.Deployer.Sender, e.Deployer.Sender, attest.ConsumerDeployment{Epochs: a.reg, Game: e.Game,
		Registry: e.Registry, Manifest: e.Manifest.Hash, Terms: attest.ConsumerTerms{Fee: a.fee, AuditBlocks: auditBlocks, RevealBlocks: auditReveal}}); err != nil {
		t.Fatal(err)
	}
	a.wantRevert(e.Bystander.Address(), e.Game, bisection.GameABI().PackAdmit(a.ac), nil, "NotOwner")
	a.wantRevert(e.Bystander.Address(), e.Registry, opBnd.PackSetSlaSlasher(a.ac, true), nil, "NotOwner")
	// the chain side of the auditors' and the payout's code, sending from a bystander
	chainAudit := &attest.ChainAudit{Backend: e.Client, Sender: e.Bystander.Sender, Registry: a.reg, Consumer: a.ac, Game: e.Game, ScanPage: 1,
		Receipt: func(what string, used uint64) { a.gas[what+" (ChainAudit)"] = max(a.gas[what+" (ChainAudit)"], used) }}
	eng := &inference.Engine{Model: e.Model, Manifest: e.Manifest.Hash, Backend: inference.CPU{Workers: 1}}
	run := func(ctx context.Context, prompt []int, n int) ([32]byte, []int, error) {
		res, err := eng.Generate(ctx, prompt, n, nil)
		if err != nil {
			return [32]byte{}, nil, err
		}
		return res.Root, res.Tokens, nil
	}

	addrs := make([]common.Address, len(e.Operators))
	keys := map[common.Address]*blsagg.G2{}
	byAddr := map[common.Address]*labchain.Operator{}
	for i, o := range e.Operators {
		addrs[i] = o.Address()
		pk := blsagg.PubG2(o.BLS)
		keys[addrs[i]] = &pk
		byAddr[addrs[i]] = o
	}
	liar := addrs[3]
	payer := e.Deployer
	stakeBefore := map[common.Address]*big.Int{}
	for _, op := range addrs {
		stakeBefore[op] = a.stake(op)
	}
	ref := uint32(a.head() - 1)
	actx := attest.Context{ChainID: e.ChainID.Uint64(), Consumer: a.ac, Manifest: e.Manifest.Hash, ReferenceBlock: ref}
	intake, err := attest.NewIntake(keys, actx, 0, true, nil)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(intake)
	defer srv.Close()
	post := func(body []byte) int {
		resp, err := http.Post(srv.URL, "application/octet-stream", bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return resp.StatusCode
	}

	requests := map[[32]byte]request{}
	claimed := map[[32]byte]answer{} // by leaf
	hw := attest.HardwareClass("cpu-avx512")
	type epochRec struct {
		sealed   *attest.Sealed
		ops      []common.Address
		counts   []uint64
		caught   bool
		liarLeaf int
	}
	var epochs []*epochRec
	var caught *epochRec
	var challengeID uint64
	var ev *attest.Evidence
	wantCredit := map[common.Address]*big.Int{}
	addCredit := func(to common.Address, v *big.Int) {
		if wantCredit[to] == nil {
			wantCredit[to] = new(big.Int)
		}
		wantCredit[to].Add(wantCredit[to], v)
	}
	funded := new(big.Int)

	for round := 0; caught == nil; round++ {
		if round == 12 { // (1 − (7/8)⁸)¹² ≈ 3·10⁻⁶
			t.Fatal("the lie was never drawn")
		}
		epoch, c := intake.Open()
		// four requests, request r attested by operators r and r+1; operator 3's attestation of request 3 is a lie
		perOp := map[common.Address][]attest.Attestation{}
		liarLeaf := [32]byte{}
		for r := range 4 {
			req := request{prompt: []int{1, 20 + 4*round + r}, n: 2}
			input := inference.InputHash(req.prompt, req.n)
			requests[input] = req
			root, tokens, err := run(ctx, req.prompt, req.n)
			if err != nil {
				t.Fatal(err)
			}
			for _, op := range []common.Address{addrs[r], addrs[(r+1)%4]} {
				ans := answer{root, tokens, req}
				if op == liar && r == 3 {
					ans.tokens = slices.Clone(tokens)
					ans.tokens[1] = (tokens[1] + 1) % e.Model.Config.Vocab
				}
				at := attest.Attestation{Input: input, Output: protocol.ResultValue(ans.root, ans.tokens), Operator: op, Epoch: epoch,
					Hardware: hw, Timestamp: uint64(1_800_000_000 + round)}
				perOp[op] = append(perOp[op], at)
				claimed[at.Leaf(&c)] = ans
				if op == liar && r == 3 {
					liarLeaf = at.Leaf(&c)
				}
			}
		}
		for _, op := range addrs {
			o := byAddr[op]
			body, err := attest.EncodeBody(func(d [32]byte) blsagg.G1 { return blsagg.Sign(o.BLS, d) }, &c, op, epoch, perOp[op])
			if err != nil {
				t.Fatal(err)
			}
			if code := post(body); code != http.StatusNoContent {
				t.Fatalf("body of %s: %d", op, code)
			}
			if code := post(body); code != http.StatusConflict { // replayed
				t.Fatalf("replayed body: %d, want 409", code)
			}
		}
		s := intake.Seal(uint32(a.head() - 1))
		rec := &epochRec{sealed: s, liarLeaf: slices.Index(s.Leaves, liarLeaf)}
		rec.ops, rec.counts = attest.Tally(s.Atts)
		epochs = append(epochs, rec)
		count := uint64(len(s.Leaves))
		root, _ := attest.Root(s.Leaves)
		books := attest.Books(rec.ops, rec.counts)

		// the quorum signs the epoch once; commitEpoch lands it
		digest := attest.EpochDigest(c.ChainID, a.reg, epoch, root, count, books, c.ReferenceBlock)
		sig := quorumSign(t, ctx, e, digest, e.Operators, blsagg.Threshold{Num: 2, Den: 3}, c.ReferenceBlock)
		a.send(e.Bystander, a.reg, regBnd.PackCommitEpoch(epoch, root, count, books, c.ReferenceBlock, sig), nil, "commitEpoch (8 attestations)")
		due := new(big.Int).Mul(a.fee, new(big.Int).SetUint64(count))
		a.wantRevert(payer.Address(), a.ac, acABI.PackFund(epoch), new(big.Int).Sub(due, big.NewInt(1)), "WrongFunding")
		a.send(payer, a.ac, acABI.PackFund(epoch), due, "fund")
		funded.Add(funded, due)
		a.wantRevert(payer.Address(), a.ac, acABI.PackFund(epoch), due, "AlreadyFunded")

		// before the draw nothing can be presented
		ev0, err := s.Evidence(0)
		if err != nil {
			t.Fatal(err)
		}
		a.wantRevert(e.Bystander.Address(), a.ac, acABI.PackPresent(epoch, big.NewInt(0), transitionBinding(ev0.Transition), ev0.EpochSiblings, noAttester), nil, "SampleNotDrawn")
		a.wantRevert(e.Bystander.Address(), a.reg, regBnd.PackDrawSample(epoch), nil, "SampleTooEarly")
		a.mineTo(a.head() + auditDelay - 1)
		a.send(e.Bystander, a.reg, regBnd.PackDrawSample(epoch), nil, "drawSample")
		// a drawer that dislikes the seed cannot draw again
		a.wantRevert(e.Bystander.Address(), a.reg, regBnd.PackDrawSample(epoch), nil, "SampleAlreadyDrawn")
		seed, err := regBnd.UnpackSampleSeed(a.call(a.reg, regBnd.PackSampleSeed(epoch)))
		if err != nil {
			t.Fatal(err)
		}
		sample, err := attest.Sample(seed, count, auditBps)
		if err != nil {
			t.Fatal(err)
		}

		// re-execution: every drawn position once, by the operator the seed assigns
		for j, pos := range sample {
			if onChain, _ := regBnd.UnpackSampleAt(a.call(a.reg, regBnd.PackSampleAt(epoch, big.NewInt(int64(j))))); onChain != pos {
				t.Fatalf("draw %d: go %d, chain %d", j, pos, onChain)
			}
		}
		plan, err := attest.Assignments(seed, s.Atts, auditBps, a.staked(addrs), 1)
		if err != nil {
			t.Fatal(err)
		}
		// reveal or forfeit: each drawn attestation's attester reveals the answer behind it (the liar its lie)
		for _, as := range plan {
			x, err := s.Evidence(int(as.Position))
			if err != nil {
				t.Fatal(err)
			}
			att := byAddr[x.Attestation.Operator]
			ans := claimed[s.Leaves[as.Position]]
			reveal := func(tokens []int) []byte {
				return acABI.PackReveal(epoch, big.NewInt(int64(as.Draw)), transitionBinding(x.Transition), x.EpochSiblings,
					bisection.BigInts(ans.req.prompt), big.NewInt(int64(ans.req.n)), ans.root, bisection.BigInts(tokens))
			}
			if round == 0 {
				a.wantRevert(att.Address(), a.ac, reveal(append(slices.Clone(ans.tokens), 1)), nil, "WrongAnswer")
				a.wantRevert(e.Bystander.Address(), a.ac, acABI.PackForfeit(epoch, big.NewInt(int64(as.Draw)), transitionBinding(x.Transition),
					x.EpochSiblings, attesterSig(byAddr, x)), nil, "RevealOpen")
			}
			a.send(&att.Account, a.ac, reveal(ans.tokens), nil, "reveal (2 tokens)")
		}
		for _, as := range plan {
			j, pos, auditors := int(as.Draw), as.Position, as.Auditors
			x, err := s.Evidence(int(pos))
			if err != nil {
				t.Fatal(err)
			}
			for _, au := range auditors {
				if slices.Contains(as.Attesters, au) {
					t.Fatalf("draw %d: attester %s audits itself", j, au)
				}
			}
			if len(as.Attesters) != 2 {
				t.Fatalf("draw %d: attesters %v, want the request's two", j, as.Attesters)
			}
			req := requests[x.Attestation.Input]
			v, err := attest.Reexecute(ctx, run, &x.Attestation, req.prompt, req.n)
			if err != nil {
				t.Fatal(err)
			}
			if v.Match != (int(pos) != rec.liarLeaf) {
				t.Fatalf("draw %d (position %d): match %v, the lie is at %d", j, pos, v.Match, rec.liarLeaf)
			}
			if v.Match {
				continue
			}
			// a mismatch: present the attestation under the epoch root, open the game on it
			auditor := byAddr[auditors[0]]
			tb := transitionBinding(x.Transition)
			other := (int(pos) + 1) % int(count)
			y, _ := s.Evidence(other)
			a.wantRevert(auditor.Address(), a.ac, acABI.PackPresent(epoch, big.NewInt(int64(j)), tb, y.EpochSiblings, noAttester), nil, "NotUnderRoot")
			// steering: an attestation the sample did not draw cannot be passed off as draw j
			if !slices.Contains(sample, uint64(other)) {
				a.wantRevert(auditor.Address(), a.ac, acABI.PackPresent(epoch, big.NewInt(int64(j)), transitionBinding(y.Transition), y.EpochSiblings, noAttester), nil, "NotUnderRoot")
			}
			a.wantRevert(auditor.Address(), a.ac, acABI.PackPresent(epoch, big.NewInt(int64(len(sample))), tb, x.EpochSiblings, noAttester), nil, "NotSampled")
			forged := tb
			forged.NewValue[0] ^= 1
			a.wantRevert(auditor.Address(), a.ac, acABI.PackPresent(epoch, big.NewInt(int64(j)), forged, x.EpochSiblings, noAttester), nil, "NotUnderRoot")
			a.send(&auditor.Account, a.ac, acABI.PackPresent(epoch, big.NewInt(int64(j)), tb, x.EpochSiblings, attesterSig(byAddr, x)), nil, "present")
			a.wantRevert(auditor.Address(), a.ac, acABI.PackInvalidate(x.Attestation.Input), nil, "NotArbiter")
			// the lie as its attester revealed it: the Revealed event, as an auditor reads it
			lie, ok, err := chainAudit.RevealedAnswer(ctx, epoch, 0, s.Leaves[pos], x.Attestation.Input)
			lieRoot, lieTokens := lie.Root, lie.Tokens
			if err != nil || !ok || protocol.ResultValue(lieRoot, lieTokens) != x.Attestation.Output ||
				inference.InputHash(lie.Prompt, lie.N) != x.Attestation.Input {
				t.Fatalf("the revealed lie: found %v, %v", ok, err)
			}
			open, err := bisection.GameABI().TryPackOpen(a.ac, bisection.BigInts(req.prompt), big.NewInt(int64(req.n)), lieRoot,
				bisection.BigInts(lieTokens), tb, attesterSignatory(byAddr, x), [][32]byte{})
			if err != nil {
				t.Fatal(err)
			}
			rcpt, err := bisection.Send(ctx, auditor.Sender, "open", e.Game, open, e.Opts.Bond)
			if err != nil {
				t.Fatalf("open: %v (%s)", err, a.revert(auditor.Address(), e.Game, open, e.Opts.Bond))
			}
			a.gas["open (DisputeGame.open on an attestation)"] = rcpt.GasUsed
			for _, lg := range rcpt.Logs {
				if o, err := bisection.GameABI().UnpackChallengeOpenedEvent(lg); err == nil {
					challengeID = o.ChallengeId.Uint64()
				}
			}
			ev, caught, rec.caught = x, rec, true
		}
		if !rec.caught {
			t.Logf("epoch %d: the lie (position %d) was not drawn in %v", epoch, rec.liarLeaf, sample)
		}
		// once the reveal window closed (and before the audit's): nothing more is revealed, and what was
		// revealed is not forfeitable
		revealEnd, err := acABI.UnpackRevealEnd(a.call(a.ac, acABI.PackRevealEnd(epoch)))
		if err != nil {
			t.Fatal(err)
		}
		a.mineTo(revealEnd.Uint64())
		x0, _ := s.Evidence(int(sample[0]))
		ans0 := claimed[s.Leaves[sample[0]]]
		a.wantRevert(e.Bystander.Address(), a.ac, acABI.PackReveal(epoch, big.NewInt(0), transitionBinding(x0.Transition), x0.EpochSiblings,
			bisection.BigInts(ans0.req.prompt), big.NewInt(int64(ans0.req.n)), ans0.root, bisection.BigInts(ans0.tokens)), nil, "RevealClosed")
		a.wantRevert(e.Bystander.Address(), a.ac, acABI.PackForfeit(epoch, big.NewInt(0), transitionBinding(x0.Transition), x0.EpochSiblings,
			attesterSig(byAddr, x0)), nil, "NotForfeitable")
	}

	// A griefer presents an honest sampled attestation and challenges it: its attester defends with the
	// audit daemon's Defender (consumer-agnostic: it judges the disputed value by its own engine), the
	// griefer does not play on, and the challenge fails; nobody is slashed for it.
	{
		s := caught.sealed
		sample, _ := attest.Sample(mustSeed(a, s.Epoch), uint64(len(s.Leaves)), auditBps)
		j := slices.IndexFunc(sample, func(p uint64) bool { return s.Atts[p].Input != ev.Attestation.Input })
		if j < 0 {
			t.Fatal("every draw is of the lie's input")
		}
		x, err := s.Evidence(int(sample[j]))
		if err != nil {
			t.Fatal(err)
		}
		griefer := e.Challenger
		a.send(griefer, a.ac, acABI.PackPresent(s.Epoch, big.NewInt(int64(j)), transitionBinding(x.Transition), x.EpochSiblings, attesterSig(byAddr, x)), nil, "")
		req := requests[x.Attestation.Input]
		honestAns := claimed[s.Leaves[sample[j]]]
		open, err := bisection.GameABI().TryPackOpen(a.ac, bisection.BigInts(req.prompt), big.NewInt(int64(req.n)), honestAns.root,
			bisection.BigInts(honestAns.tokens), transitionBinding(x.Transition), attesterSignatory(byAddr, x), [][32]byte{})
		if err != nil {
			t.Fatal(err)
		}
		rcpt, err := bisection.Send(ctx, griefer.Sender, "call", e.Game, open, e.Opts.Bond)
		if err != nil {
			t.Fatalf("griefer's open: %v (%s)", err, a.revert(griefer.Address(), e.Game, open, e.Opts.Bond))
		}
		var gid uint64
		for _, lg := range rcpt.Logs {
			if o, err := bisection.GameABI().UnpackChallengeOpenedEvent(lg); err == nil {
				gid = o.ChallengeId.Uint64()
			}
		}
		known := audit.Known{}
		known.Add(audit.Request{Prompt: req.prompt, N: req.n})
		att := byAddr[x.Attestation.Operator]
		d := &audit.Defender{Backend: e.Client, Consumer: a.ac, Game: e.Game, Sender: att.Sender, Engine: eng, Prompts: known,
			Poll: 5 * time.Millisecond, Advance: e.Advance}
		def, err := d.Defend(ctx, gid)
		if err != nil {
			t.Fatal(err)
		}
		if !def.Defended || def.Outcome == nil || def.Outcome.Winner != bisection.Defender {
			t.Fatalf("the honest attester's defence: %+v, outcome %+v", def, def.Outcome)
		}
		if st, err := (bisection.ChainChallenge{Client: e.Client, Address: e.Game, ID: gid}).State(ctx); err != nil || st != bisection.ChallengeFailed {
			t.Fatalf("griefer's challenge: %v %v", st, err)
		}
		t.Logf("a challenge of the honest attestation of %s failed (%s)", x.Attestation.Operator, def.Outcome.Reason)
	}

	// nobody defends the lie (a defender would lose the bisection to the one step); the join window closes
	ch := bisection.ChainChallenge{Client: e.Client, Address: e.Game, ID: challengeID}
	if err := e.CloseJoin(ctx, ch); err != nil {
		t.Fatal(err)
	}
	// resolve charging the liar alone: the landing record names its attester; another operator cannot be named
	body := ev.Body
	if body.Operator != liar {
		t.Fatalf("the lie's body is %s's", body.Operator)
	}
	liarG1 := blsagg.PubG1(byAddr[liar].BLS)
	honestG1 := blsagg.PubG1(byAddr[addrs[0]].BLS)
	a.wantRevert(e.Bystander.Address(), e.Game, bisection.GameABI().PackResolve(new(big.Int).SetUint64(challengeID),
		bisection.LiableAttester(blsagg.IDOf(&honestG1))), nil, "NotLiable")
	resolve := bisection.GameABI().PackResolve(new(big.Int).SetUint64(challengeID), bisection.LiableAttester(blsagg.IDOf(&liarG1)))
	a.send(e.Bystander, e.Game, resolve, nil, "resolve (one attester's landing record)")
	if _, err := bisection.SlashPages(ctx, e.Bystander.Sender, e.Client, e.Game, challengeID, [][32]byte{blsagg.IDOf(&liarG1)}); err != nil {
		t.Fatal(err)
	}
	slashed := new(big.Int).Sub(stakeBefore[liar], a.stake(liar))
	if want := new(big.Int).Div(new(big.Int).Mul(stakeBefore[liar], big.NewInt(int64(e.Opts.SlashBips))), big.NewInt(10000)); slashed.Cmp(want) != 0 {
		t.Fatalf("liar slashed %s, want %s", slashed, want)
	}
	for _, op := range addrs[:3] {
		if a.stake(op).Cmp(stakeBefore[op]) != 0 {
			t.Fatalf("honest operator %s slashed", op)
		}
	}
	if valid, _ := acABI.UnpackIsValid(a.call(a.ac, acABI.PackIsValid(ev.Attestation.Input))); valid {
		t.Fatal("the disputed attestation is still valid")
	}

	// payouts: every epoch from its books once its audit window is over and its presented attestations are scanned
	for _, rec := range epochs {
		ep := rec.sealed.Epoch
		end, err := acABI.UnpackAuditEnd(a.call(a.ac, acABI.PackAuditEnd(ep)))
		if err != nil {
			t.Fatal(err)
		}
		if a.head()+1 < end.Uint64() {
			a.wantRevert(e.Bystander.Address(), a.ac, acABI.PackPayEpoch(ep, rec.ops, rec.counts), nil, "AuditOpen")
			a.wantRevert(e.Bystander.Address(), a.ac, acABI.PackScan(ep, big.NewInt(1)), nil, "AuditOpen")
		}
		a.mineTo(end.Uint64())
		if rec.caught {
			// two presented (the lie, the griefer's honest one): payEpoch waits for scan, scan for their challenge windows
			a.wantRevert(e.Bystander.Address(), a.ac, acABI.PackPayEpoch(ep, rec.ops, rec.counts), nil, "NotScanned")
			if a.head()+1 <= uint64(rec.sealed.Context.ReferenceBlock)+auditChallengeWindow {
				a.wantRevert(e.Bystander.Address(), a.ac, acABI.PackScan(ep, big.NewInt(1)), nil, "Undecided")
			}
			a.mineTo(uint64(rec.sealed.Context.ReferenceBlock) + auditChallengeWindow + 1)
		}
		if err := chainAudit.Scan(ctx, ep); err != nil {
			t.Fatal(err)
		}
		bad := slices.Clone(rec.counts)
		bad[0]++
		bad[1]--
		a.wantRevert(e.Bystander.Address(), a.ac, acABI.PackPayEpoch(ep, rec.ops, bad), nil, "BadBooks")
		if err := chainAudit.PayEpoch(ctx, ep, rec.ops, rec.counts); err != nil {
			t.Fatal(err)
		}
		a.wantRevert(e.Bystander.Address(), a.ac, acABI.PackPayEpoch(ep, rec.ops, rec.counts), nil, "AlreadyPaid")
		if caughtOnChain, _ := acABI.UnpackCaught(a.call(a.ac, acABI.PackCaught(ep, liar))); caughtOnChain != rec.caught {
			t.Fatalf("epoch %d: liar caught %v on chain, %v here", ep, caughtOnChain, rec.caught)
		}
		for i, op := range rec.ops {
			amt := new(big.Int).Mul(a.fee, new(big.Int).SetUint64(rec.counts[i]))
			if rec.caught && op == liar {
				addCredit(payer.Address(), amt)
			} else {
				addCredit(op, amt)
			}
		}
	}
	total := new(big.Int)
	for who, want := range wantCredit {
		if got := a.credit(who); got.Cmp(want) != 0 {
			t.Fatalf("credit of %s: %s, want %s", who, got, want)
		}
		total.Add(total, want)
	}
	if bal := a.balance(a.ac); total.Cmp(funded) != 0 || bal.Cmp(funded) != 0 {
		t.Fatalf("funded %s, credited %s, held %s: wei created, lost or stuck", funded, total, bal)
	}
	// an honest attester withdraws exactly its credit
	honest := byAddr[addrs[1]]
	before := a.balance(honest.Address())
	rcpt, err := bisection.Send(ctx, honest.Sender, "withdraw", a.ac, acABI.PackWithdraw(), nil)
	if err != nil {
		t.Fatal(err)
	}
	a.gas["withdraw"] = rcpt.GasUsed
	got := new(big.Int).Sub(a.balance(honest.Address()), before)
	got.Add(got, new(big.Int).Mul(new(big.Int).SetUint64(rcpt.GasUsed), rcpt.EffectiveGasPrice))
	if got.Cmp(wantCredit[honest.Address()]) != 0 {
		t.Fatalf("withdrew %s, credited %s", got, wantCredit[honest.Address()])
	}
	a.wantRevert(honest.Address(), a.ac, acABI.PackWithdraw(), nil, "WithdrawFailed")
	rate, err := attest.DeterrentRate(a.fee, slashed)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d epochs, the lie drawn in epoch %d; liar slashed %s wei; deterrent rate fee/slash = %s/%s: %d bps",
		len(epochs), caught.sealed.Epoch, slashed, a.fee, slashed, rate)
	names := make([]string, 0, len(a.gas))
	for n := range a.gas {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, n := range names {
		t.Logf("gas %-45s %d", n, a.gas[n])
	}
}
