package gguf

import (
	"encoding/hex"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"testing"
)

// goldenDir holds vectors made with llama.cpp's Python gguf library.
var goldenDir = filepath.Join("..", "..", "testdata", "gguf")

// TestDequantGolden checks Dequantize against testdata/gguf/dequant.json:
// blocks from the SmolLM2 file, blocks the Python library quantized, and
// hand-made edge blocks (every nibble, subnormal and negative scales, int8
// extremes, F16/BF16 edge values), each with the float32 bits
// gguf.quants.dequantize gives them.
func TestDequantGolden(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join(goldenDir, "dequant.json"))
	if err != nil {
		t.Fatal(err)
	}
	var g struct {
		Cases []struct {
			Name, Type, Raw string
			Want            []uint32
		}
	}
	if err := json.Unmarshal(raw, &g); err != nil {
		t.Fatal(err)
	}
	types := map[string]TensorType{"F32": F32, "F16": F16, "BF16": BF16, "Q8_0": Q8_0, "Q4_0": Q4_0, "Q4_1": Q4_1}
	seen := map[TensorType]bool{}
	for _, c := range g.Cases {
		typ, ok := types[c.Type]
		if !ok {
			t.Fatalf("%s: type %s", c.Name, c.Type)
		}
		seen[typ] = true
		b, err := hex.DecodeString(c.Raw)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Dequantize(typ, b, int64(len(c.Want)))
		if err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		for i, w := range c.Want {
			if math.Float32bits(got[i]) != w {
				t.Errorf("%s: element %d: have %#08x (%v), want %#08x (%v)", c.Name, i, math.Float32bits(got[i]), got[i], w, math.Float32frombits(w))
			}
		}
	}
	if len(seen) != len(types) {
		t.Fatalf("golden file covers %d of %d types", len(seen), len(types))
	}
}
