package economy

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/deepcall/deepcall/inference"
)

// TestWorkMatchesEngine checks the closed form against the multiply-adds
// the engine counted for every golden vector (testdata/vectors: model
// shape, prompt, n and macs).
func TestWorkMatchesEngine(t *testing.T) {
	files, err := filepath.Glob("../testdata/vectors/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no vectors: %v", err)
	}
	checked := 0
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var v struct {
			Model string `json:"model"`
			Cases []struct {
				Prompt []int `json:"prompt"`
				N      int   `json:"n"`
				MACs   int64 `json:"macs"`
			} `json:"cases"`
		}
		if err := json.Unmarshal(raw, &v); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		mraw, err := os.ReadFile(filepath.Join("../testdata/manifests", v.Model, "manifest.json"))
		if err != nil {
			t.Fatal(err)
		}
		var m struct {
			Config inference.Config `json:"config"`
		}
		if err := json.Unmarshal(mraw, &m); err != nil {
			t.Fatal(err)
		}
		for i, c := range v.Cases {
			if c.MACs == 0 {
				continue
			}
			if got := Work(m.Config, len(c.Prompt), c.N); got.Int64() != c.MACs {
				t.Errorf("%s case %d: Work = %d, engine counted %d", filepath.Base(f), i, got, c.MACs)
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("no vector carries macs")
	}
}

func TestMu(t *testing.T) {
	terms := Terms{SLABlocks: 10, Bonus: 500}
	for _, tc := range []struct{ deadline, b, want uint64 }{
		{100, 90, 1500}, // settled in the request's block
		{100, 95, 1250},
		{100, 99, 1050},
		{100, 100, 1000}, // at the deadline: no bonus
		{100, 130, 1000}, // late
	} {
		if got := terms.Mu(tc.deadline, tc.b); got != tc.want {
			t.Errorf("Mu(%d, %d) = %d, want %d", tc.deadline, tc.b, got, tc.want)
		}
	}
}
