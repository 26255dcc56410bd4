package attest_test

import (
	"context"
	"errors"
	"math/big"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/aggregator"
	"github.com/deepcall/deepcall/attest"
	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	deployment "github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/protocol"
	"github.com/deepcall/deepcall/txmgr"
)

// On the devnet (a go-ethereum node sealing blocks, EigenLayer-registered
// operators, the deployed DisputeGame over EngineStep as the registry's
// slasher): operator daemons attest to the intake of aggregator.Epochs over
// HTTP, one of them lying once an epoch; the epochs are co-signed by the
// daemons at their reference block and committed; the sample is drawn by
// the real drawSample; each drawn attestation's attester reveals its answer
// on chain (the liar its lie); each drawn attestation is re-executed by an
// operator the seed assigns against the revealed answer; the lie, once
// drawn, is presented, disputed, resolved with the liar's own batch
// signature (the liar slashed); the epochs' presented attestations are
// scanned once their challenge windows close, and the epochs pay their
// honest attesters, who withdraw.
func TestAuditOnDevnet(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	const joinWindow = 3 * time.Second
	// short windows: scan waits out a presented attestation's challenge window (from its epoch's reference
	// block), which must still cover the audit window (a sample window of 60 blocks and 40 audit blocks)
	const referenceWindow, challengeWindow = 64, 200
	c, err := devnet.Start(ctx, devnet.Options{Operators: 4, BlockPeriod: 100 * time.Millisecond, ReferenceWindow: referenceWindow,
		Game: deployment.GameConfig{JoinWindow: joinWindow, ChallengeWindow: challengeWindow}})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	client := c.Client()
	chainID := new(big.Int).SetUint64(c.ChainID)
	d := c.Deployment.Contracts
	sender := func(i int) *txmgr.Manager { // operator i's account
		s := txmgr.New(txmgr.Config{Backend: client, Key: c.Operators[i].Key, ChainID: chainID, Poll: 20 * time.Millisecond})
		return s
	}
	payer := txmgr.New(txmgr.Config{Backend: client, Key: devnet.WalletKey(), ChainID: chainID, Poll: 20 * time.Millisecond})
	anyone := txmgr.New(txmgr.Config{Backend: client, Key: devnet.ChallengerKey(), ChainID: chainID, Poll: 20 * time.Millisecond})
	call := func(to common.Address, data []byte) []byte {
		t.Helper()
		out, err := client.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	head := func() uint64 {
		n, err := client.BlockNumber(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	waitBlock := func(n uint64) {
		for head() < n {
			time.Sleep(20 * time.Millisecond)
		}
	}
	gas := map[string]uint64{}
	send := func(s *txmgr.Manager, to common.Address, data []byte, value *big.Int, name string) {
		t.Helper()
		r, err := bisection.Send(ctx, s, "call", to, data, value)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		gas[name] = max(gas[name], r.GasUsed)
	}

	const window, auditBlocks = 60, 40
	// A fee of 10 ether an attestation against the slash of half a 1000-token stake (500·10¹⁸ wei of stake,
	// valued at par with ether here) is the 2 % deterrent rate of attest/SPEC.md.
	fee := new(big.Int).Mul(big.NewInt(10), big.NewInt(1e18))
	reg, _, err := anyone.Deploy(ctx, "deploy", append(common.FromHex(bindings.EpochRegistryMetaData.Bin), regBnd.PackConstructor(d.Registry,
		big.NewInt(2), big.NewInt(3), big.NewInt(auditBps), big.NewInt(auditDelay), big.NewInt(window))...))
	if err != nil {
		t.Fatal(err)
	}
	// the game referees the consumer, and the registry lets it slash forfeits, once their owner said so
	owner := txmgr.New(txmgr.Config{Backend: client, Key: devnet.DeployerKey(), ChainID: chainID, Poll: 20 * time.Millisecond})
	ac, _, err := attest.DeployConsumer(ctx, anyone, owner, attest.ConsumerDeployment{Epochs: reg, Game: d.Game, Registry: d.Registry,
		Manifest: c.Model.Manifest.Hash, Terms: attest.ConsumerTerms{Fee: fee, AuditBlocks: auditBlocks}})
	if err != nil {
		t.Fatal(err)
	}
	// the chain side of the auditors' code and of the payout, from anyone's account
	chainAudit := &attest.ChainAudit{Backend: client, Sender: anyone, Registry: reg, Consumer: ac, Game: d.Game,
		Receipt: func(what string, used uint64) { gas[what] = max(gas[what], used) }}

	// the daemons: operators with attesters, the aggregator's epoch service behind one origin
	var front atomic.Value
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { front.Load().(http.Handler).ServeHTTP(w, r) }))
	defer srv.Close()
	native := operator.NewNative(c.Weights, c.Model.Manifest, 1)
	attesters := make([]*operator.Attester, len(c.Operators))
	var urls []string
	byAddr := map[common.Address]int{}
	addrs := make([]common.Address, len(c.Operators))
	for i, op := range c.Operators {
		addrs[i], byAddr[op.Address] = op.Address, i
		attesters[i] = operator.NewAttester(ctx, operator.AttesterConfig{URL: srv.URL + "/v1/attest", Key: op.BLS, Address: op.Address,
			Hardware: attest.HardwareClass("cpu-avx512"), Flush: 20 * time.Millisecond})
		dm, err := operator.New(operator.Config{Key: op.BLS, Address: op.Address, Executor: native, Chain: client, Attester: attesters[i],
			Callers: []common.Address{crypto.PubkeyToAddress(devnet.AggregatorKey().PublicKey)}, Game: d.Game}) // the epoch service's key
		if err != nil {
			t.Fatal(err)
		}
		defer dm.Close()
		s := httptest.NewServer(dm.Handler(nil))
		defer s.Close()
		urls = append(urls, s.URL)
	}
	reader, err := aggregator.NewChain(ctx, client, d.Consumer)
	if err != nil {
		t.Fatal(err)
	}
	ep, err := aggregator.NewEpochs(ctx, aggregator.EpochConfig{Backend: client, Chain: reader, Registry: reg, Consumer: ac,
		Key: devnet.AggregatorKey(), Operators: urls})
	if err != nil {
		t.Fatal(err)
	}
	front.Store(ep.Handler())

	eng := &inference.Engine{Model: c.Weights, Manifest: c.Model.Manifest.Hash, Backend: inference.CPU{Workers: 1}}
	run := func(ctx context.Context, prompt []int, n int) ([32]byte, []int, error) {
		res, err := eng.Generate(ctx, prompt, n, nil)
		if err != nil {
			return [32]byte{}, nil, err
		}
		return res.Root, res.Tokens, nil
	}
	liar := addrs[3]
	stake0 := map[common.Address]*big.Int{}
	for _, op := range addrs {
		s, _ := opBnd.UnpackStakeOf(call(d.Registry, opBnd.PackStakeOf(op)))
		stake0[op] = s
	}
	requests := map[[32]byte]request{}
	type claimKey struct{ in, out [32]byte }
	claimedBy := map[claimKey]answer{}

	var epochs []*aggregator.CommittedEpoch
	var caught *aggregator.CommittedEpoch
	for round := 0; caught == nil; round++ {
		if round == 12 {
			t.Fatal("the lie was never drawn")
		}
		open, _ := ep.Intake().Open()
		want := attesters[0].Posted(open) + attesters[1].Posted(open) + attesters[2].Posted(open) + attesters[3].Posted(open) + 8
		for r := range 4 {
			req := request{prompt: []int{1, 30 + 4*round + r}, n: 2}
			input := inference.InputHash(req.prompt, req.n)
			requests[input] = req
			root, tokens, err := run(ctx, req.prompt, req.n)
			if err != nil {
				t.Fatal(err)
			}
			for _, i := range []int{r, (r + 1) % 4} {
				ans := answer{root, tokens, req}
				if addrs[i] == liar && r == 3 {
					ans.tokens = slices.Clone(tokens)
					ans.tokens[1] = (tokens[1] + 1) % c.Weights.Config.Vocab
				}
				out := protocol.ResultValue(ans.root, ans.tokens)
				claimedBy[claimKey{input, out}] = ans
				attesters[i].Attest(input, out)
			}
		}
		for deadline := time.Now().Add(20 * time.Second); ; {
			got := attesters[0].Posted(open) + attesters[1].Posted(open) + attesters[2].Posted(open) + attesters[3].Posted(open)
			if got == want {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("epoch %d: %d of %d attestations posted", open, got, want)
			}
			time.Sleep(10 * time.Millisecond)
		}
		ce, err := ep.SealAndCommit(ctx)
		if err != nil || ce == nil {
			t.Fatalf("seal and commit: %v", err)
		}
		gas["commitEpoch (8 attestations, daemons co-signing)"] = max(gas["commitEpoch (8 attestations, daemons co-signing)"], ce.GasUsed)
		if onChain := mustRef(t, call(reg, regBnd.PackEpochs(ce.Epoch))); onChain != ce.Context.ReferenceBlock {
			t.Fatalf("epoch %d committed at reference block %d, its leaves name %d", ce.Epoch, onChain, ce.Context.ReferenceBlock)
		}
		epochs = append(epochs, ce)
		count := uint64(len(ce.Leaves))
		send(payer, ac, acABI.PackFund(ce.Epoch), new(big.Int).Mul(fee, new(big.Int).SetUint64(count)), "fund")
		_, _, committedAt, _, err := unpackEpoch(call(reg, regBnd.PackEpochs(ce.Epoch)))
		if err != nil {
			t.Fatal(err)
		}
		waitBlock(committedAt + auditDelay) // gas is estimated at the head
		send(anyone, reg, regBnd.PackDrawSample(ce.Epoch), nil, "drawSample")
		seed, _ := regBnd.UnpackSampleSeed(call(reg, regBnd.PackSampleSeed(ce.Epoch)))
		ops, err := reader.OperatorStakes(ctx, uint64(ce.Context.ReferenceBlock))
		if err != nil {
			t.Fatal(err)
		}
		plan, err := attest.Assignments(seed, ce.Atts, auditBps, ops, 1)
		if err != nil {
			t.Fatal(err)
		}
		// every drawn attestation's attester reveals the answer behind it (the liar its lie)
		for _, as := range plan {
			x, err := ce.Evidence(int(as.Position))
			if err != nil {
				t.Fatal(err)
			}
			ans := claimedBy[claimKey{x.Attestation.Input, x.Attestation.Output}]
			send(sender(byAddr[x.Attestation.Operator]), ac, acABI.PackReveal(ce.Epoch, big.NewInt(int64(as.Draw)), transitionBinding(x.Transition),
				x.EpochSiblings, bisection.BigInts(ans.req.prompt), big.NewInt(int64(ans.req.n)), ans.root, bisection.BigInts(ans.tokens)), nil, "reveal")
		}
		for _, as := range plan {
			j, pos, auditors := int(as.Draw), as.Position, as.Auditors
			x, err := ce.Evidence(int(pos))
			if err != nil {
				t.Fatal(err)
			}
			req := requests[x.Attestation.Input]
			v, err := attest.Reexecute(ctx, run, &x.Attestation, req.prompt, req.n)
			if err != nil {
				t.Fatal(err)
			}
			if v.Match != (x.Attestation.Operator != liar || x.Attestation.Input != inference.InputHash([]int{1, 30 + 4*round + 3}, 2)) {
				t.Fatalf("draw %d: match %v for %s's attestation", j, v.Match, x.Attestation.Operator)
			}
			if v.Match {
				continue
			}
			auditor := sender(byAddr[auditors[0]])
			tb := transitionBinding(x.Transition)
			lop := c.Operators[byAddr[liar]]
			pk1, pk2 := blsagg.PubG1(lop.BLS), blsagg.PubG2(lop.BLS)
			send(auditor, ac, acABI.PackPresent(ce.Epoch, big.NewInt(int64(j)), tb, x.EpochSiblings, attest.AttesterSignature(x, &pk1, &pk2)), nil, "present")
			// the lie as the liar revealed it, read from its Revealed event
			lie, ok, err := chainAudit.RevealedAnswer(ctx, ce.Epoch, committedAt, x.Transition.Digest(), x.Attestation.Input)
			lieRoot, lieTokens := lie.Root, lie.Tokens
			if err != nil || !ok || protocol.ResultValue(lieRoot, lieTokens) != x.Attestation.Output {
				t.Fatalf("the revealed lie: found %v, %v", ok, err)
			}
			bond, _ := bisection.GameABI().UnpackChallengerBond(call(d.Game, bisection.GameABI().PackChallengerBond()))
			open, _ := bisection.GameABI().TryPackOpen(ac, bisection.BigInts(req.prompt), big.NewInt(int64(req.n)), lieRoot, bisection.BigInts(lieTokens), tb,
				protocol.AttesterSignatory(uint32(x.Transition.ReferenceBlock), lop.ID), [][32]byte{})
			r, err := bisection.Send(ctx, auditor, "call", d.Game, open, bond)
			if err != nil {
				t.Fatalf("open: %v", err)
			}
			gas["open"] = r.GasUsed
			var id uint64
			for _, lg := range r.Logs {
				if o, err := bisection.GameABI().UnpackChallengeOpenedEvent(lg); err == nil {
					id = o.ChallengeId.Uint64()
				}
			}
			// nobody defends the lie; once the join window has passed, anyone resolves with the liar's batch signature
			ch := bisection.ChainChallenge{Client: client, Address: d.Game, ID: id}
			for deadline := time.Now().Add(time.Minute); ; {
				st, err := ch.State(ctx)
				if err != nil {
					t.Fatal(err)
				}
				if st == bisection.Succeeded {
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("challenge state %v", st)
				}
				time.Sleep(50 * time.Millisecond)
			}
			// the landing record names the liar: resolve charges it alone, and one page slashes it
			res := bisection.GameABI().PackResolve(new(big.Int).SetUint64(id), bisection.LiableAttester(lop.ID))
			send(anyone, d.Game, res, nil, "resolve")
			pages, err := bisection.SlashPages(ctx, anyone, client, d.Game, id, [][32]byte{lop.ID})
			if err != nil || len(pages) != 1 {
				t.Fatalf("slash pages %v: %v", pages, err)
			}
			gas["slash (one attester)"] = pages[0]
			caught = ce
		}
	}
	after, _ := opBnd.UnpackStakeOf(call(d.Registry, opBnd.PackStakeOf(liar)))
	if after.Cmp(stake0[liar]) >= 0 {
		t.Fatalf("liar's stake %s, was %s: not slashed", after, stake0[liar])
	}
	for _, op := range addrs[:3] {
		if s, _ := opBnd.UnpackStakeOf(call(d.Registry, opBnd.PackStakeOf(op))); s.Cmp(stake0[op]) != 0 {
			t.Fatalf("honest %s slashed", op)
		}
	}
	// pay every epoch once its audit window is over and its presented attestations are scanned; an honest
	// attester withdraws
	want := map[common.Address]*big.Int{}
	for _, ce := range epochs {
		end, _ := acABI.UnpackAuditEnd(call(ac, acABI.PackAuditEnd(ce.Epoch)))
		waitBlock(end.Uint64())
		ops, counts := attest.Tally(ce.Atts)
		for {
			err := chainAudit.PayEpoch(ctx, ce.Epoch, ops, counts)
			if err == nil {
				break
			}
			// the lie's epoch: scan waits for the challenge window from its reference block
			if !errors.Is(err, attest.ErrUndecided) || ctx.Err() != nil {
				t.Fatalf("pay epoch %d: %v", ce.Epoch, err)
			}
			time.Sleep(200 * time.Millisecond)
		}
		for k, op := range ops {
			to := op
			if ce == caught && op == liar {
				to = payer.From()
			}
			if want[to] == nil {
				want[to] = new(big.Int)
			}
			want[to].Add(want[to], new(big.Int).Mul(fee, new(big.Int).SetUint64(counts[k])))
		}
	}
	for who, w := range want {
		if got, _ := acABI.UnpackCredit(call(ac, acABI.PackCredit(who))); got.Cmp(w) != 0 {
			t.Fatalf("credit of %s: %s, want %s", who, got, w)
		}
	}
	honest := sender(1)
	bal0, _ := client.BalanceAt(ctx, addrs[1], nil)
	r, err := bisection.Send(ctx, honest, "withdraw", ac, acABI.PackWithdraw(), nil)
	if err != nil {
		t.Fatal(err)
	}
	bal1, _ := client.BalanceAt(ctx, addrs[1], nil)
	got := new(big.Int).Sub(bal1, bal0)
	got.Add(got, new(big.Int).Mul(new(big.Int).SetUint64(r.GasUsed), r.EffectiveGasPrice))
	if got.Cmp(want[addrs[1]]) != 0 {
		t.Fatalf("withdrew %s, credited %s", got, want[addrs[1]])
	}
	gas["withdraw"] = r.GasUsed
	slashed := new(big.Int).Sub(stake0[liar], after)
	rate, _ := attest.DeterrentRate(fee, slashed)
	t.Logf("devnet: %d epochs, lie drawn in epoch %d; liar slashed %s of %s; deterrent rate fee/slash %s/%s = %d bps",
		len(epochs), caught.Epoch, slashed, stake0[liar], fee, slashed, rate)
	for _, n := range slices.Sorted(func(yield func(string) bool) {
		for k := range gas {
			if !yield(k) {
				return
			}
		}
	}) {
		t.Logf("gas %-50s %d", n, gas[n])
	}
}

// unpackEpoch reads EpochRegistry.epochs(n).
func unpackEpoch(out []byte) (root [32]byte, count uint64, committedAt uint64, books [32]byte, err error) {
	v, err := regBnd.GetABI().Unpack("epochs", out)
	if err != nil {
		return root, 0, 0, books, err
	}
	return v[0].([32]byte), v[1].(uint64), v[2].(uint64), v[4].([32]byte), nil
}

// mustRef is the reference block of EpochRegistry.epochs(n).
func mustRef(t *testing.T, out []byte) uint32 {
	t.Helper()
	v, err := regBnd.GetABI().Unpack("epochs", out)
	if err != nil {
		t.Fatal(err)
	}
	return v[3].(uint32)
}

// quorumSig is an aggregate as DisputeGame.resolve takes it.
func quorumSig(a *blsagg.Aggregate, qs *aggregator.QuorumSet) bindings.QuorumSignature {
	sig := bindings.QuorumSignature{Sigma: bindings.G1PointOf(&a.Sigma), ApkG2: bindings.G2PointOf(&a.ApkG2), NonSignerKeys: []bindings.G1Point{},
		ApkIndex: qs.ApkIndex, Apk: bindings.G1PointOf(&qs.Apk), ApkEntry: qs.ApkEntry}
	for i := range a.NonSignerKeys {
		sig.NonSignerKeys = append(sig.NonSignerKeys, bindings.G1PointOf(&a.NonSignerKeys[i]))
	}
	return sig
}
