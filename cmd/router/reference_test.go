package main

import (
	"bytes"
	"context"
	"flag"
	"testing"

	"github.com/deepcall/deepcall/internal/cli"
)

var update = flag.Bool("update", false, "rewrite docs/cli/router.md from the flag set (make docs)")

// docs/cli/router.md is what --help prints with no environment set, so the
// reference cannot drift from the flag set: a flag changed without make
// docs fails here.
func TestCLIReference(t *testing.T) {
	var out, errb bytes.Buffer
	noEnv := func(string) string { return "" }
	if code := run(context.Background(), []string{"--help"}, noEnv, &out, &errb, nil); code != 0 {
		t.Fatalf("--help: exit %d: %s", code, errb.String())
	}
	if err := cli.MatchReference("router", cli.Page("router", out.String()), *update); err != nil {
		t.Fatal(err)
	}
}
