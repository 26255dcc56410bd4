// Command measured writes docs/measured.md from the recorded figures in
// docs/measured/: one JSON file a figure set (each figure with what was
// measured, the figure, the command that produced it and the day it was
// recorded; the set names its machine) and page.md.tmpl, the page's prose
// with a {{figures "SET"}} where each set's table goes. The page is never
// edited by hand, so a figure lives in one place; its test fails when the
// committed page differs from what this command writes.
//
// Usage:
//
//	go run ./tools/measured [-dir docs/measured] [-out docs/measured.md] [-check]
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"text/template"

	"github.com/deepcall/deepcall/internal/repo"
)

// Figure is one measured result as recorded.
type Figure struct {
	What     string `json:"what"`     // what was measured, with its inputs
	Figure   string `json:"figure"`   // the result (Markdown)
	Command  string `json:"command"`  // the command that produced it (Markdown)
	Recorded string `json:"recorded"` // YYYY-MM-DD: the day it was written down
}

// Set is one file of docs/measured/: a section of the page.
type Set struct {
	Title   string   `json:"title"`
	Machine string   `json:"machine"` // where its timings were taken
	Figures []Figure `json:"figures"`
}

// ErrBadData: a figure set or the template is incomplete or inconsistent.
var ErrBadData = errors.New("bad measured data")

var day = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)

func main() {
	dir := flag.String("dir", "", "the figure sets and page.md.tmpl (default: docs/measured of the checkout)")
	out := flag.String("out", "", "the page to write (default: docs/measured.md of the checkout)")
	check := flag.Bool("check", false, "compare with the page instead of writing it: exit 1 when they differ")
	flag.Parse()
	if err := run(*dir, *out, *check); err != nil {
		fmt.Fprintln(os.Stderr, "measured:", err)
		os.Exit(1)
	}
}

func run(dir, out string, check bool) error {
	if dir == "" || out == "" {
		root, err := repo.Root()
		if err != nil {
			return err
		}
		dir = orDefault(dir, filepath.Join(root, "docs", "measured"))
		out = orDefault(out, filepath.Join(root, "docs", "measured.md"))
	}
	page, err := Build(dir)
	if err != nil {
		return err
	}
	if !check {
		return os.WriteFile(out, []byte(page), 0o644)
	}
	have, err := os.ReadFile(out)
	if err != nil {
		return err
	}
	if string(have) != page {
		return fmt.Errorf("%s differs from %s: run make docs", out, dir)
	}
	return nil
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// Build renders the page from dir's figure sets and page.md.tmpl. Every
// set must appear in the template exactly once.
func Build(dir string) (string, error) {
	sets, err := LoadSets(dir)
	if err != nil {
		return "", err
	}
	text, err := os.ReadFile(filepath.Join(dir, "page.md.tmpl"))
	if err != nil {
		return "", fmt.Errorf("read the page template: %w", err)
	}
	placed := make(map[string]bool)
	funcs := template.FuncMap{"figures": func(name string) (string, error) {
		s, ok := sets[name]
		if !ok {
			return "", fmt.Errorf("%w: the template names set %q, which has no file", ErrBadData, name)
		}
		if placed[name] {
			return "", fmt.Errorf("%w: set %q placed twice", ErrBadData, name)
		}
		placed[name] = true
		return s.Markdown(), nil
	}}
	tmpl, err := template.New("page").Funcs(funcs).Parse(string(text))
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrBadData, err)
	}
	var b bytes.Buffer
	if err := tmpl.Execute(&b, nil); err != nil {
		return "", fmt.Errorf("render the page: %w", err)
	}
	for name := range sets {
		if !placed[name] {
			return "", fmt.Errorf("%w: set %q is not placed in page.md.tmpl", ErrBadData, name)
		}
	}
	return b.String(), nil
}

// LoadSets reads every *.json of dir, keyed by file name without .json.
func LoadSets(dir string) (map[string]Set, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return nil, err
	}
	if len(paths) == 0 {
		return nil, fmt.Errorf("%w: no figure sets in %s", ErrBadData, dir)
	}
	sets := make(map[string]Set, len(paths))
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		var s Set
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&s); err != nil {
			return nil, fmt.Errorf("%w: %s: %v", ErrBadData, p, err)
		}
		if err := s.Validate(); err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		sets[strings.TrimSuffix(filepath.Base(p), ".json")] = s
	}
	return sets, nil
}

// Validate insists on every field: a figure without its command or day
// cannot be checked or re-measured.
func (s Set) Validate() error {
	if s.Title == "" || s.Machine == "" || len(s.Figures) == 0 {
		return fmt.Errorf("%w: a set needs a title, a machine and figures", ErrBadData)
	}
	for i, f := range s.Figures {
		if f.What == "" || f.Figure == "" || f.Command == "" {
			return fmt.Errorf("%w: figure %d needs what, figure and command", ErrBadData, i)
		}
		if !day.MatchString(f.Recorded) {
			return fmt.Errorf("%w: figure %d: recorded %q is not YYYY-MM-DD", ErrBadData, i, f.Recorded)
		}
		if slices.ContainsFunc([]string{f.What, f.Figure, f.Command}, func(c string) bool { return strings.Contains(c, "\n") }) {
			return fmt.Errorf("%w: figure %d: a table cell holds one line", ErrBadData, i)
		}
	}
	return nil
}

// Markdown is the set's section: its title, machine and table.
func (s Set) Markdown() string {
	var b strings.Builder
	fmt.Fprintf(&b, "## %s\n\nMachine: %s.\n\n| what | figure | command | recorded |\n|---|---|---|---|\n", s.Title, s.Machine)
	for _, f := range s.Figures {
		fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", cell(f.What), cell(f.Figure), cell(f.Command), f.Recorded)
	}
	return b.String()
}

// cell escapes the table's separator; GitHub wants it escaped inside code
// spans too.
func cell(s string) string { return strings.ReplaceAll(s, "|", `\|`) }
