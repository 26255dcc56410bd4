package deploy

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	allocationmanager "github.com/Layr-Labs/eigensdk-go/contracts/bindings/AllocationManager"
	"github.com/Layr-Labs/eigensdk-go/crypto/bls"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/node"

	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/eigen"
	"github.com/deepcall/deepcall/txmgr"
)

// anvilKey is the well-known first anvil dev key: the owner of the EigenLayer
// state (eigen's doc), so it can whitelist the strategy and holds the token.
const anvilKey = "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"

// elChain is EigenLayer's real bytecode (eigensdk-go's state) on go-ethereum's
// simulated backend, sealing a block every few milliseconds, so that the
// AllocationManager's delays (1200 blocks) pass in seconds.
type elChain struct {
	t       *testing.T
	backend *simulated.Backend
	client  simulated.Client
	state   *eigen.State
	chainID *big.Int
	stop    chan struct{}
	done    sync.WaitGroup
	fast    atomic.Bool
}

func newELChain(t *testing.T, keys ...*ecdsa.PrivateKey) *elChain {
	t.Helper()
	state, err := eigen.LoadState()
	if err != nil {
		t.Fatal(err)
	}
	rich := new(big.Int).Mul(big.NewInt(1_000_000), big.NewInt(1e18))
	for _, k := range keys {
		a := crypto.PubkeyToAddress(k.PublicKey)
		acc := state.Alloc[a] // keeps the nonce the dump gives the deployer
		acc.Balance = rich
		state.Alloc[a] = acc
	}
	b := simulated.NewBackend(state.Alloc, simulated.WithBlockGasLimit(60_000_000), func(_ *node.Config, ec *ethconfig.Config) {
		ec.Genesis.Config = sim.ChainConfig()
	})
	c := &elChain{t: t, backend: b, client: b.Client(), state: state, stop: make(chan struct{})}
	c.done.Add(1)
	go c.seal()
	t.Cleanup(func() {
		close(c.stop)
		c.done.Wait()
		_ = b.Close()
	})
	if c.chainID, err = c.client.ChainID(context.Background()); err != nil {
		t.Fatal(err)
	}
	return c
}

func (c *elChain) seal() {
	defer c.done.Done()
	for {
		select {
		case <-c.stop:
			return
		default:
		}
		if !c.fast.Load() {
			time.Sleep(3 * time.Millisecond)
		}
		c.backend.Commit()
	}
}

// advance seals blocks back to back until n more are on the chain.
func (c *elChain) advance(ctx context.Context, n uint64) {
	c.t.Helper()
	start, err := c.client.BlockNumber(ctx)
	if err != nil {
		c.t.Fatal(err)
	}
	c.fast.Store(true)
	defer c.fast.Store(false)
	for {
		b, err := c.client.BlockNumber(ctx)
		if err != nil {
			c.t.Fatal(err)
		}
		if b >= start+n {
			return
		}
		select {
		case <-ctx.Done():
			c.t.Fatal(ctx.Err())
		case <-time.After(5 * time.Millisecond):
		}
	}
}

func (c *elChain) sender(k *ecdsa.PrivateKey) *txmgr.Manager {
	return txmgr.New(txmgr.Config{Backend: c.client, Key: k, ChainID: c.chainID, Poll: 2 * time.Millisecond})
}

// deployRegistry deploys an OperatorRegistry over the chain's EigenLayer
// delegation manager and strategy, from deployer.
func (c *elChain) deployRegistry(ctx context.Context, deployer *txmgr.Manager) common.Address {
	c.t.Helper()
	el := c.state.Addresses
	r, err := deployer.Transact(ctx, "deploy OperatorRegistry", func(o *bind.TransactOpts) (*types.Transaction, error) {
		_, tx, err := bind.DeployContract(o, common.FromHex(bindings.OperatorRegistryMetaData.Bin), c.client,
			registryABI.PackConstructor(big.NewInt(DefaultReferenceWindow), el.DelegationManager, el.Strategy))
		return tx, err
	})
	if err != nil {
		c.t.Fatal(err)
	}
	return r.ContractAddress
}

func mustKey(t *testing.T) *ecdsa.PrivateKey {
	t.Helper()
	k, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func revertedWith(err error, sig string) bool {
	data, ok := txmgr.RevertData(err)
	return ok && len(data) >= 4 && [4]byte(data[:4]) == selector(sig)
}

// TestOperatorSetSlashing runs the operator-set path against EigenLayer's real
// contracts: deepcall's AVS and its set, operators allocating and registering
// through the AllocationManager with their BLS proof as the registrar's data,
// and a slash by the registry's slasher reaching the operator's shares in the
// DelegationManager, the registry's stake following.
func TestOperatorSetSlashing(t *testing.T) {
	if testing.Short() {
		t.Skip("seals 1200+ blocks")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	deployerKey, err := crypto.HexToECDSA(anvilKey)
	if err != nil {
		t.Fatal(err)
	}
	opKeys := []*ecdsa.PrivateKey{mustKey(t), mustKey(t), mustKey(t)}
	slasherKey, strangerKey := mustKey(t), mustKey(t)
	c := newELChain(t, append([]*ecdsa.PrivateKey{deployerKey, slasherKey, strangerKey}, opKeys...)...)
	el := c.state.Addresses
	am := el.AllocationManager
	deployer, slasher, stranger := c.sender(deployerKey), c.sender(slasherKey), c.sender(strangerKey)
	ops := make([]*txmgr.Manager, len(opKeys))
	blsKeys := make([]*bls.KeyPair, len(opKeys))
	stake := new(big.Int).Mul(big.NewInt(1000), big.NewInt(1e18))
	for i, k := range opKeys {
		ops[i] = c.sender(k)
		if blsKeys[i], err = bls.NewKeyPairFromString(big.NewInt(int64(7_000_001 + i)).String()); err != nil {
			t.Fatal(err)
		}
	}

	// The facts that keep this path off the 1 s devnet.
	delays, err := eigen.ReadDelays(ctx, c.client, am)
	if err != nil {
		t.Fatal(err)
	}
	if delays != (eigen.Delays{AllocationConfiguration: 1200, Deallocation: 900}) {
		t.Fatalf("delays %+v", delays)
	}

	// Stake tokens, the strategy on the deposit whitelist.
	var txs []*types.Transaction
	tx, err := eigen.SendWhitelistStrategy(ctx, deployer, el.Core(), el.Strategy)
	if err != nil {
		t.Fatal(err)
	}
	txs = append(txs, tx)
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

	// The registry, wired; its slasher a contract that calls slash from
	// inside its own call, as DisputeGame.resolve does.
	registry := c.deployRegistry(ctx, deployer)
	reg := registryABI.Instance(c.client, registry)
	fr, err := deployer.Transact(ctx, "deploy forwarder", func(o *bind.TransactOpts) (*types.Transaction, error) {
		_, tx, err := bind.DeployContract(o, forwarderCode(registry), c.client, nil)
		return tx, err
	})
	if err != nil {
		t.Fatal(err)
	}
	game := fr.ContractAddress
	gameInst := bind.NewBoundContract(game, registryABI.GetABI(), c.client, c.client, c.client)
	if _, err := deployer.Transact(ctx, "setSlasher", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return bind.Transact(reg, o, registryABI.PackSetSlasher(game))
	}); err != nil {
		t.Fatal(err)
	}
	avs, err := DeployOperatorSetAVS(ctx, deployer, registry, am, el.Strategy, "")
	if err != nil {
		t.Fatal(err)
	}
	set := eigen.OperatorSet{AVS: avs, ID: OperatorSetID}
	if a, ok, err := ReadOperatorSetAVS(ctx, c.client, registry); err != nil || !ok ||
		a != (OperatorSetAVS{AVS: avs, AllocationManager: am, Strategy: el.Strategy}) {
		t.Fatalf("ReadOperatorSetAVS: %+v, %v, %v", a, ok, err)
	}
	amc, err := allocationmanager.NewContractAllocationManagerCaller(am, c.client)
	if err != nil {
		t.Fatal(err)
	}
	call := &bind.CallOpts{Context: ctx}
	if got, err := amc.GetAVSRegistrar(call, avs); err != nil || got != avs {
		t.Fatalf("AVS registrar %s, %v; want the AVS %s", got, err, avs)
	}
	if ok, err := amc.IsOperatorSet(call, allocationmanager.OperatorSet{Avs: avs, Id: OperatorSetID}); err != nil || !ok {
		t.Fatalf("operator set exists: %v, %v", ok, err)
	}
	if strats, err := amc.GetStrategiesInOperatorSet(call, allocationmanager.OperatorSet{Avs: avs, Id: OperatorSetID}); err != nil || len(strats) != 1 || strats[0] != el.Strategy {
		t.Fatalf("strategies of the set %v, %v", strats, err)
	}

	// Operators in EigenLayer: registered (allocation delay 0) and staked.
	var wg sync.WaitGroup
	errs := make([]error, len(ops))
	for i, op := range ops {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = eigen.Stake(ctx, op, el.Core(), el.Strategy, el.Token, stake, eigen.OperatorDetails{})
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		t.Fatal(err)
	}
	// No allocation before the configuration delay has passed.
	if _, err := eigen.SendAllocate(ctx, ops[0], am, set, el.Strategy, eigen.FullMagnitude); !errors.Is(err, eigen.ErrAllocationDelayUnset) {
		t.Fatalf("allocate before the delay: %v, want ErrAllocationDelayUnset", err)
	}
	c.advance(ctx, uint64(delays.AllocationConfiguration)+1)
	if set, delay, err := eigen.AllocationDelay(ctx, c.client, am, ops[0].From()); err != nil || !set || delay != 0 {
		t.Fatalf("allocation delay: set %v, %d, %v", set, delay, err)
	}

	// Two operators join through the operator set.
	for i := range 2 {
		// the second one the way `operator register` does: Register finds the AVS
		register := func() (*Registered, error) {
			return RegisterThroughOperatorSet(ctx, ops[i], am, avs, registry, el.Strategy, blsKeys[i])
		}
		if i == 1 {
			register = func() (*Registered, error) { return Register(ctx, ops[i], registry, blsKeys[i]) }
		}
		got, err := register()
		if err != nil {
			t.Fatalf("operator %d: %v", i, err)
		}
		if got.Stake.Cmp(stake) != 0 {
			t.Fatalf("operator %d registry stake %s, want %s", i, got.Stake, stake)
		}
		pk := blsagg.PubG1(blsKeys[i])
		if want := blsagg.IDOf(&pk); got.ID != want {
			t.Fatalf("operator %d id %x, want %x", i, got.ID, want)
		}
		if ok, err := eigen.IsMember(ctx, c.client, am, set, ops[i].From()); err != nil || !ok {
			t.Fatalf("operator %d member: %v, %v", i, ok, err)
		}
		if a, err := eigen.AllocatedStake(ctx, c.client, am, set, ops[i].From(), el.Strategy); err != nil || a.Cmp(stake) != 0 {
			t.Fatalf("operator %d allocated %s, %v", i, a, err)
		}
	}
	apk, err := CurrentApk(ctx, c.client, registry)
	if err != nil {
		t.Fatal(err)
	}
	if want := new(big.Int).Mul(stake, big.NewInt(2)); apk.TotalStake.Cmp(want) != 0 {
		t.Fatalf("total stake %s, want %s", apk.TotalStake, want)
	}

	// Refusals: the direct path, the hook from anyone but the AVS, an
	// EigenLayer operator with nothing allocated to the set.
	if _, err := RegisterOperator(ctx, ops[2], registry, blsKeys[2]); !revertedWith(err, "UseOperatorSet()") {
		t.Fatalf("direct registration in operator-set mode: %v", err)
	}
	pk1, pk2 := blsagg.PubG1(blsKeys[2]), blsagg.PubG2(blsKeys[2])
	pop := blsagg.SignPoP(blsKeys[2], blsagg.PoPContext{ChainID: c.chainID.Uint64(), Registry: registry}, ops[2].From())
	if _, err := stranger.SubmitBound(ctx, "registerFromAVS", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return bind.Transact(reg, o, registryABI.PackRegisterFromAVS(ops[2].From(), bindings.G1PointOf(&pk1), bindings.G2PointOf(&pk2), bindings.G1PointOf(&pop)))
	}); !revertedWith(err, "NotAVS()") {
		t.Fatalf("registerFromAVS by a stranger: %v", err)
	}
	data, err := OperatorSetData(c.chainID.Uint64(), registry, ops[2].From(), blsKeys[2])
	if err != nil {
		t.Fatal(err)
	}
	if _, err := eigen.SendRegisterForOperatorSet(ctx, ops[2], am, set, data); !errors.Is(classify(err), ErrNoStake) {
		t.Fatalf("operator set member without allocation: %v, want ErrNoStake", err)
	}
	if ok, err := eigen.IsMember(ctx, c.client, am, set, ops[2].From()); err != nil || ok {
		t.Fatalf("refused operator is a member: %v, %v", ok, err)
	}

	// Slashing: only the slasher; a cut reaches the DelegationManager and the
	// registry's stake follows.
	shares := func(i int) *big.Int {
		v, err := eigen.OperatorShares(ctx, c.client, el.DelegationManager, ops[i].From(), el.Strategy)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	if _, err := stranger.SubmitBound(ctx, "slash", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return bind.Transact(reg, o, registryABI.PackSlash(ops[0].From(), big.NewInt(1)))
	}); !revertedWith(err, "NotSlasher()") {
		t.Fatalf("slash by a stranger: %v", err)
	}
	cut := new(big.Int).Mul(big.NewInt(250), big.NewInt(1e18))
	// EigenLayer's own part, as the AVS sends it: well inside the gas the registry gives it.
	amABI, err := allocationmanager.ContractAllocationManagerMetaData.GetAbi()
	if err != nil {
		t.Fatal(err)
	}
	slashCall, err := amABI.Pack("slashOperator", avs, allocationmanager.IAllocationManagerTypesSlashingParams{
		Operator: ops[0].From(), OperatorSetId: OperatorSetID, Strategies: []common.Address{el.Strategy},
		WadsToSlash: []*big.Int{big.NewInt(25e16)}, Description: "estimate",
	})
	if err != nil {
		t.Fatal(err)
	}
	inner, err := c.client.EstimateGas(ctx, ethereum.CallMsg{From: avs, To: &am, Data: slashCall})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("AllocationManager.slashOperator: %d gas", inner)
	budget, err := bind.Call(reg, call, registryABI.PackEIGENSLASHGAS(), registryABI.UnpackEIGENSLASHGAS)
	if err != nil {
		t.Fatal(err)
	}
	if inner > budget.Uint64()/2 {
		t.Fatalf("AllocationManager.slashOperator takes %d gas: EIGEN_SLASH_GAS (%s) has too little headroom", inner, budget)
	}
	sr, err := doMargin(ctx, slasher, "slash", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return bind.Transact(gameInst, o, registryABI.PackSlash(ops[0].From(), cut))
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("slash through EigenLayer: %d gas", sr.GasUsed)
	after := shares(0)
	want := new(big.Int).Sub(stake, cut)
	// EigenLayer rounds the slashed magnitude up: at most a few wei more.
	if after.Cmp(want) > 0 || new(big.Int).Sub(want, after).Cmp(big.NewInt(1e6)) > 0 {
		t.Fatalf("DelegationManager shares after the slash %s, want %s (less rounding)", after, want)
	}
	if s1 := shares(1); s1.Cmp(stake) != 0 {
		t.Fatalf("the other operator's shares moved: %s", s1)
	}
	got, err := ReadOperator(ctx, c.client, registry, ops[0].From())
	if err != nil {
		t.Fatal(err)
	}
	allocated, err := eigen.AllocatedStake(ctx, c.client, am, set, ops[0].From(), el.Strategy)
	if err != nil {
		t.Fatal(err)
	}
	if got.Stake.Cmp(allocated) != 0 || allocated.Cmp(after) != 0 {
		t.Fatalf("registry stake %s, allocated %s, shares %s: want all equal", got.Stake, allocated, after)
	}
	inst := registryABI.Instance(c.client, registry)
	if left, err := bind.Call(inst, call, registryABI.PackSlashedOf(ops[0].From()), registryABI.UnpackSlashedOf); err != nil || left.Sign() != 0 {
		t.Fatalf("slashedOf %s, %v: a cut EigenLayer took is not kept in the registry", left, err)
	}
	if apk, err = CurrentApk(ctx, c.client, registry); err != nil {
		t.Fatal(err)
	}
	if want := new(big.Int).Add(stake, after); apk.TotalStake.Cmp(want) != 0 {
		t.Fatalf("total stake %s, want %s", apk.TotalStake, want)
	}

	// Leaving the operator set leaves the registry; the direct leave is refused.
	if _, err := ops[1].SubmitBound(ctx, "deregisterOperator", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return bind.Transact(reg, o, registryABI.PackDeregisterOperator())
	}); !revertedWith(err, "UseOperatorSet()") {
		t.Fatalf("direct deregistration in operator-set mode: %v", err)
	}
	dt, err := eigen.SendDeregisterFromOperatorSet(ctx, ops[1], am, set)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ops[1].Wait(ctx, dt); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadOperator(ctx, c.client, registry, ops[1].From()); !errors.Is(err, ErrNotRegistered) {
		t.Fatalf("operator 1 after leaving the set: %v", err)
	}

	// Too little gas for EigenLayer's part: the slash reverts rather than skip it.
	short := registryABI.PackSlash(ops[0].From(), big.NewInt(1e18))
	_, err = c.client.CallContract(ctx, ethereum.CallMsg{From: slasher.From(), To: &game, Gas: 400_000, Data: short}, nil)
	if data, ok := txmgr.RevertData(err); !ok || len(data) < 4 || [4]byte(data[:4]) != selector("SlashGasTooLow(uint256)") {
		t.Fatalf("slash with 400k gas: %v, want SlashGasTooLow", err)
	}

	// Once operator 1 is past its deallocation window EigenLayer refuses to
	// slash it: the registry keeps the cut itself.
	c.advance(ctx, uint64(delays.Deallocation)+1)
	refused := new(big.Int).Mul(big.NewInt(100), big.NewInt(1e18))
	rr, err := doMargin(ctx, slasher, "slash refused", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return bind.Transact(gameInst, o, registryABI.PackSlash(ops[1].From(), refused))
	})
	if err != nil {
		t.Fatal(err)
	}
	if s1 := shares(1); s1.Cmp(stake) != 0 {
		t.Fatalf("shares of an operator EigenLayer may not slash moved: %s", s1)
	}
	if kept, err := bind.Call(inst, call, registryABI.PackSlashedOf(ops[1].From()), registryABI.UnpackSlashedOf); err != nil || kept.Cmp(refused) != 0 {
		t.Fatalf("slashedOf after a refused EigenLayer slash %s, %v; want %s", kept, err, refused)
	}
	refusedTopic := crypto.Keccak256Hash([]byte("EigenLayerSlashRefused(address,uint256)"))
	found := false
	for _, l := range rr.Logs {
		found = found || (l.Address == registry && len(l.Topics) > 0 && l.Topics[0] == refusedTopic)
	}
	if !found {
		t.Fatal("no EigenLayerSlashRefused event")
	}

	// A slash past the stake takes all of the allocation and ejects.
	if sr, err = doMargin(ctx, slasher, "slash all", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return bind.Transact(gameInst, o, registryABI.PackSlash(ops[0].From(), new(big.Int).Mul(stake, big.NewInt(2))))
	}); err != nil {
		t.Fatal(err)
	}
	t.Logf("slash of all the stake through EigenLayer, ejecting: %d gas", sr.GasUsed)
	if s := shares(0); s.Sign() != 0 {
		t.Fatalf("shares after slashing everything: %s", s)
	}
	if _, err := ReadOperator(ctx, c.client, registry, ops[0].From()); !errors.Is(err, ErrNotRegistered) {
		t.Fatalf("operator 0 after losing all stake: %v", err)
	}
}

// doMargin sends with room above the estimate and waits: a registry write in
// a later block than the estimate's costs more (new history entries).
func doMargin(ctx context.Context, s *txmgr.Manager, what string, f func(*bind.TransactOpts) (*types.Transaction, error)) (*types.Receipt, error) {
	t, err := s.SubmitWithMargin(ctx, what, 100, f)
	if err != nil {
		return nil, err
	}
	rs, err := s.Wait(ctx, t)
	if err != nil {
		return nil, err
	}
	return rs[0], nil
}

// forwarderCode is the creation code of a contract that calls registry with
// its own calldata and all its gas, and bubbles up a revert: a slasher that
// slashes from inside a contract call, as the dispute game does.
func forwarderCode(registry common.Address) []byte {
	runtime := []byte{
		0x36, 0x5f, 0x5f, 0x37, // CALLDATACOPY(0, 0, CALLDATASIZE)
		0x5f, 0x5f, 0x36, 0x5f, 0x5f, // CALL(…, 0 value, in 0..CALLDATASIZE, out none)
		0x73, // PUSH20 registry
	}
	runtime = append(runtime, registry.Bytes()...)
	runtime = append(runtime,
		0x5a, 0xf1, // GAS CALL
		0x60, 0x2a, 0x57, // JUMPI to the STOP on success
		0x3d, 0x5f, 0x5f, 0x3e, 0x3d, 0x5f, 0xfd, // revert with the callee's data
		0x5b, 0x00, // JUMPDEST STOP
	)
	n := byte(len(runtime))
	initCode := []byte{0x60, n, 0x60, 0x0a, 0x5f, 0x39, 0x60, n, 0x5f, 0xf3} // CODECOPY, RETURN runtime
	return append(initCode, runtime...)
}

func selector(sig string) [4]byte { return [4]byte(crypto.Keccak256([]byte(sig))[:4]) }
