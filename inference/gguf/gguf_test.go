package gguf

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math"
	"reflect"
	"testing"
)

// build writes a file with Write and fails the test on error.
func build(t testing.TB, kvs []KV, tensors []Tensor) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := Write(&b, kvs, tensors); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func parseBytes(b []byte) (*File, error) { return Parse(bytes.NewReader(b), int64(len(b))) }

// allValues holds one key of every value type, arrays of every element type,
// an empty array and an array of arrays.
func allValues() []KV {
	return []KV{
		{"u8", uint8(200)}, {"i8", int8(-100)}, {"u16", uint16(60000)}, {"i16", int16(-30000)},
		{"u32", uint32(4000000000)}, {"i32", int32(-2000000000)}, {"f32", float32(-1.5e-7)},
		{"bool.t", true}, {"bool.f", false}, {"str", "héllo\x00world"}, {"empty.str", ""},
		{"u64", uint64(math.MaxUint64)}, {"i64", int64(math.MinInt64)}, {"f64", math.Pi},
		{"a.u8", []uint8{0, 255}}, {"a.i8", []int8{-128, 127}}, {"a.u16", []uint16{1, 65535}},
		{"a.i16", []int16{-32768, 7}}, {"a.u32", []uint32{3, 4}}, {"a.i32", []int32{-5, 6}},
		{"a.f32", []float32{0.25, -0}}, {"a.bool", []bool{true, false, true}},
		{"a.str", []string{"a", "", "<|im_end|>"}}, {"a.u64", []uint64{1 << 63}},
		{"a.i64", []int64{-1}}, {"a.f64", []float64{1e300}}, {"a.empty", []int32{}},
		{"a.nested", []any{[]string{"x"}, []any{[]uint8{9}}, []float32{}}},
	}
}

func TestValueTypesRoundTrip(t *testing.T) {
	kvs := allValues()
	f, err := parseBytes(build(t, kvs, nil))
	if err != nil {
		t.Fatal(err)
	}
	if f.Version != 3 || f.Alignment != DefaultAlignment {
		t.Fatalf("version %d alignment %d", f.Version, f.Alignment)
	}
	if got := f.KVs(); !reflect.DeepEqual(got, kvs) {
		t.Fatalf("round trip:\nhave %#v\nwant %#v", got, kvs)
	}
	for _, key := range []string{"u8", "u16", "u32", "u64"} {
		if _, err := f.Uint(key); err != nil {
			t.Errorf("Uint(%s): %v", key, err)
		}
	}
	for key, want := range map[string]error{
		"i8": ErrBadValue, "i64": ErrBadValue, "str": ErrKeyType, "f32": ErrKeyType, "nope": ErrMissingKey,
	} {
		if _, err := f.Uint(key); !errors.Is(err, want) {
			t.Errorf("Uint(%s): %v, want %v", key, err, want)
		}
	}
	if _, err := f.Int("u64", 1<<20); !errors.Is(err, ErrBadValue) {
		t.Errorf("Int past max: %v", err)
	}
	if v, err := f.Float("f64"); err != nil || v != math.Pi {
		t.Errorf("Float(f64) = %v, %v", v, err)
	}
	if _, err := f.Float("u8"); !errors.Is(err, ErrKeyType) {
		t.Errorf("Float(u8): %v", err)
	}
	if _, err := f.String("u8"); !errors.Is(err, ErrKeyType) {
		t.Errorf("String(u8): %v", err)
	}
	if s, err := Array[string](f, "a.str"); err != nil || len(s) != 3 {
		t.Errorf("Array[string] = %v, %v", s, err)
	}
	if _, err := Array[int32](f, "a.str"); !errors.Is(err, ErrKeyType) {
		t.Errorf("Array[int32] of strings: %v", err)
	}
}

// le16 and friends build little-endian test bytes.
func le16(vs ...uint16) []byte {
	var b []byte
	for _, v := range vs {
		b = binary.LittleEndian.AppendUint16(b, v)
	}
	return b
}

func f32bytes(vs ...float32) []byte {
	var b []byte
	for _, v := range vs {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(v))
	}
	return b
}

// quantCase is a block of each quantized type with values worked out by hand.
func quantCases() []struct {
	name string
	typ  TensorType
	raw  []byte
	want func(i int) float32
} {
	nibbles := make([]byte, 16) // low nibble i, high nibble 15-i
	for i := range nibbles {
		nibbles[i] = byte(i) | byte(15-i)<<4
	}
	int8s := make([]byte, 32)
	for i := range int8s {
		int8s[i] = byte(int8(i*8 - 128))
	}
	// Element i of a nibble block is nibble i (low) for i < 16 and 15-(i-16)
	// (high) after.
	nib := func(i int) float32 {
		if i < 16 {
			return float32(i)
		}
		return float32(31 - i)
	}
	return []struct {
		name string
		typ  TensorType
		raw  []byte
		want func(i int) float32
	}{
		// d = 0.5 (f16 0x3800)
		{"Q4_0", Q4_0, append(le16(0x3800), nibbles...), func(i int) float32 { return 0.5 * (nib(i) - 8) }},
		// d = 0.25 (0x3400), m = -1 (0xbc00)
		{"Q4_1", Q4_1, append(le16(0x3400, 0xbc00), nibbles...), func(i int) float32 { return 0.25*nib(i) - 1 }},
		// d = 2 (0x4000)
		{"Q8_0", Q8_0, append(le16(0x4000), int8s...), func(i int) float32 { return 2 * float32(i*8-128) }},
	}
}

func TestTensorTypes(t *testing.T) {
	var tensors []Tensor
	want := map[string][]float32{}
	for _, q := range quantCases() {
		// Two rows of one block each, the second block's bytes a copy, so
		// row order and block order are both exercised.
		tensors = append(tensors, Tensor{q.name, q.typ, []int64{32, 2}, append(append([]byte(nil), q.raw...), q.raw...)})
		w := make([]float32, 64)
		for i := range w {
			w[i] = q.want(i % 32)
		}
		want[q.name] = w
	}
	tensors = append(tensors,
		Tensor{"F32", F32, []int64{3}, f32bytes(1.5, -2, 3e-40)},
		Tensor{"F16", F16, []int64{4}, le16(0x3c00, 0xc000, 0x0001, 0x7bff)},
		Tensor{"BF16", BF16, []int64{3}, le16(0x3f80, 0xc040, 0x0001)},
		Tensor{"scalar", F32, nil, f32bytes(7)},
	)
	want["F32"] = []float32{1.5, -2, 3e-40}
	want["F16"] = []float32{1, -2, 0x1p-24, 65504}
	want["BF16"] = []float32{1, -3, math.Float32frombits(0x10000)}
	want["scalar"] = []float32{7}
	f, err := parseBytes(build(t, nil, tensors))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range tensors {
		info, ok := f.Tensor(tt.Name)
		if !ok || info.Type != tt.Type || !reflect.DeepEqual(info.Shape, append([]int64{}, tt.Shape...)) || info.Offset%DefaultAlignment != 0 {
			t.Errorf("%s: info %+v", tt.Name, info)
		}
		got, err := f.Float32(tt.Name)
		if err != nil {
			t.Errorf("%s: %v", tt.Name, err)
			continue
		}
		if !reflect.DeepEqual(got, want[tt.Name]) {
			t.Errorf("%s:\nhave %v\nwant %v", tt.Name, got, want[tt.Name])
		}
	}
}

func TestAlignment(t *testing.T) {
	tensors := []Tensor{{"a", F32, []int64{3}, f32bytes(1, 2, 3)}, {"b", F16, []int64{1}, le16(0x3c00)}}
	f, err := parseBytes(build(t, []KV{{AlignmentKey, uint32(256)}}, tensors))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := f.Tensor("b")
	if f.Alignment != 256 || f.DataOffset%256 != 0 || b.Offset != 256 {
		t.Fatalf("alignment %d, data at %d, b at %d", f.Alignment, f.DataOffset, b.Offset)
	}
	if v, err := f.Float32("b"); err != nil || v[0] != 1 {
		t.Fatalf("b = %v, %v", v, err)
	}
}

// TestDequantizeUnsupported: a known but unreadable type parses (its size is
// known) and is refused by name when read.
func TestDequantizeUnsupported(t *testing.T) {
	f, err := parseBytes(build(t, nil, []Tensor{{"k", 12, []int64{256}, make([]byte, 144)}}))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Float32("k"); !errors.Is(err, ErrTensorType) || !bytes.Contains([]byte(err.Error()), []byte("Q4_K")) {
		t.Fatalf("Float32 of Q4_K: %v", err)
	}
	if _, err := f.Float32("missing"); !errors.Is(err, ErrMissingTensor) {
		t.Fatalf("Float32 of a missing tensor: %v", err)
	}
	if _, err := Dequantize(Q4_0, make([]byte, 17), 32); !errors.Is(err, ErrShape) {
		t.Fatalf("Dequantize of a short block: %v", err)
	}
}
