package delivery

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"time"

	"github.com/deepcall/deepcall/bisection"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/answers"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/reverts"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/internal/ethcall"
	"github.com/deepcall/deepcall/txmgr"
)

// Sender sends a transaction and waits for its receipt (txmgr.Manager).
type Sender interface {
	Send(ctx context.Context, c txmgr.Candidate) (*types.Receipt, error)
}

// SubmitFunc hands a requested task to the aggregator. It is called again
// for the same input after a restart: it must take a task it has as done.
type SubmitFunc func(ctx context.Context, input inference.Hash, prompt []int, n int) error

// Config configures a Service.
type Config struct {
	Backend  answers.Backend
	Sender   Sender
	Relay    common.Address
	Consumer common.Address
	Submit   SubmitFunc
	// FromBlock is where the scan for requests starts (the relay's
	// deployment block; 0 scans from genesis).
	FromBlock uint64
	// LookBack bounds how many blocks before a request its prompt's
	// LLMConsumer.Requested event may lie (it paid an open task someone
	// requested earlier): the market's SLA plus its grace (default 1024).
	LookBack  uint64
	PollEvery time.Duration // default 1 s
	Logger    *slog.Logger
}

// Service watches the relay's requests and acts on them (Next).
type Service struct {
	cfg       Config
	log       *slog.Logger
	next      uint64 // the first block not scanned yet
	open      map[uint64]Request
	submitted map[inference.Hash]bool
}

var relayABI = bindings.NewDeepcallRelay()

// New makes a Service; Run runs it.
func New(cfg Config) (*Service, error) {
	if cfg.Backend == nil || cfg.Sender == nil || cfg.Submit == nil || cfg.Relay == (common.Address{}) {
		return nil, errors.New("delivery: Backend, Sender, Submit and Relay are required")
	}
	if cfg.LookBack == 0 {
		cfg.LookBack = 1024
	}
	if cfg.PollEvery <= 0 {
		cfg.PollEvery = time.Second
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	return &Service{cfg: cfg, log: cfg.Logger, next: cfg.FromBlock, open: map[uint64]Request{},
		submitted: map[inference.Hash]bool{}}, nil
}

// Run polls until ctx ends. A failed poll is logged and retried: the chain
// holds every request's state, so nothing is lost.
func (s *Service) Run(ctx context.Context) error {
	t := time.NewTicker(s.cfg.PollEvery)
	defer t.Stop()
	for {
		if err := s.Poll(ctx); err != nil && ctx.Err() == nil {
			s.log.Warn("delivery poll", "err", err)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
		}
	}
}

// Poll scans new requests, then acts on every open one once.
func (s *Service) Poll(ctx context.Context) error {
	head, err := s.cfg.Backend.BlockNumber(ctx)
	if err != nil {
		return fmt.Errorf("delivery: head block: %w", err)
	}
	if err := s.scan(ctx, head); err != nil {
		return err
	}
	var errs []error
	for id, r := range s.open {
		if err := s.step(ctx, r); err != nil {
			errs = append(errs, fmt.Errorf("request %d: %w", id, err))
		}
	}
	return errors.Join(errs...)
}

// scan adds the relay's requests of blocks next … head to the open set.
func (s *Service) scan(ctx context.Context, head uint64) error {
	if head < s.next {
		return nil
	}
	logs, err := s.cfg.Backend.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(s.next), ToBlock: new(big.Int).SetUint64(head),
		Addresses: []common.Address{s.cfg.Relay},
		Topics:    [][]common.Hash{{relayABI.GetABI().Events["Requested"].ID}},
	})
	if err != nil {
		return fmt.Errorf("delivery: relay requests of blocks %d-%d: %w", s.next, head, err)
	}
	for i := range logs {
		e, err := relayABI.UnpackRequestedEvent(&logs[i])
		if err != nil || !e.RequestId.IsUint64() {
			s.log.Warn("undecodable relay request", "tx", logs[i].TxHash, "err", err)
			continue
		}
		s.open[e.RequestId.Uint64()] = Request{ID: e.RequestId.Uint64(), Input: e.Input, ExpiresAt: e.ExpiresAt,
			Block: logs[i].BlockNumber}
	}
	s.next = head + 1
	return nil
}

// step reads one request's state and does what Next says.
func (s *Service) step(ctx context.Context, r Request) error {
	id := new(big.Int).SetUint64(r.ID)
	req, err := ethcall.View(ctx, s.cfg.Backend, s.cfg.Relay, nil, relayABI.PackRequestOf(id), relayABI.UnpackRequestOf)
	if err != nil {
		return fmt.Errorf("read the request: %w", err)
	}
	if req.App == (common.Address{}) { // delivered or failed, by us or anyone
		delete(s.open, r.ID)
		return nil
	}
	a, err := answers.Read(ctx, s.cfg.Backend, s.cfg.Consumer, r.Input)
	if err != nil {
		return err
	}
	switch act := Next(r, a, s.submitted[r.Input]); act {
	case Submit:
		prompt, n, err := s.prompt(ctx, r)
		if err != nil {
			return err
		}
		if err := s.cfg.Submit(ctx, r.Input, prompt, n); err != nil {
			return fmt.Errorf("submit the task: %w", err)
		}
		s.submitted[r.Input] = true
		s.log.Info("relay request submitted", "request", r.ID, "input", common.Hash(r.Input), "n", n)
	case Deliver:
		return s.send(ctx, r, act, relayABI.PackDeliver(id, a.Root, bisection.BigInts(a.Tokens)))
	case Fail:
		return s.send(ctx, r, act, relayABI.PackFail(id))
	}
	return nil
}

// send delivers or fails r; a request someone else ended first is dropped.
func (s *Service) send(ctx context.Context, r Request, act Action, data []byte) error {
	rc, err := s.cfg.Sender.Send(ctx, txmgr.Call(fmt.Sprintf("DeepcallRelay.%s(%d)", act, r.ID), s.cfg.Relay, data, nil))
	if reverts.Is[*bindings.DeepcallRelayUnknownRequest](err) {
		delete(s.open, r.ID)
		return nil
	}
	if err != nil {
		return err
	}
	delete(s.open, r.ID)
	s.log.Info("relay request "+act.String()+"ed", "request", r.ID, "input", common.Hash(r.Input), "gas", rc.GasUsed,
		"tx", rc.TxHash)
	return nil
}

// prompt finds the prompt and n of r's input in LLMConsumer's Requested
// event, within LookBack blocks before the request.
func (s *Service) prompt(ctx context.Context, r Request) ([]int, int, error) {
	from := r.Block - min(r.Block, s.cfg.LookBack)
	return answers.Prompt(ctx, s.cfg.Backend, s.cfg.Consumer, r.Input, from, new(big.Int).SetUint64(r.Block))
}
