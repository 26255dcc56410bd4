package docs

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/deepcall/deepcall/internal/repo"
)

func TestReadmeFits(t *testing.T) {
	root := checkout(t)
	data, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if n := utf8.RuneCount(data); n > MaxReadme {
		t.Errorf("README.md holds %d characters, at most %d: move the detail into docs/", n, MaxReadme)
	}
}

// link is a Markdown inline link's target: [text](target).
var link = regexp.MustCompile(`\]\(([^)\s]+)\)`)

func TestRelativeLinksResolve(t *testing.T) {
	root := checkout(t)
	pages := []string{filepath.Join(root, "README.md")}
	err := filepath.WalkDir(filepath.Join(root, "docs"), func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".md") {
			pages = append(pages, p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, page := range pages {
		data, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range link.FindAllStringSubmatch(string(data), -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") || strings.HasPrefix(target, "#") {
				continue
			}
			target, _, _ = strings.Cut(target, "#")
			checked++
			if _, err := os.Stat(filepath.Join(filepath.Dir(page), target)); err != nil {
				rel, _ := filepath.Rel(root, page)
				t.Errorf("%s links to %s, which is not in the checkout", rel, m[1])
			}
		}
	}
	if checked < 20 {
		t.Errorf("only %d relative links found: is the pattern still right?", checked)
	}
}

func checkout(t *testing.T) string {
	t.Helper()
	root, err := repo.Root()
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// docs/architecture.md names every package of the module, so a newcomer's
// map has no blank: a package added without its line fails here.
func TestArchitectureNamesEveryPackage(t *testing.T) {
	root := checkout(t)
	cmd := exec.Command("go", "list", "./...")
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	doc, err := os.ReadFile(filepath.Join(root, "docs", "architecture.md"))
	if err != nil {
		t.Fatal(err)
	}
	const module = "github.com/deepcall/deepcall/"
	for _, pkg := range strings.Fields(string(out)) {
		rel := strings.TrimPrefix(pkg, module)
		if !strings.Contains(string(doc), "`"+rel+"`") {
			t.Errorf("docs/architecture.md does not name the package `%s`", rel)
		}
	}
}
