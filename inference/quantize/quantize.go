// Package quantize is the exporter: it freezes a float model into the integer
// model of SPEC.md. Every float computation of the system happens here, once
// (scales, RoPE tables, the exp table, ε and 1/√d); the result is integer data
// under the manifest hash and the engine never sees a float.
package quantize

import (
	"errors"
	"fmt"
	"math"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/reference"
)

// ErrUnrepresentable is wrapped when a tensor cannot be expressed within the
// spec's integer ranges; the message names the tensor.
var ErrUnrepresentable = errors.New("model not representable in the integer spec")

const qmax = 32767

// Model quantizes m. It refuses, naming the tensor, any model whose values
// fall outside the spec's ranges, and any shape beyond the limits that keep
// every worst-case accumulator within its width (SPEC.md §2.1, §4).
func Model(m *reference.Model) (*inference.Model, error) {
	if err := m.CheckShapes(); err != nil {
		return nil, fmt.Errorf("quantize: %w", err)
	}
	c, err := Header(m.Config, m.Classifier == nil)
	if err != nil {
		return nil, err
	}
	out := &inference.Model{Config: c, Exp2: Exp2Table(), Layers: make([]inference.Layer, c.Layers)}
	out.RopeCos, out.RopeSin = RopeTables(c.SeqLen, c.HeadSize, m.Config.RopeTheta)
	if out.Embed, err = Embed(c, m.Embed); err != nil {
		return nil, err
	}
	for i, l := range m.Layers {
		if out.Layers[i], err = Layer(c, i, l); err != nil {
			return nil, err
		}
	}
	if out.FinalNorm, out.Classifier, err = Tail(c, m.FinalNorm, m.Classifier); err != nil {
		return nil, err
	}
	if err := out.Validate(); err != nil {
		return nil, fmt.Errorf("quantize: %w", err)
	}
	return out, nil
}

// Header is the integer header of a float config (tied: the classifier is
// the embedding). Model, and exporters that quantize a model a part at a
// time (Embed, Layer, Tail) so it never sits whole in memory, share it.
func Header(rc reference.Config, tied bool) (inference.Config, error) {
	c := inference.Config{
		Dim: rc.Dim, HiddenDim: rc.HiddenDim, Layers: rc.Layers, Heads: rc.Heads, KVHeads: rc.KVHeads,
		HeadSize: rc.HeadSize, Vocab: rc.Vocab, SeqLen: rc.SeqLen, RopeLayout: int(rc.RopeLayout),
		QKNorm: rc.QKNorm, Tied: tied,
		Eps:   int64(math.Round(rc.NormEps * (1 << 48))),
		ISQ:   int64(math.Round((1 << 30) / math.Sqrt(float64(rc.HeadSize)))),
		Log2E: int64(math.Round(math.Log2E * (1 << 16))),
		BOS:   rc.BOS, EOS: rc.EOS,
	}
	if e := rc.NormEps * (1 << 48); !(e >= 0.5 && e < 1<<62) {
		return c, fmt.Errorf("%w: norm eps %g outside [2^-49, 2^14) (SPEC.md §2.1)", ErrUnrepresentable, rc.NormEps)
	}
	if err := c.Validate(); err != nil {
		return c, fmt.Errorf("quantize: %w", err)
	}
	return c, nil
}

// Embed quantizes the embedding matrix (vocab × dim).
func Embed(c inference.Config, embed []float32) (inference.Matrix, error) {
	if len(embed) != c.Vocab*c.Dim {
		return inference.Matrix{}, fmt.Errorf("quantize: embed has %d values, want %d", len(embed), c.Vocab*c.Dim)
	}
	out, err := matrix("embed", embed, c.Vocab, c.Dim)
	if err != nil {
		return out, err
	}
	// The embedding row is read as rsr(q·M, R−16): its values must fit Q16.
	return out, checkQ16("embed", embed)
}

// Layer quantizes layer i.
func Layer(c inference.Config, i int, l reference.Layer) (inference.Layer, error) {
	var ol inference.Layer
	p := fmt.Sprintf("layers.%d.", i)
	var err error
	for _, t := range []struct {
		name       string
		dst        *inference.Matrix
		src        []float32
		rows, cols int
	}{
		{"wq", &ol.Wq, l.Wq, c.QDim(), c.Dim}, {"wk", &ol.Wk, l.Wk, c.KVDim(), c.Dim},
		{"wv", &ol.Wv, l.Wv, c.KVDim(), c.Dim}, {"wo", &ol.Wo, l.Wo, c.Dim, c.QDim()},
		{"w1", &ol.W1, l.W1, c.HiddenDim, c.Dim}, {"w2", &ol.W2, l.W2, c.Dim, c.HiddenDim},
		{"w3", &ol.W3, l.W3, c.HiddenDim, c.Dim},
	} {
		if len(t.src) != t.rows*t.cols {
			return ol, fmt.Errorf("quantize: tensor %s%s has %d values, want %d", p, t.name, len(t.src), t.rows*t.cols)
		}
		if *t.dst, err = matrix(p+t.name, t.src, t.rows, t.cols); err != nil {
			return ol, err
		}
	}
	for _, t := range []struct {
		name string
		dst  *[]int32
		src  []float32
	}{
		{"attn_norm", &ol.AttnNorm, l.AttnNorm}, {"ffn_norm", &ol.FFNNorm, l.FFNNorm},
		{"q_norm", &ol.QNorm, l.QNorm}, {"k_norm", &ol.KNorm, l.KNorm},
	} {
		if *t.dst, err = gains(p+t.name, t.src); err != nil {
			return ol, err
		}
	}
	return ol, nil
}

// Tail quantizes the final norm and, for an untied model, the classifier
// (nil when tied).
func Tail(c inference.Config, finalNorm, classifier []float32) ([]int32, inference.Matrix, error) {
	fn, err := gains("final_norm", finalNorm)
	if err != nil || c.Tied {
		return fn, inference.Matrix{}, err
	}
	if len(classifier) != c.Vocab*c.Dim {
		return fn, inference.Matrix{}, fmt.Errorf("quantize: classifier has %d values, want %d", len(classifier), c.Vocab*c.Dim)
	}
	cl, err := matrix("classifier", classifier, c.Vocab, c.Dim)
	return fn, cl, err
}

// Exp2Table returns hi[k] = round(2^(30 − k/256)) and
// lo[k] = round(2^(30 − k/65536)), k = 0..255.
func Exp2Table() inference.Exp2Tables {
	var t inference.Exp2Tables
	for k := range 256 {
		t[0][k] = int64(math.Round(math.Exp2(30 - float64(k)/256)))
		t[1][k] = int64(math.Round(math.Exp2(30 - float64(k)/65536)))
	}
	return t
}

// RopeTables returns cos and sin of pos·θ^(−2i/headSize) in Q30 for every
// position and pair index i < headSize/2, position-major.
func RopeTables(seqLen, headSize int, theta float64) (cos, sin []int32) {
	half := headSize / 2
	cos = make([]int32, seqLen*half)
	sin = make([]int32, seqLen*half)
	for i := range half {
		freq := math.Pow(theta, -float64(2*i)/float64(headSize))
		for p := range seqLen {
			s, c := math.Sincos(float64(float64(p) * freq))
			cos[p*half+i] = int32(math.Round(c * (1 << 30)))
			sin[p*half+i] = int32(math.Round(s * (1 << 30)))
		}
	}
	return cos, sin
}

// scale returns (M, R) with M·2^-R the smallest step ≥ maxAbs/qmax that has
// M ∈ [2^14, 2^15): rounding the step up means no weight of the row is ever
// clipped at ±qmax.
func scale(maxAbs float64) (m int32, r int, ok bool) {
	frac, exp := math.Frexp(maxAbs / qmax) // = frac·2^exp, frac ∈ [0.5, 1)
	mm := math.Ceil(frac * (1 << 15))
	r = 15 - exp
	if mm == 1<<15 {
		mm, r = 1<<14, r-1
	}
	return int32(mm), r, r >= 1 && r <= 62
}

func matrix(name string, w []float32, rows, cols int) (inference.Matrix, error) {
	out := inference.NewMatrix(rows, cols)
	for r := range rows {
		row := w[r*cols : (r+1)*cols]
		var maxAbs float64
		for j, v := range row {
			f := float64(v)
			if math.IsNaN(f) || math.IsInf(f, 0) {
				return out, fmt.Errorf("%w: tensor %s: %v at row %d col %d", ErrUnrepresentable, name, v, r, j)
			}
			maxAbs = max(maxAbs, math.Abs(f))
		}
		if maxAbs == 0 {
			continue // a zero row: M = 0, R = 0
		}
		m, sh, ok := scale(maxAbs)
		if !ok {
			return out, fmt.Errorf("%w: tensor %s row %d: largest magnitude %g needs a scale shift of %d, outside [1, 62]", ErrUnrepresentable, name, r, maxAbs, sh)
		}
		out.M[r], out.R[r] = m, uint8(sh)
		step := float64(m) / math.Exp2(float64(sh))
		for j, v := range row {
			// |v|/step ≤ qmax by the choice of step; min/max guard rounding.
			q := max(-qmax, min(qmax, math.Round(float64(v)/step)))
			out.Q[r*cols+j] = int16(q)
		}
	}
	return out, nil
}

func gains(name string, g []float32) ([]int32, error) {
	if g == nil {
		return nil, nil
	}
	if err := checkQ16(name, g); err != nil {
		return nil, err
	}
	out := make([]int32, len(g))
	for i, v := range g {
		out[i] = int32(math.Round(float64(v) * (1 << 16)))
	}
	return out, nil
}

// checkQ16 refuses values whose Q16 form would not fit the activation range.
func checkQ16(name string, vs []float32) error {
	for i, v := range vs {
		f := float64(v)
		if math.IsNaN(f) || math.IsInf(f, 0) || math.Abs(math.Round(f*(1<<16))) > inference.MaxAct {
			return fmt.Errorf("%w: tensor %s: value %v at index %d does not fit Q16 in int32", ErrUnrepresentable, name, v, i)
		}
	}
	return nil
}
