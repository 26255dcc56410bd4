package reference_test

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/deepcall/deepcall/inference/llama2c"
	"github.com/deepcall/deepcall/inference/reference"
)

const stories260K = "../../testdata/models/stories260K.bin"

// stories260KGreedy is what llama2.c's run.c prints at temperature 0 on the
// stories260K checkpoint, starting from BOS: the tokens at positions 1, 2, …
// Decoded with testdata/models/tok512.bin they are llama2.c's published
// sample: " Once upon a time, there was a little girl named Lily. She loved to
// play outside in the park. One day, she saw a big, red ball. She wanted to
// play with it, but it was too high."
var stories260KGreedy = []int{403, 407, 261, 378, 432, 383, 286, 261, 376, 298, 315,
	421, 395, 317, 426, 338, 401, 396, 267, 337, 410, 408, 419, 292, 411, 322, 265,
	282, 295, 433, 426, 385, 328, 432, 358, 394, 261, 370, 432, 352, 266, 268, 388,
	426, 338, 391, 266, 267, 337, 335, 312, 432, 398, 312, 286, 267, 414, 270, 333,
	415, 426}

func loadStories(t testing.TB) *reference.Model {
	t.Helper()
	m, err := llama2c.ReadFile(stories260K)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestStories260KGreedyMatchesRunC(t *testing.T) {
	m := loadStories(t)
	have, err := reference.Generate(m, []int{m.Config.BOS}, len(stories260KGreedy))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(have, stories260KGreedy) {
		t.Errorf("greedy tokens:\nhave %v\nwant %v", have, stories260KGreedy)
	}
	// Decoded with the checkpoint's vocabulary, they read as the sample
	// llama2.c publishes for stories260K.
	pieces := readTok512(t)
	var text strings.Builder
	for _, tok := range stories260KGreedy {
		text.WriteString(pieces[tok])
	}
	if want := stories260KSample; text.String() != want {
		t.Errorf("decoded:\nhave %q\nwant %q", text.String(), want)
	}
}

const (
	tok512       = "../../testdata/models/tok512.bin"
	tok512SHA256 = "037cb335abb25d1fa9e8ecae30ed2a3a8ace9302862ebcdc05d51a6bbb10c312"
	// stories260KSample is the opening of llama2.c's published stories260K
	// sample (temperature 0, from BOS); the first piece carries the space.
	stories260KSample = " Once upon a time, there was a little girl named Lily. She loved to play" +
		" outside in the park. One day, she saw a big, red ball. She wanted to play" +
		" with it, but it was too high."
)

// readTok512 reads llama2.c's tokenizer file: int32 max_token_length, then
// for each piece a float32 score, an int32 length and the bytes.
func readTok512(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile(tok512)
	if err != nil {
		t.Fatal(err)
	}
	if sum := sha256.Sum256(b); hex.EncodeToString(sum[:]) != tok512SHA256 {
		t.Fatalf("%s: sha256 %x, want %s", tok512, sum, tok512SHA256)
	}
	var pieces []string
	for off := 4; off < len(b); {
		if off+8 > len(b) {
			t.Fatalf("%s: truncated at byte %d", tok512, off)
		}
		n := int(binary.LittleEndian.Uint32(b[off+4:]))
		if off+8+n > len(b) {
			t.Fatalf("%s: piece %d runs past the end", tok512, len(pieces))
		}
		pieces = append(pieces, string(b[off+8:off+8+n]))
		off += 8 + n
	}
	if len(pieces) != 512 {
		t.Fatalf("%s: %d pieces, want 512", tok512, len(pieces))
	}
	return pieces
}

// TestStories260KFullContext runs every position of the context, feeding the
// greedy token back, and checks the logits stay finite and the position past
// the end is refused.
func TestStories260KFullContext(t *testing.T) {
	m := loadStories(t)
	s := reference.NewState(m)
	tok := m.Config.BOS
	start := time.Now()
	for pos := 0; pos < m.Config.SeqLen; pos++ {
		logits, err := s.Forward(tok, pos)
		if err != nil {
			t.Fatalf("position %d: %v", pos, err)
		}
		for i, v := range logits {
			if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
				t.Fatalf("position %d: logit %d is %v", pos, i, v)
			}
		}
		tok = reference.Argmax(logits)
	}
	el := time.Since(start)
	t.Logf("%d positions in %v: %.0f tokens/s", m.Config.SeqLen, el, float64(m.Config.SeqLen)/el.Seconds())
	if _, err := s.Forward(tok, m.Config.SeqLen); err == nil {
		t.Errorf("Forward at position %d: have nil error, want one", m.Config.SeqLen)
	}
}

// TestHalfSplitMatchesInterleaved permutes stories260K's q and k rows the way
// Hugging Face's conversion does and checks that the half-split layout then
// computes the same logits as the original interleaved model.
func TestHalfSplitMatchesInterleaved(t *testing.T) {
	m := loadStories(t)
	c := m.Config
	hf := *m
	hf.Config.RopeLayout = reference.RopeHalfSplit
	hf.Layers = slices.Clone(m.Layers)
	for i := range hf.Layers {
		l := &hf.Layers[i]
		l.Wq = reference.PermuteForHalfSplit(l.Wq, c.Heads, c.HeadSize, c.Dim)
		l.Wk = reference.PermuteForHalfSplit(l.Wk, c.KVHeads, c.HeadSize, c.Dim)
	}

	a, b := reference.NewState(m), reference.NewState(&hf)
	tok := c.BOS
	worst := 0.0
	for pos := 0; pos < 128; pos++ {
		la, err := a.Forward(tok, pos)
		if err != nil {
			t.Fatal(err)
		}
		lb, err := b.Forward(tok, pos)
		if err != nil {
			t.Fatal(err)
		}
		// Summing q·k in another order changes float32 rounding, so the
		// logits agree to a tolerance relative to their scale, not exactly.
		scale := 0.0
		for _, v := range la {
			scale = max(scale, math.Abs(float64(v)))
		}
		for i := range la {
			d := math.Abs(float64(la[i] - lb[i]))
			worst = max(worst, d/scale)
			if d > 1e-5*scale {
				t.Fatalf("position %d logit %d: have %v, want %v (largest logit %v)", pos, i, lb[i], la[i], scale)
			}
		}
		tok = reference.Argmax(la)
	}
	t.Logf("largest logit difference over 128 positions, relative to the largest logit: %g", worst)
}

func TestPermuteForHalfSplit(t *testing.T) {
	// Two heads of size 4, one column: rows are their own indices.
	w := []float32{0, 1, 2, 3, 4, 5, 6, 7}
	have := reference.PermuteForHalfSplit(w, 2, 4, 1)
	want := []float32{0, 2, 1, 3, 4, 6, 5, 7}
	if !slices.Equal(have, want) {
		t.Errorf("PermuteForHalfSplit: have %v, want %v", have, want)
	}
	if back := reference.PermuteForInterleaved(have, 2, 4, 1); !slices.Equal(back, w) {
		t.Errorf("PermuteForInterleaved: have %v, want %v", back, w)
	}

	// Whole rows move together, and the two functions are inverses.
	rng := rand.New(rand.NewPCG(1, 2))
	big := randSlice(rng, 3*8*5, 1)
	if back := reference.PermuteForInterleaved(reference.PermuteForHalfSplit(big, 3, 8, 5), 3, 8, 5); !slices.Equal(back, big) {
		t.Errorf("round trip: have %v, want %v", back, big)
	}
	p := reference.PermuteForHalfSplit(big, 3, 8, 5)
	// Head 1, pair 2: interleaved row 8+5 lands on half-split row 8+2+4.
	if have, want := p[(8+6)*5:(8+7)*5], big[(8+5)*5:(8+6)*5]; !slices.Equal(have, want) {
		t.Errorf("row 13 → 14: have %v, want %v", have, want)
	}
}

func TestArgmax(t *testing.T) {
	nan := float32(math.NaN())
	for _, tc := range []struct {
		in   []float32
		want int
	}{
		{nil, -1},
		{[]float32{3}, 0},
		{[]float32{1, 5, 2}, 1},
		{[]float32{5, 5, 5}, 0},
		{[]float32{1, 7, 7, 2}, 1},
		{[]float32{-3, -1, -2}, 1},
		{[]float32{1, nan, 2}, 2},
	} {
		if have := reference.Argmax(tc.in); have != tc.want {
			t.Errorf("Argmax(%v): have %v, want %v", tc.in, have, tc.want)
		}
	}
}

func TestForwardErrors(t *testing.T) {
	m := randomModel(reference.Config{Dim: 8, HiddenDim: 12, Layers: 1, Heads: 2, KVHeads: 1, HeadSize: 4,
		Vocab: 5, SeqLen: 4, RopeTheta: 10000, NormEps: 1e-5, BOS: 1, EOS: 2}, 1)
	broken := *m
	broken.FinalNorm = broken.FinalNorm[:3]

	for _, tc := range []struct {
		name       string
		m          *reference.Model
		prefill    int // positions run before the call
		token, pos int
		want       string
	}{
		{"token negative", m, 0, -1, 0, "outside vocab"},
		{"token too big", m, 0, 5, 0, "outside vocab"},
		{"pos negative", m, 0, 1, -1, "outside context"},
		{"pos past context", m, 4, 1, 4, "outside context"},
		{"skip ahead", m, 1, 1, 2, "skips ahead"},
		{"broken model", &broken, 0, 1, 0, "final_norm"},
		{"nil model", nil, 0, 1, 0, "nil model"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := reference.NewState(tc.m)
			for p := 0; p < tc.prefill; p++ {
				if _, err := s.Forward(1, p); err != nil {
					t.Fatal(err)
				}
			}
			_, err := s.Forward(tc.token, tc.pos)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Forward(%d, %d): have %v, want error containing %q", tc.token, tc.pos, err, tc.want)
			}
		})
	}

	for _, tc := range []struct {
		prompt []int
		n      int
		want   string
	}{
		{nil, 1, "empty prompt"},
		{[]int{1}, -1, "negative"},
		{[]int{1, 2}, 4, "context is 4"},
		{[]int{9}, 1, "outside vocab"},
	} {
		if _, err := reference.Generate(m, tc.prompt, tc.n); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Generate(%v, %d): have %v, want error containing %q", tc.prompt, tc.n, err, tc.want)
		}
	}
	// Exactly filling the context is fine: the last new token needs no
	// forward pass.
	if out, err := reference.Generate(m, []int{1, 2}, 3); err != nil || len(out) != 3 {
		t.Errorf("Generate to the end of the context: have %v, %v, want 3 tokens", out, err)
	}
}

// TestRewind checks that running a position again discards what followed it:
// the logits equal those of a fresh state fed the new sequence.
func TestRewind(t *testing.T) {
	m := loadStories(t)
	s := reference.NewState(m)
	for pos, tok := range []int{1, 300, 301, 302} {
		if _, err := s.Forward(tok, pos); err != nil {
			t.Fatal(err)
		}
	}
	have, err := s.Forward(400, 2)
	if err != nil {
		t.Fatal(err)
	}
	have = slices.Clone(have)
	if s.Positions() != 3 {
		t.Errorf("Positions after rewind: have %v, want %v", s.Positions(), 3)
	}
	fresh := reference.NewState(m)
	var want []float32
	for pos, tok := range []int{1, 300, 400} {
		if want, err = fresh.Forward(tok, pos); err != nil {
			t.Fatal(err)
		}
	}
	if !slices.Equal(have, want) {
		t.Errorf("logits after rewind differ from a fresh run")
	}
}

// TestGeneralisedForward checks the features stories260K does not exercise
// (grouped-query attention, a head size that does not divide Dim, half-split
// RoPE, QK-norm, another theta, an untied classifier) against a direct float64
// transcription of the model equations.
func TestGeneralisedForward(t *testing.T) {
	base := reference.Config{Dim: 24, HiddenDim: 40, Layers: 2, Heads: 4, KVHeads: 4, HeadSize: 6,
		Vocab: 19, SeqLen: 12, RopeTheta: 10000, NormEps: 1e-5, BOS: 1, EOS: 2}
	for _, tc := range []struct {
		name   string
		change func(c *reference.Config)
		untied bool
	}{
		{"multi-head", func(c *reference.Config) {}, false},
		{"grouped-query", func(c *reference.Config) { c.KVHeads = 2 }, false},
		{"head size 8, q wider than dim", func(c *reference.Config) { c.HeadSize = 8; c.KVHeads = 1 }, true},
		{"half-split", func(c *reference.Config) { c.RopeLayout = reference.RopeHalfSplit }, false},
		{"qk-norm, theta 1e6", func(c *reference.Config) {
			c.QKNorm = true
			c.RopeTheta = 1e6
			c.RopeLayout = reference.RopeHalfSplit
			c.KVHeads = 2
			c.HeadSize = 8
			c.NormEps = 1e-6
		}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := base
			tc.change(&c)
			m := randomModel(c, 7)
			if tc.untied {
				m.Classifier = randSlice(rand.New(rand.NewPCG(3, 4)), c.Vocab*c.Dim, 0.3)
			}
			tokens := []int{1, 5, 9, 3, 18, 0, 7, 7, 2, 11, 4, 6}
			want := naiveForward(m, tokens)
			s := reference.NewState(m)
			for pos, tok := range tokens {
				have, err := s.Forward(tok, pos)
				if err != nil {
					t.Fatal(err)
				}
				for i := range have {
					if d := math.Abs(float64(have[i]) - want[pos][i]); d > 1e-4*max(1, math.Abs(want[pos][i])) {
						t.Fatalf("position %d logit %d: have %v, want %v", pos, i, have[i], want[pos][i])
					}
				}
			}
		})
	}
}

// naiveForward computes the logits at every position of tokens in float64,
// one layer at a time over the whole sequence, without a cache: a different
// route to the same numbers.
func naiveForward(m *reference.Model, tokens []int) [][]float64 {
	c := m.Config
	hs, T := c.HeadSize, len(tokens)
	f64 := func(v []float32) []float64 {
		out := make([]float64, len(v))
		for i, x := range v {
			out[i] = float64(x)
		}
		return out
	}
	mul := func(w []float32, x []float64) []float64 {
		out := make([]float64, len(w)/len(x))
		for i := range out {
			for j, xv := range x {
				out[i] += float64(w[i*len(x)+j]) * xv
			}
		}
		return out
	}
	norm := func(x []float64, g []float32) []float64 {
		ss := 0.0
		for _, v := range x {
			ss += v * v
		}
		r := 1 / math.Sqrt(ss/float64(len(x))+c.NormEps)
		out := make([]float64, len(x))
		for i, v := range x {
			out[i] = float64(g[i]) * v * r
		}
		return out
	}
	rope := func(vec []float64, pos int) {
		for h := 0; h < len(vec)/hs; h++ {
			head := vec[h*hs : (h+1)*hs]
			for i := 0; i < hs/2; i++ {
				ang := float64(pos) * math.Pow(c.RopeTheta, -float64(2*i)/float64(hs))
				a, b := 2*i, 2*i+1
				if c.RopeLayout == reference.RopeHalfSplit {
					a, b = i, i+hs/2
				}
				x, y := head[a], head[b]
				head[a] = x*math.Cos(ang) - y*math.Sin(ang)
				head[b] = x*math.Sin(ang) + y*math.Cos(ang)
			}
		}
	}

	x := make([][]float64, T)
	for t, tok := range tokens {
		x[t] = f64(m.Embed[tok*c.Dim : (tok+1)*c.Dim])
	}
	for _, l := range m.Layers {
		q, k, v := make([][]float64, T), make([][]float64, T), make([][]float64, T)
		for t := range x {
			xn := norm(x[t], l.AttnNorm)
			q[t], k[t], v[t] = mul(l.Wq, xn), mul(l.Wk, xn), mul(l.Wv, xn)
			if c.QKNorm {
				for h := 0; h < c.Heads; h++ {
					copy(q[t][h*hs:], norm(q[t][h*hs:(h+1)*hs], l.QNorm))
				}
				for h := 0; h < c.KVHeads; h++ {
					copy(k[t][h*hs:], norm(k[t][h*hs:(h+1)*hs], l.KNorm))
				}
			}
			rope(q[t], t)
			rope(k[t], t)
		}
		for t := range x {
			att := make([]float64, c.QDim())
			for h := 0; h < c.Heads; h++ {
				kv := h * c.KVHeads / c.Heads
				scores := make([]float64, t+1)
				mx := math.Inf(-1)
				for u := 0; u <= t; u++ {
					for i := 0; i < hs; i++ {
						scores[u] += q[t][h*hs+i] * k[u][kv*hs+i]
					}
					scores[u] /= math.Sqrt(float64(hs))
					mx = max(mx, scores[u])
				}
				sum := 0.0
				for u := range scores {
					scores[u] = math.Exp(scores[u] - mx)
					sum += scores[u]
				}
				for u := range scores {
					for i := 0; i < hs; i++ {
						att[h*hs+i] += scores[u] / sum * v[u][kv*hs+i]
					}
				}
			}
			for i, d := range mul(l.Wo, att) {
				x[t][i] += d
			}
			xn := norm(x[t], l.FFNNorm)
			g, u := mul(l.W1, xn), mul(l.W3, xn)
			for i := range g {
				g[i] = g[i] / (1 + math.Exp(-g[i])) * u[i]
			}
			for i, d := range mul(l.W2, g) {
				x[t][i] += d
			}
		}
	}
	logits := make([][]float64, T)
	for t := range x {
		logits[t] = mul(m.Output(), norm(x[t], m.FinalNorm))
	}
	return logits
}

// randomModel builds a model of config c with weights drawn from seed: norm
// gains near 1, matrices scaled by 1/sqrt(columns) so activations stay O(1).
func randomModel(c reference.Config, seed uint64) *reference.Model {
	rng := rand.New(rand.NewPCG(seed, seed+1))
	gains := func(n int) []float32 {
		g := randSlice(rng, n, 0.2)
		for i := range g {
			g[i] += 1
		}
		return g
	}
	mat := func(rows, cols int) []float32 {
		return randSlice(rng, rows*cols, 1/math.Sqrt(float64(cols)))
	}
	m := &reference.Model{Config: c, Embed: randSlice(rng, c.Vocab*c.Dim, 1), FinalNorm: gains(c.Dim)}
	for range c.Layers {
		l := reference.Layer{
			AttnNorm: gains(c.Dim),
			Wq:       mat(c.QDim(), c.Dim),
			Wk:       mat(c.KVDim(), c.Dim),
			Wv:       mat(c.KVDim(), c.Dim),
			Wo:       mat(c.Dim, c.QDim()),
			FFNNorm:  gains(c.Dim),
			W1:       mat(c.HiddenDim, c.Dim),
			W2:       mat(c.Dim, c.HiddenDim),
			W3:       mat(c.HiddenDim, c.Dim),
		}
		if c.QKNorm {
			l.QNorm, l.KNorm = gains(c.HeadSize), gains(c.HeadSize)
		}
		m.Layers = append(m.Layers, l)
	}
	return m
}

// randSlice returns n values uniform in [-scale, scale).
func randSlice(rng *rand.Rand, n int, scale float64) []float32 {
	out := make([]float32, n)
	for i := range out {
		out[i] = float32((2*rng.Float64() - 1) * scale)
	}
	return out
}

func BenchmarkForwardStories260K(b *testing.B) {
	m := loadStories(b)
	s := reference.NewState(m)
	pos := 0
	for b.Loop() {
		if _, err := s.Forward(1, pos); err != nil {
			b.Fatal(err)
		}
		pos = (pos + 1) % m.Config.SeqLen
	}
}
