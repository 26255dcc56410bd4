package gguf

import (
	"bufio"
	"encoding/binary"
	"io"
	"math"
	"math/bits"
)

const (
	// maxDims is GGML's limit on tensor dimensions.
	maxDims = 4
	// maxDepth bounds nested arrays, so a hostile file cannot recurse deeply.
	maxDepth = 8
	// The fewest bytes one metadata pair and one tensor info can occupy; a
	// count that would need more than the file holds is refused before
	// anything is allocated for it.
	minKVBytes     = 8 + 4 + 1     // key length, value type, a one-byte value
	minTensorBytes = 8 + 4 + 4 + 8 // name length, n_dims, type, offset
)

// cursor reads the header front to back and never past size.
type cursor struct {
	br      *bufio.Reader
	off     int64
	size    int64
	f       *File
	scratch [8]byte
}

func (c *cursor) left() int64 { return c.size - c.off }

// need fails unless n more bytes remain.
func (c *cursor) need(n uint64, what string) error {
	if n > uint64(c.left()) {
		return c.f.errorf(ErrTruncated, "%s: need %d bytes at offset %d, %d left", what, n, c.off, c.left())
	}
	return nil
}

// read fills p, which the caller has checked fits (need).
func (c *cursor) read(p []byte, what string) error {
	if err := c.need(uint64(len(p)), what); err != nil {
		return err
	}
	if _, err := io.ReadFull(c.br, p); err != nil {
		return c.f.errorf(ErrTruncated, "%s at offset %d: %v", what, c.off, err)
	}
	c.off += int64(len(p))
	return nil
}

func (c *cursor) u32(what string) (uint32, error) {
	if err := c.read(c.scratch[:4], what); err != nil {
		return 0, err
	}
	return binary.LittleEndian.Uint32(c.scratch[:4]), nil
}

func (c *cursor) u64(what string) (uint64, error) {
	if err := c.read(c.scratch[:8], what); err != nil {
		return 0, err
	}
	return binary.LittleEndian.Uint64(c.scratch[:8]), nil
}

func (c *cursor) str(what string) (string, error) {
	n, err := c.u64(what + " length")
	if err != nil {
		return "", err
	}
	if err := c.need(n, what); err != nil {
		return "", err
	}
	b := make([]byte, n)
	if err := c.read(b, what); err != nil {
		return "", err
	}
	return string(b), nil
}

func parse(r io.ReaderAt, size int64, path string) (*File, error) {
	f := &File{path: path, r: r, size: size, meta: map[string]int{}, byName: map[string]int{}}
	if size < 0 {
		return nil, f.errorf(ErrTruncated, "negative size %d", size)
	}
	c := &cursor{br: bufio.NewReaderSize(io.NewSectionReader(r, 0, size), 1<<16), size: size, f: f}
	nTensors, nKV, err := c.preamble()
	if err != nil {
		return nil, err
	}
	for i := uint64(0); i < nKV; i++ {
		if err := c.kv(i); err != nil {
			return nil, err
		}
	}
	if f.Alignment, err = f.alignment(); err != nil {
		return nil, err
	}
	for i := uint64(0); i < nTensors; i++ {
		if err := c.tensorInfo(i); err != nil {
			return nil, err
		}
	}
	return f, f.layout(c.off)
}

// preamble reads the magic, version and counts.
func (c *cursor) preamble() (nTensors, nKV uint64, err error) {
	var magic [4]byte
	if err := c.read(magic[:], "magic"); err != nil {
		return 0, 0, c.f.errorf(ErrMagic, "%d bytes, too short for the magic", c.size)
	}
	if string(magic[:]) != Magic {
		return 0, 0, c.f.errorf(ErrMagic, "magic is %q, want %q", magic[:], Magic)
	}
	v, err := c.u32("version")
	if err != nil {
		return 0, 0, err
	}
	switch {
	case v == 2 || v == 3:
	case v == 1:
		return 0, 0, c.f.errorf(ErrVersion, "version 1 (32-bit counts) is not supported, want 2 or 3")
	case bits.ReverseBytes32(v) == 3:
		return 0, 0, c.f.errorf(ErrVersion, "big-endian GGUF is not supported")
	default:
		return 0, 0, c.f.errorf(ErrVersion, "version %d, want 2 or 3", v)
	}
	c.f.Version = v
	if nTensors, err = c.u64("tensor count"); err != nil {
		return 0, 0, err
	}
	if nKV, err = c.u64("metadata count"); err != nil {
		return 0, 0, err
	}
	if nKV > uint64(c.left())/minKVBytes {
		return 0, 0, c.f.errorf(ErrTruncated, "%d metadata pairs cannot fit in the %d bytes left", nKV, c.left())
	}
	if nTensors > uint64(c.left())/minTensorBytes {
		return 0, 0, c.f.errorf(ErrTruncated, "%d tensor infos cannot fit in the %d bytes left", nTensors, c.left())
	}
	return nTensors, nKV, nil
}

func (c *cursor) kv(i uint64) error {
	key, err := c.str("metadata key")
	if err != nil {
		return err
	}
	if _, dup := c.f.meta[key]; dup {
		return c.f.errorf(ErrDuplicate, "metadata key %q appears twice", key)
	}
	typ, err := c.u32("value type of " + key)
	if err != nil {
		return err
	}
	v, err := c.value(ValueType(typ), key, 0)
	if err != nil {
		return err
	}
	c.f.meta[key] = len(c.f.kvs)
	c.f.kvs = append(c.f.kvs, KV{Key: key, Value: v})
	return nil
}

// value reads one value of type t; key names it in messages.
func (c *cursor) value(t ValueType, key string, depth int) (any, error) {
	switch t {
	case TypeString:
		return c.str("value of " + key)
	case TypeArray:
		return c.array(key, depth)
	}
	size := t.size()
	if size == 0 {
		return nil, c.f.errorf(ErrValueType, "key %q: value type %d", key, uint32(t))
	}
	b := c.scratch[:size]
	if err := c.read(b, "value of "+key); err != nil {
		return nil, err
	}
	return decodeScalar(t, b, key, c.f)
}

func (c *cursor) array(key string, depth int) (any, error) {
	if depth >= maxDepth {
		return nil, c.f.errorf(ErrValueType, "key %q: arrays nested deeper than %d", key, maxDepth)
	}
	et, err := c.u32("array type of " + key)
	if err != nil {
		return nil, err
	}
	elem := ValueType(et)
	n, err := c.u64("array length of " + key)
	if err != nil {
		return nil, err
	}
	min := elem.size()
	switch elem {
	case TypeString:
		min = 8
	case TypeArray:
		min = 4 + 8
	}
	if min == 0 {
		return nil, c.f.errorf(ErrValueType, "key %q: array of value type %d", key, et)
	}
	if n > uint64(c.left())/uint64(min) {
		return nil, c.f.errorf(ErrTruncated, "key %q: %d array elements cannot fit in the %d bytes left", key, n, c.left())
	}
	switch elem {
	case TypeString:
		out := make([]string, n)
		for i := range out {
			if out[i], err = c.str("element of " + key); err != nil {
				return nil, err
			}
		}
		return out, nil
	case TypeArray:
		out := make([]any, n)
		for i := range out {
			if out[i], err = c.array(key, depth+1); err != nil {
				return nil, err
			}
		}
		return out, nil
	}
	raw := make([]byte, n*uint64(min))
	if err := c.read(raw, "elements of "+key); err != nil {
		return nil, err
	}
	return decodeArray(elem, raw, key, c.f)
}

// alignment reads general.alignment: a uint32 power of two (as llama.cpp
// requires), DefaultAlignment when absent.
func (f *File) alignment() (int64, error) {
	v, ok := f.Get(AlignmentKey)
	if !ok {
		return DefaultAlignment, nil
	}
	a, ok := v.(uint32)
	if !ok {
		return 0, f.errorf(ErrKeyType, "%s is %s, want a uint32", AlignmentKey, describe(v))
	}
	if a == 0 || a&(a-1) != 0 || a > 1<<30 {
		return 0, f.errorf(ErrBadValue, "%s is %d, want a power of two up to 2^30", AlignmentKey, a)
	}
	return int64(a), nil
}

func (c *cursor) tensorInfo(i uint64) error {
	name, err := c.str("tensor name")
	if err != nil {
		return err
	}
	if _, dup := c.f.byName[name]; dup {
		return c.f.errorf(ErrDuplicate, "tensor %q appears twice", name)
	}
	nd, err := c.u32("dimension count of " + name)
	if err != nil {
		return err
	}
	if nd > maxDims {
		return c.f.errorf(ErrShape, "tensor %q has %d dimensions, at most %d allowed", name, nd, maxDims)
	}
	dims := make([]uint64, nd)
	for d := range dims {
		if dims[d], err = c.u64("dimension of " + name); err != nil {
			return err
		}
	}
	typ, err := c.u32("type of " + name)
	if err != nil {
		return err
	}
	off, err := c.u64("offset of " + name)
	if err != nil {
		return err
	}
	t, err := c.f.newTensorInfo(name, dims, TensorType(typ), off)
	if err != nil {
		return err
	}
	c.f.byName[name] = len(c.f.tensors)
	c.f.tensors = append(c.f.tensors, t)
	return nil
}

// newTensorInfo checks a tensor's dims, type and offset and computes its size.
func (f *File) newTensorInfo(name string, dims []uint64, typ TensorType, off uint64) (TensorInfo, error) {
	tt, ok := typeTable[typ]
	if !ok {
		return TensorInfo{}, f.errorf(ErrTensorType, "tensor %q: unknown type %d", name, uint32(typ))
	}
	t := TensorInfo{Name: name, Type: typ, Shape: make([]int64, len(dims))}
	n := uint64(1)
	for d, v := range dims {
		hi, lo := bits.Mul64(n, v)
		if hi != 0 || lo > math.MaxInt64 {
			return TensorInfo{}, f.errorf(ErrOverflow, "tensor %q: shape %v: element count overflows int64", name, dims)
		}
		n = lo
		t.Shape[d] = int64(v)
	}
	if len(dims) > 0 && dims[0]%uint64(tt.block) != 0 {
		return TensorInfo{}, f.errorf(ErrShape, "tensor %q: %s rows of %d elements are not whole blocks of %d", name, typ, dims[0], tt.block)
	}
	if len(dims) == 0 && tt.block != 1 {
		return TensorInfo{}, f.errorf(ErrShape, "tensor %q: a scalar cannot be of block type %s", name, typ)
	}
	hi, size := bits.Mul64(n/uint64(tt.block), uint64(tt.bytes))
	if hi != 0 || size > math.MaxInt64 {
		return TensorInfo{}, f.errorf(ErrOverflow, "tensor %q: shape %v of %s: byte size overflows int64", name, dims, typ)
	}
	if off > math.MaxInt64 {
		return TensorInfo{}, f.errorf(ErrOutOfBounds, "tensor %q: offset %d", name, off)
	}
	t.Size, t.Offset = int64(size), int64(off)
	return t, nil
}

// layout places the data section after a header of headerEnd bytes and checks
// that every tensor lies, aligned, inside the file.
func (f *File) layout(headerEnd int64) error {
	pad := (f.Alignment - headerEnd%f.Alignment) % f.Alignment
	f.DataOffset = headerEnd + pad // headerEnd ≤ size < 2^63, pad < 2^30: no overflow
	if len(f.tensors) == 0 {
		return nil
	}
	if f.DataOffset > f.size {
		return f.errorf(ErrTruncated, "data section would start at %d, past the end of the %d-byte file", f.DataOffset, f.size)
	}
	room := f.size - f.DataOffset
	for _, t := range f.tensors {
		if t.Offset%f.Alignment != 0 {
			return f.errorf(ErrMisaligned, "tensor %q: offset %d is not a multiple of the alignment %d", t.Name, t.Offset, f.Alignment)
		}
		if t.Offset > room || t.Size > room-t.Offset {
			return f.errorf(ErrOutOfBounds, "tensor %q: %d bytes at data offset %d, but the data section holds %d", t.Name, t.Size, t.Offset, room)
		}
	}
	return nil
}
