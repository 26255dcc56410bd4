// Package envflag is the flag handling of deepcall's daemons: every flag can
// also be set by an environment variable named after it (prefix + the flag's
// name in upper case with '-' as '_'), a flag on the command line wins over
// its variable, and the usage text names each variable beside its flag, so
// that a daemon configured from a unit file and one started by hand read the
// same settings.
package envflag

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// ErrHelp is returned by Parse when the arguments ask for the usage text.
var ErrHelp = errors.New("help requested")

// FlagSet is a flag.FlagSet whose flags also read environment variables.
type FlagSet struct {
	*flag.FlagSet
	prefix string
}

// New returns a flag set named name (the command, for messages) whose
// variables are prefix + the flag's name, e.g. DEEPCALL_ROUTER_ + LISTEN.
// Parse errors are written to out.
func New(name, prefix string, out io.Writer) *FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(out)
	return &FlagSet{FlagSet: fs, prefix: prefix}
}

// EnvVar is the environment variable of flag name.
func (f *FlagSet) EnvVar(name string) string {
	return f.prefix + strings.ToUpper(strings.ReplaceAll(name, "-", "_"))
}

// Parse parses args, then sets each flag not given on the command line from
// its variable when that is non-empty. It returns ErrHelp (and parses
// nothing) when an argument before "--" asks for help. Like flag.FlagSet, it
// writes what was wrong to the set's output before returning an error.
func (f *FlagSet) Parse(args []string, getenv func(string) string) error {
	for _, a := range args {
		if a == "--" {
			break
		}
		if a == "-h" || a == "-help" || a == "--help" || a == "help" {
			return ErrHelp
		}
	}
	if err := f.FlagSet.Parse(args); err != nil {
		return err
	}
	given := map[string]bool{}
	f.Visit(func(fl *flag.Flag) { given[fl.Name] = true })
	var err error
	f.VisitAll(func(fl *flag.Flag) {
		if err != nil || given[fl.Name] {
			return
		}
		v := f.EnvVar(fl.Name)
		if val := getenv(v); val != "" {
			if e := f.Set(fl.Name, val); e != nil {
				err = fmt.Errorf("%s=%q: %w", v, val, e)
			}
		}
	})
	if err != nil {
		fmt.Fprintf(f.Output(), "%s: %v\n", f.Name(), err)
	}
	return err
}

// PrintFlags writes every flag with its variable, usage and default.
func (f *FlagSet) PrintFlags(w io.Writer) {
	f.VisitAll(func(fl *flag.Flag) {
		name, text := flag.UnquoteUsage(fl)
		fmt.Fprintf(w, "  --%s %s  [%s]\n    \t%s", fl.Name, name, f.EnvVar(fl.Name), text)
		if fl.DefValue != "" && fl.DefValue != "0" {
			fmt.Fprintf(w, " (default %s)", fl.DefValue)
		}
		fmt.Fprintln(w)
	})
}

// List is a flag.Value of comma-separated (or repeated) non-empty strings.
type List []string

func (l *List) String() string { return strings.Join(*l, ",") }

// Set appends the comma-separated items of v.
func (l *List) Set(v string) error {
	for _, s := range strings.Split(v, ",") {
		if s = strings.TrimSpace(s); s != "" {
			*l = append(*l, s)
		}
	}
	return nil
}
