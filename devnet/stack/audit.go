package stack

import (
	"context"
	"fmt"
	"sync"

	"github.com/ethereum/go-ethereum"

	"github.com/deepcall/deepcall/bisection/audit"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/operator"
)

// DefaultAuditRate is the fraction of committee landings each operator
// re-executes when Options.AuditRate is zero. With 12 operators and
// committees of 4, each landing has 8 auditors outside its committee, and
// none checks it with probability 0.75⁸ ≈ 10 %: two re-executions a task on
// average, against the 8 more a whole-quorum execution costs.
const DefaultAuditRate = 0.25

// Auditors is the secret sampled re-execution of a devnet whose committees
// land (Options.CommitteeLands): each honest operator runs an
// audit.Challenger over the committee landings alone
// (audit.Policy.CommitteeOnly),
// re-executing those its secret sampler picks (audit.SecretSampler keyed by
// audit.SampleSecret of its BLS key: nobody else can tell which it checks)
// and challenging a wrong one before it is final, from its own key. An
// operator given a fault (Options.Faults) runs none: a liar does not audit.
// The prompts come from the router (GET /v1/tasks?input=), so the service
// starts after it.
type Auditors struct {
	opts   Options
	router *Router
	stop   context.CancelFunc
	wg     sync.WaitGroup
}

// Name implements devnet.Service.
func (a *Auditors) Name() string { return "auditors" }

// Start implements devnet.Service.
func (a *Auditors) Start(ctx context.Context, c *devnet.Chain) error {
	rate := a.opts.AuditRate
	if rate == 0 {
		rate = DefaultAuditRate
	}
	head, err := c.Client().BlockNumber(ctx)
	if err != nil {
		return fmt.Errorf("auditors: head: %w", err)
	}
	g, game := bindings.NewDisputeGame(), c.Deployment.Contracts.Game
	raw, err := c.Client().CallContract(ctx, ethereum.CallMsg{To: &game, Data: g.PackChallengerBond()}, nil)
	if err != nil {
		return fmt.Errorf("auditors: challenger bond: %w", err)
	}
	bond, err := g.UnpackChallengerBond(raw)
	if err != nil {
		return fmt.Errorf("auditors: challenger bond: %w", err)
	}
	rctx, stop := context.WithCancel(context.Background())
	a.stop = stop
	d := c.Deployment.Contracts
	for _, op := range c.Operators {
		if a.opts.Faults[op.Index] != (operator.Fault{}) {
			continue
		}
		ch := audit.NewChallenger(audit.Config{Backend: c.Client(), Consumer: d.Consumer, Registry: d.Registry, Game: d.Game,
			Sender:  c.Sender(op.Key),
			Engine:  &inference.Engine{Model: c.Weights, Manifest: c.Model.Manifest.Hash, Backend: inference.CPU{Workers: 1}},
			Prompts: audit.Sources{audit.Router{BaseURL: a.router.RouterURL()}, audit.Chain{Backend: c.Client(), Consumer: d.Consumer, From: c.Deployment.Block}},
			Bond:    bond,
			Log:     a.opts.Logger.With("operator", op.Index, "part", "auditor"),
			Policy:  audit.Policy{Sample: audit.SecretSampler(audit.SampleSecret(op.BLS), rate), CommitteeOnly: true},
		})
		a.wg.Go(func() { _ = ch.Run(rctx, head, c.BlockPeriod) })
	}
	return nil
}

// Stop implements devnet.Service.
func (a *Auditors) Stop() error {
	if a.stop != nil {
		a.stop()
		a.wg.Wait()
	}
	return nil
}
