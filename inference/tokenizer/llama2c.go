package tokenizer

import (
	"encoding/binary"
	"fmt"
	"math"
	"strings"
	"unicode/utf8"
)

// ReadLlama2C reads a tokenizer file in llama2.c's format (int32
// max_token_length, then for each of the vocabSize pieces a float32 score,
// an int32 length and the piece's bytes, all little-endian) and returns it
// as a SentencePiece ("llama") Vocab: spaces back to "▁", the "\n<s>\n" and
// "\n</s>\n" that llama2.c stores for BOS and EOS back to "<s>" and "</s>".
//
// llama2.c's own encoder assumes the layout of the files it exports: ids 0,
// 1 and 2 are <unk>, <s> and </s>, and ids 3 to 258 the byte pieces
// "<0x00>".."<0xFF>"; a file that differs is refused. BOS is expected before
// the text (AddBOS), as llama2.c's generator adds it. Errors wrap ErrInvalid.
func ReadLlama2C(data []byte, vocabSize int) (Vocab, error) {
	const fixed = 3 + 256
	if vocabSize < fixed || vocabSize > maxID {
		return Vocab{}, llama2cErr("vocabulary size %d: a llama2.c vocabulary has at least %d pieces", vocabSize, fixed)
	}
	if len(data) < 4 {
		return Vocab{}, llama2cErr("%d bytes: too short for the header", len(data))
	}
	maxLen := int32(binary.LittleEndian.Uint32(data))
	if maxLen <= 0 {
		return Vocab{}, llama2cErr("max_token_length %d", maxLen)
	}
	v := Vocab{
		Model:  "llama",
		Tokens: make([]string, 0, vocabSize),
		Scores: make([]float32, 0, vocabSize),
		Types:  make([]int32, 0, vocabSize),
		BOS:    1, EOS: 2, UNK: 0, PAD: -1,
		AddBOS: true,
	}
	off := 4
	for id := 0; id < vocabSize; id++ {
		if len(data)-off < 8 {
			return Vocab{}, llama2cErr("piece %d at byte %d: file ends (%d of %d pieces read)", id, off, id, vocabSize)
		}
		score := math.Float32frombits(binary.LittleEndian.Uint32(data[off:]))
		n := int32(binary.LittleEndian.Uint32(data[off+4:]))
		off += 8
		if n <= 0 || n > maxLen || int(n) > len(data)-off {
			return Vocab{}, llama2cErr("piece %d at byte %d: length %d (max_token_length %d, %d bytes left)", id, off-4, n, maxLen, len(data)-off)
		}
		raw := string(data[off : off+int(n)])
		off += int(n)
		if math.IsNaN(float64(score)) || math.IsInf(float64(score), 0) {
			return Vocab{}, llama2cErr("piece %d (%+q) has score %v", id, raw, score)
		}
		if !utf8.ValidString(raw) {
			return Vocab{}, llama2cErr("piece %d (%+q) is not UTF-8", id, raw)
		}
		piece, typ, err := llama2cPiece(id, raw)
		if err != nil {
			return Vocab{}, err
		}
		v.Tokens = append(v.Tokens, piece)
		v.Scores = append(v.Scores, score)
		v.Types = append(v.Types, typ)
	}
	if off != len(data) {
		return Vocab{}, llama2cErr("%d bytes after the %d pieces", len(data)-off, vocabSize)
	}
	if _, err := v.check(); err != nil {
		return Vocab{}, fmt.Errorf("llama2.c vocabulary: %w", err)
	}
	return v, nil
}

func llama2cErr(format string, args ...any) error {
	return fmt.Errorf("%w: llama2.c vocabulary: %s", ErrInvalid, fmt.Sprintf(format, args...))
}

// llama2cPiece turns the stored piece of token id back into SentencePiece's
// spelling and checks it against llama2.c's fixed layout.
func llama2cPiece(id int, raw string) (string, int32, error) {
	want := ""
	switch {
	case id == 0:
		want = "<unk>"
	case id == 1:
		want = "\n<s>\n"
	case id == 2:
		want = "\n</s>\n"
	case id < 3+256:
		want = fmt.Sprintf("<0x%02X>", id-3)
	}
	// BOS and EOS may also be stored bare.
	if want != "" && raw != want && raw != strings.TrimSpace(want) {
		return "", 0, llama2cErr("piece %d is %+q, want %+q (llama2.c's layout)", id, raw, want)
	}
	switch {
	case id == 0:
		return raw, TokenUnknown, nil
	case id <= 2:
		return strings.TrimSpace(raw), TokenControl, nil
	case id < 3+256:
		return raw, TokenByte, nil
	}
	return strings.ReplaceAll(raw, " ", "▁"), TokenNormal, nil
}
