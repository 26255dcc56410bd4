package inference

import (
	"errors"
	"fmt"
	"sync/atomic"
)

// SpecVersion is the version of SPEC.md this package implements. It is part of
// every manifest hash, so a change of numerics can never be mistaken for the
// old one.
const SpecVersion = 3

// Shape limits of SPEC.md §2. They keep every exact sum of the spec inside the
// widths it names (int64 accumulators for int16·int32 products).
const (
	MaxWidth  = 1 << 16 // any vector or matrix side
	MaxSeqLen = 1 << 16
	MaxVocab  = 1 << 24
	MaxLayers = 1 << 10
)

// ErrInvalidModel is wrapped by every error that rejects a model's header or
// data.
var ErrInvalidModel = errors.New("invalid model")

// RopeLayout values, as stored in the header.
const (
	RopeInterleaved = 0
	RopeHalfSplit   = 1
)

// Config is the integer model's header (SPEC.md §2): the shape and the scalar
// constants every implementation needs.
type Config struct {
	Dim        int   `json:"dim"`
	HiddenDim  int   `json:"hidden_dim"`
	Layers     int   `json:"layers"`
	Heads      int   `json:"heads"`
	KVHeads    int   `json:"kv_heads"`
	HeadSize   int   `json:"head_size"`
	Vocab      int   `json:"vocab"`
	SeqLen     int   `json:"seq_len"`
	RopeLayout int   `json:"rope_layout"` // RopeInterleaved or RopeHalfSplit
	QKNorm     bool  `json:"qk_norm"`
	Tied       bool  `json:"tied"`  // the classifier is the embedding matrix
	Eps        int64 `json:"eps"`   // round(ε·2^48), ≥ 1
	ISQ        int64 `json:"isq"`   // round(2^30/√head_size)
	Log2E      int64 `json:"log2e"` // round(log2(e)·2^16)
	BOS        int   `json:"bos"`   // -1: none
	EOS        int   `json:"eos"`   // -1: none
}

// QDim is the width of all query heads.
func (c Config) QDim() int { return c.Heads * c.HeadSize }

// KVDim is the width of all key (or value) heads.
func (c Config) KVDim() int { return c.KVHeads * c.HeadSize }

// Validate checks the header against the spec's limits.
func (c Config) Validate() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: header: %s", ErrInvalidModel, fmt.Sprintf(format, args...))
	}
	for _, f := range []struct {
		name     string
		v, limit int
	}{
		{"dim", c.Dim, MaxWidth}, {"hidden_dim", c.HiddenDim, MaxWidth},
		{"layers", c.Layers, MaxLayers}, {"heads", c.Heads, MaxWidth},
		{"kv_heads", c.KVHeads, MaxWidth}, {"head_size", c.HeadSize, MaxWidth},
		{"vocab", c.Vocab, MaxVocab}, {"seq_len", c.SeqLen, MaxSeqLen},
		{"q width", c.QDim(), MaxWidth},
	} {
		if f.v < 1 || f.v > f.limit {
			return bad("%s = %d outside [1, %d]", f.name, f.v, f.limit)
		}
	}
	switch {
	case c.Heads%c.KVHeads != 0:
		return bad("heads %d not a multiple of kv_heads %d", c.Heads, c.KVHeads)
	case c.HeadSize%2 != 0:
		return bad("head_size %d is odd", c.HeadSize)
	case c.RopeLayout != RopeInterleaved && c.RopeLayout != RopeHalfSplit:
		return bad("rope_layout %d unknown", c.RopeLayout)
	case c.Eps < 1 || c.Eps >= 1<<62:
		return bad("eps %d outside [1, 2^62)", c.Eps)
	case c.ISQ < 1 || c.ISQ > 1<<30:
		return bad("isq %d outside [1, 2^30]", c.ISQ)
	case c.Log2E < 1 || c.Log2E >= 1<<17:
		return bad("log2e %d outside [1, 2^17)", c.Log2E)
	case c.BOS < -1 || c.BOS >= c.Vocab || c.EOS < -1 || c.EOS >= c.Vocab:
		return bad("bos %d / eos %d outside the vocabulary", c.BOS, c.EOS)
	}
	return nil
}

// Matrix is an int16 weight matrix with one scale M·2^-R per row (SPEC.md
// §2.2). Q is row-major in memory; the file layout is column blocks.
type Matrix struct {
	Rows, Cols int
	Q          []int16 // Rows × Cols
	M          []int32 // per row: 0, or in [2^14, 2^15)
	R          []uint8 // per row: in [1, 62]
}

// NewMatrix allocates a zero matrix.
func NewMatrix(rows, cols int) Matrix {
	return Matrix{Rows: rows, Cols: cols, Q: newWeights(rows * cols), M: make([]int32, rows), R: make([]uint8, rows)}
}

func (w *Matrix) validate(name string, rows, cols int) error {
	if w.Rows != rows || w.Cols != cols || len(w.Q) != rows*cols || len(w.M) != rows || len(w.R) != rows {
		return fmt.Errorf("%w: tensor %s: shape %d×%d, want %d×%d", ErrInvalidModel, name, w.Rows, w.Cols, rows, cols)
	}
	for r := range rows {
		m, s := w.M[r], w.R[r]
		if m == 0 && s == 0 {
			// A zero scale is only for an all-zero row (SPEC.md §2.2): one
			// model, one blob.
			for c, q := range w.Q[r*cols : (r+1)*cols] {
				if q != 0 {
					return fmt.Errorf("%w: tensor %s row %d: zero scale but weight %d at column %d", ErrInvalidModel, name, r, q, c)
				}
			}
			continue
		}
		if m < 1<<14 || m >= 1<<15 || s < 1 || s > 62 {
			return fmt.Errorf("%w: tensor %s row %d: scale (M=%d, R=%d) outside M∈[2^14,2^15), R∈[1,62]", ErrInvalidModel, name, r, m, s)
		}
	}
	for i, q := range w.Q {
		if q == -32768 {
			return fmt.Errorf("%w: tensor %s: weight -32768 at row %d col %d (the range is ±32767)", ErrInvalidModel, name, i/cols, i%cols)
		}
	}
	return nil
}

// Layer is one transformer block.
type Layer struct {
	AttnNorm       []int32 // Dim, Q16 gains
	Wq, Wk, Wv, Wo Matrix
	QNorm, KNorm   []int32 // HeadSize, only with QKNorm
	FFNNorm        []int32 // Dim
	W1, W2, W3     Matrix
}

// Model is an exported integer model: everything the engine reads.
type Model struct {
	Config     Config
	Exp2       Exp2Tables // hi: round(2^(30−k/256)), lo: round(2^(30−k/65536))
	RopeCos    []int32    // SeqLen × HeadSize/2, Q30
	RopeSin    []int32
	Embed      Matrix // Vocab × Dim
	Layers     []Layer
	FinalNorm  []int32 // Dim
	Classifier Matrix  // Vocab × Dim; empty when Config.Tied

	// outNorms is ⌈‖row‖⌉ of each classifier row, made on first use by a
	// batched step's bounded classifier (classify_simd_amd64.go): like
	// every engine, it takes a model's weights as fixed once it is in use.
	outNorms atomic.Pointer[[]int64]
}

// Output is the classifier matrix (the embedding when tied).
func (m *Model) Output() *Matrix {
	if m.Config.Tied {
		return &m.Embed
	}
	return &m.Classifier
}

// Validate checks every tensor's shape and range against the header.
func (m *Model) Validate() error {
	c := m.Config
	if err := c.Validate(); err != nil {
		return err
	}
	vec := func(name string, v []int32, n int) error {
		if len(v) != n {
			return fmt.Errorf("%w: tensor %s: %d values, want %d", ErrInvalidModel, name, len(v), n)
		}
		return nil
	}
	for i, name := range []string{"exp2_hi", "exp2_lo"} {
		for k, e := range m.Exp2[i] {
			if e < 1<<29 || e > 1<<30 {
				return fmt.Errorf("%w: tensor %s: entry %d = %d outside [2^29, 2^30]", ErrInvalidModel, name, k, e)
			}
		}
		if m.Exp2[i][0] != 1<<30 {
			return fmt.Errorf("%w: tensor %s: entry 0 = %d, want 2^30", ErrInvalidModel, name, m.Exp2[i][0])
		}
	}
	half := c.SeqLen * c.HeadSize / 2
	if err := vec("rope_cos", m.RopeCos, half); err != nil {
		return err
	}
	if err := vec("rope_sin", m.RopeSin, half); err != nil {
		return err
	}
	for i := range half {
		if abs32(m.RopeCos[i]) > 1<<30 || abs32(m.RopeSin[i]) > 1<<30 {
			return fmt.Errorf("%w: tensor rope: entry %d exceeds 2^30", ErrInvalidModel, i)
		}
	}
	if err := m.Embed.validate("embed", c.Vocab, c.Dim); err != nil {
		return err
	}
	if len(m.Layers) != c.Layers {
		return fmt.Errorf("%w: %d layers, header says %d", ErrInvalidModel, len(m.Layers), c.Layers)
	}
	for i := range m.Layers {
		l := &m.Layers[i]
		p := fmt.Sprintf("layers.%d.", i)
		for _, t := range []struct {
			name       string
			w          *Matrix
			rows, cols int
		}{
			{"wq", &l.Wq, c.QDim(), c.Dim}, {"wk", &l.Wk, c.KVDim(), c.Dim}, {"wv", &l.Wv, c.KVDim(), c.Dim},
			{"wo", &l.Wo, c.Dim, c.QDim()}, {"w1", &l.W1, c.HiddenDim, c.Dim},
			{"w2", &l.W2, c.Dim, c.HiddenDim}, {"w3", &l.W3, c.HiddenDim, c.Dim},
		} {
			if err := t.w.validate(p+t.name, t.rows, t.cols); err != nil {
				return err
			}
		}
		if err := vec(p+"attn_norm", l.AttnNorm, c.Dim); err != nil {
			return err
		}
		if err := vec(p+"ffn_norm", l.FFNNorm, c.Dim); err != nil {
			return err
		}
		n := 0
		if c.QKNorm {
			n = c.HeadSize
		}
		if err := vec(p+"q_norm", l.QNorm, n); err != nil {
			return err
		}
		if err := vec(p+"k_norm", l.KNorm, n); err != nil {
			return err
		}
	}
	if err := vec("final_norm", m.FinalNorm, c.Dim); err != nil {
		return err
	}
	if c.Tied {
		if m.Classifier.Rows != 0 || len(m.Classifier.Q) != 0 {
			return fmt.Errorf("%w: tensor classifier: present in a tied model", ErrInvalidModel)
		}
		return nil
	}
	return m.Classifier.validate("classifier", c.Vocab, c.Dim)
}

func abs32(v int32) int64 {
	if v < 0 {
		return -int64(v)
	}
	return int64(v)
}

// Params is the number of weights (matrix entries and gains).
func (m *Model) Params() int64 {
	c := m.Config
	per := int64(2*c.Dim*c.QDim() + 2*c.Dim*c.KVDim() + 3*c.Dim*c.HiddenDim + 2*c.Dim)
	if c.QKNorm {
		per += int64(2 * c.HeadSize)
	}
	n := int64(c.Vocab*c.Dim) + int64(c.Layers)*per + int64(c.Dim)
	if !c.Tied {
		n += int64(c.Vocab * c.Dim)
	}
	return n
}
