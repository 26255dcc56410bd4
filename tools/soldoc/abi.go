package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// FormatABI is a contract's ABI as its file is committed: forge's JSON array,
// indented by two spaces.
func FormatABI(raw json.RawMessage) ([]byte, error) {
	var buf bytes.Buffer
	if err := json.Indent(&buf, raw, "", "  "); err != nil {
		return nil, err
	}
	buf.WriteByte('\n')
	return buf.Bytes(), nil
}

// ReadABIs reads the committed ABI files of dir, keyed by contract name.
func ReadABIs(dir string) (map[string][]byte, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return nil, err
	}
	abis := map[string][]byte{}
	for _, f := range files {
		if abis[strings.TrimSuffix(filepath.Base(f), ".json")], err = os.ReadFile(f); err != nil {
			return nil, fmt.Errorf("read the committed ABI: %w", err)
		}
	}
	return abis, nil
}

// ChangeKind is how an ABI entry (or a whole contract) changed.
type ChangeKind int

const (
	Added ChangeKind = iota + 1
	Removed
	Changed // same name and inputs, other outputs, mutability, parameter names or indexing
)

func (k ChangeKind) String() string {
	return [...]string{"", "added", "removed", "changed"}[k]
}

// Change is one difference between a committed ABI and a compiled one. An
// empty Entry is the whole contract.
type Change struct {
	Contract, Entry string
	Kind            ChangeKind
}

func (c Change) String() string {
	what := c.Contract
	if c.Entry != "" {
		what += ": " + c.Entry
	}
	return fmt.Sprintf("%s %s (%s)", what, c.Kind, Bump([]Change{c}))
}

// Bump is the least semver bump the changes need: "major" when anything was
// removed or changed (an app built against the old ABI may break), "minor"
// when things were only added, "" when nothing changed.
func Bump(changes []Change) string {
	bump := ""
	for _, c := range changes {
		if c.Kind != Added {
			return "major"
		}
		bump = "minor"
	}
	return bump
}

// DiffABIs compares committed ABIs with compiled ones, contract by contract
// and entry by entry (an entry is known by its kind, name and input types).
func DiffABIs(committed, compiled map[string][]byte) ([]Change, error) {
	var changes []Change
	names := map[string]bool{}
	for n := range committed {
		names[n] = true
	}
	for n := range compiled {
		names[n] = true
	}
	for _, name := range slices.Sorted(maps.Keys(names)) {
		oldABI, had := committed[name]
		newABI, has := compiled[name]
		switch {
		case !had:
			changes = append(changes, Change{Contract: name, Kind: Added})
			continue
		case !has:
			changes = append(changes, Change{Contract: name, Kind: Removed})
			continue
		}
		oldEntries, err := entries(oldABI)
		if err != nil {
			return nil, fmt.Errorf("committed ABI of %s: %w", name, err)
		}
		newEntries, err := entries(newABI)
		if err != nil {
			return nil, fmt.Errorf("compiled ABI of %s: %w", name, err)
		}
		for _, key := range slices.Sorted(maps.Keys(union(oldEntries, newEntries))) {
			o, inOld := oldEntries[key]
			n, inNew := newEntries[key]
			switch {
			case !inOld:
				changes = append(changes, Change{Contract: name, Entry: key, Kind: Added})
			case !inNew:
				changes = append(changes, Change{Contract: name, Entry: key, Kind: Removed})
			case o != n:
				changes = append(changes, Change{Contract: name, Entry: key, Kind: Changed})
			}
		}
	}
	return changes, nil
}

// abiParam and abiEntry are the parts of an ABI entry that name it.
type abiParam struct {
	Name         string     `json:"name"`
	Type         string     `json:"type"`
	InternalType string     `json:"internalType"`
	Indexed      bool       `json:"indexed"`
	Components   []abiParam `json:"components"`
}

type abiEntry struct {
	Type            string     `json:"type"`
	Name            string     `json:"name"`
	Inputs          []abiParam `json:"inputs"`
	Outputs         []abiParam `json:"outputs"`
	StateMutability string     `json:"stateMutability"`
}

// Signature is the canonical name(types) solc keys its NatSpec with; the
// constructor, receive and fallback are named by their kind.
func (e abiEntry) Signature() string {
	switch e.Type {
	case "function", "event", "error":
		return e.Name + "(" + canonicalList(e.Inputs) + ")"
	case "constructor":
		return "constructor(" + canonicalList(e.Inputs) + ")"
	}
	return e.Type + "()"
}

// key names an entry across versions: kind and signature, the constructor,
// receive and fallback by their kind alone (new constructor parameters are a
// change).
func (e abiEntry) key() string {
	switch e.Type {
	case "function", "event", "error":
		return e.Type + " " + e.Signature()
	}
	return e.Type
}

func canonicalList(ps []abiParam) string {
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = canonical(p)
	}
	return strings.Join(s, ",")
}

func canonical(p abiParam) string {
	if suffix, ok := strings.CutPrefix(p.Type, "tuple"); ok {
		return "(" + canonicalList(p.Components) + ")" + suffix
	}
	return p.Type
}

// entries maps each entry of an ABI to its normalized JSON, keyed by
// abiEntry.key ("function quote(uint256[],uint256,bytes32)").
func entries(raw []byte) (map[string]string, error) {
	var list []json.RawMessage
	if err := json.Unmarshal(raw, &list); err != nil {
		return nil, err
	}
	m := map[string]string{}
	for _, r := range list {
		var e abiEntry
		var v any
		if err := json.Unmarshal(r, &e); err != nil {
			return nil, err
		}
		if err := json.Unmarshal(r, &v); err != nil {
			return nil, err
		}
		norm, err := json.Marshal(v) // map keys sorted: field order does not count
		if err != nil {
			return nil, err
		}
		m[e.key()] = string(norm)
	}
	return m, nil
}

func union(a, b map[string]string) map[string]bool {
	u := map[string]bool{}
	for k := range a {
		u[k] = true
	}
	for k := range b {
		u[k] = true
	}
	return u
}
