package tokenizer

import (
	"strings"
)

// Tokenizer is a loaded BPE tokenizer. It is safe for concurrent use by
// multiple goroutines.
type Tokenizer struct {
	normalizers []normalizer
	splits      []*splitStage   // Split and Digits pre-tokenizers, in order
	byteLevel   *byteLevelStage // nil: no ByteLevel, the model sees characters
	model       *bpeModel
	decoders    []decoder
	// the post-processor's special ids around one text (EncodeSpecial)
	postPrefix, postSuffix []int

	added     []addedToken
	addedID   map[string]int // added token content -> id
	rawAdded  *addedMatcher  // tokens matched before normalization
	normAdded *addedMatcher  // tokens matched after normalization

	tokens    []string // id -> spelling ("" for holes)
	kind      []uint8  // id -> kindNone, kindModel or kindAdded
	vocabSize int      // number of distinct ids
}

const (
	kindNone uint8 = iota
	kindModel
	kindAdded
)

// VocabSize returns the number of distinct token ids: the model vocabulary
// plus the added tokens that do not reuse a vocabulary id. For the files
// this package supports ids are dense, so exactly the ids in
// [0, VocabSize()) decode.
func (t *Tokenizer) VocabSize() int { return t.vocabSize }

// TokenID returns the id of the token spelled s: the content of an added
// token, or a vocabulary entry as the vocabulary spells it (for example
// "Ġworld" for " world" in a byte-level vocabulary, "▁world" in a
// SentencePiece one).
func (t *Tokenizer) TokenID(s string) (int, bool) {
	if id, ok := t.addedID[s]; ok {
		return id, true
	}
	id, ok := t.model.vocab[s]
	return int(id), ok
}

// Encode returns the token ids of text, like Hugging Face's
// encode(text, add_special_tokens=False): no BOS/EOS or template tokens are
// added, but added tokens (special or not, such as "<|im_start|>") that
// occur literally in text are recognised. Invalid UTF-8 is first replaced
// by U+FFFD, one per bad byte.
func (t *Tokenizer) Encode(text string) []int {
	text = validUTF8(text)
	ids := make([]int, 0, len(text)/3+1)
	var pieces []string
	plain := func(seg string) {
		from := len(ids)
		pieces = t.preTokenize(seg, pieces[:0])
		for _, p := range pieces {
			ids = t.model.encodeWord(p, ids)
		}
		ids = t.model.fuseUnknown(ids, from)
	}
	t.rawAdded.split(text, t.added, func(seg string, tok int) {
		if tok >= 0 {
			ids = append(ids, t.added[tok].id)
			return
		}
		seg = t.normalize(seg)
		if seg == "" {
			return
		}
		if t.normAdded.empty() {
			plain(seg)
			return
		}
		t.normAdded.split(seg, t.added, func(sub string, tok int) {
			if tok >= 0 {
				ids = append(ids, t.added[tok].id)
				return
			}
			plain(sub)
		})
	})
	return ids
}

func (t *Tokenizer) normalize(s string) string {
	for _, n := range t.normalizers {
		s = n(s)
	}
	return s
}

// preTokenize runs the pre-tokenizers on s and appends the resulting
// pre-tokens (raw text: the byte-level mapping is left to the model).
func (t *Tokenizer) preTokenize(s string, dst []string) []string {
	pieces := []string{s}
	var next []string
	for _, st := range t.splits {
		next = next[:0]
		for _, p := range pieces {
			next = st.split(p, next)
		}
		pieces, next = next, pieces
	}
	if t.byteLevel == nil {
		return append(dst, pieces...)
	}
	for _, p := range pieces {
		dst = t.byteLevel.split(p, dst)
	}
	return dst
}

// Decode turns ids back into text, like Hugging Face's
// decode(ids, skip_special_tokens=False, clean_up_tokenization_spaces=False):
// the token strings go through the file's decoders and are joined. With the
// ByteLevel decoder added tokens are copied verbatim and the bytes of the
// other tokens are joined and converted to UTF-8, ill-formed sequences (for
// example a character cut in the middle, or cut by an added token) becoming
// U+FFFD. An id that names no token makes Decode fail with a *DecodeError
// (which wraps ErrUnknownID) naming the id and its index.
func (t *Tokenizer) Decode(ids []int) (string, error) {
	toks := make([]string, len(ids))
	for i, id := range ids {
		if id < 0 || id >= len(t.kind) || t.kind[id] == kindNone {
			return "", &DecodeError{ID: id, Index: i}
		}
		toks[i] = t.tokens[id]
	}
	for _, d := range t.decoders {
		toks = d.decode(toks, t.addedID)
	}
	return strings.Join(toks, ""), nil
}
