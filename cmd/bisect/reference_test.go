package main

import (
	"context"
	"flag"
	"testing"

	"github.com/deepcall/deepcall/internal/cli"
)

var update = flag.Bool("update", false, "rewrite docs/cli/bisect.md from the flag sets (make docs)")

// docs/cli/bisect.md is the usage text and every command's --help, so the
// reference cannot drift from the flag sets: a flag or command changed
// without make docs fails here.
func TestCLIReference(t *testing.T) {
	page, err := program.Reference(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if err := cli.MatchReference("bisect", page, *update); err != nil {
		t.Fatal(err)
	}
}
