package devnet

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/economy"
	"github.com/deepcall/deepcall/txmgr"
)

// The devnet's economy terms. One capacity class; each operator commits
// CapacityUnits of it, priced so that κ (2 by default) needs half of
// OperatorStake: the κ rule holds with room for a stake cut.
var (
	// CapacityClass is the class every devnet operator commits.
	CapacityClass = economy.Class(CapacityClassName)
	// BaseRate is TaskMarket's price of one multiply-add of CapacityClass, in wei.
	BaseRate = big.NewInt(1000)
	// CommitteeFeeCap is the largest fee a task may carry and still be
	// landed by its drawn committee alone (LLMConsumer.committeeFeeCap):
	// 1 ether, far above any devnet task's fee.
	CommitteeFeeCap = big.NewInt(1e18)
)

const (
	// CapacityClassName names CapacityClass.
	CapacityClassName = "cpu-avx512"
	// CapacityUnits is each operator's commitment of CapacityClass.
	CapacityUnits = 2
	// The market's terms: an answer is due 20 blocks after its request (μ up
	// to 1.5 for an early one, timed by its landing block), reclaimable 10
	// blocks later; a batch settles once its answers are final (the game's
	// challenge window after landing, none undecided); pools are swept 64
	// blocks on; a no-show loses 10 % of its stake, a fifth of which is the
	// reporter's.
	marketSLABlocks = 20
	marketGrace     = 10
	marketClaim     = 64
	marketBonus     = 500
	marketSlashBps  = 1000
	marketReportBps = 2000
	capacityDelay   = 10 // blocks before a lowering applies
	// A paid task's committee is drawn from the prevrandao of the block
	// 2 after its request (known to nobody when it is requested).
	marketDrawDelay = 2
)

// MarketSLABlocks is the market's SLA window: a task is due this many blocks
// after its request.
const MarketSLABlocks = marketSLABlocks

// deployEconomy deploys PriceTable, CapacityRegistry (over the registry's
// stakes), TaskMarket (over the consumer) and AssignmentDraw, wires the
// market as the registry's SLA slasher and the capacity's assigner (and the
// capacity as the market's: accepted tasks hold units there), and
// commits each operator's capacity. The addresses go into c.Deployment.
func (c *Chain) deployEconomy(ctx context.Context, deployer *txmgr.Manager, ops []*txmgr.Manager) error {
	a := &c.Deployment.Contracts
	pt, cr, tm, ad := bindings.NewPriceTable(), bindings.NewCapacityRegistry(), bindings.NewTaskMarket(), bindings.NewAssignmentDraw()
	// Three rounds, each sent at once and then waited for: the contracts
	// (no constructor calls another), the owners' settings, the commitments
	// (register is estimated against the price just set).
	var txs []*types.Transaction
	send := func(s *txmgr.Manager, c txmgr.Candidate) error {
		t, err := s.Submit(ctx, c)
		if err != nil {
			return fmt.Errorf("devnet: %s: %w (%v)", c.What, err, economy.RevertOf(err))
		}
		txs = append(txs, t)
		return nil
	}
	// create deploys code; at is set to the contract's address once sent.
	create := func(what string, code []byte, at *common.Address) error {
		if err := send(deployer, txmgr.Candidate{What: "deploy " + what, Data: code}); err != nil {
			return err
		}
		if at != nil {
			*at = crypto.CreateAddress(deployer.From(), txs[len(txs)-1].Nonce())
		}
		return nil
	}
	call := func(s *txmgr.Manager, what string, to common.Address, data []byte) error {
		return send(s, txmgr.Call(what, to, data, nil))
	}
	wait := func() ([]*types.Receipt, error) {
		rs, err := deployer.Wait(ctx, txs...)
		txs = txs[:0]
		if err != nil {
			return nil, fmt.Errorf("devnet: economy: %w", err)
		}
		return rs, nil
	}

	price := new(big.Int).Set(OperatorStake)
	for _, op := range c.Operators {
		if op.Stake != nil && op.Stake.Sign() > 0 && op.Stake.Cmp(price) < 0 {
			price.Set(op.Stake)
		}
	}
	price.Div(price, big.NewInt(4*CapacityUnits)) // κ·units·price = stake/2
	cfg := c.Model.Manifest.Config
	n := func(v int) *big.Int { return big.NewInt(int64(v)) }
	shape := bindings.TaskMarketShape{Dim: n(cfg.Dim), HiddenDim: n(cfg.HiddenDim), Layers: n(cfg.Layers), Heads: n(cfg.Heads),
		KvHeads: n(cfg.KVHeads), HeadSize: n(cfg.HeadSize), Vocab: n(cfg.Vocab), SeqLen: n(cfg.SeqLen)}
	terms := bindings.TaskMarketTerms{SlaBlocks: marketSLABlocks, GraceBlocks: marketGrace, ClaimWindow: marketClaim, DrawDelay: marketDrawDelay,
		Bonus: big.NewInt(marketBonus), Treasury: deployer.From(),
		SlashBps: big.NewInt(marketSlashBps), ReporterBps: big.NewInt(marketReportBps)}
	// Sent one after another, so CapacityRegistry's constructor can name
	// PriceTable's address, and DeepcallRelay's TaskMarket's (known from
	// their transactions' nonces), before any is mined.
	if err := create("PriceTable", common.FromHex(bindings.PriceTableMetaData.Bin), &a.PriceTable); err != nil {
		return err
	}
	for _, err := range []error{
		create("CapacityRegistry", append(common.FromHex(bindings.CapacityRegistryMetaData.Bin),
			cr.PackConstructor(a.Registry, a.PriceTable, capacityDelay)...), &a.Capacity),
		create("TaskMarket", append(common.FromHex(bindings.TaskMarketMetaData.Bin),
			tm.PackConstructor(a.Consumer, a.Registry, shape, terms)...), &a.Market),
		create("AssignmentDraw", append(common.FromHex(bindings.AssignmentDrawMetaData.Bin),
			ad.PackConstructor(a.Registry)...), nil),
	} {
		if err != nil {
			return err
		}
	}
	if err := create("DeepcallRelay", append(common.FromHex(bindings.DeepcallRelayMetaData.Bin),
		bindings.NewDeepcallRelay().PackConstructor(a.Consumer, a.Market)...), &a.Relay); err != nil {
		return err
	}
	rs, err := wait()
	if err != nil {
		return err
	}
	for i, at := range []common.Address{a.PriceTable, a.Capacity, a.Market, {}, a.Relay} {
		if at != (common.Address{}) && rs[i].ContractAddress != at {
			return fmt.Errorf("devnet: economy contract %d at %s; expected %s", i, rs[i].ContractAddress, at)
		}
	}
	a.Draw = rs[3].ContractAddress
	// The market slashes stake it locked at acceptance: with operator sets
	// that stake must stay slashable in EigenLayer until reports close.
	if err := deploy.CheckMarketDeallocation(ctx, deployer.Caller(), a.Registry, a.Market); err != nil {
		return fmt.Errorf("devnet: %w", err)
	}
	for _, err := range []error{
		call(deployer, "PriceTable.setPrice", a.PriceTable, pt.PackSetPrice(CapacityClass, price)),
		call(deployer, "TaskMarket.setBaseRate", a.Market, tm.PackSetBaseRate(CapacityClass, BaseRate)),
		call(deployer, "OperatorRegistry.setSlaSlasher", a.Registry, bindings.NewOperatorRegistry().PackSetSlaSlasher(a.Market, true)),
		call(deployer, "CapacityRegistry.setAssigner", a.Capacity, cr.PackSetAssigner(a.Market)),
		call(deployer, "TaskMarket.setCapacity", a.Market, tm.PackSetCapacity(a.Capacity)),
		// the committees the market draws may land their tasks' answers
		call(deployer, "LLMConsumer.setMarket", a.Consumer, bindings.NewLLMConsumer().PackSetMarket(a.Market)),
		call(deployer, "LLMConsumer.setCommitteeFeeCap", a.Consumer, bindings.NewLLMConsumer().PackSetCommitteeFeeCap(CommitteeFeeCap)),
	} {
		if err != nil {
			return err
		}
	}
	if _, err := wait(); err != nil {
		return err
	}
	for i, op := range ops {
		if err := call(op, fmt.Sprintf("operator %d: CapacityRegistry.register", i), a.Capacity, cr.PackRegister(CapacityClass, CapacityUnits)); err != nil {
			return err
		}
	}
	if _, err := wait(); err != nil {
		return err
	}
	c.log.Info("devnet economy deployed", "capacity", a.Capacity, "market", a.Market, "draw", a.Draw, "relay", a.Relay,
		"class", CapacityClassName, "units", CapacityUnits, "price", price)
	return nil
}
