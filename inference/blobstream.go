package inference

import (
	"fmt"
	"hash"
	"io"
	"strings"

	"golang.org/x/crypto/sha3"
)

// BlobEncoder writes a blob (SPEC.md §5) a part at a time: the head (exp
// tables, RoPE tables, embedding), each layer in order, then the tail. The
// bytes are those EncodeBlob gives for the whole model, yet only one part
// is held at a time, so an exporter can write a model larger than the
// memory it may use.
type BlobEncoder struct {
	w      io.Writer
	m      *Model
	secs   []tensorRef
	layout []TensorOffset
	next   int // next section index into secs
	buf    []byte
	err    error
}

// NewBlobEncoder encodes a blob for config c into w.
func NewBlobEncoder(w io.Writer, c Config) (*BlobEncoder, error) {
	if err := c.Validate(); err != nil {
		return nil, err
	}
	m := &Model{Config: c, Layers: make([]Layer, c.Layers)}
	return &BlobEncoder{w: w, m: m, secs: m.sections(), layout: m.Layout()}, nil
}

// Head writes the exp tables, the RoPE tables and the embedding.
func (e *BlobEncoder) Head(exp Exp2Tables, ropeCos, ropeSin []int32, embed Matrix) error {
	if e.next != 0 || e.err != nil {
		return e.fail(fmt.Errorf("blob encoder: head written twice or after an error"))
	}
	var head [2048]byte
	encodeExp2(head[:], &exp)
	if _, err := e.w.Write(head[:]); err != nil {
		return e.fail(fmt.Errorf("write blob head: %w", err))
	}
	e.m.RopeCos, e.m.RopeSin, e.m.Embed = ropeCos, ropeSin, embed
	err := e.writeWhile(func(name string) bool { return !strings.HasPrefix(name, "layers.") })
	e.m.RopeCos, e.m.RopeSin, e.m.Embed = nil, nil, Matrix{}
	return err
}

// Layer writes layer i, which must be the next one.
func (e *BlobEncoder) Layer(i int, l Layer) error {
	p := fmt.Sprintf("layers.%d.", i)
	if e.err != nil || e.next >= len(e.secs) || !strings.HasPrefix(e.secs[e.next].name, p) {
		return e.fail(fmt.Errorf("blob encoder: layer %d out of order", i))
	}
	e.m.Layers[i] = l
	err := e.writeWhile(func(name string) bool { return strings.HasPrefix(name, p) })
	e.m.Layers[i] = Layer{}
	return err
}

// Tail writes the final norm and, untied, the classifier; the blob is then
// complete.
func (e *BlobEncoder) Tail(finalNorm []int32, classifier Matrix) error {
	if e.err != nil || e.next >= len(e.secs) || e.secs[e.next].name != "final_norm" {
		return e.fail(fmt.Errorf("blob encoder: tail before every layer"))
	}
	e.m.FinalNorm, e.m.Classifier = finalNorm, classifier
	return e.writeWhile(func(string) bool { return true })
}

func (e *BlobEncoder) fail(err error) error {
	if e.err == nil {
		e.err = err
	}
	return err
}

// writeWhile encodes sections from e.next while their names satisfy in.
func (e *BlobEncoder) writeWhile(in func(name string) bool) error {
	first := e.next
	for ; e.next < len(e.secs) && in(e.secs[e.next].name); e.next++ {
		t, lo := e.secs[e.next], e.layout[e.next+2]
		if err := checkPart(t); err != nil {
			return e.fail(err)
		}
		if cap(e.buf) < lo.Size {
			e.buf = make([]byte, lo.Size)
		}
		b := e.buf[:lo.Size]
		clear(b)
		encodeSection(b, t)
		if _, err := e.w.Write(b); err != nil {
			return e.fail(fmt.Errorf("write blob section %s: %w", t.name, err))
		}
	}
	if e.next == first {
		return e.fail(fmt.Errorf("blob encoder: nothing to write"))
	}
	return nil
}

// checkPart checks a part's shape before it is encoded (its values are
// checked when the blob is decoded).
func checkPart(t tensorRef) error {
	if t.vec != nil {
		if len(*t.vec) != t.n {
			return fmt.Errorf("%w: tensor %s: %d values, want %d", ErrInvalidModel, t.name, len(*t.vec), t.n)
		}
		return nil
	}
	w := t.mat
	if w.Rows != t.n || w.Cols != t.cols || len(w.Q) != t.n*t.cols || len(w.M) != t.n || len(w.R) != t.n {
		return fmt.Errorf("%w: tensor %s: shape %d×%d, want %d×%d", ErrInvalidModel, t.name, w.Rows, w.Cols, t.n, t.cols)
	}
	return nil
}

// BlobHasher is an io.Writer that hashes a blob as it streams past: the
// code hash of every ChunkSize chunk and the hash of every PieceSize piece
// (the last piece zero-padded), the two lists a manifest commits to.
type BlobHasher struct {
	Chunks, Pieces []Hash
	Size           int

	chunk   hash.Hash
	inChunk int
	piece   [PieceSize]byte
	inPiece int
}

// Write implements io.Writer; it never fails.
func (h *BlobHasher) Write(p []byte) (int, error) {
	n := len(p)
	h.Size += n
	for q := p; len(q) > 0; {
		if h.chunk == nil {
			h.chunk = sha3.NewLegacyKeccak256()
			h.chunk.Write([]byte{0})
		}
		k := min(len(q), ChunkSize-h.inChunk)
		h.chunk.Write(q[:k])
		h.inChunk += k
		q = q[k:]
		if h.inChunk == ChunkSize {
			h.flushChunk()
		}
	}
	for len(p) > 0 {
		k := copy(h.piece[h.inPiece:], p)
		h.inPiece += k
		p = p[k:]
		if h.inPiece == PieceSize {
			h.Pieces = append(h.Pieces, Keccak256(h.piece[:]))
			h.inPiece = 0
		}
	}
	return n, nil
}

func (h *BlobHasher) flushChunk() {
	var c Hash
	h.chunk.Sum(c[:0])
	h.Chunks = append(h.Chunks, c)
	h.chunk, h.inChunk = nil, 0
}

// Close hashes the last partial chunk and piece.
func (h *BlobHasher) Close() error {
	if h.inChunk > 0 {
		h.flushChunk()
	}
	if h.inPiece > 0 {
		clear(h.piece[h.inPiece:])
		h.Pieces = append(h.Pieces, Keccak256(h.piece[:]))
		h.inPiece = 0
	}
	return nil
}

// ManifestOf builds the manifest of a blob from its hashes (a closed
// BlobHasher's lists): the same manifest NewManifest gives for the model.
func ManifestOf(name string, c Config, size int, chunks, pieces []Hash, tokenizer Hash) *Manifest {
	mf := &Manifest{SpecVersion: SpecVersion, Name: name, Config: c, Tokenizer: tokenizer}
	mf.Weights.Size = size
	mf.Weights.ChunkSize = ChunkSize
	mf.Weights.Chunks = chunks
	mf.Weights.Root = MerkleRoot(chunks)
	mf.Weights.BlobRoot = MerkleRoot(pieces)
	mf.Hash = mf.ComputeHash()
	return mf
}
