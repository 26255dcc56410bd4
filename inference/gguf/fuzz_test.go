package gguf

import (
	"bytes"
	"errors"
	"reflect"
	"testing"
)

// FuzzParse feeds arbitrary bytes to Parse. It must never panic; whatever it
// accepts must have every tensor readable inside the file, and writing the
// accepted metadata and tensors back out must parse to the same file.
func FuzzParse(f *testing.F) {
	f.Add(build(f, nil, nil))
	f.Add(build(f, allValues(), nil))
	f.Add(build(f, vocabKVs(), []Tensor{{"t", Q4_1, []int64{32, 1}, make([]byte, 20)}}))
	kvs, tensors, err := ModelFile(shapes()[3].m, Qwen3)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(build(f, kvs, tensors))
	for _, q := range quantCases() {
		f.Add(build(f, []KV{{AlignmentKey, uint32(64)}}, []Tensor{{"q", q.typ, []int64{32}, q.raw}}))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := parseBytes(data)
		if err != nil {
			return
		}
		var out []Tensor
		for _, ti := range file.Tensors() {
			raw, err := file.Bytes(ti.Name)
			if err != nil || int64(len(raw)) != ti.Size {
				t.Fatalf("accepted file, but tensor %q: %d bytes, %v", ti.Name, len(raw), err)
			}
			if v, err := file.Float32(ti.Name); err == nil && int64(len(v)) != ti.Len() {
				t.Fatalf("Float32(%q): %d values, want %d", ti.Name, len(v), ti.Len())
			} else if err != nil && !errors.Is(err, ErrTensorType) && !errors.Is(err, ErrNotFinite) {
				t.Fatalf("Float32(%q): %v", ti.Name, err)
			}
			out = append(out, Tensor{ti.Name, ti.Type, ti.Shape, raw})
		}
		// The mappings must not panic either; their errors are expected.
		file.Vocab()
		file.ChatTemplate()
		if len(data) < 1<<16 {
			file.Model(ModelOptions{MaxSeqLen: 16})
		}
		var b bytes.Buffer
		if err := Write(&b, file.KVs(), out); err != nil {
			t.Fatalf("rewriting an accepted file: %v", err)
		}
		again, err := parseBytes(b.Bytes())
		if err != nil {
			t.Fatalf("parsing a rewritten file: %v", err)
		}
		// Bytes, not values, are compared: a NaN metadata value is not
		// equal to itself.
		var b2 bytes.Buffer
		if err := Write(&b2, again.KVs(), out); err != nil || !bytes.Equal(b2.Bytes(), b.Bytes()) {
			t.Fatalf("rewrite changed the metadata (%v)", err)
		}
		if !reflect.DeepEqual(again.Tensors(), rewritten(file)) {
			t.Fatal("rewrite changed the tensor infos")
		}
	})
}

// rewritten is f's tensor infos with the offsets Write packs them at.
func rewritten(f *File) []TensorInfo {
	ts := f.Tensors()
	var off int64
	for i := range ts {
		ts[i].Offset = off
		off += pad(ts[i].Size, f.Alignment)
	}
	return ts
}
