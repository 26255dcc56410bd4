package economy

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"reflect"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/aggregator"
	"github.com/deepcall/deepcall/aggregator/simchain"
	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/protocol"
)

// The SLA terms of the test market: a no-show loses 10 % of its stake, a
// fifth of which is the reporter's.
const (
	SLASlashBps    = 1000
	SLAReporterBps = 2000
)

var (
	tm          = bindings.NewTaskMarket()
	consumerABI = bindings.NewLLMConsumer().GetABI()
	treasuryKey = simchain.AccountKey(3)
)

// The test chain's windows: a quorum signature's reference block at most
// 16 blocks back, so the game's challenge window, and with it an answer's
// finality, can be as short as 80 blocks after its landing.
const (
	marketReferenceWindow = 16
	marketChallengeWindow = marketReferenceWindow + simchain.MinChallengePeriod
)

// marketWorld is a TaskMarket over the in-process chain's consumer and
// registry: gpu-h200 at 1 gwei a multiply-add, deadlines 20 blocks after a
// request, μ up to 1.5, 5 blocks of grace, pools swept after 30 blocks. The
// consumer's arbiter is a real DisputeGame (simchain.Options.ChallengeWindow),
// so an answer is final, and paid, marketChallengeWindow blocks after it
// lands.
type marketWorld struct {
	chain    *simchain.Chain
	market   common.Address
	terms    Terms
	rate     *big.Int
	cfg      inference.Config
	exec     *operator.Native
	reader   *aggregator.Chain
	nextIdx  uint64
	grace    uint64
	window   uint64
	treasury common.Address
	drawer   *Drawer
}

func newMarketWorld(t *testing.T, stakes []float64) *marketWorld {
	t.Helper()
	return newMarketWorldDrawing(t, stakes, len(stakes))
}

// newMarketWorldDrawing is newMarketWorld with committees of k operators.
func newMarketWorldDrawing(t *testing.T, stakes []float64, k int) *marketWorld {
	t.Helper()
	c := startChainWith(t, simchain.Options{Operators: len(stakes), Stake: func(i int) *big.Int { return ether(stakes[i]) },
		ReferenceWindow: marketReferenceWindow, ChallengeWindow: marketChallengeWindow})
	m, _, err := inference.LoadDir(modelDir)
	if err != nil {
		t.Fatal(err)
	}
	cfg := simModel.Manifest.Config
	w := &marketWorld{chain: c, terms: Terms{SLABlocks: 20, Bonus: 500}, rate: big.NewInt(1e9), cfg: cfg,
		exec: operator.NewNative(m, simModel.Manifest, 0), grace: 5, window: 30,
		treasury: crypto.PubkeyToAddress(treasuryKey.PublicKey)}
	shape := bindings.TaskMarketShape{Dim: big.NewInt(int64(cfg.Dim)), HiddenDim: big.NewInt(int64(cfg.HiddenDim)),
		Layers: big.NewInt(int64(cfg.Layers)), Heads: big.NewInt(int64(cfg.Heads)), KvHeads: big.NewInt(int64(cfg.KVHeads)),
		HeadSize: big.NewInt(int64(cfg.HeadSize)), Vocab: big.NewInt(int64(cfg.Vocab)), SeqLen: big.NewInt(int64(cfg.SeqLen))}
	terms := bindings.TaskMarketTerms{SlaBlocks: w.terms.SLABlocks, GraceBlocks: w.grace, ClaimWindow: w.window, DrawDelay: 2,
		Bonus: new(big.Int).SetUint64(w.terms.Bonus), Treasury: w.treasury,
		SlashBps: big.NewInt(SLASlashBps), ReporterBps: big.NewInt(SLAReporterBps)}
	code := append(common.FromHex(bindings.TaskMarketMetaData.Bin), tm.PackConstructor(c.Consumer, c.Registry, shape, terms)...)
	w.market = deploy(t, c, c.Deployer, code)
	// the market slashes no-shows beside the dispute game
	transact(t, c, c.Deployer, c.Registry, bindings.NewOperatorRegistry().PackSetSlaSlasher(w.market, true))
	transact(t, c, c.Deployer, w.market, tm.PackSetBaseRate(gpu, w.rate))
	if w.reader, err = aggregator.NewChain(context.Background(), c.Client, c.Consumer); err != nil {
		t.Fatal(err)
	}
	// committees of k operators (newMarketWorld: every operator, so that any
	// operator's acceptance is a member's)
	ad := bindings.NewAssignmentDraw()
	draw := deploy(t, c, c.Deployer, append(common.FromHex(bindings.AssignmentDrawMetaData.Bin), ad.PackConstructor(c.Registry)...))
	transact(t, c, c.Deployer, w.market, tm.PackSetDraw(draw, big.NewInt(int64(k))))
	w.drawer = &Drawer{Chain: c.Client, Market: w.market, Operators: func(ctx context.Context, block uint64) ([]Candidate, error) {
		qs, err := w.reader.OperatorSet(ctx, block)
		if err != nil {
			return nil, err
		}
		out := make([]Candidate, qs.Set.Len())
		for i := range out {
			o := qs.Set.At(i)
			out[i] = Candidate{ID: common.Hash(o.ID), Operator: o.Address, Stake: o.Stake}
		}
		return out, nil
	}}
	return w
}

// fix mines past input's draw block, records its committee on chain and
// returns the committee's hash (what acceptances name).
func (w *marketWorld) fix(t *testing.T, input [32]byte) common.Hash {
	t.Helper()
	ctx := t.Context()
	s, err := w.drawer.Schedule(ctx, input)
	if err != nil {
		t.Fatal(err)
	}
	for n, _ := w.chain.Client.BlockNumber(ctx); n <= s.Draw; n, _ = w.chain.Client.BlockNumber(ctx) {
		w.chain.Commit()
	}
	a, err := w.drawer.Draw(ctx, input)
	if err != nil {
		t.Fatal(err)
	}
	header, err := w.drawer.Header(ctx, a.Block)
	if err != nil {
		t.Fatal(err)
	}
	cands, err := w.drawer.Candidates(ctx, a.RequestBlock)
	if err != nil {
		t.Fatal(err)
	}
	ids := make([][32]byte, len(cands))
	for i, c := range cands {
		ids[i] = c.ID
	}
	transact(t, w.chain, w.chain.Deployer, w.market, tm.PackFixDraw(input, header, ids))
	return a.CommitteeHash()
}

func words(p []int) []*big.Int {
	out := make([]*big.Int, len(p))
	for i, v := range p {
		out[i] = big.NewInt(int64(v))
	}
	return out
}

// request pays a task's fee (fee nil: the least fee) from key; returns its input hash and receipt.
func (w *marketWorld) request(t *testing.T, key int, prompt []int, n int, fee *big.Int) (inference.Hash, *types.Receipt) {
	t.Helper()
	if fee == nil {
		fee = w.terms.Fee(w.rate, Work(w.cfg, len(prompt), n))
	}
	r, err := transactValue(context.Background(), w.chain, simchain.AccountKey(key), w.market,
		tm.PackRequest(words(prompt), big.NewInt(int64(n)), gpu), fee)
	if err != nil {
		t.Fatalf("request: %v (%v)", err, RevertOf(err))
	}
	return inference.InputHash(prompt, n), r
}

type item struct {
	prompt []int
	n      int
	// short answers with a token fewer than n: wrong on its face, a
	// challenge of it succeeds at opening
	short bool
}

// land signs the answers of items as one batch by every operator but the
// first nonSigners and lands it; returns the settle calldata for it and
// the block it landed in.
func (w *marketWorld) land(t *testing.T, items []item, nonSigners int) ([]byte, uint64) {
	t.Helper()
	ctx := context.Background()
	c := w.chain
	head, err := w.reader.Head(ctx)
	if err != nil {
		t.Fatal(err)
	}
	ref := head - 1
	qs, err := w.reader.OperatorSet(ctx, ref)
	if err != nil {
		t.Fatal(err)
	}
	cons := w.reader.Consumer()
	ts := make([]protocol.Transition, len(items))
	roots := make([]inference.Hash, len(items))
	answers := make([][]int, len(items))
	digests := make([][32]byte, len(items))
	for i, it := range items {
		res, err := w.exec.Execute(ctx, it.prompt, it.n)
		if err != nil {
			t.Fatal(err)
		}
		if it.short {
			res.Tokens = res.Tokens[:it.n-1]
		}
		input := inference.InputHash(it.prompt, it.n)
		old, err := w.reader.Slot(ctx, protocol.ResultSlot(input))
		if err != nil {
			t.Fatal(err)
		}
		ts[i] = protocol.Transition{ChainID: cons.ChainID, Consumer: cons.Address, Index: w.nextIdx, Manifest: cons.Manifest,
			Input: input, Slot: protocol.ResultSlot(input), Old: old, New: protocol.ResultValue(res.Root, res.Tokens), ReferenceBlock: ref}
		w.nextIdx++
		roots[i], answers[i], digests[i] = res.Root, res.Tokens, ts[i].Digest()
	}
	digest, err := protocol.BatchDigest(digests)
	if err != nil {
		t.Fatal(err)
	}
	agg, err := blsagg.NewAggregator(qs.Set, digest, cons.Threshold)
	if err != nil {
		t.Fatal(err)
	}
	h := blsagg.HashToG1(digest)
	var atts []blsagg.Attestation
	for _, op := range c.Operators[nonSigners:] {
		atts = append(atts, blsagg.Attestation{Operator: op.ID, Digest: digest, Sig: blsagg.SignHashed(op.BLS, &h)})
	}
	if err := errors.Join(agg.AddBatch(atts)...); err != nil {
		t.Fatal(err)
	}
	a, err := agg.Aggregate()
	if err != nil {
		t.Fatal(err)
	}
	data, err := aggregator.BatchCalldata(ts, a, qs, roots, answers)
	if err != nil {
		t.Fatal(err)
	}
	r := transact(t, c, simchain.AccountKey(0), c.Consumer, data)
	return settleCalldata(t, data), r.BlockNumber.Uint64()
}

// final mines blocks until answers landed in block `landed` are final
// (LLMConsumer.isFinal: calls run at the head, which must be past landed +
// the challenge window).
func (w *marketWorld) final(t *testing.T, landed uint64) {
	t.Helper()
	for n, _ := w.chain.Client.BlockNumber(t.Context()); n <= landed+marketChallengeWindow; n, _ = w.chain.Client.BlockNumber(t.Context()) {
		w.chain.Commit()
	}
}

// landedAt is LLMConsumer.landedAt(input): the block its answer landed in.
func (w *marketWorld) landedAt(t *testing.T, input inference.Hash) uint64 {
	t.Helper()
	cons := bindings.NewLLMConsumer()
	b, err := cons.UnpackLandedAt(call(t, w.chain, w.chain.Consumer, cons.PackLandedAt(input)))
	if err != nil {
		t.Fatal(err)
	}
	return b.Uint64()
}

// challenge opens a challenge, from account 1, of the answer of it that
// settle's batch landed: one that is wrong on its face (item.short), so
// the challenge succeeds at opening; returns its id.
func (w *marketWorld) challenge(t *testing.T, settle []byte, it item) uint64 {
	t.Helper()
	args, err := tm.GetABI().Methods["settle"].Inputs.Unpack(settle[4:])
	if err != nil {
		t.Fatal(err)
	}
	input := inference.InputHash(it.prompt, it.n)
	var tr *bindings.Transition
	for _, x := range *abi.ConvertType(args[0], new([]bindings.Transition)).(*[]bindings.Transition) {
		if x.Input == input {
			tr = &x
		}
	}
	if tr == nil {
		t.Fatalf("no transition of %x in the batch", input)
	}
	res, err := w.exec.Execute(t.Context(), it.prompt, it.n)
	if err != nil {
		t.Fatal(err)
	}
	tokens := res.Tokens
	if it.short {
		tokens = tokens[:it.n-1]
	}
	var nonSigners [][32]byte
	for _, k := range nonSignerKeys(t, settle) {
		nonSigners = append(nonSigners, crypto.Keccak256Hash(common.LeftPadBytes(k.X.Bytes(), 32), common.LeftPadBytes(k.Y.Bytes(), 32)))
	}
	slices.SortFunc(nonSigners, func(a, b [32]byte) int { return bytes.Compare(a[:], b[:]) })
	data, err := bisection.GameABI().TryPackOpen(w.chain.Consumer, bisection.BigInts(it.prompt), big.NewInt(int64(it.n)), res.Root,
		bisection.BigInts(tokens), *tr, protocol.QuorumSignatory(tr.ReferenceBlock, nonSigners), [][32]byte{})
	if err != nil {
		t.Fatal(err)
	}
	r, err := transactValue(t.Context(), w.chain, simchain.AccountKey(1), w.chain.Game, data, simchain.GameBond)
	if err != nil {
		t.Fatalf("open: %v (%v)", err, RevertOf(err))
	}
	for _, l := range r.Logs {
		if ev, err := bisection.GameABI().UnpackChallengeOpenedEvent(l); err == nil {
			return ev.ChallengeId.Uint64()
		}
	}
	t.Fatal("open: no ChallengeOpened")
	return 0
}

// resolve resolves a challenge that succeeded at opening on a landing every
// operator signed, charging them all: the consumer invalidates the answer.
func (w *marketWorld) resolve(t *testing.T, challenge uint64) {
	t.Helper()
	var signers [][32]byte
	for _, op := range w.chain.Operators {
		signers = append(signers, op.ID)
	}
	slices.SortFunc(signers, func(a, b [32]byte) int { return bytes.Compare(a[:], b[:]) })
	transact(t, w.chain, simchain.AccountKey(2), w.chain.Game,
		bisection.GameABI().PackResolve(new(big.Int).SetUint64(challenge), bisection.LiableQuorum(nil, signers)))
}

// settleCalldata turns verifyAndUpdateBatch's calldata into TaskMarket.settle's
// (the same transitions and quorum signature).
func settleCalldata(t *testing.T, batch []byte) []byte {
	t.Helper()
	args, err := consumerABI.Methods["verifyAndUpdateBatch"].Inputs.Unpack(batch[4:])
	if err != nil {
		t.Fatal(err)
	}
	data, err := tm.GetABI().Pack("settle", args[0], args[3])
	if err != nil {
		t.Fatal(err)
	}
	// SettleCalldata (what `deepcall market claim` sends) packs the same
	got, nonSigners, err := SettleCalldata(batch)
	if err != nil || !bytes.Equal(got, data) || fmt.Sprint(nonSigners) != fmt.Sprint(nonSignerKeys(t, data)) {
		t.Fatalf("SettleCalldata: %x, %v (%v), want %x", got, nonSigners, err, data)
	}
	return data
}

// nonSignerKeys are the settle calldata's non-signer keys, for claims.
func nonSignerKeys(t *testing.T, settle []byte) []bindings.G1Point {
	t.Helper()
	args, err := tm.GetABI().Methods["settle"].Inputs.Unpack(settle[4:])
	if err != nil {
		t.Fatal(err)
	}
	var keys []bindings.G1Point
	sig := args[1].(struct {
		Sigma struct {
			X *big.Int `json:"X"`
			Y *big.Int `json:"Y"`
		} `json:"sigma"`
		ApkG2 struct {
			X [2]*big.Int `json:"X"`
			Y [2]*big.Int `json:"Y"`
		} `json:"apkG2"`
		NonSignerKeys []struct {
			X *big.Int `json:"X"`
			Y *big.Int `json:"Y"`
		} `json:"nonSignerKeys"`
		ApkIndex uint32 `json:"apkIndex"`
		Apk      struct {
			X *big.Int `json:"X"`
			Y *big.Int `json:"Y"`
		} `json:"apk"`
		ApkEntry *big.Int `json:"apkEntry"`
	})
	for _, k := range sig.NonSignerKeys {
		keys = append(keys, bindings.G1Point{X: k.X, Y: k.Y})
	}
	return keys
}

func (w *marketWorld) balanceOf(t *testing.T, a common.Address) *big.Int {
	t.Helper()
	b, err := tm.UnpackBalanceOf(call(t, w.chain, w.market, tm.PackBalanceOf(a)))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestMarketPaysSignersProRata(t *testing.T) {
	w := newMarketWorld(t, []float64{1, 2, 3, 4})
	c := w.chain
	user := crypto.PubkeyToAddress(simchain.AccountKey(1).PublicKey)
	prompt, n := []int{w.cfg.BOS, 7}, 6
	work := Work(w.cfg, len(prompt), n)
	fee := w.terms.Fee(w.rate, work)

	// Bad input first: a fee short by one wei, an unknown class, a prompt past seq_len.
	uk := simchain.AccountKey(1)
	revertsValue(t, c, uk, w.market, tm.PackRequest(words(prompt), big.NewInt(int64(n)), gpu), new(big.Int).Sub(fee, big.NewInt(1)), "FeeTooLow")
	revertsValue(t, c, uk, w.market, tm.PackRequest(words(prompt), big.NewInt(int64(n)), cpu), fee, "UnknownClass")
	revertsValue(t, c, uk, w.market, tm.PackRequest(words(prompt), big.NewInt(int64(w.cfg.SeqLen)), gpu), fee, "TooLong")
	revertsValue(t, c, uk, w.market, tm.PackRequest(nil, big.NewInt(int64(n)), gpu), fee, "EmptyRequest")

	// pays a gwei above the least fee: the excess comes back with the unused part
	paid := new(big.Int).Add(fee, big.NewInt(1e9))
	input, rq := w.request(t, 1, prompt, n, paid)
	deadline := rq.BlockNumber.Uint64() + w.terms.SLABlocks
	settle, landed := w.land(t, []item{{prompt: prompt, n: n}}, 1) // operator 0 (1 ether) does not sign
	if got := w.landedAt(t, input); got != landed {
		t.Fatalf("landedAt %d, landed in block %d", got, landed)
	}
	// inside its challenge window the answer is not final, and settle names it
	_, err := c.Client.EstimateGas(t.Context(), ethereum.CallMsg{From: addrOf(simchain.AccountKey(2)), To: &w.market, Data: settle})
	if r := RevertOf(err); r == nil || r.Name != "NotFinal" || len(r.Args) != 1 || r.Args[0] != [32]byte(input) {
		t.Fatalf("settle before finality: %v (%v), want NotFinal(%x)", r, err, input)
	}
	w.final(t, landed)
	r := transact(t, c, simchain.AccountKey(2), w.market, settle)
	t.Logf("settle of a batch of one: %d gas", r.GasUsed)
	// μ is timed by the landing block, never the reference block the quorum signed
	answered := landed
	mu := w.terms.Mu(deadline, answered)
	if mu <= MuDen {
		t.Fatalf("answered %d blocks before the deadline with μ %d: no early bonus", deadline-answered, mu)
	}
	payout := Payout(w.rate, work, mu)
	if got := w.balanceOf(t, user); got.Cmp(new(big.Int).Sub(paid, payout)) != 0 {
		t.Fatalf("user's refund %s, want paid %s − payout %s", got, paid, payout)
	}
	keys := nonSignerKeys(t, settle)
	signed := ether(2 + 3 + 4)
	for i, op := range c.Operators {
		if i == 0 {
			reverts(t, c, op.Key, w.market, tm.PackClaim(big.NewInt(0), keys), "NotASigner")
			continue
		}
		cr := transact(t, c, op.Key, w.market, tm.PackClaim(big.NewInt(0), keys))
		t.Logf("claim by operator %d: %d gas", i, cr.GasUsed)
		want := new(big.Int).Quo(new(big.Int).Mul(payout, op.Stake), signed)
		if got := w.balanceOf(t, op.Address); got.Cmp(want) != 0 {
			t.Fatalf("operator %d was credited %s, want payout·stake/signed = %s", i, got, want)
		}
		reverts(t, c, op.Key, w.market, tm.PackClaim(big.NewInt(0), keys), "AlreadyClaimed")
	}
	// the answer is settled: nothing is left to reclaim, and a second settle moves nothing
	reverts(t, c, simchain.AccountKey(1), w.market, tm.PackReclaim(input), "UnknownTask")
	wr := transact(t, c, simchain.AccountKey(1), w.market, tm.PackWithdraw())
	t.Logf("withdraw: %d gas", wr.GasUsed)
	reverts(t, c, simchain.AccountKey(1), w.market, tm.PackWithdraw(), "NothingToWithdraw")
}

// TestMarketSettlesBatch lands 16 paid tasks in one batch and settles them
// with one signature check. The first answer is a token short, and
// challenged inside its window: while the challenge is undecided it is not
// final and not paid (the other 15 are), and settle of the batch alone is
// NotFinal; once the challenge resolves, the answer is invalid and its
// payer reclaims the whole fee at once. A task not landed is reclaimed
// after its deadline, and a landed one cannot be.
func TestMarketSettlesBatch(t *testing.T) {
	w := newMarketWorld(t, []float64{1, 2, 3, 4})
	c := w.chain
	var items []item
	for i := range 16 {
		it := item{prompt: []int{w.cfg.BOS, 10 + i}, n: 4, short: i == 0}
		w.request(t, i%3, it.prompt, it.n, nil)
		items = append(items, it)
	}
	lapsed, _ := w.request(t, 0, []int{w.cfg.BOS, 99}, 4, nil)
	settle, landed := w.land(t, items, 0)
	wrong := inference.InputHash(items[0].prompt, items[0].n)
	challenge := w.challenge(t, settle, items[0])
	w.final(t, landed)
	r := transact(t, c, simchain.AccountKey(2), w.market, settle)
	opened := 0
	for _, l := range r.Logs {
		if l.Topics[0] == tm.GetABI().Events["TaskSettled"].ID {
			opened++
		}
	}
	if opened != 15 {
		t.Fatalf("%d of 16 tasks settled, want the 15 valid ones", opened)
	}
	t.Logf("settle of a batch of 16 (15 paid, 1 challenged): %d gas", r.GasUsed)
	// settling the same batch again pays nothing: the challenged answer still waits
	reverts(t, c, simchain.AccountKey(2), w.market, settle, "NotFinal")
	// the challenge resolves: the answer is invalid, never final, and settles to nothing
	w.resolve(t, challenge)
	transact(t, c, simchain.AccountKey(2), w.market, settle)
	if n, _ := tm.UnpackPools(call(t, c, w.market, tm.PackPools())); n.Int64() != 1 {
		t.Fatalf("%d pools after settling twice, want 1", n)
	}
	before := w.balanceOf(t, addrOf(simchain.AccountKey(0)))
	transact(t, c, simchain.AccountKey(0), w.market, tm.PackReclaim(wrong))
	fee := w.terms.Fee(w.rate, Work(w.cfg, len(items[0].prompt), items[0].n))
	if got := new(big.Int).Sub(w.balanceOf(t, addrOf(simchain.AccountKey(0))), before); got.Cmp(fee) != 0 {
		t.Fatalf("reclaim of the invalidated task returned %s, want its fee %s", got, fee)
	}
	// the lapsed task is reclaimed only after its deadline and grace (the challenge window has passed
	// them already: request it again, a paid task reclaimed unanswered may be)
	transact(t, c, simchain.AccountKey(0), w.market, tm.PackReclaim(lapsed))
	reverts(t, c, simchain.AccountKey(0), w.market, tm.PackReclaim(lapsed), "UnknownTask")
	again, _ := w.request(t, 0, []int{w.cfg.BOS, 99}, 4, nil)
	revertsValue(t, c, simchain.AccountKey(1), w.market, tm.PackRequest(words([]int{w.cfg.BOS, 99}), big.NewInt(4), gpu),
		w.terms.Fee(w.rate, Work(w.cfg, 2, 4)), "AlreadyPaid")
	reverts(t, c, simchain.AccountKey(0), w.market, tm.PackReclaim(again), "NotExpired")
	for range w.terms.SLABlocks + w.grace + 1 { // calls run at the head: past deadline + grace
		c.Commit()
	}
	transact(t, c, simchain.AccountKey(0), w.market, tm.PackReclaim(again))
	// a valid landed answer cannot be reclaimed (its task is settled: nothing is open)
	reverts(t, c, simchain.AccountKey(1), w.market, tm.PackReclaim(inference.InputHash(items[1].prompt, items[1].n)), "UnknownTask")
}

// freshSettle rewrites settle calldata with the current word of its apk
// history entry: the word records where the entry ends, so it changes when
// the registry pushes the next entry (a stake change) after the landing.
func (w *marketWorld) freshSettle(t *testing.T, settle []byte) []byte {
	t.Helper()
	args, err := tm.GetABI().Methods["settle"].Inputs.Unpack(settle[4:])
	if err != nil {
		t.Fatal(err)
	}
	sig := reflect.New(reflect.TypeOf(args[1])).Elem()
	sig.Set(reflect.ValueOf(args[1]))
	reg := bindings.NewOperatorRegistry()
	idx := new(big.Int).SetUint64(sig.FieldByName("ApkIndex").Uint())
	out, err := reg.UnpackApkEntryAt(call(t, w.chain, w.chain.Registry, reg.PackApkEntryAt(idx)))
	if err != nil {
		t.Fatal(err)
	}
	sig.FieldByName("ApkEntry").Set(reflect.ValueOf(out.ApkEntry))
	data, err := tm.GetABI().Pack("settle", args[0], sig.Interface())
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestMarketSettlesSingleLanding: an answer landed alone (verifyAndUpdate,
// the quorum signed its transition digest) settles through settleSingle;
// settle, which expects a batch digest, refuses its signature, and another
// quorum's valid signature of the same transition, which did not land it,
// pays nothing.
func TestMarketSettlesSingleLanding(t *testing.T) {
	w := newMarketWorld(t, []float64{1, 2, 3, 4})
	c := w.chain
	ctx := context.Background()
	prompt, n := []int{w.cfg.BOS, 5}, 3
	input, _ := w.request(t, 1, prompt, n, nil)
	head, err := w.reader.Head(ctx)
	if err != nil {
		t.Fatal(err)
	}
	ref := head - 1
	qs, err := w.reader.OperatorSet(ctx, ref)
	if err != nil {
		t.Fatal(err)
	}
	cons := w.reader.Consumer()
	res, err := w.exec.Execute(ctx, prompt, n)
	if err != nil {
		t.Fatal(err)
	}
	tr := protocol.Transition{ChainID: cons.ChainID, Consumer: cons.Address, Index: 0, Manifest: cons.Manifest, Input: input,
		Slot: protocol.ResultSlot(input), Old: protocol.Requested, New: protocol.ResultValue(res.Root, res.Tokens), ReferenceBlock: ref}
	digest := tr.Digest()
	h := blsagg.HashToG1(digest)
	// signedBy is the landing calldata of tr signed by ops
	signedBy := func(ops []simchain.Operator) []byte {
		agg, err := blsagg.NewAggregator(qs.Set, digest, cons.Threshold)
		if err != nil {
			t.Fatal(err)
		}
		var atts []blsagg.Attestation
		for _, op := range ops {
			atts = append(atts, blsagg.Attestation{Operator: op.ID, Digest: digest, Sig: blsagg.SignHashed(op.BLS, &h)})
		}
		if err := errors.Join(agg.AddBatch(atts)...); err != nil {
			t.Fatal(err)
		}
		a, err := agg.Aggregate()
		if err != nil {
			t.Fatal(err)
		}
		single, err := aggregator.Calldata(tr, a, qs, res.Root, res.Tokens)
		if err != nil {
			t.Fatal(err)
		}
		return single
	}
	// a landing's transition and signature, as settle's (or settleSingle's) arguments
	asSettle := func(method string, single []byte) []byte {
		args, err := consumerABI.Methods["verifyAndUpdateHinted"].Inputs.Unpack(single[4:])
		if err != nil {
			t.Fatal(err)
		}
		ts := reflect.MakeSlice(reflect.SliceOf(reflect.TypeOf(args[0])), 1, 1)
		ts.Index(0).Set(reflect.ValueOf(args[0]))
		data, err := tm.GetABI().Pack(method, ts.Interface(), args[1])
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	single := signedBy(c.Operators)
	landed := transact(t, c, simchain.AccountKey(0), c.Consumer, single).BlockNumber.Uint64()
	asBatch, asSingle := asSettle("settle", single), asSettle("settleSingle", single)
	// operators 1 to 3 (9 of 10 ether) are a quorum too, but not the one that landed the answer
	other := asSettle("settleSingle", signedBy(c.Operators[1:]))
	w.final(t, landed)
	reverts(t, c, simchain.AccountKey(2), w.market, asBatch, "BadSignature")
	transact(t, c, simchain.AccountKey(2), w.market, other)
	if pools, _ := tm.UnpackPools(call(t, c, w.market, tm.PackPools())); pools.Int64() != 0 {
		t.Fatalf("%d pools after settling with a signature that did not land the answer, want 0", pools)
	}
	r := transact(t, c, simchain.AccountKey(2), w.market, asSingle)
	if pools, _ := tm.UnpackPools(call(t, c, w.market, tm.PackPools())); pools.Int64() != 1 {
		t.Fatalf("%d pools after settleSingle, want 1", pools)
	}
	t.Logf("settleSingle: %d gas", r.GasUsed)
}
