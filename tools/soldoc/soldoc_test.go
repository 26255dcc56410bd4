package main

import (
	"context"
	"errors"
	"os"
	"testing"
	"time"

	"github.com/deepcall/deepcall/internal/repo"
)

// TestCommittedCurrent fails when contracts/package/abi or docs/API.md
// differ from a fresh forge build of the package (an ABI difference names
// the version bump it needs). It skips without forge, unless
// DEEPCALL_REQUIRE_FORGE=1.
func TestCommittedCurrent(t *testing.T) {
	if testing.Short() {
		t.Skip("forge build skipped in -short mode")
	}
	root, err := repo.Root()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	out, err := Generate(ctx, root)
	if errors.Is(err, ErrNoForge) && os.Getenv("DEEPCALL_REQUIRE_FORGE") != "1" {
		t.Skipf("%v; DEEPCALL_REQUIRE_FORGE=1 makes this a failure", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	if msg := out.Stale(root); msg != "" {
		t.Fatal(msg)
	}
}

func TestPackageVersion(t *testing.T) {
	root, err := repo.Root()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := PackageVersion(root); err != nil {
		t.Fatal(err)
	}
}
