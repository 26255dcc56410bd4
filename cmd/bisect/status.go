package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"

	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/internal/cli"
)

// gameStatus is one defence game in `bisect status`.
type gameStatus struct {
	bisection.OnChain
	Phase    bisection.Phase    `json:"phase"`
	Turn     bisection.Side     `json:"turn"`
	Level    int                `json:"level"`
	Path     []int              `json:"path"`
	Window   bisection.Window   `json:"window"`
	Clock    [2]time.Duration   `json:"clock"`
	Rounds   int                `json:"rounds"`
	Moves    int                `json:"moves"`
	Outcome  *bisection.Outcome `json:"outcome,omitempty"`
	TimeLeft time.Duration      `json:"time_left"` // of the side on turn, at the latest block
}

// challengeStatus is one challenge of `bisect status`, with its games.
type challengeStatus struct {
	bisection.ChallengeRecord
	JoinLeft time.Duration `json:"join_left"` // until the join window closes, at the latest block
	Defences []gameStatus  `json:"defences"`
}

func parseAddress(flagName, s string) (common.Address, error) {
	if !common.IsHexAddress(s) {
		return common.Address{}, fmt.Errorf("%w: --%s %q is not an address", errUsage, flagName, s)
	}
	return common.HexToAddress(s), nil
}

func cmdStatus(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("status", "status --rpc URL --game ADDR [--id N] [--json]",
		"Lists the challenges of a DisputeGame contract (or one challenge): its state (joining,\nplaying, failed, succeeded, resolved), the join window, and each defence game:\nphase, side on turn, level and window, clocks, and the outcome of finished games.\n", stderr)
	rpcURL := fs.String("rpc", "http://127.0.0.1:8545", "JSON-RPC endpoint")
	gameFlag := fs.String("game", "", "DisputeGame contract address")
	id := fs.Uint64("id", 0, "one challenge (0: all)")
	asJSON := fs.Bool("json", false, "print JSON")
	marketFlag := fs.String("market", "", "also show a TaskMarket's SLA side: paid tasks open, overdue or landed, and no-shows slashed (JSON: {\"challenges\", \"market\"})")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	gameAddr, err := parseAddress("game", *gameFlag)
	if err != nil {
		return err
	}
	var marketAddr common.Address
	if *marketFlag != "" {
		if marketAddr, err = parseAddress("market", *marketFlag); err != nil {
			return err
		}
	}
	client, err := ethclient.DialContext(ctx, *rpcURL)
	if err != nil {
		return fmt.Errorf("dial %s: %w", *rpcURL, err)
	}
	defer client.Close()
	list, err := challengeStatuses(ctx, client, gameAddr, *id)
	if err != nil {
		return err
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if *marketFlag != "" {
			st, err := marketStatus(ctx, client, marketAddr, nil)
			if err != nil {
				return err
			}
			return enc.Encode(map[string]any{"challenges": list, "market": st})
		}
		return enc.Encode(list)
	}
	if *marketFlag != "" {
		if _, err := marketStatus(ctx, client, marketAddr, stdout); err != nil {
			return err
		}
	}
	if len(list) == 0 {
		fmt.Fprintln(stdout, "no challenges")
	}
	for _, c := range list {
		fmt.Fprintf(stdout, "challenge %d  %s  input %s  challenger %s  challenger won %d of %d games\n",
			c.ID, c.State, c.Input, c.Challenger, c.Won, len(c.Games))
		if c.State == bisection.Joining {
			fmt.Fprintf(stdout, "  defences may join for %v more\n", c.JoinLeft)
		}
		for _, s := range c.Defences {
			fmt.Fprintf(stdout, "  game %d  %s  defender %s\n", s.ID, s.Phase, s.Defender)
			if s.Outcome != nil {
				fmt.Fprintf(stdout, "    %s won by %s after %d moves (%d rounds)\n", s.Outcome.Winner, s.Outcome.Reason, s.Moves, s.Rounds)
				continue
			}
			fmt.Fprintf(stdout, "    %s on turn, %v left; level %d path %v window (%d,%d]; clocks defender %v challenger %v\n",
				s.Turn, s.TimeLeft, s.Level, s.Path, s.Window.Lo, s.Window.Hi, s.Clock[bisection.Defender], s.Clock[bisection.Challenger])
		}
	}
	return nil
}

// challengeStatuses reads challenge id with its games, or every challenge
// when id is 0.
func challengeStatuses(ctx context.Context, client bisection.ChainReader, gameAddr common.Address, id uint64) ([]challengeStatus, error) {
	ids := []uint64{id}
	if id == 0 {
		out, err := client.CallContract(ctx, ethereum.CallMsg{To: &gameAddr, Data: bisection.GameABI().PackChallengeCount()}, nil)
		if err != nil {
			return nil, fmt.Errorf("challenge count: %w", err)
		}
		n, err := bisection.GameABI().UnpackChallengeCount(out)
		if err != nil {
			return nil, fmt.Errorf("challenge count: %w", err)
		}
		ids = ids[:0]
		for i := uint64(1); i <= n.Uint64(); i++ {
			ids = append(ids, i)
		}
	}
	now, err := (&bisection.ChainClock{Client: client}).Read(ctx)
	if err != nil {
		return nil, err
	}
	var list []challengeStatus
	for _, i := range ids {
		ch := bisection.ChainChallenge{Client: client, Address: gameAddr, ID: i}
		rec, err := ch.Read(ctx)
		if err != nil {
			return nil, err
		}
		c := challengeStatus{ChallengeRecord: rec, Defences: []gameStatus{}}
		if rec.State == bisection.Joining {
			c.JoinLeft = max(0, rec.JoinUntil.Sub(now))
		}
		for _, gid := range rec.Games {
			g, grec, err := ch.Game(gid).Read(ctx)
			if err != nil {
				return nil, err
			}
			s := gameStatus{OnChain: grec, Phase: g.Phase, Turn: g.Turn, Level: g.Level, Path: g.Path, Window: g.Window,
				Clock: g.Clock, Rounds: g.TotalRounds(), Moves: g.Moves, Outcome: g.Outcome}
			if g.Phase != bisection.Over {
				s.TimeLeft = max(0, g.Deadline().Sub(now))
			}
			c.Defences = append(c.Defences, s)
		}
		list = append(list, c)
	}
	return list, nil
}
