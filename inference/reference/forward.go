package reference

import (
	"fmt"
	"math"
)

// This file is the float32 forward pass. It follows llama2.c's run.c operation
// by operation, in the same order and at the same precision, so that on a
// llama2.c checkpoint it produces the logits run.c produces (and therefore the
// same greedy tokens). It is deliberately plain: no threads, no blocking, no
// reassociation, because its only job is to be a trustworthy yardstick.
//
// Two details keep it faithful:
//
//   - Every float32 product that is then added is wrapped in an explicit
//     float32 conversion. The Go spec lets the compiler fuse x*y+z into one
//     fused multiply-add (it does so on arm64, ppc64, s390x and amd64 with
//     GOAMD64=v3); an explicit conversion forbids that. run.c built with plain
//     `gcc -O3` for x86-64 rounds every product, so rounding it here makes the
//     result the same on every GOARCH.
//   - run.c calls the float32 libm functions powf, cosf, sinf and expf. Go's
//     math package has only float64 versions, so f32 below evaluates them in
//     float64 and rounds once to float32. That gives the correctly rounded
//     float32 result in all but astronomically rare cases, while glibc's float
//     functions are accurate to within about 0.5–0.8 ulp and not always
//     correctly rounded. So a logit may, rarely, differ from run.c's in the
//     last bit. The stories260K test checks that the greedy tokens still match
//     run.c's output exactly; a last-bit difference could change a token only
//     at a near-tie between the top two logits.

// State is the mutable part of a forward pass: scratch buffers and the
// key/value cache. A State belongs to one model and one sequence; it is not
// safe for concurrent use.
type State struct {
	m   *Model
	err error // from CheckShapes at NewState; returned by every Forward

	x      []float32 // residual stream, Dim
	xb     []float32 // normalised residual, Dim
	xb2    []float32 // attention or FFN output projected back, Dim
	q      []float32 // queries, QDim
	k, v   []float32 // this position's key and value, KVDim
	att    []float32 // one head's attention scores, grows to the positions in use
	ao     []float32 // attention output for all heads, QDim
	hb     []float32 // gate, HiddenDim
	hb2    []float32 // up, HiddenDim
	logits []float32 // Vocab

	// keys[l] and values[l] hold KVDim values per cached position of layer l.
	// They grow with the positions actually used rather than being allocated
	// for SeqLen up front, so a model that claims a huge context costs memory
	// only for the context a caller really runs.
	keys, values [][]float32
	n            int // positions 0..n-1 are cached
}

// NewState prepares a forward pass over m. If m's tensors do not match its
// config, the State still comes back, and every Forward reports that error,
// so a broken model can never make Forward index out of range.
func NewState(m *Model) *State {
	s := &State{m: m}
	if m == nil {
		s.err = fmt.Errorf("reference: nil model")
		return s
	}
	if s.err = m.CheckShapes(); s.err != nil {
		return s
	}
	c := m.Config
	s.x = make([]float32, c.Dim)
	s.xb = make([]float32, c.Dim)
	s.xb2 = make([]float32, c.Dim)
	s.q = make([]float32, c.QDim())
	s.k = make([]float32, c.KVDim())
	s.v = make([]float32, c.KVDim())
	s.ao = make([]float32, c.QDim())
	s.hb = make([]float32, c.HiddenDim)
	s.hb2 = make([]float32, c.HiddenDim)
	s.logits = make([]float32, c.Vocab)
	s.keys = make([][]float32, c.Layers)
	s.values = make([][]float32, c.Layers)
	return s
}

// Positions reports how many positions are cached: the next Forward may use
// any pos from 0 up to this number.
func (s *State) Positions() int { return s.n }

// Forward runs token at position pos and returns the logits for the next
// token. The returned slice belongs to s and is overwritten by the next call.
//
// Positions must be filled in order: pos may be at most Positions(), which
// appends, or smaller, which rewinds the sequence to pos and discards the
// cached positions from pos on. (run.c has no such check and would silently
// attend to zeros; here it is an error.)
func (s *State) Forward(token, pos int) ([]float32, error) {
	if s.err != nil {
		return nil, s.err
	}
	m := s.m
	c := m.Config
	switch {
	case token < 0 || token >= c.Vocab:
		return nil, fmt.Errorf("reference: token %d outside vocab [0, %d)", token, c.Vocab)
	case pos < 0 || pos >= c.SeqLen:
		return nil, fmt.Errorf("reference: position %d outside context [0, %d)", pos, c.SeqLen)
	case pos > s.n:
		return nil, fmt.Errorf("reference: position %d skips ahead; only %d positions are cached", pos, s.n)
	}

	dim, hs, kvDim := c.Dim, c.HeadSize, c.KVDim()
	kvMul := c.Heads / c.KVHeads // query heads sharing one key/value head
	eps := float32(c.NormEps)
	// run.c divides each score by sqrtf(head_size); sqrt rounded from float64
	// equals the correctly rounded float32 sqrt, which sqrtf is.
	scale := float32(math.Sqrt(float64(hs)))

	x := s.x
	copy(x, m.Embed[token*dim:(token+1)*dim])

	for l := range m.Layers {
		w := &m.Layers[l]

		// Attention block.
		rmsnorm(s.xb, x, w.AttnNorm, eps)
		matmul(s.q, s.xb, w.Wq)
		matmul(s.k, s.xb, w.Wk)
		matmul(s.v, s.xb, w.Wv)
		if c.QKNorm {
			for h := 0; h < c.Heads; h++ {
				qh := s.q[h*hs : (h+1)*hs]
				rmsnorm(qh, qh, w.QNorm, eps)
			}
			for h := 0; h < c.KVHeads; h++ {
				kh := s.k[h*hs : (h+1)*hs]
				rmsnorm(kh, kh, w.KNorm, eps)
			}
		}
		s.rope(pos)

		// Store this position's key and value, dropping anything cached
		// beyond it (a rewind).
		s.keys[l] = append(s.keys[l][:pos*kvDim], s.k...)
		s.values[l] = append(s.values[l][:pos*kvDim], s.v...)
		keys, values := s.keys[l], s.values[l]

		if len(s.att) < pos+1 {
			// Grow by appending so the buffer doubles rather than growing
			// one position at a time.
			s.att = append(s.att, make([]float32, pos+1-len(s.att))...)
		}
		att := s.att[:pos+1]
		for h := 0; h < c.Heads; h++ {
			q := s.q[h*hs : (h+1)*hs]
			kvOff := (h / kvMul) * hs
			for t := 0; t <= pos; t++ {
				k := keys[t*kvDim+kvOff : t*kvDim+kvOff+hs]
				att[t] = dot(q, k) / scale
			}
			softmax(att)
			out := s.ao[h*hs : (h+1)*hs]
			clear(out)
			for t := 0; t <= pos; t++ {
				v := values[t*kvDim+kvOff : t*kvDim+kvOff+hs]
				a := att[t]
				for i := range out {
					out[i] += float32(a * v[i])
				}
			}
		}
		matmul(s.xb2, s.ao, w.Wo)
		for i := range x {
			x[i] += s.xb2[i]
		}

		// Feed-forward block: SwiGLU, w2(silu(w1 x) * w3 x).
		rmsnorm(s.xb, x, w.FFNNorm, eps)
		matmul(s.hb, s.xb, w.W1)
		matmul(s.hb2, s.xb, w.W3)
		for i, g := range s.hb {
			g *= 1 / (1 + expf(-g))
			s.hb[i] = g * s.hb2[i]
		}
		matmul(s.xb2, s.hb, w.W2)
		for i := range x {
			x[i] += s.xb2[i]
		}
	}
	s.n = pos + 1

	rmsnorm(x, x, m.FinalNorm, eps)
	matmul(s.logits, x, m.Output())
	return s.logits, nil
}

// rope rotates every query and key head by position pos.
//
// run.c computes, for each even offset j = 2i inside a head,
// freq = 1.0f / powf(10000.0f, j / (float)head_size) and rotates the pair
// (j, j+1) by pos*freq. The half-split layout uses the same frequency for pair
// i but rotates (i, i+head_size/2); that is theta^(-2i/head_size), exactly
// Hugging Face's inv_freq. The frequencies are computed identically for both
// layouts so the two differ only in which elements they pair.
func (s *State) rope(pos int) {
	c := s.m.Config
	hs := c.HeadSize
	half := hs / 2
	theta := float32(c.RopeTheta)
	for i := 0; i < half; i++ {
		freq := 1 / powf(theta, float32(2*i)/float32(hs))
		val := float32(pos) * freq
		fcr, fci := cosf(val), sinf(val)
		a, b := 2*i, 2*i+1
		if c.RopeLayout == RopeHalfSplit {
			a, b = i, i+half
		}
		for h := 0; h < c.Heads; h++ {
			rotate(s.q[h*hs:(h+1)*hs], a, b, fcr, fci)
		}
		for h := 0; h < c.KVHeads; h++ {
			rotate(s.k[h*hs:(h+1)*hs], a, b, fcr, fci)
		}
	}
}

// rotate turns the pair (vec[a], vec[b]) by the angle whose cosine and sine
// are fcr and fci.
func rotate(vec []float32, a, b int, fcr, fci float32) {
	v0, v1 := vec[a], vec[b]
	vec[a] = float32(v0*fcr) - float32(v1*fci)
	vec[b] = float32(v0*fci) + float32(v1*fcr)
}

// rmsnorm sets o = weight * x / sqrt(mean(x²) + eps), as run.c does: the sum
// of squares is accumulated in float32 in index order. o may alias x.
func rmsnorm(o, x, weight []float32, eps float32) {
	var ss float32
	for _, v := range x {
		ss += float32(v * v)
	}
	ss /= float32(len(x))
	ss += eps
	ss = 1 / float32(math.Sqrt(float64(ss)))
	for j := range o {
		o[j] = weight[j] * (ss * x[j])
	}
}

// matmul sets out = W·x for a row-major W of len(out) rows and len(x)
// columns, each row a float32 dot product accumulated in index order.
//
// Four rows are summed side by side. Each row's sum still runs strictly in
// index order, so the result is bit-identical to one row at a time, but the
// four independent chains of additions let the processor overlap them
// instead of waiting on each addition's latency (about 3x faster here).
func matmul(out, x, w []float32) {
	n := len(x)
	i := 0
	for ; i+4 <= len(out); i += 4 {
		r0 := w[i*n : (i+1)*n]
		r1 := w[(i+1)*n : (i+2)*n]
		r2 := w[(i+2)*n : (i+3)*n]
		r3 := w[(i+3)*n : (i+4)*n]
		var s0, s1, s2, s3 float32
		for j, xv := range x {
			s0 += float32(r0[j] * xv)
			s1 += float32(r1[j] * xv)
			s2 += float32(r2[j] * xv)
			s3 += float32(r3[j] * xv)
		}
		out[i], out[i+1], out[i+2], out[i+3] = s0, s1, s2, s3
	}
	for ; i < len(out); i++ {
		out[i] = dot(w[i*n:(i+1)*n], x)
	}
}

// dot is the float32 dot product of equal-length a and b, summed in order
// with every product rounded (see the fusion note at the top of the file).
func dot(a, b []float32) float32 {
	b = b[:len(a)]
	var sum float32
	for i, v := range a {
		sum += float32(v * b[i])
	}
	return sum
}

// softmax replaces x by softmax(x), subtracting the maximum first as run.c
// does.
func softmax(x []float32) {
	maxVal := x[0]
	for _, v := range x[1:] {
		if v > maxVal {
			maxVal = v
		}
	}
	var sum float32
	for i, v := range x {
		e := expf(v - maxVal)
		x[i] = e
		sum += e
	}
	for i := range x {
		x[i] /= sum
	}
}

// The float32 libm stand-ins: evaluate in float64, round once. See the note
// at the top of the file for how this can differ from glibc in the last bit.
func expf(x float32) float32    { return float32(math.Exp(float64(x))) }
func cosf(x float32) float32    { return float32(math.Cos(float64(x))) }
func sinf(x float32) float32    { return float32(math.Sin(float64(x))) }
func powf(x, y float32) float32 { return float32(math.Pow(float64(x), float64(y))) }

// Argmax returns the index of the largest logit, the lowest such index on a
// tie (a later value must be strictly greater to win, as in run.c's
// sample_argmax). It returns -1 for an empty slice.
func Argmax(logits []float32) int {
	if len(logits) == 0 {
		return -1
	}
	best := 0
	for i, v := range logits {
		if v > logits[best] {
			best = i
		}
	}
	return best
}

// Generate runs greedy (temperature 0) decoding: it feeds prompt at positions
// 0, 1, …, then appends the argmax token and feeds it back, until it has n
// new tokens, which it returns (the prompt is not included). It does not stop
// at BOS or EOS; callers that want that can cut the result. The prompt plus
// all new tokens but the last must fit the context.
func Generate(m *Model, prompt []int, n int) ([]int, error) {
	if len(prompt) == 0 {
		return nil, fmt.Errorf("reference: empty prompt")
	}
	if n < 0 {
		return nil, fmt.Errorf("reference: negative token count %d", n)
	}
	if n == 0 {
		return []int{}, nil
	}
	if m != nil && len(prompt)+n-1 > m.Config.SeqLen {
		return nil, fmt.Errorf("reference: prompt of %d plus %d new tokens needs %d positions, context is %d",
			len(prompt), n, len(prompt)+n-1, m.Config.SeqLen)
	}
	s := NewState(m)
	var logits []float32
	var err error
	for pos, tok := range prompt {
		if logits, err = s.Forward(tok, pos); err != nil {
			return nil, err
		}
	}
	out := make([]int, 0, n)
	for pos := len(prompt); ; pos++ {
		next := Argmax(logits)
		out = append(out, next)
		if len(out) == n {
			return out, nil
		}
		if logits, err = s.Forward(next, pos); err != nil {
			return nil, err
		}
	}
}

// PermuteForHalfSplit reorders the rows of a query or key projection so that
// a model computed with RopeHalfSplit gives the same results as the original
// with RopeInterleaved. w is row-major with heads*headSize rows of cols
// values; within each head, rows 2i and 2i+1 move to rows i and i+headSize/2.
// This is the permutation Hugging Face's Llama conversion script applies to
// Meta's q and k weights. It returns a new slice and panics if the lengths do
// not match or headSize is odd (a caller's bug, not a data error: check shapes
// first).
//
// With QK-norm, the per-head norm gains must be permuted the same way
// (heads=1, cols=1).
func PermuteForHalfSplit(w []float32, heads, headSize, cols int) []float32 {
	return permuteRows(w, heads, headSize, cols, true)
}

// PermuteForInterleaved is the inverse of PermuteForHalfSplit: within each
// head, rows i and i+headSize/2 move to rows 2i and 2i+1. It turns a Hugging
// Face q or k projection back into the llama2.c / Meta layout.
func PermuteForInterleaved(w []float32, heads, headSize, cols int) []float32 {
	return permuteRows(w, heads, headSize, cols, false)
}

func permuteRows(w []float32, heads, headSize, cols int, toHalf bool) []float32 {
	if heads < 0 || headSize < 0 || cols < 0 || headSize%2 != 0 {
		panic(fmt.Sprintf("reference: bad permutation shape heads=%d headSize=%d cols=%d", heads, headSize, cols))
	}
	if len(w) != heads*headSize*cols {
		panic(fmt.Sprintf("reference: permuting %d values as %d heads × %d rows × %d cols", len(w), heads, headSize, cols))
	}
	out := make([]float32, len(w))
	half := headSize / 2
	for h := 0; h < heads; h++ {
		base := h * headSize
		for i := 0; i < half; i++ {
			for j := 0; j < 2; j++ {
				inter := base + 2*i + j    // row in the interleaved layout
				split := base + i + j*half // the same row in the half-split layout
				src, dst := inter, split
				if !toHalf {
					src, dst = split, inter
				}
				copy(out[dst*cols:(dst+1)*cols], w[src*cols:(src+1)*cols])
			}
		}
	}
	return out
}
