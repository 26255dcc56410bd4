package hf

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"

	"github.com/deepcall/deepcall/inference/reference"
)

// The architectures Load understands, as config.json's "architectures" names
// them.
const (
	// Llama is a Llama-family checkpoint (Llama 2 and 3, TinyLlama, SmolLM…).
	Llama = "LlamaForCausalLM"
	// Qwen2 is accepted only without attention biases, which real Qwen2
	// checkpoints have; see Load.
	Qwen2 = "Qwen2ForCausalLM"
	// Qwen3 is a Llama-shaped model with RMSNorm on every query and key head.
	Qwen3 = "Qwen3ForCausalLM"
)

// configFile is config.json as transformers writes it, restricted to the
// fields that matter. Pointers and raw messages tell an absent field from a
// zero one, so defaults apply only where the field is really missing.
type configFile struct {
	Architectures         []string        `json:"architectures"`
	HiddenSize            *int            `json:"hidden_size"`
	IntermediateSize      *int            `json:"intermediate_size"`
	NumHiddenLayers       *int            `json:"num_hidden_layers"`
	NumAttentionHeads     *int            `json:"num_attention_heads"`
	NumKeyValueHeads      *int            `json:"num_key_value_heads"`
	HeadDim               *int            `json:"head_dim"`
	VocabSize             *int            `json:"vocab_size"`
	MaxPositionEmbeddings *int            `json:"max_position_embeddings"`
	RopeTheta             *float64        `json:"rope_theta"`
	RopeScaling           json.RawMessage `json:"rope_scaling"`
	RopeParameters        json.RawMessage `json:"rope_parameters"`
	RMSNormEps            *float64        `json:"rms_norm_eps"`
	TieWordEmbeddings     *bool           `json:"tie_word_embeddings"`
	BOSTokenID            json.RawMessage `json:"bos_token_id"`
	EOSTokenID            json.RawMessage `json:"eos_token_id"`
	HiddenAct             *string         `json:"hidden_act"`
	AttentionBias         *bool           `json:"attention_bias"`
	MLPBias               *bool           `json:"mlp_bias"`
	UseSlidingWindow      *bool           `json:"use_sliding_window"`
	LayerTypes            []string        `json:"layer_types"`
}

// modelConfig is what Load needs from config.json.
type modelConfig struct {
	arch string
	tied bool // lm_head shares the embedding matrix
	cfg  reference.Config
}

// readConfig reads and checks path (a config.json). Every field that would
// change the computation in a way our model cannot express is refused rather
// than ignored, since ignoring it would load a model that silently computes
// something else.
func readConfig(path string, opts LoadOptions) (modelConfig, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return modelConfig{}, fmt.Errorf("hf: %w", err)
	}
	mc, err := parseConfig(raw, opts)
	if err != nil {
		return modelConfig{}, fmt.Errorf("hf: %s: %v", path, err)
	}
	return mc, nil
}

func parseConfig(raw []byte, opts LoadOptions) (modelConfig, error) {
	var cf configFile
	if err := json.Unmarshal(raw, &cf); err != nil {
		return modelConfig{}, fmt.Errorf("invalid JSON: %v", err)
	}
	var mc modelConfig
	if len(cf.Architectures) != 1 {
		return mc, fmt.Errorf("architectures is %q, want exactly one of %s, %s, %s", cf.Architectures, Llama, Qwen3, Qwen2)
	}
	mc.arch = cf.Architectures[0]
	switch mc.arch {
	case Llama, Qwen2, Qwen3:
	default:
		return mc, fmt.Errorf("unsupported architecture %q (want %s, %s or %s)", mc.arch, Llama, Qwen3, Qwen2)
	}

	// Features our model does not have.
	if cf.HiddenAct != nil && *cf.HiddenAct != "silu" {
		return mc, fmt.Errorf("hidden_act is %q; only silu (SwiGLU) is supported", *cf.HiddenAct)
	}
	if !isNull(cf.RopeScaling) {
		return mc, fmt.Errorf("rope_scaling is %s; RoPE scaling is not supported", cf.RopeScaling)
	}
	if cf.AttentionBias != nil && *cf.AttentionBias {
		return mc, fmt.Errorf("attention_bias is true; attention biases are not supported")
	}
	if cf.MLPBias != nil && *cf.MLPBias {
		return mc, fmt.Errorf("mlp_bias is true; MLP biases are not supported")
	}
	if cf.UseSlidingWindow != nil && *cf.UseSlidingWindow {
		return mc, fmt.Errorf("use_sliding_window is true; sliding-window attention is not supported")
	}
	for i, lt := range cf.LayerTypes {
		if lt != "full_attention" {
			return mc, fmt.Errorf("layer_types[%d] is %q; only full_attention is supported", i, lt)
		}
	}

	c := reference.Config{
		RopeLayout: reference.RopeHalfSplit, // HF rotates the two halves of each head
		QKNorm:     mc.arch == Qwen3,
		RopeTheta:  10000,
		NormEps:    1e-6, // transformers' default for all three architectures
	}
	for _, f := range []struct {
		name string
		v    *int
		dst  *int
	}{
		{"hidden_size", cf.HiddenSize, &c.Dim},
		{"intermediate_size", cf.IntermediateSize, &c.HiddenDim},
		{"num_hidden_layers", cf.NumHiddenLayers, &c.Layers},
		{"num_attention_heads", cf.NumAttentionHeads, &c.Heads},
		{"vocab_size", cf.VocabSize, &c.Vocab},
		{"max_position_embeddings", cf.MaxPositionEmbeddings, &c.SeqLen},
	} {
		if f.v == nil {
			return mc, fmt.Errorf("missing %s", f.name)
		}
		if *f.v <= 0 {
			return mc, fmt.Errorf("%s is %d, want a positive integer", f.name, *f.v)
		}
		*f.dst = *f.v
	}

	// Defaults that derive from other fields. A wrong guess here cannot load
	// silently: the projection shapes would then disagree with the tensors.
	c.KVHeads = c.Heads
	if cf.NumKeyValueHeads != nil {
		c.KVHeads = *cf.NumKeyValueHeads
		if c.KVHeads <= 0 {
			return mc, fmt.Errorf("num_key_value_heads is %d, want a positive integer", c.KVHeads)
		}
	}
	if cf.HeadDim != nil {
		c.HeadSize = *cf.HeadDim
		if c.HeadSize <= 0 {
			return mc, fmt.Errorf("head_dim is %d, want a positive integer", c.HeadSize)
		}
	} else {
		if c.Dim%c.Heads != 0 {
			return mc, fmt.Errorf("no head_dim, and hidden_size %d is not a multiple of num_attention_heads %d", c.Dim, c.Heads)
		}
		c.HeadSize = c.Dim / c.Heads
	}

	if cf.RopeTheta != nil {
		c.RopeTheta = *cf.RopeTheta
	}
	// Newer transformers versions move rope_theta into rope_parameters, next
	// to the scaling type.
	if !isNull(cf.RopeParameters) {
		var rp struct {
			RopeType  *string  `json:"rope_type"`
			RopeTheta *float64 `json:"rope_theta"`
		}
		if err := json.Unmarshal(cf.RopeParameters, &rp); err != nil {
			return mc, fmt.Errorf("rope_parameters: %v", err)
		}
		if rp.RopeType != nil && *rp.RopeType != "default" {
			return mc, fmt.Errorf("rope_parameters has rope_type %q; RoPE scaling is not supported", *rp.RopeType)
		}
		if rp.RopeTheta != nil {
			c.RopeTheta = *rp.RopeTheta
		}
	}
	if !(c.RopeTheta > 0) {
		return mc, fmt.Errorf("rope_theta is %v, want a positive number", c.RopeTheta)
	}
	if cf.RMSNormEps != nil {
		c.NormEps = *cf.RMSNormEps
		if !(c.NormEps > 0) {
			return mc, fmt.Errorf("rms_norm_eps is %v, want a positive number", c.NormEps)
		}
	}

	if opts.MaxSeqLen < 0 {
		return mc, fmt.Errorf("LoadOptions.MaxSeqLen is %d, want 0 (no cap) or positive", opts.MaxSeqLen)
	}
	if opts.MaxSeqLen > 0 && opts.MaxSeqLen < c.SeqLen {
		c.SeqLen = opts.MaxSeqLen
	}

	var err error
	if c.BOS, err = tokenID("bos_token_id", cf.BOSTokenID); err != nil {
		return mc, err
	}
	if c.EOS, err = tokenID("eos_token_id", cf.EOSTokenID); err != nil {
		return mc, err
	}
	mc.tied = cf.TieWordEmbeddings != nil && *cf.TieWordEmbeddings
	if err := c.Validate(); err != nil {
		return mc, err
	}
	mc.cfg = c
	return mc, nil
}

// tokenID reads a special token id, which config.json may give as an
// integer, a list of integers or null. Our config holds one id, so a list
// contributes its first entry (for Llama 3 that is <|end_of_text|>); absent,
// null or an empty list means none, -1.
func tokenID(field string, raw json.RawMessage) (int, error) {
	if isNull(raw) {
		return -1, nil
	}
	var ids []int
	if bytes.HasPrefix(bytes.TrimSpace(raw), []byte("[")) {
		if err := json.Unmarshal(raw, &ids); err != nil {
			return 0, fmt.Errorf("%s is %s, want an integer, a list of integers or null", field, raw)
		}
		if len(ids) == 0 {
			return -1, nil
		}
	} else {
		var id int
		if err := json.Unmarshal(raw, &id); err != nil {
			return 0, fmt.Errorf("%s is %s, want an integer, a list of integers or null", field, raw)
		}
		ids = []int{id}
	}
	for _, id := range ids {
		if id < 0 {
			return 0, fmt.Errorf("%s is %s; token ids cannot be negative", field, raw)
		}
	}
	return ids[0], nil
}

// isNull reports whether a raw field is absent or JSON null.
func isNull(raw json.RawMessage) bool {
	return len(raw) == 0 || string(bytes.TrimSpace(raw)) == "null"
}
