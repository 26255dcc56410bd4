// Package synth generates seeded random-weight models of any shape. They carry
// no meaning; they exist to test bit-identity between implementations on
// shapes real checkpoints here do not have (hidden sizes that are not
// multiples of 32, grouped-query ratios, long contexts, QK-norm) and to
// benchmark at sizes no real checkpoint here reaches.
package synth

import (
	"math"
	"math/rand/v2"

	"github.com/deepcall/deepcall/inference/reference"
)

// source draws floats from PCG bits with arithmetic written here, so a seed
// names the same model on every Go version and platform.
type source struct{ r *rand.PCG }

// uniform returns a value in [-a, a) on a 2^-24 grid.
func (s source) uniform(a float64) float32 {
	u := float64(s.r.Uint64()>>40) / (1 << 24) // [0, 1)
	return float32((2*u - 1) * a)
}

func (s source) fill(n int, a float64) []float32 {
	out := make([]float32, n)
	for i := range out {
		out[i] = s.uniform(a)
	}
	return out
}

// gains are around 1, as trained norm weights are.
func (s source) gains(n int) []float32 {
	out := make([]float32, n)
	for i := range out {
		out[i] = 1 + s.uniform(0.5)
	}
	return out
}

// Model returns a model of shape c whose weights depend only on seed. Matrix
// entries are uniform with the variance of a 1/√fan_in initialisation, so
// activations stay in a realistic range; tied selects a shared classifier.
func Model(c reference.Config, seed uint64, tied bool) *reference.Model {
	m := &reference.Model{Config: c}
	// Stream's parts fill the model; its callback never fails here.
	_ = Stream(c, seed, tied, Parts{
		Embed:     func(e []float32) error { m.Embed = e; return nil },
		Layer:     func(_ int, l reference.Layer) error { m.Layers = append(m.Layers, l); return nil },
		FinalNorm: func(g []float32) error { m.FinalNorm = g; return nil },
		Classifier: func(w []float32) error {
			m.Classifier = w
			return nil
		},
	})
	return m
}

// Parts receive a streamed model's tensors, in the order they are drawn.
type Parts struct {
	Embed      func([]float32) error
	Layer      func(i int, l reference.Layer) error
	FinalNorm  func([]float32) error
	Classifier func([]float32) error // called only when the model is untied
}

// Stream draws the model Model(c, seed, tied) returns a part at a time
// (embedding, each layer, final norm, classifier), so a caller can write a
// model far larger than it wants to hold: a part is released once its
// callback returns. A callback's error stops the stream and is returned.
func Stream(c reference.Config, seed uint64, tied bool, p Parts) error {
	s := source{rand.NewPCG(seed, 0x6465657063616c6c)} // "deepcall"
	lin := func(rows, cols int) []float32 {
		return s.fill(rows*cols, math.Sqrt(3/float64(cols)))
	}
	if err := p.Embed(s.fill(c.Vocab*c.Dim, 1)); err != nil {
		return err
	}
	for i := range c.Layers {
		l := reference.Layer{
			AttnNorm: s.gains(c.Dim),
			Wq:       lin(c.QDim(), c.Dim),
			Wk:       lin(c.KVDim(), c.Dim),
			Wv:       lin(c.KVDim(), c.Dim),
			Wo:       lin(c.Dim, c.QDim()),
			FFNNorm:  s.gains(c.Dim),
			W1:       lin(c.HiddenDim, c.Dim),
			W2:       lin(c.Dim, c.HiddenDim),
			W3:       lin(c.HiddenDim, c.Dim),
		}
		if c.QKNorm {
			l.QNorm, l.KNorm = s.gains(c.HeadSize), s.gains(c.HeadSize)
		}
		if err := p.Layer(i, l); err != nil {
			return err
		}
	}
	if err := p.FinalNorm(s.gains(c.Dim)); err != nil {
		return err
	}
	if !tied {
		return p.Classifier(lin(c.Vocab, c.Dim))
	}
	return nil
}

// Shape is a named random model used by the golden vectors and tests.
type Shape struct {
	Name   string
	Config reference.Config
	Seed   uint64
	Tied   bool
}

// GoldenShapes are the random models of testdata/: odd widths, grouped-query
// ratios, both RoPE layouts, QK-norm, untied classifiers, a vocabulary with
// a long op hash, and a short context so vectors can run to its end.
func GoldenShapes() []Shape {
	base := func(dim, hidden, layers, heads, kv, hs, vocab, seq int) reference.Config {
		return reference.Config{Dim: dim, HiddenDim: hidden, Layers: layers, Heads: heads, KVHeads: kv,
			HeadSize: hs, Vocab: vocab, SeqLen: seq, RopeTheta: 10000, NormEps: 1e-5, BOS: 1, EOS: 2}
	}
	odd := base(40, 100, 2, 4, 2, 10, 97, 64)
	gqa := base(48, 136, 3, 6, 2, 8, 130, 48)
	gqa.RopeLayout = reference.RopeHalfSplit
	qwen := base(36, 72, 2, 4, 1, 12, 64, 40) // head_size·heads ≠ dim, like Qwen3
	qwen.RopeLayout, qwen.QKNorm, qwen.RopeTheta, qwen.NormEps = reference.RopeHalfSplit, true, 1e6, 1e-6
	return []Shape{
		{Name: "rand-odd40", Config: odd, Seed: 1, Tied: true},
		{Name: "rand-gqa3-halfsplit", Config: gqa, Seed: 2, Tied: false},
		{Name: "rand-qknorm", Config: qwen, Seed: 3, Tied: true},
		// a vocabulary above SPEC.md §8's P = 4,096: the logits' op hash is a
		// block tree, and the dispute game's long-output levels (§8.3) run
		{Name: "rand-vocab5k", Config: base(32, 64, 1, 2, 1, 16, 5000, 16), Seed: 4, Tied: true},
		// w2 over more than 512 columns: the dispute game's column ranges
		// (§8.4) run inside its chunks
		{Name: "rand-wide", Config: base(32, 1040, 1, 2, 1, 16, 64, 16), Seed: 5, Tied: true},
	}
}

// BenchConfig is the random model `deepcall bench engine` runs: about 123M
// parameters, llama-shaped.
func BenchConfig() reference.Config {
	return reference.Config{Dim: 1024, HiddenDim: 2816, Layers: 8, Heads: 16, KVHeads: 4, HeadSize: 64,
		Vocab: 32000, SeqLen: 256, RopeTheta: 10000, NormEps: 1e-5, BOS: 1, EOS: 2}
}

// Qwen3_0p6B is Qwen3-0.6B's shape (hidden 1,024, 28 layers, 16 query and
// 8 KV heads of 128, intermediate 3,072, vocabulary 151,936, tied
// embeddings, QK-norm, RoPE θ = 10⁶ in the half-split layout, ε = 10⁻⁶,
// Qwen3's BOS and EOS ids) with the context capped at seqLen: the real
// 40,960 positions would size the RoPE tables and every KV cache for a
// context no request here needs.
func Qwen3_0p6B(seqLen int) reference.Config {
	return reference.Config{Dim: 1024, HiddenDim: 3072, Layers: 28, Heads: 16, KVHeads: 8, HeadSize: 128,
		Vocab: 151936, SeqLen: seqLen, RopeTheta: 1e6, NormEps: 1e-6, RopeLayout: reference.RopeHalfSplit,
		QKNorm: true, BOS: 151643, EOS: 151645}
}
