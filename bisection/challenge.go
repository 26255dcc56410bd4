package bisection

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// The challenge layer: a dispute of one landed result is a challenge, and
// every defence of it a Game of its own between that defender and the
// challenger (DisputeGame.sol's notice has the contract's rules). Ledger is
// the pure model of who wins the challenge and who is paid; ChainChallenge
// reads a challenge of the contract.

// ChallengeState is where a challenge stands (DisputeGame.challengeState).
type ChallengeState uint8

const (
	// Joining: defences may still join.
	Joining ChallengeState = iota
	// Playing: the join window closed and some game still runs.
	Playing
	// ChallengeFailed: a defender won its game; the result stands.
	ChallengeFailed
	// Succeeded: the join window closed and the challenger won every game;
	// it may resolve.
	Succeeded
	// Resolved: the challenger resolved (invalidation and slashing).
	Resolved
	// Expired: succeeded, but nobody resolved it within the game's resolve
	// window; expire paid the bonds as the games decided, with no
	// invalidation and no slashing (DisputeGame.expire).
	Expired
)

func (s ChallengeState) String() string {
	switch s {
	case Joining:
		return "joining"
	case Playing:
		return "playing"
	case ChallengeFailed:
		return "failed"
	case Succeeded:
		return "succeeded"
	case Resolved:
		return "resolved"
	case Expired:
		return "expired"
	}
	return fmt.Sprintf("state(%d)", uint8(s))
}

// MarshalText implements encoding.TextMarshaler.
func (s ChallengeState) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// ByDecision: the game was still running when a defender won another game of
// its challenge; it ends without a loser and its defender's bond comes back.
const ByDecision Reason = ByTimeout + 1

// The challenge layer's refusals (the contract's errors of the same names).
var (
	ErrJoinClosed       = errors.New("the join window closed")
	ErrJoinOpen         = errors.New("the join window is still open")
	ErrAlreadyDefending = errors.New("already defending this challenge")
	ErrChallengeDecided = errors.New("the challenge is decided")
	ErrNotResolvable    = errors.New("the challenge is not resolvable")
	ErrNotReleasable    = errors.New("the game's challenge has not failed")
	ErrNoChallenge      = errors.New("no such challenge")
	// ErrWindowClosed and ErrAlreadyInvalid refuse an opening: the result
	// can no longer be challenged (its window closed, or a challenge on it
	// was already resolved).
	ErrWindowClosed   = errors.New("the result's challenge window closed")
	ErrAlreadyInvalid = errors.New("the result is already invalid")
)

// Ledger is the pure model of one challenge's decision and payouts, the
// contract's book-keeping without the games: Defend opens a defence, End
// reports a game's winner, Release ends a game left running after a failure,
// Resolve is the challenger's settlement. Credits accumulate per account, as
// the contract's withdrawable credit.
type Ledger struct {
	Challenger     string
	ChallengerBond uint64
	DefenderBond   uint64
	JoinClosed     bool // the join window has closed (set by the caller's clock)

	state    ChallengeState // Joining / ChallengeFailed / Resolved as stored
	defender []string       // by game index
	over     []bool
	won      int // games the challenger won
	Credit   map[string]uint64
}

// NewLedger is a challenge opened by challenger with its bond.
func NewLedger(challenger string, challengerBond, defenderBond uint64) *Ledger {
	return &Ledger{Challenger: challenger, ChallengerBond: challengerBond, DefenderBond: defenderBond, Credit: map[string]uint64{}}
}

// State is the challenge's state now.
func (l *Ledger) State() ChallengeState {
	switch {
	case l.state != Joining:
		return l.state
	case !l.JoinClosed:
		return Joining
	case l.won == len(l.defender):
		return Succeeded
	}
	return Playing
}

// Defend opens who's game; it returns the game's index.
func (l *Ledger) Defend(who string) (int, error) {
	if l.state != Joining {
		return 0, ErrChallengeDecided
	}
	if l.JoinClosed {
		return 0, ErrJoinClosed
	}
	if who == l.Challenger {
		return 0, fmt.Errorf("%w: the challenger may not defend", ErrBadMove)
	}
	for _, d := range l.defender {
		if d == who {
			return 0, ErrAlreadyDefending
		}
	}
	l.defender = append(l.defender, who)
	l.over = append(l.over, false)
	return len(l.defender) - 1, nil
}

// End records that game i ended with winner: a defender win fails the
// challenge (the defender takes both bonds, the challenger the bonds of the
// defenders it had beaten); a challenger win is tallied.
func (l *Ledger) End(i int, winner Side) error {
	if i < 0 || i >= len(l.over) || l.over[i] {
		return ErrGameOver
	}
	if l.state != Joining {
		return ErrChallengeDecided
	}
	l.over[i] = true
	if winner == Challenger {
		l.won++
		return nil
	}
	l.state = ChallengeFailed
	l.Credit[l.defender[i]] += l.ChallengerBond + l.DefenderBond
	l.Credit[l.Challenger] += uint64(l.won) * l.DefenderBond
	return nil
}

// Release ends game i, left running when the challenge failed, and returns
// its defender's bond.
func (l *Ledger) Release(i int) error {
	if i < 0 || i >= len(l.over) || l.over[i] {
		return ErrGameOver
	}
	if l.state != ChallengeFailed {
		return ErrNotReleasable
	}
	l.over[i] = true
	l.Credit[l.defender[i]] += l.DefenderBond
	return nil
}

// Resolve settles a succeeded challenge: the challenger takes its bond back
// and the bond of every defender it beat.
func (l *Ledger) Resolve() error {
	if l.state != Joining {
		return ErrNotResolvable
	}
	if !l.JoinClosed {
		return ErrJoinOpen
	}
	if l.won != len(l.defender) {
		return ErrNotResolvable
	}
	l.state = Resolved
	l.Credit[l.Challenger] += l.ChallengerBond + uint64(l.won)*l.DefenderBond
	return nil
}

// Running lists the games not yet over.
func (l *Ledger) Running() []int {
	var out []int
	for i, o := range l.over {
		if !o {
			out = append(out, i)
		}
	}
	return out
}

// ChallengeRecord is a challenge as the contract stores it.
type ChallengeRecord struct {
	ID         uint64         `json:"id"`
	Consumer   common.Address `json:"consumer"`
	Input      Hash           `json:"input"`
	Challenger common.Address `json:"challenger"`
	Root       Hash           `json:"root"`
	Steps      uint64         `json:"steps"`
	PromptLen  uint64         `json:"prompt_len"`
	Bond       *big.Int       `json:"bond"`
	OpenedAt   time.Time      `json:"opened_at"`
	JoinUntil  time.Time      `json:"join_until"` // the last second a defence may join
	Games      []uint64       `json:"games"`      // its defence games, in order
	Won        int            `json:"won"`        // games the challenger won
	State      ChallengeState `json:"state"`
	DecidedBy  uint64         `json:"decided_by,omitempty"` // the game a defender won (failed)
	// Refused: the landed result is wrong on its face (the one-step refuses
	// the request, the token count is not n, or a mismatch proof showed the
	// root's chain chose other tokens); the challenge succeeded at opening
	// and takes no defence.
	Refused bool `json:"refused,omitempty"`
	// Value is the disputed slot value, keccak256(root ‖ tokens), Digest the
	// landed transition's digest and Signatory the signature that landed it
	// (protocol.LandingRecord): what the challenge is about and whom it can
	// charge.
	Value     Hash `json:"value"`
	Digest    Hash `json:"digest"`
	Signatory Hash `json:"signatory"`
	// ReferenceBlock is the landed transition's: the challenge was opened
	// after it, so its ChallengeOpened event is looked for from there.
	ReferenceBlock uint64 `json:"reference_block"`
}

// ChainChallenge is one challenge of a DisputeGame contract.
type ChainChallenge struct {
	Client  ChainReader
	Address common.Address // the DisputeGame contract
	ID      uint64
}

// State reads the challenge's state (ErrNoChallenge if there is none).
func (c ChainChallenge) State(ctx context.Context) (ChallengeState, error) {
	st, err := callView(ctx, c.Client, c.Address, gameABI.PackChallengeState(new(big.Int).SetUint64(c.ID)), gameABI.UnpackChallengeState)
	if err != nil {
		return 0, fmt.Errorf("challenge %d: %w", c.ID, err)
	}
	return ChallengeState(st), nil
}

// Game is the challenge's defence game id.
func (c ChainChallenge) Game(id uint64) ChainGame {
	return ChainGame{Client: c.Client, Address: c.Address, ID: id}
}

// Read returns the challenge's record, its games and state.
func (c ChainChallenge) Read(ctx context.Context) (ChallengeRecord, error) {
	id := new(big.Int).SetUint64(c.ID)
	s, err := callView(ctx, c.Client, c.Address, gameABI.PackChallenge(id), gameABI.UnpackChallenge)
	if err != nil {
		return ChallengeRecord{}, fmt.Errorf("read challenge %d: %w", c.ID, err)
	}
	if s.Challenger == (common.Address{}) {
		return ChallengeRecord{}, fmt.Errorf("challenge %d: %w", c.ID, ErrNoChallenge)
	}
	join, err := callView(ctx, c.Client, c.Address, gameABI.PackJoinWindow(), gameABI.UnpackJoinWindow)
	if err != nil {
		return ChallengeRecord{}, fmt.Errorf("join window: %w", err)
	}
	games, err := callView(ctx, c.Client, c.Address, gameABI.PackDefences(id), gameABI.UnpackDefences)
	if err != nil {
		return ChallengeRecord{}, fmt.Errorf("defences of challenge %d: %w", c.ID, err)
	}
	st, err := c.State(ctx)
	if err != nil {
		return ChallengeRecord{}, err
	}
	opened := time.Unix(s.OpenedAt.Int64(), 0).UTC()
	r := ChallengeRecord{
		ID: c.ID, Consumer: s.Consumer, Input: s.Input, Challenger: s.Challenger, Root: s.Root, Steps: s.Steps,
		PromptLen: s.PromptLen, Bond: s.Bond, OpenedAt: opened, JoinUntil: opened.Add(time.Duration(join.Int64()) * time.Second),
		Won: int(s.Won), State: st, DecidedBy: s.DecidedBy.Uint64(), Refused: s.Refused, Value: s.Value, Digest: s.Digest,
		Signatory: s.Signatory, ReferenceBlock: uint64(s.ReferenceBlock),
	}
	for _, g := range games {
		r.Games = append(r.Games, g.Uint64())
	}
	return r, nil
}

// LogReader is what reading a game's events needs of a node.
type LogReader interface {
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
}

// LatestChallenge returns the id of the latest challenge opened on a
// consumer's input (0: none), from the game's ChallengeOpened events: the
// contract keeps only how many of an input's challenges are undecided
// (DisputeGame.undecided), not their ids, which would cost a storage write
// per open for what logs already say.
func LatestChallenge(ctx context.Context, logs LogReader, game, consumer common.Address, input Hash) (uint64, error) {
	ev := gameABI.GetABI().Events["ChallengeOpened"]
	found, err := logs.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: big.NewInt(0), Addresses: []common.Address{game},
		Topics: [][]common.Hash{{ev.ID}, nil, {common.BytesToHash(consumer.Bytes())}, {common.Hash(input)}},
	})
	if err != nil {
		return 0, fmt.Errorf("read ChallengeOpened events: %w", err)
	}
	var id uint64
	for _, lg := range found {
		if len(lg.Topics) < 2 || lg.Removed {
			continue
		}
		id = max(id, new(big.Int).SetBytes(lg.Topics[1][:]).Uint64())
	}
	return id, nil
}
