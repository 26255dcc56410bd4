package synth

import "github.com/deepcall/deepcall/inference/reference"

// TextShape is the tokenizer-pinned model the devnet's text path is tested
// on: Qwen3's layout (QK-norm, half-split RoPE, no BOS or EOS) at a size
// whose weights deploy as a dozen overlays, over a 512-token vocabulary, the
// byte-level BPE that package textmodel derives from Qwen3's tokenizer. About
// 139K parameters. The classifier is untied: a random model with tied
// embeddings mostly repeats its last token, which makes a poor test of
// decoding.
func TextShape() Shape {
	return Shape{
		Name: "text512",
		Config: reference.Config{Dim: 64, HiddenDim: 128, Layers: 2, Heads: 4, KVHeads: 2, HeadSize: 16,
			Vocab: 512, SeqLen: 128, RopeTheta: 1e6, RopeLayout: reference.RopeHalfSplit, QKNorm: true,
			NormEps: 1e-6, BOS: -1, EOS: -1},
		Seed: 15,
		Tied: false,
	}
}
