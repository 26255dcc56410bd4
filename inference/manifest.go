package inference

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// ChunkSize is the largest weight chunk: with the STOP byte in front it is
// exactly the EIP-170 contract code limit of 24,576 bytes, so every chunk can
// be deployed as one overlay contract.
const ChunkSize = 24575

// PieceSize is the blob's proof granule (SPEC.md §6.3): a dispute step carries
// the weights it reads as 1,024-byte pieces in calldata, each proven against
// the blob root, so no overlay has to be deployed for a step.
const PieceSize = 1024

// ErrManifestMismatch is wrapped when a manifest folder's contents do not
// hash to what its manifest says.
var ErrManifestMismatch = errors.New("manifest mismatch")

// Manifest pins everything a result depends on (SPEC.md §6). Its Hash is part
// of every checkpoint chain and every signed message.
type Manifest struct {
	SpecVersion int    `json:"spec_version"`
	Name        string `json:"name,omitempty"` // informational, not hashed
	Config      Config `json:"config"`
	Weights     struct {
		Size      int    `json:"size"`
		ChunkSize int    `json:"chunk_size"`
		Chunks    []Hash `json:"chunks"`    // code hashes: keccak256(0x00 ‖ chunk)
		Root      Hash   `json:"root"`      // MerkleRoot(Chunks)
		BlobRoot  Hash   `json:"blob_root"` // BlobRoot of the blob: MerkleRoot(PieceHashes)
	} `json:"weights"`
	Tokenizer Hash `json:"tokenizer"` // keccak256 of tokenizer.json, or zero
	Hash      Hash `json:"hash"`      // ManifestHash of the fields above
}

var manifestDomain = Keccak256([]byte("deepcall/manifest/v1"))

// ComputeHash is SPEC.md §6.4: keccak256 over 32-byte words.
func (mf *Manifest) ComputeHash() Hash {
	c := mf.Config
	b2i := func(b bool) int64 {
		if b {
			return 1
		}
		return 0
	}
	enc := append([]byte(nil), manifestDomain[:]...)
	enc = append(enc, words(int64(mf.SpecVersion),
		int64(c.Dim), int64(c.HiddenDim), int64(c.Layers), int64(c.Heads), int64(c.KVHeads),
		int64(c.HeadSize), int64(c.Vocab), int64(c.SeqLen), int64(c.RopeLayout),
		b2i(c.QKNorm), b2i(c.Tied), c.Eps, c.ISQ, c.Log2E, int64(c.BOS), int64(c.EOS),
		int64(mf.Weights.Size), int64(mf.Weights.ChunkSize), int64(len(mf.Weights.Chunks)))...)
	enc = append(enc, mf.Weights.Root[:]...)
	enc = append(enc, mf.Weights.BlobRoot[:]...)
	enc = append(enc, mf.Tokenizer[:]...)
	return Keccak256(enc)
}

// Chunks splits a blob into overlay-sized pieces.
func Chunks(blob []byte) [][]byte {
	var out [][]byte
	for len(blob) > 0 {
		n := min(len(blob), ChunkSize)
		out = append(out, blob[:n])
		blob = blob[n:]
	}
	return out
}

// ChunkCodeHash is the code hash of a chunk's overlay contract.
func ChunkCodeHash(chunk []byte) Hash { return Keccak256([]byte{0}, chunk) }

// PieceHashes is keccak256 of each PieceSize-byte piece of the blob, the last
// piece padded with zero bytes to PieceSize (SPEC.md §6.3): every leaf hashes
// the same length, so a step proves any piece the same way.
func PieceHashes(blob []byte) []Hash {
	out := make([]Hash, 0, (len(blob)+PieceSize-1)/PieceSize)
	for i := 0; i < len(blob); i += PieceSize {
		var p [PieceSize]byte
		copy(p[:], blob[i:])
		out = append(out, Keccak256(p[:]))
	}
	return out
}

// BlobRoot is the blob root of SPEC.md §6.3: the §6.2 Merkle root of the
// blob's piece hashes.
func BlobRoot(blob []byte) Hash { return MerkleRoot(PieceHashes(blob)) }

// NewManifest builds the manifest of a valid model; tokenizer is the keccak256
// of its tokenizer.json, or zero when it has none.
func NewManifest(name string, m *Model, tokenizer Hash) (*Manifest, []byte) {
	blob := m.EncodeBlob()
	mf := &Manifest{SpecVersion: SpecVersion, Name: name, Config: m.Config, Tokenizer: tokenizer}
	mf.Weights.Size = len(blob)
	mf.Weights.ChunkSize = ChunkSize
	for _, c := range Chunks(blob) {
		mf.Weights.Chunks = append(mf.Weights.Chunks, ChunkCodeHash(c))
	}
	mf.Weights.Root = MerkleRoot(mf.Weights.Chunks)
	mf.Weights.BlobRoot = BlobRoot(blob)
	mf.Hash = mf.ComputeHash()
	return mf, blob
}

// Files of a manifest folder.
const (
	ManifestFile = "manifest.json"
	chunkDir     = "chunks"
	// TokenizerFile is the tokenizer.json a manifest that pins a tokenizer
	// carries beside it, so a folder alone serves text.
	TokenizerFile = "tokenizer.json"
)

func chunkPath(dir string, i int) string {
	return filepath.Join(dir, chunkDir, fmt.Sprintf("%04d.bin", i))
}

// WriteDir writes manifest.json and the weights into dir: chunks/NNNN.bin
// for a model of up to MaxChunkFiles chunks, else BlobFile and PiecesFile.
// The manifest is written last.
func WriteDir(dir string, mf *Manifest, blob []byte) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("write manifest folder: %w", err)
	}
	if err := os.Remove(filepath.Join(dir, ManifestFile)); err != nil && !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("write manifest folder: %w", err)
	}
	if len(mf.Weights.Chunks) > MaxChunkFiles {
		if err := writeBlobFile(dir, blob); err != nil {
			return err
		}
		return writeManifest(dir, mf)
	}
	if err := os.MkdirAll(filepath.Join(dir, chunkDir), 0o755); err != nil {
		return fmt.Errorf("write manifest folder: %w", err)
	}
	for i, c := range Chunks(blob) {
		if err := os.WriteFile(chunkPath(dir, i), c, 0o644); err != nil {
			return fmt.Errorf("write chunk %d: %w", i, err)
		}
	}
	return writeManifest(dir, mf)
}

func writeManifest(dir string, mf *Manifest) error {
	js, err := json.MarshalIndent(mf, "", "  ")
	if err != nil {
		return fmt.Errorf("encode manifest: %w", err)
	}
	return os.WriteFile(filepath.Join(dir, ManifestFile), append(js, '\n'), 0o644)
}

// ReadManifest parses and checks a manifest.json without reading chunks.
// Errors wrap ErrInvalidModel, or ErrManifestMismatch when the file's hashes
// do not agree with its contents.
func ReadManifest(data []byte) (*Manifest, error) {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: manifest: %s", ErrInvalidModel, fmt.Sprintf(format, args...))
	}
	var mf Manifest
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&mf); err != nil {
		return nil, bad("parse: %v", err)
	}
	if dec.More() {
		return nil, bad("data after the JSON object")
	}
	if mf.SpecVersion != SpecVersion {
		return nil, bad("spec version %d, this build implements %d", mf.SpecVersion, SpecVersion)
	}
	if err := mf.Config.Validate(); err != nil {
		return nil, fmt.Errorf("manifest: %w", err)
	}
	w := mf.Weights
	if want := BlobSize(mf.Config); w.Size != want {
		return nil, bad("weights size %d, the config implies %d", w.Size, want)
	}
	if w.ChunkSize != ChunkSize {
		return nil, bad("chunk size %d, want %d", w.ChunkSize, ChunkSize)
	}
	if want := (w.Size + ChunkSize - 1) / ChunkSize; len(w.Chunks) != want {
		return nil, bad("%d chunks listed, the size implies %d", len(w.Chunks), want)
	}
	if root := MerkleRoot(w.Chunks); root != w.Root {
		return nil, fmt.Errorf("%w: chunk root is %s, manifest says %s", ErrManifestMismatch, root, w.Root)
	}
	if h := mf.ComputeHash(); h != mf.Hash {
		return nil, fmt.Errorf("%w: manifest hashes to %s, file says %s", ErrManifestMismatch, h, mf.Hash)
	}
	return &mf, nil
}

// readChunk reads chunk i, which must be a regular file of exactly n bytes:
// a chunk path pointing at a device or a huge file fails before any read.
func readChunk(dir string, i, n int) ([]byte, error) {
	f, err := os.Open(chunkPath(dir, i))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() || st.Size() != int64(n) {
		return nil, fmt.Errorf("%w: %w: chunk %d is %d bytes (mode %v), want a regular file of %d", ErrManifestMismatch, ErrTruncated, i, st.Size(), st.Mode().Type(), n)
	}
	buf := make([]byte, n)
	if _, err := io.ReadFull(f, buf); err != nil {
		return nil, err
	}
	return buf, nil
}

// LoadDir reads a manifest folder, checks every chunk and the blob root against
// the manifest and decodes the model.
func LoadDir(dir string) (*Model, *Manifest, error) {
	m, mf, _, err := LoadDirBlob(dir)
	return m, mf, err
}

// LoadDirBlob is LoadDir that also returns the checked weight blob, so a
// caller that needs both the model and its overlays reads the folder once.
// A folder with a BlobFile has it mapped read-only (see loadBlobFile).
func LoadDirBlob(dir string) (*Model, *Manifest, []byte, error) {
	data, err := os.ReadFile(filepath.Join(dir, ManifestFile))
	if err != nil {
		return nil, nil, nil, fmt.Errorf("load model: %w", err)
	}
	mf, err := ReadManifest(data)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("load model %s: %w", dir, err)
	}
	if _, err := os.Stat(filepath.Join(dir, BlobFile)); err == nil {
		blob, err := loadBlobFile(dir, mf)
		if err != nil {
			return nil, nil, nil, fmt.Errorf("load model %s: %w", dir, err)
		}
		m, err := DecodeBlob(mf.Config, blob)
		if err != nil {
			return nil, nil, nil, fmt.Errorf("load model %s: %w", dir, err)
		}
		return m, mf, blob, nil
	}
	// The blob grows chunk by chunk as each is read and checked: a manifest
	// alone cannot make the loader reserve what its config claims.
	var blob []byte
	for i, want := range mf.Weights.Chunks {
		c, err := readChunk(dir, i, min(ChunkSize, mf.Weights.Size-i*ChunkSize))
		if err != nil {
			return nil, nil, nil, fmt.Errorf("load model %s: chunk %d: %w", dir, i, err)
		}
		if h := ChunkCodeHash(c); h != want {
			return nil, nil, nil, fmt.Errorf("load model %s: %w: chunk %d hashes to %s, manifest says %s", dir, ErrManifestMismatch, i, h, want)
		}
		blob = append(blob, c...)
	}
	// The chunks match, yet the manifest could still commit to a blob root
	// that is not this blob's: a dispute step would then prove other weights.
	if root := BlobRoot(blob); root != mf.Weights.BlobRoot {
		return nil, nil, nil, fmt.Errorf("load model %s: %w: blob root is %s, manifest says %s", dir, ErrManifestMismatch, root, mf.Weights.BlobRoot)
	}
	m, err := DecodeBlob(mf.Config, blob)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("load model %s: %w", dir, err)
	}
	return m, mf, blob, nil
}
