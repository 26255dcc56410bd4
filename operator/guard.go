package operator

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/attest"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// What the daemon checks on chain before it signs: the consumer is one the
// deployment's DisputeGame admitted with the operator's model, the result
// slot is still empty at the reference block (results are written once),
// and an epoch it attests into is on its chain, for an admitted consumer,
// at a reference block inside the registry's window.

var (
	gameABI     = bindings.NewDisputeGame()
	registryABI = bindings.NewOperatorRegistry()
)

// call runs a view call on the node at the head.
func (d *Daemon) call(ctx context.Context, to common.Address, data []byte) ([]byte, error) {
	ret, err := d.cfg.Chain.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
	if err != nil {
		return nil, fmt.Errorf("%w: call %s: %v", ErrChain, to, err)
	}
	return ret, nil
}

// checkAdmitted refuses a consumer unless game.admitted(consumer) is the
// executor's manifest. A positive answer is kept: admission is never
// withdrawn, nor the pinned manifest changed.
func (d *Daemon) checkAdmitted(ctx context.Context, consumer common.Address) error {
	d.mu.Lock()
	ok := d.consumers[consumer]
	d.mu.Unlock()
	if ok {
		return nil
	}
	ret, err := d.call(ctx, d.cfg.Game, gameABI.PackAdmitted(consumer))
	if err != nil {
		return err
	}
	m, err := gameABI.UnpackAdmitted(ret)
	if err != nil {
		return fmt.Errorf("%w: game %s admitted(%s): %v", ErrChain, d.cfg.Game, consumer, err)
	}
	switch {
	case m == [32]byte{}:
		return fmt.Errorf("%w: game %s did not admit consumer %s", ErrNotAdmitted, d.cfg.Game, consumer)
	case inference.Hash(m) != d.cfg.Executor.Manifest():
		return fmt.Errorf("%w: consumer %s was admitted with manifest %s, this operator runs %s", ErrNotAdmitted,
			consumer, inference.Hash(m), d.cfg.Executor.Manifest())
	}
	d.mu.Lock()
	d.consumers[consumer] = true
	d.mu.Unlock()
	d.log.Info("consumer admitted", "consumer", consumer, "game", d.cfg.Game)
	return nil
}

// slotAt reads a consumer's result slot (at block, or the head when nil).
func (d *Daemon) slotAt(ctx context.Context, consumer common.Address, slot inference.Hash, block *big.Int) (inference.Hash, error) {
	raw, err := d.cfg.Chain.StorageAt(ctx, consumer, common.Hash(slot), block)
	if err != nil {
		return inference.Hash{}, fmt.Errorf("%w: result slot of %s at block %v: %v", ErrChain, consumer, block, err)
	}
	var v inference.Hash
	copy(v[32-min(len(raw), 32):], raw)
	return v, nil
}

// checkSlot returns the result slot's value at the reference block, the
// transition's old value (every operator reads the same block, so honest
// ones sign the same transition). A slot written at that block or since
// is refused: ErrAlreadyLanded when it holds value, ErrSlotTaken
// otherwise (consumers write a result once: an overwrite never lands, and
// an operator never signs one).
func (d *Daemon) checkSlot(ctx context.Context, consumer common.Address, slot inference.Hash, ref uint64, value inference.Hash) (inference.Hash, error) {
	old, err := d.slotAt(ctx, consumer, slot, new(big.Int).SetUint64(ref))
	if err != nil {
		return old, err
	}
	head, err := d.slotAt(ctx, consumer, slot, nil)
	if err != nil {
		return old, err
	}
	for _, v := range []inference.Hash{head, old} {
		switch {
		case v == value:
			return old, fmt.Errorf("%w: slot %s", ErrAlreadyLanded, slot)
		case protocol.IsResult(v):
			return old, fmt.Errorf("%w: slot %s of %s holds %s", ErrSlotTaken, slot, consumer, v)
		}
	}
	return old, nil
}

// referenceWindow is the registry's reference window (the game's
// registry's referenceWindow()), read once.
func (d *Daemon) referenceWindow(ctx context.Context) (uint64, error) {
	d.mu.Lock()
	w := d.window
	d.mu.Unlock()
	if w != 0 {
		return w, nil
	}
	ret, err := d.call(ctx, d.cfg.Game, gameABI.PackRegistry())
	if err != nil {
		return 0, err
	}
	reg, err := gameABI.UnpackRegistry(ret)
	if err != nil {
		return 0, fmt.Errorf("%w: game %s registry(): %v", ErrChain, d.cfg.Game, err)
	}
	if ret, err = d.call(ctx, reg, registryABI.PackReferenceWindow()); err != nil {
		return 0, err
	}
	win, err := registryABI.UnpackReferenceWindow(ret)
	if err != nil || !win.IsUint64() || win.Sign() == 0 {
		return 0, fmt.Errorf("%w: registry %s referenceWindow(): %v %v", ErrChain, reg, win, err)
	}
	d.mu.Lock()
	d.window = win.Uint64()
	d.mu.Unlock()
	return win.Uint64(), nil
}

// checkAttestContext refuses an epoch context (what the aggregator's GET
// /v1/attest hands the attester) unless its chain is the node's, its
// manifest the executor's, its consumer admitted to the game, and its
// reference block one the node has seen, no more than the registry's
// reference window behind the head.
func (d *Daemon) checkAttestContext(ctx context.Context, c attest.Context) error {
	if _, err := d.checkChainManifest(ctx, "epoch", c.ChainID, inference.Hash(c.Manifest)); err != nil {
		return err
	}
	if err := d.checkAdmitted(ctx, c.Consumer); err != nil {
		return err
	}
	return d.checkEpochReference(ctx, c.ReferenceBlock)
}

// checkEpochReference refuses an epoch's reference block unless the node
// has seen it and it is no more than the registry's reference window behind
// the head (ErrBadReference): what an operator attests under and what it
// co-signs an epoch at (EpochRegistry.commitEpoch checks the quorum there).
func (d *Daemon) checkEpochReference(ctx context.Context, referenceBlock uint32) error {
	head, err := d.cfg.Chain.BlockNumber(ctx)
	if err != nil {
		return fmt.Errorf("%w: block number: %v", ErrChain, err)
	}
	win, err := d.referenceWindow(ctx)
	if err != nil {
		return err
	}
	ref := uint64(referenceBlock)
	switch {
	case ref == 0 || ref > head:
		return fmt.Errorf("%w: epoch reference block %d, head %d", ErrBadReference, ref, head)
	case head-ref > win:
		return fmt.Errorf("%w: epoch reference block %d is more than %d blocks behind the head %d", ErrBadReference, ref, win, head)
	}
	return nil
}
