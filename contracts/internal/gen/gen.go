package main

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi/abigen"
)

// Paths relative to the repository root.
const (
	ArtifactsDir = "contracts/artifacts"
	BindingsDir  = "contracts/bindings"
	bindingsPkg  = "bindings"
	forgeBin     = "node_modules/.bin/forge"
)

// Contract is one shipped contract: its source file (under contracts/src,
// or under contracts/test for a test harness; forge names its output after
// the file name alone) and its name. The artifacts are <Name>.abi (the JSON
// ABI on one line) and <Name>.bin (0x-prefixed creation bytecode); the
// binding is bindings/<lowercase name>.go with Go type <Name>.
type Contract struct {
	File, Name string
}

// Shipped lists the contracts whose artifacts and bindings are committed.
// Add a contract here when Go code needs to deploy or call it.
var Shipped = []Contract{
	{File: "IQ16Engine.sol", Name: "IQ16Engine"},
	// Created by IQ16Engine's constructor; deployments call it to mount chunks.
	{File: "OverlayMounter.sol", Name: "OverlayMounter"},
	// The per-op harness (contracts/test): Go tests drive the IQ16Ops
	// kernels through it on the per-op golden vectors.
	{File: "OpsHarness.sol", Name: "OpsHarness"},
	// The quorum contracts (operator, aggregator, devnet deployment).
	{File: "OperatorRegistry.sol", Name: "OperatorRegistry"},
	// deepcall as an EigenLayer AVS: the registry's operator set and slashing path.
	{File: "OperatorSetAVS.sol", Name: "OperatorSetAVS"},
	{File: "LLMConsumer.sol", Name: "LLMConsumer"},
	// A committee split by layer ranges (SPEC.md §12): sharded landing and blame.
	{File: "ShardCommittee.sol", Name: "ShardCommittee"},
	// The dispute game and its one-step rules (bisection's chain adapter,
	// cmd/bisect).
	{File: "DisputeGame.sol", Name: "DisputeGame"},
	{File: "AlphabetStep.sol", Name: "AlphabetStep"},
	{File: "EngineStep.sol", Name: "EngineStep"},
	// EngineStep's leaves that read the KV cache (deployed beside it).
	{File: "KvStep.sol", Name: "KvStep"},
	// One non-matvec op of a step from its inputs and its weight bytes in
	// calldata (the one-step's bounded-memory path).
	{File: "StepOps.sol", Name: "StepOps"},
	// The operator economy (package economy): staked capacity and its
	// default price table.
	{File: "CapacityRegistry.sol", Name: "CapacityRegistry"},
	{File: "CapacityRegistry.sol", Name: "PriceTable"},
	// Fees escrowed with requests, settled per landed batch, pulled by signers.
	{File: "TaskMarket.sol", Name: "TaskMarket"},
	// The stake-weighted committee draw as a view (economy.Draw's twin).
	{File: "AssignmentDraw.sol", Name: "AssignmentDraw"},
}

// ErrNoForge is returned when the forge binary is not installed.
var ErrNoForge = errors.New("forge not found (run make setup)")

// ForgeArtifacts compiles contracts/src and the harnesses of contracts/test
// (every file but the *.t.sol tests, which --skip test leaves out) with forge
// into a scratch folder (so the repository's out/ and cache/ are left alone)
// and returns the artifact files of every shipped contract, keyed by file
// name.
func ForgeArtifacts(ctx context.Context, root string) (map[string][]byte, error) {
	forge := filepath.Join(root, forgeBin)
	if _, err := os.Stat(forge); err != nil {
		return nil, fmt.Errorf("%w: %s", ErrNoForge, forge)
	}
	tmp, err := os.MkdirTemp("", "deepcall-forge-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, "out")
	cmd := exec.CommandContext(ctx, forge, "build", "--root", root,
		"--out", out, "--cache-path", filepath.Join(tmp, "cache"), "--skip", "test", "--skip", "script")
	cmd.Dir = root
	msg, err := cmd.CombinedOutput()
	if err != nil {
		return nil, fmt.Errorf("forge build: %w\n%s", err, msg)
	}
	// forge can exit 0 after a failed compilation; its output says so.
	if bytes.Contains(msg, []byte("Compiler run failed")) {
		return nil, fmt.Errorf("forge build failed:\n%s", msg)
	}
	files := make(map[string][]byte)
	for _, c := range Shipped {
		abiJSON, bin, err := readForgeOutput(filepath.Join(out, c.File, c.Name+".json"))
		if err != nil {
			return nil, fmt.Errorf("contract %s: %w", c.Name, err)
		}
		files[c.Name+".abi"] = abiJSON
		files[c.Name+".bin"] = bin
	}
	return files, nil
}

// readForgeOutput extracts the compact ABI and the creation bytecode from one
// forge output file.
func readForgeOutput(path string) (abiJSON, bin []byte, err error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, fmt.Errorf("read forge output: %w", err)
	}
	var art struct {
		ABI      json.RawMessage `json:"abi"`
		Bytecode struct {
			Object         string          `json:"object"`
			LinkReferences json.RawMessage `json:"linkReferences"`
		} `json:"bytecode"`
	}
	if err := json.Unmarshal(data, &art); err != nil {
		return nil, nil, fmt.Errorf("parse forge output %s: %w", path, err)
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, art.ABI); err != nil {
		return nil, nil, fmt.Errorf("parse ABI in %s: %w", path, err)
	}
	code := strings.TrimPrefix(art.Bytecode.Object, "0x")
	if code == "" {
		return nil, nil, fmt.Errorf("%s has no creation bytecode (abstract contract or interface?)", path)
	}
	if _, err := hex.DecodeString(code); err != nil {
		return nil, nil, fmt.Errorf("bytecode in %s is not plain hex (unlinked library references are not supported): %w", path, err)
	}
	return append(compact.Bytes(), '\n'), []byte("0x" + code + "\n"), nil
}

// Bindings generates the abigen v2 binding of every shipped contract from
// the artifacts in dir, exactly as `go tool abigen --v2 --abi <Name>.abi
// --bin <Name>.bin --pkg bindings --type <Name>` would.
func Bindings(dir string) (map[string][]byte, error) {
	files := make(map[string][]byte)
	declared := make(map[string]bool)
	for _, c := range Shipped {
		abiJSON, err := os.ReadFile(filepath.Join(dir, c.Name+".abi"))
		if err != nil {
			return nil, fmt.Errorf("read artifact: %w", err)
		}
		bin, err := os.ReadFile(filepath.Join(dir, c.Name+".bin"))
		if err != nil {
			return nil, fmt.Errorf("read artifact: %w", err)
		}
		code, err := abigen.BindV2([]string{c.Name}, []string{string(abiJSON)}, []string{string(bin)},
			bindingsPkg, map[string]string{}, map[string]string{})
		if err != nil {
			return nil, fmt.Errorf("bind %s: %w", c.Name, err)
		}
		files[strings.ToLower(c.Name)+".go"] = []byte(dropDeclared(code, declared))
	}
	return files, nil
}

// structDecl matches one struct type abigen emits for a Solidity struct,
// with its doc comment.
var structDecl = regexp.MustCompile(`(?m)^// (\w+) is an auto generated low-level Go binding around an user-defined struct\.\ntype (\w+) struct \{\n(?:\t.*\n)*\}\n\n?`)

// dropDeclared removes from one contract's binding the struct types an
// earlier binding of the package already declares (a Solidity struct
// shared by several shipped contracts, such as G1Point or Transition, would
// otherwise be declared twice), and records the ones it keeps.
func dropDeclared(code string, declared map[string]bool) string {
	return structDecl.ReplaceAllStringFunc(code, func(decl string) string {
		name := structDecl.FindStringSubmatch(decl)[2]
		if declared[name] {
			return ""
		}
		declared[name] = true
		return decl
	})
}

// DiffArtifacts compares fresh artifacts with those in dir: ABIs as JSON
// values, bytecode as bytes. It returns one line per difference.
func DiffArtifacts(dir string, fresh map[string][]byte) []string {
	var diff []string
	for _, name := range sortedKeys(fresh) {
		have, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			diff = append(diff, fmt.Sprintf("%s: %v", name, err))
			continue
		}
		if strings.HasSuffix(name, ".abi") {
			var a, b any
			if json.Unmarshal(have, &a) != nil || json.Unmarshal(fresh[name], &b) != nil || !jsonEqual(a, b) {
				diff = append(diff, name+": ABI differs")
			}
			continue
		}
		if !bytes.Equal(bytes.TrimSpace(have), bytes.TrimSpace(fresh[name])) {
			diff = append(diff, name+": bytecode differs")
		}
	}
	return diff
}

func jsonEqual(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return bytes.Equal(x, y)
}

// WriteFiles writes every file into dir.
func WriteFiles(dir string, files map[string][]byte) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("write %s: %w", dir, err)
	}
	for _, name := range sortedKeys(files) {
		if err := os.WriteFile(filepath.Join(dir, name), files[name], 0o644); err != nil {
			return fmt.Errorf("write %s: %w", name, err)
		}
	}
	return nil
}

func sortedKeys(m map[string][]byte) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
