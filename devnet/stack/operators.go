package stack

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/aggregator"
	"github.com/deepcall/deepcall/bisection/audit"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/economy"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/operator"
)

// Operators runs one operator daemon per devnet operator.
type Operators struct {
	log       *slog.Logger
	faults    map[int]operator.Fault
	committee int
	plans     map[int]string
	daemons   []*operator.Daemon
	native    *operator.Native // every daemon's executor, closed at Stop after them
	servers   []*server
	// intake, in the attestation mode, is the aggregator whose intake the
	// daemons attest to (its listener opens before it starts).
	intake     *Aggregator
	attestCtx  context.Context
	stopAttest context.CancelFunc
	attesters  []*operator.Attester
	holders    sync.WaitGroup
	stopHold   context.CancelFunc
	opts       Options
	// records are the shard workers' record stores, closed at Stop.
	records []*operator.DiskRecords
}

// Name implements devnet.Service.
func (o *Operators) Name() string { return "operators" }

// URLs are the daemons' base URLs, in operator order.
func (o *Operators) URLs() []string {
	out := make([]string, len(o.servers))
	for i, s := range o.servers {
		out[i] = s.url()
	}
	return out
}

// Backend runs the daemons' native engine (nil before Start).
func (o *Operators) Backend() inference.Backend {
	if o.native == nil {
		return nil
	}
	return o.native.Engine.Backend
}

// Start implements devnet.Service.
func (o *Operators) Start(ctx context.Context, c *devnet.Chain) error {
	// Every daemon's engine reads the chain's one decoded copy of the
	// weights: they are read-only, so a process holds a model once.
	m, mf := c.Weights, c.Model.Manifest
	// One executor for every daemon: their tasks meet in one batch, whose
	// steps spread each product over every core. Its bounds are an
	// operator's default times the operators, as if each had its own.
	k := int64(len(c.Operators))
	var b inference.Backend = inference.CPU{}
	if o.opts.Backend != nil {
		b = o.opts.Backend
	}
	native := operator.NewNativeOn(m, mf, b, operator.BatchOptions{MaxBatch: operator.DefaultMaxBatch * int(k),
		KVBudget: operator.DefaultKVBudget * k, PrefixCache: operator.DefaultPrefixCache * k})
	o.native = native
	attestURL, err := o.attestURL(ctx)
	if err != nil {
		return err
	}
	hctx, stopHold := context.WithCancel(context.Background())
	o.stopHold = stopHold
	// One sender for every operator's holder: the devnet's holder key, so
	// that holding never races an operator's own sends on its nonces.
	poster := &economy.MarketClient{Market: c.Deployment.Contracts.Market,
		Sender: c.Sender(devnet.HolderKey())}
	var sets *aggregator.Chain // the registry's operator sets, read once for every self-prover
	if o.committee > 0 {
		if sets, err = aggregator.NewChain(ctx, c.Client(), c.Deployment.Contracts.Consumer); err != nil {
			return fmt.Errorf("self-provers: %w", err)
		}
	}
	for _, op := range c.Operators {
		sw, err := o.shardWorker(c, op)
		if err != nil {
			return fmt.Errorf("operator %d: %w", op.Index, err)
		}
		if sw != nil && !o.faults[op.Index].WrongFromSet {
			// An honest shard member defends its own shard's claims from
			// what its worker kept (a per-shard challenge behind a lying
			// shard is defensible from nothing else).
			d := o.shardDefender(c, op, sw)
			o.holders.Go(func() { _ = d.Run(hctx, 0, c.BlockPeriod) })
		}
		var att *operator.Attester
		if attestURL != "" {
			att = o.attester(attestURL, op)
		}
		var prover *economy.SelfProver
		if o.committee > 0 {
			prover = o.selfProver(c, op, sets)
		}
		cfg := operator.Config{
			Key: op.BLS, Address: op.Address, Executor: native, Chain: c.Client(),
			Callers: Callers(), Game: c.Deployment.Contracts.Game,
			Fault: o.faults[op.Index], Logger: o.log.With("operator", op.Index), Shard: sw, Attester: att,
		}
		if prover != nil {
			cfg.Answers = prover
		}
		d, err := operator.New(cfg)
		if err != nil {
			return fmt.Errorf("operator %d: %w", op.Index, err)
		}
		o.daemons = append(o.daemons, d)
		h := d.Handler(nil)
		if o.committee > 0 {
			// The operator's SLA side beside its task API: it accepts
			// assignments it recomputes from chain data.
			dr, err := Drawer(ctx, c)
			if err != nil {
				return err
			}
			// Its acceptances of paid tasks hold units of its capacity on
			// chain (recording the task's committee first), released once
			// their tasks are over.
			holder := &economy.Holder{Operator: op.Address, Logger: o.log.With("operator", op.Index), Market: poster, Drawer: dr}
			o.holders.Go(func() { holder.Run(hctx, c.BlockPeriod) })
			// It proves its own answers to the tasks it accepted when no
			// answer has landed near the deadline.
			o.holders.Go(func() { prover.Run(hctx, c.BlockPeriod) })
			mux := http.NewServeMux()
			mux.Handle(economy.AcceptPath, (&economy.Acceptor{Key: op.Key, ChainID: c.ChainID, Market: c.Deployment.Contracts.Market,
				Drawer: dr, Holder: holder, Prover: prover}).Handler())
			mux.Handle("/", h)
			h = mux
		}
		s, err := serve(ctx, h)
		if err != nil {
			return fmt.Errorf("operator %d: %w", op.Index, err)
		}
		o.servers = append(o.servers, s)
	}
	return nil
}

// selfProver is operator op's economy.SelfProver: it packs its proofs
// against the registry's operator sets (sets) and sends them from the
// operator's own key through the chain's one sender for that key
// (devnet.Chain.Sender), which the operator's other services here (shard
// defence, auditing) share, so no two of them count the key's nonces.
// Something outside (a test's claim, `deepcall market`) taking a nonce
// meanwhile makes the node refuse the proof; the sender reads the nonce
// again and the prover's next pass posts it (while the deadline allows:
// Margin blocks are several passes).
func (o *Operators) selfProver(c *devnet.Chain, op devnet.Operator, sets *aggregator.Chain) *economy.SelfProver {
	s := c.Sender(op.Key)
	return &economy.SelfProver{ID: op.ID, Consumer: c.Deployment.Contracts.Consumer,
		Market: &economy.MarketClient{Market: c.Deployment.Contracts.Market, Sender: s},
		Packer: &aggregator.SoleProver{Chain: sets, ID: op.ID}, Logger: o.log.With("operator", op.Index, "part", "self-prover")}
}

// shardRecordRetention is how long the devnet's shard workers keep what
// they signed: far past any devnet challenge window.
const shardRecordRetention = 24 * time.Hour

// shardDefender is operator op's defence of its shard's claims: an
// audit.Defender over its worker's records (Own), sending from the
// operator's key. It knows no request, so it defends nothing else.
func (o *Operators) shardDefender(c *devnet.Chain, op devnet.Operator, sw *operator.ShardWorker) *audit.Defender {
	eng := &inference.Engine{Model: c.Weights, Manifest: c.Model.Manifest.Hash, Backend: inference.CPU{Workers: 1}}
	return &audit.Defender{Backend: c.Client(), Consumer: c.Deployment.Contracts.Consumer, Game: c.Deployment.Contracts.Game,
		Sender: c.Sender(op.Key), Engine: eng, Prompts: audit.Known{},
		Own: sw, Log: o.log.With("operator", op.Index, "part", "shard-defender")}
}

// Callers are the addresses the devnet's operator daemons take signed
// requests from (package reqauth): the aggregator's key, which asks for
// tasks, batches, the shard coordinator's shares and epoch signatures.
func Callers() []common.Address {
	return []common.Address{crypto.PubkeyToAddress(devnet.AggregatorKey().PublicKey)}
}

// shardWorker is operator op's worker on a sharded devnet (nil on an
// unsharded one): its shard is the one whose members list it.
func (o *Operators) shardWorker(c *devnet.Chain, op devnet.Operator) (*operator.ShardWorker, error) {
	if c.Shards == nil {
		return nil, nil
	}
	plan := inference.ShardPlan(c.Shards.Ranges)
	if spec, ok := o.plans[op.Index]; ok {
		p, err := inference.ParseShardPlan(spec, c.Weights.Config.Layers)
		if err != nil {
			return nil, fmt.Errorf("shard plan %q: %w", spec, err)
		}
		plan = p
	}
	for s, members := range c.Shards.Members {
		if slices.Contains(members, op.Index) {
			cfg := operator.ShardConfig{Model: c.Weights, Manifest: c.Model.Manifest.Hash, Plan: plan, Shard: s, Key: op.BLS, Workers: 1}
			cfg.Fault = o.faults[op.Index].ShardResidual(plan[s].Start)
			// what it signs is kept on disk, to defend through restarts
			dir, err := dataDir(o.opts, c, fmt.Sprintf("shard-records-%d", op.Index))
			if err != nil {
				return nil, err
			}
			rec, err := operator.OpenDiskRecords(dir, shardRecordRetention)
			if err != nil {
				return nil, err
			}
			o.records = append(o.records, rec)
			cfg.Records = rec
			return operator.NewShardWorker(cfg)
		}
	}
	return nil, nil // in no shard: it serves no shard API
}

// SetFault changes operator i's fault at run time (a test stops an
// operator, or brings it back).
func (o *Operators) SetFault(i int, f operator.Fault) { o.daemons[i].SetFault(f) }

// BatchStats reports the daemons' shared executor: its batch and its prefix
// cache.
func (o *Operators) BatchStats() operator.BatchStats { return o.native.BatchStats() }

// Stop implements devnet.Service.
func (o *Operators) Stop() error {
	if o.stopAttest != nil {
		o.stopAttest()
	}
	if o.stopHold != nil {
		o.stopHold()
		o.holders.Wait()
	}
	var errs []error
	for _, s := range o.servers {
		errs = append(errs, s.stop())
	}
	for _, d := range o.daemons {
		d.Close()
	}
	if o.native != nil {
		o.native.Close()
	}
	for _, r := range o.records {
		errs = append(errs, r.Close())
	}
	return errors.Join(errs...)
}
