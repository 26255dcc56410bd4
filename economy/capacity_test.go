package economy

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/aggregator/simchain"
	"github.com/deepcall/deepcall/contracts/bindings"
)

// capacityWorld is the registry of the in-process chain with a price table
// (gpu-h200 at 0.1 ether, cpu-avx512 at 0.01 ether) and a CapacityRegistry
// over it with a lowering delay of `delay` blocks.
type capacityWorld struct {
	chain       *simchain.Chain
	table, caps common.Address
	delay       uint64
}

var (
	gpu = Class("gpu-h200")
	cpu = Class("cpu-avx512")
	cr  = bindings.NewCapacityRegistry()
	pt  = bindings.NewPriceTable()
)

func newCapacityWorld(t *testing.T, n int, delay uint64) *capacityWorld {
	c := startChain(t, n, func(i int) *big.Int { return ether(float64(i + 1)) })
	w := &capacityWorld{chain: c, delay: delay}
	w.table = deploy(t, c, c.Deployer, common.FromHex(bindings.PriceTableMetaData.Bin))
	transact(t, c, c.Deployer, w.table, pt.PackSetPrice(gpu, ether(0.1)))
	transact(t, c, c.Deployer, w.table, pt.PackSetPrice(cpu, ether(0.01)))
	code := append(common.FromHex(bindings.CapacityRegistryMetaData.Bin), cr.PackConstructor(c.Registry, w.table, delay)...)
	w.caps = deploy(t, c, c.Deployer, code)
	return w
}

func (w *capacityWorld) commitment(t *testing.T, op int, class [32]byte) bindings.CapacityRegistryCommitment {
	t.Helper()
	out, err := cr.UnpackCommitment(call(t, w.chain, w.caps, cr.PackCommitment(w.chain.Operators[op].Address, class)))
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func (w *capacityWorld) free(t *testing.T, op int, class [32]byte) uint64 {
	t.Helper()
	out, err := cr.UnpackFreeCapacity(call(t, w.chain, w.caps, cr.PackFreeCapacity(w.chain.Operators[op].Address, class)))
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestCapacityOnChain(t *testing.T) {
	w := newCapacityWorld(t, 2, 3)
	c := w.chain
	op0 := c.Operators[0] // 1 ether
	stranger := simchain.AccountKey(0)

	// Bad input: each is refused with its named error and writes nothing.
	for _, tc := range []struct {
		what, want string
		data       []byte
		fromStrang bool
	}{
		{"above κ: 2·6·0.1 = 1.2 ether > 1 ether", "BelowKappa", cr.PackRegister(gpu, 6), false},
		{"unknown class", "UnknownClass", cr.PackRegister(Class("tpu-v5"), 1), false},
		{"zero count", "ZeroCount", cr.PackRegister(gpu, 0), false},
		{"not an operator", "NotOperator", cr.PackRegister(gpu, 1), true},
		{"raise without commitment", "NotCommitted", cr.PackRaise(gpu, 2), false},
	} {
		key := op0.Key
		if tc.fromStrang {
			key = stranger
		}
		reverts(t, c, key, w.caps, tc.data, tc.want)
	}
	if got := w.commitment(t, 0, gpu).Count; got != 0 {
		t.Fatalf("refused commitments wrote count %d", got)
	}

	// At the κ boundary: 2 · 5 · 0.1 ether = op0's whole stake.
	transact(t, c, op0.Key, w.caps, cr.PackRegister(gpu, 5))
	if f := w.free(t, 0, gpu); f != 5 {
		t.Fatalf("free capacity %d, want 5", f)
	}
	reverts(t, c, op0.Key, w.caps, cr.PackRaise(gpu, 6), "BelowKappa")
	reverts(t, c, op0.Key, w.caps, cr.PackRegister(cpu, 1), "BelowKappa")

	// Lowering waits lowerDelay blocks.
	rec := transact(t, c, op0.Key, w.caps, cr.PackLower(gpu, 2))
	due := rec.BlockNumber.Uint64() + w.delay
	if got := w.commitment(t, 0, gpu); got.Count != 5 || got.Pending != 2 || got.Due != due {
		t.Fatalf("after lower: %+v, want count 5 pending 2 due %d", got, due)
	}
	reverts(t, c, stranger, w.caps, cr.PackApplyLowering(op0.Address, gpu), "LoweringNotDue")
	for range w.delay {
		c.Commit()
	}
	transact(t, c, stranger, w.caps, cr.PackApplyLowering(op0.Address, gpu))
	if got := w.commitment(t, 0, gpu).Count; got != 2 {
		t.Fatalf("count after the delay %d, want 2", got)
	}
	// The freed stake now covers a cpu commitment: 0.4 + 2·30·0.01 = 1 ether.
	transact(t, c, op0.Key, w.caps, cr.PackRegister(cpu, 30))

	// Withdraw drops the class after the delay.
	transact(t, c, op0.Key, w.caps, cr.PackWithdraw(gpu))
	for range w.delay {
		c.Commit()
	}
	transact(t, c, op0.Key, w.caps, cr.PackApplyLowering(op0.Address, gpu))
	cls, err := cr.UnpackClassesOf(call(t, c, w.caps, cr.PackClassesOf(op0.Address)))
	if err != nil {
		t.Fatal(err)
	}
	if len(cls) != 1 || cls[0] != cpu {
		t.Fatalf("classes after withdraw %x, want only cpu", cls)
	}
}
