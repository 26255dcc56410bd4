package deploy

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/eigen"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/golden"
	"github.com/deepcall/deepcall/protocol"
	"github.com/deepcall/deepcall/txmgr"
)

// txGasCap is EIP-7825's per-transaction gas cap, 2^24.
const txGasCap = 16_777_216

// TestResolve200 is the whole dispute path at scale in operator-set mode:
// 200 operators staked in EigenLayer's real contracts and registered through
// deepcall's operator set (the AllocationManager's registrar hook), a wrong
// answer (3 tokens for n = 2) quorum-signed by all of them and landed on
// LLMConsumer, a challenge that succeeds at once (a count other than n), and
// DisputeGame.resolve then slash in pages, every signer's cut reaching
// EigenLayer through the registry — each transaction under EIP-7825's cap.
func TestResolve200(t *testing.T) {
	if testing.Short() {
		t.Skip("registers 200 operators with EigenLayer and seals 1200+ blocks")
	}
	const nOps = 200
	began := time.Now()
	phase := began
	lap := func(what string) {
		now := time.Now()
		t.Logf("%-44s %6.1fs (total %6.1fs)", what, now.Sub(phase).Seconds(), now.Sub(began).Seconds())
		phase = now
	}
	ctx, cancel := context.WithTimeout(context.Background(), 9*time.Minute)
	defer cancel()

	deployerKey, err := crypto.HexToECDSA(anvilKey)
	if err != nil {
		t.Fatal(err)
	}
	landerKey, challengerKey, resolverKey := mustKey(t), mustKey(t), mustKey(t)
	opKeys := make([]*ecdsa.PrivateKey, nOps)
	for i := range opKeys {
		opKeys[i] = mustKey(t)
	}
	c := newELChain(t, append([]*ecdsa.PrivateKey{deployerKey, landerKey, challengerKey, resolverKey}, opKeys...)...)
	el := c.state.Addresses
	am := el.AllocationManager
	deployer := c.sender(deployerKey)
	lander, challenger := c.sender(landerKey), c.sender(challengerKey)
	resolver := txmgr.New(txmgr.Config{Backend: c.client, Key: resolverKey, ChainID: c.chainID, Poll: 2 * time.Millisecond})
	ops := make([]*txmgr.Manager, nOps)
	blsKeys := make([]*bls.KeyPair, nOps)
	for i, k := range opKeys {
		// 200 pollers share the cores with the chain: they poll less often
		ops[i] = txmgr.New(txmgr.Config{Backend: c.client, Key: k, ChainID: c.chainID, Poll: 10 * time.Millisecond})
		if blsKeys[i], err = bls.NewKeyPairFromString(big.NewInt(int64(9_000_001 + i)).String()); err != nil {
			t.Fatal(err)
		}
	}
	stake := new(big.Int).Mul(big.NewInt(100), big.NewInt(1e18))
	delays, err := eigen.ReadDelays(ctx, c.client, am)
	if err != nil {
		t.Fatal(err)
	}

	// Tokens for every operator, the strategy on the deposit whitelist.
	tx, err := eigen.SendWhitelistStrategy(ctx, deployer, el.Core(), el.Strategy)
	if err != nil {
		t.Fatal(err)
	}
	txs := []*types.Transaction{tx}
	for _, op := range ops {
		tx, err := eigen.SendTransfer(ctx, deployer, el.Token, op.From(), stake)
		if err != nil {
			t.Fatal(err)
		}
		txs = append(txs, tx)
	}
	if _, err := deployer.Wait(ctx, txs...); err != nil {
		t.Fatal(err)
	}
	lap("fund 200 operators")

	// The real contracts: registry (operator-set mode), engine, consumer,
	// alphabet one-step, game, wired as labchain wires them. The windows are
	// wide: the sealer makes a block every few milliseconds.
	const window = 1_000_000
	deployCode := func(what string, code []byte) common.Address {
		t.Helper()
		r, err := deployer.Transact(ctx, "deploy "+what, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return deployTx(deployer, o, code)
		})
		if err != nil {
			t.Fatal(err)
		}
		return r.ContractAddress
	}
	send := func(what string, to common.Address, data []byte) {
		t.Helper()
		if _, err := deployer.Transact(ctx, what, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return bind.Transact(bind.NewBoundContract(to, registryABI.GetABI(), c.client, c.client, c.client), o, data)
		}); err != nil {
			t.Fatal(err)
		}
	}
	registry := deployCode("OperatorRegistry", RegistryCode(Config{ReferenceWindow: window,
		DelegationManager: el.DelegationManager, Strategy: el.Strategy}))
	avs, err := DeployOperatorSetAVS(ctx, deployer, registry, am, el.Strategy, "")
	if err != nil {
		t.Fatal(err)
	}
	set := eigen.OperatorSet{AVS: avs, ID: OperatorSetID}
	mfData, err := os.ReadFile(filepath.Join(golden.Dir(), "manifests", "stories260K", inference.ManifestFile))
	if err != nil {
		t.Fatal(err)
	}
	mf, err := inference.ReadManifest(mfData)
	if err != nil {
		t.Fatal(err)
	}
	engineCode, err := sim.DeployCode(mf)
	if err != nil {
		t.Fatal(err)
	}
	engine := deployCode("IQ16Engine", engineCode)
	hashes := make([][32]byte, len(mf.Weights.Chunks))
	for i, h := range mf.Weights.Chunks {
		hashes[i] = h
	}
	consumerABI := bindings.NewLLMConsumer()
	consumer := deployCode("LLMConsumer", append(common.FromHex(bindings.LLMConsumerMetaData.Bin),
		consumerABI.PackConstructor(registry, engine, hashes, big.NewInt(2), big.NewInt(3))...))
	step := deployCode("AlphabetStep", append(common.FromHex(bindings.AlphabetStepMetaData.Bin),
		bindings.NewAlphabetStep().PackConstructor([]*big.Int{big.NewInt(4), big.NewInt(3)})...))
	gcfg := GameConfig{ChallengeWindow: window + MinChallengePeriod} // the game's least over the registry's
	if err := gcfg.defaults(); err != nil {
		t.Fatal(err)
	}
	game := deployCode("DisputeGame", GameCode(step, registry, gcfg))
	gameABI := bisection.GameABI()
	send("LLMConsumer.setArbiter", consumer, consumerABI.PackSetArbiter(game))
	send("OperatorRegistry.setSlasher", registry, registryABI.PackSetSlasher(game))
	send("DisputeGame.admit", game, gameABI.PackAdmit(consumer))
	view := func(to common.Address, data []byte) []byte {
		t.Helper()
		out, err := c.client.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	lap("deploy and wire the contracts")

	// 200 operators: staked in EigenLayer, past the allocation delay, then
	// each allocates to deepcall's set and registers through it.
	parallel := func(what string, f func(i int) error) {
		t.Helper()
		var wg sync.WaitGroup
		errs := make([]error, nOps)
		for i := range nOps {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if err := f(i); err != nil {
					errs[i] = fmt.Errorf("%s, operator %d: %w", what, i, err)
				}
			}()
		}
		wg.Wait()
		if err := errors.Join(errs...); err != nil {
			t.Fatal(err)
		}
	}
	parallel("stake", func(i int) error {
		shares, err := eigen.Stake(ctx, ops[i], el.Core(), el.Strategy, el.Token, stake, eigen.OperatorDetails{})
		if err == nil && shares.Cmp(stake) != 0 {
			err = fmt.Errorf("shares %s, want %s", shares, stake)
		}
		return err
	})
	lap("stake 200 operators in EigenLayer")
	c.advance(ctx, uint64(delays.AllocationConfiguration)+1)
	lap(fmt.Sprintf("advance %d blocks (allocation delay)", delays.AllocationConfiguration+1))
	ids := make([][32]byte, nOps)
	parallel("register through the operator set", func(i int) error {
		got, err := RegisterThroughOperatorSet(ctx, ops[i], am, avs, registry, el.Strategy, blsKeys[i])
		if err != nil {
			return err
		}
		pk := blsagg.PubG1(blsKeys[i])
		if want := blsagg.IDOf(&pk); got.ID != want {
			return fmt.Errorf("id %x, want %x", got.ID, want)
		}
		if got.Stake.Cmp(stake) != 0 {
			return fmt.Errorf("registry stake %s, want %s", got.Stake, stake)
		}
		ids[i] = got.ID
		return nil
	})
	lap("register 200 operators through the operator set")
	apk, err := CurrentApk(ctx, c.client, registry)
	if err != nil {
		t.Fatal(err)
	}
	if want := new(big.Int).Mul(stake, big.NewInt(nOps)); apk.TotalStake.Cmp(want) != 0 {
		t.Fatalf("total stake %s, want %s", apk.TotalStake, want)
	}

	// The operator set as the aggregator sees it.
	popCtx := blsagg.PoPContext{ChainID: c.chainID.Uint64(), Registry: registry}
	regs := make([]blsagg.Registration, nOps)
	for i := range ops {
		regs[i] = blsagg.NewRegistration(blsKeys[i], popCtx, ops[i].From(), stake)
	}
	opSet, err := blsagg.NewOperatorSet(popCtx, regs)
	if err != nil {
		t.Fatal(err)
	}
	// A reference block after every registration.
	c.advance(ctx, 2)
	head, err := c.client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	ref := uint32(head.Number.Uint64() - 1)

	// The wrong answer: 3 tokens for n = 2, signed by all 200.
	prompt, n := []int{3000}, 2
	tokens := []int{7, 8, 9}
	root := inference.Hash(crypto.Keccak256Hash([]byte("deepcall/test/wrong root")))
	input := inference.InputHash(prompt, n)
	tr := bindings.Transition{
		ChainId: c.chainID, Consumer: consumer, Index: 0, Manifest: mf.Hash, Input: input,
		Slot: protocol.ResultSlot(input), OldValue: [32]byte{}, NewValue: protocol.ResultValue(root, tokens), ReferenceBlock: ref,
	}
	digest, err := consumerABI.UnpackTransitionDigest(view(consumer, consumerABI.PackTransitionDigest(tr)))
	if err != nil {
		t.Fatal(err)
	}
	agg, err := blsagg.NewAggregator(opSet, digest, blsagg.Threshold{Num: 2, Den: 3})
	if err != nil {
		t.Fatal(err)
	}
	for i := range ops {
		pk := blsagg.PubG1(blsKeys[i])
		if err := agg.Add(blsagg.Attestation{Operator: blsagg.IDOf(&pk), Digest: digest, Sig: blsagg.Sign(blsKeys[i], digest)}); err != nil {
			t.Fatalf("attestation of operator %d: %v", i, err)
		}
	}
	a, err := agg.Aggregate()
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Signers) != nOps || len(a.NonSigners) != 0 {
		t.Fatalf("aggregate: %d signers, %d non-signers", len(a.Signers), len(a.NonSigners))
	}
	signers := make([][32]byte, nOps)
	for i, id := range a.Signers {
		signers[i] = id
	}
	sorted := slices.Clone(ids)
	slices.SortFunc(sorted, func(x, y [32]byte) int { return slices.Compare(x[:], y[:]) })
	if !slices.Equal(signers, sorted) {
		t.Fatal("the aggregate's signers are not the registered operators, ascending")
	}
	idx, err := registryABI.UnpackApkIndexAt(view(registry, registryABI.PackApkIndexAt(ref)))
	if err != nil {
		t.Fatal(err)
	}
	entry, err := registryABI.UnpackApkEntryAt(view(registry, registryABI.PackApkEntryAt(big.NewInt(int64(idx)))))
	if err != nil {
		t.Fatal(err)
	}
	sig := bindings.QuorumSignature{
		NonSignerKeys: []bindings.G1Point{}, Sigma: bindings.G1PointOf(&a.Sigma), ApkG2: bindings.G2PointOf(&a.ApkG2),
		ApkIndex: idx, Apk: entry.Apk, ApkEntry: entry.ApkEntry,
	}
	lap("sign and aggregate 200 BLS signatures")
	land, err := lander.Send(ctx, txmgr.Call("land", consumer, consumerABI.PackVerifyAndUpdate0(tr, sig, root, bisection.BigInts(tokens)), nil))
	if err != nil {
		t.Fatalf("verifyAndUpdate: %v", err)
	}
	isValid := func() bool {
		t.Helper()
		v, err := consumerABI.UnpackIsValid(view(consumer, consumerABI.PackIsValid(input)))
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	if !isValid() {
		t.Fatal("the landed answer is not valid")
	}

	// The challenge: a count other than n succeeds at once.
	noSigners := [][32]byte{}
	bond, err := gameABI.UnpackChallengerBond(view(game, gameABI.PackChallengerBond()))
	if err != nil {
		t.Fatal(err)
	}
	openData := gameABI.PackOpen(consumer, bisection.BigInts(prompt), big.NewInt(int64(n)), root, bisection.BigInts(tokens),
		tr, protocol.QuorumSignatory(ref, noSigners), [][32]byte{})
	opened, err := challenger.Send(ctx, txmgr.Call("challenge", game, openData, bond))
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	var cid uint64
	for _, lg := range opened.Logs {
		if ev, err := gameABI.UnpackChallengeOpenedEvent(lg); err == nil {
			cid = ev.ChallengeId.Uint64()
		}
	}
	if cid == 0 {
		t.Fatal("open: no ChallengeOpened event")
	}
	if st, err := (bisection.ChainChallenge{Client: c.client, Address: game, ID: cid}).State(ctx); err != nil || st != bisection.Succeeded {
		t.Fatalf("challenge state %v, %v; want succeeded", st, err)
	}
	lap("land the wrong answer and open the challenge")

	// Who gets cut, and by how much: slashBips of the stake at the
	// reference block (no larger than the stake now).
	stakeOf := func(i int) *big.Int {
		t.Helper()
		v, err := registryABI.UnpackStakeOf(view(registry, registryABI.PackStakeOf(ops[i].From())))
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	allocated := func(i int) *big.Int {
		t.Helper()
		v, err := eigen.AllocatedStake(ctx, c.client, am, set, ops[i].From(), el.Strategy)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	want := make([]*big.Int, nOps)
	for i := range ops {
		at, err := registryABI.UnpackStakeAt(view(registry, registryABI.PackStakeAt(ids[i], ref)))
		if err != nil {
			t.Fatal(err)
		}
		base := stakeOf(i)
		if at.Cmp(base) < 0 {
			base = at
		}
		if alloc := allocated(i); alloc.Cmp(stake) != 0 {
			t.Fatalf("operator %d allocated %s before the slash, want %s", i, alloc, stake)
		}
		cut := new(big.Int).Div(new(big.Int).Mul(base, new(big.Int).SetUint64(gcfg.SlashBips)), big.NewInt(10_000))
		want[i] = new(big.Int).Sub(stake, cut)
	}

	// A liability proof that leaves a signer out charges nobody.
	for _, short := range [][][32]byte{signers[:nOps-1], signers[1:]} {
		proof := bisection.LiableQuorum(noSigners, short)
		_, err := c.client.CallContract(ctx, ethereum.CallMsg{From: resolver.From(), To: &game,
			Data: gameABI.PackResolve(new(big.Int).SetUint64(cid), proof)}, nil)
		data, _ := txmgr.RevertData(err)
		if len(data) < 4 || ([4]byte(data[:4]) != selector("SignersMismatch()") && [4]byte(data[:4]) != selector("NotLiable(uint256)")) {
			t.Fatalf("resolve with %d of the %d signers: %v (0x%x), want SignersMismatch or NotLiable", len(short), nOps, err, data)
		}
		// bisection.Resolve refuses it at the estimate: nothing sent
		if gas, err := bisection.Resolve(ctx, resolver, c.client, game, cid, proof, short); !errors.Is(err, bisection.ErrReverted) || len(gas) != 0 {
			t.Fatalf("bisection.Resolve with %d of the %d signers: %v, %v", len(short), nOps, gas, err)
		}
	}
	if st, err := (bisection.ChainChallenge{Client: c.client, Address: game, ID: cid}).State(ctx); err != nil || st != bisection.Succeeded {
		t.Fatalf("challenge state after the refused resolves %v, %v; want still succeeded", st, err)
	}

	// Resolve, then slash every signer in pages.
	startBlock, err := c.client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	gas, err := bisection.Resolve(ctx, resolver, c.client, game, cid, bisection.LiableQuorum(noSigners, signers), signers)
	if err != nil {
		// SlashGasTooLow here: a page's gas estimate, capped at EIP-7825's
		// 2^24 under Osaka, runs the registry short of EIGEN_SLASH_GAS part
		// way and reverts rather than run out; SlashPages must halve on it.
		t.Fatalf("resolve: %v (gas so far %v)", err, gas)
	}
	lap("resolve and slash 200 signers")
	if len(gas) < 2 {
		t.Fatalf("gas %v: resolve and no slash page", gas)
	}
	// Each page's size, from its SlashedPage event.
	endBlock, err := c.client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	logs, err := c.client.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(startBlock),
		ToBlock: new(big.Int).SetUint64(endBlock), Addresses: []common.Address{game}})
	if err != nil {
		t.Fatal(err)
	}
	var sizes []uint64
	for _, lg := range logs {
		if ev, err := gameABI.UnpackSlashedPageEvent(&lg); err == nil && ev.ChallengeId.Uint64() == cid {
			sizes = append(sizes, ev.To.Uint64()-ev.From.Uint64())
		}
	}
	pages := gas[1:]
	if len(sizes) != len(pages) {
		t.Fatalf("%d SlashedPage events for %d pages", len(sizes), len(pages))
	}
	largest, largestAt := uint64(0), 0
	for i, g := range pages {
		if g > largest {
			largest, largestAt = g, i
		}
	}
	t.Logf("verifyAndUpdate (200 signers, 0 non-signers): %d gas", land.GasUsed)
	t.Logf("open: %d gas", opened.GasUsed)
	t.Logf("resolve (200 signers checked): %d gas", gas[0])
	t.Logf("slash: %d pages, sizes %v, gas %v", len(pages), sizes, pages)
	t.Logf("largest page: %d gas for %d signers, %d gas a signer", largest, sizes[largestAt], largest/sizes[largestAt])
	if len(pages) >= 2 && sizes[0] != sizes[len(sizes)-1] {
		// the marginal cost of one more signer in a page
		i, j := 0, len(pages)-1
		t.Logf("marginal slash gas a signer: %d", (int64(pages[i])-int64(pages[j]))/(int64(sizes[i])-int64(sizes[j])))
	}
	all := append([]uint64{land.GasUsed, opened.GasUsed}, gas...)
	t.Logf("largest transaction of the dispute: %d gas (cap %d)", slices.Max(all), txGasCap)
	for i, g := range all {
		if g > txGasCap {
			t.Errorf("transaction %d used %d gas, over EIP-7825's %d", i, g, txGasCap)
		}
	}

	// The outcome: invalid result, the loss done, every signer cut in the
	// registry and in EigenLayer.
	if isValid() {
		t.Error("the wrong answer is still valid after resolve")
	}
	loss, err := gameABI.UnpackLoss(view(game, gameABI.PackLoss(new(big.Int).SetUint64(cid))))
	if err != nil {
		t.Fatal(err)
	}
	if loss.Count != nOps || loss.Done != nOps || loss.Signers != protocol.PackedHash(signers) {
		t.Errorf("loss %+v, want %d of %d done over the signers", loss, nOps, nOps)
	}
	if st, err := (bisection.ChainChallenge{Client: c.client, Address: game, ID: cid}).State(ctx); err != nil || st != bisection.Resolved {
		t.Errorf("challenge state %v, %v; want resolved", st, err)
	}
	tolerance := big.NewInt(1e6) // EigenLayer rounds the slashed magnitude up
	for i := range ops {
		for _, got := range []struct {
			what string
			v    *big.Int
		}{{"registry stake", stakeOf(i)}, {"EigenLayer allocated stake", allocated(i)}} {
			if got.v.Cmp(want[i]) > 0 || new(big.Int).Sub(want[i], got.v).Cmp(tolerance) > 0 {
				t.Errorf("operator %d %s %s after the slash, want %s (less rounding)", i, got.what, got.v, want[i])
			}
		}
	}
	if _, err := bisection.SlashPages(ctx, resolver, c.client, game, cid, signers); err != nil {
		t.Errorf("slash pages after the last: %v", err)
	}
}
