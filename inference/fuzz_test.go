package inference_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/golden"
)

// FuzzReadManifest feeds arbitrary bytes to the manifest parser: it must
// return an error or a manifest that re-encodes to the same hash, never panic.
func FuzzReadManifest(f *testing.F) {
	for _, name := range golden.ModelNames() {
		b, err := os.ReadFile(filepath.Join(golden.Dir(), "manifests", name, "manifest.json"))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
		// The same manifest without its blob root (version 2's shape) and
		// with another blob root: both must be refused.
		f.Add([]byte(strings.Replace(string(b), `"blob_root"`, `"root_of_blob"`, 1)))
		f.Add([]byte(strings.Replace(string(b), `"blob_root": "0x`, `"blob_root": "0x0`, 1)))
	}
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"spec_version":2,"config":{"dim":-1}}`))
	f.Add([]byte(`{"spec_version":3,"config":{"dim":-1},"weights":{"blob_root":"0x00"}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		mf, err := inference.ReadManifest(data)
		if err != nil {
			return
		}
		if mf.ComputeHash() != mf.Hash {
			t.Fatal("accepted a manifest whose hash does not match")
		}
		if _, err := json.Marshal(mf); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzDecodeBlob mutates a small model's blob: decoding must fail cleanly or
// give a model that re-encodes to the same bytes (one model, one blob).
func FuzzDecodeBlob(f *testing.F) {
	m, _, err := inference.LoadDir(filepath.Join(golden.Dir(), "manifests", "rand-qknorm"))
	if err != nil {
		f.Fatal(err)
	}
	blob := m.EncodeBlob()
	f.Add(0, byte(0))
	f.Add(3, byte(1))
	f.Add(len(blob)-1, byte(0x80))
	f.Fuzz(func(t *testing.T, off int, x byte) {
		if off < 0 {
			off = -off
		}
		b := append([]byte(nil), blob...)
		b[off%len(b)] ^= x
		got, err := inference.DecodeBlob(m.Config, b)
		if err != nil {
			return
		}
		if string(got.EncodeBlob()) != string(b) {
			t.Fatal("decoded blob re-encodes differently")
		}
	})
}
