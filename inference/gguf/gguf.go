// Package gguf reads GGUF model files (llama.cpp's single-file format) and
// turns the llama, qwen2 and qwen3 architectures into a *reference.Model.
//
// A file is, all little-endian: the magic "GGUF", a uint32 version (2 or 3),
// uint64 tensor and metadata counts, the metadata key/value pairs, one info
// record per tensor (name, dims with ne0 — the fastest-varying, the columns —
// first, element type, offset), padding up to the alignment
// (general.alignment, 32 when absent), then the tensor data, each tensor at
// its offset from the start of that data section.
//
// Parsing never trusts the file: every length and count is checked against
// the bytes that remain before anything is allocated, every size is computed
// with overflow checks, and every tensor must lie inside the file at an
// aligned offset. Failures wrap one of the sentinel errors below so callers
// can branch on the cause.
//
// Tests on the real SmolLM2-135M-Instruct Q4_1 file (every tensor against
// llama.cpp's Python library, and the float model's answer to a ChatML
// question) run when DEEPCALL_SMOLLM2_GGUF names that file and skip
// otherwise.
package gguf

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
)

// Magic opens every GGUF file.
const Magic = "GGUF"

// DefaultAlignment is the data alignment when general.alignment is absent.
const DefaultAlignment = 32

// AlignmentKey names the metadata key that sets the data alignment.
const AlignmentKey = "general.alignment"

// Errors callers branch on. Every error from this package wraps one of them.
var (
	ErrMagic         = errors.New("gguf: not a GGUF file")
	ErrVersion       = errors.New("gguf: unsupported version")
	ErrTruncated     = errors.New("gguf: truncated file")
	ErrOverflow      = errors.New("gguf: size overflow")
	ErrValueType     = errors.New("gguf: unknown metadata value type")
	ErrDuplicate     = errors.New("gguf: duplicate name")
	ErrMissingKey    = errors.New("gguf: missing metadata key")
	ErrKeyType       = errors.New("gguf: metadata value of the wrong type")
	ErrBadValue      = errors.New("gguf: metadata value out of range")
	ErrTensorType    = errors.New("gguf: unsupported tensor type")
	ErrOutOfBounds   = errors.New("gguf: tensor data outside the file")
	ErrMisaligned    = errors.New("gguf: misaligned tensor data")
	ErrShape         = errors.New("gguf: tensor shape mismatch")
	ErrMissingTensor = errors.New("gguf: missing tensor")
	ErrArchitecture  = errors.New("gguf: unknown architecture")
	ErrUnsupported   = errors.New("gguf: model feature not supported")
	ErrNotFinite     = errors.New("gguf: tensor value is NaN or infinite")
)

// KV is one metadata pair. Value holds one of uint8, int8, uint16, int16,
// uint32, int32, uint64, int64, float32, float64, bool, string, a slice of
// one of those, or []any for an array of arrays (each element a slice).
type KV struct {
	Key   string
	Value any
}

// File is a parsed GGUF file. Tensor data is read on demand.
type File struct {
	Version   uint32
	Alignment int64
	// DataOffset is where the tensor data section starts in the file.
	DataOffset int64

	path    string // for messages; empty when parsed from a reader
	r       io.ReaderAt
	size    int64
	closer  io.Closer
	kvs     []KV // in file order
	meta    map[string]int
	tensors []TensorInfo // in file order
	byName  map[string]int
}

// Open opens and parses the GGUF file at path. The caller must Close it.
func Open(path string) (*File, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("gguf: open: %w", err)
	}
	st, err := fh.Stat()
	if err != nil {
		fh.Close()
		return nil, fmt.Errorf("gguf: open: %w", err)
	}
	f, err := parse(fh, st.Size(), path)
	if err != nil {
		fh.Close()
		return nil, err
	}
	f.closer = fh
	return f, nil
}

// Parse parses a GGUF file of size bytes read from r, which must stay usable
// while tensor data is read from the File.
func Parse(r io.ReaderAt, size int64) (*File, error) {
	return parse(r, size, "")
}

// Close closes the file when it came from Open.
func (f *File) Close() error {
	if f.closer == nil {
		return nil
	}
	err := f.closer.Close()
	f.closer = nil
	return err
}

// KVs returns the metadata pairs in file order. The values are shared, not
// copied: callers must not modify slices inside them.
func (f *File) KVs() []KV { return slices.Clone(f.kvs) }

// Get returns the value of key and whether the file has it.
func (f *File) Get(key string) (any, bool) {
	i, ok := f.meta[key]
	if !ok {
		return nil, false
	}
	return f.kvs[i].Value, true
}

// Tensors returns the tensor infos in file order.
func (f *File) Tensors() []TensorInfo {
	out := slices.Clone(f.tensors)
	for i := range out {
		out[i].Shape = slices.Clone(out[i].Shape)
	}
	return out
}

// Tensor returns the info of the named tensor and whether the file has it.
func (f *File) Tensor(name string) (TensorInfo, bool) {
	i, ok := f.byName[name]
	if !ok {
		return TensorInfo{}, false
	}
	t := f.tensors[i]
	t.Shape = slices.Clone(t.Shape)
	return t, true
}

// errorf prefixes a message with the file path, when known, and wraps
// sentinel.
func (f *File) errorf(sentinel error, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	if f.path != "" {
		return fmt.Errorf("%w: %s: %s", sentinel, f.path, msg)
	}
	return fmt.Errorf("%w: %s", sentinel, msg)
}
