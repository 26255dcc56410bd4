package aggregator

import (
	"bytes"
	"context"
	"errors"
	"math/big"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/rlp"

	"github.com/deepcall/deepcall/aggregator/simchain"
	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/reverts"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/protocol"
	"github.com/deepcall/deepcall/txmgr"
)

// testMarket is a real TaskMarket and AssignmentDraw on a world's chain,
// drawing committees of 3, the consumer's market once setMarket ran.
type testMarket struct {
	w           *world
	market      common.Address
	draw        common.Address
	class       [32]byte
	requestedAt map[inference.Hash]uint64
}

var (
	tmBinding = bindings.NewTaskMarket()
	adBinding = bindings.NewAssignmentDraw()
)

const testCommitteeSize = 3

// transact sends data (a creation when to is nil) with value from the
// chain's deployer, mines it and returns its receipt, which must succeed.
func (w *world) transact(ctx context.Context, to *common.Address, value *big.Int, data []byte) *types.Receipt {
	w.t.Helper()
	key := w.chain.Deployer
	from := crypto.PubkeyToAddress(key.PublicKey)
	gas, err := w.chain.Client.EstimateGas(ctx, ethereum.CallMsg{From: from, To: to, Value: value, Data: data})
	if err != nil {
		w.t.Fatalf("estimate: %v", reverts.Error(txmgr.WithRevert(err)))
	}
	nonce, err := w.chain.Client.PendingNonceAt(ctx, from)
	if err != nil {
		w.t.Fatal(err)
	}
	chainID := new(big.Int).SetUint64(w.chain.ChainID)
	tx, err := types.SignTx(types.NewTx(&types.DynamicFeeTx{ChainID: chainID, Nonce: nonce, GasTipCap: big.NewInt(1e9),
		GasFeeCap: big.NewInt(100e9), Gas: gas + gas/4, To: to, Value: value, Data: data}), types.LatestSignerForChainID(chainID), key)
	if err != nil {
		w.t.Fatal(err)
	}
	if err := w.chain.Client.SendTransaction(ctx, tx); err != nil {
		w.t.Fatal(err)
	}
	for {
		w.chain.Commit()
		r, err := w.chain.Client.TransactionReceipt(ctx, tx.Hash())
		if err == nil {
			if r.Status != types.ReceiptStatusSuccessful {
				w.t.Fatalf("transaction %s reverted", tx.Hash())
			}
			return r
		}
		select {
		case <-ctx.Done():
			w.t.Fatalf("receipt of %s: %v", tx.Hash(), ctx.Err())
		case <-time.After(20 * time.Millisecond):
		}
	}
}

func (w *world) view(ctx context.Context, to common.Address, data []byte) []byte {
	w.t.Helper()
	out, err := w.chain.Client.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
	if err != nil {
		w.t.Fatalf("call: %v", reverts.Error(txmgr.WithRevert(err)))
	}
	return out
}

// deployMarket deploys TaskMarket over the world's consumer and registry
// and AssignmentDraw, names the draw (committees of 3) and a capacity
// class's rate; setMarket makes it the consumer's.
func deployMarket(ctx context.Context, w *world, setMarket bool) *testMarket {
	w.t.Helper()
	cfg := w.chain.Model.Manifest.Config
	n := func(v int) *big.Int { return big.NewInt(int64(v)) }
	shape := bindings.TaskMarketShape{Dim: n(cfg.Dim), HiddenDim: n(cfg.HiddenDim), Layers: n(cfg.Layers), Heads: n(cfg.Heads),
		KvHeads: n(cfg.KVHeads), HeadSize: n(cfg.HeadSize), Vocab: n(cfg.Vocab), SeqLen: n(cfg.SeqLen)}
	terms := bindings.TaskMarketTerms{SlaBlocks: 200, GraceBlocks: 10, ClaimWindow: 64, DrawDelay: 2, Bonus: big.NewInt(500),
		Treasury: crypto.PubkeyToAddress(w.chain.Deployer.PublicKey), SlashBps: big.NewInt(1000), ReporterBps: big.NewInt(2000)}
	m := &testMarket{w: w, class: crypto.Keccak256Hash([]byte("test-class")), requestedAt: map[inference.Hash]uint64{}}
	m.market = w.transact(ctx, nil, nil, append(common.FromHex(bindings.TaskMarketMetaData.Bin),
		tmBinding.PackConstructor(w.chain.Consumer, w.chain.Registry, shape, terms)...)).ContractAddress
	m.draw = w.transact(ctx, nil, nil, append(common.FromHex(bindings.AssignmentDrawMetaData.Bin),
		adBinding.PackConstructor(w.chain.Registry)...)).ContractAddress
	w.transact(ctx, &m.market, nil, tmBinding.PackSetDraw(m.draw, big.NewInt(testCommitteeSize)))
	w.transact(ctx, &m.market, nil, tmBinding.PackSetBaseRate(m.class, big.NewInt(1)))
	if setMarket {
		m.setMarket(ctx)
	}
	return m
}

func (m *testMarket) setMarket(ctx context.Context) {
	m.w.transact(ctx, &m.w.chain.Consumer, nil, bindings.NewLLMConsumer().PackSetMarket(m.market))
	m.w.transact(ctx, &m.w.chain.Consumer, nil, bindings.NewLLMConsumer().PackSetCommitteeFeeCap(big.NewInt(1e18)))
}

// pay requests (prompt, n) on the market, paying its fee.
func (m *testMarket) pay(ctx context.Context, prompt []int, n int) inference.Hash {
	w := m.w
	fee, err := tmBinding.UnpackFeeFor(w.view(ctx, m.market, tmBinding.PackFeeFor(m.class, big.NewInt(int64(len(prompt))), big.NewInt(int64(n)))))
	if err != nil {
		w.t.Fatal(err)
	}
	p := make([]*big.Int, len(prompt))
	for i, v := range prompt {
		p[i] = big.NewInt(int64(v))
	}
	r := w.transact(ctx, &m.market, fee, tmBinding.PackRequest(p, big.NewInt(int64(n)), m.class))
	input := inference.InputHash(prompt, n)
	m.requestedAt[input] = r.BlockNumber.Uint64()
	return input
}

// drawArgs waits for the block after input's draw block and returns that
// block's RLP header, the operator ids at the request block (ascending) and
// the draw block.
func (m *testMarket) drawArgs(ctx context.Context, input inference.Hash) ([]byte, [][32]byte, *big.Int) {
	w := m.w
	at, err := tmBinding.UnpackDrawBlock(w.view(ctx, m.market, tmBinding.PackDrawBlock(input)))
	if err != nil {
		w.t.Fatal(err)
	}
	for {
		head, err := w.chain.Client.BlockNumber(ctx)
		if err != nil {
			w.t.Fatal(err)
		}
		if head > at.Uint64() {
			break
		}
		w.chain.Commit()
	}
	h, err := w.chain.Client.HeaderByNumber(ctx, at)
	if err != nil {
		w.t.Fatal(err)
	}
	header, err := rlp.EncodeToBytes(h)
	if err != nil {
		w.t.Fatal(err)
	}
	var ids [][32]byte
	for _, op := range w.chain.Operators {
		ids = append(ids, op.ID)
	}
	slices.SortFunc(ids, func(a, b [32]byte) int { return bytes.Compare(a[:], b[:]) })
	return header, ids, at
}

// drawOf is the committee the draw gives input (AssignmentDraw.drawFor,
// without recording it).
func (m *testMarket) drawOf(ctx context.Context, input inference.Hash) []inference.Hash {
	header, ids, at := m.drawArgs(ctx, input)
	out, err := adBinding.UnpackDrawFor(m.w.view(ctx, m.draw,
		adBinding.PackDrawFor(input, at, header, uint32(m.requestedAt[input]), ids, big.NewInt(testCommitteeSize))))
	if err != nil {
		m.w.t.Fatal(err)
	}
	return hashes(out.Members)
}

// fix records input's committee (TaskMarket.fixDraw) and returns its
// members in draw order.
func (m *testMarket) fix(ctx context.Context, input inference.Hash) []inference.Hash {
	header, ids, _ := m.drawArgs(ctx, input)
	r := m.w.transact(ctx, &m.market, nil, tmBinding.PackFixDraw(input, header, ids))
	for _, l := range r.Logs {
		if ev, err := tmBinding.UnpackCommitteeDrawnEvent(l); err == nil {
			return hashes(ev.Members)
		}
	}
	m.w.t.Fatal("no CommitteeDrawn event")
	return nil
}

func hashes(ids [][32]byte) []inference.Hash {
	out := make([]inference.Hash, len(ids))
	for i, id := range ids {
		out[i] = id
	}
	return out
}

// opIndex is the index of the world's operator with id.
func (w *world) opIndex(id inference.Hash) int {
	for i, op := range w.chain.Operators {
		if inference.Hash(op.ID) == id {
			return i
		}
	}
	w.t.Fatalf("no operator %s", id)
	return -1
}

// checkCommitteeLanding: the job landed through verifyAndUpdateCommittee,
// its signers (ascending members) rebuild the consumer's landing record,
// and no operator outside the committee was asked.
func checkCommitteeLanding(ctx context.Context, t *testing.T, w *world, j *Job, members []inference.Hash) {
	t.Helper()
	if j.Status != StatusLanded || j.LandedWith != "tx" {
		t.Fatalf("job %s %s (%s), want landed by tx", j.TaskID, j.Status, j.Error)
	}
	if m, err := consumerABI.MethodById(j.Landing); err != nil || m.Name != "verifyAndUpdateCommittee" {
		t.Fatalf("landing calldata is %v (%v), want verifyAndUpdateCommittee", m, err)
	}
	if c, err := LandingConsumer(j.Landing); err != nil || c != w.chain.Consumer {
		t.Fatalf("LandingConsumer: %s %v", c, err)
	}
	if !slices.Equal(j.Committee, members) || j.Quorum != len(members) {
		t.Fatalf("job committee %v (quorum %d), want %v", j.Committee, j.Quorum, members)
	}
	if len(j.Signers) < 2 || !slices.IsSortedFunc(j.Signers, func(a, b inference.Hash) int { return bytes.Compare(a[:], b[:]) }) {
		t.Fatalf("signers %v: want at least 2, ascending", j.Signers)
	}
	signers := make([][32]byte, len(j.Signers))
	for i, id := range j.Signers {
		if !slices.Contains(members, id) {
			t.Fatalf("signer %s is not a member", id)
		}
		signers[i] = id
	}
	c := w.agg.Consumer()
	tr := protocol.Transition{ChainID: c.ChainID, Consumer: c.Address, Index: j.Index, Manifest: c.Manifest, Input: j.Input,
		Slot: ResultSlotOf(j.Input), Old: protocol.Requested, New: *j.New, ReferenceBlock: j.ReferenceBlock}
	want := protocol.LandingWord(protocol.LandingRecord(tr.Digest(), protocol.CommitteeSignatory(uint32(j.ReferenceBlock), signers)), j.Block)
	cb := bindings.NewLLMConsumer()
	got, err := cb.UnpackLanding(w.view(ctx, w.chain.Consumer, cb.PackLanding(j.Input)))
	if err != nil || got != want {
		t.Fatalf("landing word %x (%v), want %x", got, err, want)
	}
	for i, op := range w.chain.Operators {
		n := w.asked[i].Load()
		if member := slices.Contains(members, inference.Hash(op.ID)); member && n == 0 || !member && n != 0 {
			t.Fatalf("operator %d (member %v) asked %d times", i, member, n)
		}
	}
}

// A committee of 3 of 6 operators lands its task through
// verifyAndUpdateCommittee on its own threshold; the other 3 are never
// asked.
func TestCommitteeJobLands(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	w := newWorld(t, worldOpts{operators: 6})
	m := deployMarket(ctx, w, true)
	prompt, n := []int{1, 300, 20}, 5
	input := m.pay(ctx, prompt, n)
	members := m.fix(ctx, input)
	if len(members) != testCommitteeSize {
		t.Fatalf("drew %d members", len(members))
	}
	if _, _, err := w.agg.Submit(api.JobRequest{TaskID: "committee", Prompt: prompt, N: n, Committee: members}); err != nil {
		t.Fatal(err)
	}
	j := w.waitFinal("committee", time.Minute)
	want, _ := w.native.Execute(ctx, prompt, n)
	if !slices.Equal(j.Tokens, want.Tokens) {
		t.Fatalf("tokens %v, want %v", j.Tokens, want.Tokens)
	}
	checkCommitteeLanding(ctx, t, w, j, members)
	// The members were told the market task's SLA deadline block, which
	// orders their batches.
	d, err := w.agg.chain.MarketDraw(ctx, input)
	if err != nil || d.Deadline == 0 {
		t.Fatalf("market draw %+v: %v", d, err)
	}
	for i, op := range w.chain.Operators {
		if slices.Contains(members, inference.Hash(op.ID)) && w.due[i].Load() != d.Deadline {
			t.Errorf("member %d was sent SLA block %d, the market's deadline is %d", i, w.due[i].Load(), d.Deadline)
		}
	}
	// The same task under its id with another committee is another request.
	other := slices.Clone(members)
	other[0], other[1] = other[1], other[0]
	if _, _, err := w.agg.Submit(api.JobRequest{TaskID: "committee", Prompt: prompt, N: n, Committee: other}); !errors.Is(err, ErrConflict) {
		t.Fatalf("resubmission with another committee: %v, want ErrConflict", err)
	}
	if _, _, err := w.agg.Submit(api.JobRequest{TaskID: "committee", Prompt: prompt, N: n}); !errors.Is(err, ErrConflict) {
		t.Fatalf("resubmission without the committee: %v, want ErrConflict", err)
	}
}

// A task whose fee is over the consumer's committee fee cap is worth more
// than its committee may vouch for alone: the job goes to the whole quorum
// (Job.ByQuorum), every operator is asked, and it lands by the quorum's
// signature, not verifyAndUpdateCommittee.
func TestCommitteeJobOverTheCapGoesToTheQuorum(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	w := newWorld(t, worldOpts{operators: 6})
	m := deployMarket(ctx, w, true)
	w.transact(ctx, &w.chain.Consumer, nil, bindings.NewLLMConsumer().PackSetCommitteeFeeCap(big.NewInt(1)))
	prompt, n := []int{1, 301, 20}, 5
	input := m.pay(ctx, prompt, n)
	members := m.fix(ctx, input)
	if _, _, err := w.agg.Submit(api.JobRequest{TaskID: "over", Prompt: prompt, N: n, Committee: members}); err != nil {
		t.Fatal(err)
	}
	j := w.waitFinal("over", time.Minute)
	if j.Status != StatusLanded || !j.ByQuorum {
		t.Fatalf("job %s by quorum %v: %s", j.Status, j.ByQuorum, j.Error)
	}
	if m, ok := consumerABI.Methods["verifyAndUpdateCommittee"]; ok && len(j.Landing) >= 4 && bytes.Equal(j.Landing[:4], m.ID) {
		t.Fatal("landed by the committee over the cap")
	}
	for i := range w.asked {
		if w.asked[i].Load() == 0 {
			t.Errorf("operator %d was not asked: the whole quorum executes a task over the cap", i)
		}
	}
}

// A member that signs a wrong result is rejected and named; the two honest
// members hold two thirds of the committee's stake and land.
func TestCommitteeMemberWrongAnswerRejected(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	w := newWorld(t, worldOpts{operators: 6})
	m := deployMarket(ctx, w, true)
	prompt, n := []int{1, 450}, 6
	input := m.pay(ctx, prompt, n)
	members := m.fix(ctx, input)
	bad := members[1]
	for _, id := range members {
		if id == bad {
			w.daemons[w.opIndex(id)].SetFault(operator.Fault{WrongFrom: 2, WrongFromSet: true})
		} else {
			// The honest members answer after the liar, so its answer is judged during the round.
			w.daemons[w.opIndex(id)].SetFault(operator.Fault{Delay: 300 * time.Millisecond})
		}
	}
	if _, _, err := w.agg.Submit(api.JobRequest{TaskID: "liar", Prompt: prompt, N: n, Committee: members}); err != nil {
		t.Fatal(err)
	}
	j := w.waitFinal("liar", time.Minute)
	want, _ := w.native.Execute(ctx, prompt, n)
	if !slices.Equal(j.Tokens, want.Tokens) {
		t.Fatalf("tokens %v, want %v", j.Tokens, want.Tokens)
	}
	checkCommitteeLanding(ctx, t, w, j, members)
	if len(j.Signers) != 2 || slices.Contains(j.Signers, bad) {
		t.Fatalf("signers %v: want the two honest members, not %s", j.Signers, bad)
	}
	reasons := rejectedReasons(j, blsagg.OperatorID(bad))
	if len(reasons) != 1 || !strings.HasPrefix(reasons[0], ReasonWrongResult) {
		t.Fatalf("the lying member's rejections %q (all: %+v)", reasons, j.Rejected)
	}
}

// Without a market on the consumer a committee job fails at once; a job
// naming another committee than the drawn one fails naming both and sends
// nothing; a job whose committee is not drawn yet waits and lands once it
// is.
func TestCommitteeDrawChecked(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	w := newWorld(t, worldOpts{operators: 6})
	m := deployMarket(ctx, w, false)

	prompt, n := []int{1, 77}, 4
	input := m.pay(ctx, prompt, n)
	members := m.fix(ctx, input)
	if _, _, err := w.agg.Submit(api.JobRequest{TaskID: "no-market", Prompt: prompt, N: n, Committee: members}); err != nil {
		t.Fatal(err)
	}
	if j := w.waitFinal("no-market", 30*time.Second); j.Status != StatusFailed || !strings.Contains(j.Error, ErrNoMarket.Error()) {
		t.Fatalf("job without a market: %s %q", j.Status, j.Error)
	}
	m.setMarket(ctx)

	// Every other operator: a committee, but not the drawn one.
	var other []inference.Hash
	for _, op := range w.chain.Operators {
		if !slices.Contains(members, inference.Hash(op.ID)) {
			other = append(other, inference.Hash(op.ID))
		}
	}
	if _, _, err := w.agg.Submit(api.JobRequest{TaskID: "other", Prompt: prompt, N: n, Committee: other}); err != nil {
		t.Fatal(err)
	}
	j := w.waitFinal("other", 30*time.Second)
	drawn, named := protocol.PackedHash(toIDs(members)), protocol.PackedHash(toIDs(other))
	if j.Status != StatusFailed || !strings.Contains(j.Error, ErrCommitteeMismatch.Error()) ||
		!strings.Contains(j.Error, inference.Hash(drawn).String()) || !strings.Contains(j.Error, inference.Hash(named).String()) {
		t.Fatalf("job naming another committee: %s %q", j.Status, j.Error)
	}
	if j.Tx != nil || len(j.Landing) != 0 || j.Attempts != 0 {
		t.Fatalf("job naming another committee was signed or sent: %+v", j)
	}
	for i := range w.asked {
		if n := w.asked[i].Load(); n != 0 {
			t.Fatalf("operator %d asked %d times for jobs that cannot land", i, n)
		}
	}

	prompt2, n2 := []int{1, 99, 5}, 4
	input2 := m.pay(ctx, prompt2, n2)
	members2 := m.drawOf(ctx, input2)
	if _, _, err := w.agg.Submit(api.JobRequest{TaskID: "early", Prompt: prompt2, N: n2, Committee: members2}); err != nil {
		t.Fatal(err)
	}
	// The job waits for the draw, saying so.
	for {
		j, err := w.agg.Wait(ctx, "early", 0)
		if err != nil {
			t.Fatal(err)
		}
		if j.Status.Final() {
			t.Fatalf("job ended %s (%s) before its committee was drawn", j.Status, j.Error)
		}
		if strings.Contains(j.Error, ErrNotDrawnYet.Error()) {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	time.Sleep(500 * time.Millisecond)
	if j, _ := w.agg.Job("early"); j.Status != StatusQueued || j.Attempts != 0 {
		t.Fatalf("job %s after %d attempts while not drawn (%s)", j.Status, j.Attempts, j.Error)
	}
	if got := m.fix(ctx, input2); !slices.Equal(got, members2) {
		t.Fatalf("fixDraw drew %v, drawFor %v", got, members2)
	}
	checkCommitteeLanding(ctx, t, w, w.waitFinal("early", time.Minute), members2)
}

func toIDs(hs []inference.Hash) [][32]byte {
	out := make([][32]byte, len(hs))
	for i, h := range hs {
		out[i] = h
	}
	return out
}

func TestJudgeDraw(t *testing.T) {
	members := []inference.Hash{{1}, {2}, {3}}
	drawn := inference.Hash(protocol.PackedHash(toIDs(members)))
	market := common.Address{9}
	input := inference.Hash{7}
	tests := []struct {
		name string
		d    MarketDraw
		head uint64
		want drawVerdict
		err  error
	}{
		{"drawn", MarketDraw{Market: market, Deadline: 50, Drawn: drawn}, 40, drawOK, nil},
		{"no market", MarketDraw{}, 40, drawFail, ErrNoMarket},
		{"no task", MarketDraw{Market: market}, 40, drawRetry, ErrNotMarketTask},
		{"not drawn yet", MarketDraw{Market: market, Deadline: 50, DrawBlock: 32}, 40, drawWait, ErrNotDrawnYet},
		{"draw block gone", MarketDraw{Market: market, Deadline: 50, DrawBlock: 32}, 32 + 257, drawFail, ErrDrawExpired},
		{"another committee", MarketDraw{Market: market, Deadline: 50, Drawn: inference.Hash{5}}, 40, drawFail, ErrCommitteeMismatch},
		{"at the cap", MarketDraw{Market: market, Deadline: 50, Drawn: drawn, Fee: big.NewInt(7), Cap: big.NewInt(7)}, 40, drawOK, nil},
		{"over the cap", MarketDraw{Market: market, Deadline: 50, Drawn: drawn, Fee: big.NewInt(8), Cap: big.NewInt(7)}, 40, drawQuorum, ErrOverCommitteeCap},
	}
	for _, tc := range tests {
		v, err := judgeDraw(tc.d, input, members, tc.head)
		if v != tc.want || !errors.Is(err, tc.err) || (tc.err == nil) != (err == nil) {
			t.Errorf("%s: %v %v, want %v %v", tc.name, v, err, tc.want, tc.err)
		}
	}
}

func TestCommitteeValidate(t *testing.T) {
	base := api.JobRequest{TaskID: "x", Prompt: []int{1}, N: 3}
	var big []inference.Hash
	for i := range MaxCommittee + 1 {
		big = append(big, inference.Hash{1, byte(i)})
	}
	for _, tc := range []struct {
		name      string
		committee []inference.Hash
		ok        bool
	}{
		{"none", nil, true},
		{"three", []inference.Hash{{1}, {2}, {3}}, true},
		{"largest", big[:MaxCommittee], true},
		{"too large", big, false},
		{"twice", []inference.Hash{{1}, {2}, {1}}, false},
		{"zero id", []inference.Hash{{1}, {}}, false},
	} {
		r := base
		r.Committee = tc.committee
		err := validate(&r, inference.Config{}, inference.Hash{})
		if (err == nil) != tc.ok || err != nil && !errors.Is(err, ErrBadRequest) {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
}

// widen restates a committee's aggregate as the registry's whole set would
// have made it (what an answer proof to the market needs): the same
// signature and keys, every non-member a non-signer.
func TestWidenCommitteeAggregate(t *testing.T) {
	ctx := blsagg.PoPContext{ChainID: 1337, Registry: common.Address{1}}
	var regs []blsagg.Registration
	var keys []*bls.KeyPair
	for i := range 5 {
		kp := simchain.OperatorBLSKey(i)
		keys = append(keys, kp)
		regs = append(regs, blsagg.NewRegistration(kp, ctx, [20]byte{byte(i + 1)}, big.NewInt(int64(i+1))))
	}
	full, err := blsagg.NewOperatorSet(ctx, regs)
	if err != nil {
		t.Fatal(err)
	}
	committee, err := blsagg.NewOperatorSet(ctx, []blsagg.Registration{regs[0], regs[2], regs[4]})
	if err != nil {
		t.Fatal(err)
	}
	digest := [32]byte{42}
	atts := []blsagg.Attestation{}
	for _, i := range []int{0, 4} {
		pk := blsagg.PubG1(keys[i])
		atts = append(atts, blsagg.Attestation{Operator: blsagg.IDOf(&pk), Digest: digest, Sig: blsagg.Sign(keys[i], digest)})
	}
	aggregate := func(set *blsagg.OperatorSet) *blsagg.Aggregate {
		g, err := blsagg.NewAggregator(set, digest, blsagg.Threshold{Num: 1, Den: 100})
		if err != nil {
			t.Fatal(err)
		}
		for _, err := range g.AddBatch(atts) {
			if err != nil {
				t.Fatal(err)
			}
		}
		agg, err := g.Partial()
		if err != nil {
			t.Fatal(err)
		}
		return agg
	}
	got, want := widen(aggregate(committee), &QuorumSet{Set: full}), aggregate(full)
	if !slices.Equal(got.Signers, want.Signers) || !slices.Equal(got.NonSigners, want.NonSigners) || len(got.NonSigners) != 3 ||
		!slices.EqualFunc(got.NonSignerKeys, want.NonSignerKeys, func(a, b blsagg.G1) bool { return a.Equal(&b) }) ||
		!got.Sigma.Equal(&want.Sigma) || !got.ApkG2.Equal(&want.ApkG2) || got.TotalStake.Cmp(want.TotalStake) != 0 {
		t.Fatalf("widened %+v\nwant %+v", got, want)
	}
}
