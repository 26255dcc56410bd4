package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const quoteFn = `{"type":"function","name":"quote","inputs":[{"name":"prompt","type":"uint256[]","internalType":"uint256[]"}],` +
	`"outputs":[{"name":"","type":"uint256","internalType":"uint256"}],"stateMutability":"view"}`

func abiOf(entries ...string) []byte { return []byte("[" + strings.Join(entries, ",") + "]") }

func TestDiffABIs(t *testing.T) {
	withdraw := `{"type":"function","name":"withdraw","inputs":[],"outputs":[],"stateMutability":"nonpayable"}`
	base := map[string][]byte{"IRelay": abiOf(quoteFn, withdraw)}
	for _, tc := range []struct {
		name     string
		compiled map[string][]byte
		want     []string
		bump     string
	}{
		{"same", base, nil, ""},
		{"keys reordered", map[string][]byte{"IRelay": abiOf(strings.Replace(quoteFn,
			`"type":"function","name":"quote"`, `"name":"quote","type":"function"`, 1), withdraw)}, nil, ""},
		{"function added", map[string][]byte{"IRelay": abiOf(quoteFn, withdraw,
			`{"type":"event","name":"Paid","inputs":[],"anonymous":false}`)},
			[]string{"IRelay: event Paid() added (minor)"}, "minor"},
		{"function removed", map[string][]byte{"IRelay": abiOf(quoteFn)},
			[]string{"IRelay: function withdraw() removed (major)"}, "major"},
		{"output changed", map[string][]byte{"IRelay": abiOf(strings.Replace(quoteFn, `"view"`, `"pure"`, 1), withdraw)},
			[]string{"IRelay: function quote(uint256[]) changed (major)"}, "major"},
		{"input type changed: one removed, one added", map[string][]byte{"IRelay": abiOf(
			strings.ReplaceAll(quoteFn, "uint256[]", "uint32[]"), withdraw)},
			[]string{"IRelay: function quote(uint256[]) removed (major)", "IRelay: function quote(uint32[]) added (minor)"}, "major"},
		{"contract added", map[string][]byte{"IRelay": base["IRelay"], "IMarket": abiOf(withdraw)},
			[]string{"IMarket added (minor)"}, "minor"},
		{"contract removed", map[string][]byte{}, []string{"IRelay removed (major)"}, "major"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			changes, err := DiffABIs(base, tc.compiled)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, c := range changes {
				got = append(got, c.String())
			}
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("changes:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
			if b := Bump(changes); b != tc.bump {
				t.Errorf("bump %q, want %q", b, tc.bump)
			}
		})
	}
}

func TestSignatureOfTuples(t *testing.T) {
	e := abiEntry{Type: "function", Name: "submit", Inputs: []abiParam{
		{Type: "tuple[]", Components: []abiParam{{Type: "bytes32"}, {Type: "tuple", Components: []abiParam{{Type: "uint8"}}}}},
		{Type: "address"},
	}}
	if got, want := e.Signature(), "submit((bytes32,(uint8))[],address)"; got != want {
		t.Errorf("signature %s, want %s", got, want)
	}
}

// A committed ABI that lost an entry to the sources is stale, and the
// message names the bump; a current one is not.
func TestStaleNamesTheBump(t *testing.T) {
	root := t.TempDir()
	if err := os.MkdirAll(filepath.Join(root, ABIDir), 0o755); err != nil {
		t.Fatal(err)
	}
	formatted, err := FormatABI(abiOf(quoteFn))
	if err != nil {
		t.Fatal(err)
	}
	out := &Output{ABIs: map[string][]byte{"IRelay": formatted}, API: "# API\n"}
	if err := out.Write(root); err != nil {
		t.Fatal(err)
	}
	if msg := out.Stale(root); msg != "" {
		t.Fatalf("just written, yet stale: %s", msg)
	}
	grown, err := FormatABI(abiOf(quoteFn, `{"type":"error","name":"Late","inputs":[]}`))
	if err != nil {
		t.Fatal(err)
	}
	msg := (&Output{ABIs: map[string][]byte{"IRelay": grown}, API: "# API\n"}).Stale(root)
	for _, want := range []string{"IRelay: error Late() added (minor)", "bump \"version\"", "need a minor bump", "make docs"} {
		if !strings.Contains(msg, want) {
			t.Errorf("stale message lacks %q:\n%s", want, msg)
		}
	}
	msg = (&Output{ABIs: out.ABIs, API: "# API, edited\n"}).Stale(root)
	if !strings.Contains(msg, APIDoc) || strings.Contains(msg, "bump") {
		t.Errorf("a stale reference alone should say so, without a bump: %s", msg)
	}
}
