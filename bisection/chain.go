package bisection

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/deepcall/deepcall/internal/ethcall"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/reverts"
	"github.com/deepcall/deepcall/txmgr"
)

// The chain adapter: the contract DisputeGame (contracts/src/DisputeGame.sol)
// stores the same Game the Referee computes, so a game read from the chain
// is a Game, and the Solver's Actions become transactions unchanged. The
// contract reverts with errors named after this package's sentinels;
// GameError maps them back, so callers branch with errors.Is exactly as with
// the in-process referee.

// gameABI is the DisputeGame binding (ABI packing and unpacking only).
var gameABI = bindings.NewDisputeGame()

// GameABI is the DisputeGame binding, for packing calls the adapter does not
// wrap (open, defend, resolve, release, withdraw).
func GameABI() *bindings.DisputeGame { return gameABI }

// ChainReader is what reading a game needs of a node.
type ChainReader interface {
	CallContract(ctx context.Context, call ethereum.CallMsg, block *big.Int) ([]byte, error)
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
}

// OnChain is a game's on-chain record beyond the referee's Game: the
// challenge it defends, the request it disputes and who plays it.
type OnChain struct {
	ID          uint64         `json:"id"`
	ChallengeID uint64         `json:"challenge"`
	Consumer    common.Address `json:"consumer"`
	Input       Hash           `json:"input"`
	Challenger  common.Address `json:"challenger"`
	Defender    common.Address `json:"defender"` // the account that called defend
	Steps       uint64         `json:"steps"`
	PromptLen   uint64         `json:"prompt_len"`
	Deadline    time.Time      `json:"deadline"`
	// Decided: the game was still running when a defender won another game
	// of its challenge; it takes no more moves (release returns the bond).
	Decided bool `json:"decided,omitempty"`
}

// ChainGame is one game of a DisputeGame contract.
type ChainGame struct {
	Client  ChainReader
	Address common.Address // the DisputeGame contract
	ID      uint64
}

// Read returns the game's state as the referee's Game, and its record. A
// game still running when its challenge failed reads as over, won by its
// defender ByDecision: nobody may move in it any more.
func (c ChainGame) Read(ctx context.Context) (Game, OnChain, error) {
	s, err := callView(ctx, c.Client, c.Address, gameABI.PackGame(new(big.Int).SetUint64(c.ID)), gameABI.UnpackGame)
	if err != nil {
		return Game{}, OnChain{}, fmt.Errorf("read game %d: %w", c.ID, err)
	}
	if s.Challenger == (common.Address{}) {
		return Game{}, OnChain{}, fmt.Errorf("game %d: %w", c.ID, ErrNoGame)
	}
	bonds, clock, err := readTerms(ctx, c.Client, c.Address)
	if err != nil {
		return Game{}, OnChain{}, err
	}
	g := GameFromChain(s, bonds)
	g.Rules.Clock = clock
	rec := OnChain{
		ID: c.ID, ChallengeID: s.ChallengeId.Uint64(), Consumer: s.Consumer, Input: s.Input, Challenger: s.Challenger,
		Defender: s.Defender, Steps: s.Steps, PromptLen: s.PromptLen, Deadline: g.Deadline(),
	}
	if g.Phase != Over {
		st, err := ChainChallenge{Client: c.Client, Address: c.Address, ID: rec.ChallengeID}.State(ctx)
		if err != nil {
			return Game{}, OnChain{}, err
		}
		if st == ChallengeFailed {
			rec.Decided = true
			g.Phase, g.Pending = Over, nil
			g.Outcome = &Outcome{Winner: Defender, Loser: Challenger, Reason: ByDecision}
			g.Outcome.Payout[Defender] = g.Rules.Bonds[Defender]
		}
	}
	return g, rec, nil
}

// callView runs a view call and decodes its result; a revert comes back as
// GameError of it.
func callView[T any](ctx context.Context, c ChainReader, to common.Address, data []byte, unpack func([]byte) (T, error)) (T, error) {
	v, err := ethcall.View(ctx, c, to, nil, data, func(b []byte) (T, error) {
		v, err := unpack(b)
		if err != nil {
			return v, fmt.Errorf("decode: %w", err)
		}
		return v, nil
	})
	if err != nil {
		return v, GameError(err)
	}
	return v, nil
}

// readTerms reads the contract's bonds (by side) and clock.
func readTerms(ctx context.Context, c ChainReader, game common.Address) ([2]uint64, time.Duration, error) {
	var bonds [2]uint64
	def, err := callView(ctx, c, game, gameABI.PackDefenderBond(), gameABI.UnpackDefenderBond)
	if err != nil {
		return bonds, 0, fmt.Errorf("defender bond: %w", err)
	}
	chal, err := callView(ctx, c, game, gameABI.PackChallengerBond(), gameABI.UnpackChallengerBond)
	if err != nil {
		return bonds, 0, fmt.Errorf("challenger bond: %w", err)
	}
	clock, err := callView(ctx, c, game, gameABI.PackClock(), gameABI.UnpackClock)
	if err != nil {
		return bonds, 0, fmt.Errorf("clock: %w", err)
	}
	return [2]uint64{clampU64(def), clampU64(chal)}, time.Duration(clock.Int64()) * time.Second, nil
}

func clampU64(v *big.Int) uint64 {
	if !v.IsUint64() {
		return ^uint64(0)
	}
	return v.Uint64()
}

// ErrNoGame: no game has that id.
var ErrNoGame = errors.New("no such game")

// GameFromChain converts the contract's Game struct into the referee's;
// bonds are the contract's defender and challenger bonds, by side.
func GameFromChain(s bindings.DisputeGameGame, bonds [2]uint64) Game {
	g := Game{
		Rules:  Rules{Bonds: bonds},
		Levels: int(s.Levels),
		Level:  int(s.Level),
		Leaves: int(s.Leaves),
		Window: Window{Lo: int(s.Lo), Hi: int(s.Hi)},
		LoHash: s.LoHash, HiHash: s.HiHash, HiBy: Side(s.HiBy),
		Phase:     Phase(s.Phase),
		Turn:      Side(s.Turn),
		TurnStart: time.Unix(s.TurnStart.Int64(), 0).UTC(),
		Clock:     [2]time.Duration{time.Duration(s.ClockDefender.Int64()) * time.Second, time.Duration(s.ClockChallenger.Int64()) * time.Second},
		Moves:     int(s.Moves),
	}
	for l := 0; l < g.Level && l < len(s.Path); l++ {
		g.Path = append(g.Path, int(s.Path[l]))
	}
	for l := 0; l <= g.Level && l < len(s.Rounds); l++ {
		g.Rounds = append(g.Rounds, int(s.Rounds[l]))
	}
	if s.Pending {
		g.Pending = &Claim{At: Position{Level: g.Level, Index: int(s.PendingIndex)}, Hash: s.PendingHash, By: g.Turn.Other()}
	}
	if g.Phase == Over {
		winner := Side(s.Winner)
		o := &Outcome{Winner: winner, Loser: winner.Other(), Reason: Reason(s.Reason)}
		switch o.Reason {
		case ByDecision:
			// released: nobody lost this game, only the defender's own bond came
			// back (as Read reports it before the release)
			o.Payout[Defender] = g.Rules.Bonds[Defender]
		case ByTimeout:
			o.Slashed, o.Payout[winner] = g.Rules.Bonds[winner.Other()], g.Rules.Bonds[Defender]+g.Rules.Bonds[Challenger]
		default:
			o.Path = append(append([]int(nil), g.Path...), g.Window.Hi)
			o.Slashed, o.Payout[winner] = g.Rules.Bonds[winner.Other()], g.Rules.Bonds[Defender]+g.Rules.Bonds[Challenger]
		}
		g.Outcome = o
	}
	return g
}

// Calldata is the DisputeGame call that makes a move of game id.
func Calldata(id uint64, m Move) ([]byte, error) {
	gid := new(big.Int).SetUint64(id)
	switch m.Kind {
	case Bisect:
		var claim Hash
		has := m.Claim != nil
		if has {
			claim = *m.Claim
		}
		return gameABI.TryPackBisect(gid, uint8(m.Verdict), position(m.On), has, claim, position(m.At))
	case Step:
		return gameABI.TryPackStep(gid, m.Data.Witness)
	case Timeout:
		return gameABI.TryPackTimeout(gid)
	}
	return nil, fmt.Errorf("%w: kind %v", ErrBadMove, m.Kind)
}

func position(p Position) bindings.DisputeGamePosition {
	return bindings.DisputeGamePosition{Level: uint64(p.Level), Index: uint64(p.Index)}
}

// gameErrors maps the DisputeGame's custom errors, by the selectors its
// binding declares, to the referee's sentinels.
var gameErrors = map[[4]byte]error{
	selector(bindings.DisputeGameGameOverErrorID()):      ErrGameOver,
	selector(bindings.DisputeGameNotYourTurnErrorID()):   ErrNotYourTurn,
	selector(bindings.DisputeGameClockExpiredErrorID()):  ErrClockExpired,
	selector(bindings.DisputeGameNotExpiredErrorID()):    ErrNotExpired,
	selector(bindings.DisputeGameWrongPositionErrorID()): ErrWrongPosition,
	selector(bindings.DisputeGameWrongPhaseErrorID()):    ErrWrongPhase,
	selector(bindings.DisputeGameBadMoveErrorID()):       ErrBadMove,
	selector(bindings.DisputeGameBadProofErrorID()):      ErrBadProof,
	selector(bindings.DisputeGameBadShapeErrorID()):      ErrBadShape,
	// the challenge layer (challenge.go)
	selector(bindings.DisputeGameJoinClosedErrorID()):       ErrJoinClosed,
	selector(bindings.DisputeGameJoinOpenErrorID()):         ErrJoinOpen,
	selector(bindings.DisputeGameAlreadyDefendingErrorID()): ErrAlreadyDefending,
	selector(bindings.DisputeGameChallengeDecidedErrorID()): ErrChallengeDecided,
	selector(bindings.DisputeGameNotResolvableErrorID()):    ErrNotResolvable,
	selector(bindings.DisputeGameNotReleasableErrorID()):    ErrNotReleasable,
	selector(bindings.DisputeGameNoChallengeErrorID()):      ErrNoChallenge,
	selector(bindings.DisputeGameWindowClosedErrorID()):     ErrWindowClosed,
	selector(bindings.DisputeGameAlreadyInvalidErrorID()):   ErrAlreadyInvalid,
}

func selector(id common.Hash) [4]byte { return [4]byte(id[:4]) }

// ErrReverted: the contract refused a call for a reason with no referee
// sentinel (a bond, a window, a signature …); the error names it.
var ErrReverted = errors.New("dispute game reverted")

// GameError turns a node's error for a DisputeGame call into one that
// wraps the referee's sentinel (errors.Is(err, ErrNotYourTurn) …) or
// ErrReverted with the contract error decoded (contracts/reverts), err
// still wrapped; other errors pass unchanged.
func GameError(err error) error {
	if err == nil {
		return nil
	}
	data, ok := txmgr.RevertData(err)
	if !ok || len(data) < 4 {
		return err
	}
	detail := reverts.Describe(data)
	if detail == "" {
		return fmt.Errorf("%w: unknown error 0x%x: %w", ErrReverted, data, err)
	}
	// err stays wrapped: its revert data is there for other decoders
	// (a consumer's own sentinels, reverts.As).
	if s, ok := gameErrors[[4]byte(data[:4])]; ok {
		return fmt.Errorf("%w: %s: %w", s, detail, err)
	}
	return fmt.Errorf("%w: %s: %w", ErrReverted, detail, err)
}

// ChainClock is the chain's clock: the timestamp of the latest block, the
// time the contract's next transaction is judged against at the earliest.
// A solver playing on chain takes it as its Clock so that it claims a
// timeout exactly when the contract would grant it.
type ChainClock struct {
	Client ChainReader
	// Timeout bounds one header read (default 10 s).
	Timeout time.Duration

	mu   sync.Mutex
	last time.Time
}

// Now implements Clock; on a read error it returns the last time it saw.
func (c *ChainClock) Now() time.Time {
	t, err := c.Read(context.Background())
	if err != nil {
		c.mu.Lock()
		defer c.mu.Unlock()
		return c.last
	}
	return t
}

// Read returns the latest block's timestamp.
func (c *ChainClock) Read(ctx context.Context) (time.Time, error) {
	d := c.Timeout
	if d == 0 {
		d = 10 * time.Second
	}
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	h, err := c.Client.HeaderByNumber(ctx, nil)
	if err != nil {
		return time.Time{}, fmt.Errorf("read the latest block: %w", err)
	}
	t := time.Unix(int64(h.Time), 0).UTC()
	c.mu.Lock()
	c.last = t
	c.mu.Unlock()
	return t, nil
}

// BigInts is v as the uint256[] arguments of a contract call (prompts,
// tokens).
func BigInts(v []int) []*big.Int {
	out := make([]*big.Int, len(v))
	for i, x := range v {
		out[i] = big.NewInt(int64(x))
	}
	return out
}
