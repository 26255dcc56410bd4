package deploy

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/txmgr"
)

// Errors of a deployment to an existing chain (Plan.Run).
var (
	// ErrStaleRecord: the deployment record names a contract that is not on
	// this chain, or not the one the record and the model say.
	ErrStaleRecord = errors.New("deploy: deployment record does not match the chain")
	// ErrNotOwner: the key is not the owner (or deployer) of a contract a
	// remaining step configures.
	ErrNotOwner = errors.New("deploy: key is not the owner")
	// ErrInsufficientFunds: the deployer cannot pay for the deployment.
	ErrInsufficientFunds = errors.New("deploy: deployer lacks funds")
)

// PlanConfig is what Plan deploys: Config (the model, thresholds, the game,
// the DelegationManager and strategy) in operator-set mode through the
// AllocationManager.
type PlanConfig struct {
	Config
	AllocationManager common.Address
	// AVSMetadataURI is registered with EigenLayer (default DefaultAVSMetadataURI).
	AVSMetadataURI string
}

// Landed is one step of a plan, sent or found done.
type Landed struct {
	Step string
	// Skipped: done before (found on chain), with Why.
	Skipped bool
	Why     string
	Address common.Address // a deployment's contract
	Tx      common.Hash
	Gas     uint64
	// Price is the receipt's effective gas price (wei).
	Price *big.Int
}

// Cost is Gas × Price in wei.
func (l Landed) Cost() *big.Int {
	if l.Price == nil {
		return new(big.Int)
	}
	return new(big.Int).Mul(new(big.Int).SetUint64(l.Gas), l.Price)
}

// Plan deploys deepcall to a chain it does not run, one transaction at a
// time, and is idempotent: every contract the record names is checked on
// chain (code present, wired as expected) and skipped, every configuration
// call whose effect is already there is skipped, and the record is saved
// after each step, so an interrupted run continues where it stopped.
type Plan struct {
	Sender *txmgr.Manager
	Cfg    PlanConfig
	// Record is filled in as steps land (it may come from an earlier run).
	Record *Record
	// Save, when set, is called after every landed step.
	Save func(*Record) error
	// Progress, when set, sees every step.
	Progress func(Landed)
	// Landed are this run's steps, in order.
	Landed []Landed
}

type planStep struct {
	name string
	// addr is the record's field for a deployment (nil: a call).
	addr *common.Address
	// code is a deployment's creation code (built when it runs: it may
	// depend on earlier addresses).
	code func() ([]byte, error)
	// check verifies a deployed contract is the one expected.
	check func(ctx context.Context, at common.Address) error
	// done reports whether a call's effect is in place; auth checks the
	// sender may make it; data is its calldata to `to`.
	done func(ctx context.Context) (bool, error)
	auth func(ctx context.Context) error
	to   func() common.Address
	data func() []byte
}

// Run runs every step not yet done.
func (p *Plan) Run(ctx context.Context) error {
	if err := p.Cfg.defaults(); err != nil {
		return err
	}
	if p.Cfg.AllocationManager == (common.Address{}) {
		return fmt.Errorf("%w: operator-set mode needs the AllocationManager", ErrBadConfig)
	}
	if p.Cfg.AVSMetadataURI == "" {
		p.Cfg.AVSMetadataURI = DefaultAVSMetadataURI
	}
	if p.Record == nil {
		p.Record = &Record{}
	}
	r, s, mf := p.Record, p.Sender, p.Cfg.Model.Manifest
	id := s.ChainID().Uint64()
	if r.ChainID != 0 && r.ChainID != id {
		return fmt.Errorf("%w: the node serves chain %d, the deployment record chain %d", ErrWrongChain, id, r.ChainID)
	}
	if r.Manifest != "" && r.Manifest != mf.Hash.String() {
		return fmt.Errorf("%w: the record pins manifest %s, the model is %s", ErrStaleRecord, r.Manifest, mf.Hash)
	}
	if r.Manifest != "" && r.PinOnly != p.Cfg.PinOnly {
		return fmt.Errorf("%w: the record is pin-only %t, this run %t", ErrStaleRecord, r.PinOnly, p.Cfg.PinOnly)
	}
	r.ChainID, r.Manifest, r.PinOnly = id, mf.Hash.String(), p.Cfg.PinOnly
	r.Threshold = [2]uint64{p.Cfg.ThresholdNumerator, p.Cfg.ThresholdDenominator}
	r.Window = p.Cfg.ReferenceWindow
	if r.Deployer == (common.Address{}) {
		r.Deployer = s.From()
	}
	if r.Chunks == nil {
		r.Chunks = []common.Address{}
	}
	if r.Operators == nil {
		r.Operators = []OperatorRecord{}
	}
	for _, st := range p.steps() {
		if err := p.runStep(ctx, st); err != nil {
			return err
		}
	}
	if !p.Cfg.PinOnly {
		if err := p.mount(ctx); err != nil {
			return err
		}
	}
	return nil
}

func ethereumCall(to common.Address, data []byte) ethereum.CallMsg {
	return ethereum.CallMsg{To: &to, Data: data}
}

func (p *Plan) call(ctx context.Context, to common.Address, data []byte) ([]byte, error) {
	return p.Sender.Caller().CallContract(ctx, ethereumCall(to, data), nil)
}

// addrCall reads an address-valued view.
func (p *Plan) addrCall(ctx context.Context, to common.Address, what string, data []byte) (common.Address, error) {
	out, err := p.call(ctx, to, data)
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: %s at %s: %v", ErrStaleRecord, what, to, err)
	}
	if len(out) != 32 {
		return common.Address{}, fmt.Errorf("%w: %s at %s: %d bytes", ErrStaleRecord, what, to, len(out))
	}
	return common.BytesToAddress(out), nil
}

// expectAddr checks an address-valued view answers want.
func (p *Plan) expectAddr(ctx context.Context, at common.Address, what string, data []byte, want common.Address) error {
	got, err := p.addrCall(ctx, at, what, data)
	if err != nil {
		return err
	}
	if got != want {
		return fmt.Errorf("%w: %s at %s is %s, expected %s", ErrStaleRecord, what, at, got, want)
	}
	return nil
}

func (p *Plan) steps() []planStep {
	c := &p.Record.Contracts
	mf := p.Cfg.Model.Manifest
	reg, cons, avs, eng, step, game := registryABI, bindings.NewLLMConsumer(), avsABI, bindings.NewIQ16Engine(), bindings.NewEngineStep(), bindings.NewDisputeGame()
	owner := func(ctx context.Context) error {
		o, err := p.addrCall(ctx, c.Registry, "OperatorRegistry.owner", reg.PackOwner())
		if err != nil {
			return err
		}
		if o != p.Sender.From() {
			return fmt.Errorf("%w: OperatorRegistry %s is owned by %s, the key is %s", ErrNotOwner, c.Registry, o, p.Sender.From())
		}
		return nil
	}
	codes := func() StepCodes { return EngineStepCodes(c.Engine, mf, p.Cfg.Game.ChunkMACs) }
	hashes := p.Cfg.Model.ChunkHashes()
	if p.Cfg.PinOnly {
		hashes = nil
	}
	return []planStep{
		{name: "IQ16Engine", addr: &c.Engine,
			code: func() ([]byte, error) { return sim.DeployCode(mf) },
			check: func(ctx context.Context, at common.Address) error {
				out, err := p.call(ctx, at, eng.PackManifestHash())
				if err != nil || len(out) != 32 || !bytes.Equal(out, mf.Hash[:]) {
					return fmt.Errorf("%w: IQ16Engine at %s does not pin manifest %s", ErrStaleRecord, at, mf.Hash)
				}
				return nil
			}},
		{name: "OperatorRegistry", addr: &c.Registry,
			code: func() ([]byte, error) { return RegistryCode(p.Cfg.Config), nil },
			check: func(ctx context.Context, at common.Address) error {
				if err := p.expectAddr(ctx, at, "OperatorRegistry.delegationManager", reg.PackDelegationManager(), p.Cfg.DelegationManager); err != nil {
					return err
				}
				return p.expectAddr(ctx, at, "OperatorRegistry.strategy", reg.PackStrategy(), p.Cfg.Strategy)
			}},
		{name: "OperatorSetAVS", addr: &c.AVS,
			code: func() ([]byte, error) {
				return AVSCode(p.Cfg.AllocationManager, c.Registry, p.Cfg.Strategy, p.Cfg.AVSMetadataURI), nil
			},
			check: func(ctx context.Context, at common.Address) error {
				if err := p.expectAddr(ctx, at, "OperatorSetAVS.registry", avs.PackRegistry(), c.Registry); err != nil {
					return err
				}
				return p.expectAddr(ctx, at, "OperatorSetAVS.allocationManager", avs.PackAllocationManager(), p.Cfg.AllocationManager)
			}},
		{name: "OperatorRegistry.setAVS",
			done: func(ctx context.Context) (bool, error) {
				a, err := p.addrCall(ctx, c.Registry, "OperatorRegistry.avs", reg.PackAvs())
				if err != nil {
					return false, err
				}
				if a != (common.Address{}) && a != c.AVS {
					return false, fmt.Errorf("%w: OperatorRegistry %s serves AVS %s, the record %s", ErrStaleRecord, c.Registry, a, c.AVS)
				}
				return a == c.AVS, nil
			},
			auth: owner, to: func() common.Address { return c.Registry }, data: func() []byte { return reg.PackSetAVS(c.AVS) }},
		{name: "LLMConsumer", addr: &c.Consumer,
			code: func() ([]byte, error) {
				return ConsumerCode(c.Registry, c.Engine, hashes, p.Cfg.ThresholdNumerator, p.Cfg.ThresholdDenominator), nil
			},
			check: func(ctx context.Context, at common.Address) error {
				if err := p.expectAddr(ctx, at, "LLMConsumer.registry", cons.PackRegistry(), c.Registry); err != nil {
					return err
				}
				return p.expectAddr(ctx, at, "LLMConsumer.engine", cons.PackEngine(), c.Engine)
			}},
		{name: "KvStep", addr: &c.KvStep, code: func() ([]byte, error) { return codes().KvStep, nil }},
		{name: "StepOps", addr: &c.StepOps, code: func() ([]byte, error) { return codes().StepOps, nil }},
		{name: "EngineStep", addr: &c.Step,
			code: func() ([]byte, error) { return codes().EngineStep(c.KvStep, c.StepOps), nil },
			check: func(ctx context.Context, at common.Address) error {
				if err := p.expectAddr(ctx, at, "EngineStep.engine", step.PackEngine(), c.Engine); err != nil {
					return err
				}
				return p.expectAddr(ctx, at, "EngineStep.kv", step.PackKv(), c.KvStep)
			}},
		{name: "DisputeGame", addr: &c.Game,
			code: func() ([]byte, error) { return GameCode(c.Step, c.Registry, p.Cfg.Game), nil },
			check: func(ctx context.Context, at common.Address) error {
				if err := p.expectAddr(ctx, at, "DisputeGame.registry", game.PackRegistry(), c.Registry); err != nil {
					return err
				}
				return p.expectAddr(ctx, at, "DisputeGame.oneStep", game.PackOneStep(), c.Step)
			}},
		{name: "LLMConsumer.setArbiter",
			done: func(ctx context.Context) (bool, error) {
				a, err := p.addrCall(ctx, c.Consumer, "LLMConsumer.arbiter", cons.PackArbiter())
				if err != nil {
					return false, err
				}
				if a != (common.Address{}) && a != c.Game {
					return false, fmt.Errorf("%w: LLMConsumer %s has arbiter %s, the record's game is %s", ErrStaleRecord, c.Consumer, a, c.Game)
				}
				return a == c.Game, nil
			},
			auth: func(ctx context.Context) error {
				d, err := p.addrCall(ctx, c.Consumer, "LLMConsumer.deployer", cons.PackDeployer())
				if err != nil {
					return err
				}
				if d != p.Sender.From() {
					return fmt.Errorf("%w: only LLMConsumer %s's deployer %s may set its arbiter, the key is %s", ErrNotOwner, c.Consumer, d, p.Sender.From())
				}
				return nil
			},
			to: func() common.Address { return c.Consumer }, data: func() []byte { return cons.PackSetArbiter(c.Game) }},
		{name: "OperatorRegistry.setSlasher",
			done: func(ctx context.Context) (bool, error) {
				a, err := p.addrCall(ctx, c.Registry, "OperatorRegistry.slasher", reg.PackSlasher())
				return a == c.Game, err
			},
			auth: owner, to: func() common.Address { return c.Registry }, data: func() []byte { return reg.PackSetSlasher(c.Game) }},
		{name: "DisputeGame.admit",
			done: func(ctx context.Context) (bool, error) {
				out, err := p.call(ctx, c.Game, game.PackAdmitted(c.Consumer))
				if err != nil {
					return false, err
				}
				m, err := game.UnpackAdmitted(out)
				return m != [32]byte{}, err
			},
			auth: func(ctx context.Context) error {
				o, err := p.addrCall(ctx, c.Game, "DisputeGame.owner", game.PackOwner())
				if err != nil {
					return err
				}
				if o != p.Sender.From() {
					return fmt.Errorf("%w: only DisputeGame %s's owner %s may admit a consumer, the key is %s", ErrNotOwner, c.Game, o, p.Sender.From())
				}
				return nil
			},
			to: func() common.Address { return c.Game }, data: func() []byte { return game.PackAdmit(c.Consumer) }},
	}
}

func (p *Plan) runStep(ctx context.Context, st planStep) error {
	s := p.Sender
	if st.addr != nil {
		if at := *st.addr; at != (common.Address{}) {
			code, err := s.Caller().CodeAt(ctx, at, nil)
			if err != nil {
				return fmt.Errorf("deploy: read code of %s at %s: %w", st.name, at, err)
			}
			if len(code) == 0 {
				return fmt.Errorf("%w: the record names %s at %s, which holds no code on chain %d", ErrStaleRecord, st.name, at, p.Record.ChainID)
			}
			if st.check != nil {
				if err := st.check(ctx, at); err != nil {
					return err
				}
			}
			p.report(Landed{Step: "deploy " + st.name, Skipped: true, Why: "in the record, code on chain", Address: at})
			return nil
		}
		code, err := st.code()
		if err != nil {
			return err
		}
		rc, err := p.send(ctx, "deploy "+st.name, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return deployTx(s, o, code)
		})
		if err != nil {
			return err
		}
		*st.addr = rc.ContractAddress
		return p.landed("deploy "+st.name, rc)
	}
	ok, err := st.done(ctx)
	if err != nil {
		return err
	}
	if ok {
		p.report(Landed{Step: st.name, Skipped: true, Why: "already in effect"})
		return nil
	}
	if err := st.auth(ctx); err != nil {
		return err
	}
	to, data := st.to(), st.data()
	rc, err := p.send(ctx, st.name, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return bind.Transact(bind.NewBoundContract(to, registryABI.GetABI(), s.Caller(), s.Caller(), s.Caller()), o, data)
	})
	if err != nil {
		return err
	}
	return p.landed(st.name, rc)
}

// mount sends mountChunk for every chunk not yet mounted (all at once,
// then waits), and records the chunk addresses.
func (p *Plan) mount(ctx context.Context) error {
	eng := bindings.NewIQ16Engine()
	inst := eng.Instance(p.Sender.Caller(), p.Record.Contracts.Engine)
	mounted := func(i int) (common.Address, error) {
		a, err := bind.Call(inst, &bind.CallOpts{Context: ctx}, eng.PackMounted(big.NewInt(int64(i))), eng.UnpackMounted)
		if err != nil {
			return common.Address{}, fmt.Errorf("read IQ16Engine.mounted(%d): %w", i, err)
		}
		return a, nil
	}
	var missing []int
	for i := range p.Cfg.Model.Chunks {
		a, err := mounted(i)
		if err != nil {
			return err
		}
		if a == (common.Address{}) {
			missing = append(missing, i)
		}
	}
	if n := len(p.Cfg.Model.Chunks) - len(missing); n > 0 {
		p.report(Landed{Step: fmt.Sprintf("mount %d chunks", n), Skipped: true, Why: "mounted already"})
	}
	if len(missing) > 0 {
		txs, err := sendMountsOf(ctx, p.Sender, p.Record.Contracts.Engine, p.Cfg.Model, missing)
		if err != nil {
			return p.funds(err)
		}
		rs, err := p.Sender.Wait(ctx, txs...)
		if err != nil {
			return err
		}
		for i, rc := range rs {
			if err := p.landed(fmt.Sprintf("OverlayMounter.mountChunk(%d)", missing[i]), rc); err != nil {
				return err
			}
		}
	}
	p.Record.Chunks = p.Record.Chunks[:0]
	for i := range p.Cfg.Model.Chunks {
		a, err := mounted(i)
		if err != nil {
			return err
		}
		if a == (common.Address{}) {
			return fmt.Errorf("deploy: chunk %d is not mounted", i)
		}
		p.Record.Chunks = append(p.Record.Chunks, a)
	}
	return p.save()
}

func (p *Plan) send(ctx context.Context, what string, f func(*bind.TransactOpts) (*types.Transaction, error)) (*types.Receipt, error) {
	rc, err := p.Sender.Transact(ctx, what, f)
	return rc, p.funds(err)
}

// funds names a node's refusal for want of ether.
func (p *Plan) funds(err error) error {
	if err != nil && strings.Contains(strings.ToLower(err.Error()), "insufficient funds") {
		return fmt.Errorf("%w: %s: %w (deepcall deploy --dry-run prints what the whole deployment costs)", ErrInsufficientFunds, p.Sender.From(), err)
	}
	return err
}

func (p *Plan) landed(step string, rc *types.Receipt) error {
	p.Record.Block = max(p.Record.Block, rc.BlockNumber.Uint64())
	p.report(Landed{Step: step, Address: rc.ContractAddress, Tx: rc.TxHash, Gas: rc.GasUsed, Price: rc.EffectiveGasPrice})
	return p.save()
}

func (p *Plan) report(l Landed) {
	p.Landed = append(p.Landed, l)
	if p.Progress != nil {
		p.Progress(l)
	}
}

func (p *Plan) save() error {
	if p.Save == nil {
		return nil
	}
	return p.Save(p.Record)
}

// TotalGas sums the gas of this run's transactions, and their cost in wei
// at their receipts' prices.
func (p *Plan) TotalGas() (gas uint64, cost *big.Int, txs int) {
	cost = new(big.Int)
	for _, l := range p.Landed {
		if l.Skipped {
			continue
		}
		gas += l.Gas
		cost.Add(cost, l.Cost())
		txs++
	}
	return gas, cost, txs
}

// sendMountsOf sends mountChunk for the chunks at the indices given.
func sendMountsOf(ctx context.Context, s *txmgr.Manager, engineAddr common.Address, m *sim.Model, idx []int) ([]*types.Transaction, error) {
	eabi := bindings.NewIQ16Engine()
	mounterAddr, err := bind.Call(eabi.Instance(s.Caller(), engineAddr), &bind.CallOpts{Context: ctx}, eabi.PackMounter(), eabi.UnpackMounter)
	if err != nil {
		return nil, fmt.Errorf("read IQ16Engine.mounter: %w", err)
	}
	abi := bindings.NewOverlayMounter()
	mounter := abi.Instance(s.Caller(), mounterAddr)
	leaves := m.Manifest.Weights.Chunks
	var txs []*types.Transaction
	for _, i := range idx {
		proof := inference.MerkleProof(leaves, i)
		pr := make([][32]byte, len(proof))
		for j, h := range proof {
			pr[j] = h
		}
		data := abi.PackMountChunk(big.NewInt(int64(i)), m.Chunks[i], pr)
		t, err := s.SubmitBound(ctx, fmt.Sprintf("OverlayMounter.mountChunk(%d)", i), func(o *bind.TransactOpts) (*types.Transaction, error) {
			return bind.Transact(mounter, o, data)
		})
		if err != nil {
			return nil, err
		}
		txs = append(txs, t)
	}
	return txs, nil
}
