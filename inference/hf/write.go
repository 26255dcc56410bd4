package hf

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"

	"github.com/deepcall/deepcall/inference/reference"
	"github.com/deepcall/deepcall/inference/safetensors"
)

// Write writes m to dir (created if needed) as a Hugging Face checkpoint:
// config.json and a single model.safetensors with dtype "F32", "F16" or
// "BF16". arch is Llama or Qwen3; Qwen2 is refused because transformers
// always builds Qwen2 with attention biases, so a bias-free file would not
// load there.
//
// F32 round-trips exactly through Load. F16 and BF16 round to nearest-even,
// and a weight too large for the chosen dtype is an error rather than an Inf.
func Write(dir string, m *reference.Model, arch string, dtype string) error {
	if m == nil {
		return fmt.Errorf("hf: Write: nil model")
	}
	dt := safetensors.DType(dtype)
	config, err := exportConfig(m, arch, dt)
	if err != nil {
		return err
	}
	tensors, err := exportTensors(m, dt)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("hf: %w", err)
	}
	js, err := json.MarshalIndent(config, "", "  ")
	if err != nil {
		return fmt.Errorf("hf: encoding config: %v", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "config.json"), append(js, '\n'), 0o644); err != nil {
		return fmt.Errorf("hf: %w", err)
	}
	return writeSafetensors(filepath.Join(dir, singleFile), tensors, map[string]string{"format": "pt"})
}

// exportConfig builds config.json for m. It refuses models that the
// checkpoint format would misdescribe.
func exportConfig(m *reference.Model, arch string, dt safetensors.DType) (map[string]any, error) {
	if err := m.CheckShapes(); err != nil {
		return nil, fmt.Errorf("hf: Write: %w", err)
	}
	c := m.Config
	var modelType string
	switch arch {
	case Llama:
		modelType = "llama"
		if c.QKNorm {
			return nil, fmt.Errorf("hf: Write: %s has no QK-norm; write a QK-norm model as %s", Llama, Qwen3)
		}
	case Qwen3:
		modelType = "qwen3"
		if !c.QKNorm {
			return nil, fmt.Errorf("hf: Write: %s always has QK-norm, but the model has none", Qwen3)
		}
	default:
		return nil, fmt.Errorf("hf: Write: unsupported architecture %q (want %s or %s)", arch, Llama, Qwen3)
	}
	// HF checkpoints imply the half-split RoPE order; an interleaved model
	// must have its query and key rows permuted before it is written.
	if c.RopeLayout != reference.RopeHalfSplit {
		return nil, fmt.Errorf("hf: Write: model has RoPE layout %d; Hugging Face checkpoints need RopeHalfSplit (permute the query and key rows first)", c.RopeLayout)
	}
	torchDtype := map[safetensors.DType]string{safetensors.F32: "float32", safetensors.F16: "float16", safetensors.BF16: "bfloat16"}[dt]
	if torchDtype == "" {
		return nil, fmt.Errorf("hf: Write: unsupported dtype %q (want F32, F16 or BF16)", dt)
	}
	id := func(v int) any {
		if v < 0 {
			return nil
		}
		return v
	}
	return map[string]any{
		"architectures":           []string{arch},
		"model_type":              modelType,
		"hidden_size":             c.Dim,
		"intermediate_size":       c.HiddenDim,
		"num_hidden_layers":       c.Layers,
		"num_attention_heads":     c.Heads,
		"num_key_value_heads":     c.KVHeads,
		"head_dim":                c.HeadSize,
		"vocab_size":              c.Vocab,
		"max_position_embeddings": c.SeqLen,
		"rope_theta":              c.RopeTheta,
		"rope_scaling":            nil,
		"rms_norm_eps":            c.NormEps,
		"tie_word_embeddings":     m.Classifier == nil,
		"bos_token_id":            id(c.BOS),
		"eos_token_id":            id(c.EOS),
		"hidden_act":              "silu",
		"attention_bias":          false,
		"mlp_bias":                false,
		"torch_dtype":             torchDtype,
	}, nil
}

// exportTensors encodes every tensor of m in checkpoint naming.
func exportTensors(m *reference.Model, dt safetensors.DType) ([]safetensors.Tensor, error) {
	var out []safetensors.Tensor
	for _, s := range slots(m, m.Classifier != nil) {
		for i, v := range *s.dst {
			if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
				return nil, fmt.Errorf("hf: Write: tensor %s: element %d is %v", s.name, i, v)
			}
		}
		data, err := safetensors.EncodeFloat32(dt, *s.dst)
		if err != nil {
			return nil, fmt.Errorf("hf: Write: tensor %s: %w", s.name, err)
		}
		out = append(out, safetensors.Tensor{Name: s.name, DType: dt, Shape: s.shape, Data: data})
	}
	return out, nil
}

// writeSafetensors writes one safetensors file.
func writeSafetensors(path string, tensors []safetensors.Tensor, metadata map[string]string) error {
	fh, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("hf: %w", err)
	}
	bw := bufio.NewWriterSize(fh, 1<<20)
	err = safetensors.Write(bw, tensors, metadata)
	if err == nil {
		err = bw.Flush()
	}
	if cerr := fh.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("hf: writing %s: %w", path, err)
	}
	return nil
}
