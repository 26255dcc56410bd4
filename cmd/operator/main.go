// Command operator is a deepcall operator's tool: make keys, register with
// EigenLayer and deepcall's registry, run the daemon.
//
// "operator help" lists the commands and "operator COMMAND --help" gives a
// command's flags; docs/cli/operator.md is both, generated from the same
// flag sets by make docs, and docs/operators.md is the operator's guide.
//
// Passwords come from the environment: OPERATOR_ECDSA_KEY_PASSWORD and
// OPERATOR_BLS_KEY_PASSWORD.
//
// Exit status: 0 success, 1 the command failed, 2 bad usage or bad input
// (flags, operator.yaml, key files, passwords, a key the registry refuses).
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

	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/internal/cli"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

const intro = `operator — a deepcall operator's keys, registration and daemon
`

// commands is the command list of the usage text and of docs/cli/operator.md.
var commands = []cli.Command{
	{Name: "keygen", Summary: "make an ECDSA key (go-ethereum keystore) and a BLS key (eigensdk-go keystore) in --out DIR, and print the address and operator id"},
	{Name: "register", Summary: "register the operator of --config operator.yaml: with --eigenlayer, first as an EigenLayer operator (and deposit el_deposit_amount into el_strategy_address; devnets — on a public network use the eigenlayer CLI), then in deepcall's OperatorRegistry with its BLS key and proof of possession"},
	{Name: "run", Summary: "run the operator daemon for --config operator.yaml: its API and Prometheus metrics (/metrics) on listen_address; it signs only for requests signed by a --callers key (the aggregator's) and consumers the --game (DisputeGame) admitted; --engine native|evm|both picks what runs the canonical call, --fault SPEC (wrong-from=K, offline, delay=D) misbehaves on purpose for drills"},
}

const outro = `Run "operator COMMAND --help" for a command's flags (docs/cli/operator.md has them all).
Environment: OPERATOR_ECDSA_KEY_PASSWORD and OPERATOR_BLS_KEY_PASSWORD decrypt
(and, for keygen, encrypt) the key files.

Exit status: 0 success, 1 the command failed, 2 bad usage or bad input.
`

var (
	errUsage = cli.ErrUsage
	errHelp  = cli.ErrHelp
)

var program = cli.Program{
	Name:  "operator",
	Intro: intro,
	List:  commands,
	Outro: outro,
	Commands: map[string]cli.Func{
		"keygen": func(_ context.Context, args []string, stdout, stderr io.Writer) error {
			return cmdKeygen(args, stdout, stderr)
		},
		"register": cmdRegister, "run": cmdRun,
	},
	Status: func(err error) int {
		if isInputError(err) {
			return 2
		}
		return 0
	},
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	return program.Run(ctx, args, stdout, stderr)
}

// isInputError reports errors caused by what the user passed.
func isInputError(err error) bool {
	for _, target := range []error{
		errUsage, deploy.ErrConfig, deploy.ErrKeyFile, deploy.ErrPassword, deploy.ErrKeyExists,
		deploy.ErrInvalidPoP, deploy.ErrKeyTaken, errWrongChain, errKeyMismatch, errPinMismatch,
	} {
		if errors.Is(err, target) {
			return true
		}
	}
	return false
}

func newFlags(name, synopsis string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: operator %s\n\nFlags:\n", synopsis)
		fs.PrintDefaults()
	}
	return fs
}

// password reads a key password from the environment; an empty one is refused.
func password(env string) (string, error) {
	p := os.Getenv(env)
	if p == "" {
		return "", fmt.Errorf("%w: set %s to the key password", errUsage, env)
	}
	return p, nil
}
