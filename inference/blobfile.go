package inference

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sync"
)

// A manifest folder holds its weights either as chunks/NNNN.bin (one file
// per overlay chunk: small models) or, above MaxChunkFiles chunks, as one
// weight file, BlobFile, with the hash of every piece in PiecesFile: a
// 0.6B-parameter model would otherwise be 48,597 files, and one file can be
// mapped into memory once and shared by every engine of a process.
const (
	BlobFile   = "weights.bin"
	PiecesFile = "pieces.bin" // the blob's piece hashes, 32 bytes each, in order
	// MaxChunkFiles is the most chunks WriteDir writes as chunk files.
	MaxChunkFiles = 1024
)

// ErrTruncated is wrapped (with ErrManifestMismatch) when a manifest
// folder's weight files are shorter or longer than its manifest says: a
// copy or an export that did not finish.
var ErrTruncated = errors.New("weights truncated")

// PieceError names the first piece of a weight file that does not hash to
// the piece list its manifest's blob root commits to. It wraps
// ErrManifestMismatch.
type PieceError struct {
	Piece  int    // piece index
	Offset int    // its first byte in the blob
	Tensor string // the section it starts in
	Have   Hash
	Want   Hash
}

func (e *PieceError) Error() string {
	return fmt.Sprintf("%v: piece %d (blob bytes %d to %d, in %s) hashes to %s, the manifest's piece list says %s",
		ErrManifestMismatch, e.Piece, e.Offset, e.Offset+PieceSize-1, e.Tensor, e.Have, e.Want)
}

func (e *PieceError) Unwrap() error { return ErrManifestMismatch }

// TensorAt names the section of a blob laid out for c that holds byte off.
func TensorAt(c Config, off int) string {
	m := &Model{Config: c, Layers: make([]Layer, c.Layers)}
	name := "past the end"
	for _, t := range m.Layout() {
		if off >= t.Offset && off < t.Offset+t.Size {
			name = t.Name
		}
	}
	return name
}

// BlobDirWriter streams a blob into a manifest folder's weight file,
// hashing it as it goes; Finish writes the piece list and, last, the
// manifest, so a folder whose writing stopped has no manifest.json.
type BlobDirWriter struct {
	dir  string
	f    *os.File
	hash BlobHasher
	out  io.Writer
}

// CreateBlobDir starts writing the weights of a manifest folder at dir.
func CreateBlobDir(dir string) (*BlobDirWriter, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("write manifest folder: %w", err)
	}
	// A manifest left from an earlier export would name weights that are
	// being replaced: it goes first.
	if err := os.Remove(filepath.Join(dir, ManifestFile)); err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("write manifest folder: %w", err)
	}
	f, err := os.Create(filepath.Join(dir, BlobFile+".part"))
	if err != nil {
		return nil, fmt.Errorf("write manifest folder: %w", err)
	}
	w := &BlobDirWriter{dir: dir, f: f}
	w.out = io.MultiWriter(f, &w.hash)
	return w, nil
}

// Write implements io.Writer.
func (w *BlobDirWriter) Write(p []byte) (int, error) { return w.out.Write(p) }

// Abort removes the partial weight file.
func (w *BlobDirWriter) Abort() {
	w.f.Close()
	os.Remove(w.f.Name())
}

// Finish completes the folder: the weight file, its piece list and the
// manifest of name, c and tokenizer, which it returns.
func (w *BlobDirWriter) Finish(name string, c Config, tokenizer Hash) (*Manifest, error) {
	w.hash.Close()
	if want := BlobSize(c); w.hash.Size != want {
		w.Abort()
		return nil, fmt.Errorf("%w: wrote %d weight bytes, the config implies %d", ErrInvalidModel, w.hash.Size, want)
	}
	if err := w.f.Sync(); err != nil {
		w.Abort()
		return nil, fmt.Errorf("write %s: %w", BlobFile, err)
	}
	if err := w.f.Close(); err != nil {
		return nil, fmt.Errorf("write %s: %w", BlobFile, err)
	}
	if err := writePieces(w.dir, w.hash.Pieces); err != nil {
		return nil, err
	}
	if err := os.Rename(w.f.Name(), filepath.Join(w.dir, BlobFile)); err != nil {
		return nil, fmt.Errorf("write %s: %w", BlobFile, err)
	}
	mf := ManifestOf(name, c, w.hash.Size, w.hash.Chunks, w.hash.Pieces, tokenizer)
	return mf, writeManifest(w.dir, mf)
}

func writePieces(dir string, pieces []Hash) error {
	b := make([]byte, 0, 32*len(pieces))
	for _, h := range pieces {
		b = append(b, h[:]...)
	}
	if err := os.WriteFile(filepath.Join(dir, PiecesFile), b, 0o644); err != nil {
		return fmt.Errorf("write %s: %w", PiecesFile, err)
	}
	return nil
}

// writeBlobFile writes blob as a folder's weight file and piece list.
func writeBlobFile(dir string, blob []byte) error {
	if err := os.WriteFile(filepath.Join(dir, BlobFile), blob, 0o644); err != nil {
		return fmt.Errorf("write %s: %w", BlobFile, err)
	}
	return writePieces(dir, PieceHashes(blob))
}

// loadBlobFile maps a folder's weight file and checks it against mf: the
// piece list against the blob root, every piece against the list (the first
// bad one is named in a *PieceError), and every chunk against the chunk
// list. The mapping is read-only and lives as long as the process: the
// blob is the overlays of every EVM engine of the process and the pieces of
// every dispute step it proves.
func loadBlobFile(dir string, mf *Manifest) ([]byte, error) {
	n := mf.Weights.Size
	np := (n + PieceSize - 1) / PieceSize
	raw, err := os.ReadFile(filepath.Join(dir, PiecesFile))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", PiecesFile, err)
	}
	if len(raw) != 32*np {
		return nil, fmt.Errorf("%w: %w: %s is %d bytes, %d pieces need %d", ErrManifestMismatch, ErrTruncated, PiecesFile, len(raw), np, 32*np)
	}
	pieces := make([]Hash, np)
	for i := range pieces {
		copy(pieces[i][:], raw[32*i:])
	}
	if root := MerkleRoot(pieces); root != mf.Weights.BlobRoot {
		return nil, fmt.Errorf("%w: %s has root %s, the manifest's blob root is %s", ErrManifestMismatch, PiecesFile, root, mf.Weights.BlobRoot)
	}
	f, err := os.Open(filepath.Join(dir, BlobFile))
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", BlobFile, err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() || st.Size() != int64(n) {
		return nil, fmt.Errorf("%w: %w: %s is %d bytes (mode %v), the manifest says %d", ErrManifestMismatch, ErrTruncated, BlobFile, st.Size(), st.Mode().Type(), n)
	}
	blob, err := mapFile(f, n)
	if err != nil {
		return nil, fmt.Errorf("map %s: %w", BlobFile, err)
	}
	if i := firstBad(np, func(i int) bool {
		var p [PieceSize]byte
		copy(p[:], blob[i*PieceSize:])
		return Keccak256(p[:]) == pieces[i]
	}); i >= 0 {
		var p [PieceSize]byte
		copy(p[:], blob[i*PieceSize:])
		return nil, &PieceError{Piece: i, Offset: i * PieceSize, Tensor: TensorAt(mf.Config, i*PieceSize), Have: Keccak256(p[:]), Want: pieces[i]}
	}
	// The pieces are the pinned blob; the chunk list must describe the same
	// bytes, or the engine's overlays would be other weights.
	chunk := func(i int) []byte { return blob[i*ChunkSize : min(n, (i+1)*ChunkSize)] }
	if i := firstBad(len(mf.Weights.Chunks), func(i int) bool { return ChunkCodeHash(chunk(i)) == mf.Weights.Chunks[i] }); i >= 0 {
		return nil, fmt.Errorf("%w: chunk %d of %s hashes to %s, the manifest says %s", ErrManifestMismatch, i, BlobFile, ChunkCodeHash(chunk(i)), mf.Weights.Chunks[i])
	}
	return blob, nil
}

// firstBad is the smallest i < n with !ok(i), or -1; it checks on every
// core, each worker taking a contiguous range.
func firstBad(n int, ok func(int) bool) int {
	w := min(runtime.GOMAXPROCS(0), max(n, 1))
	bad := make([]int, w)
	var wg sync.WaitGroup
	for k := range w {
		wg.Add(1)
		go func() {
			defer wg.Done()
			bad[k] = -1
			for i := k * n / w; i < (k+1)*n/w; i++ {
				if !ok(i) {
					bad[k] = i
					return
				}
			}
		}()
	}
	wg.Wait()
	for _, b := range bad {
		if b >= 0 {
			return b
		}
	}
	return -1
}
