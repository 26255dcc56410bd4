package aggregator

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/attest"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/reverts"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/reqauth"
	"github.com/deepcall/deepcall/txmgr"
)

// EpochConfig configures the aggregator's attestation mode (attest/SPEC.md).
type EpochConfig struct {
	Backend  Backend
	Chain    *Chain         // the LLMConsumer's chain reader: chain id, threshold, operator sets
	Registry common.Address // EpochRegistry
	Consumer common.Address // AttestationConsumer: the leaves are its transitions
	// Key is the aggregator's key: it signs the requests to the operators
	// and sends commitEpoch.
	Key *ecdsa.PrivateKey
	// Sender sends from Key: the process's one Manager for it, shared with
	// the landings (nil: one of the epochs' own).
	Sender    *txmgr.Manager
	Operators []string      // operator API base URLs, asked to co-sign each epoch
	Period    time.Duration // seal an epoch this often (default 10s)
	// Keep is how many sealed epochs are kept for auditors (default 16).
	Keep       int
	HTTPClient *http.Client
	// CallerKey signs the POST /v1/epochs/sign requests to the operators
	// (package reqauth): its address must be among the daemons' callers.
	// Default: Key.
	CallerKey *ecdsa.PrivateKey
	Logger    *slog.Logger
}

// Epochs is the attestation intake mounted on the aggregator's API: every
// Period the open epoch is sealed, folded into its root and books, co-signed
// by the operators over attest.EpochDigest at the stake threshold and
// committed on EpochRegistry in one transaction. Sealed epochs are kept for
// auditors (their bodies and attestations: GET /v1/attest/epochs/{n}).
type Epochs struct {
	cfg    EpochConfig
	log    *slog.Logger
	intake *attest.Intake

	mu     sync.Mutex
	sealed map[uint64]*CommittedEpoch
	next   uint64 // the next epoch number on chain
	// pending is a sealed epoch whose commit failed: it is committed again
	// before the next seal, since epochs land in order.
	pending *attest.Sealed
}

// CommittedEpoch is a sealed epoch and what committing it cost.
type CommittedEpoch struct {
	*attest.Sealed
	Root    [32]byte
	Books   [32]byte
	Tx      common.Hash
	GasUsed uint64
}

// Epoch service errors.
var (
	ErrEpochQuorum = errors.New("aggregator: the operators' epoch signatures do not reach the threshold")
)

var erABI = epochABI

// NewEpochs reads the registry's next epoch and the operator set, and opens
// the intake at the next epoch with the head's parent as reference block.
func NewEpochs(ctx context.Context, cfg EpochConfig) (*Epochs, error) {
	if cfg.Period <= 0 {
		cfg.Period = 10 * time.Second
	}
	if cfg.Keep <= 0 {
		cfg.Keep = 16
	}
	caller := cfg.CallerKey
	if caller == nil {
		caller = cfg.Key
	}
	cfg.HTTPClient = reqauth.Client(cfg.HTTPClient, caller)
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Sender == nil {
		cfg.Sender = txmgr.New(txmgr.Config{Backend: cfg.Backend, Key: cfg.Key, ChainID: new(big.Int).SetUint64(cfg.Chain.Consumer().ChainID),
			Log: cfg.Logger})
	} else if cfg.Sender.From() != crypto.PubkeyToAddress(cfg.Key.PublicKey) {
		return nil, fmt.Errorf("aggregator: the epochs' Sender sends from %s, not from Key", cfg.Sender.From())
	}
	e := &Epochs{cfg: cfg, log: cfg.Logger, sealed: map[uint64]*CommittedEpoch{}}
	out, err := cfg.Chain.call(ctx, cfg.Registry, erABI, "nextEpoch", nil)
	if err != nil {
		return nil, fmt.Errorf("read EpochRegistry.nextEpoch: %w", err)
	}
	e.next = out[0].(uint64)
	ref, keys, err := e.reference(ctx)
	if err != nil {
		return nil, err
	}
	c := cfg.Chain.Consumer()
	actx := attest.Context{ChainID: c.ChainID, Consumer: cfg.Consumer, Manifest: c.Manifest, ReferenceBlock: ref}
	if e.intake, err = attest.NewIntake(keys, actx, e.next, true, cfg.Logger); err != nil {
		return nil, err
	}
	return e, nil
}

// reference is the head's parent and the operators' G2 keys by address there.
func (e *Epochs) reference(ctx context.Context) (uint32, map[common.Address]*blsagg.G2, error) {
	head, err := e.cfg.Chain.Head(ctx)
	if err != nil {
		return 0, nil, err
	}
	if head == 0 {
		return 0, nil, errors.New("aggregator: no past block to reference")
	}
	qs, err := e.cfg.Chain.OperatorSet(ctx, head-1)
	if err != nil {
		return 0, nil, err
	}
	keys := map[common.Address]*blsagg.G2{}
	for i := range qs.Set.Len() {
		r := qs.Set.At(i)
		pk := r.PubG2
		keys[common.Address(r.Address)] = &pk
	}
	return uint32(head - 1), keys, nil
}

// Intake is the attestation intake (POST and GET /v1/attest).
func (e *Epochs) Intake() *attest.Intake { return e.intake }

// Run seals and commits an epoch every Period until ctx ends (one caller:
// SealAndCommit is not for concurrent use).
func (e *Epochs) Run(ctx context.Context) error {
	t := time.NewTicker(e.cfg.Period)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
		}
		if _, err := e.SealAndCommit(ctx); err != nil {
			e.log.Error("epoch not committed", "err", err)
		}
	}
}

// SealAndCommit seals the open epoch (if it holds attestations) and commits
// it; it returns the committed epoch, nil if there was nothing to seal. An
// epoch whose commit failed is committed first (and the open one stays
// open): epochs land in order.
func (e *Epochs) SealAndCommit(ctx context.Context) (*CommittedEpoch, error) {
	s := e.pending
	if s == nil {
		ref, _, err := e.reference(ctx)
		if err != nil {
			return nil, err
		}
		if e.intake.Refresh(ref) {
			return nil, nil // nothing to seal; the open epoch now references a recent block
		}
		s = e.intake.Seal(ref)
	}
	ce, err := e.commit(ctx, s)
	if err != nil {
		e.pending = s
		return nil, fmt.Errorf("epoch %d (%d attestations): %w", s.Epoch, len(s.Leaves), err)
	}
	e.pending = nil
	e.mu.Lock()
	e.sealed[s.Epoch] = ce
	if s.Epoch >= uint64(e.cfg.Keep) {
		delete(e.sealed, s.Epoch-uint64(e.cfg.Keep))
	}
	e.next = s.Epoch + 1
	e.mu.Unlock()
	e.log.Info("epoch committed", "epoch", s.Epoch, "attestations", len(s.Leaves), "bodies", len(s.Bodies), "gas", ce.GasUsed, "tx", ce.Tx)
	return ce, nil
}

func (e *Epochs) commit(ctx context.Context, s *attest.Sealed) (*CommittedEpoch, error) {
	root, err := attest.Root(s.Leaves)
	if err != nil {
		return nil, err
	}
	ops, counts := attest.Tally(s.Atts)
	books := attest.Books(ops, counts)
	c := e.cfg.Chain.Consumer()
	count := uint64(len(s.Leaves))
	// the leaves were folded under the epoch's context, so they name its
	// reference block; the quorum signs that same block and commitEpoch
	// lands it (AttestationConsumer refuses a leaf naming any other)
	ref := s.Context.ReferenceBlock
	digest := attest.EpochDigest(c.ChainID, e.cfg.Registry, s.Epoch, root, count, books, ref)
	qs, err := e.cfg.Chain.OperatorSet(ctx, uint64(ref))
	if err != nil {
		return nil, err
	}
	agg, err := blsagg.NewAggregator(qs.Set, digest, c.Threshold)
	if err != nil {
		return nil, err
	}
	req := operator.EpochSign{ChainID: c.ChainID, Registry: e.cfg.Registry, Epoch: s.Epoch, Root: root, Count: count, Operators: ops, Counts: counts,
		ReferenceBlock: ref}
	for _, url := range e.cfg.Operators {
		sig, err := e.askSign(ctx, url, req)
		if err != nil {
			e.log.Warn("epoch signature refused", "operator", url, "epoch", s.Epoch, "err", err)
			continue
		}
		if err := agg.Add(*sig); err != nil {
			e.log.Warn("epoch signature rejected", "operator", url, "epoch", s.Epoch, "err", err)
		}
	}
	a, err := agg.Aggregate()
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrEpochQuorum, err)
	}
	data, err := EpochCommitCalldata(s.Epoch, root, count, books, ref, a, qs)
	if err != nil {
		return nil, err
	}
	r, err := e.send(ctx, data)
	if err != nil {
		return nil, err
	}
	return &CommittedEpoch{Sealed: s, Root: root, Books: books, Tx: r.TxHash, GasUsed: r.GasUsed}, nil
}

func (e *Epochs) askSign(ctx context.Context, url string, req operator.EpochSign) (*blsagg.Attestation, error) {
	body, _ := json.Marshal(req)
	hr, err := http.NewRequestWithContext(ctx, http.MethodPost, url+"/v1/epochs/sign", bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	hr.Header.Set("Content-Type", "application/json")
	resp, err := e.cfg.HTTPClient.Do(hr)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		msg, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
		return nil, fmt.Errorf("%s: %s", resp.Status, bytes.TrimSpace(msg))
	}
	var w operator.EpochSignature
	if err := json.NewDecoder(io.LimitReader(resp.Body, 1<<16)).Decode(&w); err != nil {
		return nil, err
	}
	pk, err := blsagg.ParseG1(w.PubG1)
	if err != nil {
		return nil, err
	}
	sig, err := blsagg.ParseG1(w.Sig)
	if err != nil {
		return nil, err
	}
	d := attest.EpochDigest(req.ChainID, req.Registry, req.Epoch, req.Root, req.Count, attest.Books(req.Operators, req.Counts), req.ReferenceBlock)
	return &blsagg.Attestation{Operator: blsagg.IDOf(&pk), Digest: d, Sig: sig}, nil
}

// send sends commitEpoch from the aggregator's key and waits for its receipt.
func (e *Epochs) send(ctx context.Context, data []byte) (*types.Receipt, error) {
	r, err := e.cfg.Sender.Send(ctx, txmgr.Call("commitEpoch", e.cfg.Registry, data, nil))
	if err != nil {
		return nil, reverts.Error(err)
	}
	return r, nil
}

// Committed is a kept committed epoch (nil if unknown or forgotten).
func (e *Epochs) Committed(epoch uint64) *CommittedEpoch {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.sealed[epoch]
}

// Handler serves the intake and the kept epochs:
//
//	GET  /v1/attest               the open epoch and its context (attest.OpenEpoch)
//	POST /v1/attest               a body of attestations (attest.EncodeBody)
//	GET  /v1/attest/epochs/{n}    a kept committed epoch: its attestations and bodies, for auditors
func (e *Epochs) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/v1/attest", e.intake)
	mux.HandleFunc("GET /v1/attest/epochs/{n}", func(w http.ResponseWriter, r *http.Request) {
		var n uint64
		if _, err := fmt.Sscan(r.PathValue("n"), &n); err != nil {
			writeErr(w, errors.Join(ErrBadRequest, err))
			return
		}
		ce := e.Committed(n)
		if ce == nil {
			writeErr(w, fmt.Errorf("%w: epoch %d", ErrNotFound, n))
			return
		}
		writeJSON(w, http.StatusOK, ce.wire())
	})
	return mux
}

type epochWire struct {
	Epoch          uint64               `json:"epoch"`
	ReferenceBlock uint32               `json:"reference_block"`
	Root           common.Hash          `json:"root"`
	Books          common.Hash          `json:"books"`
	Tx             common.Hash          `json:"tx"`
	Attestations   []attestationWire    `json:"attestations"`
	Bodies         []epochBodyWireEntry `json:"bodies"`
}

type attestationWire struct {
	Input     common.Hash    `json:"input"`
	Output    common.Hash    `json:"output"`
	Operator  common.Address `json:"operator"`
	Hardware  common.Hash    `json:"hardware"`
	Timestamp uint64         `json:"timestamp"`
}

type epochBodyWireEntry struct {
	Operator common.Address `json:"operator"`
	Sig      []byte         `json:"sig"`
	Start    int            `json:"start"`
	N        int            `json:"n"`
}

func (ce *CommittedEpoch) wire() epochWire {
	w := epochWire{Epoch: ce.Epoch, ReferenceBlock: ce.Context.ReferenceBlock, Root: ce.Root, Books: ce.Books, Tx: ce.Tx}
	for _, a := range ce.Atts {
		w.Attestations = append(w.Attestations, attestationWire{a.Input, a.Output, a.Operator, a.Hardware, a.Timestamp})
	}
	for _, b := range ce.Bodies {
		s := blsagg.MarshalG1(&b.Sig)
		w.Bodies = append(w.Bodies, epochBodyWireEntry{b.Operator, s[:], b.Start, b.N})
	}
	return w
}
