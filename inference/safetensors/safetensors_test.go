package safetensors

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

// sampleTensors is a small set covering several dtypes, a scalar and an empty
// tensor.
func sampleTensors(t *testing.T) []Tensor {
	t.Helper()
	enc := func(dt DType, v ...float32) []byte {
		b, err := EncodeFloat32(dt, v)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	return []Tensor{
		{Name: "w.f32", DType: F32, Shape: []int64{2, 3}, Data: enc(F32, 1, -2, 3.5, 0, 1e-30, -7)},
		{Name: "w.f16", DType: F16, Shape: []int64{3}, Data: enc(F16, 0.5, -65504, 6e-8)},
		{Name: "w.bf16", DType: BF16, Shape: []int64{1, 2}, Data: enc(BF16, 3, -1e30)},
		{Name: "scalar", DType: F32, Shape: []int64{}, Data: enc(F32, 42)},
		{Name: "empty", DType: F16, Shape: []int64{0, 5}, Data: nil},
		{Name: "ids", DType: I64, Shape: []int64{2}, Data: make([]byte, 16)},
		{Name: "flag", DType: BOOL, Shape: []int64{1}, Data: []byte{1}},
	}
}

func writeBytes(t testing.TB, tensors []Tensor, meta map[string]string) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := Write(&buf, tensors, meta); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func parseBytes(b []byte) (*File, error) { return Parse(bytes.NewReader(b), int64(len(b))) }

func TestRoundTrip(t *testing.T) {
	tensors := sampleTensors(t)
	meta := map[string]string{"format": "pt", "note": "x"}
	b := writeBytes(t, tensors, meta)

	n := binary.LittleEndian.Uint64(b)
	if (8+n)%8 != 0 {
		t.Errorf("data buffer starts at %d, want a multiple of 8", 8+n)
	}
	f, err := parseBytes(b)
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, tt := range tensors {
		want = append(want, tt.Name)
	}
	slices.Sort(want)
	if have := f.Names(); !slices.Equal(have, want) {
		t.Errorf("Names: have %v, want %v", have, want)
	}
	if have := f.Metadata(); len(have) != 2 || have["format"] != "pt" || have["note"] != "x" {
		t.Errorf("Metadata: have %v, want %v", have, meta)
	}
	for _, tt := range tensors {
		info, ok := f.Info(tt.Name)
		if !ok {
			t.Fatalf("Info(%q): missing", tt.Name)
		}
		if info.DType != tt.DType || !slices.Equal(info.Shape, tt.Shape) {
			t.Errorf("Info(%q): have %s %v, want %s %v", tt.Name, info.DType, info.Shape, tt.DType, tt.Shape)
		}
		if info.Begin%int64(tt.DType.Size()) != 0 {
			t.Errorf("tensor %q starts at %d, not aligned to %d", tt.Name, info.Begin, tt.DType.Size())
		}
		data, err := f.Bytes(tt.Name)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(data, tt.Data) {
			t.Errorf("Bytes(%q): have %v, want %v", tt.Name, data, tt.Data)
		}
	}
	if _, ok := f.Info("nope"); ok {
		t.Errorf("Info(nope): have ok, want missing")
	}
	if _, err := f.Bytes("nope"); err == nil {
		t.Errorf("Bytes(nope): have no error, want one")
	}

	// Writing is deterministic whatever the input order.
	slices.Reverse(tensors)
	if b2 := writeBytes(t, tensors, meta); !bytes.Equal(b, b2) {
		t.Errorf("Write depends on tensor order")
	}
}

func TestFloat32(t *testing.T) {
	vals := []float32{1, -2.5, 0.125, 0, 1024, -0.0078125}
	for _, dt := range []DType{F32, F16, BF16} {
		data, err := EncodeFloat32(dt, vals)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parseBytes(writeBytes(t, []Tensor{{Name: "x", DType: dt, Shape: []int64{2, 3}, Data: data}}, nil))
		if err != nil {
			t.Fatal(err)
		}
		have, err := f.Float32("x")
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(have, vals) {
			t.Errorf("%s: have %v, want %v", dt, have, vals)
		}
	}
}

func TestFloat32Refuses(t *testing.T) {
	nan := float32(math.NaN())
	inf := float32(math.Inf(-1))
	tests := []struct {
		name   string
		tensor Tensor
		want   string
	}{
		{"nan f32", Tensor{"bad.w", F32, []int64{3}, mustEncode(t, F32, 1, nan, 2)}, `tensor "bad.w": element 1 (of 3) is NaN`},
		{"inf f16", Tensor{"bad.w", F16, []int64{2}, mustEncode(t, F16, inf, 2)}, `tensor "bad.w": element 0 (of 2) is -Inf`},
		{"nan bf16", Tensor{"bad.w", BF16, []int64{2}, mustEncode(t, BF16, 0, nan)}, `element 1 (of 2) is NaN`},
		{"int dtype", Tensor{"ids", I32, []int64{1}, make([]byte, 4)}, `tensor "ids": dtype I32 cannot be read as float32`},
		{"f64 dtype", Tensor{"d", F64, []int64{1}, make([]byte, 8)}, `dtype F64 cannot be read as float32`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := parseBytes(writeBytes(t, []Tensor{tt.tensor}, nil))
			if err != nil {
				t.Fatal(err)
			}
			_, err = f.Float32(tt.tensor.Name)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("have %v, want error containing %q", err, tt.want)
			}
		})
	}
}

func mustEncode(t *testing.T, dt DType, v ...float32) []byte {
	t.Helper()
	b, err := EncodeFloat32(dt, v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// f16Value computes a binary16 value from its fields in float64, independently
// of F16ToF32.
func f16Value(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	exp := int(h>>10) & 0x1f
	mant := float64(h & 0x3ff)
	switch exp {
	case 0:
		return sign * mant * math.Pow(2, -24)
	case 0x1f:
		if mant != 0 {
			return math.NaN()
		}
		return sign * math.Inf(1)
	}
	return sign * (1 + mant/1024) * math.Pow(2, float64(exp-15))
}

func TestF16Exhaustive(t *testing.T) {
	for i := 0; i < 1<<16; i++ {
		h := uint16(i)
		have := F16ToF32(h)
		want := f16Value(h)
		if math.IsNaN(want) {
			if !math.IsNaN(float64(have)) {
				t.Errorf("F16ToF32(%#04x): have %v, want NaN", h, have)
			}
			if back := f32ToF16(have); back&0x7c00 != 0x7c00 || back&0x3ff == 0 {
				t.Errorf("f32ToF16(NaN from %#04x): have %#04x, want a NaN", h, back)
			}
			continue
		}
		if float64(have) != want || math.Signbit(float64(have)) != math.Signbit(want) {
			t.Errorf("F16ToF32(%#04x): have %v, want %v", h, have, want)
		}
		if back := f32ToF16(have); back != h {
			t.Errorf("f32ToF16(F16ToF32(%#04x)) = %#04x, want the input back", h, back)
		}
	}
}

func TestBF16Exhaustive(t *testing.T) {
	for i := 0; i < 1<<16; i++ {
		h := uint16(i)
		v := math.Float32frombits(uint32(h) << 16)
		if math.IsNaN(float64(v)) {
			continue
		}
		if back := f32ToBF16(v); back != h {
			t.Errorf("f32ToBF16(%v) = %#04x, want %#04x", v, back, h)
		}
	}
}

func TestNarrowRounding(t *testing.T) {
	p := func(e float64) float32 { return float32(math.Pow(2, e)) }
	tests := []struct {
		in       float32
		f16, b16 uint16
	}{
		{0, 0x0000, 0x0000},
		{float32(math.Copysign(0, -1)), 0x8000, 0x8000},
		{1, 0x3c00, 0x3f80},
		{1 + p(-11), 0x3c00, 0x3f80},      // F16 tie: rounds to even
		{1 + 3*p(-11), 0x3c02, 0x3f80},    // F16 tie: rounds up to even
		{1 + p(-8), 0x3c04, 0x3f80},       // BF16 tie: rounds to even
		{1 + 3*p(-8), 0x3c0c, 0x3f82},     // BF16 tie: rounds up to even
		{65504, 0x7bff, 0x4780},           // F16 max
		{65519, 0x7bff, 0x4780},           // just below the F16 overflow tie
		{65520, 0x7c00, 0x4780},           // F16 overflow tie rounds to Inf
		{p(-24), 0x0001, 0x3380},          // smallest F16 subnormal
		{p(-25), 0x0000, 0x3300},          // tie between 0 and it: even is 0
		{1.5 * p(-25), 0x0001, 0x3340},    // above the tie
		{p(-14) - p(-25), 0x0400, 0x3880}, // subnormal rounding up to the smallest normal
		{p(-130), 0x0000, 0x0008},         // float32 subnormal
		{math.MaxFloat32, 0x7c00, 0x7f80},
		{float32(math.Inf(-1)), 0xfc00, 0xff80},
	}
	for _, tt := range tests {
		if have := f32ToF16(tt.in); have != tt.f16 {
			t.Errorf("f32ToF16(%v): have %#04x, want %#04x", tt.in, have, tt.f16)
		}
		if have := f32ToBF16(tt.in); have != tt.b16 {
			t.Errorf("f32ToBF16(%v): have %#04x, want %#04x", tt.in, have, tt.b16)
		}
	}
}

// TestNarrowNearest checks on random inputs that narrowing picks the nearest
// representable value, and the even one on a tie.
func TestNarrowNearest(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	check := func(name string, v float32, h uint16, widen func(uint16) float64) {
		mag := h & 0x7fff
		d := math.Abs(float64(v) - widen(h))
		for _, nb := range []uint16{mag - 1, mag + 1} {
			if nb > 0x7fff || (mag == 0 && nb == 0xffff) {
				continue
			}
			nv := widen(h&0x8000 | nb)
			if math.IsInf(nv, 0) || math.IsNaN(nv) {
				continue
			}
			nd := math.Abs(float64(v) - nv)
			if nd < d || (nd == d && h&1 == 1) {
				t.Fatalf("%s(%v) = %#04x (%v), but %#04x (%v) is nearer or even", name, v, h, widen(h), h&0x8000|nb, nv)
			}
		}
	}
	bf := func(h uint16) float64 { return float64(math.Float32frombits(uint32(h) << 16)) }
	for range 200000 {
		// Random bits cover every exponent; keep F16 inputs within its range.
		v := math.Float32frombits(rng.Uint32())
		if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
			continue
		}
		if h := f32ToBF16(v); h&0x7fff != 0x7f80 {
			check("f32ToBF16", v, h, bf)
		}
		v16 := float32(math.Ldexp(float64(rng.Float32()), -30+rng.IntN(46)))
		check("f32ToF16", v16, f32ToF16(v16), f16Value)
	}
}

func TestEncodeOverflow(t *testing.T) {
	if _, err := EncodeFloat32(F16, []float32{1, 70000}); err == nil || !strings.Contains(err.Error(), "70000 at index 1 overflows F16") {
		t.Errorf("F16 overflow: have %v, want an overflow error", err)
	}
	if _, err := EncodeFloat32(BF16, []float32{math.MaxFloat32}); err == nil {
		t.Errorf("BF16 overflow: have no error, want one")
	}
	if _, err := EncodeFloat32(F16, []float32{float32(math.Inf(1))}); err != nil {
		t.Errorf("F16 of Inf: have %v, want it kept", err)
	}
	if _, err := EncodeFloat32(I8, []float32{1}); err == nil {
		t.Errorf("I8: have no error, want one")
	}
}

// file builds a safetensors file from a raw header and a buffer of bufLen
// zero bytes.
func file(header string, bufLen int) []byte {
	b := binary.LittleEndian.AppendUint64(nil, uint64(len(header)))
	b = append(b, header...)
	return append(b, make([]byte, bufLen)...)
}

// badFiles are malformed inputs, each with the error text it must produce.
func badFiles() []struct {
	name string
	data []byte
	want string
} {
	lenOnly := func(n uint64) []byte { return binary.LittleEndian.AppendUint64(nil, n) }
	valid := file(`{"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]}}`, 8)
	return []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "file is 0 bytes, too short"},
		{"short length", []byte{1, 2, 3}, "file is 3 bytes, too short"},
		{"header past end", append(lenOnly(100), "{}"...), "header length 100 runs past the end of the 10-byte file"},
		{"header absurd", append(lenOnly(1<<62), "{}"...), "exceeds the 104857600-byte limit"},
		{"header max uint64", lenOnly(math.MaxUint64), "exceeds the"},
		{"empty header", file("", 0), "not valid JSON"},
		{"invalid json", file(`{"a":`, 0), `tensor "a": bad header entry: unexpected end of JSON`},
		{"unclosed object", file(`{"a":{"dtype":"U8","shape":[0],"data_offsets":[0,0]}`, 0), "not valid JSON: unexpected end of JSON"},
		{"not an object", file(`[1,2]`, 0), "not a JSON object"},
		{"not utf8", file("{\"\xff\":{}}", 0), "not valid UTF-8"},
		{"trailing json", file(`{} {}`, 0), "data after the JSON object"},
		{"entry not object", file(`{"a":5}`, 0), `tensor "a": bad header entry`},
		{"unknown dtype", file(`{"a":{"dtype":"F7","shape":[1],"data_offsets":[0,1]}}`, 1), `tensor "a": unknown dtype "F7"`},
		{"missing dtype", file(`{"a":{"shape":[1],"data_offsets":[0,4]}}`, 4), `tensor "a": missing "dtype"`},
		{"missing shape", file(`{"a":{"dtype":"F32","data_offsets":[0,4]}}`, 4), `tensor "a": missing "shape"`},
		{"missing offsets", file(`{"a":{"dtype":"F32","shape":[1]}}`, 4), `"data_offsets" must be [begin, end]`},
		{"three offsets", file(`{"a":{"dtype":"F32","shape":[1],"data_offsets":[0,4,8]}}`, 8), `"data_offsets" must be [begin, end]`},
		{"negative dim", file(`{"a":{"dtype":"F32","shape":[-1],"data_offsets":[0,4]}}`, 4), `tensor "a": bad header entry`},
		{"fractional dim", file(`{"a":{"dtype":"F32","shape":[1.5],"data_offsets":[0,4]}}`, 4), `tensor "a": bad header entry`},
		{"quoted dim", file(`{"a":{"dtype":"F32","shape":["1"],"data_offsets":[0,4]}}`, 4), `tensor "a": bad header entry`},
		{"shape mismatch", file(`{"a":{"dtype":"F32","shape":[3],"data_offsets":[0,8]}}`, 8), "hold 8 bytes, but shape [3] of F32 needs 12"},
		{"end before begin", file(`{"a":{"dtype":"F32","shape":[0],"data_offsets":[8,4]}}`, 8), "end before they begin"},
		{"elements overflow", file(`{"a":{"dtype":"U8","shape":[4611686018427387904,4],"data_offsets":[0,0]}}`, 0), "element count overflows int64"},
		{"bytes overflow", file(`{"a":{"dtype":"F32","shape":[4611686018427387904],"data_offsets":[0,0]}}`, 0), "byte size overflows int64"},
		{"huge offsets", file(`{"a":{"dtype":"U8","shape":[0],"data_offsets":[18446744073709551615,18446744073709551615]}}`, 0), "overflow int64"},
		{"out of range", file(`{"a":{"dtype":"F32","shape":[4],"data_offsets":[0,16]}}`, 8), "run past the 8-byte data buffer"},
		{"truncated", valid[:len(valid)-1], "run past the 7-byte data buffer"},
		{"overlap", file(`{"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},"b":{"dtype":"F32","shape":[1],"data_offsets":[4,8]}}`, 8), `tensor "b": data_offsets [4 8] overlap tensor "a"`},
		{"same range", file(`{"a":{"dtype":"F32","shape":[1],"data_offsets":[0,4]},"b":{"dtype":"F32","shape":[1],"data_offsets":[0,4]}}`, 4), "overlap"},
		{"gap", file(`{"a":{"dtype":"F32","shape":[1],"data_offsets":[0,4]},"b":{"dtype":"F32","shape":[1],"data_offsets":[8,12]}}`, 12), "gap of 4 unused bytes at buffer offset 4"},
		{"leading gap", file(`{"a":{"dtype":"F32","shape":[1],"data_offsets":[4,8]}}`, 8), "gap of 4 unused bytes at buffer offset 0"},
		{"trailing bytes", append(slices.Clone(valid), 0), "data buffer is 9 bytes but the tensors cover only 8"},
		{"duplicate name", file(`{"a":{"dtype":"U8","shape":[0],"data_offsets":[0,0]},"a":{"dtype":"U8","shape":[0],"data_offsets":[0,0]}}`, 0), `names tensor "a" twice`},
		{"metadata not strings", file(`{"__metadata__":{"n":1}}`, 0), "must map strings to strings"},
		{"metadata twice", file(`{"__metadata__":{},"__metadata__":{}}`, 0), "__metadata__ twice"},
	}
}

func TestParseRejects(t *testing.T) {
	for _, tt := range badFiles() {
		t.Run(tt.name, func(t *testing.T) {
			_, err := parseBytes(tt.data)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("have %v, want error containing %q", err, tt.want)
			}
		})
	}
}

func TestParseAccepts(t *testing.T) {
	tests := []struct {
		name   string
		data   []byte
		tensor string
	}{
		{"no tensors", file(`{}`, 0), ""},
		{"null metadata", file(`{"__metadata__":null}`, 0), ""},
		{"space padding", file(`{"a":{"dtype":"F32","shape":[1],"data_offsets":[0,4]}}     `, 4), "a"},
		{"unsorted offsets", file(`{"b":{"dtype":"F32","shape":[1],"data_offsets":[4,8]},"a":{"dtype":"F32","shape":[1],"data_offsets":[0,4]}}`, 8), "b"},
		{"empty tensors share an offset", file(`{"a":{"dtype":"F32","shape":[0],"data_offsets":[4,4]},"b":{"dtype":"F32","shape":[1],"data_offsets":[0,4]},"c":{"dtype":"U8","shape":[2,0],"data_offsets":[4,4]}}`, 4), "c"},
		{"zero dim beats huge dim", file(`{"a":{"dtype":"F32","shape":[0,9223372036854775807],"data_offsets":[0,0]}}`, 0), "a"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := parseBytes(tt.data)
			if err != nil {
				t.Fatalf("have %v, want no error", err)
			}
			if tt.tensor != "" {
				if _, err := f.Bytes(tt.tensor); err != nil {
					t.Errorf("Bytes(%q): %v", tt.tensor, err)
				}
			}
		})
	}
}

func TestOpen(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "m.safetensors")
	if err := os.WriteFile(path, writeBytes(t, sampleTensors(t), nil), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if have, err := f.Float32("w.f32"); err != nil || len(have) != 6 || have[2] != 3.5 {
		t.Errorf("Float32(w.f32): have %v, %v", have, err)
	}
	if err := f.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
	if err := f.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}

	bad := filepath.Join(dir, "bad.safetensors")
	if err := os.WriteFile(bad, file(`{"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]}}`, 4), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(bad); err == nil || !strings.Contains(err.Error(), bad) {
		t.Errorf("Open(bad): have %v, want an error naming %s", err, bad)
	}
	if _, err := Open(filepath.Join(dir, "missing")); err == nil {
		t.Errorf("Open(missing): have no error, want one")
	}
}

// TestShortReader checks that a reader holding less than the stated size gives
// an error when data is read, not a panic or garbage.
func TestShortReader(t *testing.T) {
	b := writeBytes(t, []Tensor{{Name: "a", DType: F32, Shape: []int64{4}, Data: make([]byte, 16)}}, nil)
	f, err := Parse(bytes.NewReader(b[:len(b)-4]), int64(len(b)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Float32("a"); err == nil || !strings.Contains(err.Error(), "unexpected EOF") {
		t.Errorf("have %v, want an unexpected EOF error", err)
	}
}

func TestWriteRejects(t *testing.T) {
	tests := []struct {
		name   string
		tensor Tensor
		want   string
	}{
		{"size mismatch", Tensor{"a", F32, []int64{2}, make([]byte, 4)}, "have 4 bytes, shape [2] of F32 needs 2×4"},
		{"unknown dtype", Tensor{"a", "F12", []int64{1}, make([]byte, 4)}, `unknown dtype "F12"`},
		{"negative dim", Tensor{"a", F32, []int64{-1}, nil}, "negative dimension"},
		{"overflow", Tensor{"a", F32, []int64{1 << 62, 1 << 62}, nil}, "overflows int64"},
		{"reserved", Tensor{"__metadata__", F32, []int64{0}, nil}, "reserved"},
		{"bad utf8", Tensor{"\xff", F32, []int64{0}, nil}, "not valid UTF-8"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Write(&bytes.Buffer{}, []Tensor{tt.tensor}, nil)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("have %v, want error containing %q", err, tt.want)
			}
		})
	}
	dup := []Tensor{{"a", U8, []int64{0}, nil}, {"a", U8, []int64{0}, nil}}
	if err := Write(&bytes.Buffer{}, dup, nil); err == nil || !strings.Contains(err.Error(), "twice") {
		t.Errorf("duplicate: have %v, want error containing %q", err, "twice")
	}
}
