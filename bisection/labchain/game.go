package labchain

import (
	"context"
	"fmt"
	"time"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/txmgr"
)

// AlphabetGame describes one alphabet game on the lab chain: a request of
// Tokens answer tokens after a one-token prompt (so Tokens checkpoints),
// whose landed root comes from the defender's trace, one side lying from
// checkpoint Diverge on.
type AlphabetGame struct {
	Tokens  int
	Diverge int
	Liar    bisection.Side
	// Signers are the operators that sign the landed result (default all);
	// Defender is the operator that plays the defender side (default the
	// first signer).
	Signers  []int
	Defender int
	// StallFrom, if positive, silences the given side from that move on.
	Stall     bisection.Side
	StallFrom int
	// PromptToken makes the request's input unique (default 1).
	PromptToken int
	// AfterLanding, when set, runs once the result landed and before it is
	// challenged (a test changes the registry there).
	AfterLanding func(context.Context, *Landed) error
}

// GameResult is a finished game on the lab chain: one challenge with one
// defence.
type GameResult struct {
	*bisection.ChainResult
	Landed      *Landed
	ChallengeID uint64
	GameID      uint64
	OpenGas     uint64
	DefendGas   uint64
	// ResolveGas is the gas of resolve (0 unless the challenger won).
	ResolveGas uint64
}

// PlayAlphabet lands the defender's root, opens a challenge, has the
// defender defend it, plays the game out with the solver on both sides and,
// if the challenger won, closes the join window and resolves.
func (e *Env) PlayAlphabet(ctx context.Context, cfg AlphabetGame) (*GameResult, error) {
	if cfg.Tokens < 1 || cfg.Diverge < 0 || cfg.Diverge >= cfg.Tokens {
		return nil, fmt.Errorf("alphabet game: diverge %d outside 0 … %d", cfg.Diverge, cfg.Tokens-1)
	}
	sizes := append([]int{cfg.Tokens}, e.Opts.SubSizes...)
	honest, err := bisection.NewAlphabet(sizes...)
	if err != nil {
		return nil, err
	}
	traces := [2]bisection.TraceProvider{honest, honest}
	traces[cfg.Liar] = bisection.Lie(honest, []int{cfg.Diverge})
	signers := cfg.Signers
	if len(signers) == 0 {
		for i := range e.Operators {
			signers = append(signers, i)
		}
	}
	def := cfg.Defender
	if def == 0 && len(cfg.Signers) > 0 {
		def = cfg.Signers[0]
	}
	tok := cfg.PromptToken
	if tok == 0 {
		tok = 1
	}
	root, err := bisection.RootOf(ctx, traces[bisection.Defender])
	if err != nil {
		return nil, err
	}
	answer := make([]int, cfg.Tokens)
	for i := range answer {
		answer[i] = 100 + i
	}
	landed, err := e.Land(ctx, Request{Prompt: []int{tok}, N: cfg.Tokens, Root: root, Tokens: answer}, signers)
	if err != nil {
		return nil, err
	}
	if cfg.AfterLanding != nil {
		if err := cfg.AfterLanding(ctx, landed); err != nil {
			return nil, err
		}
	}
	return e.play(ctx, landed, honest, traces, def, cfg.Stall, cfg.StallFrom)
}

// play challenges a landed result, has operator def defend it, and plays
// the game out between two traces, resolving a challenger win.
func (e *Env) play(ctx context.Context, landed *Landed, shape bisection.Shape, traces [2]bisection.TraceProvider, def int, stall bisection.Side, stallFrom int) (*GameResult, error) {
	return e.playWith(ctx, landed, shape, traces, def, stall, stallFrom, [2]bisection.LeafProver{})
}

// playWith is play with each side's prover (nil: the side ends with `step`).
func (e *Env) playWith(ctx context.Context, landed *Landed, shape bisection.Shape, traces [2]bisection.TraceProvider, def int, stall bisection.Side, stallFrom int, provers [2]bisection.LeafProver) (*GameResult, error) {
	rules := bisection.Rules{Clock: e.Opts.Clock, Bonds: [2]uint64{e.Opts.DefenderBond.Uint64(), e.Opts.Bond.Uint64()}}
	tr, err := bisection.NewChainTranscript(ctx, shape, traces[bisection.Defender], traces[bisection.Challenger], rules)
	if err != nil {
		return nil, err
	}
	ch, openGas, err := e.Open(ctx, landed)
	if err != nil {
		return nil, err
	}
	game, defendGas, err := e.Defend(ctx, ch, &e.Operators[def].Account)
	if err != nil {
		return nil, err
	}
	senders := [2]*txmgr.Manager{e.Operators[def].Sender, e.Challenger.Sender}
	var m bisection.ChainMatch
	for s := range m.Players {
		m.Players[s] = &bisection.ChainPlayer{Game: game, Side: bisection.Side(s), Trace: traces[s], Shape: shape, Sender: senders[s], Prover: provers[s]}
	}
	if stallFrom > 0 {
		m.Players[stall].StallFrom = stallFrom
	}
	m.Advance = func(d time.Duration) error { return e.Advance(d) }
	res, err := m.Play(ctx, tr)
	if err != nil {
		return nil, err
	}
	out := &GameResult{ChainResult: res, Landed: landed, ChallengeID: ch.ID, GameID: game.ID, OpenGas: openGas, DefendGas: defendGas}
	if o := res.Final.Outcome; o != nil && o.Winner == bisection.Challenger {
		if err := e.CloseJoin(ctx, ch); err != nil {
			return out, err
		}
		if out.ResolveGas, err = e.Resolve(ctx, ch.ID, landed); err != nil {
			return out, err
		}
	}
	return out, nil
}

// EngineGame describes one engine game on the lab chain (Options.Engine):
// the request, and the leaf path (checkpoint, op, chunk) from which the liar
// forges its trace.
type EngineGame struct {
	Prompt  []int
	N       int
	Diverge []int
	Liar    bisection.Side
	// Prover, when set, gives each side a prover over its trace: whichever
	// side steps ends the game with DisputeGame.stepProven where the prover
	// covers the leaf (a lab chain started with Options.Zk). A proof shows
	// the honest post-state, so a liar's proof loses as its step would.
	Prover func(*bisection.EngineTrace) bisection.LeafProver
}

// PlayEngine computes the request's honest trace with the native engine,
// lands the defender's root, and plays the game out with EngineStep as the
// one-step rule; a challenger win is resolved.
func (e *Env) PlayEngine(ctx context.Context, cfg EngineGame) (*GameResult, error) {
	if e.Model == nil {
		return nil, fmt.Errorf("engine game on a lab chain started without Options.Engine")
	}
	eng := &inference.Engine{Model: e.Model, Manifest: e.Manifest.Hash, Backend: inference.CPU{Workers: 1}}
	tr, err := bisection.NewEngineTrace(eng, cfg.Prompt, cfg.N, bisection.EngineOptions{ChunkMACs: e.Opts.ChunkMACs})
	if err != nil {
		return nil, err
	}
	honest := bisection.ChainEngineTrace{EngineTrace: tr}
	traces := [2]bisection.TraceProvider{honest, honest}
	traces[cfg.Liar] = bisection.Lie(honest, cfg.Diverge)
	res, err := tr.Result(ctx)
	if err != nil {
		return nil, err
	}
	root, err := bisection.RootOf(ctx, traces[bisection.Defender])
	if err != nil {
		return nil, err
	}
	all := make([]int, len(e.Operators))
	for i := range all {
		all[i] = i
	}
	landed, err := e.Land(ctx, Request{Prompt: cfg.Prompt, N: cfg.N, Root: root, Tokens: res.Tokens}, all)
	if err != nil {
		return nil, err
	}
	var provers [2]bisection.LeafProver
	if cfg.Prover != nil {
		provers[0], provers[1] = cfg.Prover(tr), cfg.Prover(tr)
	}
	return e.playWith(ctx, landed, tr, traces, 0, 0, 0, provers)
}
