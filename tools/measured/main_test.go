package main

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/deepcall/deepcall/internal/repo"
)

// The committed page is what the generator writes from the committed
// figures: a figure edited on the page alone fails here.
func TestPageUpToDate(t *testing.T) {
	root, err := repo.Root()
	if err != nil {
		t.Fatal(err)
	}
	if err := run(filepath.Join(root, "docs", "measured"), filepath.Join(root, "docs", "measured.md"), true); err != nil {
		t.Fatal(err)
	}
}

func TestBuild(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("gas.json", `{"title": "Gas", "machine": "any", "figures": [
		{"what": "a step", "figure": "**5** gas", "command": "`+"`go test -run 'A|B'`"+`", "recorded": "2026-12-01"}]}`)
	write("page.md.tmpl", "# Page\n\n{{figures \"gas\"}}\nend\n")
	page, err := Build(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := "# Page\n\n## Gas\n\nMachine: any.\n\n| what | figure | command | recorded |\n|---|---|---|---|\n" +
		"| a step | **5** gas | `go test -run 'A\\|B'` | 2026-12-01 |\n\nend\n"
	if page != want {
		t.Errorf("page:\n%s\nwant:\n%s", page, want)
	}
	for _, tc := range []struct{ name, file, body string }{
		{"unplaced set", "extra.json", `{"title": "X", "machine": "any", "figures": [{"what": "w", "figure": "f", "command": "c", "recorded": "2026-12-01"}]}`},
		{"no command", "gas.json", `{"title": "Gas", "machine": "any", "figures": [{"what": "w", "figure": "f", "recorded": "2026-12-01"}]}`},
		{"bad day", "gas.json", `{"title": "Gas", "machine": "any", "figures": [{"what": "w", "figure": "f", "command": "c", "recorded": "yesterday"}]}`},
		{"unknown field", "gas.json", `{"title": "Gas", "machine": "any", "figures": [], "note": "x"}`},
		{"unknown set", "page.md.tmpl", `{{figures "gas"}}{{figures "nope"}}`},
		{"placed twice", "page.md.tmpl", `{{figures "gas"}}{{figures "gas"}}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir2 := t.TempDir()
			for _, n := range []string{"gas.json", "page.md.tmpl"} {
				data, _ := os.ReadFile(filepath.Join(dir, n))
				os.WriteFile(filepath.Join(dir2, n), data, 0o644)
			}
			os.WriteFile(filepath.Join(dir2, tc.file), []byte(tc.body), 0o644)
			if _, err := Build(dir2); !errors.Is(err, ErrBadData) {
				t.Errorf("err %v, want ErrBadData", err)
			}
		})
	}
	// -check reports a page edited by hand.
	out := filepath.Join(dir, "page.md")
	if err := run(dir, out, false); err != nil {
		t.Fatal(err)
	}
	if err := run(dir, out, true); err != nil {
		t.Errorf("fresh page: %v", err)
	}
	os.WriteFile(out, []byte(strings.Replace(want, "**5**", "**4**", 1)), 0o644)
	if err := run(dir, out, true); err == nil {
		t.Error("a hand-edited page passed -check")
	}
}
