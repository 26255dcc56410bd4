package aggregator

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math/big"
	"sync"

	"github.com/consensys/gnark-crypto/ecc/bn254"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/attest"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/reverts"
	"github.com/deepcall/deepcall/eigen"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/txmgr"
)

// Backend is what the aggregator needs of a node: *ethclient.Client and the
// simulated backend's client implement it.
type Backend interface {
	ethereum.ChainIDReader
	ethereum.BlockNumberReader
	ethereum.ChainReader
	ethereum.ChainStateReader
	ethereum.PendingStateReader
	ethereum.ContractCaller
	ethereum.LogFilterer
	ethereum.TransactionReader
	ethereum.TransactionSender
	ethereum.GasEstimator
	ethereum.GasPricer1559
}

// Consumer is what the aggregator reads once from an LLMConsumer.
type Consumer struct {
	ChainID   uint64
	Address   common.Address
	Registry  common.Address
	Manifest  inference.Hash
	Threshold blsagg.Threshold
	Window    uint64 // the registry's reference window, in blocks
}

// QuorumSet is the operator set in force at a reference block, checked
// against the registry's apk history entry (keys sum to its apk, stakes to
// its total).
type QuorumSet struct {
	Set      *blsagg.OperatorSet
	ApkIndex uint32
	Apk      blsagg.G1
	ApkEntry *big.Int
}

// Chain errors.
var (
	ErrSetMismatch   = errors.New("aggregator: operators found in the registry do not add up to its apk history entry")
	ErrRegistration  = errors.New("aggregator: cannot read an operator's registration")
	ErrWrongManifest = errors.New("aggregator: task model is not the consumer's manifest")
)

type openSet struct {
	apkIndex uint32
	entry    *big.Int
	stakes   map[blsagg.OperatorID]string
	qs       *QuorumSet
}

// Chain reads the consumer and registry through Backend.
type Chain struct {
	B        Backend
	consumer Consumer

	mu   sync.Mutex
	keys map[blsagg.OperatorID]blsagg.Registration // registration by id (keys never change)
	sets map[uint32]*QuorumSet                     // by apk history index
	// open is the set last built for the newest (still open) apk entry,
	// reused while the entry and every stake read for it are unchanged.
	open   *openSet
	market common.Address // the consumer's market, once read set (MarketDraw)
}

// NewChain reads the consumer's parameters (chain id, registry, manifest,
// threshold, window).
func NewChain(ctx context.Context, b Backend, consumer common.Address) (*Chain, error) {
	c := &Chain{B: b, keys: map[blsagg.OperatorID]blsagg.Registration{}, sets: map[uint32]*QuorumSet{}}
	id, err := b.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("read chain id: %w", err)
	}
	c.consumer = Consumer{ChainID: id.Uint64(), Address: consumer}
	var out []any
	if out, err = c.call(ctx, consumer, consumerABI, "registry", nil); err != nil {
		return nil, err
	}
	c.consumer.Registry = out[0].(common.Address)
	if out, err = c.call(ctx, consumer, consumerABI, "manifest", nil); err != nil {
		return nil, err
	}
	c.consumer.Manifest = out[0].([32]byte)
	if out, err = c.call(ctx, consumer, consumerABI, "thresholdNumerator", nil); err != nil {
		return nil, err
	}
	num := out[0].(*big.Int)
	if out, err = c.call(ctx, consumer, consumerABI, "thresholdDenominator", nil); err != nil {
		return nil, err
	}
	den := out[0].(*big.Int)
	c.consumer.Threshold = blsagg.Threshold{Num: num.Uint64(), Den: den.Uint64()}
	if err := c.consumer.Threshold.Validate(); err != nil {
		return nil, fmt.Errorf("consumer %s: %w", consumer, err)
	}
	if out, err = c.call(ctx, c.consumer.Registry, registryABI, "referenceWindow", nil); err != nil {
		return nil, err
	}
	c.consumer.Window = out[0].(*big.Int).Uint64()
	return c, nil
}

// Consumer is what NewChain read.
func (c *Chain) Consumer() Consumer { return c.consumer }

func (c *Chain) call(ctx context.Context, to common.Address, a abi.ABI, method string, block *big.Int, args ...any) ([]any, error) {
	data, err := a.Pack(method, args...)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", method, err)
	}
	ret, err := c.B.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, block)
	if err != nil {
		return nil, fmt.Errorf("call %s on %s: %w", method, to, reverts.Error(txmgr.WithRevert(err)))
	}
	out, err := a.Unpack(method, ret)
	if err != nil {
		return nil, fmt.Errorf("decode %s from %s: %w", method, to, err)
	}
	return out, nil
}

// Head is the latest block number.
func (c *Chain) Head(ctx context.Context) (uint64, error) {
	n, err := c.B.BlockNumber(ctx)
	if err != nil {
		return 0, fmt.Errorf("read block number: %w", err)
	}
	return n, nil
}

// IndexUsed reports whether the consumer has taken a transition index.
func (c *Chain) IndexUsed(ctx context.Context, index uint64) (bool, error) {
	out, err := c.call(ctx, c.consumer.Address, consumerABI, "indexUsed", nil, index)
	if err != nil {
		return false, err
	}
	return out[0].(bool), nil
}

// Slot reads one storage word of the consumer at the latest block.
func (c *Chain) Slot(ctx context.Context, slot inference.Hash) (inference.Hash, error) {
	raw, err := c.B.StorageAt(ctx, c.consumer.Address, common.Hash(slot), nil)
	if err != nil {
		return inference.Hash{}, fmt.Errorf("read slot %s: %w", slot, err)
	}
	var v inference.Hash
	copy(v[32-len(raw):], raw)
	return v, nil
}

// Landed is an Updated event of the consumer.
type Landed struct {
	Index  uint64
	Root   inference.Hash
	Tokens []int
	Tx     common.Hash
	Block  uint64
}

// FindLanded looks up the Updated event of an input (nil when none).
func (c *Chain) FindLanded(ctx context.Context, input inference.Hash) (*Landed, error) {
	logs, err := c.B.FilterLogs(ctx, ethereum.FilterQuery{
		Addresses: []common.Address{c.consumer.Address},
		Topics:    [][]common.Hash{{updatedID}, nil, {common.Hash(input)}},
	})
	if err != nil {
		return nil, fmt.Errorf("filter Updated logs: %w", err)
	}
	if len(logs) == 0 {
		return nil, nil
	}
	ev, err := decodeUpdated(logs[len(logs)-1])
	if err != nil {
		return nil, err
	}
	return &ev.Landed, nil
}

// OperatorAddresses lists the addresses of the operators in the set in
// force at block ref, in the set's order (OperatorSet).
func (c *Chain) OperatorAddresses(ctx context.Context, ref uint64) ([]common.Address, error) {
	qs, err := c.OperatorSet(ctx, ref)
	if err != nil {
		return nil, err
	}
	out := make([]common.Address, qs.Set.Len())
	for i := range out {
		out[i] = qs.Set.At(i).Address
	}
	return out, nil
}

// OperatorStakes are the operators of the set in force at block ref and
// their stakes there, as attest's auditor draw takes them.
func (c *Chain) OperatorStakes(ctx context.Context, ref uint64) ([]attest.Staked, error) {
	qs, err := c.OperatorSet(ctx, ref)
	if err != nil {
		return nil, err
	}
	out := make([]attest.Staked, qs.Set.Len())
	for i := range out {
		op := qs.Set.At(i)
		out[i] = attest.Staked{Address: op.Address, Stake: op.Stake}
	}
	return out, nil
}

// OperatorKeys are the G1 and G2 keys of a registered operator, from the
// operator set in force at block ref (ErrRegistration: not in it).
func (c *Chain) OperatorKeys(ctx context.Context, ref uint64, operator common.Address) (blsagg.G1, blsagg.G2, error) {
	qs, err := c.OperatorSet(ctx, ref)
	if err != nil {
		return blsagg.G1{}, blsagg.G2{}, err
	}
	for i := range qs.Set.Len() {
		if op := qs.Set.At(i); op.Address == operator {
			return op.PubG1, op.PubG2, nil
		}
	}
	return blsagg.G1{}, blsagg.G2{}, fmt.Errorf("%w: %s is not in the operator set of block %d", ErrRegistration, operator, ref)
}

// OperatorSet builds the operator set in force at block ref from the
// registry: the apk history entry (apkIndexAt, apkEntryAt), the operators
// registered up to ref (OperatorRegistered logs; keys and proofs of
// possession from their registration calls) with their stakes at ref
// (stakeAt). The set must add up to the entry's apk and total stake, or
// ErrSetMismatch.
func (c *Chain) OperatorSet(ctx context.Context, ref uint64) (*QuorumSet, error) {
	out, err := c.call(ctx, c.consumer.Registry, registryABI, "apkIndexAt", nil, uint32(ref))
	if err != nil {
		return nil, err
	}
	apkIndex := out[0].(uint32)
	c.mu.Lock()
	qs := c.sets[apkIndex]
	c.mu.Unlock()
	if qs != nil {
		return qs, nil
	}
	if out, err = c.call(ctx, c.consumer.Registry, registryABI, "apkEntryAt", nil, new(big.Int).SetUint64(uint64(apkIndex))); err != nil {
		return nil, err
	}
	apkWords := *abi.ConvertType(out[0], new(g1Point)).(*g1Point)
	entry := out[1].(*big.Int)
	var apk blsagg.G1
	apk.X.SetBigInt(apkWords.X)
	apk.Y.SetBigInt(apkWords.Y)

	ev := registryABI.Events["OperatorRegistered"]
	logs, err := c.B.FilterLogs(ctx, ethereum.FilterQuery{
		Addresses: []common.Address{c.consumer.Registry}, Topics: [][]common.Hash{{ev.ID}},
		ToBlock: new(big.Int).SetUint64(ref),
	})
	if err != nil {
		return nil, fmt.Errorf("filter OperatorRegistered logs: %w", err)
	}
	seen := map[blsagg.OperatorID]bool{}
	var regs []blsagg.Registration
	for _, l := range logs {
		if len(l.Topics) != 3 {
			continue
		}
		id := blsagg.OperatorID(l.Topics[2])
		if seen[id] {
			continue
		}
		seen[id] = true
		out, err := c.call(ctx, c.consumer.Registry, registryABI, "stakeAt", nil, [32]byte(id), uint32(ref))
		if err != nil {
			return nil, err
		}
		stake := out[0].(*big.Int)
		if stake.Sign() == 0 {
			continue
		}
		reg, err := c.registration(ctx, id, l)
		if err != nil {
			return nil, err
		}
		reg.Stake = stake
		regs = append(regs, reg)
	}
	stakes := make(map[blsagg.OperatorID]string, len(regs))
	for _, r := range regs {
		stakes[blsagg.IDOf(&r.PubG1)] = r.Stake.String()
	}
	c.mu.Lock()
	o := c.open
	c.mu.Unlock()
	if o != nil && o.apkIndex == apkIndex && o.entry.Cmp(entry) == 0 && maps.Equal(o.stakes, stakes) {
		// The same operators with the same stakes: the set (its proofs of
		// possession checked once) is the one built before.
		return o.qs, nil
	}
	set, err := blsagg.NewOperatorSet(blsagg.PoPContext{ChainID: c.consumer.ChainID, Registry: c.consumer.Registry}, regs)
	if err != nil {
		return nil, fmt.Errorf("operator set at block %d: %w", ref, err)
	}
	// The set must be exactly the registry's: same apk, same total stake.
	var sum bn254.G1Jac
	for i := range set.Len() {
		o := set.At(i)
		sum.AddMixed(&o.PubG1)
	}
	var sumA blsagg.G1
	sumA.FromJacobian(&sum)
	total := new(big.Int).And(new(big.Int).Rsh(entry, 64), new(big.Int).SetBytes(common.FromHex("0xffffffffffffffffffffffff")))
	if !sumA.Equal(&apk) || set.TotalStake().Cmp(total) != 0 {
		return nil, fmt.Errorf("%w: block %d, %d operators, stake %s against %s", ErrSetMismatch, ref, set.Len(), set.TotalStake(), total)
	}
	qs = &QuorumSet{Set: set, ApkIndex: apkIndex, Apk: apk, ApkEntry: entry}
	// An entry's apk and operators never change, but its word does (nextBlock
	// is written when the next entry is pushed): cache only closed entries.
	c.mu.Lock()
	if new(big.Int).And(new(big.Int).Rsh(entry, 32), big.NewInt(0xffffffff)).Sign() != 0 {
		c.sets[apkIndex] = qs
	} else {
		c.open = &openSet{apkIndex: apkIndex, entry: new(big.Int).Set(entry), stakes: stakes, qs: qs}
	}
	c.mu.Unlock()
	return qs, nil
}

// registration reads an operator's keys and proof of possession from the
// registerOperator call that emitted l.
func (c *Chain) registration(ctx context.Context, id blsagg.OperatorID, l types.Log) (blsagg.Registration, error) {
	c.mu.Lock()
	reg, ok := c.keys[id]
	c.mu.Unlock()
	if ok {
		return reg, nil
	}
	tx, _, err := c.B.TransactionByHash(ctx, l.TxHash)
	if err != nil {
		return reg, fmt.Errorf("%w %s: transaction %s: %v", ErrRegistration, id, l.TxHash, err)
	}
	m := registryABI.Methods["registerOperator"]
	data := tx.Data()
	var vals []any
	if len(data) >= 4 && [4]byte(data[:4]) == [4]byte(m.ID) {
		vals, err = m.Inputs.Unpack(data[4:])
	} else if rd, ok := eigen.RegistrarData(data); ok {
		// Operator-set mode: the keys came through the AllocationManager as
		// the registrar's data, abi.encode(pk1, pk2, pop).
		vals, err = registryABI.Methods["registerFromAVS"].Inputs[1:].Unpack(rd)
	} else {
		return reg, fmt.Errorf("%w %s: transaction %s is neither registerOperator nor AllocationManager.registerForOperatorSets", ErrRegistration, id, l.TxHash)
	}
	if err != nil || len(vals) != 3 {
		return reg, fmt.Errorf("%w %s: decode registerOperator: %v", ErrRegistration, id, err)
	}
	pk1, e1 := g1From(vals[0])
	pk2, e2 := g2From(vals[1])
	pop, e3 := g1From(vals[2])
	if err := errors.Join(e1, e2, e3); err != nil {
		return reg, fmt.Errorf("%w %s: %v", ErrRegistration, id, err)
	}
	if blsagg.IDOf(&pk1) != id {
		return reg, fmt.Errorf("%w %s: key in the call has another id", ErrRegistration, id)
	}
	reg = blsagg.Registration{Address: common.BytesToAddress(l.Topics[1][:]), PubG1: pk1, PubG2: pk2, PoP: pop}
	c.mu.Lock()
	c.keys[id] = reg
	c.mu.Unlock()
	return reg, nil
}

func g1From(v any) (blsagg.G1, error) {
	p, ok := abi.ConvertType(v, new(g1Point)).(*g1Point)
	if !ok || p.X == nil || p.Y == nil {
		return blsagg.G1{}, fmt.Errorf("unexpected G1 type %T", v)
	}
	var b [64]byte
	p.X.FillBytes(b[:32])
	p.Y.FillBytes(b[32:])
	return blsagg.ParseG1(b[:])
}

func g2From(v any) (blsagg.G2, error) {
	p, ok := abi.ConvertType(v, new(g2Point)).(*g2Point)
	if !ok || p.X[0] == nil || p.Y[1] == nil {
		return blsagg.G2{}, fmt.Errorf("unexpected G2 type %T", v)
	}
	var b [128]byte
	p.X[0].FillBytes(b[0:32])
	p.X[1].FillBytes(b[32:64])
	p.Y[0].FillBytes(b[64:96])
	p.Y[1].FillBytes(b[96:128])
	return blsagg.ParseG2(b[:])
}
