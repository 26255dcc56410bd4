package tokenizer

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"
)

// Token types, numbered as in GGUF's tokenizer.ggml.token_type.
const (
	TokenNormal      int32 = 1
	TokenUnknown     int32 = 2 // the unknown token
	TokenControl     int32 = 3 // BOS, EOS, chat markers: special added tokens
	TokenUserDefined int32 = 4 // added tokens that are not special
	TokenUnused      int32 = 5
	TokenByte        int32 = 6 // "<0x00>".."<0xFF>" of a SentencePiece vocabulary
)

// Vocab describes a BPE vocabulary by its pieces, as GGUF's tokenizer.ggml.*
// metadata and llama2.c's tokenizer files do. JSON turns it into the
// tokenizer.json that Hugging Face ships for such a model, which Load (and
// Hugging Face's libraries) read.
type Vocab struct {
	// Model is "gpt2", a byte-level BPE (Tokens in byte-level spelling such
	// as "Ġworld", Merges), or "llama", a SentencePiece BPE (Tokens with "▁"
	// for spaces and "<0xXX>" byte tokens, Scores).
	Model string
	// Pre names a "gpt2" vocabulary's pre-tokenizer as GGUF's
	// tokenizer.ggml.pre does: "gpt-2", "smollm", "qwen2" or "llama-bpe"
	// (also "llama3", "llama-v3"). A "llama" vocabulary takes "" or
	// "default".
	Pre    string
	Tokens []string  // by id
	Scores []float32 // "llama": one per token; a higher score merges first
	Types  []int32   // one per token (the Token* constants); nil: all normal
	Merges []string  // "gpt2": "left right", highest priority first
	// Ids of the special tokens, -1 when absent. UNK becomes the model's
	// unknown token only for "llama": Hugging Face's byte-level files have
	// none (a byte without a token is dropped, as for SmolLM2's 0x04).
	BOS, EOS, UNK, PAD int
	// AddBOS and AddEOS say that the model expects BOS before and EOS after
	// the text; they become the file's post-processor. (Encode does not add
	// them: it encodes as with add_special_tokens=False.)
	AddBOS, AddEOS bool
	// NoSpacePrefix ("llama" only) leaves out the "▁" that SentencePiece
	// puts before the text (GGUF's tokenizer.ggml.add_space_prefix false).
	NoSpacePrefix bool
}

// tokenizerParts are the pieces of tokenizer.json that depend on the kind
// of vocabulary; the JSON values are compact text.
type tokenizerParts struct {
	normalizer, preTokenizer, decoder   string
	unk                                 string // JSON: a string or null
	fuseUnk, byteFallback, ignoreMerges bool
	merges                              [][2]string
}

// JSON returns the vocabulary as a Hugging Face tokenizer.json. The bytes
// are a pure function of v (a manifest can pin their hash). Errors wrap
// ErrInvalid (inconsistent input: duplicate tokens, a merge naming an
// unknown token, ids out of range...) or ErrUnsupported (an unknown model or
// pre-tokenizer name).
func (v Vocab) JSON() ([]byte, error) {
	ids, err := v.check()
	if err != nil {
		return nil, err
	}
	var parts tokenizerParts
	switch v.Model {
	case "gpt2":
		parts, err = v.gpt2Parts(ids)
	case "llama":
		parts, err = v.llamaParts(ids)
	}
	if err != nil {
		return nil, err
	}
	return v.render(parts), nil
}

func vocabErr(sentinel error, format string, args ...any) error {
	return fmt.Errorf("%w: vocabulary: %s", sentinel, fmt.Sprintf(format, args...))
}

// check validates what both kinds share and returns token -> id.
func (v Vocab) check() (map[string]int, error) {
	switch v.Model {
	case "gpt2", "llama":
	case "":
		return nil, vocabErr(ErrInvalid, "no model kind (gpt2 or llama)")
	default:
		return nil, vocabErr(ErrUnsupported, "model %q (only gpt2 and llama are supported)", v.Model)
	}
	n := len(v.Tokens)
	if n == 0 || n > maxID {
		return nil, vocabErr(ErrInvalid, "%d tokens", n)
	}
	if v.Types != nil && len(v.Types) != n {
		return nil, vocabErr(ErrInvalid, "%d token types for %d tokens", len(v.Types), n)
	}
	ids := make(map[string]int, n)
	for id, tok := range v.Tokens {
		if tok == "" || !utf8.ValidString(tok) {
			return nil, vocabErr(ErrInvalid, "token %d is %+q: empty or not UTF-8", id, tok)
		}
		if prev, dup := ids[tok]; dup {
			return nil, vocabErr(ErrInvalid, "tokens %d and %d are both %q", prev, id, tok)
		}
		ids[tok] = id
		if v.Types != nil && (v.Types[id] < 0 || v.Types[id] > TokenByte) {
			return nil, vocabErr(ErrInvalid, "token %d (%q) has unknown type %d", id, tok, v.Types[id])
		}
	}
	for _, s := range []struct {
		name string
		id   int
	}{{"BOS", v.BOS}, {"EOS", v.EOS}, {"UNK", v.UNK}, {"PAD", v.PAD}} {
		if s.id < -1 || s.id >= n {
			return nil, vocabErr(ErrInvalid, "%s id %d is outside [-1, %d)", s.name, s.id, n)
		}
	}
	if v.AddBOS && v.BOS < 0 || v.AddEOS && v.EOS < 0 {
		return nil, vocabErr(ErrInvalid, "AddBOS or AddEOS without the token's id")
	}
	return ids, nil
}

// Regular expressions of the Split pre-tokenizers in Hugging Face's files.
const (
	qwen2Pattern  = `(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+`
	llama3Pattern = `(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+`
)

func byteLevelJSON(prefix, trim, regex bool) string {
	return fmt.Sprintf(`{"type":"ByteLevel","add_prefix_space":%t,"trim_offsets":%t,"use_regex":%t}`, prefix, trim, regex)
}

func splitJSON(pattern string) string {
	return `{"type":"Split","pattern":{"Regex":` + string(quote(pattern)) + `},"behavior":"Isolated","invert":false}`
}

func sequenceJSON(key string, items ...string) string {
	return `{"type":"Sequence","` + key + `":[` + strings.Join(items, ",") + `]}`
}

// gpt2Parts gives a byte-level vocabulary the normalizer, pre-tokenizer
// and decoder of the Hugging Face file its GGUF pre-tokenizer name stands
// for. llama.cpp's "default" is refused: it is what a converter writes when
// it does not know the pre-tokenizer, and its regex is not GPT-2's.
func (v Vocab) gpt2Parts(ids map[string]int) (tokenizerParts, error) {
	p := tokenizerParts{normalizer: "null", unk: "null", decoder: byteLevelJSON(true, true, true)}
	switch v.Pre {
	case "gpt-2":
		p.preTokenizer = byteLevelJSON(false, true, true)
	case "smollm":
		p.preTokenizer = sequenceJSON("pretokenizers", `{"type":"Digits","individual_digits":true}`, byteLevelJSON(false, true, true))
	case "qwen2":
		p.normalizer = `{"type":"NFC"}`
		p.preTokenizer = sequenceJSON("pretokenizers", splitJSON(qwen2Pattern), byteLevelJSON(false, false, false))
		p.decoder = byteLevelJSON(false, false, false)
	case "llama-bpe", "llama3", "llama-v3":
		p.preTokenizer = sequenceJSON("pretokenizers", splitJSON(llama3Pattern), byteLevelJSON(false, true, false))
		p.ignoreMerges = true
	default:
		return p, vocabErr(ErrUnsupported, "byte-level pre-tokenizer %q (gpt-2, smollm, qwen2 and llama-bpe are supported)", v.Pre)
	}
	p.merges = make([][2]string, len(v.Merges))
	for i, m := range v.Merges {
		a, b, ok := strings.Cut(m, " ")
		if !ok || a == "" || b == "" || strings.Contains(b, " ") {
			return p, vocabErr(ErrInvalid, "merge %d: %q is not two tokens separated by one space", i, m)
		}
		for _, t := range []string{a, b, a + b} {
			if _, ok := ids[t]; !ok {
				return p, vocabErr(ErrInvalid, "merge %d (%q): %q is not a token", i, m, t)
			}
		}
		p.merges[i] = [2]string{a, b}
	}
	return p, nil
}

// llamaParts describes a SentencePiece BPE vocabulary the way Hugging
// Face's converter writes Llama's tokenizer: "▁" for spaces (and before the
// text), byte fallback, merges derived from the scores.
func (v Vocab) llamaParts(ids map[string]int) (tokenizerParts, error) {
	p := tokenizerParts{unk: "null", fuseUnk: true, byteFallback: true}
	if v.Pre != "" && v.Pre != "default" {
		return p, vocabErr(ErrUnsupported, "pre-tokenizer %q for a llama (SentencePiece) vocabulary", v.Pre)
	}
	if len(v.Scores) != len(v.Tokens) {
		return p, vocabErr(ErrInvalid, "%d scores for %d tokens", len(v.Scores), len(v.Tokens))
	}
	for id, s := range v.Scores {
		if math.IsNaN(float64(s)) || math.IsInf(float64(s), 0) {
			return p, vocabErr(ErrInvalid, "token %d (%q) has score %v", id, v.Tokens[id], s)
		}
	}
	if v.UNK >= 0 {
		p.unk = string(quote(v.Tokens[v.UNK]))
	}
	replace := `{"type":"Replace","pattern":{"String":" "},"content":"▁"}`
	decoders := []string{`{"type":"Replace","pattern":{"String":"▁"},"content":" "}`, `{"type":"ByteFallback"}`, `{"type":"Fuse"}`}
	if v.NoSpacePrefix {
		p.normalizer = sequenceJSON("normalizers", replace)
	} else {
		p.normalizer = sequenceJSON("normalizers", `{"type":"Prepend","prepend":"▁"}`, replace)
		decoders = append(decoders, `{"type":"Strip","content":" ","start":1,"stop":0}`)
	}
	p.preTokenizer = "null"
	p.decoder = sequenceJSON("decoders", decoders...)
	p.merges = v.llamaMerges(ids)
	return p, nil
}

// llamaMerges derives merges from the scores as Hugging Face's converter
// does: every split of a token into two tokens is a merge; merges are
// ranked by the score of the token they make, highest first, ties in id
// order; the splits of one token are ordered by the ids of their left, then
// right, parts.
func (v Vocab) llamaMerges(ids map[string]int) [][2]string {
	type split struct{ left, right, made int }
	var all []split
	for id, tok := range v.Tokens {
		from := len(all)
		for k := range tok {
			if k == 0 {
				continue
			}
			l, okL := ids[tok[:k]]
			r, okR := ids[tok[k:]]
			if okL && okR {
				all = append(all, split{l, r, id})
			}
		}
		slices.SortFunc(all[from:], func(a, b split) int {
			if a.left != b.left {
				return a.left - b.left
			}
			return a.right - b.right
		})
	}
	sort.SliceStable(all, func(i, j int) bool { return v.Scores[all[i].made] > v.Scores[all[j].made] })
	merges := make([][2]string, len(all))
	for i, s := range all {
		merges[i] = [2]string{v.Tokens[s.left], v.Tokens[s.right]}
	}
	return merges
}
