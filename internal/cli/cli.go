// Package cli is the subcommand frame the deepcall binaries share: dispatch
// on the first argument, flag parsing that tells a help request from bad
// usage, and exit statuses — 0 success, 1 the command failed, 2 bad usage or
// bad input, and whatever a binary adds through Program.Status. A program's
// command list (Program.List) is written once: it makes the usage text, and
// with each command's own --help the binary's page of docs/cli/
// (Program.Reference), which a test in each cmd package compares with the
// committed page.
package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
)

var (
	// ErrUsage marks errors in how a command was called: exit status 2.
	ErrUsage = errors.New("usage")
	// ErrHelp is returned by Parse when help was asked for and shown: exit
	// status 0.
	ErrHelp = errors.New("help shown")
)

// Func is one subcommand: its arguments after the command name.
type Func func(ctx context.Context, args []string, stdout, stderr io.Writer) error

// Program is a binary made of subcommands.
type Program struct {
	Name string // as printed before each error: "<Name> <command>: …"
	// Intro, List and Outro make the usage text printed for help, no
	// command, or an unknown one (Usage); List is also what Reference
	// documents, so the command list is written once.
	Intro    string
	List     []Command
	Outro    string
	Commands map[string]Func
	// Status, when set, gives a failed command's exit status; 0 leaves the
	// default (2 for ErrUsage, else 1).
	Status func(error) int
}

// Run runs the command args[0] and returns the process's exit status.
func (p Program) Run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, p.Usage())
		return 2
	}
	switch args[0] {
	case "help", "-h", "--help":
		fmt.Fprint(stdout, p.Usage())
		return 0
	}
	f, ok := p.Commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "%s: unknown command %q\n\n%s", p.Name, args[0], p.Usage())
		return 2
	}
	err := f(ctx, args[1:], stdout, stderr)
	if err == nil || errors.Is(err, ErrHelp) {
		return 0
	}
	fmt.Fprintf(stderr, "%s %s: %v\n", p.Name, args[0], err)
	if p.Status != nil {
		if code := p.Status(err); code != 0 {
			return code
		}
	}
	if errors.Is(err, ErrUsage) {
		return 2
	}
	return 1
}

// HelpError is ErrHelp with the flag set whose help was shown, so that
// Reference can check a command's synopsis against its flags.
type HelpError struct{ Flags *flag.FlagSet }

func (*HelpError) Error() string { return ErrHelp.Error() }
func (*HelpError) Unwrap() error { return ErrHelp }

// Parse parses a command's flags (fs must use flag.ContinueOnError): a help
// request is ErrHelp (a *HelpError), a bad flag or a positional argument
// ErrUsage.
func Parse(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return &HelpError{Flags: fs}
		}
		return fmt.Errorf("%w: %v", ErrUsage, err)
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("%w: unexpected argument %q", ErrUsage, fs.Arg(0))
	}
	return nil
}
