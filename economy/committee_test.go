package economy

import (
	"bytes"
	"context"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/aggregator/simchain"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
	"github.com/deepcall/deepcall/txmgr"
)

// landCommittee has the operators at the given indices, members of
// input's drawn committee (members: their ids in draw order), sign the
// transition writing the engine's answer of prompt and n and lands it with
// verifyAndUpdateCommittee; returns the landing's calldata and block.
func (w *marketWorld) landCommittee(t *testing.T, prompt []int, n int, members []common.Hash, signers []int) ([]byte, uint64) {
	t.Helper()
	ctx := t.Context()
	c := w.chain
	head, err := w.reader.Head(ctx)
	if err != nil {
		t.Fatal(err)
	}
	res, err := w.exec.Execute(ctx, prompt, n)
	if err != nil {
		t.Fatal(err)
	}
	cons := w.reader.Consumer()
	input := inference.InputHash(prompt, n)
	tr := protocol.Transition{ChainID: cons.ChainID, Consumer: cons.Address, Index: w.nextIdx, Manifest: cons.Manifest, Input: input,
		Slot: protocol.ResultSlot(input), Old: protocol.Requested, New: protocol.ResultValue(res.Root, res.Tokens), ReferenceBlock: head - 1}
	w.nextIdx++
	digest := tr.Digest()
	ops := make([]simchain.Operator, len(signers))
	for i, s := range signers {
		ops[i] = c.Operators[s]
	}
	slices.SortFunc(ops, func(a, b simchain.Operator) int { return bytes.Compare(a.ID[:], b.ID[:]) })
	var (
		sigma blsagg.G1
		apk2  blsagg.G2
		sig   bindings.CommitteeSignature
	)
	for _, op := range ops {
		s, pk1, pk2 := blsagg.Sign(op.BLS, digest), blsagg.PubG1(op.BLS), blsagg.PubG2(op.BLS)
		sigma.Add(&sigma, &s)
		apk2.Add(&apk2, &pk2)
		sig.SignerKeys = append(sig.SignerKeys, g1Point(&pk1))
	}
	sig.Sigma = g1Point(&sigma)
	sig.ApkG2 = bindings.G2Point{
		X: [2]*big.Int{apk2.X.A1.BigInt(new(big.Int)), apk2.X.A0.BigInt(new(big.Int))},
		Y: [2]*big.Int{apk2.Y.A1.BigInt(new(big.Int)), apk2.Y.A0.BigInt(new(big.Int))},
	}
	ids := make([][32]byte, len(members))
	for i, m := range members {
		ids[i] = m
	}
	bt := bindings.Transition{ChainId: new(big.Int).SetUint64(tr.ChainID), Consumer: tr.Consumer, Index: tr.Index, Manifest: tr.Manifest,
		Input: tr.Input, Slot: tr.Slot, OldValue: tr.Old, NewValue: tr.New, ReferenceBlock: uint32(tr.ReferenceBlock)}
	data := bindings.NewLLMConsumer().PackVerifyAndUpdateCommittee(bt, sig, ids, res.Root, words(res.Tokens))
	r := transact(t, c, simchain.AccountKey(0), c.Consumer, data)
	return data, r.BlockNumber.Uint64()
}

func g1Point(p *blsagg.G1) bindings.G1Point {
	return bindings.G1Point{X: p.X.BigInt(new(big.Int)), Y: p.Y.BigInt(new(big.Int))}
}

// mineWhile commits a block every 10 ms until the test ends, for the
// MarketClient's sends, which wait for their receipts.
func mineWhile(t *testing.T, c *simchain.Chain) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		for ctx.Err() == nil {
			c.Commit()
			time.Sleep(10 * time.Millisecond)
		}
	}()
	t.Cleanup(func() { cancel(); <-done })
}

// TestCollectPaysCommitteeSigners: the market draws three of four operators
// for a task and the two with the most stake land its answer as the
// committee (verifyAndUpdateCommittee). Collect recognises the landing:
// before it is final the market says NotFinal; then the first signer's
// Collect settles it (settleSharded with the signers as its one list),
// claims (claimSharded) and withdraws, the second's finds the pool settled
// and claims its share, pro rata to stake; the member that did not sign and
// the operator outside the committee are no signers of the pool.
func TestCollectPaysCommitteeSigners(t *testing.T) {
	w := newMarketWorldDrawing(t, []float64{1, 2, 3, 4}, 3)
	c := w.chain
	transact(t, c, c.Deployer, c.Consumer, bindings.NewLLMConsumer().PackSetMarket(w.market))
	transact(t, c, c.Deployer, c.Consumer, bindings.NewLLMConsumer().PackSetCommitteeFeeCap(big.NewInt(1e18)))
	prompt, n := []int{w.cfg.BOS, 21}, 3
	hash, _ := w.request(t, 1, prompt, n, nil)
	input := common.Hash(hash)
	w.fix(t, input)
	a, err := w.drawer.Draw(t.Context(), input)
	if err != nil {
		t.Fatal(err)
	}
	// members by operator index, the two with the most stake signing
	var members []int
	for _, id := range a.Members {
		members = append(members, slices.IndexFunc(c.Operators, func(o simchain.Operator) bool { return common.Hash(o.ID) == id }))
	}
	byStake := slices.Clone(members)
	slices.SortFunc(byStake, func(x, y int) int { return c.Operators[y].Stake.Cmp(c.Operators[x].Stake) })
	signers, idle := byStake[:2], byStake[2]
	landing, landed := w.landCommittee(t, prompt, n, a.Members, signers)
	checkCommitteeCalldata(t, landing, c, signers)

	client := func(i int) *MarketClient {
		return &MarketClient{Market: w.market, Sender: txmgr.New(txmgr.Config{Backend: c.Client, Key: c.Operators[i].Key, ChainID: new(big.Int).SetUint64(c.ChainID), Poll: 5 * time.Millisecond})}
	}
	mineWhile(t, c)
	if _, err := client(signers[0]).Collect(t.Context(), landing, input); !IsRevert(err, "NotFinal") {
		t.Fatalf("Collect before finality: %v, want NotFinal", err)
	}
	w.final(t, landed)
	first, err := client(signers[0]).Collect(t.Context(), landing, input)
	if err != nil || !first.Settled || first.Share.Sign() <= 0 || first.Withdrawn.Cmp(first.Share) != 0 {
		t.Fatalf("first signer's Collect: %+v, %v", first, err)
	}
	second, err := client(signers[1]).Collect(t.Context(), landing, input)
	if err != nil || second.Settled || second.Pool.Cmp(first.Pool) != 0 || second.Share.Sign() <= 0 {
		t.Fatalf("second signer's Collect: %+v, %v", second, err)
	}
	pool, err := tm.UnpackPoolOf(call(t, c, w.market, tm.PackPoolOf(first.Pool)))
	if err != nil {
		t.Fatal(err)
	}
	s0, s1 := c.Operators[signers[0]].Stake, c.Operators[signers[1]].Stake
	signed := new(big.Int).Add(s0, s1)
	for i, got := range []*big.Int{first.Share, second.Share} {
		stake := []*big.Int{s0, s1}[i]
		if want := new(big.Int).Quo(new(big.Int).Mul(pool.Amount, stake), signed); got.Cmp(want) != 0 {
			t.Errorf("signer %d's share %s, want amount·stake/signed = %s", signers[i], got, want)
		}
	}
	again, err := client(signers[0]).Collect(t.Context(), landing, input)
	if err != nil || again.Settled || again.Share.Sign() != 0 || again.Withdrawn.Sign() != 0 {
		t.Errorf("Collect again: %+v, %v; want nothing more", again, err)
	}
	outsider := slices.IndexFunc(c.Operators, func(o simchain.Operator) bool { return !slices.Contains(members, o.Index) })
	for _, i := range []int{idle, outsider} {
		if _, err := client(i).Collect(t.Context(), landing, input); !IsRevert(err, "NotASigner") {
			t.Errorf("operator %d (no signer) Collect: %v, want NotASigner", i, err)
		}
	}
}

// checkCommitteeCalldata checks what the market is sent for a committee
// landing: its signers' ids ascending, in settleSharded with no boundaries;
// a quorum landing's decoders refuse it.
func checkCommitteeCalldata(t *testing.T, landing []byte, c *simchain.Chain, signers []int) {
	t.Helper()
	l, err := DecodeCommitteeLanding(landing)
	if err != nil {
		t.Fatal(err)
	}
	var want [][32]byte
	for _, i := range signers {
		want = append(want, c.Operators[i].ID)
	}
	slices.SortFunc(want, func(a, b [32]byte) int { return bytes.Compare(a[:], b[:]) })
	if !slices.Equal(l.Signers, want) {
		t.Fatalf("signers %x, want %x", l.Signers, want)
	}
	data, err := SettleCommitteeCalldata(landing)
	if err != nil || !bytes.Equal(data, tm.PackSettleSharded(l.Transition, [][][32]byte{want}, [][2][32]byte{})) {
		t.Fatalf("settle calldata %x (%v)", data, err)
	}
	if _, _, err := SettleCalldata(landing); err == nil {
		t.Error("SettleCalldata took a committee landing")
	}
	if _, err := DecodeShardedLanding(landing); err == nil {
		t.Error("DecodeShardedLanding took a committee landing")
	}
}

// FuzzDecodeCommitteeLanding: a landing's calldata comes from the chain,
// written by anyone; decoding it never panics, and what decodes names its
// signers and packs into a settlement.
func FuzzDecodeCommitteeLanding(f *testing.F) {
	t := bindings.Transition{ChainId: big.NewInt(1), Index: 3, ReferenceBlock: 9}
	sig := bindings.CommitteeSignature{
		Sigma:      bindings.G1Point{X: big.NewInt(1), Y: big.NewInt(2)},
		ApkG2:      bindings.G2Point{X: [2]*big.Int{big.NewInt(3), big.NewInt(4)}, Y: [2]*big.Int{big.NewInt(5), big.NewInt(6)}},
		SignerKeys: []bindings.G1Point{{X: big.NewInt(7), Y: big.NewInt(8)}, {X: big.NewInt(9), Y: big.NewInt(10)}},
	}
	good := bindings.NewLLMConsumer().PackVerifyAndUpdateCommittee(t, sig, [][32]byte{{1}, {2}, {3}}, [32]byte{4}, []*big.Int{big.NewInt(5)})
	f.Add(good)
	f.Add(good[:4])
	f.Add(good[:len(good)/2])
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := DecodeCommitteeLanding(data)
		if err != nil {
			return
		}
		if len(l.Signers) == 0 {
			t.Fatal("decoded a committee landing without signers")
		}
		if _, err := SettleCommitteeCalldata(data); err != nil {
			t.Fatalf("decoded but cannot be settled: %v", err)
		}
	})
}
