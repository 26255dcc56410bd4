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
		Usage: "usage text\n",
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
