package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

const forgeBin = "node_modules/.bin/forge"

// ErrNoForge is returned when the forge binary is not installed.
var ErrNoForge = errors.New("forge not found (run make setup)")

// Contract is one contract or interface of the package as solc reports it.
type Contract struct {
	Name    string
	Kind    string // "interface", "abstract contract", "contract"
	Source  string // its file, relative to the repository root
	ABI     json.RawMessage
	UserDoc UserDoc
	DevDoc  DevDoc
}

// UserDoc is solc's user documentation (the @notice tags), keyed by the
// canonical signature of each function, event and error.
type UserDoc struct {
	Notice  string              `json:"notice"`
	Methods map[string]Notice   `json:"methods"`
	Events  map[string]Notice   `json:"events"`
	Errors  map[string][]Notice `json:"errors"`
}

// Notice is one @notice.
type Notice struct {
	Notice string `json:"notice"`
}

// DevDoc is solc's developer documentation (@title, @dev, @param, @return).
type DevDoc struct {
	Title   string           `json:"title"`
	Details string           `json:"details"`
	Methods map[string]Dev   `json:"methods"`
	Events  map[string]Dev   `json:"events"`
	Errors  map[string][]Dev `json:"errors"`
}

// Dev is the developer documentation of one function, event or error.
type Dev struct {
	Details string            `json:"details"`
	Params  map[string]string `json:"params"`
	Returns map[string]string `json:"returns"`
}

// Type is an enum or a struct the package declares: its members appear in
// no ABI, so the reference lists them from the syntax tree.
type Type struct {
	Name    string // qualified: "Failure", "IDeepcallRelay.Request"
	Kind    string // "enum" or "struct"
	Notice  string
	Members []Member
}

// Member is an enum value or a struct field.
type Member struct {
	Name, Type, Doc string
}

// Build compiles the package's sources alone with forge (the repository's
// foundry.toml: its solc, offline) into a scratch folder and returns its
// contracts, sorted by name, and the types they declare.
func Build(ctx context.Context, root string) ([]Contract, []Type, error) {
	forge := filepath.Join(root, forgeBin)
	if _, err := os.Stat(forge); err != nil {
		return nil, nil, fmt.Errorf("%w: %s", ErrNoForge, forge)
	}
	sources, err := filepath.Glob(filepath.Join(root, SourceDir, "*.sol"))
	if err != nil || len(sources) == 0 {
		return nil, nil, fmt.Errorf("no Solidity sources in %s (%v)", SourceDir, err)
	}
	tmp, err := os.MkdirTemp("", "deepcall-soldoc-")
	if err != nil {
		return nil, nil, err
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, "out")
	args := append([]string{"build", "--root", root, "--out", out, "--cache-path", filepath.Join(tmp, "cache"),
		"--extra-output", "userdoc", "devdoc", "--ast"}, sources...)
	cmd := exec.CommandContext(ctx, forge, args...)
	cmd.Dir = root
	msg, err := cmd.CombinedOutput()
	if err != nil || bytes.Contains(msg, []byte("Compiler run failed")) {
		return nil, nil, fmt.Errorf("forge build of %s: %v\n%s", SourceDir, err, msg)
	}
	var contracts []Contract
	types := map[string]Type{}
	for _, src := range sources {
		arts, err := filepath.Glob(filepath.Join(out, filepath.Base(src), "*.json"))
		if err != nil {
			return nil, nil, err
		}
		for _, art := range arts {
			c, ts, err := readArtifact(art)
			if err != nil {
				return nil, nil, err
			}
			if !strings.HasPrefix(c.Source, SourceDir+"/") {
				continue // a contract of the same file name outside the package
			}
			contracts = append(contracts, c)
			for _, t := range ts {
				types[t.Name] = t
			}
		}
	}
	slices.SortFunc(contracts, func(a, b Contract) int { return strings.Compare(a.Name, b.Name) })
	var ts []Type
	for _, t := range types {
		ts = append(ts, t)
	}
	slices.SortFunc(ts, func(a, b Type) int { return strings.Compare(a.Name, b.Name) })
	return contracts, ts, nil
}

// astNode is the part of solc's syntax tree the reference reads.
type astNode struct {
	NodeType      string    `json:"nodeType"`
	Name          string    `json:"name"`
	AbsolutePath  string    `json:"absolutePath"`
	ContractKind  string    `json:"contractKind"`
	Abstract      bool      `json:"abstract"`
	Nodes         []astNode `json:"nodes"`
	Members       []astNode `json:"members"`
	Documentation *struct {
		Text string `json:"text"`
	} `json:"documentation"`
	TypeDescriptions struct {
		TypeString string `json:"typeString"`
	} `json:"typeDescriptions"`
}

func readArtifact(path string) (Contract, []Type, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return Contract{}, nil, fmt.Errorf("read forge output: %w", err)
	}
	var art struct {
		ABI     json.RawMessage `json:"abi"`
		UserDoc UserDoc         `json:"userdoc"`
		DevDoc  DevDoc          `json:"devdoc"`
		AST     astNode         `json:"ast"`
	}
	if err := json.Unmarshal(data, &art); err != nil {
		return Contract{}, nil, fmt.Errorf("parse forge output %s: %w", path, err)
	}
	name := strings.TrimSuffix(filepath.Base(path), ".json")
	c := Contract{Name: name, Source: art.AST.AbsolutePath, ABI: art.ABI, UserDoc: art.UserDoc, DevDoc: art.DevDoc}
	var types []Type
	for _, n := range art.AST.Nodes {
		types = append(types, typesOf(n, "")...)
		if n.NodeType == "ContractDefinition" && n.Name == name {
			c.Kind = n.ContractKind
			if n.Abstract {
				c.Kind = "abstract " + c.Kind
			}
			for _, m := range n.Nodes {
				types = append(types, typesOf(m, n.Name+".")...)
			}
		}
	}
	if c.Kind == "" {
		return Contract{}, nil, fmt.Errorf("%s: no definition of %s in its syntax tree", path, name)
	}
	return c, types, nil
}

// typesOf returns n as a Type when it declares an enum or a struct.
func typesOf(n astNode, prefix string) []Type {
	var kind string
	switch n.NodeType {
	case "EnumDefinition":
		kind = "enum"
	case "StructDefinition":
		kind = "struct"
	default:
		return nil
	}
	t := Type{Name: prefix + n.Name, Kind: kind, Notice: docText(n)}
	for _, m := range n.Members {
		t.Members = append(t.Members, Member{Name: m.Name, Type: m.TypeDescriptions.TypeString, Doc: docText(m)})
	}
	return []Type{t}
}

// docText is a node's NatSpec on one line, its @notice tag dropped.
func docText(n astNode) string {
	if n.Documentation == nil {
		return ""
	}
	return strings.Join(strings.Fields(strings.TrimPrefix(strings.TrimSpace(n.Documentation.Text), "@notice")), " ")
}
