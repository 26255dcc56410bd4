package safetensors

import (
	"bytes"
	"slices"
	"testing"
)

// FuzzParse feeds arbitrary bytes to Parse. It must never panic; whatever it
// accepts must be fully readable, and writing the accepted tensors back out
// must give a file that parses to the same tensors.
func FuzzParse(f *testing.F) {
	f.Add(writeBytes(f, nil, nil))
	f.Add(writeBytes(f, nil, map[string]string{"format": "pt"}))
	f.Add(writeBytes(f, []Tensor{
		{Name: "a", DType: F32, Shape: []int64{2, 2}, Data: make([]byte, 16)},
		{Name: "b", DType: BF16, Shape: []int64{3}, Data: []byte{0x80, 0x3f, 0, 0xc0, 0x80, 0x7f}},
		{Name: "c", DType: F16, Shape: []int64{}, Data: []byte{0x00, 0x3c}},
		{Name: "d", DType: I8, Shape: []int64{0}, Data: nil},
	}, map[string]string{"k": "v"}))
	for _, bad := range badFiles() {
		f.Add(bad.data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := Parse(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			return
		}
		var tensors []Tensor
		for _, name := range file.Names() {
			info, ok := file.Info(name)
			if !ok {
				t.Fatalf("Names lists %q but Info does not know it", name)
			}
			raw, err := file.Bytes(name)
			if err != nil {
				t.Fatalf("accepted file but Bytes(%q) failed: %v", name, err)
			}
			if int64(len(raw)) != info.Len()*int64(info.DType.Size()) {
				t.Fatalf("Bytes(%q): %d bytes for %d elements of %s", name, len(raw), info.Len(), info.DType)
			}
			if vals, err := file.Float32(name); err == nil && int64(len(vals)) != info.Len() {
				t.Fatalf("Float32(%q): %d values, want %d", name, len(vals), info.Len())
			}
			tensors = append(tensors, Tensor{Name: name, DType: info.DType, Shape: info.Shape, Data: raw})
		}
		var out bytes.Buffer
		if err := Write(&out, tensors, file.Metadata()); err != nil {
			t.Fatalf("rewriting an accepted file: %v", err)
		}
		again, err := Parse(bytes.NewReader(out.Bytes()), int64(out.Len()))
		if err != nil {
			t.Fatalf("parsing a rewritten file: %v", err)
		}
		if !slices.Equal(again.Names(), file.Names()) {
			t.Fatalf("rewrite changed names: have %v, want %v", again.Names(), file.Names())
		}
		for _, tt := range tensors {
			raw, err := again.Bytes(tt.Name)
			if err != nil || !bytes.Equal(raw, tt.Data) {
				t.Fatalf("rewrite changed tensor %q", tt.Name)
			}
		}
	})
}
