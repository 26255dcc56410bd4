package sim

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/txmgr"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
)

// RPCClient is the JSON-RPC transport RPC needs; *rpc.Client implements it.
type RPCClient interface {
	CallContext(ctx context.Context, result any, method string, args ...any) error
}

// OverrideAccount is one account of a state override set (eth_call's third
// parameter, debug_traceCall's "stateOverrides").
type OverrideAccount struct {
	Code    hexutil.Bytes               `json:"code,omitempty"`
	Balance *hexutil.Big                `json:"balance,omitempty"`
	State   map[common.Hash]common.Hash `json:"state,omitempty"`
}

// StateOverride maps addresses to their overridden accounts.
type StateOverride map[common.Address]OverrideAccount

// OverlayOverride places every chunk of model at its derived overlay address.
func OverlayOverride(model *Model) StateOverride {
	o := make(StateOverride, len(model.Chunks))
	for i := range model.Chunks {
		o[DerivedOverlayAddress(model.Manifest.Hash, i)] = OverrideAccount{Code: model.OverlayCode(i)}
	}
	return o
}

// RPC runs canonical calls on a node through eth_call and debug_traceCall
// with state overrides.
type RPC struct {
	Client RPCClient
	From   common.Address // sender of calls and deployments (unlocked on the node for Deploy)
}

type callArgs struct {
	From  common.Address  `json:"from"`
	To    *common.Address `json:"to,omitempty"`
	Gas   hexutil.Uint64  `json:"gas"`
	Input hexutil.Bytes   `json:"input"`
}

// rpcGas is the gas of RPC calls: unbounded in practice, and within what
// nodes accept as a uint64 quantity.
const rpcGas = Unbounded

// Deploy sends a contract creation from From (an account the node signs for)
// and waits for its receipt.
func (r *RPC) Deploy(ctx context.Context, code []byte) (common.Address, error) {
	var txHash common.Hash
	args := callArgs{From: r.From, Gas: hexutil.Uint64(30_000_000), Input: code}
	if err := r.Client.CallContext(ctx, &txHash, "eth_sendTransaction", args); err != nil {
		return common.Address{}, fmt.Errorf("deploy: eth_sendTransaction: %w", err)
	}
	for {
		var receipt *struct {
			Status          hexutil.Uint64  `json:"status"`
			ContractAddress *common.Address `json:"contractAddress"`
			GasUsed         hexutil.Uint64  `json:"gasUsed"`
		}
		if err := r.Client.CallContext(ctx, &receipt, "eth_getTransactionReceipt", txHash); err != nil {
			return common.Address{}, fmt.Errorf("deploy: receipt of %s: %w", txHash, err)
		}
		if receipt != nil {
			if receipt.Status != 1 || receipt.ContractAddress == nil {
				return common.Address{}, fmt.Errorf("deploy: transaction %s failed (%d gas used)", txHash, receipt.GasUsed)
			}
			return *receipt.ContractAddress, nil
		}
		select {
		case <-ctx.Done():
			return common.Address{}, fmt.Errorf("deploy: waiting for %s: %w", txHash, ctx.Err())
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// DeployEngine deploys IQ16Engine for a manifest.
func (r *RPC) DeployEngine(ctx context.Context, mf *inference.Manifest) (common.Address, error) {
	code, err := DeployCode(mf)
	if err != nil {
		return common.Address{}, err
	}
	addr, err := r.Deploy(ctx, code)
	if err != nil {
		return common.Address{}, fmt.Errorf("IQ16Engine: %w", err)
	}
	return addr, nil
}

// Call is eth_call at the latest block with unbounded gas and the given
// overrides. A revert is a *RevertError.
func (r *RPC) Call(ctx context.Context, to common.Address, data []byte, override StateOverride) ([]byte, error) {
	var ret hexutil.Bytes
	args := callArgs{From: r.From, To: &to, Gas: hexutil.Uint64(rpcGas), Input: data}
	if err := r.Client.CallContext(ctx, &ret, "eth_call", args, "latest", override); err != nil {
		return nil, rpcRevert(fmt.Errorf("eth_call: %w", err))
	}
	return ret, nil
}

// Generate runs generate on the engine at addr with the model's overlays
// supplied as state overrides. GasUsed is not reported over RPC.
func (r *RPC) Generate(ctx context.Context, engine common.Address, model *Model, prompt []int, n int) (*Generation, error) {
	data, err := GenerateCall(prompt, n, model.ChunkHashes())
	if err != nil {
		return nil, err
	}
	ret, err := r.Call(ctx, engine, data, OverlayOverride(model))
	if err != nil {
		return nil, fmt.Errorf("generate over RPC: %w", err)
	}
	return DecodeGeneration(ret)
}

// TraceDiff is debug_traceCall with the prestateTracer in diff mode and the
// given state overrides: the state the call would change, before and after.
func (r *RPC) TraceDiff(ctx context.Context, to common.Address, data []byte, override StateOverride) (json.RawMessage, error) {
	var out json.RawMessage
	args := callArgs{From: r.From, To: &to, Gas: hexutil.Uint64(rpcGas), Input: data}
	cfg := map[string]any{
		"tracer":         "prestateTracer",
		"tracerConfig":   map[string]any{"diffMode": true},
		"stateOverrides": override,
	}
	if err := r.Client.CallContext(ctx, &out, "debug_traceCall", args, "latest", cfg); err != nil {
		return nil, rpcRevert(fmt.Errorf("debug_traceCall: %w", err))
	}
	return out, nil
}

// rpcRevert turns a node's revert error (JSON-RPC error data holding the
// revert bytes) into a *RevertError, keeping the other errors as they are.
func rpcRevert(err error) error {
	data, ok := txmgr.RevertData(err)
	if !ok {
		return err
	}
	return fmt.Errorf("%w (%v)", DecodeRevert(data), err)
}
