package layers

import (
	"bufio"
	"bytes"
	"context"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/deepcall/deepcall/internal/repo"
)

const module = "github.com/deepcall/deepcall/"

// layers, bottom first. A pattern is a package path relative to the
// module, or a prefix ending in "/..." for it and every package below it;
// a package takes the most specific pattern that matches it.
var layers = []struct {
	name     string
	packages []string
}{
	// Leaf utilities: no deepcall imports of their own.
	{"support", []string{"internal/repo", "internal/cli", "internal/envflag", "internal/memstat", "internal/nonzero", "internal/ethcall", "metrics", "reqauth"}},
	// The deterministic engine, its model formats and the proof circuits;
	// the choice of its backend (CPU or device) from the commands' flags.
	{"engine", []string{"inference/...", "zkstep", "internal/backend"}},
	// What is signed (the transition digest) and how (BLS); the wire types
	// of the router and aggregator HTTP APIs.
	{"protocol", []string{"protocol", "blsagg", "api", "internal/openapitest"}},
	// The contracts as Go sees them, and the one transaction sender.
	{"contracts", []string{"contracts/bindings", "contracts/sim", "contracts/reverts", "txmgr", "eigen", "answers", "examples/storybook"}},
	// Pure game and market logic over the contracts' types.
	{"core", []string{"bisection", "bisection/steprs", "zkstep/zkgame", "economy"}},
	// Deployment and the chains the core plays on (lab chains, simulated chains).
	{"adapters", []string{"deploy", "attest", "bisection/labchain", "zkstep/zkchain", "aggregator/simchain"}},
	// The daemons and their clients.
	{"daemons", []string{"operator", "aggregator", "router", "bisection/audit", "loadgen", "delivery"}},
	// Whole systems: the devnet, system tests, benchmarks over deployed contracts.
	{"systems", []string{"devnet/...", "systest", "tools/gasbench"}},
	// Commands and generators: nothing imports them.
	{"commands", []string{"cmd/...", "web/...", "contracts", "contracts/internal/gen", "eigen/internal/gendump",
		"zkstep/cmd/...", "inference/synth/textmodel/gen", "internal/layers", "tools/docs", "tools/measured",
		"tools/soldoc", "contracts/package"}},
}

// exceptions are imports allowed against the table, each with its reason:
// "importer -> imported". None today; add one only with a comment saying
// why it cannot be fixed yet.
var exceptions = map[string]bool{}

// layerOf returns the index of p's layer, or -1 when the table does not
// place it.
func layerOf(p string) int {
	best, bestLen := -1, -1
	for i, l := range layers {
		for _, pat := range l.packages {
			n := -1
			if prefix, ok := strings.CutSuffix(pat, "/..."); ok {
				if p == prefix || strings.HasPrefix(p, prefix+"/") {
					n = len(prefix)
				}
			} else if p == pat {
				n = len(pat) + 1 // an exact name beats a prefix of the same length
			}
			if n > bestLen {
				best, bestLen = i, n
			}
		}
	}
	return best
}

// imports lists every package of the module with its non-test imports
// inside the module, paths relative to it. Tests may import upward (an
// external test package drives a fixture from a higher layer): they ship in
// no binary and cannot form a cycle.
func imports(t *testing.T) map[string][]string {
	t.Helper()
	root, err := repo.Root()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "go", "list", "-e", "-f", `{{.ImportPath}} {{join .Imports " "}}`, "./...")
	cmd.Dir = root
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v: %s", err, stderr.Bytes())
	}
	deps := map[string][]string{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 {
			continue
		}
		p, ok := strings.CutPrefix(fields[0], module)
		if !ok {
			continue
		}
		deps[p] = nil
		for _, imp := range fields[1:] {
			if rel, ok := strings.CutPrefix(imp, module); ok {
				deps[p] = append(deps[p], rel)
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return deps
}

func TestLayering(t *testing.T) {
	deps := imports(t)
	if len(deps) == 0 {
		t.Fatal("go list found no packages")
	}
	for p, imps := range deps {
		lp := layerOf(p)
		if lp < 0 {
			t.Errorf("%s is in no layer: add it to the table in internal/layers", p)
			continue
		}
		for _, imp := range imps {
			li := layerOf(imp)
			if li <= lp || exceptions[p+" -> "+imp] {
				continue
			}
			t.Errorf("%s (%s) imports %s (%s), a layer above it", p, layers[lp].name, imp, layerName(li))
		}
	}
	for e := range exceptions {
		from, to, _ := strings.Cut(e, " -> ")
		if !slices.Contains(deps[from], to) {
			t.Errorf("exception %q no longer needed: remove it", e)
		}
	}
}

// TestLayerOf pins the matching rule the table relies on.
func TestLayerOf(t *testing.T) {
	for _, tc := range []struct{ p, want string }{
		{"inference", "engine"},
		{"inference/loader", "engine"},
		{"inference/synth/textmodel/gen", "commands"}, // exact beats the prefix
		{"zkstep", "engine"},
		{"zkstep/zkgame", "core"},
		{"zkstep/cmd/zkgen", "commands"},
		{"contracts/bindings", "contracts"},
		{"devnet/stack", "systems"},
		{"devnetx", ""},
	} {
		if got := layerName(layerOf(tc.p)); got != tc.want {
			t.Errorf("layerOf(%s) = %q, want %q", tc.p, got, tc.want)
		}
	}
}

func layerName(i int) string {
	if i < 0 {
		return ""
	}
	return layers[i].name
}
