package gguf

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/deepcall/deepcall/inference/reference"
)

// The architectures Model understands, as general.architecture names them.
const (
	Llama = "llama"
	Qwen2 = "qwen2"
	Qwen3 = "qwen3"
)

// maxSize bounds every hyperparameter, far above any real model, so that
// products of them cannot overflow int.
const maxSize = 1 << 24

// ModelOptions adjusts how a model is imported.
type ModelOptions struct {
	// MaxSeqLen caps Config.SeqLen when positive; files advertise their full
	// training context, which sizes RoPE tables and KV caches. 0: no cap.
	MaxSeqLen int
}

// Model reads the file's weights into a float reference model, dequantizing
// every tensor.
//
// RoPE layout: llama.cpp's converter permutes the query and key rows of
// llama-architecture models so that RoPE rotates adjacent pairs (its
// "normal" mode), which is reference.RopeInterleaved; qwen2 and qwen3 keep
// the checkpoint's rows and rotate the two halves of each head (its NEOX
// mode), which is reference.RopeHalfSplit. No rows are permuted here.
//
// Anything the reference model cannot express — biases, RoPE scaling, mixture
// of experts, partial rotary dimensions, unknown tensors — is refused with
// ErrUnsupported rather than dropped.
func (f *File) Model(opts ModelOptions) (*reference.Model, error) {
	cfg, err := f.Config(opts)
	if err != nil {
		return nil, err
	}
	// Each layer has at least nine tensors; checking that before allocating
	// keeps a hostile block_count from sizing memory beyond the file's.
	if cfg.Layers > len(f.tensors)/9 {
		return nil, f.errorf(ErrMissingTensor, "%d layers need at least %d tensors, the file has %d", cfg.Layers, 9*cfg.Layers, len(f.tensors))
	}
	_, untied := f.Tensor("output.weight")
	m := &reference.Model{Config: cfg, Layers: make([]reference.Layer, cfg.Layers)}
	want := slots(m, untied)
	if err := f.checkNames(want); err != nil {
		return nil, err
	}
	// Check every shape before dequantizing anything, so a bad tensor at the
	// end of a large file fails at once.
	for _, s := range want {
		t, _ := f.Tensor(s.name)
		if !slices.Equal(t.Shape, s.shape) {
			return nil, f.errorf(ErrShape, "tensor %q has shape %v (ne0 first), want %v", s.name, t.Shape, s.shape)
		}
		if !t.Type.supported() {
			return nil, f.errorf(ErrTensorType, "tensor %q is %s; only F32, F16, BF16, Q8_0, Q4_0 and Q4_1 can be read", s.name, t.Type)
		}
	}
	for _, s := range want {
		if *s.dst, err = f.Float32(s.name); err != nil {
			return nil, err
		}
	}
	if err := m.CheckShapes(); err != nil {
		return nil, f.errorf(ErrShape, "%v", err)
	}
	return m, nil
}

// Architecture returns general.architecture, refusing those Model cannot
// import.
func (f *File) Architecture() (string, error) {
	arch, err := f.String("general.architecture")
	if err != nil {
		return "", err
	}
	switch arch {
	case Llama, Qwen2, Qwen3:
		return arch, nil
	}
	return "", f.errorf(ErrArchitecture, "%q (want %s, %s or %s)", arch, Llama, Qwen2, Qwen3)
}

// Config maps the file's hyperparameters to a reference.Config.
func (f *File) Config(opts ModelOptions) (reference.Config, error) {
	arch, err := f.Architecture()
	if err != nil {
		return reference.Config{}, err
	}
	if err := f.refuseFeatures(arch); err != nil {
		return reference.Config{}, err
	}
	c := reference.Config{RopeLayout: reference.RopeHalfSplit, QKNorm: arch == Qwen3, RopeTheta: 10000}
	if arch == Llama {
		c.RopeLayout = reference.RopeInterleaved
	}
	key := func(k string) string { return arch + "." + k }
	for _, s := range []struct {
		key string
		dst *int
	}{
		{key("embedding_length"), &c.Dim},
		{key("feed_forward_length"), &c.HiddenDim},
		{key("block_count"), &c.Layers},
		{key("attention.head_count"), &c.Heads},
		{key("context_length"), &c.SeqLen},
	} {
		if *s.dst, err = f.Int(s.key, maxSize); err != nil {
			return c, err
		}
	}
	if c.KVHeads, err = f.optInt(key("attention.head_count_kv"), c.Heads); err != nil {
		return c, err
	}
	if c.HeadSize, err = f.headSize(arch, c); err != nil {
		return c, err
	}
	if err := f.ropeAndNorm(arch, &c); err != nil {
		return c, err
	}
	if c.Vocab, err = f.vocabSize(arch, c.Dim); err != nil {
		return c, err
	}
	if opts.MaxSeqLen < 0 {
		return c, fmt.Errorf("gguf: ModelOptions.MaxSeqLen is %d, want 0 (no cap) or positive", opts.MaxSeqLen)
	}
	if opts.MaxSeqLen > 0 && opts.MaxSeqLen < c.SeqLen {
		c.SeqLen = opts.MaxSeqLen
	}
	if c.BOS, err = f.optInt("tokenizer.ggml.bos_token_id", -1); err != nil {
		return c, err
	}
	if c.EOS, err = f.optInt("tokenizer.ggml.eos_token_id", -1); err != nil {
		return c, err
	}
	if err := c.Validate(); err != nil {
		return c, f.errorf(ErrBadValue, "%v", err)
	}
	return c, nil
}

// optInt reads an optional integer key, def when absent.
func (f *File) optInt(key string, def int) (int, error) {
	if _, ok := f.Get(key); !ok {
		return def, nil
	}
	return f.Int(key, maxSize)
}

// headSize is attention.key_length, or dim/heads when absent; values must be
// as wide as keys, and RoPE must cover the whole head.
func (f *File) headSize(arch string, c reference.Config) (int, error) {
	def := 0
	if c.Heads > 0 && c.Dim%c.Heads == 0 {
		def = c.Dim / c.Heads
	}
	hs, err := f.optInt(arch+".attention.key_length", def)
	if err != nil {
		return 0, err
	}
	if hs == 0 {
		return 0, f.errorf(ErrBadValue, "no %s.attention.key_length, and embedding_length %d is not a multiple of head_count %d", arch, c.Dim, c.Heads)
	}
	if v, err := f.optInt(arch+".attention.value_length", hs); err != nil {
		return 0, err
	} else if v != hs {
		return 0, f.errorf(ErrUnsupported, "%s.attention.value_length %d differs from key_length %d", arch, v, hs)
	}
	if r, err := f.optInt(arch+".rope.dimension_count", hs); err != nil {
		return 0, err
	} else if r != hs {
		return 0, f.errorf(ErrUnsupported, "%s.rope.dimension_count %d: RoPE on part of a %d-wide head is not supported", arch, r, hs)
	}
	return hs, nil
}

// ropeAndNorm reads the RoPE base and the RMSNorm epsilon.
func (f *File) ropeAndNorm(arch string, c *reference.Config) error {
	if _, ok := f.Get(arch + ".rope.freq_base"); ok {
		theta, err := f.Float(arch + ".rope.freq_base")
		if err != nil {
			return err
		}
		if !(theta > 0) || math.IsInf(theta, 0) {
			return f.errorf(ErrBadValue, "%s.rope.freq_base is %v, want a positive number", arch, theta)
		}
		c.RopeTheta = decimal(theta)
	}
	eps, err := f.Float(arch + ".attention.layer_norm_rms_epsilon")
	if err != nil {
		return err
	}
	if !(eps > 0) || math.IsInf(eps, 0) {
		return f.errorf(ErrBadValue, "%s.attention.layer_norm_rms_epsilon is %v, want a positive number", arch, eps)
	}
	c.NormEps = decimal(eps)
	return nil
}

// decimal undoes the float32 rounding of a value the converter wrote from a
// short decimal (1e-5 becomes 9.99999974738e-06): the shortest decimal that
// rounds to the same float32 is that decimal. A GGUF file and the Hugging
// Face checkpoint it came from then give the same config and integer model.
// Values that are no float32 (float64 keys) pass unchanged.
func decimal(v float64) float64 {
	if float64(float32(v)) != v {
		return v
	}
	d, err := strconv.ParseFloat(strconv.FormatFloat(v, 'g', -1, 32), 64)
	if err != nil {
		return v
	}
	return d
}

// vocabSize is the embedding's row count; vocab_size, when present, must
// agree.
func (f *File) vocabSize(arch string, dim int) (int, error) {
	t, ok := f.Tensor("token_embd.weight")
	if !ok {
		return 0, f.errorf(ErrMissingTensor, "token_embd.weight")
	}
	if len(t.Shape) != 2 || t.Shape[0] != int64(dim) || t.Shape[1] <= 0 || t.Shape[1] > maxSize {
		return 0, f.errorf(ErrShape, "tensor \"token_embd.weight\" has shape %v (ne0 first), want [%d vocab]", t.Shape, dim)
	}
	v := int(t.Shape[1])
	if n, err := f.optInt(arch+".vocab_size", v); err != nil {
		return 0, err
	} else if n != v {
		return 0, f.errorf(ErrShape, "%s.vocab_size is %d, but token_embd.weight has %d rows", arch, n, v)
	}
	return v, nil
}

// refuseFeatures names metadata that would change the computation in ways
// the reference model cannot express.
func (f *File) refuseFeatures(arch string) error {
	if t, err := f.optString(arch + ".rope.scaling.type"); err != nil {
		return err
	} else if t != "" && t != "none" {
		return f.errorf(ErrUnsupported, "%s.rope.scaling.type is %q; RoPE scaling is not supported", arch, t)
	}
	if _, ok := f.Get(arch + ".rope.scaling.factor"); ok {
		s, err := f.Float(arch + ".rope.scaling.factor")
		if err != nil {
			return err
		}
		if s != 0 && s != 1 {
			return f.errorf(ErrUnsupported, "%s.rope.scaling.factor is %v; RoPE scaling is not supported", arch, s)
		}
	}
	if n, err := f.optInt(arch+".expert_count", 0); err != nil {
		return err
	} else if n > 0 {
		return f.errorf(ErrUnsupported, "%s.expert_count is %d; mixture-of-experts models are not supported", arch, n)
	}
	if _, ok := f.Get(arch + ".attention.sliding_window"); ok {
		return f.errorf(ErrUnsupported, "%s.attention.sliding_window is set; sliding-window attention is not supported", arch)
	}
	return nil
}

// optString reads an optional string key, "" when absent.
func (f *File) optString(key string) (string, error) {
	if _, ok := f.Get(key); !ok {
		return "", nil
	}
	return f.String(key)
}

// slot ties a tensor name and its GGUF shape (ne0 first) to a model field.
type slot struct {
	name  string
	shape []int64
	dst   *[]float32
}

// slots lists every tensor of m in GGUF naming. A GGUF matrix of shape
// [in, out] is out rows of in values, the reference model's (out, in)
// row-major layout, so no transposition is needed.
func slots(m *reference.Model, untied bool) []slot {
	c := m.Config
	d, h, q, kv, hs := int64(c.Dim), int64(c.HiddenDim), int64(c.QDim()), int64(c.KVDim()), int64(c.HeadSize)
	s := []slot{{"token_embd.weight", []int64{d, int64(c.Vocab)}, &m.Embed}}
	for i := range m.Layers {
		l := &m.Layers[i]
		p := fmt.Sprintf("blk.%d.", i)
		s = append(s,
			slot{p + "attn_norm.weight", []int64{d}, &l.AttnNorm},
			slot{p + "attn_q.weight", []int64{d, q}, &l.Wq},
			slot{p + "attn_k.weight", []int64{d, kv}, &l.Wk},
			slot{p + "attn_v.weight", []int64{d, kv}, &l.Wv},
			slot{p + "attn_output.weight", []int64{q, d}, &l.Wo},
		)
		if c.QKNorm {
			s = append(s,
				slot{p + "attn_q_norm.weight", []int64{hs}, &l.QNorm},
				slot{p + "attn_k_norm.weight", []int64{hs}, &l.KNorm},
			)
		}
		s = append(s,
			slot{p + "ffn_norm.weight", []int64{d}, &l.FFNNorm},
			slot{p + "ffn_gate.weight", []int64{d, h}, &l.W1},
			slot{p + "ffn_up.weight", []int64{d, h}, &l.W3},
			slot{p + "ffn_down.weight", []int64{h, d}, &l.W2},
		)
	}
	s = append(s, slot{"output_norm.weight", []int64{d}, &m.FinalNorm})
	if untied {
		s = append(s, slot{"output.weight", []int64{d, int64(c.Vocab)}, &m.Classifier})
	}
	return s
}

// checkNames refuses tensors the model has no place for — biases by name,
// since real qwen2 files carry them — and reports missing ones.
func (f *File) checkNames(want []slot) error {
	wanted := make(map[string]bool, len(want))
	for _, s := range want {
		wanted[s.name] = true
	}
	var extra []string
	for _, t := range f.tensors {
		switch {
		case wanted[t.Name]:
		case strings.HasSuffix(t.Name, ".bias"):
			return f.errorf(ErrUnsupported, "tensor %q: biases (such as qwen2's q/k/v projection biases) are not supported; the integer engine has none", t.Name)
		case t.Name == "rope_freqs.weight":
			return f.errorf(ErrUnsupported, "tensor %q: RoPE frequency factors (scaled RoPE) are not supported", t.Name)
		default:
			extra = append(extra, t.Name)
		}
	}
	if len(extra) > 0 {
		return f.errorf(ErrUnsupported, "unexpected tensors %s", list(extra))
	}
	var missing []string
	for _, s := range want {
		if _, ok := f.byName[s.name]; !ok {
			missing = append(missing, s.name)
		}
	}
	if len(missing) > 0 {
		return f.errorf(ErrMissingTensor, "%s", list(missing))
	}
	return nil
}

// list joins names, at most five of them.
func list(names []string) string {
	if len(names) > 5 {
		return fmt.Sprintf("%s and %d more", strings.Join(names[:5], ", "), len(names)-5)
	}
	return strings.Join(names, ", ")
}
