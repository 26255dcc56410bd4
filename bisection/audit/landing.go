package audit

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/eigen"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// Updated is one landed result (LLMConsumer's Updated event).
type Updated struct {
	Index  uint64
	Input  inference.Hash
	Root   inference.Hash
	Tokens []int
	Tx     common.Hash
	Block  uint64
}

// Updates lists the results landed on consumer in blocks from … to.
func Updates(ctx context.Context, b Backend, consumer common.Address, from, to uint64) ([]Updated, error) {
	ev := consumerABI.GetABI().Events["Updated"]
	logs, err := b.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to),
		Addresses: []common.Address{consumer}, Topics: [][]common.Hash{{ev.ID}},
	})
	if err != nil {
		return nil, fmt.Errorf("read Updated events: %w", err)
	}
	return decodeUpdated(logs)
}

// decodeUpdated decodes Updated events.
func decodeUpdated(logs []types.Log) ([]Updated, error) {
	var out []Updated
	for i := range logs {
		u, err := consumerABI.UnpackUpdatedEvent(&logs[i])
		if err != nil {
			return nil, fmt.Errorf("decode Updated event: %w", err)
		}
		// the event packs each token id as a big-endian uint32
		if len(u.Tokens)%4 != 0 {
			return nil, fmt.Errorf("decode Updated event: %d token bytes, not a multiple of 4", len(u.Tokens))
		}
		toks := make([]int, len(u.Tokens)/4)
		for j := range toks {
			toks[j] = int(binary.BigEndian.Uint32(u.Tokens[4*j:]))
		}
		out = append(out, Updated{Index: u.Index, Input: u.InputHash, Root: u.Root, Tokens: toks, Tx: logs[i].TxHash, Block: logs[i].BlockNumber})
	}
	return out, nil
}

// Landing is what a verifyAndUpdate transaction carried for one result.
type Landing struct {
	Transition bindings.Transition
	Sig        bindings.QuorumSignature
	Root       inference.Hash
	Tokens     []*big.Int
	// Batch is where the transition sits in the batch its signature covers
	// (zero for a single landing), as DisputeGame.resolve takes it.
	Batch BatchRef
	// Shards are a sharded landing's per-shard aggregates
	// (verifyAndUpdateSharded; Sig is then unused): it is challenged shard
	// by shard (shard.go).
	Shards []bindings.ShardSignature
	// Committee is a committee landing's signature
	// (verifyAndUpdateCommittee; Sig is then unused) and Members the drawn
	// committee it named: its signers alone answer for it (committee.go).
	Committee *bindings.CommitteeSignature
	Members   [][32]byte
}

// BatchRef locates a transition digest in a signed batch: the batch's
// size, the position and the Merkle siblings (protocol.BatchProof). Count 0
// is a single landing, whose signature is over the transition digest.
type BatchRef struct {
	Count    uint64
	Position uint64
	Siblings [][32]byte
}

// ErrNotALanding: the transaction makes no verifyAndUpdate call to the
// consumer (or none this backend can trace), or none that lands the result
// asked for.
var ErrNotALanding = errors.New("transaction is not a verifyAndUpdate call")

// ErrOtherManifest: the result was landed for another model than the one
// this engine runs, so its recomputation says nothing about it.
var ErrOtherManifest = errors.New("result landed for a manifest this engine does not serve")

// LandingOf decodes the landing call of a result's transaction on consumer:
// the transition and the signature (quorum, shards' or committee's)
// resolve needs. For a verifyAndUpdateBatch call it picks the item of input
// (and index), decodes its tokens from the batch's token blob, and computes
// its batch proof from the digests of every item. A transaction sent to
// another contract (a relay around verifyAndUpdate*) is read from its calls
// to the consumer (relayedLandings: a node's call trace).
func LandingOf(ctx context.Context, b Backend, consumer common.Address, tx common.Hash, input inference.Hash, index uint64) (*Landing, error) {
	t, _, err := b.TransactionByHash(ctx, tx)
	if err != nil {
		return nil, fmt.Errorf("read transaction %s: %w", tx, err)
	}
	if to := t.To(); to != nil && *to == consumer {
		return landingIn(t.Data(), tx, input, index)
	}
	calls, err := relayedLandings(ctx, b, consumer, tx)
	if err != nil {
		return nil, err
	}
	err = fmt.Errorf("%w: %s calls consumer %s with no landing of %s", ErrNotALanding, tx, consumer, input)
	for _, data := range calls {
		l, lerr := landingIn(data, tx, input, index)
		if lerr == nil {
			return l, nil
		}
		err = lerr
	}
	return nil, err
}

// landingIn decodes one call to the consumer (its calldata) as LandingOf
// describes.
func landingIn(data []byte, tx common.Hash, input inference.Hash, index uint64) (*Landing, error) {
	if m, ok := consumerABI.GetABI().Methods["verifyAndUpdateBatch"]; ok && len(data) >= 4 && slices.Equal(data[:4], m.ID) {
		return batchLanding(data[4:], m.Inputs, tx, input, index)
	}
	if m, ok := consumerABI.GetABI().Methods["verifyAndUpdateSharded"]; ok && len(data) >= 4 && slices.Equal(data[:4], m.ID) {
		return shardedLanding(data[4:], m.Inputs, tx, input, index)
	}
	if m, ok := consumerABI.GetABI().Methods["verifyAndUpdateCommittee"]; ok && len(data) >= 4 && slices.Equal(data[:4], m.ID) {
		return committeeLanding(data[4:], m.Inputs, tx, input, index)
	}
	var err error
	var args []any
	// verifyAndUpdate(t, sig, root, tokens), or the same with the aggregator's
	// hash hints after them: the first four arguments are the landing
	for _, name := range []string{"verifyAndUpdate0", "verifyAndUpdateHinted"} {
		m, ok := consumerABI.GetABI().Methods[name]
		if !ok || len(data) < 4 || !slices.Equal(data[:4], m.ID) {
			continue
		}
		if args, err = m.Inputs.Unpack(data[4:]); err != nil || len(args) < 4 {
			return nil, fmt.Errorf("%w: %s: %v", ErrNotALanding, tx, err)
		}
	}
	if len(args) < 4 {
		return nil, fmt.Errorf("%w: %s", ErrNotALanding, tx)
	}
	l := &Landing{
		Transition: *abi.ConvertType(args[0], new(bindings.Transition)).(*bindings.Transition),
		Sig:        *abi.ConvertType(args[1], new(bindings.QuorumSignature)).(*bindings.QuorumSignature),
		Root:       args[2].([32]byte),
		Tokens:     args[3].([]*big.Int),
	}
	if l.Transition.Input != input || l.Transition.Index != index {
		return nil, fmt.Errorf("%w: %s lands no transition %d of %s", ErrNotALanding, tx, index, input)
	}
	return l, nil
}

// batchLanding is LandingOf for verifyAndUpdateBatch(ts, roots, tokens, sig, hints).
func batchLanding(data []byte, in abi.Arguments, tx common.Hash, input inference.Hash, index uint64) (*Landing, error) {
	args, err := in.Unpack(data)
	if err != nil || len(args) != 5 {
		return nil, fmt.Errorf("%w: %s: %v", ErrNotALanding, tx, err)
	}
	ts := *abi.ConvertType(args[0], new([]bindings.Transition)).(*[]bindings.Transition)
	roots := args[1].([][32]byte)
	answers, err := protocol.DecodeBatchTokens(args[2].([]byte), len(ts))
	if err != nil || len(roots) != len(ts) {
		return nil, fmt.Errorf("%w: %s: %d transitions, %d roots: %v", ErrNotALanding, tx, len(ts), len(roots), err)
	}
	digests := make([][32]byte, len(ts))
	pick := -1
	for i, t := range ts {
		pt := protocolTransition(t)
		digests[i] = pt.Digest()
		if pick < 0 && t.Input == input && t.Index == index {
			pick = i
		}
	}
	if pick < 0 {
		return nil, fmt.Errorf("%w: %s carries no transition %d of %s", ErrNotALanding, tx, index, input)
	}
	sib, err := protocol.BatchProof(digests, pick)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrNotALanding, tx, err)
	}
	l := &Landing{
		Transition: ts[pick],
		Sig:        *abi.ConvertType(args[3], new(bindings.QuorumSignature)).(*bindings.QuorumSignature),
		Root:       roots[pick],
		Tokens:     BigInts(answers[pick]),
		Batch:      BatchRef{Count: uint64(len(ts)), Position: uint64(pick), Siblings: sib},
	}
	return l, nil
}

// protocolTransition is a bindings.Transition as package protocol has it.
func protocolTransition(t bindings.Transition) protocol.Transition {
	return protocol.Transition{ChainID: t.ChainId.Uint64(), Consumer: t.Consumer, Index: t.Index, Manifest: t.Manifest,
		Input: t.Input, Slot: t.Slot, Old: t.OldValue, New: t.NewValue, ReferenceBlock: uint64(t.ReferenceBlock)}
}

// BigInts converts token ids as the bindings take them.
func BigInts(v []int) []*big.Int {
	out := make([]*big.Int, len(v))
	for i, x := range v {
		out[i] = big.NewInt(int64(x))
	}
	return out
}

// Signatory is the signatory the landing's record names
// (protocol.QuorumSignatory of its non-signers, protocol.ShardSignatory of
// its shards' signers and boundaries, or protocol.CommitteeSignatory of a
// committee's signers): what DisputeGame.open binds.
func (l *Landing) Signatory() [32]byte {
	ref := l.Transition.ReferenceBlock
	if len(l.Shards) > 0 {
		return protocol.ShardSignatory(ref, protocol.ShardsRecord(l.ShardIDs(), l.Bounds()))
	}
	if l.Committee != nil {
		return protocol.CommitteeSignatory(ref, l.CommitteeIDs())
	}
	return protocol.QuorumSignatory(ref, KeyIDs(l.Sig.NonSignerKeys))
}

// ShardIDs are a sharded landing's signers, shard by shard (ascending ids,
// as each shard's signature lists its keys).
func (l *Landing) ShardIDs() [][][32]byte {
	ids := make([][][32]byte, len(l.Shards))
	for s, sig := range l.Shards {
		ids[s] = KeyIDs(sig.SignerKeys)
	}
	return ids
}

// Bounds are a sharded landing's (in, out) boundary commitments, shard by
// shard.
func (l *Landing) Bounds() [][2][32]byte {
	b := make([][2][32]byte, len(l.Shards))
	for s, sig := range l.Shards {
		b[s] = [2][32]byte{sig.InBoundary, sig.OutBoundary}
	}
	return b
}

// KeyIDs are the operator ids of keys, in their order.
func KeyIDs(keys []bindings.G1Point) [][32]byte {
	ids := make([][32]byte, len(keys))
	for i, k := range keys {
		ids[i] = keyID(k)
	}
	return ids
}

// SignerIDs are the ids of the operators that signed sig at its reference
// block: every operator registered then (from the registry's
// OperatorRegistered events and the keys in their registration calls) but
// the non-signers, ascending, as a quorum liability proof wants them.
func SignerIDs(ctx context.Context, b Backend, registry common.Address, sig bindings.QuorumSignature, ref uint32) ([][32]byte, error) {
	non := map[common.Hash]bool{}
	for _, k := range sig.NonSignerKeys {
		non[keyID(k)] = true
	}
	keys, err := RegisteredKeys(ctx, b, registry, ref, non)
	return KeyIDs(keys), err
}

// RegisteredKeys are the G1 keys of every operator registered at block ref
// but those in skip, ascending by id: from the registry's
// OperatorRegistered events and the keys in their registration calls.
func RegisteredKeys(ctx context.Context, b Backend, registry common.Address, ref uint32, skip map[common.Hash]bool) ([]bindings.G1Point, error) {
	ev := registryABI.GetABI().Events["OperatorRegistered"]
	logs, err := b.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: big.NewInt(0), ToBlock: new(big.Int).SetUint64(uint64(ref)),
		Addresses: []common.Address{registry}, Topics: [][]common.Hash{{ev.ID}},
	})
	if err != nil {
		return nil, fmt.Errorf("read OperatorRegistered events: %w", err)
	}
	reg := registryABI.GetABI().Methods["registerOperator"]
	seen := map[common.Hash]bindings.G1Point{}
	for _, lg := range logs {
		id := lg.Topics[2]
		if skip[id] {
			continue
		}
		if _, ok := seen[id]; ok {
			continue
		}
		// registered at the reference block?
		out, err := b.CallContract(ctx, ethereum.CallMsg{To: &registry, Data: registryABI.PackStakeAt(id, ref)}, nil)
		if err != nil {
			return nil, fmt.Errorf("stake of %s: %w", id, err)
		}
		stake, err := registryABI.UnpackStakeAt(out)
		if err != nil {
			return nil, err
		}
		if stake.Sign() == 0 {
			continue
		}
		tx, _, err := b.TransactionByHash(ctx, lg.TxHash)
		if err != nil {
			return nil, fmt.Errorf("registration %s: %w", lg.TxHash, err)
		}
		data := tx.Data()
		var args []any
		if len(data) >= 4 && slices.Equal(data[:4], reg.ID) {
			args, err = reg.Inputs.Unpack(data[4:])
		} else if rd, ok := eigen.RegistrarData(data); ok {
			// Operator-set mode: the keys came through the AllocationManager
			// as the registrar's data, abi.encode(pk1, pk2, pop).
			args, err = registryABI.GetABI().Methods["registerFromAVS"].Inputs[1:].Unpack(rd)
		} else {
			return nil, fmt.Errorf("registration %s is neither registerOperator nor AllocationManager.registerForOperatorSets", lg.TxHash)
		}
		if err != nil {
			return nil, fmt.Errorf("decode registration %s: %w", lg.TxHash, err)
		}
		pk := *abi.ConvertType(args[0], new(bindings.G1Point)).(*bindings.G1Point)
		if keyID(pk) != id {
			return nil, fmt.Errorf("registration %s: key does not hash to %s", lg.TxHash, id)
		}
		seen[id] = pk
	}
	ids := make([]common.Hash, 0, len(seen))
	for id := range seen {
		ids = append(ids, id)
	}
	slices.SortFunc(ids, func(a, b common.Hash) int { return a.Cmp(b) })
	keys := make([]bindings.G1Point, len(ids))
	for i, id := range ids {
		keys[i] = seen[id]
	}
	return keys, nil
}

// keyID is the operator id keccak256(X ‖ Y).
func keyID(p bindings.G1Point) common.Hash {
	return common.Hash(blsagg.IDOfWords(p.X, p.Y))
}
