package audit

import (
	"bytes"
	"context"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/labchain"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/economy"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// committeeMarket is a TaskMarket drawing committees (AssignmentDraw) on a
// lab chain, set as the consumer's market: what committee landings need.
type committeeMarket struct {
	e      *labchain.Env
	market common.Address
	drawer *economy.Drawer
}

var (
	marketABI    = bindings.NewTaskMarket()
	marketClass  = economy.Class("lab-cpu")
	operatorIDOf = func(o *labchain.Operator) common.Hash {
		pk := blsagg.PubG1(o.BLS)
		return common.Hash(blsagg.IDOf(&pk))
	}
)

// startCommitteeMarket deploys the market (committees of k, drawn 2 blocks
// after a request, 1 wei a multiply-add) and its draw, and sets it as the
// consumer's market (from the consumer's deployer, as only it may).
func startCommitteeMarket(ctx context.Context, t *testing.T, e *labchain.Env, k int) *committeeMarket {
	t.Helper()
	cfg := e.Manifest.Config
	n := func(v int) *big.Int { return big.NewInt(int64(v)) }
	shape := bindings.TaskMarketShape{Dim: n(cfg.Dim), HiddenDim: n(cfg.HiddenDim), Layers: n(cfg.Layers), Heads: n(cfg.Heads),
		KvHeads: n(cfg.KVHeads), HeadSize: n(cfg.HeadSize), Vocab: n(cfg.Vocab), SeqLen: n(cfg.SeqLen)}
	terms := bindings.TaskMarketTerms{SlaBlocks: 20, GraceBlocks: 5, ClaimWindow: 30, DrawDelay: 2, Bonus: big.NewInt(500),
		Treasury: e.Deployer.Address(), SlashBps: big.NewInt(1000), ReporterBps: big.NewInt(2000)}
	d := e.Deployer.Sender
	market, _, err := d.Deploy(ctx, "deploy", append(common.FromHex(bindings.TaskMarketMetaData.Bin), marketABI.PackConstructor(e.Consumer, e.Registry, shape, terms)...))
	if err != nil {
		t.Fatalf("deploy TaskMarket: %v", err)
	}
	draw, _, err := d.Deploy(ctx, "deploy", append(common.FromHex(bindings.AssignmentDrawMetaData.Bin), bindings.NewAssignmentDraw().PackConstructor(e.Registry)...))
	if err != nil {
		t.Fatalf("deploy AssignmentDraw: %v", err)
	}
	for _, call := range []struct {
		what string
		to   common.Address
		data []byte
	}{
		{"setBaseRate", market, marketABI.PackSetBaseRate(marketClass, big.NewInt(1))},
		{"setDraw", market, marketABI.PackSetDraw(draw, big.NewInt(int64(k)))},
		{"setMarket", e.Consumer, bindings.NewLLMConsumer().PackSetMarket(market)},
		{"setCommitteeFeeCap", e.Consumer, bindings.NewLLMConsumer().PackSetCommitteeFeeCap(big.NewInt(1e18))},
	} {
		if _, err := bisection.Send(ctx, d, "call", call.to, call.data, nil); err != nil {
			t.Fatalf("%s: %v", call.what, err)
		}
	}
	m := &committeeMarket{e: e, market: market}
	m.drawer = &economy.Drawer{Chain: e.Client, Market: market, Operators: func(context.Context, uint64) ([]economy.Candidate, error) {
		var out []economy.Candidate
		for _, o := range e.Operators {
			out = append(out, economy.Candidate{ID: operatorIDOf(o), Operator: o.Address(), Stake: labchain.Stake})
		}
		return out, nil
	}}
	return m
}

// requestAndDraw pays req's task on the market (from the bystander), mines
// past its draw block and fixes its committee on chain; it returns the
// members' operator indices in draw order.
func (m *committeeMarket) requestAndDraw(ctx context.Context, t *testing.T, req Request) []int {
	t.Helper()
	e := m.e
	data := marketABI.PackRequest(bisection.BigInts(req.Prompt), big.NewInt(int64(req.N)), marketClass)
	if _, err := bisection.Send(ctx, e.Bystander.Sender, "call", m.market, data, big.NewInt(1e18)); err != nil {
		t.Fatalf("request: %v", err)
	}
	input := inference.InputHash(req.Prompt, req.N)
	a, err := m.drawAfterMining(ctx, input)
	if err != nil {
		t.Fatal(err)
	}
	header, err := m.drawer.Header(ctx, a.Block)
	if err != nil {
		t.Fatal(err)
	}
	cands, err := m.drawer.Candidates(ctx, a.RequestBlock)
	if err != nil {
		t.Fatal(err)
	}
	ids := make([][32]byte, len(cands))
	for i, c := range cands {
		ids[i] = c.ID
	}
	if _, err := bisection.Send(ctx, e.Bystander.Sender, "fixDraw", m.market, marketABI.PackFixDraw(input, header, ids), nil); err != nil {
		t.Fatalf("fixDraw: %v", err)
	}
	var members []int
	for _, id := range a.Members {
		i := slices.IndexFunc(e.Operators, func(o *labchain.Operator) bool { return operatorIDOf(o) == id })
		if i < 0 {
			t.Fatalf("drawn member %s is no operator", id)
		}
		members = append(members, i)
	}
	return members
}

// drawAfterMining mines (a block a second of chain time) until input's draw
// block is past, then draws its committee.
func (m *committeeMarket) drawAfterMining(ctx context.Context, input inference.Hash) (*economy.Assignment, error) {
	s, err := m.drawer.Schedule(ctx, input)
	if err != nil {
		return nil, err
	}
	for {
		head, err := m.e.Client.BlockNumber(ctx)
		if err != nil {
			return nil, err
		}
		if head > s.Draw {
			return m.drawer.Draw(ctx, input)
		}
		if err := m.e.Advance(time.Second); err != nil {
			return nil, err
		}
	}
}

// landCommittee has the operators at indices signers, of the drawn
// committee members (operator indices in draw order), sign the transition
// writing req's answer and sends it to verifyAndUpdateCommittee (from the
// first signer by id). The Landed names the committee signatory, so that
// labchain's Open disputes it.
func (m *committeeMarket) landCommittee(ctx context.Context, t *testing.T, req labchain.Request, members, signers []int) *labchain.Landed {
	t.Helper()
	e := m.e
	tr := m.transition(ctx, t, req)
	pt := protocolTransition(tr)
	digest := pt.Digest()
	signers = slices.Clone(signers)
	slices.SortFunc(signers, func(a, b int) int {
		ia, ib := operatorIDOf(e.Operators[a]), operatorIDOf(e.Operators[b])
		return bytes.Compare(ia[:], ib[:])
	})
	var (
		sigma blsagg.G1
		apk2  blsagg.G2
		sig   bindings.CommitteeSignature
		ids   [][32]byte
	)
	for _, i := range signers {
		o := e.Operators[i]
		s, pk2, pk1 := blsagg.Sign(o.BLS, digest), blsagg.PubG2(o.BLS), blsagg.PubG1(o.BLS)
		sigma.Add(&sigma, &s)
		apk2.Add(&apk2, &pk2)
		sig.SignerKeys = append(sig.SignerKeys, bindings.G1PointOf(&pk1))
		ids = append(ids, operatorIDOf(o))
	}
	sig.Sigma, sig.ApkG2 = bindings.G1PointOf(&sigma), bindings.G2PointOf(&apk2)
	var memberIDs [][32]byte
	for _, i := range members {
		memberIDs = append(memberIDs, operatorIDOf(e.Operators[i]))
	}
	data := bindings.NewLLMConsumer().PackVerifyAndUpdateCommittee(tr, sig, memberIDs, req.Root, bisection.BigInts(req.Tokens))
	rcpt, err := bisection.Send(ctx, e.Operators[signers[0]].Sender, "call", e.Consumer, data, nil)
	if err != nil {
		t.Fatalf("verifyAndUpdateCommittee: %v", err)
	}
	return &labchain.Landed{Request: req, Transition: tr, SignerKeys: sig.SignerKeys, Signers: ids,
		Signatory: protocol.CommitteeSignatory(tr.ReferenceBlock, ids), Gas: rcpt.GasUsed, Tx: rcpt.TxHash}
}

// transition is the transition writing req's answer at the consumer's
// lowest unused index, over the slot's value now, signed a block back.
func (m *committeeMarket) transition(ctx context.Context, t *testing.T, req labchain.Request) bindings.Transition {
	t.Helper()
	e := m.e
	cons := bindings.NewLLMConsumer()
	input := inference.InputHash(req.Prompt, req.N)
	old, err := cons.UnpackResult(callTo(ctx, t, e, e.Consumer, cons.PackResult(input)))
	if err != nil {
		t.Fatal(err)
	}
	var index uint64
	for {
		used, err := cons.UnpackIndexUsed(callTo(ctx, t, e, e.Consumer, cons.PackIndexUsed(index)))
		if err != nil {
			t.Fatal(err)
		}
		if !used {
			break
		}
		index++
	}
	head, err := e.Client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return bindings.Transition{ChainId: e.ChainID, Consumer: e.Consumer, Index: index, Manifest: e.Manifest.Hash, Input: input,
		Slot: protocol.ResultSlot(input), OldValue: old, NewValue: protocol.ResultValue(req.Root, req.Tokens), ReferenceBlock: uint32(head - 1)}
}

// callTo is a view call on the lab chain.
func callTo(ctx context.Context, t *testing.T, e *labchain.Env, to common.Address, data []byte) []byte {
	t.Helper()
	out, err := e.Client.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// splitCommittee names who is who in a drawn committee of three of four
// operators: the two signers (the first two drawn), the member that does
// not sign, and the operator outside the committee.
func splitCommittee(t *testing.T, e *labchain.Env, members []int) (signers []int, idle, outsider int) {
	t.Helper()
	if len(members) != 3 || len(e.Operators) != 4 {
		t.Fatalf("committee %v of %d operators, want 3 of 4", members, len(e.Operators))
	}
	outsider = slices.IndexFunc(e.Operators, func(o *labchain.Operator) bool {
		return !slices.ContainsFunc(members, func(i int) bool { return e.Operators[i] == o })
	})
	return members[:2], members[2], outsider
}

// checkStakes checks that the operators at the indices in halved lost half
// their stake and every other operator kept all of it.
func checkStakes(ctx context.Context, t *testing.T, e *labchain.Env, halved ...int) {
	t.Helper()
	for i, o := range e.Operators {
		s, err := e.StakeOf(ctx, o.Address())
		if err != nil {
			t.Fatal(err)
		}
		want := labchain.Stake
		if slices.Contains(halved, i) {
			want = new(big.Int).Div(labchain.Stake, big.NewInt(2))
		}
		if s.Cmp(want) != 0 {
			t.Errorf("operator %d stake %s, want %s", i, s, want)
		}
	}
}

// challengeWithLie plays lie on the challenger's side of every game of
// challenge ch (from the challenger's account) until it fails; the channel
// gets the end.
func challengeWithLie(ctx context.Context, e *labchain.Env, ch bisection.ChainChallenge, lie bisection.TraceProvider, shape bisection.Shape) <-chan error {
	done := make(chan error, 1)
	go func() {
		players := map[uint64]bool{}
		var list []*bisection.ChainPlayer
		for ctx.Err() == nil {
			rec, err := ch.Read(ctx)
			if err != nil {
				done <- err
				return
			}
			if rec.State == bisection.ChallengeFailed {
				done <- nil
				return
			}
			for _, id := range rec.Games {
				if !players[id] {
					players[id] = true
					list = append(list, &bisection.ChainPlayer{Game: ch.Game(id), Side: bisection.Challenger, Trace: lie, Shape: shape, Sender: e.Challenger.Sender})
				}
			}
			if _, err := bisection.PlayRound(ctx, list); err != nil {
				done <- err
				return
			}
			time.Sleep(5 * time.Millisecond)
		}
		done <- ctx.Err()
	}()
	return done
}
