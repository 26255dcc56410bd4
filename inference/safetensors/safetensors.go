// Package safetensors reads and writes the safetensors tensor file format used
// by Hugging Face checkpoints.
//
// A file is an 8-byte little-endian header length N, N bytes of JSON header,
// then a byte buffer holding every tensor's data. The header maps each tensor
// name to its dtype, shape and [begin, end) byte offsets relative to the start
// of the buffer; the optional "__metadata__" entry maps strings to strings.
//
// Parsing is strict, following the rules of the reference implementation, and
// never trusts the header: the header length is capped (MaxHeaderSize) and
// checked against the file size before anything is allocated, every size is
// computed with overflow checks, and the tensors must tile the buffer exactly
// — no overlaps, no gaps and no trailing bytes. Gaps are refused (as Hugging
// Face's loader refuses them) because bytes that belong to no tensor are either
// corruption or hidden data, and accepting them would make this reader accept
// files the rest of the ecosystem rejects.
package safetensors

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/bits"
	"os"
	"slices"
	"unicode/utf8"
)

// MaxHeaderSize is the largest JSON header accepted, in bytes. It bounds the
// memory an untrusted file can make Parse allocate; the reference
// implementation uses the same limit.
const MaxHeaderSize = 100 << 20

// metadataKey is the header entry holding free-form string metadata rather
// than a tensor.
const metadataKey = "__metadata__"

// DType names an element type as the header spells it.
type DType string

// The element types this package knows. Any other dtype in a header is an
// error, since its element size (and so the tensor's byte length) is unknown.
const (
	BOOL   DType = "BOOL"
	U8     DType = "U8"
	I8     DType = "I8"
	F8E4M3 DType = "F8_E4M3"
	F8E5M2 DType = "F8_E5M2"
	I16    DType = "I16"
	U16    DType = "U16"
	F16    DType = "F16"
	BF16   DType = "BF16"
	I32    DType = "I32"
	U32    DType = "U32"
	F32    DType = "F32"
	I64    DType = "I64"
	U64    DType = "U64"
	F64    DType = "F64"
)

// Size is the size of one element in bytes, or 0 for an unknown dtype.
func (d DType) Size() int {
	switch d {
	case BOOL, U8, I8, F8E4M3, F8E5M2:
		return 1
	case I16, U16, F16, BF16:
		return 2
	case I32, U32, F32:
		return 4
	case I64, U64, F64:
		return 8
	}
	return 0
}

// Info describes one tensor in a file.
type Info struct {
	DType DType
	Shape []int64 // empty for a scalar
	// Begin and End are the tensor's byte range relative to the start of the
	// data buffer, as the header states them.
	Begin, End int64
}

// Len is the number of elements: the product of the shape (1 for a scalar).
func (i Info) Len() int64 {
	n := int64(1)
	for _, d := range i.Shape {
		n *= d // cannot overflow: Parse checked the product
	}
	return n
}

// File is a parsed safetensors file. Tensor data stays in the underlying
// reader until it is asked for, so opening a multi-gigabyte checkpoint costs
// only its header.
type File struct {
	path     string // for error messages; empty when parsed from a reader
	r        io.ReaderAt
	closer   io.Closer
	data     int64 // file offset of the data buffer
	tensors  map[string]Info
	names    []string // sorted
	metadata map[string]string
}

// Open opens and parses the safetensors file at path. The caller must Close it.
func Open(path string) (*File, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("safetensors: %w", err)
	}
	st, err := fh.Stat()
	if err != nil {
		fh.Close()
		return nil, fmt.Errorf("safetensors: %w", err)
	}
	f, err := parse(fh, st.Size(), path)
	if err != nil {
		fh.Close()
		return nil, err
	}
	f.closer = fh
	return f, nil
}

// Parse parses a safetensors file of size bytes read from r. The reader must
// stay usable for as long as tensor data is read from the File.
func Parse(r io.ReaderAt, size int64) (*File, error) {
	return parse(r, size, "")
}

// Close closes the underlying file when the File came from Open; otherwise it
// does nothing.
func (f *File) Close() error {
	if f.closer == nil {
		return nil
	}
	err := f.closer.Close()
	f.closer = nil
	return err
}

// Names returns the tensor names in sorted order.
func (f *File) Names() []string { return slices.Clone(f.names) }

// Info returns the dtype, shape and offsets of the named tensor, and whether
// the file has it.
func (f *File) Info(name string) (Info, bool) {
	i, ok := f.tensors[name]
	if ok {
		i.Shape = slices.Clone(i.Shape)
	}
	return i, ok
}

// Metadata returns a copy of the header's "__metadata__" map (nil if absent).
func (f *File) Metadata() map[string]string {
	if f.metadata == nil {
		return nil
	}
	m := make(map[string]string, len(f.metadata))
	for k, v := range f.metadata {
		m[k] = v
	}
	return m
}

// Bytes returns the raw little-endian bytes of the named tensor.
func (f *File) Bytes(name string) ([]byte, error) {
	info, ok := f.tensors[name]
	if !ok {
		return nil, f.errorf("no tensor %q", name)
	}
	n := info.End - info.Begin
	if uint64(n) > uint64(math.MaxInt) {
		return nil, f.errorf("tensor %q: %d bytes do not fit in memory on this platform", name, n)
	}
	buf := make([]byte, n)
	if err := readFull(f.r, buf, f.data+info.Begin); err != nil {
		return nil, f.errorf("tensor %q: reading %d bytes at offset %d: %v", name, n, f.data+info.Begin, err)
	}
	return buf, nil
}

// Float32 returns the named tensor's values as float32. F32, F16 and BF16
// convert exactly (every F16 and BF16 value, subnormals included, is a
// float32). Other dtypes are refused rather than silently rounded or
// reinterpreted. A NaN or infinite element is an error naming the tensor and
// the element, because such a weight is always a broken checkpoint and would
// otherwise poison every activation it touches.
func (f *File) Float32(name string) ([]float32, error) {
	info, ok := f.tensors[name]
	if !ok {
		return nil, f.errorf("no tensor %q", name)
	}
	switch info.DType {
	case F32, F16, BF16:
	default:
		return nil, f.errorf("tensor %q: dtype %s cannot be read as float32 (want F32, F16 or BF16)", name, info.DType)
	}
	raw, err := f.Bytes(name)
	if err != nil {
		return nil, err
	}
	out := decodeFloat32(info.DType, raw)
	for i, v := range out {
		if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
			return nil, f.errorf("tensor %q: element %d (of %d) is %v", name, i, len(out), v)
		}
	}
	return out, nil
}

// errorf prefixes a message with the package and, when known, the file path.
func (f *File) errorf(format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	if f.path != "" {
		return fmt.Errorf("safetensors: %s: %s", f.path, msg)
	}
	return fmt.Errorf("safetensors: %s", msg)
}

// headerInfo is one tensor entry as the JSON header spells it. Shape and
// offsets decode as uint64 so that negative, fractional and quoted numbers are
// all rejected by the JSON decoder itself.
type headerInfo struct {
	DType   *string  `json:"dtype"`
	Shape   []uint64 `json:"shape"`
	Offsets []uint64 `json:"data_offsets"`
}

func parse(r io.ReaderAt, size int64, path string) (*File, error) {
	f := &File{path: path, r: r}
	if size < 8 {
		return nil, f.errorf("file is %d bytes, too short for the 8-byte header length", size)
	}
	var lenBuf [8]byte
	if err := readFull(r, lenBuf[:], 0); err != nil {
		return nil, f.errorf("reading header length: %v", err)
	}
	n := binary.LittleEndian.Uint64(lenBuf[:])
	if n > MaxHeaderSize {
		return nil, f.errorf("header length %d exceeds the %d-byte limit", n, MaxHeaderSize)
	}
	if n > uint64(size-8) {
		return nil, f.errorf("header length %d runs past the end of the %d-byte file (truncated?)", n, size)
	}
	header := make([]byte, n)
	if err := readFull(r, header, 8); err != nil {
		return nil, f.errorf("reading %d-byte header: %v", n, err)
	}
	f.data = 8 + int64(n)
	if err := f.parseHeader(header); err != nil {
		return nil, err
	}
	if err := f.checkLayout(size - f.data); err != nil {
		return nil, err
	}
	return f, nil
}

// parseHeader decodes the JSON header. It walks the top-level object key by
// key rather than decoding into a map so that a duplicated tensor name is an
// error instead of one definition silently winning.
func (f *File) parseHeader(header []byte) error {
	if !utf8.Valid(header) {
		return f.errorf("header is not valid UTF-8")
	}
	dec := json.NewDecoder(bytes.NewReader(header))
	if tok, err := dec.Token(); err != nil {
		return f.errorf("header is not valid JSON: %v", jsonErr(err))
	} else if tok != json.Delim('{') {
		return f.errorf("header is not a JSON object")
	}
	f.tensors = make(map[string]Info)
	sawMetadata := false
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return f.errorf("header is not valid JSON: %v", jsonErr(err))
		}
		name := tok.(string) // object keys are always strings
		if name == metadataKey {
			if sawMetadata {
				return f.errorf("header has %s twice", metadataKey)
			}
			sawMetadata = true
			if err := dec.Decode(&f.metadata); err != nil {
				return f.errorf("header %s must map strings to strings: %v", metadataKey, jsonErr(err))
			}
			continue
		}
		if _, dup := f.tensors[name]; dup {
			return f.errorf("header names tensor %q twice", name)
		}
		var h headerInfo
		if err := dec.Decode(&h); err != nil {
			return f.errorf("tensor %q: bad header entry: %v", name, jsonErr(err))
		}
		info, err := checkEntry(h)
		if err != nil {
			return f.errorf("tensor %q: %v", name, err)
		}
		f.tensors[name] = info
		f.names = append(f.names, name)
	}
	if _, err := dec.Token(); err != nil { // the closing brace
		return f.errorf("header is not valid JSON: %v", jsonErr(err))
	}
	// Anything but whitespace padding after the object is an error.
	if _, err := dec.Token(); err != io.EOF {
		return f.errorf("header has data after the JSON object")
	}
	slices.Sort(f.names)
	return nil
}

// checkEntry validates one header entry on its own: known dtype, and a byte
// range whose length matches the shape.
func checkEntry(h headerInfo) (Info, error) {
	if h.DType == nil {
		return Info{}, errors.New(`missing "dtype"`)
	}
	if h.Shape == nil {
		return Info{}, errors.New(`missing "shape"`)
	}
	if len(h.Offsets) != 2 {
		return Info{}, fmt.Errorf(`"data_offsets" must be [begin, end], have %v`, h.Offsets)
	}
	dt := DType(*h.DType)
	if dt.Size() == 0 {
		return Info{}, fmt.Errorf("unknown dtype %q", *h.DType)
	}
	info := Info{DType: dt, Shape: make([]int64, len(h.Shape))}
	elems := uint64(1)
	for i, d := range h.Shape {
		hi, lo := bits.Mul64(elems, d)
		if hi != 0 || lo > math.MaxInt64 {
			return Info{}, fmt.Errorf("shape %v: element count overflows int64", h.Shape)
		}
		elems = lo
		info.Shape[i] = int64(d)
	}
	hi, nbytes := bits.Mul64(elems, uint64(dt.Size()))
	if hi != 0 || nbytes > math.MaxInt64 {
		return Info{}, fmt.Errorf("shape %v of %s: byte size overflows int64", h.Shape, dt)
	}
	begin, end := h.Offsets[0], h.Offsets[1]
	if begin > math.MaxInt64 || end > math.MaxInt64 {
		return Info{}, fmt.Errorf("data_offsets %v overflow int64", h.Offsets)
	}
	if end < begin {
		return Info{}, fmt.Errorf("data_offsets %v end before they begin", h.Offsets)
	}
	if end-begin != nbytes {
		return Info{}, fmt.Errorf("data_offsets %v hold %d bytes, but shape %v of %s needs %d", h.Offsets, end-begin, h.Shape, dt, nbytes)
	}
	info.Begin, info.End = int64(begin), int64(end)
	return info, nil
}

// checkLayout checks that the tensors tile the data buffer exactly: sorted by
// offset, each starts where the previous one ended, and the last ends at the
// end of the file.
func (f *File) checkLayout(bufLen int64) error {
	order := slices.Clone(f.names)
	slices.SortFunc(order, func(a, b string) int {
		ia, ib := f.tensors[a], f.tensors[b]
		if ia.Begin != ib.Begin {
			return cmpInt64(ia.Begin, ib.Begin)
		}
		return cmpInt64(ia.End, ib.End)
	})
	var pos int64
	prev := ""
	for _, name := range order {
		info := f.tensors[name]
		switch {
		case info.End > bufLen:
			return f.errorf("tensor %q: data_offsets [%d %d] run past the %d-byte data buffer (truncated?)", name, info.Begin, info.End, bufLen)
		case info.Begin < pos:
			return f.errorf("tensor %q: data_offsets [%d %d] overlap tensor %q, which ends at %d", name, info.Begin, info.End, prev, pos)
		case info.Begin > pos:
			return f.errorf("tensor %q: data_offsets [%d %d] leave a gap of %d unused bytes at buffer offset %d", name, info.Begin, info.End, info.Begin-pos, pos)
		}
		pos, prev = info.End, name
	}
	if pos != bufLen {
		return f.errorf("data buffer is %d bytes but the tensors cover only %d (trailing bytes)", bufLen, pos)
	}
	return nil
}

// jsonErr makes the decoder's bare io.EOF, which it reports for a header cut
// short, say so.
func jsonErr(err error) error {
	if err == io.EOF {
		return errors.New("unexpected end of JSON")
	}
	return err
}

func cmpInt64(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// readFull reads exactly len(p) bytes at off. io.ReaderAt may report io.EOF
// together with a complete read at the end of the input; that is success.
func readFull(r io.ReaderAt, p []byte, off int64) error {
	n, err := r.ReadAt(p, off)
	if n == len(p) {
		return nil
	}
	if err == nil || err == io.EOF {
		err = io.ErrUnexpectedEOF
	}
	return err
}
