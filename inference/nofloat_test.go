package inference

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoFloatAtRunTime enforces SPEC.md §1.1: the engine's run-time code (this
// package's non-test files) names no float type, imports no float math and
// writes no float literal.
func TestNoFloatAtRunTime(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		for _, imp := range f.Imports {
			if p := strings.Trim(imp.Path.Value, `"`); p == "math" || p == "math/cmplx" || p == "strconv" {
				t.Errorf("%s: imports %s", fset.Position(imp.Pos()), p)
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.Ident:
				switch n.Name {
				case "float32", "float64", "complex64", "complex128":
					t.Errorf("%s: uses %s", fset.Position(n.Pos()), n.Name)
				}
			case *ast.BasicLit:
				if n.Kind == token.FLOAT || n.Kind == token.IMAG {
					t.Errorf("%s: float literal %s", fset.Position(n.Pos()), n.Value)
				}
			}
			return true
		})
	}
	if checked < 5 {
		t.Fatalf("only %d source files checked; is the test in the engine's folder?", checked)
	}
}
