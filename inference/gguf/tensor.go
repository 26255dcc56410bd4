package gguf

import (
	"encoding/binary"
	"fmt"
	"io"
	"math"

	"github.com/deepcall/deepcall/inference/safetensors"
)

// TensorType is a GGML element type code.
type TensorType uint32

// The tensor types Float32 reads. Other GGML types are known by size (so a
// file holding them parses) but refused when read.
const (
	F32  TensorType = 0
	F16  TensorType = 1
	Q4_0 TensorType = 2
	Q4_1 TensorType = 3
	Q8_0 TensorType = 8
	BF16 TensorType = 30
)

// typeInfo is a type's block: elements per block and bytes per block.
type typeInfo struct {
	name         string
	block, bytes int
}

// typeTable holds every GGML type whose block layout is settled. Codes
// missing here (retired ones, and types newer than this reader) are refused
// at parse time, since their byte size is unknown.
var typeTable = map[TensorType]typeInfo{
	F32: {"F32", 1, 4}, F16: {"F16", 1, 2}, Q4_0: {"Q4_0", 32, 18}, Q4_1: {"Q4_1", 32, 20},
	6: {"Q5_0", 32, 22}, 7: {"Q5_1", 32, 24}, Q8_0: {"Q8_0", 32, 34},
	10: {"Q2_K", 256, 84}, 11: {"Q3_K", 256, 110}, 12: {"Q4_K", 256, 144}, 13: {"Q5_K", 256, 176},
	14: {"Q6_K", 256, 210}, 15: {"Q8_K", 256, 292}, 16: {"IQ2_XXS", 256, 66}, 17: {"IQ2_XS", 256, 74},
	18: {"IQ3_XXS", 256, 98}, 19: {"IQ1_S", 256, 50}, 20: {"IQ4_NL", 32, 18}, 21: {"IQ3_S", 256, 110},
	22: {"IQ2_S", 256, 82}, 23: {"IQ4_XS", 256, 136}, 24: {"I8", 1, 1}, 25: {"I16", 1, 2},
	26: {"I32", 1, 4}, 27: {"I64", 1, 8}, 28: {"F64", 1, 8}, 29: {"IQ1_M", 256, 56}, BF16: {"BF16", 1, 2},
	34: {"TQ1_0", 256, 54}, 35: {"TQ2_0", 256, 66}, 39: {"MXFP4", 32, 17},
}

// String names the type as GGML does.
func (t TensorType) String() string {
	if ti, ok := typeTable[t]; ok {
		return ti.name
	}
	return fmt.Sprintf("type(%d)", uint32(t))
}

// supported reports whether Float32 can read t.
func (t TensorType) supported() bool {
	switch t {
	case F32, F16, BF16, Q8_0, Q4_0, Q4_1:
		return true
	}
	return false
}

// TensorInfo describes one tensor.
type TensorInfo struct {
	Name   string
	Shape  []int64 // ne0 (the columns, fastest-varying) first
	Type   TensorType
	Offset int64 // from File.DataOffset
	Size   int64 // bytes
}

// Len is the number of elements.
func (t TensorInfo) Len() int64 {
	n := int64(1)
	for _, d := range t.Shape {
		n *= d // checked against overflow when parsed
	}
	return n
}

// Bytes returns the raw bytes of the named tensor.
func (f *File) Bytes(name string) ([]byte, error) {
	t, ok := f.Tensor(name)
	if !ok {
		return nil, f.errorf(ErrMissingTensor, "%s", name)
	}
	if uint64(t.Size) > uint64(math.MaxInt) {
		return nil, f.errorf(ErrOverflow, "tensor %q: %d bytes do not fit in memory here", name, t.Size)
	}
	buf := make([]byte, t.Size)
	n, err := f.r.ReadAt(buf, f.DataOffset+t.Offset)
	if n < len(buf) {
		if err == nil || err == io.EOF {
			err = io.ErrUnexpectedEOF
		}
		return nil, f.errorf(ErrTruncated, "tensor %q: reading %d bytes at %d: %v", name, t.Size, f.DataOffset+t.Offset, err)
	}
	return buf, nil
}

// Float32 returns the named tensor's elements as float32, in file order
// (ne0 fastest), dequantizing exactly as llama.cpp's Python gguf library
// does. A NaN or infinite element is refused: it is always a broken file.
func (f *File) Float32(name string) ([]float32, error) {
	t, ok := f.Tensor(name)
	if !ok {
		return nil, f.errorf(ErrMissingTensor, "%s", name)
	}
	if !t.Type.supported() {
		return nil, f.errorf(ErrTensorType, "tensor %q is %s; only F32, F16, BF16, Q8_0, Q4_0 and Q4_1 can be read", name, t.Type)
	}
	raw, err := f.Bytes(name)
	if err != nil {
		return nil, err
	}
	out, err := Dequantize(t.Type, raw, t.Len())
	if err != nil {
		return nil, fmt.Errorf("tensor %q: %w", name, err)
	}
	for i, v := range out {
		if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
			return nil, f.errorf(ErrNotFinite, "tensor %q: element %d (of %d) is %v", name, i, len(out), v)
		}
	}
	return out, nil
}

// Dequantize decodes n elements of type t from raw, which must hold exactly
// their bytes. Every product and sum rounds to float32 once, in the order the
// Python gguf library computes it (Q4_1: d·q, then + m), so the results match
// it bit for bit.
func Dequantize(t TensorType, raw []byte, n int64) ([]float32, error) {
	ti, ok := typeTable[t]
	if !ok || !t.supported() {
		return nil, fmt.Errorf("%w: %s", ErrTensorType, t)
	}
	if n < 0 || n%int64(ti.block) != 0 || n/int64(ti.block) != int64(len(raw))/int64(ti.bytes) || len(raw)%ti.bytes != 0 {
		return nil, fmt.Errorf("%w: %d bytes are not %d elements of %s", ErrShape, len(raw), n, t)
	}
	out := make([]float32, n)
	switch t {
	case F32:
		for i := range out {
			out[i] = math.Float32frombits(binary.LittleEndian.Uint32(raw[4*i:]))
		}
	case F16:
		for i := range out {
			out[i] = safetensors.F16ToF32(binary.LittleEndian.Uint16(raw[2*i:]))
		}
	case BF16:
		for i := range out {
			// BF16 is the top half of a float32.
			out[i] = math.Float32frombits(uint32(binary.LittleEndian.Uint16(raw[2*i:])) << 16)
		}
	case Q8_0:
		for b := 0; b < len(out)/32; b++ {
			blk, dst := raw[34*b:34*b+34], out[32*b:32*b+32]
			d := safetensors.F16ToF32(binary.LittleEndian.Uint16(blk))
			for i := range dst {
				dst[i] = float32(int8(blk[2+i])) * d
			}
		}
	case Q4_0:
		for b := 0; b < len(out)/32; b++ {
			blk, dst := raw[18*b:18*b+18], out[32*b:32*b+32]
			d := safetensors.F16ToF32(binary.LittleEndian.Uint16(blk))
			for i, q := range blk[2:] {
				// Low nibbles are elements 0..15, high nibbles 16..31.
				dst[i] = d * float32(int(q&0xf)-8)
				dst[i+16] = d * float32(int(q>>4)-8)
			}
		}
	case Q4_1:
		for b := 0; b < len(out)/32; b++ {
			blk, dst := raw[20*b:20*b+20], out[32*b:32*b+32]
			d := safetensors.F16ToF32(binary.LittleEndian.Uint16(blk))
			m := safetensors.F16ToF32(binary.LittleEndian.Uint16(blk[2:]))
			for i, q := range blk[4:] {
				// The explicit conversions keep the compiler from fusing
				// into one rounding (FMA), which would change the result.
				dst[i] = float32(d*float32(q&0xf)) + m
				dst[i+16] = float32(d*float32(q>>4)) + m
			}
		}
	}
	return out, nil
}
