package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"os"
	"testing"
)

// The committed elstate.json.gz is what the generator makes from the
// eigensdk-go module in the cache (go generate ./eigen/ fixes a mismatch).
func TestCommittedStateMatchesModule(t *testing.T) {
	dir, version, err := moduleDir()
	if err != nil {
		t.Skipf("eigensdk-go not in the module cache: %v", err)
	}
	fresh, err := Build(dir, version)
	if err != nil {
		t.Fatal(err)
	}
	committed, err := os.ReadFile("../../elstate.json.gz")
	if err != nil {
		t.Fatal(err)
	}
	a, b := decode(t, fresh), decode(t, committed)
	if a.Source != b.Source {
		t.Errorf("source %q, committed %q", a.Source, b.Source)
	}
	if len(a.Accounts) != len(b.Accounts) || len(a.Addresses) != len(b.Addresses) {
		t.Fatalf("fresh: %d accounts, %d addresses; committed: %d, %d (run go generate ./eigen/)",
			len(a.Accounts), len(a.Addresses), len(b.Accounts), len(b.Addresses))
	}
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if !bytes.Equal(ja, jb) {
		for _, k := range sortedKeys(a.Accounts) {
			x, _ := json.Marshal(a.Accounts[k])
			y, _ := json.Marshal(b.Accounts[k])
			if !bytes.Equal(x, y) {
				t.Errorf("account %s differs", k)
			}
		}
		t.Fatal("elstate.json.gz is stale: run go generate ./eigen/")
	}
	// Same module, same bytes.
	again, _ := Build(dir, version)
	if !bytes.Equal(fresh, again) {
		t.Error("two builds differ")
	}
}

func decode(t *testing.T, gz []byte) File {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		t.Fatal(err)
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	var f File
	if err := json.Unmarshal(raw, &f); err != nil {
		t.Fatal(err)
	}
	return f
}
