package devnet

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/economy"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/txmgr"
)

// TestEconomyDeployedAndWired: the market, capacity registry and draw sit
// over the devnet's consumer and registry, each operator's capacity is
// committed under κ, and an account pays a task's fee (the least fee;
// one wei less is FeeTooLow).
func TestEconomyDeployedAndWired(t *testing.T) {
	c := sharedChain(t)
	ctx := ctxT(t)
	d := c.Deployment.Contracts
	for name, a := range map[string]common.Address{"price table": d.PriceTable, "capacity": d.Capacity, "market": d.Market, "draw": d.Draw} {
		code, err := c.Client().CodeAt(ctx, a, nil)
		if err != nil || len(code) == 0 {
			t.Fatalf("%s at %s: %d bytes of code, %v", name, a, len(code), err)
		}
	}
	call := func(to common.Address, data []byte) []byte {
		t.Helper()
		out, err := c.Client().CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	tm, cr, ad, reg := bindings.NewTaskMarket(), bindings.NewCapacityRegistry(), bindings.NewAssignmentDraw(), bindings.NewOperatorRegistry()
	for _, w := range []struct {
		name      string
		got, want common.Address
	}{
		{"market.consumer", must(tm.UnpackConsumer(call(d.Market, tm.PackConsumer()))), d.Consumer},
		{"market.registry", must(tm.UnpackRegistry(call(d.Market, tm.PackRegistry()))), d.Registry},
		{"capacity.stakes", must(cr.UnpackStakes(call(d.Capacity, cr.PackStakes()))), d.Registry},
		{"capacity.prices", must(cr.UnpackPrices(call(d.Capacity, cr.PackPrices()))), d.PriceTable},
		{"capacity.assigner", must(cr.UnpackAssigner(call(d.Capacity, cr.PackAssigner()))), d.Market},
		{"draw.registry", must(ad.UnpackRegistry(call(d.Draw, ad.PackRegistry()))), d.Registry},
	} {
		if w.got != w.want {
			t.Errorf("%s = %s, want %s", w.name, w.got, w.want)
		}
	}
	if ok, err := reg.UnpackSlaSlashers(call(d.Registry, reg.PackSlaSlashers(d.Market))); err != nil || !ok {
		t.Errorf("registry.slaSlashers(market) = %v (%v), want true", ok, err)
	}
	for i, op := range c.Operators {
		free, err := cr.UnpackFreeCapacity(call(d.Capacity, cr.PackFreeCapacity(op.Address, CapacityClass)))
		if err != nil || free != CapacityUnits {
			t.Errorf("operator %d: freeCapacity = %d (%v), want %d", i, free, err, CapacityUnits)
		}
	}

	prompt, n := []int{1, 77, 301}, 4
	words := make([]*big.Int, len(prompt))
	for i, v := range prompt {
		words[i] = big.NewInt(int64(v))
	}
	fee, err := tm.UnpackFeeFor(call(d.Market, tm.PackFeeFor(CapacityClass, big.NewInt(int64(len(prompt))), big.NewInt(int64(n)))))
	if err != nil {
		t.Fatal(err)
	}
	want := economy.Terms{SLABlocks: marketSLABlocks, Bonus: marketBonus}.Fee(BaseRate, economy.Work(c.Model.Manifest.Config, len(prompt), n))
	if fee.Cmp(want) != 0 {
		t.Fatalf("feeFor = %s, economy.Terms.Fee = %s", fee, want)
	}
	// The deployer pays (the dev wallet's balance is another test's).
	wallet := txmgr.New(txmgr.Config{Backend: c.Client(), Key: c.DeployerKey, ChainID: new(big.Int).SetUint64(c.ChainID)})
	pay := func(value *big.Int) (*types.Receipt, error) {
		return wallet.Transact(ctx, "TaskMarket.request", func(o *bind.TransactOpts) (*types.Transaction, error) {
			o.Value = value
			return bind.Transact(tm.Instance(c.Client(), d.Market), o, tm.PackRequest(words, big.NewInt(int64(n)), CapacityClass))
		})
	}
	if _, err := pay(new(big.Int).Sub(fee, big.NewInt(1))); economy.RevertOf(err) == nil || economy.RevertOf(err).Name != "FeeTooLow" {
		t.Fatalf("one wei short: %v, want FeeTooLow", err)
	}
	r, err := pay(fee)
	if err != nil {
		t.Fatalf("request: %v (%v)", err, economy.RevertOf(err))
	}
	var paid *bindings.TaskMarketTaskPaid
	for _, l := range r.Logs {
		if e, err := tm.UnpackTaskPaidEvent(l); err == nil {
			paid = e
		}
	}
	input := inference.InputHash(prompt, n)
	if paid == nil || paid.Input != input || paid.Payer != crypto.PubkeyToAddress(c.DeployerKey.PublicKey) || paid.Fee.Cmp(fee) != 0 {
		t.Fatalf("TaskPaid = %+v, want input %x paid %s by the deployer", paid, input, fee)
	}
	t.Logf("TaskMarket.request(3 tokens, n=4): fee %s wei, gas used %d", fee, r.GasUsed)
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
