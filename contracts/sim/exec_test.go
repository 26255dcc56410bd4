package sim_test

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum/core/vm"
	"github.com/ethereum/go-ethereum/params"

	"github.com/deepcall/deepcall/contracts/sim"
)

// TestExecCallAndCreateUnbounded: ExecCall splits a call's gas into its
// execution and intrinsic parts (they add up to the transaction's gas when
// the floor does not bind, and execution alone is what the floor hides when
// it does), and CreateUnbounded installs initcode a creation transaction is
// refused for (EIP-3860).
func TestExecCallAndCreateUnbounded(t *testing.T) {
	ctx := context.Background()
	e := freshEVM(t, "stories260K", sim.Options{SkipOverlays: true})

	// JUMPDESTs up to the initcode limit, then a constructor returning the
	// 4-byte runtime code 0x60016000 (PUSH1 1, PUSH1 0) that follows it:
	// CODECOPY(0, off, 4), RETURN(0, 4).
	runtime := []byte{0x60, 0x01, 0x60, 0x00}
	pad := bytes.Repeat([]byte{0x5b}, params.MaxInitCodeSize)
	off := len(pad) + 13
	ctor := []byte{0x60, 4, 0x61, byte(off >> 8), byte(off), 0x60, 0, 0x39, 0x60, 4, 0x60, 0, 0xf3}
	code := append(append(append([]byte{}, pad...), ctor...), runtime...)
	if _, err := e.Transact(ctx, nil, code); !errors.Is(err, vm.ErrMaxInitCodeSizeExceeded) {
		t.Fatalf("a creation transaction of %d bytes: %v, want the initcode limit", len(code), err)
	}
	addr, gas, err := e.CreateUnbounded(ctx, code)
	if err != nil {
		t.Fatal(err)
	}
	if got := e.Code(addr); !bytes.Equal(got, runtime) || gas == 0 {
		t.Fatalf("installed code %x (gas %d), want %x", got, gas, runtime)
	}

	// A view call with little calldata: gas used = intrinsic + execution.
	data := sim.EngineABI().PackManifestHash()
	x, err := e.ExecCall(ctx, e.Engine(), data)
	if err != nil {
		t.Fatal(err)
	}
	base, _ := sim.BaseIntrinsicGas(data)
	if x.ExecGas == 0 || x.GasUsed != base+x.ExecGas {
		t.Fatalf("exec %d + intrinsic %d != gas used %d", x.ExecGas, base, x.GasUsed)
	}
	// Calldata past what execution costs: the floor binds, execution stays.
	heavy := append(append([]byte{}, data...), bytes.Repeat([]byte{0xff}, 4096)...)
	y, err := e.ExecCall(ctx, e.Engine(), heavy)
	if err != nil {
		t.Fatal(err)
	}
	floor, _ := sim.IntrinsicGas(heavy)
	hbase, _ := sim.BaseIntrinsicGas(heavy)
	if y.GasUsed != floor || floor <= hbase+y.ExecGas || y.ExecGas == 0 {
		t.Fatalf("heavy calldata: gas used %d, floor %d, base %d, exec %d", y.GasUsed, floor, hbase, y.ExecGas)
	}
	// A revert still reports its gas.
	if _, err := e.ExecCall(ctx, e.Engine(), []byte{1, 2, 3, 4}); !errors.Is(err, sim.ErrReverted) {
		t.Fatalf("unknown selector: %v", err)
	}
}
