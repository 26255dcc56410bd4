package llama2c

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/deepcall/deepcall/inference/reference"
)

const (
	stories260K       = "../../testdata/models/stories260K.bin"
	stories260KSHA256 = "b0a507e7ad0f626624f17112325e66691f9076d622e1d3274d103d00299f2696"
)

func TestReadStories260K(t *testing.T) {
	data, err := os.ReadFile(stories260K)
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(data)
	if have := hex.EncodeToString(sum[:]); have != stories260KSHA256 {
		t.Fatalf("sha256: have %v, want %v", have, stories260KSHA256)
	}
	if !Sniff(data[:64]) {
		t.Errorf("Sniff(stories260K): have false, want true")
	}
	m, err := ReadFile(stories260K)
	if err != nil {
		t.Fatal(err)
	}
	if want := NewConfig(64, 172, 5, 8, 4, 512, 512); m.Config != want {
		t.Errorf("config: have %+v, want %+v", m.Config, want)
	}
	if m.Classifier != nil {
		t.Errorf("classifier: have %d values, want nil (shared with the embedding)", len(m.Classifier))
	}
	// Writing it back reproduces the file byte for byte, except the RoPE
	// tables: export.py computed those with PyTorch's float32 pow, cos and
	// sin, which can differ from Go's in the last bit. run.c never reads them.
	var buf bytes.Buffer
	if err := Write(&buf, m); err != nil {
		t.Fatal(err)
	}
	if buf.Len() != len(data) {
		t.Fatalf("rewritten size: have %v, want %v", buf.Len(), len(data))
	}
	tables := int64(2 * 4 * m.Config.SeqLen * m.Config.HeadSize / 2)
	ropeEnd := int64(len(data)) // the tables are last when the classifier is shared
	if have, want := buf.Bytes()[:ropeEnd-tables], data[:ropeEnd-tables]; !bytes.Equal(have, want) {
		t.Errorf("rewritten file differs from the original before the RoPE tables")
	}
	again, err := Read(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(again, m) {
		t.Errorf("stories260K after Write and Read differs from the original")
	}
}

// TestRoPETablesMatchExport checks that Write's freq_cis tables are close to
// the ones in stories260K, which export.py wrote. run.c never reads them, so
// closeness (not bit equality) is all that matters.
func TestRoPETablesMatchExport(t *testing.T) {
	data, err := os.ReadFile(stories260K)
	if err != nil {
		t.Fatal(err)
	}
	c := NewConfig(64, 172, 5, 8, 4, 512, 512)
	var cosTab, sinTab []float32
	ropeTable(c, math.Cos, func(v float32) { cosTab = append(cosTab, v) })
	ropeTable(c, math.Sin, func(v float32) { sinTab = append(sinTab, v) })
	h := header{size: headerV0Size, cfg: c, shared: true}
	off := h.size
	for _, g := range layout(0, c, true) {
		var want []float32
		switch g.name {
		case freqCisReal:
			want = cosTab
		case freqCisImag:
			want = sinTab
		}
		for i := range want {
			have := math.Float32frombits(binary.LittleEndian.Uint32(data[off+4*int64(i):]))
			if math.Abs(float64(have-want[i])) > 1e-4 {
				t.Fatalf("%s[%d]: have %v, want %v", g.name, i, have, want[i])
			}
		}
		off += int64(g.count(c)) * 4 * g.n
	}
}

// tinyConfig is a small llama2.c model: a few KB.
var tinyConfig = NewConfig(8, 12, 2, 2, 1, 5, 4)

// randomModel builds a model of config c with weights drawn from seed.
func randomModel(c reference.Config, shared bool, seed uint64) *reference.Model {
	rng := rand.New(rand.NewPCG(seed, 99))
	vec := func(n int) []float32 {
		out := make([]float32, n)
		for i := range out {
			out[i] = float32(rng.NormFloat64())
		}
		return out
	}
	m := &reference.Model{Config: c, Embed: vec(c.Vocab * c.Dim), FinalNorm: vec(c.Dim)}
	for range c.Layers {
		m.Layers = append(m.Layers, reference.Layer{
			AttnNorm: vec(c.Dim), Wq: vec(c.QDim() * c.Dim), Wk: vec(c.KVDim() * c.Dim),
			Wv: vec(c.KVDim() * c.Dim), Wo: vec(c.Dim * c.QDim()), FFNNorm: vec(c.Dim),
			W1: vec(c.HiddenDim * c.Dim), W2: vec(c.Dim * c.HiddenDim), W3: vec(c.HiddenDim * c.Dim),
		})
	}
	if !shared {
		m.Classifier = vec(c.Vocab * c.Dim)
	}
	return m
}

func encode(t testing.TB, m *reference.Model, version int) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := write(&buf, m, version); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		name    string
		version int
		shared  bool
		size    int // expected file size
	}{
		// v0: header + weights + RoPE tables (2 × 4 × 2 values).
		{"v0 shared", 0, true, 28 + 4*(40+2*(8+64+32+32+64+8+96+96+96)+8+16)},
		{"v0 unshared", 0, false, 28 + 4*(40+2*(8+64+32+32+64+8+96+96+96)+8+16+40)},
		{"v1 shared", 1, true, 256 + 4*(40+2*(8+64+32+32+64+8+96+96+96)+8)},
		{"v1 unshared", 1, false, 256 + 4*(40+2*(8+64+32+32+64+8+96+96+96)+8+40)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := randomModel(tinyConfig, tc.shared, 1)
			data := encode(t, m, tc.version)
			if len(data) != tc.size {
				t.Errorf("file size: have %v, want %v", len(data), tc.size)
			}
			if !Sniff(data) {
				t.Errorf("Sniff: have false, want true")
			}
			for _, size := range []int64{int64(len(data)), -1} {
				have, err := Read(bytes.NewReader(data), size)
				if err != nil {
					t.Fatalf("Read with size %d: %v", size, err)
				}
				if !reflect.DeepEqual(have, m) {
					t.Errorf("Read with size %d: model differs from the one written", size)
				}
			}
		})
	}
}

// TestVersion1Order pins the version-1 tensor order to export.py's: norms
// first, then the embedding, then the matrices kind by kind.
func TestVersion1Order(t *testing.T) {
	var names []string
	for _, g := range layout(1, tinyConfig, false) {
		names = append(names, g.name)
	}
	want := []string{"attn_norm", "ffn_norm", "final_norm", "embed", "wq", "wk", "wv", "wo", "w1", "w2", "w3", "classifier"}
	if !reflect.DeepEqual(names, want) {
		t.Errorf("version-1 order: have %v, want %v", names, want)
	}
}

// patch returns a copy of data with the int32 at byte offset off set to v.
func patch(data []byte, off int, v int32) []byte {
	out := bytes.Clone(data)
	binary.LittleEndian.PutUint32(out[off:], uint32(v))
	return out
}

// header0 builds a bare version-0 header.
func header0(v ...int32) []byte {
	var b []byte
	for _, x := range v {
		b = binary.LittleEndian.AppendUint32(b, uint32(x))
	}
	return b
}

func TestReadErrors(t *testing.T) {
	good := encode(t, randomModel(tinyConfig, true, 2), 0)
	goodV1 := encode(t, randomModel(tinyConfig, true, 2), 1)
	// Offsets in the tiny v0 file: header 28, embed 160 bytes, then two
	// attn_norm of 32 bytes, then two wq of 256 bytes.
	wq1 := 28 + 160 + 2*32 + 256

	v2 := header0(magic, 2, 8, 12, 2, 2, 1, 5, 4)
	v2 = append(v2, make([]byte, 256-len(v2))...)

	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "too short for a header"},
		{"short header", good[:20], "header truncated"},
		{"short v1 header", goodV1[:100], "header truncated"},
		{"version 2", v2, "unsupported: quantized llama2.c export version 2"},
		{"version 3", patch(goodV1, 4, 3), "unsupported llama2.c export version 3"},
		{"zero dim", patch(good, 0, 0), "dim is 0"},
		{"negative layers", patch(good, 8, -2), "n_layers is -2"},
		{"zero vocab", patch(good, 20, 0), "vocab_size is 0"},
		{"dim not divisible by heads", patch(good, 12, 3), "not divisible by n_heads 3"},
		{"heads not a multiple of kv heads", patch(patch(good, 12, 4), 16, 3), "not a multiple of n_kv_heads 3"},
		{"odd head size", patch(good, 12, 8), "head size 1 is odd"},
		{"vocab too small for EOS", patch(good, 20, 2), "special token ids"},
		{"large dim in 28 bytes", header0(1<<16, 12, 2, 2, 1, 5, 4), "tensor embed (bytes 28 to 1310748) is cut short at byte offset 28"},
		{"dim 2^30 in 28 bytes", header0(1<<30, 12, 2, 2, 1, 5, 4), "implausible header: tensor wq would hold"},
		{"all sizes maximal", header0(1<<30, math.MaxInt32, math.MaxInt32, 2, 1, math.MaxInt32, math.MaxInt32), "implausible header: tensor embed would hold"},
		{"truncated inside wq of layer 1", good[:wq1+10], "tensor layers.1.wq (bytes 508 to 764) is cut short at byte offset 518"},
		{"truncated at a tensor boundary", good[:wq1], "tensor layers.1.wq (bytes 508 to 764) is cut short at byte offset 508"},
		{"truncated in the RoPE table", good[:len(good)-4], "tensor freq_cis_imag"},
		{"trailing garbage", append(bytes.Clone(good), 0, 0, 0, 0), "4 bytes of trailing garbage"},
		{"NaN weight", patch(good, wq1+4*7, 0x7fc00000), "tensor layers.1.wq value 7 (byte offset 536) is NaN"},
		{"infinite weight", patch(good, 28+4*3, 0x7f800000), "tensor embed value 3 (byte offset 40) is +Inf"},
		{"v1 shared flag 2", func() []byte { b := bytes.Clone(goodV1); b[36] = 2; return b }(), "shared-classifier flag is 2"},
		{"v1 padding not zero", func() []byte { b := bytes.Clone(goodV1); b[200] = 1; return b }(), "padding byte 200"},
		{"v1 negative vocab", patch(goodV1, 28, -5), "vocab_size is -5"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := Read(bytes.NewReader(tc.data), int64(len(tc.data)))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("have %v, want error containing %q", err, tc.want)
			}
			if m != nil {
				t.Errorf("have a model alongside the error, want nil")
			}
		})
	}
}

// TestReadLyingSize feeds a stream whose real length differs from the size
// passed in: the tensor reads themselves must catch it.
func TestReadLyingSize(t *testing.T) {
	good := encode(t, randomModel(tinyConfig, false, 3), 0)
	for _, tc := range []struct {
		name string
		r    io.Reader
		want string
	}{
		{"stream shorter than size", bytes.NewReader(good[:len(good)-50]), "tensor classifier (bytes"},
		{"stream longer than size", bytes.NewReader(append(bytes.Clone(good), 1)), "trailing garbage"},
		{"read error", io.MultiReader(bytes.NewReader(good[:100]), errReader{}), "disk on fire"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Read(tc.r, int64(len(good)))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("have %v, want error containing %q", err, tc.want)
			}
		})
	}
}

type errReader struct{}

func (errReader) Read([]byte) (int, error) { return 0, errors.New("disk on fire") }

// TestReadHugeClaimAllocatesLittle checks that a header claiming an enormous
// model is refused before anything of that size is allocated.
func TestReadHugeClaimAllocatesLittle(t *testing.T) {
	data := header0(1<<30, 1<<30, 1<<20, 1<<10, 1<<10, 1<<30, 1<<30)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err := Read(bytes.NewReader(data), int64(len(data)))
	runtime.ReadMemStats(&after)
	if err == nil {
		t.Fatal("Read of a 28-byte file claiming a huge model: have nil error, want one")
	}
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 1<<20 {
		t.Errorf("allocated %d bytes for a 28-byte file, want under 1 MiB", grew)
	}
}

func TestSniff(t *testing.T) {
	good := encode(t, randomModel(tinyConfig, true, 4), 0)
	text := []byte("Once upon a time there was a little model that wanted to be read.")
	safetensors := append(binary.LittleEndian.AppendUint64(nil, 123), []byte(`{"__metadata__":{}}.........`)...)
	for _, tc := range []struct {
		name string
		in   []byte
		want bool
	}{
		{"v0", good, true},
		{"v0 header only", good[:28], true},
		{"v0 unshared", encode(t, randomModel(tinyConfig, false, 4), 0)[:28], true},
		{"v1", encode(t, randomModel(tinyConfig, true, 4), 1)[:8], true},
		{"quantised v2 magic", header0(magic, 2), true},
		{"too short", good[:27], false},
		{"text", text, false},
		{"safetensors", safetensors, false},
		{"gguf", append([]byte("GGUF"), make([]byte, 40)...), false},
		{"zeros", make([]byte, 64), false},
		{"dim not divisible", header0(10, 12, 2, 4, 1, 5, 4), false},
	} {
		if have := Sniff(tc.in); have != tc.want {
			t.Errorf("Sniff(%s): have %v, want %v", tc.name, have, tc.want)
		}
	}
}

func TestWriteRejects(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(m *reference.Model)
		want   string
	}{
		{"nil", nil, "nil model"},
		{"half-split", func(m *reference.Model) { m.Config.RopeLayout = reference.RopeHalfSplit }, "cannot hold config"},
		{"theta", func(m *reference.Model) { m.Config.RopeTheta = 1e6 }, "cannot hold config"},
		{"bos", func(m *reference.Model) { m.Config.BOS = -1 }, "cannot hold config"},
		{"qk-norm", func(m *reference.Model) {
			m.Config.QKNorm = true
			for i := range m.Layers {
				m.Layers[i].QNorm = make([]float32, m.Config.HeadSize)
				m.Layers[i].KNorm = make([]float32, m.Config.HeadSize)
			}
		}, "cannot hold config"},
		{"bad shape", func(m *reference.Model) { m.Layers[1].W2 = m.Layers[1].W2[1:] }, "layers.1.w2"},
		{"NaN", func(m *reference.Model) { m.Layers[0].Wv[5] = float32(math.NaN()) }, "tensor layers.0.wv value 5 is NaN"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var m *reference.Model
			if tc.change != nil {
				m = randomModel(tinyConfig, true, 5)
				tc.change(m)
			}
			var buf bytes.Buffer
			err := Write(&buf, m)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("have %v, want error containing %q", err, tc.want)
			}
			if buf.Len() != 0 {
				t.Errorf("wrote %d bytes before failing, want 0", buf.Len())
			}
		})
	}
}

func FuzzRead(f *testing.F) {
	shared := encode(f, randomModel(tinyConfig, true, 6), 0)
	f.Add(shared)
	f.Add(encode(f, randomModel(tinyConfig, false, 7), 0))
	f.Add(encode(f, randomModel(tinyConfig, true, 8), 1))
	f.Add(encode(f, randomModel(NewConfig(4, 4, 1, 1, 1, 3, 1), false, 9), 1))
	f.Add(shared[:len(shared)/2])
	f.Add(append(bytes.Clone(shared), 1, 2, 3))
	f.Add(patch(shared, 0, 1<<30))
	f.Add(patch(shared, 40, 0x7fc00000))
	f.Add(header0(magic, 2))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Read(bytes.NewReader(data), int64(len(data)))
		m2, err2 := Read(bytes.NewReader(data), -1)
		if (err == nil) != (err2 == nil) || !reflect.DeepEqual(m, m2) {
			t.Fatalf("known size and unknown size disagree: %v vs %v", err, err2)
		}
		if err != nil {
			if m != nil {
				t.Fatalf("model returned alongside error %v", err)
			}
			return
		}
		if err := m.CheckShapes(); err != nil {
			t.Fatalf("Read accepted a model that fails CheckShapes: %v", err)
		}
		if !Sniff(data) {
			t.Fatalf("Read accepted a file Sniff rejects")
		}
		// A version-1 file may claim a huge context at no cost, but its
		// version-0 copy must then carry huge RoPE tables: skip those.
		if m.Config.SeqLen*m.Config.HeadSize > 1<<16 {
			return
		}
		var buf bytes.Buffer
		if err := Write(&buf, m); err != nil {
			t.Fatalf("Write of a model Read accepted: %v", err)
		}
		again, err := Read(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
		if err != nil {
			t.Fatalf("Read of Write's output: %v", err)
		}
		if !reflect.DeepEqual(again, m) {
			t.Fatalf("Write then Read changed the model")
		}
	})
}
