package deploy

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/eigen"
	"github.com/deepcall/deepcall/inference/golden"
)

func stories(t *testing.T) *sim.Model {
	t.Helper()
	m, err := sim.LoadModel(filepath.Join(golden.Dir(), "manifests", "stories260K"))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func newPlan(c *elChain, k *ecdsa.PrivateKey, m *sim.Model, rec *Record, pinOnly bool) *Plan {
	el := c.state.Addresses
	return &Plan{Sender: c.sender(k), Record: rec,
		Cfg: PlanConfig{Config: Config{Model: m, DelegationManager: el.DelegationManager, Strategy: el.Strategy, PinOnly: pinOnly},
			AllocationManager: el.AllocationManager}}
}

// stopAfter makes p's context end once step has landed, as a deployment
// interrupted there would.
func stopAfter(ctx context.Context, p *Plan, step string) context.Context {
	ctx, cancel := context.WithCancel(ctx)
	p.Progress = func(l Landed) {
		if l.Step == step && !l.Skipped {
			cancel()
		}
	}
	return ctx
}

func clone(r *Record) *Record {
	c := *r
	c.Chunks = append([]common.Address(nil), r.Chunks...)
	return &c
}

// TestPlan deploys in operator-set mode on EigenLayer's bytecode, is
// interrupted halfway, continues from the record it saved, and finds
// everything done on a third run; it checks the wiring on chain.
func TestPlan(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	deployerKey, err := crypto.HexToECDSA(anvilKey)
	if err != nil {
		t.Fatal(err)
	}
	c := newELChain(t, deployerKey)
	m := stories(t)

	var saved *Record
	p := newPlan(c, deployerKey, m, nil, false)
	p.Save = func(r *Record) error { saved = clone(r); return nil }
	half := stopAfter(ctx, p, "deploy LLMConsumer")
	if err := p.Run(half); err == nil {
		t.Fatal("an interrupted run succeeded")
	}
	if saved == nil || saved.Contracts.Consumer == (common.Address{}) || saved.Contracts.Game != (common.Address{}) {
		t.Fatalf("record after the interruption: %+v", saved)
	}
	first := saved.Contracts

	p = newPlan(c, deployerKey, m, clone(saved), false)
	if err := p.Run(ctx); err != nil {
		t.Fatal(err)
	}
	r := p.Record
	if r.Contracts.Engine != first.Engine || r.Contracts.Registry != first.Registry || r.Contracts.Consumer != first.Consumer {
		t.Fatalf("the continued run redeployed: %+v then %+v", first, r.Contracts)
	}
	skipped := 0
	for _, l := range p.Landed {
		if l.Skipped {
			skipped++
		}
	}
	if skipped != 5 { // engine, registry, AVS, setAVS, consumer
		t.Fatalf("continued run skipped %d steps, want 5: %+v", skipped, p.Landed)
	}
	if len(r.Chunks) != len(m.Chunks) || r.ChainID != c.chainID.Uint64() || r.Manifest != m.Manifest.Hash.String() {
		t.Fatalf("record %+v", r)
	}
	// The wiring, read back.
	cl := c.client
	reg := registryABI.Instance(cl, r.Contracts.Registry)
	for _, w := range []struct {
		what      string
		got, want common.Address
	}{
		{"registry.avs", must(bind.Call(reg, nil, registryABI.PackAvs(), registryABI.UnpackAvs)), r.Contracts.AVS},
		{"registry.slasher", must(bind.Call(reg, nil, registryABI.PackSlasher(), registryABI.UnpackSlasher)), r.Contracts.Game},
		{"consumer.arbiter", must(bind.Call(bindings.NewLLMConsumer().Instance(cl, r.Contracts.Consumer), nil,
			bindings.NewLLMConsumer().PackArbiter(), bindings.NewLLMConsumer().UnpackArbiter)), r.Contracts.Game},
	} {
		if w.got != w.want {
			t.Errorf("%s = %s, want %s", w.what, w.got, w.want)
		}
	}
	a, ok, err := ReadOperatorSetAVS(ctx, cl, r.Contracts.Registry)
	if err != nil || !ok || a.AllocationManager != c.state.Addresses.AllocationManager {
		t.Fatalf("operator-set mode: %+v %t %v", a, ok, err)
	}

	// Everything done: a third run sends nothing.
	p = newPlan(c, deployerKey, m, clone(r), false)
	if err := p.Run(ctx); err != nil {
		t.Fatal(err)
	}
	if _, _, txs := p.TotalGas(); txs != 0 {
		t.Fatalf("a run over a finished deployment sent %d transactions", txs)
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// TestPlanBadInput: each wrong input is refused with its named error before
// anything is sent for it.
func TestPlanBadInput(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	deployerKey, err := crypto.HexToECDSA(anvilKey)
	if err != nil {
		t.Fatal(err)
	}
	otherKey, poorKey := mustKey(t), mustKey(t)
	c := newELChain(t, deployerKey, otherKey)
	m := stories(t)
	el := c.state.Addresses

	// A half-finished deployment by the deployer: the registry and the AVS
	// exist, the registry is not switched to operator-set mode yet.
	var saved *Record
	p := newPlan(c, deployerKey, m, nil, true)
	p.Save = func(r *Record) error { saved = clone(r); return nil }
	if err := p.Run(stopAfter(ctx, p, "deploy OperatorSetAVS")); err == nil {
		t.Fatal("an interrupted run succeeded")
	}

	wrongChain := clone(saved)
	wrongChain.ChainID = 11155111
	noCode := clone(saved)
	noCode.Contracts.Engine = common.HexToAddress("0x000000000000000000000000000000000000dEaD")
	wrongEngine := clone(saved)
	wrongEngine.Contracts.Engine = saved.Contracts.Registry
	for _, tc := range []struct {
		name string
		key  *ecdsa.PrivateKey
		rec  *Record
		want error
	}{
		{"record of another chain", deployerKey, wrongChain, ErrWrongChain},
		{"record naming an address without code", deployerKey, noCode, ErrStaleRecord},
		{"record naming another contract", deployerKey, wrongEngine, ErrStaleRecord},
		{"key that is not the registry's owner", otherKey, clone(saved), ErrNotOwner},
		{"deployer without funds", poorKey, nil, ErrInsufficientFunds},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := c.sender(tc.key)
			before, err := c.client.NonceAt(ctx, s.From(), nil)
			if err != nil {
				t.Fatal(err)
			}
			p := newPlan(c, tc.key, m, tc.rec, true)
			err = p.Run(ctx)
			if !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
			after, _ := c.client.NonceAt(ctx, s.From(), nil)
			if after != before {
				t.Fatalf("%d transactions sent before the refusal", after-before)
			}
		})
	}

	// EigenLayer addresses: none there, or another contract behind one.
	for _, tc := range []struct {
		name string
		mod  func(*eigen.Addresses)
		want error
	}{
		{"the state's addresses", func(*eigen.Addresses) {}, nil},
		{"DelegationManager without code", func(a *eigen.Addresses) { a.DelegationManager = common.HexToAddress("0x1234") }, ErrNoCode},
		{"DelegationManager and StrategyManager swapped", func(a *eigen.Addresses) {
			a.DelegationManager, a.StrategyManager = a.StrategyManager, a.DelegationManager
		}, ErrWrongContract},
		{"AllocationManager is the AVSDirectory", func(a *eigen.Addresses) { a.AllocationManager = a.AVSDirectory }, ErrWrongContract},
		{"strategy is the token", func(a *eigen.Addresses) { a.Strategy = a.Token }, ErrWrongContract},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := el
			tc.mod(&a)
			err := CheckEigenLayer(ctx, c.client, a)
			if tc.want == nil && err != nil || tc.want != nil && !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
		})
	}
}

func TestLoadNetwork(t *testing.T) {
	for _, name := range []string{"sepolia", "mainnet"} {
		n, err := LoadNetwork(name)
		if err != nil {
			t.Fatal(err)
		}
		if n.ChainID == 0 || n.Source == "" || n.EigenLayer.AllocationManager == (common.Address{}) || n.EigenLayer.Strategy == (common.Address{}) {
			t.Fatalf("%s: %+v", name, n)
		}
	}
	if _, err := LoadNetwork("holesky-or-nothing"); !errors.Is(err, ErrNoNetwork) {
		t.Fatalf("unknown network: %v", err)
	}
}
