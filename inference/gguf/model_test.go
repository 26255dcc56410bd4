package gguf

import (
	"errors"
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/deepcall/deepcall/inference/reference"
	"github.com/deepcall/deepcall/inference/synth"
)

// shapes are small models of each architecture: llama with interleaved RoPE
// (tied, and untied with grouped-query attention), qwen2 and qwen3 with
// half-split RoPE, qwen3 with QK-norm and head_size·heads ≠ dim.
func shapes() []struct {
	arch string
	m    *reference.Model
} {
	llama := reference.Config{Dim: 40, HiddenDim: 100, Layers: 2, Heads: 4, KVHeads: 2, HeadSize: 10, Vocab: 97,
		SeqLen: 32, RopeTheta: 1e5, NormEps: 1e-5, BOS: 1, EOS: 2}
	gqa := llama
	gqa.Heads, gqa.KVHeads, gqa.BOS, gqa.EOS = 8, 2, -1, -1
	gqa.HeadSize = 5 * 2
	gqa.Dim = 80
	qwen2 := llama
	qwen2.RopeLayout, qwen2.NormEps, qwen2.RopeTheta = reference.RopeHalfSplit, 1e-6, 1e6
	qwen3 := qwen2
	qwen3.QKNorm, qwen3.Dim, qwen3.HeadSize = true, 36, 12
	return []struct {
		arch string
		m    *reference.Model
	}{
		{Llama, synth.Model(llama, 1, true)},
		{Llama, synth.Model(gqa, 2, false)},
		{Qwen2, synth.Model(qwen2, 3, false)},
		{Qwen3, synth.Model(qwen3, 4, true)},
	}
}

func TestModelRoundTrip(t *testing.T) {
	for _, s := range shapes() {
		kvs, tensors, err := ModelFile(s.m, s.arch)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parseBytes(build(t, kvs, tensors))
		if err != nil {
			t.Fatal(err)
		}
		got, err := f.Model(ModelOptions{})
		if err != nil {
			t.Fatalf("%s: %v", s.arch, err)
		}
		// float32 keys hold 1e-5 as 9.99999974738e-06; the config gets the
		// decimal back.
		if got.Config != s.m.Config {
			t.Errorf("%s: config\nhave %+v\nwant %+v", s.arch, got.Config, s.m.Config)
		}
		if !reflect.DeepEqual(got, s.m) {
			t.Errorf("%s: weights differ after the round trip", s.arch)
		}
		capped, err := f.Config(ModelOptions{MaxSeqLen: 8})
		if err != nil || capped.SeqLen != 8 {
			t.Errorf("%s: capped context %d, %v", s.arch, capped.SeqLen, err)
		}
	}
}

// TestLlamaRowsAreInterleaved models llama.cpp's converter: it permutes a
// Hugging Face llama's query and key rows so that RoPE rotates adjacent
// pairs. Read as llama (interleaved RoPE), the permuted file computes what
// the half-split original does; read without the permutation it does not.
func TestLlamaRowsAreInterleaved(t *testing.T) {
	hfModel := shapes()[2].m // half-split, no QK-norm
	c := hfModel.Config
	conv := *hfModel
	conv.Config.RopeLayout = reference.RopeInterleaved
	conv.Layers = slices.Clone(hfModel.Layers)
	unpermuted := conv
	unpermuted.Layers = slices.Clone(hfModel.Layers)
	for i := range conv.Layers {
		conv.Layers[i].Wq = reference.PermuteForInterleaved(hfModel.Layers[i].Wq, c.Heads, c.HeadSize, c.Dim)
		conv.Layers[i].Wk = reference.PermuteForInterleaved(hfModel.Layers[i].Wk, c.KVHeads, c.HeadSize, c.Dim)
	}
	want := logits(t, hfModel)
	for _, tc := range []struct {
		m     *reference.Model
		match bool
	}{{&conv, true}, {&unpermuted, false}} {
		kvs, tensors, err := ModelFile(tc.m, Llama)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parseBytes(build(t, kvs, tensors))
		if err != nil {
			t.Fatal(err)
		}
		m, err := f.Model(ModelOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if m.Config.RopeLayout != reference.RopeInterleaved {
			t.Fatalf("llama read with RoPE layout %d", m.Config.RopeLayout)
		}
		// Only the summation order inside attention's dot products differs.
		if d := maxDiff(logits(t, m), want); (d < 1e-4) != tc.match {
			t.Errorf("permuted rows %v: logits differ from the half-split original by up to %g", tc.match, d)
		}
	}
}

// logits runs a few positions and returns every position's logits.
func logits(t *testing.T, m *reference.Model) []float32 {
	s := reference.NewState(m)
	var out []float32
	for pos, tok := range []int{1, 5, 9, 33, 70, 2} {
		l, err := s.Forward(tok, pos)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, l...)
	}
	return out
}

func maxDiff(a, b []float32) float64 {
	var d float64
	for i := range a {
		d = math.Max(d, math.Abs(float64(a[i]-b[i])))
	}
	return d
}

func TestModelRefusals(t *testing.T) {
	llama, qwen3 := shapes()[0].m, shapes()[3].m
	set := func(key string, v any) func([]KV, []Tensor) ([]KV, []Tensor) {
		return func(kvs []KV, ts []Tensor) ([]KV, []Tensor) {
			kvs = slices.DeleteFunc(slices.Clone(kvs), func(kv KV) bool { return kv.Key == key })
			if v != nil {
				kvs = append(kvs, KV{key, v})
			}
			return kvs, ts
		}
	}
	addTensor := func(name string, shape ...int64) func([]KV, []Tensor) ([]KV, []Tensor) {
		return func(kvs []KV, ts []Tensor) ([]KV, []Tensor) {
			n := int64(1)
			for _, d := range shape {
				n *= d
			}
			return kvs, append(slices.Clone(ts), Tensor{name, F32, shape, make([]byte, 4*n)})
		}
	}
	dropTensor := func(name string) func([]KV, []Tensor) ([]KV, []Tensor) {
		return func(kvs []KV, ts []Tensor) ([]KV, []Tensor) {
			return kvs, slices.DeleteFunc(slices.Clone(ts), func(t Tensor) bool { return t.Name == name })
		}
	}
	cases := []struct {
		name   string
		m      *reference.Model
		arch   string
		edit   func([]KV, []Tensor) ([]KV, []Tensor)
		want   error
		phrase string
	}{
		{"unknown architecture", llama, Llama, set("general.architecture", "gpt2"), ErrArchitecture, "gpt2"},
		{"no architecture", llama, Llama, set("general.architecture", nil), ErrMissingKey, "general.architecture"},
		{"no embedding length", llama, Llama, set("llama.embedding_length", nil), ErrMissingKey, "embedding_length"},
		{"no rms epsilon", llama, Llama, set("llama.attention.layer_norm_rms_epsilon", nil), ErrMissingKey, "epsilon"},
		{"epsilon a string", llama, Llama, set("llama.attention.layer_norm_rms_epsilon", "1e-5"), ErrKeyType, "epsilon"},
		{"epsilon zero", llama, Llama, set("llama.attention.layer_norm_rms_epsilon", float32(0)), ErrBadValue, "epsilon"},
		{"theta negative", llama, Llama, set("llama.rope.freq_base", float32(-1)), ErrBadValue, "freq_base"},
		{"ffn width wrong", llama, Llama, set("llama.feed_forward_length", uint32(101)), ErrShape, "ffn_gate"},
		{"per-layer head counts", llama, Llama, set("llama.attention.head_count_kv", []uint32{2, 2}), ErrKeyType, "head_count_kv"},
		{"vocab_size disagrees", llama, Llama, set("llama.vocab_size", uint32(96)), ErrShape, "vocab_size"},
		{"bos past the vocabulary", llama, Llama, set("tokenizer.ggml.bos_token_id", uint32(97)), ErrBadValue, "bos"},
		{"rope scaling", llama, Llama, set("llama.rope.scaling.type", "linear"), ErrUnsupported, "scaling"},
		{"rope scaling factor", llama, Llama, set("llama.rope.scaling.factor", float32(4)), ErrUnsupported, "scaling"},
		{"partial rotary", llama, Llama, set("llama.rope.dimension_count", uint32(6)), ErrUnsupported, "dimension_count"},
		{"value width", llama, Llama, set("llama.attention.value_length", uint32(8)), ErrUnsupported, "value_length"},
		{"experts", llama, Llama, set("llama.expert_count", uint32(8)), ErrUnsupported, "expert"},
		{"sliding window", llama, Llama, set("llama.attention.sliding_window", uint32(8)), ErrUnsupported, "sliding"},
		{"qwen2 biases", shapes()[2].m, Qwen2, addTensor("blk.0.attn_q.bias", 40), ErrUnsupported, "q/k/v projection biases"},
		{"rope frequency factors", llama, Llama, addTensor("rope_freqs.weight", 5), ErrUnsupported, "frequency factors"},
		{"unknown tensor", llama, Llama, addTensor("blk.0.mystery.weight", 3), ErrUnsupported, "blk.0.mystery.weight"},
		{"missing tensor", llama, Llama, dropTensor("blk.1.ffn_up.weight"), ErrMissingTensor, "blk.1.ffn_up.weight"},
		{"missing qk-norm", qwen3, Qwen3, dropTensor("blk.0.attn_k_norm.weight"), ErrMissingTensor, "attn_k_norm"},
		{"qk-norm on llama", qwen3, Qwen3, set("general.architecture", Llama), ErrMissingKey, "llama."},
		{"no embedding", llama, Llama, dropTensor("token_embd.weight"), ErrMissingTensor, "token_embd"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			kvs, tensors, err := ModelFile(c.m, c.arch)
			if err != nil {
				t.Fatal(err)
			}
			kvs, tensors = c.edit(kvs, tensors)
			f, err := parseBytes(build(t, kvs, tensors))
			if err != nil {
				t.Fatal(err)
			}
			_, err = f.Model(ModelOptions{})
			if !errors.Is(err, c.want) || !strings.Contains(err.Error(), c.phrase) {
				t.Fatalf("have %v, want %v naming %q", err, c.want, c.phrase)
			}
		})
	}
}

func TestModelQuantizedTensors(t *testing.T) {
	c := reference.Config{Dim: 32, HiddenDim: 64, Layers: 1, Heads: 2, KVHeads: 1, HeadSize: 16, Vocab: 8,
		SeqLen: 8, RopeTheta: 1e4, NormEps: 1e-5, BOS: -1, EOS: -1}
	kvs, tensors, err := ModelFile(synth.Model(c, 9, true), Llama)
	if err != nil {
		t.Fatal(err)
	}
	// Every matrix as Q8_0 with scale 1/64 and quants counting up: the
	// loaded weights must be exactly those.
	for i, tt := range tensors {
		if len(tt.Shape) != 2 {
			continue
		}
		n := int(tt.Shape[0] * tt.Shape[1])
		var raw []byte
		for b := 0; b < n/32; b++ {
			raw = append(raw, le16(0x2400)...) // 2⁻⁶
			for j := 0; j < 32; j++ {
				raw = append(raw, byte(int8(j-16)))
			}
		}
		tensors[i] = Tensor{tt.Name, Q8_0, tt.Shape, raw}
	}
	f, err := parseBytes(build(t, kvs, tensors))
	if err != nil {
		t.Fatal(err)
	}
	m, err := f.Model(ModelOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range m.Layers[0].W2 {
		if want := float32(i%32-16) / 64; v != want {
			t.Fatalf("w2[%d] = %v, want %v", i, v, want)
		}
	}
}
