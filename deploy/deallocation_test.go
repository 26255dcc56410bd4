package deploy

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/eigen"
)

func TestCheckDeallocation(t *testing.T) {
	for _, tc := range []struct {
		delay      uint32
		sla, grace uint64
		ok         bool
		what       string
	}{
		{900, 20, 10, true, "the devnet's terms under the dump's delay"},
		{30, 20, 10, true, "exactly the report window"},
		{29, 20, 10, false, "a block short"},
		{900, 1000, 0, false, "an SLA longer than the delay"},
	} {
		err := CheckDeallocation(tc.delay, tc.sla, tc.grace)
		if tc.ok != (err == nil) || (err != nil && (!errors.Is(err, ErrDeallocationTooShort) || !errors.Is(err, ErrBadConfig))) {
			t.Errorf("%s: delay %d, SLA %d + grace %d: %v", tc.what, tc.delay, tc.sla, tc.grace, err)
		}
	}
}

// TestMarketReportWindowWithinDeallocation: on EigenLayer's real contracts
// (DEALLOCATION_DELAY 900 blocks), a market whose SLA + grace outlasts the
// delay is refused before it is made the registry's SLA slasher
// (CheckMarketDeallocation) and on chain by the registry
// (DeallocationTooShort); a market within it is taken by both.
func TestMarketReportWindowWithinDeallocation(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	deployerKey, err := crypto.HexToECDSA(anvilKey)
	if err != nil {
		t.Fatal(err)
	}
	c := newELChain(t, deployerKey)
	el := c.state.Addresses
	deployer := c.sender(deployerKey)
	registry := c.deployRegistry(ctx, deployer)
	market := func(grace uint64) common.Address {
		t.Helper()
		tm := bindings.NewTaskMarket()
		terms := bindings.TaskMarketTerms{SlaBlocks: 20, GraceBlocks: grace, DrawDelay: 2, ClaimWindow: 64, Bonus: big.NewInt(0),
			Treasury: deployer.From(), SlashBps: big.NewInt(1000), ReporterBps: big.NewInt(2000)}
		one := big.NewInt(1)
		shape := bindings.TaskMarketShape{Dim: one, HiddenDim: one, Layers: one, Heads: one, KvHeads: one, HeadSize: one, Vocab: one, SeqLen: one}
		r, err := deployer.Transact(ctx, "deploy TaskMarket", func(o *bind.TransactOpts) (*types.Transaction, error) {
			_, tx, err := bind.DeployContract(o, common.FromHex(bindings.TaskMarketMetaData.Bin), c.client,
				tm.PackConstructor(registry, registry, shape, terms))
			return tx, err
		})
		if err != nil {
			t.Fatal(err)
		}
		return r.ContractAddress
	}
	long, fits := market(881), market(880) // + SLA 20: 901 and 900 blocks

	// before the switch to operator sets the registry's own lock holds the stake
	if err := CheckMarketDeallocation(ctx, c.client, registry, long); err != nil {
		t.Fatalf("delegation mode: %v", err)
	}
	if _, err := DeployOperatorSetAVS(ctx, deployer, registry, el.AllocationManager, el.Strategy, ""); err != nil {
		t.Fatal(err)
	}
	delays, err := eigen.ReadDelays(ctx, c.client, el.AllocationManager)
	if err != nil || delays.Deallocation != 900 {
		t.Fatalf("DEALLOCATION_DELAY %d, %v; want the dump's 900", delays.Deallocation, err)
	}
	allow := func(m common.Address) error {
		_, err := deployer.Transact(ctx, "OperatorRegistry.setSlaSlasher", func(o *bind.TransactOpts) (*types.Transaction, error) {
			return bind.Transact(registryABI.Instance(c.client, registry), o, registryABI.PackSetSlaSlasher(m, true))
		})
		return err
	}
	err = CheckMarketDeallocation(ctx, c.client, registry, long)
	if !errors.Is(err, ErrDeallocationTooShort) {
		t.Fatalf("a 901-block report window under a 900-block delay: %v, want ErrDeallocationTooShort", err)
	}
	t.Log(err)
	if err := allow(long); !revertedWith(err, "DeallocationTooShort(uint256,uint256)") {
		t.Fatalf("setSlaSlasher of the long market: %v, want DeallocationTooShort", err)
	}
	if err := CheckMarketDeallocation(ctx, c.client, registry, fits); err != nil {
		t.Fatalf("a 900-block report window: %v", err)
	}
	if err := allow(fits); err != nil {
		t.Fatalf("setSlaSlasher of the market within the delay: %v", err)
	}
}
