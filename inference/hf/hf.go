// Package hf imports Hugging Face Llama and Qwen checkpoints — a folder with
// config.json and safetensors weights — into a reference.Model, and writes
// reference models back out in the same layout.
//
// The importer is strict. It refuses any config setting or tensor that our
// model cannot represent (biases, RoPE scaling, sliding windows, activations
// other than SiLU, unknown extra tensors) instead of ignoring it, because a
// model that loads but quietly computes something else is worse than one that
// does not load.
//
// Weights keep Hugging Face's layout: matrices are (out, in) like nn.Linear,
// and queries and keys stay in the half-split RoPE order, so the model is
// marked reference.RopeHalfSplit rather than permuted.
package hf

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/deepcall/deepcall/inference/reference"
	"github.com/deepcall/deepcall/inference/safetensors"
)

// LoadOptions adjusts how a checkpoint is imported.
type LoadOptions struct {
	// MaxSeqLen caps Config.SeqLen when positive. Checkpoints advertise their
	// full training context (40960 for Qwen3), which sizes RoPE tables and KV
	// caches far beyond what most runs need. 0 means no cap.
	MaxSeqLen int
}

// Load reads the checkpoint in dir: config.json plus model.safetensors or the
// shards named by model.safetensors.index.json.
//
// Supported architectures are LlamaForCausalLM, Qwen3ForCausalLM and
// Qwen2ForCausalLM. Real Qwen2 checkpoints carry q/k/v projection biases,
// which our model lacks, so Qwen2 loads only when those are absent.
func Load(dir string) (*reference.Model, error) {
	return LoadWithOptions(dir, LoadOptions{})
}

// LoadWithOptions is Load with options.
func LoadWithOptions(dir string, opts LoadOptions) (*reference.Model, error) {
	mc, err := readConfig(filepath.Join(dir, "config.json"), opts)
	if err != nil {
		return nil, err
	}
	w, err := openWeights(dir)
	if err != nil {
		return nil, err
	}
	defer w.close()

	m := &reference.Model{Config: mc.cfg, Layers: make([]reference.Layer, mc.cfg.Layers)}
	want := slots(m, !mc.tied)
	if err := checkNames(w, want, mc); err != nil {
		return nil, err
	}
	// Check every dtype and shape before reading any data, so a bad tensor at
	// the end of a large checkpoint fails in milliseconds.
	for _, s := range want {
		info, _ := w.where[s.name].Info(s.name)
		switch info.DType {
		case safetensors.F32, safetensors.F16, safetensors.BF16:
		default:
			return nil, fmt.Errorf("hf: %s: tensor %s: unsupported dtype %s (want F32, F16 or BF16)", w.pathOf(s.name), s.name, info.DType)
		}
		if !slices.Equal(info.Shape, s.shape) {
			return nil, fmt.Errorf("hf: %s: tensor %s: have shape %v, want %v", w.pathOf(s.name), s.name, info.Shape, s.shape)
		}
	}
	for _, s := range want {
		v, err := w.where[s.name].Float32(s.name)
		if err != nil {
			return nil, fmt.Errorf("hf: %w", err)
		}
		*s.dst = v
	}
	if err := m.CheckShapes(); err != nil {
		return nil, fmt.Errorf("hf: %s: %w", dir, err)
	}
	return m, nil
}

// checkNames reports missing tensors and refuses unexpected ones, which would
// otherwise be silently dropped.
func checkNames(w *weights, want []slot, mc modelConfig) error {
	wanted := make(map[string]bool, len(want))
	for _, s := range want {
		wanted[s.name] = true
	}
	var extra []string
	for _, n := range w.names() {
		switch {
		case wanted[n]:
		case strings.HasSuffix(n, ".rotary_emb.inv_freq"):
			// A cached RoPE frequency buffer some exporters save; it is
			// recomputed from rope_theta.
		case n == "lm_head.weight" && mc.tied:
			// transformers overwrites it with the embedding when tied.
		case strings.HasSuffix(n, ".bias"):
			msg := "biases are not supported"
			if mc.arch == Qwen2 {
				msg = "Qwen2 checkpoints with attention biases are not supported; our model has no biases"
			}
			return fmt.Errorf("hf: %s: tensor %s: %s", w.pathOf(n), n, msg)
		default:
			extra = append(extra, fmt.Sprintf("%s (in %s)", n, filepath.Base(w.pathOf(n))))
		}
	}
	if len(extra) > 0 {
		more := ""
		if len(extra) > 5 {
			more = fmt.Sprintf(" and %d more", len(extra)-5)
			extra = extra[:5]
		}
		return fmt.Errorf("hf: unexpected tensors for %s: %s%s", mc.arch, strings.Join(extra, ", "), more)
	}
	var missing []string
	for _, s := range want {
		if w.where[s.name] == nil {
			missing = append(missing, s.name)
		}
	}
	if len(missing) > 0 {
		var files []string
		for _, f := range w.files {
			files = append(files, filepath.Base(w.source[f]))
		}
		more := ""
		if len(missing) > 5 {
			more = fmt.Sprintf(" and %d more", len(missing)-5)
			missing = missing[:5]
		}
		hint := ""
		if slices.Contains(missing, "lm_head.weight") {
			hint = " (lm_head.weight is required unless tie_word_embeddings is true)"
		}
		return fmt.Errorf("hf: missing tensor %s%s in %s%s", strings.Join(missing, ", "), more, strings.Join(files, ", "), hint)
	}
	return nil
}

// slot ties a checkpoint tensor name and shape to the model field it fills.
type slot struct {
	name  string
	shape []int64
	dst   *[]float32
}

// slots lists every tensor of m in checkpoint naming, with HF shapes. m's
// Config must be set and its Layers allocated. The classifier is included
// only when untied.
func slots(m *reference.Model, untied bool) []slot {
	c := m.Config
	d, h, q, kv, hs := int64(c.Dim), int64(c.HiddenDim), int64(c.QDim()), int64(c.KVDim()), int64(c.HeadSize)
	v := int64(c.Vocab)
	s := []slot{{"model.embed_tokens.weight", []int64{v, d}, &m.Embed}}
	for i := range m.Layers {
		l := &m.Layers[i]
		p := fmt.Sprintf("model.layers.%d.", i)
		s = append(s,
			slot{p + "input_layernorm.weight", []int64{d}, &l.AttnNorm},
			slot{p + "self_attn.q_proj.weight", []int64{q, d}, &l.Wq},
			slot{p + "self_attn.k_proj.weight", []int64{kv, d}, &l.Wk},
			slot{p + "self_attn.v_proj.weight", []int64{kv, d}, &l.Wv},
			slot{p + "self_attn.o_proj.weight", []int64{d, q}, &l.Wo},
		)
		if c.QKNorm {
			s = append(s,
				slot{p + "self_attn.q_norm.weight", []int64{hs}, &l.QNorm},
				slot{p + "self_attn.k_norm.weight", []int64{hs}, &l.KNorm},
			)
		}
		s = append(s,
			slot{p + "post_attention_layernorm.weight", []int64{d}, &l.FFNNorm},
			slot{p + "mlp.gate_proj.weight", []int64{h, d}, &l.W1},
			slot{p + "mlp.up_proj.weight", []int64{h, d}, &l.W3},
			slot{p + "mlp.down_proj.weight", []int64{d, h}, &l.W2},
		)
	}
	s = append(s, slot{"model.norm.weight", []int64{d}, &m.FinalNorm})
	if untied {
		s = append(s, slot{"lm_head.weight", []int64{v, d}, &m.Classifier})
	}
	return s
}
