package hf

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/deepcall/deepcall/inference/reference"
	"github.com/deepcall/deepcall/inference/safetensors"
)

// llamaConfig is Llama-shaped: grouped-query attention, untied classifier.
var llamaConfig = reference.Config{
	Dim: 16, HiddenDim: 24, Layers: 2, Heads: 4, KVHeads: 2, HeadSize: 4,
	Vocab: 32, SeqLen: 64, RopeTheta: 500000, RopeLayout: reference.RopeHalfSplit,
	NormEps: 1e-5, BOS: 1, EOS: 2,
}

// qwen3Config is Qwen3-shaped: QK-norm, one KV head, head_dim ≠ hidden/heads
// and Qwen3's long advertised context.
var qwen3Config = reference.Config{
	Dim: 16, HiddenDim: 40, Layers: 3, Heads: 4, KVHeads: 1, HeadSize: 6,
	Vocab: 40, SeqLen: 40960, RopeTheta: 1e6, RopeLayout: reference.RopeHalfSplit,
	QKNorm: true, NormEps: 1e-6, BOS: -1, EOS: 3,
}

// randomModel fills a model with multiples of 1/128 below 2 in magnitude,
// which F16 and BF16 both hold exactly, so every dtype must round-trip
// bit for bit.
func randomModel(seed uint64, c reference.Config, tied bool) *reference.Model {
	rng := rand.New(rand.NewPCG(seed, 7))
	fill := func(n int) []float32 {
		v := make([]float32, n)
		for i := range v {
			v[i] = float32(rng.IntN(511)-255) / 128
		}
		return v
	}
	m := &reference.Model{Config: c, Embed: fill(c.Vocab * c.Dim), FinalNorm: fill(c.Dim)}
	for range c.Layers {
		l := reference.Layer{
			AttnNorm: fill(c.Dim),
			Wq:       fill(c.QDim() * c.Dim), Wk: fill(c.KVDim() * c.Dim), Wv: fill(c.KVDim() * c.Dim), Wo: fill(c.Dim * c.QDim()),
			FFNNorm: fill(c.Dim),
			W1:      fill(c.HiddenDim * c.Dim), W2: fill(c.Dim * c.HiddenDim), W3: fill(c.HiddenDim * c.Dim),
		}
		if c.QKNorm {
			l.QNorm, l.KNorm = fill(c.HeadSize), fill(c.HeadSize)
		}
		m.Layers = append(m.Layers, l)
	}
	if !tied {
		m.Classifier = fill(c.Vocab * c.Dim)
	}
	return m
}

func llamaModel() *reference.Model { return randomModel(1, llamaConfig, false) }
func qwen3Model() *reference.Model { return randomModel(2, qwen3Config, true) }

// fixture is a checkpoint folder about to be written, open to edits so tests
// can break it in specific ways.
type fixture struct {
	config  map[string]any
	tensors []safetensors.Tensor
	shards  int // 0 writes model.safetensors; more writes an index and shards
}

func newFixture(t *testing.T, m *reference.Model, arch, dtype string) *fixture {
	t.Helper()
	writeArch := arch
	if arch == Qwen2 { // Write refuses Qwen2; a bias-free Llama file is the same thing
		writeArch = Llama
	}
	cfg, err := exportConfig(m, writeArch, safetensors.DType(dtype))
	if err != nil {
		t.Fatal(err)
	}
	cfg["architectures"] = []string{arch}
	tensors, err := exportTensors(m, safetensors.DType(dtype))
	if err != nil {
		t.Fatal(err)
	}
	return &fixture{config: cfg, tensors: tensors}
}

// drop removes a tensor.
func (fx *fixture) drop(name string) {
	fx.tensors = slices.DeleteFunc(fx.tensors, func(t safetensors.Tensor) bool { return t.Name == name })
}

// put adds a tensor, replacing any of the same name.
func (fx *fixture) put(t safetensors.Tensor) {
	fx.drop(t.Name)
	fx.tensors = append(fx.tensors, t)
}

// f32 builds an F32 tensor.
func f32(name string, shape []int64, v ...float32) safetensors.Tensor {
	data, _ := safetensors.EncodeFloat32(safetensors.F32, v)
	return safetensors.Tensor{Name: name, DType: safetensors.F32, Shape: shape, Data: data}
}

// shardName is transformers' shard naming.
func shardName(i, n int) string { return fmt.Sprintf("model-%05d-of-%05d.safetensors", i+1, n) }

func (fx *fixture) write(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	js, err := json.Marshal(fx.config)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "config.json"), js, 0o644); err != nil {
		t.Fatal(err)
	}
	if fx.shards == 0 {
		if err := writeSafetensors(filepath.Join(dir, singleFile), fx.tensors, nil); err != nil {
			t.Fatal(err)
		}
		return dir
	}
	// Deal tensors out in order, as transformers fills shards by size.
	parts := make([][]safetensors.Tensor, fx.shards)
	per := (len(fx.tensors) + fx.shards - 1) / fx.shards
	weightMap := map[string]string{}
	total := 0
	for i, tt := range fx.tensors {
		k := i / per
		parts[k] = append(parts[k], tt)
		weightMap[tt.Name] = shardName(k, fx.shards)
		total += len(tt.Data)
	}
	for k, part := range parts {
		if err := writeSafetensors(filepath.Join(dir, shardName(k, fx.shards)), part, map[string]string{"format": "pt"}); err != nil {
			t.Fatal(err)
		}
	}
	index := map[string]any{"metadata": map[string]any{"total_size": total}, "weight_map": weightMap}
	if js, err = json.Marshal(index); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, indexFile), js, 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestLoad(t *testing.T) {
	qwen2 := llamaModel() // Qwen2 without biases is Llama-shaped
	for _, arch := range []string{Llama, Qwen3, Qwen2} {
		want := map[string]*reference.Model{Llama: llamaModel(), Qwen3: qwen3Model(), Qwen2: qwen2}[arch]
		for _, dtype := range []string{"F32", "F16", "BF16"} {
			for _, shards := range []int{0, 1, 3} {
				t.Run(fmt.Sprintf("%s/%s/shards=%d", arch, dtype, shards), func(t *testing.T) {
					fx := newFixture(t, want, arch, dtype)
					fx.shards = shards
					have, err := Load(fx.write(t))
					if err != nil {
						t.Fatal(err)
					}
					compareModels(t, have, want)
				})
			}
		}
	}
}

// compareModels reports the first difference between two models by field.
func compareModels(t *testing.T, have, want *reference.Model) {
	t.Helper()
	if have.Config != want.Config {
		t.Errorf("config: have %+v, want %+v", have.Config, want.Config)
	}
	haveSlots, wantSlots := slots(have, true), slots(want, true)
	for i := range wantSlots {
		h, w := *haveSlots[i].dst, *wantSlots[i].dst
		if !slices.Equal(h, w) || (h == nil) != (w == nil) {
			t.Errorf("tensor %s: have %v, want %v", wantSlots[i].name, h, w)
		}
	}
	if !reflect.DeepEqual(have, want) {
		t.Errorf("models differ")
	}
}

func TestWriteRoundTrip(t *testing.T) {
	for _, tt := range []struct {
		arch string
		m    *reference.Model
	}{{Llama, llamaModel()}, {Qwen3, qwen3Model()}, {Llama, randomModel(3, llamaConfig, true)}} {
		for _, dtype := range []string{"F32", "F16", "BF16"} {
			t.Run(tt.arch+"/"+dtype, func(t *testing.T) {
				dir := t.TempDir()
				if err := Write(dir, tt.m, tt.arch, dtype); err != nil {
					t.Fatal(err)
				}
				have, err := Load(dir)
				if err != nil {
					t.Fatal(err)
				}
				compareModels(t, have, tt.m)
			})
		}
	}
}

// TestWriteRounds checks that narrowing rounds rather than truncates, and that
// F32 keeps arbitrary values exactly.
func TestWriteRounds(t *testing.T) {
	m := llamaModel()
	m.Embed[0] = 1 + 3.0/2048 // halfway between two F16 values: rounds up to even
	m.Embed[1] = 0.1
	for _, tt := range []struct {
		dtype        string
		want0, want1 float32
	}{
		{"F32", 1 + 3.0/2048, 0.1},
		{"F16", 1 + 2.0/1024, 0.0999755859375},
		{"BF16", 1, 0.10009765625},
	} {
		dir := t.TempDir()
		if err := Write(dir, m, Llama, tt.dtype); err != nil {
			t.Fatal(err)
		}
		have, err := Load(dir)
		if err != nil {
			t.Fatal(err)
		}
		if have.Embed[0] != tt.want0 || have.Embed[1] != tt.want1 {
			t.Errorf("%s: have %v %v, want %v %v", tt.dtype, have.Embed[0], have.Embed[1], tt.want0, tt.want1)
		}
	}
}

func TestWriteRejects(t *testing.T) {
	tests := []struct {
		name  string
		m     func() *reference.Model
		arch  string
		dtype string
		want  string
	}{
		{"nil model", func() *reference.Model { return nil }, Llama, "F32", "nil model"},
		{"unknown arch", llamaModel, "GPT2LMHeadModel", "F32", `unsupported architecture "GPT2LMHeadModel"`},
		{"qwen2", llamaModel, Qwen2, "F32", "unsupported architecture"},
		{"llama with qk-norm", qwen3Model, Llama, "F32", "has no QK-norm"},
		{"qwen3 without qk-norm", llamaModel, Qwen3, "F32", "always has QK-norm"},
		{"dtype", llamaModel, Llama, "I8", `unsupported dtype "I8"`},
		{"interleaved", func() *reference.Model {
			m := llamaModel()
			m.Config.RopeLayout = reference.RopeInterleaved
			return m
		}, Llama, "F32", "need RopeHalfSplit"},
		{"bad shapes", func() *reference.Model {
			m := llamaModel()
			m.Layers[1].W2 = m.Layers[1].W2[1:]
			return m
		}, Llama, "F32", "tensor layers.1.w2"},
		{"nan", func() *reference.Model {
			m := llamaModel()
			m.Layers[0].Wv[3] = float32(math.NaN())
			return m
		}, Llama, "F32", "tensor model.layers.0.self_attn.v_proj.weight: element 3 is NaN"},
		{"f16 overflow", func() *reference.Model {
			m := llamaModel()
			m.FinalNorm[2] = 1e6
			return m
		}, Llama, "F16", "tensor model.norm.weight: safetensors: value 1e+06 at index 2 overflows F16"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Write(t.TempDir(), tt.m(), tt.arch, tt.dtype)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("have %v, want error containing %q", err, tt.want)
			}
		})
	}
}

// TestDefaults loads a config with every optional field removed.
func TestDefaults(t *testing.T) {
	c := llamaConfig
	c.KVHeads, c.HeadSize = c.Heads, c.Dim/c.Heads
	m := randomModel(4, c, false)
	fx := newFixture(t, m, Llama, "F32")
	for _, k := range []string{"num_key_value_heads", "head_dim", "rope_theta", "rms_norm_eps", "tie_word_embeddings",
		"bos_token_id", "eos_token_id", "hidden_act", "attention_bias", "mlp_bias", "rope_scaling"} {
		delete(fx.config, k)
	}
	have, err := Load(fx.write(t))
	if err != nil {
		t.Fatal(err)
	}
	want := c
	want.RopeTheta, want.NormEps, want.BOS, want.EOS = 10000, 1e-6, -1, -1
	if have.Config != want {
		t.Errorf("have %+v, want %+v", have.Config, want)
	}
}

func TestConfigFields(t *testing.T) {
	tests := []struct {
		name  string
		set   map[string]any
		opts  LoadOptions
		check func(c reference.Config) any
		want  any
	}{
		{"eos int", map[string]any{"eos_token_id": 5}, LoadOptions{}, func(c reference.Config) any { return c.EOS }, 5},
		{"eos list", map[string]any{"eos_token_id": []int{7, 8}}, LoadOptions{}, func(c reference.Config) any { return c.EOS }, 7},
		{"eos empty list", map[string]any{"eos_token_id": []int{}}, LoadOptions{}, func(c reference.Config) any { return c.EOS }, -1},
		{"bos null", map[string]any{"bos_token_id": nil}, LoadOptions{}, func(c reference.Config) any { return c.BOS }, -1},
		{"seq len capped", nil, LoadOptions{MaxSeqLen: 256}, func(c reference.Config) any { return c.SeqLen }, 256},
		{"seq len cap above context", nil, LoadOptions{MaxSeqLen: 100000}, func(c reference.Config) any { return c.SeqLen }, 40960},
		{"rope_parameters", map[string]any{"rope_theta": nil, "rope_parameters": map[string]any{"rope_type": "default", "rope_theta": 1234.5}},
			LoadOptions{}, func(c reference.Config) any { return c.RopeTheta }, 1234.5},
		{"sliding window off", map[string]any{"use_sliding_window": false, "sliding_window": 4096, "layer_types": []string{"full_attention", "full_attention", "full_attention"}},
			LoadOptions{}, func(c reference.Config) any { return c.SeqLen }, 40960},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fx := newFixture(t, qwen3Model(), Qwen3, "BF16")
			for k, v := range tt.set {
				fx.config[k] = v
			}
			m, err := LoadWithOptions(fx.write(t), tt.opts)
			if err != nil {
				t.Fatal(err)
			}
			if have := tt.check(m.Config); have != tt.want {
				t.Errorf("have %v, want %v", have, tt.want)
			}
		})
	}
}

// TestHarmlessExtras checks the tensors that are tolerated: cached RoPE
// frequencies and an lm_head that tying overrides.
func TestHarmlessExtras(t *testing.T) {
	want := qwen3Model()
	fx := newFixture(t, want, Qwen3, "F32")
	fx.put(f32("model.layers.0.self_attn.rotary_emb.inv_freq", []int64{3}, 1, 0.1, 0.01))
	fx.put(f32("lm_head.weight", []int64{40, 16}, make([]float32, 40*16)...))
	fx.shards = 2
	have, err := Load(fx.write(t))
	if err != nil {
		t.Fatal(err)
	}
	compareModels(t, have, want)
}

// editIndex rewrites the weight map of a sharded fixture.
func editIndex(t *testing.T, dir string, edit func(wm map[string]string)) {
	t.Helper()
	path := filepath.Join(dir, indexFile)
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var idx struct {
		WeightMap map[string]string `json:"weight_map"`
	}
	if err := json.Unmarshal(raw, &idx); err != nil {
		t.Fatal(err)
	}
	edit(idx.WeightMap)
	if raw, err = json.Marshal(idx); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, raw, 0o644); err != nil {
		t.Fatal(err)
	}
}

func truncate(t *testing.T, path string, by int64) {
	t.Helper()
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(path, st.Size()-by); err != nil {
		t.Fatal(err)
	}
}

func writeFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestLoadRejects(t *testing.T) {
	const (
		q0 = "model.layers.0.self_attn.q_proj.weight"
		n0 = "model.layers.0.self_attn.q_norm.weight"
	)
	set := func(k string, v any) func(*fixture) { return func(fx *fixture) { fx.config[k] = v } }
	del := func(k string) func(*fixture) { return func(fx *fixture) { delete(fx.config, k) } }
	shard2 := shardName(1, 3)
	tests := []struct {
		name   string
		qwen3  bool // start from the Qwen3 model instead of Llama
		shards int
		edit   func(fx *fixture)
		after  func(t *testing.T, dir string)
		opts   LoadOptions
		want   string
	}{
		// config.json
		{name: "no config", after: func(t *testing.T, dir string) { os.Remove(filepath.Join(dir, "config.json")) }, want: "config.json: no such file"},
		{name: "config not json", after: func(t *testing.T, dir string) { writeFile(t, filepath.Join(dir, "config.json"), "{") }, want: "config.json: invalid JSON"},
		{name: "no architectures", edit: del("architectures"), want: "architectures is [], want exactly one"},
		{name: "two architectures", edit: set("architectures", []string{Llama, Qwen3}), want: "want exactly one"},
		{name: "unknown architecture", edit: set("architectures", []string{"MistralForCausalLM"}), want: `unsupported architecture "MistralForCausalLM"`},
		{name: "no hidden_size", edit: del("hidden_size"), want: "missing hidden_size"},
		{name: "hidden_size zero", edit: set("hidden_size", 0), want: "hidden_size is 0, want a positive integer"},
		{name: "hidden_size string", edit: set("hidden_size", "16"), want: "invalid JSON"},
		{name: "hidden_size fractional", edit: set("hidden_size", 16.5), want: "invalid JSON"},
		{name: "intermediate_size negative", edit: set("intermediate_size", -1), want: "intermediate_size is -1"},
		{name: "no num_hidden_layers", edit: del("num_hidden_layers"), want: "missing num_hidden_layers"},
		{name: "no num_attention_heads", edit: del("num_attention_heads"), want: "missing num_attention_heads"},
		{name: "no vocab_size", edit: del("vocab_size"), want: "missing vocab_size"},
		{name: "no max_position_embeddings", edit: del("max_position_embeddings"), want: "missing max_position_embeddings"},
		{name: "kv heads zero", edit: set("num_key_value_heads", 0), want: "num_key_value_heads is 0"},
		{name: "kv heads not dividing", edit: set("num_key_value_heads", 3), want: "heads 4 is not a multiple of kv heads 3"},
		{name: "head_dim zero", edit: set("head_dim", 0), want: "head_dim is 0"},
		{name: "head_dim odd", edit: set("head_dim", 5), want: "head size 5 is odd"},
		{name: "head_dim wrong", edit: set("head_dim", 8), want: "model.safetensors: tensor " + q0 + ": have shape [16 16], want [32 16]"},
		{name: "no head_dim, hidden not divisible", edit: func(fx *fixture) {
			delete(fx.config, "head_dim")
			fx.config["num_attention_heads"] = 3
			fx.config["num_key_value_heads"] = 1
		},
			want: "no head_dim, and hidden_size 16 is not a multiple of num_attention_heads 3"},
		{name: "rope_theta zero", edit: set("rope_theta", 0), want: "rope_theta is 0"},
		{name: "rms_norm_eps negative", edit: set("rms_norm_eps", -1e-6), want: "rms_norm_eps is -1e-06"},
		{name: "hidden_act gelu", edit: set("hidden_act", "gelu"), want: `hidden_act is "gelu"; only silu`},
		{name: "rope_scaling set", edit: set("rope_scaling", map[string]any{"type": "linear", "factor": 2}), want: "rope_scaling is {"},
		{name: "rope_parameters yarn", edit: set("rope_parameters", map[string]any{"rope_type": "yarn", "factor": 4}), want: `rope_type "yarn"`},
		{name: "attention_bias", edit: set("attention_bias", true), want: "attention_bias is true"},
		{name: "mlp_bias", edit: set("mlp_bias", true), want: "mlp_bias is true"},
		{name: "sliding window", edit: set("use_sliding_window", true), want: "use_sliding_window is true"},
		{name: "layer types", edit: set("layer_types", []string{"full_attention", "sliding_attention"}), want: `layer_types[1] is "sliding_attention"`},
		{name: "bos string", edit: set("bos_token_id", "s"), want: `bos_token_id is "s", want an integer`},
		{name: "eos list of floats", edit: set("eos_token_id", []float64{1.5}), want: "eos_token_id is [1.5]"},
		{name: "eos negative", edit: set("eos_token_id", -2), want: "token ids cannot be negative"},
		{name: "eos outside vocab", edit: set("eos_token_id", 32), want: "outside vocab 32"},
		{name: "negative MaxSeqLen", opts: LoadOptions{MaxSeqLen: -1}, want: "LoadOptions.MaxSeqLen is -1"},
		// tensors
		{name: "missing tensor", edit: func(fx *fixture) { fx.drop("model.norm.weight") }, want: "missing tensor model.norm.weight in model.safetensors"},
		{name: "missing q_norm", qwen3: true, edit: func(fx *fixture) { fx.drop(n0) }, want: "missing tensor " + n0},
		{name: "missing lm_head", edit: func(fx *fixture) { fx.drop("lm_head.weight") }, want: "lm_head.weight is required unless tie_word_embeddings is true"},
		{name: "untied without lm_head", qwen3: true, edit: set("tie_word_embeddings", false), want: "missing tensor lm_head.weight"},
		{name: "wrong shape", edit: func(fx *fixture) {
			fx.put(f32("model.layers.1.mlp.down_proj.weight", []int64{24, 16}, make([]float32, 24*16)...))
		}, want: "model.safetensors: tensor model.layers.1.mlp.down_proj.weight: have shape [24 16], want [16 24]"},
		{name: "wrong embed shape", edit: func(fx *fixture) {
			fx.put(f32("model.embed_tokens.weight", []int64{32 * 16}, make([]float32, 32*16)...))
		}, want: "have shape [512], want [32 16]"},
		{name: "extra tensor", edit: func(fx *fixture) { fx.put(f32("model.layers.0.mlp.extra.weight", []int64{1}, 1)) },
			want: "unexpected tensors for LlamaForCausalLM: model.layers.0.mlp.extra.weight (in model.safetensors)"},
		{name: "extra layer", edit: func(fx *fixture) {
			fx.put(f32("model.layers.2.input_layernorm.weight", []int64{16}, make([]float32, 16)...))
		},
			want: "unexpected tensors"},
		{name: "q_norm on llama", edit: func(fx *fixture) { fx.put(f32(n0, []int64{4}, 1, 1, 1, 1)) }, want: "unexpected tensors for LlamaForCausalLM: " + n0},
		{name: "bias", edit: func(fx *fixture) {
			fx.put(f32("model.layers.0.self_attn.q_proj.bias", []int64{16}, make([]float32, 16)...))
		},
			want: "tensor model.layers.0.self_attn.q_proj.bias: biases are not supported"},
		{name: "qwen2 with biases", edit: func(fx *fixture) {
			fx.config["architectures"] = []string{Qwen2}
			fx.put(f32("model.layers.1.self_attn.k_proj.bias", []int64{8}, make([]float32, 8)...))
		}, want: "Qwen2 checkpoints with attention biases are not supported"},
		{name: "int dtype", edit: func(fx *fixture) {
			fx.put(safetensors.Tensor{Name: "model.norm.weight", DType: safetensors.I32, Shape: []int64{16}, Data: make([]byte, 64)})
		}, want: "model.safetensors: tensor model.norm.weight: unsupported dtype I32"},
		{name: "f64 dtype", edit: func(fx *fixture) {
			fx.put(safetensors.Tensor{Name: "model.norm.weight", DType: safetensors.F64, Shape: []int64{16}, Data: make([]byte, 128)})
		}, want: "unsupported dtype F64"},
		{name: "nan weight", edit: func(fx *fixture) {
			v := make([]float32, 16)
			v[9] = float32(math.Inf(1))
			fx.put(f32("model.norm.weight", []int64{16}, v...))
		}, want: `model.safetensors: tensor "model.norm.weight": element 9 (of 16) is +Inf`},
		// files
		{name: "no weights", after: func(t *testing.T, dir string) { os.Remove(filepath.Join(dir, singleFile)) }, want: "no model.safetensors or model.safetensors.index.json"},
		{name: "truncated file", after: func(t *testing.T, dir string) { truncate(t, filepath.Join(dir, singleFile), 3) }, want: "model.safetensors: tensor"},
		{name: "truncated shard", shards: 3, after: func(t *testing.T, dir string) { truncate(t, filepath.Join(dir, shard2), 100) }, want: shard2 + ": tensor"},
		{name: "shard missing", shards: 3, after: func(t *testing.T, dir string) { os.Remove(filepath.Join(dir, shard2)) },
			want: shard2 + ": no such file or directory (listed in"},
		{name: "index not json", shards: 3, after: func(t *testing.T, dir string) { writeFile(t, filepath.Join(dir, indexFile), "[") }, want: "model.safetensors.index.json: invalid JSON"},
		{name: "index empty", shards: 3, after: func(t *testing.T, dir string) { writeFile(t, filepath.Join(dir, indexFile), `{"weight_map":{}}`) }, want: "empty or missing weight_map"},
		{name: "index escapes dir", shards: 3, after: func(t *testing.T, dir string) {
			editIndex(t, dir, func(wm map[string]string) { wm["model.norm.weight"] = "../model.safetensors" })
		}, want: `shard name "../model.safetensors" is not a plain file name`},
		{name: "index omits a tensor", shards: 3, after: func(t *testing.T, dir string) {
			editIndex(t, dir, func(wm map[string]string) { delete(wm, "model.norm.weight") })
		}, want: "tensor model.norm.weight is not in model.safetensors.index.json"},
		{name: "index names wrong shard", shards: 3, after: func(t *testing.T, dir string) {
			editIndex(t, dir, func(wm map[string]string) { wm["model.embed_tokens.weight"] = shard2 })
		}, want: "tensor model.embed_tokens.weight is here, but model.safetensors.index.json puts it in " + shard2},
		{name: "index names absent tensor", shards: 3, after: func(t *testing.T, dir string) {
			editIndex(t, dir, func(wm map[string]string) { wm["model.layers.9.mlp.up_proj.weight"] = shard2 })
		}, want: shard2 + ": missing tensor model.layers.9.mlp.up_proj.weight, which"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, arch := llamaModel(), Llama
			if tt.qwen3 {
				m, arch = qwen3Model(), Qwen3
			}
			fx := newFixture(t, m, arch, "F32")
			fx.shards = tt.shards
			if tt.edit != nil {
				tt.edit(fx)
			}
			dir := fx.write(t)
			if tt.after != nil {
				tt.after(t, dir)
			}
			_, err := LoadWithOptions(dir, tt.opts)
			t.Log(err)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("have %v, want error containing %q", err, tt.want)
			}
		})
	}
}
