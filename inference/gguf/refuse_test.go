package gguf

import (
	"encoding/binary"
	"errors"
	"math"
	"testing"
)

// header builds a file from a raw header and data, for layouts Write refuses
// to produce.
func header(t *testing.T, version uint32, kvs []KV, infos []TensorInfo, data []byte) []byte {
	t.Helper()
	h, err := encodeHeader(version, kvs, infos)
	if err != nil {
		t.Fatal(err)
	}
	h = append(h, make([]byte, pad(int64(len(h)), DefaultAlignment)-int64(len(h)))...)
	return append(h, data...)
}

// kvBytes is one metadata pair encoded by hand: key, type code, payload.
func kvBytes(key string, typ uint32, payload ...byte) []byte {
	b := binary.LittleEndian.AppendUint64(nil, uint64(len(key)))
	b = append(b, key...)
	b = binary.LittleEndian.AppendUint32(b, typ)
	return append(b, payload...)
}

// rawFile is a version-3 header with the given counts followed by body.
func rawFile(nTensors, nKV uint64, body ...[]byte) []byte {
	b := []byte(Magic)
	b = binary.LittleEndian.AppendUint32(b, 3)
	b = binary.LittleEndian.AppendUint64(b, nTensors)
	b = binary.LittleEndian.AppendUint64(b, nKV)
	for _, p := range body {
		b = append(b, p...)
	}
	return b
}

func u64(v uint64) []byte { return binary.LittleEndian.AppendUint64(nil, v) }
func u32(v uint32) []byte { return binary.LittleEndian.AppendUint32(nil, v) }

func info(name string, typ TensorType, off int64, shape ...int64) TensorInfo {
	return TensorInfo{Name: name, Type: typ, Offset: off, Shape: shape}
}

func TestRefusals(t *testing.T) {
	good := build(t, []KV{{"k", uint32(1)}}, []Tensor{{"t", F32, []int64{2}, f32bytes(1, 2)}})
	cases := []struct {
		name string
		file []byte
		want error
	}{
		{"empty", nil, ErrMagic},
		{"bad magic", append([]byte("GGUG"), good[4:]...), ErrMagic},
		{"version 1", header(t, 1, nil, nil, nil), ErrVersion},
		{"version 4", header(t, 4, nil, nil, nil), ErrVersion},
		{"big-endian", header(t, 3<<24, nil, nil, nil), ErrVersion},
		{"metadata count past the file", rawFile(0, 1<<40), ErrTruncated},
		{"tensor count past the file", rawFile(1<<40, 0), ErrTruncated},
		{"key length past the file", rawFile(0, 1, u64(1<<62), make([]byte, 16)), ErrTruncated},
		{"string value past the file", rawFile(0, 1, kvBytes("s", uint32(TypeString), u64(1000)...)), ErrTruncated},
		{"unknown value type", rawFile(0, 1, kvBytes("x", 13, 0, 0, 0, 0)), ErrValueType},
		{"unknown array type", rawFile(0, 1, kvBytes("x", uint32(TypeArray), append(u32(42), u64(1)...)...)), ErrValueType},
		{"array count past the file", rawFile(0, 1, kvBytes("x", uint32(TypeArray), append(u32(uint32(TypeUint32)), u64(1<<60)...)...)), ErrTruncated},
		{"arrays nested too deep", rawFile(0, 1, kvBytes("x", uint32(TypeArray), nested(maxDepth+1)...)), ErrValueType},
		{"bool byte 2", rawFile(0, 1, kvBytes("b", uint32(TypeBool), 2)), ErrBadValue},
		{"bool array byte 3", rawFile(0, 1, kvBytes("b", uint32(TypeArray), append(append(u32(uint32(TypeBool)), u64(2)...), 1, 3)...)), ErrBadValue},
		{"duplicate key", header(t, 3, []KV{{"k", uint8(1)}, {"k", uint8(2)}}, nil, nil), ErrDuplicate},
		{"duplicate tensor", header(t, 3, nil, []TensorInfo{info("t", F32, 0, 1), info("t", F32, 32, 1)}, make([]byte, 64)), ErrDuplicate},
		{"alignment not a power of two", header(t, 3, []KV{{AlignmentKey, uint32(48)}}, nil, nil), ErrBadValue},
		{"alignment zero", header(t, 3, []KV{{AlignmentKey, uint32(0)}}, nil, nil), ErrBadValue},
		{"alignment a string", header(t, 3, []KV{{AlignmentKey, "32"}}, nil, nil), ErrKeyType},
		{"unknown tensor type", header(t, 3, nil, []TensorInfo{info("t", 4, 0, 32)}, make([]byte, 32)), ErrTensorType},
		{"newer tensor type", header(t, 3, nil, []TensorInfo{info("t", 99, 0, 32)}, make([]byte, 32)), ErrTensorType},
		{"five dimensions", header(t, 3, nil, []TensorInfo{info("t", F32, 0, 1, 1, 1, 1, 1)}, make([]byte, 32)), ErrShape},
		{"partial quant block", header(t, 3, nil, []TensorInfo{info("t", Q4_0, 0, 48)}, make([]byte, 64)), ErrShape},
		{"element count overflow", header(t, 3, nil, []TensorInfo{info("t", F32, 0, 1<<40, 1<<40)}, nil), ErrOverflow},
		{"byte size overflow", header(t, 3, nil, []TensorInfo{info("t", F32, 0, 1<<62)}, nil), ErrOverflow},
		{"misaligned offset", header(t, 3, nil, []TensorInfo{info("t", F32, 4, 2)}, make([]byte, 32)), ErrMisaligned},
		{"tensor past the end", header(t, 3, nil, []TensorInfo{info("t", F32, 32, 2)}, make([]byte, 32)), ErrOutOfBounds},
		{"offset near 2^63", header(t, 3, nil, []TensorInfo{info("t", F32, math.MaxInt64-31, 2)}, make([]byte, 32)), ErrOutOfBounds},
		{"offset past int64", rawFile(1, 0, u64(1), []byte("t"), u32(1), u64(1), u32(0), u64(1<<63), make([]byte, 64)), ErrOutOfBounds},
		{"data section past the end", header(t, 3, nil, []TensorInfo{info("t", F32, 0, 2)}, nil)[:60], ErrTruncated},
		{"no data after the header", header(t, 3, nil, []TensorInfo{info("t", F32, 0, 2)}, nil), ErrOutOfBounds},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := parseBytes(c.file)
			if !errors.Is(err, c.want) {
				t.Fatalf("have %v, want %v", err, c.want)
			}
		})
	}
}

// nested encodes depth arrays of arrays around an empty uint8 array: the
// payload after the outer type code.
func nested(depth int) []byte {
	var b []byte
	for i := 0; i < depth; i++ {
		b = append(append(b, u32(uint32(TypeArray))...), u64(1)...)
	}
	return append(append(b, u32(uint32(TypeUint8))...), u64(0)...)
}

// TestEveryPrefixRefused cuts a valid file at every length short of its last
// tensor's end (the padding after it is optional): each prefix is refused,
// never accepted and never a panic.
func TestEveryPrefixRefused(t *testing.T) {
	full := build(t, allValues(), []Tensor{{"t", Q8_0, []int64{32}, make([]byte, 34)}})
	f, err := parseBytes(full)
	if err != nil {
		t.Fatal(err)
	}
	end := f.DataOffset + f.tensors[0].Offset + f.tensors[0].Size
	if _, err := parseBytes(full[:end]); err != nil {
		t.Fatalf("without the trailing padding: %v", err)
	}
	for n := int64(0); n < end; n++ {
		_, err := parseBytes(full[:n])
		if !errors.Is(err, ErrTruncated) && !errors.Is(err, ErrMagic) && !errors.Is(err, ErrOutOfBounds) {
			t.Fatalf("prefix of %d bytes: %v", n, err)
		}
	}
}

func TestNotFinite(t *testing.T) {
	f, err := parseBytes(build(t, nil, []Tensor{{"t", F16, []int64{2}, le16(0x3c00, 0x7c00)}}))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Float32("t"); !errors.Is(err, ErrNotFinite) {
		t.Fatalf("an infinite weight: %v", err)
	}
}

// TestShortReader: a reader shorter than the size it claims fails reading
// tensor data with ErrTruncated, not a panic.
func TestShortReader(t *testing.T) {
	b := build(t, nil, []Tensor{{"t", F32, []int64{8}, make([]byte, 32)}})
	f, err := Parse(shortReader(b[:len(b)-8]), int64(len(b)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Float32("t"); !errors.Is(err, ErrTruncated) {
		t.Fatalf("reading past a short reader: %v", err)
	}
}

type shortReader []byte

func (s shortReader) ReadAt(p []byte, off int64) (int, error) {
	if off >= int64(len(s)) {
		return 0, errors.New("past the end")
	}
	n := copy(p, s[off:])
	if n < len(p) {
		return n, errors.New("short")
	}
	return n, nil
}
