// Command gen regenerates contracts/artifacts and contracts/bindings: it runs
// forge build on contracts/src (and the harnesses in contracts/test) into a
// scratch folder, extracts the ABI and creation bytecode of every shipped
// contract into artifacts/ and generates the abigen v2 bindings from those
// artifacts. It does the same for the example app's Foundry project
// (examples/storybook: artifacts/ and its binding, package storybook).
//
//	go run ./contracts/internal/gen                 forge build, artifacts, bindings
//	go run ./contracts/internal/gen -bindings-only  bindings from the committed artifacts
//	go run ./contracts/internal/gen -check          compare both with a fresh build; change nothing
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/deepcall/deepcall/internal/repo"
)

func main() {
	bindingsOnly := flag.Bool("bindings-only", false, "regenerate bindings from the committed artifacts only (no forge)")
	check := flag.Bool("check", false, "report whether artifacts and bindings are up to date; write nothing")
	rootFlag := flag.String("root", "", "repository root (default: found from the working directory)")
	flag.Parse()
	if err := run(*rootFlag, *bindingsOnly, *check); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

func run(root string, bindingsOnly, check bool) error {
	var err error
	if root == "" {
		if root, err = repo.Root(); err != nil {
			return fmt.Errorf("find repository root: %w", err)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Minute)
	defer cancel()
	for _, p := range Projects {
		if err := runProject(ctx, root, p, bindingsOnly, check); err != nil {
			return fmt.Errorf("%s: %w", p.Root, err)
		}
	}
	if check {
		fmt.Println("artifacts and bindings are up to date")
	}
	return nil
}

func runProject(ctx context.Context, root string, p Project, bindingsOnly, check bool) error {
	artDir := filepath.Join(root, p.Artifacts)
	if !bindingsOnly {
		fresh, err := ForgeArtifacts(ctx, root, p)
		if err != nil {
			return err
		}
		if check {
			if diff := DiffArtifacts(artDir, fresh); len(diff) > 0 {
				return fmt.Errorf("artifacts are stale (run go generate ./contracts/...): %v", diff)
			}
		} else if err := WriteFiles(artDir, fresh); err != nil {
			return err
		}
	}
	files, err := Bindings(artDir, p)
	if err != nil {
		return err
	}
	bindDir := filepath.Join(root, p.Bindings)
	if check {
		if diff := DiffFiles(bindDir, files); len(diff) > 0 {
			return fmt.Errorf("bindings are stale (run go generate ./contracts/...): %v", diff)
		}
		return nil
	}
	return WriteFiles(bindDir, files)
}

// DiffFiles lists the files of want whose content in dir differs.
func DiffFiles(dir string, want map[string][]byte) []string {
	var diff []string
	for _, name := range sortedKeys(want) {
		have, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil || !bytes.Equal(have, want[name]) {
			diff = append(diff, name)
		}
	}
	return diff
}
