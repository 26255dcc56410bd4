// Command bisect plays deepcall's dispute game: against the DisputeGame
// contract on a chain, or in a lab on an in-process chain.
//
// "bisect help" lists the commands and "bisect COMMAND --help" gives a
// command's flags; docs/cli/bisect.md is both, generated from the same flag
// sets by make docs.
//
// Exit status: 0 success, 1 the command failed, 2 bad usage or bad input,
// 3 a game (or a challenge) ended against the side this process played
// honestly (never expected: it means a bug in the solver or the contract).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	gnarklog "github.com/consensys/gnark/logger"

	"github.com/deepcall/deepcall/internal/cli"
)

func main() {
	// gnark logs to stdout by default: a --json report must be the only
	// thing there.
	gnarklog.SetOutput(os.Stderr)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

const intro = `bisect — play deepcall's dispute game
`

// commands is the command list of the usage text and of docs/cli/bisect.md.
var commands = []cli.Command{
	{Name: "lab", Summary: "play one whole game on an in-process chain with the real contracts (registry, operators with BLS keys, LLMConsumer, DisputeGame, the alphabet one-step) and print the transcript, rounds and gas per move"},
	{Name: "status", Summary: "list a DisputeGame contract's challenges (joining, playing, failed, succeeded, resolved) and their defence games: phase, turn, window, clocks"},
	{Name: "challenge", Summary: "watch a consumer's Updated events, recompute results with the native engine (all, one task, or a random fraction), challenge wrong ones, play every defence game opened on them and resolve; --router URL finds each result's prompt by its input hash"},
	{Name: "defend", Summary: "defend challenges of results this operator computed, each defender in a game of its own, and play that game out"},
}

const outro = `Run "bisect COMMAND --help" for a command's flags (docs/cli/bisect.md has them all).

Deterrence by sampled audits: a challenger that recomputes a random fraction p
of the results catches a cheating operator set with probability p; with a gain
C from a wrong result and a stake S slashed when caught, cheating pays
(1−p)·C − p·S, which is negative exactly when p ≥ C/(S+C) (a stake ten times the
gain needs one audit in eleven). See bisection/doc.go.

Exit status: 0 success, 1 the command failed, 2 bad usage or bad input,
3 a game or challenge ended against the side this process played honestly
(never expected).
`

var (
	// errUsage marks errors that exit with status 2.
	errUsage = cli.ErrUsage
	errHelp  = cli.ErrHelp
	// errLost marks a game lost by the honest side: exit status 3.
	errLost = errors.New("the honest side lost")
)

var program = cli.Program{
	Name:  "bisect",
	Intro: intro,
	List:  commands,
	Outro: outro,
	Commands: map[string]cli.Func{
		"lab": cmdLab, "status": cmdStatus, "challenge": cmdChallenge, "defend": cmdDefend,
	},
	Status: func(err error) int {
		if errors.Is(err, errLost) {
			return 3
		}
		return 0
	},
}

// run is main without the process: tests call it directly.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	return program.Run(ctx, args, stdout, stderr)
}

func newFlags(name, synopsis, about string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: bisect %s\n\n%s\nFlags:\n", synopsis, about)
		fs.PrintDefaults()
		fmt.Fprint(stderr, "\nExit status: 0 success, 1 the command failed, 2 bad usage or bad input, 3 the honest side lost a game or challenge.\n")
	}
	return fs
}
