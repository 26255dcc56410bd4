// Command soldoc writes the published interface of the Solidity package
// @deepcall/contracts (contracts/package) from a forge build of its sources:
// the ABI of each of its contracts (abi/<Name>.json, semver'd with the
// package's version) and the API reference from their NatSpec
// (docs/API.md). `make docs` runs it; its test fails when either committed
// copy differs from a fresh build, and names the version bump an ABI change
// needs.
//
// Usage:
//
//	go run ./tools/soldoc [-check]
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/deepcall/deepcall/internal/repo"
)

// Paths relative to the repository root.
const (
	PackageDir = "contracts/package"
	SourceDir  = PackageDir + "/src"
	ABIDir     = PackageDir + "/abi"
	APIDoc     = PackageDir + "/docs/API.md"
)

func main() {
	check := flag.Bool("check", false, "compare with the committed files instead of writing them: exit 1 when they differ")
	flag.Parse()
	if err := run(*check); err != nil {
		fmt.Fprintln(os.Stderr, "soldoc:", err)
		os.Exit(1)
	}
}

func run(check bool) error {
	root, err := repo.Root()
	if err != nil {
		return fmt.Errorf("find repository root: %w", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	out, err := Generate(ctx, root)
	if err != nil {
		return err
	}
	if check {
		if msg := out.Stale(root); msg != "" {
			return errors.New(msg)
		}
		fmt.Println("the package's ABI files and API reference are current")
		return nil
	}
	return out.Write(root)
}

// Output is what soldoc writes: ABI files keyed by contract name, and the
// API reference.
type Output struct {
	ABIs map[string][]byte
	API  string
}

// Generate builds the package's sources with forge and renders its files.
func Generate(ctx context.Context, root string) (*Output, error) {
	version, err := PackageVersion(root)
	if err != nil {
		return nil, err
	}
	contracts, types, err := Build(ctx, root)
	if err != nil {
		return nil, err
	}
	out := &Output{ABIs: map[string][]byte{}}
	for _, c := range contracts {
		if out.ABIs[c.Name], err = FormatABI(c.ABI); err != nil {
			return nil, fmt.Errorf("ABI of %s: %w", c.Name, err)
		}
	}
	if out.API, err = Render(version, contracts, types); err != nil {
		return nil, err
	}
	return out, nil
}

// Write replaces the committed ABI files (a contract gone loses its file)
// and the API reference.
func (o *Output) Write(root string) error {
	dir := filepath.Join(root, ABIDir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	old, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return err
	}
	for _, f := range old {
		if _, keep := o.ABIs[strings.TrimSuffix(filepath.Base(f), ".json")]; !keep {
			if err := os.Remove(f); err != nil {
				return err
			}
		}
	}
	for name, data := range o.ABIs {
		if err := os.WriteFile(filepath.Join(dir, name+".json"), data, 0o644); err != nil {
			return err
		}
	}
	if err := os.MkdirAll(filepath.Join(root, filepath.Dir(APIDoc)), 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(root, APIDoc), []byte(o.API), 0o644)
}

// Stale says how the committed files differ from o, and what to do; "" when
// they are current.
func (o *Output) Stale(root string) string {
	var msg []string
	committed, err := ReadABIs(filepath.Join(root, ABIDir))
	if err != nil {
		return err.Error()
	}
	changes, err := DiffABIs(committed, o.ABIs)
	if err != nil {
		return err.Error()
	}
	if len(changes) > 0 {
		lines := make([]string, len(changes))
		for i, c := range changes {
			lines[i] = "  " + c.String()
		}
		msg = append(msg, fmt.Sprintf("%s differs from the compiled ABI of %s:\n%s\n"+
			"The ABI is the package's semver'd interface: bump \"version\" in %s/package.json "+
			"(major for a removal or a change, minor for an addition; these changes need a %s bump), then run make docs.",
			ABIDir, SourceDir, strings.Join(lines, "\n"), PackageDir, Bump(changes)))
	} else {
		// same entries: the files' bytes must match too (make docs writes them)
		for name, data := range o.ABIs {
			if have, _ := os.ReadFile(filepath.Join(root, ABIDir, name+".json")); string(have) != string(data) {
				msg = append(msg, fmt.Sprintf("%s/%s.json is not formatted as make docs writes it: run make docs", ABIDir, name))
			}
		}
	}
	if have, err := os.ReadFile(filepath.Join(root, APIDoc)); err != nil || string(have) != o.API {
		msg = append(msg, fmt.Sprintf("%s differs from the NatSpec of %s (or the package's version): run make docs and commit it", APIDoc, SourceDir))
	}
	return strings.Join(msg, "\n")
}

var semver = regexp.MustCompile(`^\d+\.\d+\.\d+$`)

// PackageVersion reads the package's version from its package.json.
func PackageVersion(root string) (string, error) {
	data, err := os.ReadFile(filepath.Join(root, PackageDir, "package.json"))
	if err != nil {
		return "", fmt.Errorf("read the package's version: %w", err)
	}
	var p struct {
		Name, Version string
	}
	if err := json.Unmarshal(data, &p); err != nil {
		return "", fmt.Errorf("parse %s/package.json: %w", PackageDir, err)
	}
	if !semver.MatchString(p.Version) {
		return "", fmt.Errorf("%s/package.json: version %q is not MAJOR.MINOR.PATCH", PackageDir, p.Version)
	}
	return p.Version, nil
}
