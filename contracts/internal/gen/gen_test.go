package main

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/deepcall/deepcall/internal/repo"
)

func root(t *testing.T) string {
	t.Helper()
	r, err := repo.Root()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestBindingsUpToDate fails when regenerating the bindings from the
// committed artifacts would change them.
func TestBindingsUpToDate(t *testing.T) {
	r := root(t)
	for _, p := range Projects {
		files, err := Bindings(filepath.Join(r, p.Artifacts), p)
		if err != nil {
			t.Fatal(err)
		}
		if diff := DiffFiles(filepath.Join(r, p.Bindings), files); len(diff) > 0 {
			t.Errorf("%s is stale: %v differ from what %s generate; "+
				"run go generate ./contracts/... (or go run ./contracts/internal/gen -bindings-only)", p.Bindings, diff, p.Artifacts)
		}
	}
}

// TestArtifactsMatchForge fails when a fresh forge build of a project
// (contracts/src, examples/storybook) gives other ABIs or bytecode than its
// committed artifacts. It skips when forge is not installed, unless
// DEEPCALL_REQUIRE_FORGE=1.
func TestArtifactsMatchForge(t *testing.T) {
	if testing.Short() {
		t.Skip("forge build skipped in -short mode")
	}
	r := root(t)
	for _, p := range Projects {
		t.Run(p.Package, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
			defer cancel()
			fresh, err := ForgeArtifacts(ctx, r, p)
			if errors.Is(err, ErrNoForge) && os.Getenv("DEEPCALL_REQUIRE_FORGE") != "1" {
				t.Skipf("%v; DEEPCALL_REQUIRE_FORGE=1 makes this a failure", err)
			}
			if err != nil {
				t.Fatal(err)
			}
			if diff := DiffArtifacts(filepath.Join(r, p.Artifacts), fresh); len(diff) > 0 {
				t.Fatalf("%s differs from a fresh forge build of %s: %v; run go generate ./contracts/...", p.Artifacts, p.Root, diff)
			}
		})
	}
}
