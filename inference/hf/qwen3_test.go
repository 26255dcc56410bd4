package hf

import (
	"path/filepath"
	"testing"

	"github.com/deepcall/deepcall/inference/synth"
)

// Qwen3-0.6B's published config.json reads as the shape `deepcall export
// --from synth:qwen3-0.6b` generates: a user with the real safetensors gets
// the same header, context aside.
func TestQwen3_0p6BConfig(t *testing.T) {
	path := filepath.Join("..", "..", "testdata", "hf", "qwen3-0.6b", "config.json")
	for _, tt := range []struct {
		maxSeq, want int
	}{{0, 40960}, {2048, 2048}} {
		mc, err := readConfig(path, LoadOptions{MaxSeqLen: tt.maxSeq})
		if err != nil {
			t.Fatal(err)
		}
		if want := synth.Qwen3_0p6B(tt.want); mc.cfg != want || !mc.tied || mc.arch != Qwen3 {
			t.Errorf("max seq %d: config %+v (tied %v, %s), want %+v", tt.maxSeq, mc.cfg, mc.tied, mc.arch, want)
		}
	}
}
