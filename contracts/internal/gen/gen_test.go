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
	files, err := Bindings(filepath.Join(r, ArtifactsDir))
	if err != nil {
		t.Fatal(err)
	}
	if diff := DiffFiles(filepath.Join(r, BindingsDir), files); len(diff) > 0 {
		t.Fatalf("contracts/bindings is stale: %v differ from what contracts/artifacts generate; "+
			"run go generate ./contracts/... (or go run ./contracts/internal/gen -bindings-only)", diff)
	}
}

// TestArtifactsMatchForge fails when a fresh forge build of contracts/src
// gives other ABIs or bytecode than the committed artifacts. It skips when
// forge is not installed, unless DEEPCALL_REQUIRE_FORGE=1.
func TestArtifactsMatchForge(t *testing.T) {
	if testing.Short() {
		t.Skip("forge build skipped in -short mode")
	}
	r := root(t)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	fresh, err := ForgeArtifacts(ctx, r)
	if errors.Is(err, ErrNoForge) && os.Getenv("DEEPCALL_REQUIRE_FORGE") != "1" {
		t.Skipf("%v; DEEPCALL_REQUIRE_FORGE=1 makes this a failure", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	if diff := DiffArtifacts(filepath.Join(r, ArtifactsDir), fresh); len(diff) > 0 {
		t.Fatalf("contracts/artifacts differ from a fresh forge build of contracts/src: %v; run go generate ./contracts/...", diff)
	}
}
