package gguf

import (
	"bufio"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/deepcall/deepcall/inference/reference"
)

// The tests below run on the real SmolLM2-135M-Instruct Q4_1 GGUF file when
// DEEPCALL_SMOLLM2_GGUF names it, and skip otherwise:
//
//	DEEPCALL_SMOLLM2_GGUF=/path/SmolLM2-135M-Instruct.Q4_1.gguf go test ./inference/gguf -run SmolLM2
const smolEnv = "DEEPCALL_SMOLLM2_GGUF"

// The ChatML prompt "<|im_start|>user\nWhat is the capital of
// France?<|im_end|>\n<|im_start|>assistant\n" in SmolLM2's vocabulary, and
// the system turn its chat template inserts when there is none. The ids were
// derived with the file's own merges; the answers decoding to the expected
// text is what proves them.
var (
	smolUser   = []int{1, 4093, 198, 1780, 314, 260, 3575, 282, 4649, 47, 2, 198, 1, 520, 9531, 198}
	smolSystem = []int{1, 9690, 198, 2683, 359, 253, 5356, 5646, 11173, 3365, 3511, 308, 34519, 28, 7018, 411, 407, 19712, 8182, 2, 198}
)

func openSmol(t *testing.T) *File {
	t.Helper()
	path := os.Getenv(smolEnv)
	if path == "" {
		t.Skipf("%s not set", smolEnv)
	}
	f, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

func TestSmolLM2Config(t *testing.T) {
	f := openSmol(t)
	c, err := f.Config(ModelOptions{MaxSeqLen: 64})
	if err != nil {
		t.Fatal(err)
	}
	want := reference.Config{Dim: 576, HiddenDim: 1536, Layers: 30, Heads: 9, KVHeads: 3, HeadSize: 64, Vocab: 49152,
		SeqLen: 64, RopeTheta: 1e5, RopeLayout: reference.RopeInterleaved, NormEps: 1e-5, BOS: 1, EOS: 2}
	if c != want {
		t.Fatalf("config\nhave %+v\nwant %+v", c, want)
	}
	if _, ok := f.Tensor("output.weight"); ok {
		t.Fatal("SmolLM2 should have a tied classifier")
	}
	v, err := f.Vocab()
	if err != nil {
		t.Fatal(err)
	}
	if v.Model != "gpt2" || v.Pre != "smollm" || len(v.Tokens) != 49152 || len(v.Types) != 49152 || len(v.Merges) != 48900 ||
		v.Scores != nil || v.BOS != 1 || v.EOS != 2 || v.UNK != 0 || v.PAD != 2 || v.Tokens[2] != "<|im_end|>" {
		t.Fatalf("vocab: model %q pre %q, %d tokens, %d types, %d merges, %d scores, ids %d %d %d %d",
			v.Model, v.Pre, len(v.Tokens), len(v.Types), len(v.Merges), len(v.Scores), v.BOS, v.EOS, v.UNK, v.PAD)
	}
	tmpl, err := f.ChatTemplate()
	if err != nil || !strings.Contains(tmpl, "You are a helpful AI assistant named SmolLM") {
		t.Fatalf("chat template %q, %v", tmpl, err)
	}
}

// TestSmolLM2Dequant dequantizes every tensor and compares a SHA-256 of its
// float32 values with testdata/gguf/smollm2-dequant-sha256.txt, made with
// llama.cpp's Python gguf library (gguf.quants.dequantize): every value
// matches it bit for bit.
func TestSmolLM2Dequant(t *testing.T) {
	f := openSmol(t)
	want, err := os.Open(filepath.Join(goldenDir, "smollm2-dequant-sha256.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer want.Close()
	n := 0
	sc := bufio.NewScanner(want)
	for sc.Scan() {
		var name, typ, count, sum string
		fields := strings.Fields(sc.Text())
		if len(fields) != 4 {
			t.Fatalf("bad line %q", sc.Text())
		}
		name, typ, count, sum = fields[0], fields[1], fields[2], fields[3]
		info, ok := f.Tensor(name)
		if !ok || info.Type.String() != typ {
			t.Fatalf("%s: have %+v, want type %s", name, info, typ)
		}
		v, err := f.Float32(name)
		if err != nil {
			t.Fatal(err)
		}
		h := sha256.New()
		buf := make([]byte, 4*len(v))
		for i, x := range v {
			binary.LittleEndian.PutUint32(buf[4*i:], math.Float32bits(x))
		}
		h.Write(buf)
		if got := hex.EncodeToString(h.Sum(nil)); got != sum {
			t.Errorf("%s (%s, %s values): sha256 %s, want %s", name, typ, count, got, sum)
		}
		n++
	}
	if n != len(f.Tensors()) {
		t.Fatalf("checked %d of %d tensors", n, len(f.Tensors()))
	}
}

// TestSmolLM2Paris proves the RoPE layout: with the llama architecture read
// as interleaved RoPE, the float reference answers the question correctly
// and ends its turn; read as half-split, it does not.
func TestSmolLM2Paris(t *testing.T) {
	f := openSmol(t)
	m, err := f.Model(ModelOptions{MaxSeqLen: 64})
	if err != nil {
		t.Fatal(err)
	}
	v, err := f.Vocab()
	if err != nil {
		t.Fatal(err)
	}
	got, err := reference.Generate(m, smolUser, 8)
	if err != nil {
		t.Fatal(err)
	}
	if text, ok := turn(v.Tokens, got); text != "The capital of France is Paris." || !ok {
		t.Fatalf("answer %v = %q, want \"The capital of France is Paris.\" then <|im_end|> (2)", got, text)
	}
	t.Logf("user only: %v %q", got, decode(v.Tokens, got))

	withSystem := append(append([]int(nil), smolSystem...), smolUser...)
	got, err = reference.Generate(m, withSystem, 8)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("with the template's system turn: %v %q", got, decode(v.Tokens, got))
	if text, ok := turn(v.Tokens, got); text != "The capital of France is Paris." || !ok {
		t.Fatalf("with the system turn: answer %v = %q", got, text)
	}

	m.Config.RopeLayout = reference.RopeHalfSplit
	got, err = reference.Generate(m, smolUser, 8)
	if err != nil {
		t.Fatal(err)
	}
	if text := decode(v.Tokens, got); strings.Contains(text, "Paris") {
		t.Fatalf("half-split RoPE also answers %q: the test cannot tell the layouts apart", text)
	}
	t.Logf("read as half-split: %v %q", got, decode(v.Tokens, got))
}

// turn decodes tokens up to <|im_end|> (id 2) and reports whether it came.
func turn(vocab []string, tokens []int) (string, bool) {
	i := slices.Index(tokens, 2)
	if i < 0 {
		return decode(vocab, tokens), false
	}
	return decode(vocab, tokens[:i]), true
}

// decode maps byte-level BPE tokens back to text: each character of a token
// stands for one byte, by GPT-2's printable-byte table.
func decode(vocab []string, ids []int) string {
	toByte := map[rune]byte{}
	next := rune(256)
	for b := 0; b < 256; b++ {
		if (b >= '!' && b <= '~') || (b >= 0xa1 && b <= 0xac) || (b >= 0xae && b <= 0xff) {
			toByte[rune(b)] = byte(b)
		} else {
			toByte[next] = byte(b)
			next++
		}
	}
	var out []byte
	for _, id := range ids {
		if strings.HasPrefix(vocab[id], "<|") {
			out = append(out, vocab[id]...)
			continue
		}
		for _, r := range vocab[id] {
			out = append(out, toByte[r])
		}
	}
	return string(out)
}
