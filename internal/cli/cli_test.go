package cli

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"testing"
)

var errLost = errors.New("lost")

func TestProgramExitStatus(t *testing.T) {
	p := Program{
		Name:  "tool",
		Intro: "usage text\n",
		List:  []Command{{"ok", "succeeds"}, {"fail", "fails"}, {"lose", "loses"}, {"flags", "takes -n"}},
		Commands: map[string]Func{
			"ok": func(context.Context, []string, io.Writer, io.Writer) error { return nil },
			"fail": func(context.Context, []string, io.Writer, io.Writer) error {
				return errors.New("boom")
			},
			"lose": func(context.Context, []string, io.Writer, io.Writer) error {
				return fmt.Errorf("game 3: %w", errLost)
			},
			"flags": func(_ context.Context, args []string, _, stderr io.Writer) error {
				fs := flag.NewFlagSet("flags", flag.ContinueOnError)
				fs.SetOutput(stderr)
				fs.Int("n", 0, "a number")
				return Parse(fs, args)
			},
		},
		Status: func(err error) int {
			if errors.Is(err, errLost) {
				return 3
			}
			return 0
		},
	}
	for _, tc := range []struct {
		args   []string
		code   int
		stderr string
	}{
		{nil, 2, "usage text"},
		{[]string{"help"}, 0, ""},
		{[]string{"nope"}, 2, `tool: unknown command "nope"`},
		{[]string{"ok"}, 0, ""},
		{[]string{"fail"}, 1, "tool fail: boom"},
		{[]string{"lose"}, 3, "tool lose: game 3: lost"},
		{[]string{"flags", "-n", "4"}, 0, ""},
		{[]string{"flags", "-h"}, 0, "a number"},
		{[]string{"flags", "-x"}, 2, "tool flags: usage:"},
		{[]string{"flags", "extra"}, 2, `unexpected argument "extra"`},
	} {
		var out, errs bytes.Buffer
		code := p.Run(context.Background(), tc.args, &out, &errs)
		if code != tc.code || !strings.Contains(errs.String(), tc.stderr) {
			t.Errorf("%v: exit %d, want %d; stderr %q, want it to contain %q", tc.args, code, tc.code, errs.String(), tc.stderr)
		}
	}
}

// The reference is the usage text and each listed command's own help; a
// command dispatched but not listed, or listed but showing no help, fails it.
func TestReference(t *testing.T) {
	withFlags := func(_ context.Context, args []string, _, stderr io.Writer) error {
		fs := flag.NewFlagSet("flags", flag.ContinueOnError)
		fs.SetOutput(stderr)
		fs.Usage = func() { fmt.Fprintln(stderr, "usage: tool flags [-n N]"); fs.PrintDefaults() }
		fs.Int("n", 0, "a number")
		return Parse(fs, args)
	}
	noHelp := func(context.Context, []string, io.Writer, io.Writer) error { return nil }
	p := Program{Name: "tool", Intro: "tool — does things\n", Outro: "the end\n",
		List:     []Command{{"flags", "takes -n"}},
		Commands: map[string]Func{"flags": withFlags}}
	page, err := p.Reference(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"# tool\n", "  flags  takes -n\n", "## tool flags\n\ntakes -n\n", "usage: tool flags [-n N]", "a number", "the end\n"} {
		if !strings.Contains(page, want) {
			t.Errorf("reference lacks %q:\n%s", want, page)
		}
	}
	// A synopsis naming a flag the set lacks fails.
	p.Commands["flags"] = func(_ context.Context, args []string, _, stderr io.Writer) error {
		fs := flag.NewFlagSet("flags", flag.ContinueOnError)
		fs.SetOutput(stderr)
		fs.Usage = func() { fmt.Fprintln(stderr, "usage: tool flags [-n N] [--gone]\n\nFlags:"); fs.PrintDefaults() }
		fs.Int("n", 0, "a number")
		return Parse(fs, args)
	}
	if _, err := p.Reference(context.Background()); !errors.Is(err, ErrUndocumented) {
		t.Errorf("synopsis with a stale flag: %v, want ErrUndocumented", err)
	}
	p.Commands["flags"] = withFlags
	p.Commands["quiet"] = noHelp
	if _, err := p.Reference(context.Background()); !errors.Is(err, ErrUndocumented) {
		t.Errorf("unlisted command: %v, want ErrUndocumented", err)
	}
	p.List = append(p.List, Command{"quiet", "shows no help"})
	if _, err := p.Reference(context.Background()); !errors.Is(err, ErrUndocumented) {
		t.Errorf("command without help: %v, want ErrUndocumented", err)
	}
}

func TestMatchFile(t *testing.T) {
	path := t.TempDir() + "/page.md"
	if err := MatchFile(path, "a\n", false); err == nil {
		t.Error("missing page matched")
	}
	if err := MatchFile(path, "a\n", true); err != nil {
		t.Fatal(err)
	}
	if err := MatchFile(path, "a\n", false); err != nil {
		t.Error(err)
	}
	if err := MatchFile(path, "b\n", false); err == nil {
		t.Error("a changed page matched")
	}
}
