// Package reference holds a model's float32 weights as importers read them and
// a plain float32 forward pass with llama2.c run.c semantics.
//
// Nothing here is used by the integer engine at run time: importers produce a
// *Model, the exporter (package quantize) freezes it into integer data once, and
// the float forward pass exists only to measure how closely the integer engine
// follows the float model (`deepcall agree`).
package reference

import "fmt"

// RopeLayout says which pairs of a head's dimensions RoPE rotates together.
type RopeLayout uint8

const (
	// RopeInterleaved rotates (2i, 2i+1) by frequency i, as llama2.c does.
	RopeInterleaved RopeLayout = 0
	// RopeHalfSplit rotates (i, i+head_size/2) by frequency i, as Hugging Face
	// Llama and Qwen checkpoints expect.
	RopeHalfSplit RopeLayout = 1
)

// Config is the shape of a llama-family model.
type Config struct {
	Dim       int // residual stream width
	HiddenDim int // SwiGLU inner width
	Layers    int
	Heads     int // query heads
	KVHeads   int // key/value heads (grouped-query attention when < Heads)
	HeadSize  int // per-head width; Dim/Heads for llama2.c, explicit for Qwen3
	Vocab     int
	SeqLen    int // context length

	RopeTheta  float64
	RopeLayout RopeLayout
	QKNorm     bool    // RMSNorm on every query and key head before RoPE (Qwen3)
	NormEps    float64 // RMSNorm epsilon

	BOS, EOS int // special token ids; -1 when the model has none
}

// Validate reports the first inconsistency in c.
func (c Config) Validate() error {
	switch {
	case c.Dim <= 0 || c.HiddenDim <= 0 || c.Layers <= 0 || c.Heads <= 0 || c.KVHeads <= 0 || c.HeadSize <= 0 || c.Vocab <= 0 || c.SeqLen <= 0:
		return fmt.Errorf("config: every size must be positive: %+v", c)
	case c.Heads%c.KVHeads != 0:
		return fmt.Errorf("config: heads %d is not a multiple of kv heads %d", c.Heads, c.KVHeads)
	case c.HeadSize%2 != 0:
		return fmt.Errorf("config: head size %d is odd; RoPE rotates pairs", c.HeadSize)
	case c.RopeLayout != RopeInterleaved && c.RopeLayout != RopeHalfSplit:
		return fmt.Errorf("config: unknown rope layout %d", c.RopeLayout)
	case !(c.RopeTheta > 0):
		return fmt.Errorf("config: rope theta %v must be positive", c.RopeTheta)
	case !(c.NormEps > 0):
		return fmt.Errorf("config: norm eps %v must be positive", c.NormEps)
	case c.BOS >= c.Vocab || c.EOS >= c.Vocab:
		return fmt.Errorf("config: special token ids bos=%d eos=%d outside vocab %d", c.BOS, c.EOS, c.Vocab)
	}
	return nil
}

// QDim is the width of all query heads together.
func (c Config) QDim() int { return c.Heads * c.HeadSize }

// KVDim is the width of all key (or value) heads together.
func (c Config) KVDim() int { return c.KVHeads * c.HeadSize }

// Layer holds one transformer block. Matrices are row-major (out, in), like
// nn.Linear weights.
type Layer struct {
	AttnNorm []float32 // Dim
	Wq       []float32 // QDim × Dim
	Wk       []float32 // KVDim × Dim
	Wv       []float32 // KVDim × Dim
	Wo       []float32 // Dim × QDim
	QNorm    []float32 // HeadSize, only with QKNorm
	KNorm    []float32 // HeadSize, only with QKNorm
	FFNNorm  []float32 // Dim
	W1       []float32 // HiddenDim × Dim (gate)
	W2       []float32 // Dim × HiddenDim (down)
	W3       []float32 // HiddenDim × Dim (up)
}

// Model is a float32 llama-family model.
type Model struct {
	Config     Config
	Embed      []float32 // Vocab × Dim
	Layers     []Layer
	FinalNorm  []float32 // Dim
	Classifier []float32 // Vocab × Dim; nil when tied to Embed
}

// Output returns the classifier matrix, which is the embedding when tied.
func (m *Model) Output() []float32 {
	if m.Classifier != nil {
		return m.Classifier
	}
	return m.Embed
}

// CheckShapes reports the first tensor whose length does not match the config,
// naming it.
func (m *Model) CheckShapes() error {
	c := m.Config
	if err := c.Validate(); err != nil {
		return err
	}
	check := func(name string, t []float32, want int) error {
		if len(t) != want {
			return fmt.Errorf("tensor %s: have %d values, want %d", name, len(t), want)
		}
		return nil
	}
	if err := check("embed", m.Embed, c.Vocab*c.Dim); err != nil {
		return err
	}
	if len(m.Layers) != c.Layers {
		return fmt.Errorf("model: have %d layers, config says %d", len(m.Layers), c.Layers)
	}
	for i, l := range m.Layers {
		p := fmt.Sprintf("layers.%d.", i)
		for _, t := range []struct {
			name string
			v    []float32
			n    int
		}{
			{"attn_norm", l.AttnNorm, c.Dim},
			{"wq", l.Wq, c.QDim() * c.Dim},
			{"wk", l.Wk, c.KVDim() * c.Dim},
			{"wv", l.Wv, c.KVDim() * c.Dim},
			{"wo", l.Wo, c.Dim * c.QDim()},
			{"ffn_norm", l.FFNNorm, c.Dim},
			{"w1", l.W1, c.HiddenDim * c.Dim},
			{"w2", l.W2, c.Dim * c.HiddenDim},
			{"w3", l.W3, c.HiddenDim * c.Dim},
		} {
			if err := check(p+t.name, t.v, t.n); err != nil {
				return err
			}
		}
		if c.QKNorm {
			if err := check(p+"q_norm", l.QNorm, c.HeadSize); err != nil {
				return err
			}
			if err := check(p+"k_norm", l.KNorm, c.HeadSize); err != nil {
				return err
			}
		} else if l.QNorm != nil || l.KNorm != nil {
			return fmt.Errorf("tensor %sq_norm: present but config has no QK-norm", p)
		}
	}
	if err := check("final_norm", m.FinalNorm, c.Dim); err != nil {
		return err
	}
	if m.Classifier != nil {
		if err := check("classifier", m.Classifier, c.Vocab*c.Dim); err != nil {
			return err
		}
	}
	return nil
}
