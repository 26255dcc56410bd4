package inference_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/loader"
	"github.com/deepcall/deepcall/inference/quantize"
	"github.com/deepcall/deepcall/inference/synth"
)

// BenchmarkGenerateStories260K times the whole 511-token generation from BOS
// with checkpoints, on one worker and on the default count.
func BenchmarkGenerateStories260K(b *testing.B) {
	l, err := loader.Load(filepath.Join("..", "testdata", "models", "stories260K.bin"), loader.Options{})
	if err != nil {
		b.Fatal(err)
	}
	for _, w := range []int{1, 0} {
		name := "workers=default"
		if w == 1 {
			name = "workers=1"
		}
		b.Run(name, func(b *testing.B) {
			e := &inference.Engine{Model: l.Model, Manifest: l.Manifest.Hash, Backend: inference.CPU{Workers: w}}
			for b.Loop() {
				if _, err := e.Generate(context.Background(), []int{1}, 511, nil); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(511*float64(b.N)/b.Elapsed().Seconds(), "tokens/s")
		})
	}
}

// BenchmarkGenerateBenchModel times 64 tokens on the 123M-parameter random
// model of `deepcall bench engine`, on the default worker count.
func BenchmarkGenerateBenchModel(b *testing.B) {
	m, err := quantize.Model(synth.Model(synth.BenchConfig(), 1, true))
	if err != nil {
		b.Fatal(err)
	}
	e := &inference.Engine{Model: m, Backend: inference.CPU{}}
	for b.Loop() {
		if _, err := e.Generate(context.Background(), []int{1}, 64, nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(64*float64(b.N)/b.Elapsed().Seconds(), "tokens/s")
}
