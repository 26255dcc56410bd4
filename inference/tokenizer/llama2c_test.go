package tokenizer

import (
	"bytes"
	"encoding/binary"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// stories260K's vocabulary, llama2.c's tokenizer file (see
// testdata/models/LICENSE-stories260K.md).
const (
	tok512Bin    = "testdata/models/tok512.bin"
	tok512SHA256 = "037cb335abb25d1fa9e8ecae30ed2a3a8ace9302862ebcdc05d51a6bbb10c312"
)

func readTok512Bin(t testing.TB) []byte {
	t.Helper()
	path := filepath.Join(repoRoot(), tok512Bin)
	if sum := fileSHA256(t, path); sum != tok512SHA256 {
		t.Fatalf("%s has sha256 %s, want %s", tok512Bin, sum, tok512SHA256)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// tok512 is the converted tokenizer, built from tok512.bin.
func tok512(t testing.TB) *Tokenizer {
	t.Helper()
	v, err := ReadLlama2C(readTok512Bin(t), 512)
	if err != nil {
		t.Fatal(err)
	}
	js, err := v.JSON()
	if err != nil {
		t.Fatal(err)
	}
	tok, err := Load(bytes.NewReader(js))
	if err != nil {
		t.Fatal(err)
	}
	return tok
}

// llama2cVocab reads the pieces and scores of a llama2.c tokenizer file
// as they are stored (plain spaces, "\n<s>\n"), independently of
// ReadLlama2C.
func llama2cVocab(t testing.TB, data []byte, n int) (pieces []string, scores []float32) {
	t.Helper()
	off := 4
	for range n {
		scores = append(scores, math.Float32frombits(binary.LittleEndian.Uint32(data[off:])))
		size := int(binary.LittleEndian.Uint32(data[off+4:]))
		pieces = append(pieces, string(data[off+8:off+8+size]))
		off += 8 + size
	}
	return pieces, scores
}

// llama2cEncode is llama2.c's encoder (without BOS and EOS): a " " piece
// first when the text is not empty; each UTF-8 character (a lead byte and
// at most three continuation bytes) looked up as a piece, or else one
// token per byte, id byte+3; then, as long as some adjacent pair
// concatenates to a piece, merge the pair whose piece has the highest
// score, the leftmost one on ties.
func llama2cEncode(pieces []string, scores []float32, text string) []int {
	lookup := make(map[string]int, len(pieces))
	for id, p := range pieces {
		lookup[p] = id
	}
	var toks []int
	if text != "" {
		toks = append(toks, lookup[" "])
	}
	for i := 0; i < len(text); {
		j := i + 1
		for j < len(text) && text[j]&0xC0 == 0x80 && j-i < 4 {
			j++
		}
		if id, ok := lookup[text[i:j]]; ok {
			toks = append(toks, id)
		} else {
			for k := i; k < j; k++ {
				toks = append(toks, int(text[k])+3)
			}
		}
		i = j
	}
	for {
		best, bestID, bestScore := -1, -1, float32(-1e10)
		for i := 0; i+1 < len(toks); i++ {
			id, ok := lookup[pieces[toks[i]]+pieces[toks[i+1]]]
			if ok && scores[id] > bestScore {
				best, bestID, bestScore = i, id, scores[id]
			}
		}
		if best < 0 {
			return toks
		}
		toks[best] = bestID
		toks = slices.Delete(toks, best+1, best+2)
	}
}

// storySentences are written in the style of the stories stories260K
// was trained on.
var storySentences = []string{
	"Once upon a time, there was a little girl named Lily.",
	"She loved to play outside in the park.",
	"One day, she saw a big, red ball.",
	"Tom and his mom went to the store to buy some milk.",
	"The cat was very happy and purred all day long.",
	"\"Can I have a cookie?\" asked Ben. His dad said, \"Yes, but only one!\"",
	"The sun was shining and the birds were singing in the tall green trees.",
	"They laughed and played until it was time to go home.",
	"Sue was sad because her toy car was broken. Her friend helped her fix it.",
	"The little dog ran fast, faster than the wind!",
	"Mia found a shiny stone near the river; she kept it in her pocket.",
	"At night, the moon smiled at the sleepy town.",
	"\"Wow!\" said Max. \"Look at that huge rainbow!\"",
	"The end.",
	"Once upon a time, in a small house, lived an old man and his 3 goats.",
	"It was 5 o'clock, and everyone wanted dinner.",
}

// tok512Texts are the strings on which the converted tok512 is compared
// with llama2.c's encoder: story sentences, random strings of the
// characters the pieces use, random concatenations of pieces, and text
// with characters outside the vocabulary (byte fallback).
func tok512Texts(pieces []string) []string {
	r := rand.New(rand.NewPCG(genSeed, 512))
	var chars []rune
	seen := map[rune]bool{}
	for _, p := range pieces[259:] {
		for _, c := range p {
			if !seen[c] {
				seen[c] = true
				chars = append(chars, c)
			}
		}
	}
	slices.Sort(chars)
	outside := []string{"中", "文", "😀", "\n", "\t", "ü", "Ω", "\u00ad", "\x7f", "\u0301"}
	texts := append([]string{"", " ", "  ", "a", " a", "a ", "  leading spaces", "trailing  ", "12345", "3.14", "x\ny"}, storySentences...)
	texts = append(texts, strings.Join(storySentences, " "), strings.Join(storySentences, "\n"))
	for len(texts) < 4000 {
		var sb strings.Builder
		n := 1 + r.IntN(40)
		switch len(texts) % 4 {
		case 0, 1: // characters of the pieces
			for range n {
				sb.WriteRune(chars[r.IntN(len(chars))])
			}
		case 2: // pieces, spaces restored
			for range 1 + r.IntN(12) {
				sb.WriteString(pieces[259+r.IntN(len(pieces)-259)])
			}
		default: // story text with outside characters and digits mixed in
			s := storySentences[r.IntN(len(storySentences))]
			for range 1 + r.IntN(4) {
				k := r.IntN(len(s) + 1)
				for k > 0 && k < len(s) && s[k]&0xC0 == 0x80 {
					k--
				}
				ins := outside[r.IntN(len(outside))]
				if r.IntN(3) == 0 {
					ins = strings.Repeat(string(rune('0'+r.IntN(10))), 1+r.IntN(6))
				}
				s = s[:k] + ins + s[k:]
			}
			sb.WriteString(s)
		}
		s := sb.String()
		// llama2.c has no added tokens: in its text "<s>" is three pieces.
		if strings.Contains(s, "<s>") || strings.Contains(s, "</s>") || strings.Contains(s, "<unk>") {
			continue
		}
		texts = append(texts, s)
	}
	return texts
}

// TestTok512MatchesLlama2C checks the converted tokenizer against llama2.c's
// own encoding algorithm.
func TestTok512MatchesLlama2C(t *testing.T) {
	data := readTok512Bin(t)
	pieces, scores := llama2cVocab(t, data, 512)
	tok := tok512(t)
	texts := tok512Texts(pieces)
	bad := 0
	for _, s := range texts {
		want := llama2cEncode(pieces, scores, s)
		if got := tok.Encode(s); !slices.Equal(got, want) {
			bad++
			if bad <= 10 {
				t.Errorf("Encode(%+q)\n     got %v\nllama2.c %v", s, got, want)
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d strings differ from llama2.c", bad, len(texts))
	}
	t.Logf("%d strings compared with llama2.c's encoder", len(texts))
}
