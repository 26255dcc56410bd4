// Command gendump writes eigen/elstate.json.gz: EigenLayer core (and the mock
// AVS, token and strategy deployed beside it) as genesis accounts, taken from
// the anvil state dump that eigensdk-go v1.0.0-rc.1 ships, with the addresses
// of its deployment outputs.
//
// It reads the module from the Go module cache (run `go mod download`
// first) and is run by `go generate ./eigen/`. The output is deterministic:
// the same module gives the same bytes.
package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// Module is the eigensdk-go version the dump comes from (go.mod pins it).
const Module = "github.com/Layr-Labs/eigensdk-go"

// Paths inside the module.
const (
	statePath  = "contracts/anvil/contracts-deployed-anvil-state.json"
	outputsDir = "contracts/script/output/31337"
)

// outputs are the deployment outputs whose "addresses" objects name the
// accounts of the dump.
var outputs = []string{
	"eigenlayer_deployment_output.json",
	"mockAvs_deployment_output.json",
	"token_and_strategy_deployment_output.json",
}

func main() {
	out := flag.String("out", "elstate.json.gz", "output file")
	flag.Parse()
	dir, version, err := moduleDir()
	if err != nil {
		fail(err)
	}
	data, err := Build(dir, version)
	if err != nil {
		fail(err)
	}
	if err := os.WriteFile(*out, data, 0o644); err != nil {
		fail(err)
	}
	fmt.Printf("gendump: wrote %s (%d bytes) from %s@%s\n", *out, len(data), Module, version)
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "gendump:", err)
	os.Exit(1)
}

// moduleDir finds eigensdk-go in the module cache, at the version go.mod selects.
func moduleDir() (dir, version string, err error) {
	cmd := exec.Command("go", "list", "-m", "-f", "{{.Dir}} {{.Version}}", Module)
	cmd.Stderr = os.Stderr
	msg, err := cmd.Output()
	if err != nil {
		return "", "", fmt.Errorf("locate %s: %w", Module, err)
	}
	f := strings.Fields(string(msg))
	if len(f) != 2 || f[0] == "" {
		return "", "", fmt.Errorf("locate %s: module not in the cache (run go mod download): %q", Module, msg)
	}
	return f[0], f[1], nil
}

// Account is one genesis account as the dump stores it.
type Account struct {
	Nonce   uint64            `json:"nonce"`
	Balance string            `json:"balance"`
	Code    string            `json:"code,omitempty"`
	Storage map[string]string `json:"storage,omitempty"`
}

// File is the written document (before gzip).
type File struct {
	Source    string             `json:"source"`
	Addresses map[string]string  `json:"addresses"`
	Accounts  map[string]Account `json:"accounts"`
}

// Build reads the dump and the deployment outputs of the module at dir and
// returns the gzip-compressed File.
func Build(dir, version string) ([]byte, error) {
	raw, err := os.ReadFile(filepath.Join(dir, statePath))
	if err != nil {
		return nil, fmt.Errorf("read anvil state: %w", err)
	}
	var dump struct {
		Accounts map[string]struct {
			Nonce   json.Number       `json:"nonce"`
			Balance string            `json:"balance"`
			Code    string            `json:"code"`
			Storage map[string]string `json:"storage"`
		} `json:"accounts"`
	}
	if err := json.Unmarshal(raw, &dump); err != nil {
		return nil, fmt.Errorf("parse anvil state: %w", err)
	}
	if len(dump.Accounts) == 0 {
		return nil, errors.New("anvil state has no accounts")
	}
	f := File{
		Source:    fmt.Sprintf("%s@%s %s", Module, version, statePath),
		Addresses: map[string]string{},
		Accounts:  make(map[string]Account, len(dump.Accounts)),
	}
	for addr, a := range dump.Accounts {
		n, err := a.Nonce.Int64()
		if err != nil || n < 0 {
			return nil, fmt.Errorf("account %s: bad nonce %q", addr, a.Nonce)
		}
		acc := Account{Nonce: uint64(n), Balance: a.Balance, Storage: a.Storage}
		if a.Code != "0x" {
			acc.Code = a.Code
		}
		if len(acc.Storage) == 0 {
			acc.Storage = nil
		}
		f.Accounts[strings.ToLower(addr)] = acc
	}
	for _, name := range outputs {
		raw, err := os.ReadFile(filepath.Join(dir, outputsDir, name))
		if err != nil {
			return nil, fmt.Errorf("read deployment output: %w", err)
		}
		var doc struct {
			Addresses map[string]json.RawMessage `json:"addresses"`
		}
		if err := json.Unmarshal(raw, &doc); err != nil {
			return nil, fmt.Errorf("parse %s: %w", name, err)
		}
		for k, v := range doc.Addresses {
			var s string
			// Nested objects (strategies, token) and counters are not addresses.
			if json.Unmarshal(v, &s) != nil || !strings.HasPrefix(s, "0x") {
				continue
			}
			if _, dup := f.Addresses[k]; dup {
				return nil, fmt.Errorf("address %q named twice in the deployment outputs", k)
			}
			f.Addresses[k] = s
		}
	}
	return encode(&f)
}

// encode writes f as JSON (map keys sorted by encoding/json) through gzip
// with a zero header, so equal input gives equal bytes.
func encode(f *File) ([]byte, error) {
	js, err := json.Marshal(f)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(js); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// sortedKeys is used by tests to report differences in a stable order.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
