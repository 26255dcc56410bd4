package sim

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core"
	"github.com/ethereum/go-ethereum/core/state"
	"github.com/ethereum/go-ethereum/core/tracing"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/core/vm"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth/tracers"
	"github.com/ethereum/go-ethereum/params"
	"github.com/holiman/uint256"

	// Registers the native tracers, prestateTracer among them.
	_ "github.com/ethereum/go-ethereum/eth/tracers/native"
)

// Unbounded is the gas a simulated call gets: no canonical call may hit it.
const Unbounded uint64 = 1 << 62

// Caller is the account every simulated call and deployment comes from.
var Caller = common.HexToAddress("0xdeec0a11000000000000000000000000000000c0")

// Progress is a periodic report of a running call.
type Progress struct {
	Steps   uint64        // opcodes executed so far
	Gas     uint64        // gas spent so far (execution only, without the intrinsic cost)
	Elapsed time.Duration // since the call started
}

// Options tune an EVM. The zero value is silent and fastest.
type Options struct {
	// Logger receives debug lines for deployment and calls and, when
	// ProgressInterval is set, an info line per progress report.
	Logger *slog.Logger
	// Progress, when set, is called about every ProgressInterval during a
	// call (default 5 s). Reporting runs an opcode hook, which slows
	// execution; leave both unset for timing measurements.
	Progress         func(Progress)
	ProgressInterval time.Duration
	// SkipOverlays deploys the engine without writing the chunks as code.
	SkipOverlays bool
}

// EVM is an in-process Osaka EVM with IQ16Engine deployed for one model.
// It is not safe for concurrent use.
type EVM struct {
	model    *Model
	cfg      *params.ChainConfig
	state    *state.StateDB
	engine   common.Address
	overlays []common.Address
	opts     Options
}

// New deploys IQ16Engine for model in a fresh state and writes chunk i's
// overlay code at overlayAddress(i) for every chunk.
func New(ctx context.Context, model *Model, opts Options) (*EVM, error) {
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	if opts.ProgressInterval <= 0 {
		opts.ProgressInterval = 5 * time.Second
	}
	st, err := state.New(types.EmptyRootHash, state.NewDatabaseForTesting())
	if err != nil {
		return nil, fmt.Errorf("create simulation state: %w", err)
	}
	e := &EVM{model: model, cfg: ChainConfig(), state: st, opts: opts}
	st.SetBalance(Caller, uint256.NewInt(1e18), tracing.BalanceChangeUnspecified)
	code, err := DeployCode(model.Manifest)
	if err != nil {
		return nil, err
	}
	e.engine = crypto.CreateAddress(Caller, st.GetNonce(Caller))
	res, err := e.apply(ctx, nil, code, nil)
	if err != nil {
		return nil, fmt.Errorf("deploy IQ16Engine: %w", err)
	}
	if res.Failed() {
		return nil, fmt.Errorf("deploy IQ16Engine: %w", revertOf(res))
	}
	opts.Logger.Debug("IQ16Engine deployed", "address", e.engine, "gas", res.UsedGas, "manifest", model.Manifest.Hash)
	if got, err := e.ManifestHash(ctx); err != nil {
		return nil, err
	} else if got != common.Hash(model.Manifest.Hash) {
		return nil, fmt.Errorf("deploy IQ16Engine: engine's manifest hash is %s, the manifest's %s", got, model.Manifest.Hash)
	}
	e.overlays = make([]common.Address, len(model.Chunks))
	for i := range model.Chunks {
		if e.overlays[i], err = e.OverlayAddress(ctx, i); err != nil {
			return nil, err
		}
		if !opts.SkipOverlays {
			e.SetCode(e.overlays[i], model.OverlayCode(i))
		}
	}
	return e, nil
}

func (e *EVM) rules() params.Rules {
	return e.cfg.Rules(big.NewInt(blockNumber), true, blockTime)
}

// Engine is the engine's address.
func (e *EVM) Engine() common.Address { return e.engine }

// Model is the deployed model.
func (e *EVM) Model() *Model { return e.model }

// Overlays are the addresses the chunks were written to, by index.
func (e *EVM) Overlays() []common.Address { return e.overlays }

// SetCode replaces an account's code (nil or empty removes it), as a state
// override would.
func (e *EVM) SetCode(addr common.Address, code []byte) {
	e.state.SetCode(addr, code, tracing.CodeChangeUnspecified)
	e.state.Finalise(e.rules())
}

// Code returns an account's code.
func (e *EVM) Code(addr common.Address) []byte { return e.state.GetCode(addr) }

// ManifestHash calls manifestHash().
func (e *EVM) ManifestHash(ctx context.Context) (common.Hash, error) {
	ret, _, err := e.Call(ctx, e.engine, engineABI.PackManifestHash())
	if err != nil {
		return common.Hash{}, fmt.Errorf("call manifestHash: %w", err)
	}
	h, err := engineABI.UnpackManifestHash(ret)
	if err != nil {
		return common.Hash{}, fmt.Errorf("decode manifestHash: %w", err)
	}
	return h, nil
}

// OverlayAddress calls overlayAddress(i).
func (e *EVM) OverlayAddress(ctx context.Context, i int) (common.Address, error) {
	ret, _, err := e.Call(ctx, e.engine, engineABI.PackOverlayAddress(big.NewInt(int64(i))))
	if err != nil {
		return common.Address{}, fmt.Errorf("call overlayAddress(%d): %w", i, err)
	}
	a, err := engineABI.UnpackOverlayAddress(ret)
	if err != nil {
		return common.Address{}, fmt.Errorf("decode overlayAddress(%d): %w", i, err)
	}
	return a, nil
}

// Generate runs generate(prompt, n, manifest chunk hashes) with unbounded gas.
func (e *EVM) Generate(ctx context.Context, prompt []int, n int) (*Generation, error) {
	return e.GenerateWith(ctx, prompt, n, e.model.ChunkHashes())
}

// GenerateWith is Generate with a caller-chosen chunk hash list.
func (e *EVM) GenerateWith(ctx context.Context, prompt []int, n int, chunkHashes [][32]byte) (*Generation, error) {
	data, err := GenerateCall(prompt, n, chunkHashes)
	if err != nil {
		return nil, err
	}
	start := time.Now()
	ret, gas, err := e.Call(ctx, e.engine, data)
	if err != nil {
		return nil, fmt.Errorf("generate(%d prompt tokens, n=%d): %w", len(prompt), n, err)
	}
	g, err := DecodeGeneration(ret)
	if err != nil {
		return nil, err
	}
	g.GasUsed = gas
	e.opts.Logger.Debug("generate", "prompt", len(prompt), "n", n, "gas", gas, "elapsed", time.Since(start))
	return g, nil
}

// Call runs a call with unbounded gas and discards its state changes. It
// returns the return data and the gas a transaction with this calldata would
// use; a revert is a *RevertError.
func (e *EVM) Call(ctx context.Context, to common.Address, data []byte) ([]byte, uint64, error) {
	snap := e.state.Snapshot()
	defer e.state.RevertToSnapshot(snap)
	res, err := e.apply(ctx, &to, data, nil)
	if err != nil {
		return nil, 0, err
	}
	if res.Failed() {
		return nil, res.UsedGas, revertOf(res)
	}
	return res.ReturnData, res.UsedGas, nil
}

// Receipt is the outcome of a Transact.
type Receipt struct {
	Return   []byte
	GasUsed  uint64
	Contract common.Address // the created contract, for a deployment
	// Diff is the prestateTracer's diff-mode result: {"pre": {...}, "post": {...}}
	// with the touched accounts' balance, nonce, code and storage before and after.
	Diff json.RawMessage
}

// Transact applies a state-changing call (to == nil deploys data) with
// unbounded gas, keeps its effects and returns its prestate diff.
func (e *EVM) Transact(ctx context.Context, to *common.Address, data []byte) (*Receipt, error) {
	tracer, err := tracers.DefaultDirectory.New("prestateTracer", &tracers.Context{BlockNumber: big.NewInt(blockNumber)},
		json.RawMessage(`{"diffMode":true}`), e.cfg)
	if err != nil {
		return nil, fmt.Errorf("create prestate tracer: %w", err)
	}
	var created common.Address
	if to == nil {
		created = crypto.CreateAddress(Caller, e.state.GetNonce(Caller))
	}
	res, err := e.apply(ctx, to, data, tracer)
	if err != nil {
		return nil, err
	}
	if res.Failed() {
		return nil, revertOf(res)
	}
	diff, err := tracer.GetResult()
	if err != nil {
		return nil, fmt.Errorf("prestate diff: %w", err)
	}
	return &Receipt{Return: res.ReturnData, GasUsed: res.UsedGas, Contract: created, Diff: diff}, nil
}

func revertOf(res *core.ExecutionResult) error {
	if errors.Is(res.Err, vm.ErrExecutionReverted) {
		return DecodeRevert(res.Revert())
	}
	return fmt.Errorf("execution failed: %w", res.Err)
}

// apply executes one message from Caller. With tracer set, it runs as a
// transaction (the tracer sees its start and end) and its effects are
// finalised; without, the caller decides what to keep.
func (e *EVM) apply(ctx context.Context, to *common.Address, data []byte, tracer *tracers.Tracer) (*core.ExecutionResult, error) {
	msg := &core.Message{
		From: Caller, To: to, Nonce: e.state.GetNonce(Caller), Value: new(uint256.Int), GasLimit: Unbounded,
		GasPrice: new(uint256.Int), GasFeeCap: new(uint256.Int), GasTipCap: new(uint256.Int), Data: data,
	}
	msg.SkipNonceCheck().SkipGasLimitCapCheck()

	var hooks *tracing.Hooks
	if tracer != nil {
		hooks = tracer.Hooks
	}
	var steps atomic.Uint64
	var gasLeft atomic.Uint64
	gasLeft.Store(Unbounded)
	if e.opts.Progress != nil {
		hooks = withProgress(hooks, &steps, &gasLeft)
	}
	var sdb vm.StateDB = e.state
	if hooks != nil {
		sdb = state.NewHookedState(e.state, hooks)
	}
	evm := vm.NewEVM(blockContext(), sdb, e.cfg, vm.Config{Tracer: hooks, NoBaseFee: true})
	defer evm.Release()

	done := make(chan struct{})
	defer close(done)
	start := time.Now()
	go func() {
		var tick <-chan time.Time
		if e.opts.Progress != nil {
			t := time.NewTicker(e.opts.ProgressInterval)
			defer t.Stop()
			tick = t.C
		}
		for {
			select {
			case <-done:
				return
			case <-ctx.Done():
				evm.Cancel()
				return
			case <-tick:
				p := Progress{Steps: steps.Load(), Gas: Unbounded - gasLeft.Load(), Elapsed: time.Since(start)}
				e.opts.Logger.Info("EVM call running", "steps", p.Steps, "gas", p.Gas, "elapsed", p.Elapsed.Round(time.Millisecond),
					"mgas_per_s", float64(p.Gas)/1e6/p.Elapsed.Seconds())
				e.opts.Progress(p)
			}
		}
	}()

	e.state.SetTxContext(common.Hash{}, 0, 0)
	var res *core.ExecutionResult
	var err error
	if tracer != nil && hooks.OnTxStart != nil {
		tx := types.NewTx(&types.LegacyTx{Nonce: msg.Nonce, To: to, Gas: msg.GasLimit, GasPrice: new(big.Int), Data: data})
		hooks.OnTxStart(evm.GetVMContext(), tx, msg.From)
	}
	res, err = core.ApplyMessage(evm, msg, nil)
	if err == nil && (tracer != nil || to == nil) && !res.Failed() {
		e.state.Finalise(e.rules())
	}
	if tracer != nil && hooks.OnTxEnd != nil && err == nil {
		receipt := &types.Receipt{Status: types.ReceiptStatusSuccessful, GasUsed: res.UsedGas}
		if res.Failed() {
			receipt.Status = types.ReceiptStatusFailed
		}
		hooks.OnTxEnd(receipt, nil)
	}
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("EVM call cancelled: %w", err)
	}
	if err != nil {
		return nil, fmt.Errorf("apply message: %w", err)
	}
	return res, nil
}

// withProgress returns hooks (a copy of base, if any) whose opcode hook also
// counts steps and records the remaining gas.
func withProgress(base *tracing.Hooks, steps, gasLeft *atomic.Uint64) *tracing.Hooks {
	h := &tracing.Hooks{}
	if base != nil {
		*h = *base
	}
	prev := h.OnOpcode
	var n uint64
	h.OnOpcode = func(pc uint64, op byte, gas, cost uint64, scope tracing.OpContext, rData []byte, depth int, err error) {
		if prev != nil {
			prev(pc, op, gas, cost, scope, rData, depth, err)
		}
		n++
		if n&0xffff == 0 && depth == 1 {
			steps.Store(n)
			gasLeft.Store(gas)
		}
	}
	return h
}
