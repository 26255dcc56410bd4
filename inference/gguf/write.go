package gguf

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"slices"

	"github.com/deepcall/deepcall/inference/reference"
)

// Tensor is one tensor to write, its Data already in Type's encoding.
type Tensor struct {
	Name  string
	Type  TensorType
	Shape []int64 // ne0 first
	Data  []byte
}

// Write writes a version 3 GGUF file: kvs in order, then the tensors packed
// in order, each at the next multiple of the alignment (general.alignment
// from kvs, else 32). Each tensor's Data must hold exactly its shape's bytes.
func Write(w io.Writer, kvs []KV, tensors []Tensor) error {
	align := int64(DefaultAlignment)
	for _, kv := range kvs {
		if kv.Key == AlignmentKey {
			a, ok := kv.Value.(uint32)
			if !ok || a == 0 || a&(a-1) != 0 {
				return fmt.Errorf("gguf: write: %s must be a uint32 power of two, have %v", AlignmentKey, kv.Value)
			}
			align = int64(a)
		}
	}
	infos := make([]TensorInfo, len(tensors))
	var off int64
	for i, t := range tensors {
		shape := make([]uint64, len(t.Shape))
		for d, v := range t.Shape {
			if v < 0 {
				return fmt.Errorf("gguf: write: tensor %q: negative dimension in %v", t.Name, t.Shape)
			}
			shape[d] = uint64(v)
		}
		info, err := (&File{}).newTensorInfo(t.Name, shape, t.Type, uint64(off))
		if err != nil {
			return fmt.Errorf("gguf: write: %w", err)
		}
		if info.Size != int64(len(t.Data)) {
			return fmt.Errorf("gguf: write: tensor %q: %d bytes, shape %v of %s needs %d", t.Name, len(t.Data), t.Shape, t.Type, info.Size)
		}
		infos[i] = info
		off += pad(info.Size, align)
	}
	head, err := encodeHeader(3, kvs, infos)
	if err != nil {
		return err
	}
	head = append(head, make([]byte, pad(int64(len(head)), align)-int64(len(head)))...)
	if _, err := w.Write(head); err != nil {
		return fmt.Errorf("gguf: write: %w", err)
	}
	for _, t := range tensors {
		buf := append(slices.Clip(t.Data), make([]byte, pad(int64(len(t.Data)), align)-int64(len(t.Data)))...)
		if _, err := w.Write(buf); err != nil {
			return fmt.Errorf("gguf: write: %w", err)
		}
	}
	return nil
}

// pad rounds n up to a multiple of align.
func pad(n, align int64) int64 { return (n + align - 1) / align * align }

// encodeHeader encodes the magic, version, metadata and tensor infos as given,
// offsets included, without checking them: tests use it to build bad files.
func encodeHeader(version uint32, kvs []KV, infos []TensorInfo) ([]byte, error) {
	var e encoder
	e.WriteString(Magic)
	e.u32(version)
	e.u64(uint64(len(infos)))
	e.u64(uint64(len(kvs)))
	for _, kv := range kvs {
		t, _, ok := TypeOf(kv.Value)
		if !ok {
			return nil, fmt.Errorf("gguf: write: key %q: cannot encode a %T", kv.Key, kv.Value)
		}
		e.str(kv.Key)
		e.u32(uint32(t))
		if err := e.value(kv.Value); err != nil {
			return nil, fmt.Errorf("gguf: write: key %q: %w", kv.Key, err)
		}
	}
	for _, t := range infos {
		e.str(t.Name)
		e.u32(uint32(len(t.Shape)))
		for _, d := range t.Shape {
			e.u64(uint64(d))
		}
		e.u32(uint32(t.Type))
		e.u64(uint64(t.Offset))
	}
	return e.Bytes(), nil
}

type encoder struct{ bytes.Buffer }

func (e *encoder) u32(v uint32) { e.Write(binary.LittleEndian.AppendUint32(nil, v)) }
func (e *encoder) u64(v uint64) { e.Write(binary.LittleEndian.AppendUint64(nil, v)) }
func (e *encoder) str(s string) { e.u64(uint64(len(s))); e.WriteString(s) }

// value encodes v's payload (the type code is the caller's).
func (e *encoder) value(v any) error {
	switch x := v.(type) {
	case uint8:
		e.WriteByte(x)
	case int8:
		e.WriteByte(byte(x))
	case bool:
		e.WriteByte(map[bool]byte{false: 0, true: 1}[x])
	case uint16:
		e.Write(binary.LittleEndian.AppendUint16(nil, x))
	case int16:
		e.Write(binary.LittleEndian.AppendUint16(nil, uint16(x)))
	case uint32:
		e.u32(x)
	case int32:
		e.u32(uint32(x))
	case float32:
		e.u32(math.Float32bits(x))
	case uint64:
		e.u64(x)
	case int64:
		e.u64(uint64(x))
	case float64:
		e.u64(math.Float64bits(x))
	case string:
		e.str(x)
	default:
		return e.array(v)
	}
	return nil
}

// array encodes a slice as element type, count and elements.
func (e *encoder) array(v any) error {
	_, elem, ok := TypeOf(v)
	if !ok {
		return fmt.Errorf("cannot encode a %T", v)
	}
	if nested, ok := v.([]any); ok {
		e.u32(uint32(TypeArray))
		e.u64(uint64(len(nested)))
		for _, a := range nested {
			if t, _, ok := TypeOf(a); !ok || t != TypeArray {
				return fmt.Errorf("an array of arrays holds a %T", a)
			}
			if err := e.array(a); err != nil {
				return err
			}
		}
		return nil
	}
	e.u32(uint32(elem))
	each := func(n int, at func(int) any) error {
		e.u64(uint64(n))
		for i := 0; i < n; i++ {
			if err := e.value(at(i)); err != nil {
				return err
			}
		}
		return nil
	}
	switch x := v.(type) {
	case []uint8:
		return each(len(x), func(i int) any { return x[i] })
	case []int8:
		return each(len(x), func(i int) any { return x[i] })
	case []bool:
		return each(len(x), func(i int) any { return x[i] })
	case []uint16:
		return each(len(x), func(i int) any { return x[i] })
	case []int16:
		return each(len(x), func(i int) any { return x[i] })
	case []uint32:
		return each(len(x), func(i int) any { return x[i] })
	case []int32:
		return each(len(x), func(i int) any { return x[i] })
	case []float32:
		return each(len(x), func(i int) any { return x[i] })
	case []uint64:
		return each(len(x), func(i int) any { return x[i] })
	case []int64:
		return each(len(x), func(i int) any { return x[i] })
	case []float64:
		return each(len(x), func(i int) any { return x[i] })
	case []string:
		return each(len(x), func(i int) any { return x[i] })
	}
	return fmt.Errorf("cannot encode a %T", v)
}

// ModelFile returns the metadata and F32 tensors that describe m as a GGUF
// file of architecture arch. Llama needs an interleaved-RoPE model, the Qwen
// architectures a half-split one, since the architecture implies the layout.
func ModelFile(m *reference.Model, arch string) ([]KV, []Tensor, error) {
	if err := m.CheckShapes(); err != nil {
		return nil, nil, fmt.Errorf("gguf: write: %w", err)
	}
	c := m.Config
	wantLayout := reference.RopeHalfSplit
	switch arch {
	case Llama:
		wantLayout = reference.RopeInterleaved
	case Qwen2, Qwen3:
	default:
		return nil, nil, fmt.Errorf("gguf: write: %w: %q", ErrArchitecture, arch)
	}
	if c.RopeLayout != wantLayout {
		return nil, nil, fmt.Errorf("gguf: write: %w: %s implies RoPE layout %d, the model has %d", ErrUnsupported, arch, wantLayout, c.RopeLayout)
	}
	if c.QKNorm != (arch == Qwen3) {
		return nil, nil, fmt.Errorf("gguf: write: %w: QK-norm is %v, and only qwen3 has it", ErrUnsupported, c.QKNorm)
	}
	var tensors []Tensor
	for _, s := range slots(m, m.Classifier != nil) {
		data := make([]byte, 4*len(*s.dst))
		for i, v := range *s.dst {
			binary.LittleEndian.PutUint32(data[4*i:], math.Float32bits(v))
		}
		tensors = append(tensors, Tensor{Name: s.name, Type: F32, Shape: s.shape, Data: data})
	}
	return configKVs(c, arch), tensors, nil
}

// configKVs are the hyperparameter keys for c.
func configKVs(c reference.Config, arch string) []KV {
	k := func(s string) string { return arch + "." + s }
	kvs := []KV{
		{"general.architecture", arch},
		{k("block_count"), uint32(c.Layers)},
		{k("context_length"), uint32(c.SeqLen)},
		{k("embedding_length"), uint32(c.Dim)},
		{k("feed_forward_length"), uint32(c.HiddenDim)},
		{k("attention.head_count"), uint32(c.Heads)},
		{k("attention.head_count_kv"), uint32(c.KVHeads)},
		{k("attention.key_length"), uint32(c.HeadSize)},
		{k("attention.value_length"), uint32(c.HeadSize)},
		{k("rope.dimension_count"), uint32(c.HeadSize)},
		{k("rope.freq_base"), float32(c.RopeTheta)},
		{k("attention.layer_norm_rms_epsilon"), float32(c.NormEps)},
	}
	for _, id := range []struct {
		key string
		v   int
	}{{"tokenizer.ggml.bos_token_id", c.BOS}, {"tokenizer.ggml.eos_token_id", c.EOS}} {
		if id.v >= 0 {
			kvs = append(kvs, KV{id.key, uint32(id.v)})
		}
	}
	return kvs
}
