package safetensors

import (
	"bytes"
	"cmp"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"math/bits"
	"slices"
	"unicode/utf8"
)

// Tensor is one tensor to write: its raw little-endian data must hold exactly
// product(Shape) elements of DType.
type Tensor struct {
	Name  string
	DType DType
	Shape []int64
	Data  []byte
}

// Write writes tensors and optional metadata as a safetensors file that
// Parse and Hugging Face's loader both accept.
//
// Tensors are laid out by decreasing element size, then by name, as the
// reference implementation does: with the header padded to a multiple of 8
// bytes, every tensor then starts aligned to its element size, and the output
// does not depend on the order of tensors.
func Write(w io.Writer, tensors []Tensor, metadata map[string]string) error {
	order := make([]int, len(tensors))
	seen := make(map[string]bool, len(tensors))
	for i, t := range tensors {
		if err := checkTensor(t); err != nil {
			return err
		}
		if seen[t.Name] {
			return fmt.Errorf("safetensors: tensor %q given twice", t.Name)
		}
		seen[t.Name] = true
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int {
		ta, tb := tensors[a], tensors[b]
		if c := cmp.Compare(tb.DType.Size(), ta.DType.Size()); c != 0 {
			return c
		}
		return cmp.Compare(ta.Name, tb.Name)
	})

	type entry struct {
		DType   DType    `json:"dtype"`
		Shape   []int64  `json:"shape"`
		Offsets [2]int64 `json:"data_offsets"`
	}
	header := make(map[string]any, len(tensors)+1)
	if metadata != nil {
		header[metadataKey] = metadata
	}
	var pos int64
	for _, i := range order {
		t := tensors[i]
		shape := t.Shape
		if shape == nil {
			shape = []int64{} // a scalar; null would not parse
		}
		header[t.Name] = entry{t.DType, shape, [2]int64{pos, pos + int64(len(t.Data))}}
		pos += int64(len(t.Data))
	}
	js, err := json.Marshal(header) // sorts keys, so the header is deterministic
	if err != nil {
		return fmt.Errorf("safetensors: encoding header: %v", err)
	}
	if pad := len(js) % 8; pad != 0 {
		js = append(js, bytes.Repeat([]byte(" "), 8-pad)...)
	}
	if len(js) > MaxHeaderSize {
		return fmt.Errorf("safetensors: header of %d bytes exceeds the %d-byte limit", len(js), MaxHeaderSize)
	}
	var n [8]byte
	binary.LittleEndian.PutUint64(n[:], uint64(len(js)))
	if _, err := w.Write(n[:]); err != nil {
		return fmt.Errorf("safetensors: %w", err)
	}
	if _, err := w.Write(js); err != nil {
		return fmt.Errorf("safetensors: %w", err)
	}
	for _, i := range order {
		if _, err := w.Write(tensors[i].Data); err != nil {
			return fmt.Errorf("safetensors: writing tensor %q: %w", tensors[i].Name, err)
		}
	}
	return nil
}

// checkTensor refuses a tensor the reader would refuse, so that a bad call
// fails here rather than producing a file nothing can load.
func checkTensor(t Tensor) error {
	if t.Name == metadataKey {
		return fmt.Errorf("safetensors: tensor name %q is reserved", t.Name)
	}
	if !utf8.ValidString(t.Name) {
		// JSON would silently replace the bad bytes, renaming the tensor.
		return fmt.Errorf("safetensors: tensor name %q is not valid UTF-8", t.Name)
	}
	size := t.DType.Size()
	if size == 0 {
		return fmt.Errorf("safetensors: tensor %q: unknown dtype %q", t.Name, t.DType)
	}
	elems := uint64(1)
	for _, d := range t.Shape {
		if d < 0 {
			return fmt.Errorf("safetensors: tensor %q: negative dimension in shape %v", t.Name, t.Shape)
		}
		hi, lo := bits.Mul64(elems, uint64(d))
		if hi != 0 || lo > math.MaxInt64 {
			return fmt.Errorf("safetensors: tensor %q: shape %v overflows int64", t.Name, t.Shape)
		}
		elems = lo
	}
	if hi, want := bits.Mul64(elems, uint64(size)); hi != 0 || want != uint64(len(t.Data)) {
		return fmt.Errorf("safetensors: tensor %q: have %d bytes, shape %v of %s needs %d×%d", t.Name, len(t.Data), t.Shape, t.DType, elems, size)
	}
	return nil
}
