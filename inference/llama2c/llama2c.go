// Package llama2c reads and writes the float32 checkpoints of Andrej
// Karpathy's llama2.c (the .bin files that run.c loads) as *reference.Model.
//
// Two float layouts exist:
//
//   - version 0, the original ("legacy") export: a 28-byte header of seven
//     little-endian int32 (dim, hidden_dim, n_layers, n_heads, n_kv_heads,
//     vocab_size, seq_len), where a negative vocab_size means the classifier
//     is stored separately; then the tensors grouped by kind across layers,
//     including two RoPE tables that run.c skips.
//   - version 1, export.py --version 1: a 256-byte header (magic "ak42",
//     version, the same seven ints, a shared-classifier byte, zero padding),
//     then the norms first and the matrices after, without RoPE tables.
//
// Version 2 (Q8_0 quantised) is recognised and refused.
//
// Every size the header implies is checked against the real file size before
// anything is allocated, so a tiny or hostile file cannot make the reader
// allocate more memory than the file itself holds.
package llama2c

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"os"

	"github.com/deepcall/deepcall/inference/reference"
)

const (
	// magic is "ak42" read as a little-endian uint32; it opens files of
	// version 1 and later.
	magic = 0x616b3432

	headerV0Size = 7 * 4
	headerV1Size = 256

	// llama2.c fixes these; the file does not store them.
	ropeTheta = 10000
	normEps   = 1e-5
	bosID     = 1
	eosID     = 2

	// maxBytes bounds every size computed from a header, far above any real
	// file, so that products of header fields cannot overflow int64.
	maxBytes = 1 << 60
	// sniffLimit bounds each header field in Sniff; real models have sizes
	// well below it, while four ASCII bytes read as an int32 exceed it.
	sniffLimit = 1 << 24
)

// NewConfig returns the reference.Config llama2.c implies for the seven
// header values: head size dim/heads, interleaved RoPE with theta 10000,
// RMSNorm epsilon 1e-5, no QK-norm, BOS 1 and EOS 2. vocab is the real
// vocabulary size (positive), whatever the file's sign convention.
func NewConfig(dim, hiddenDim, layers, heads, kvHeads, vocab, seqLen int) reference.Config {
	headSize := 0
	if heads > 0 {
		headSize = dim / heads
	}
	return reference.Config{
		Dim:        dim,
		HiddenDim:  hiddenDim,
		Layers:     layers,
		Heads:      heads,
		KVHeads:    kvHeads,
		HeadSize:   headSize,
		Vocab:      vocab,
		SeqLen:     seqLen,
		RopeTheta:  ropeTheta,
		RopeLayout: reference.RopeInterleaved,
		QKNorm:     false,
		NormEps:    normEps,
		BOS:        bosID,
		EOS:        eosID,
	}
}

// header is a parsed file header.
type header struct {
	version int
	size    int64 // bytes the header occupies
	cfg     reference.Config
	shared  bool // classifier tied to the embedding
}

// Sniff reports whether prefix, the first bytes of a file, looks like a
// llama2.c checkpoint: either the "ak42" magic of version 1 and later, or a
// version-0 header of seven plausible sizes. It needs at least 8 bytes for
// the magic and 28 for a version-0 header. A true answer is a guess; Read
// does the real checking.
func Sniff(prefix []byte) bool {
	if len(prefix) >= 8 && binary.LittleEndian.Uint32(prefix) == magic {
		return true
	}
	if len(prefix) < headerV0Size {
		return false
	}
	var v [7]int64
	for i := range v {
		v[i] = int64(int32(binary.LittleEndian.Uint32(prefix[4*i:])))
	}
	dim, hidden, layers, heads, kvHeads, vocab, seqLen := v[0], v[1], v[2], v[3], v[4], v[5], v[6]
	if vocab < 0 {
		vocab = -vocab
	}
	for _, x := range []int64{dim, hidden, layers, heads, kvHeads, vocab, seqLen} {
		if x <= 0 || x > sniffLimit {
			return false
		}
	}
	return dim%heads == 0 && (dim/heads)%2 == 0 && heads%kvHeads == 0 && vocab > eosID
}

// ReadFile reads the llama2.c checkpoint at path.
func ReadFile(path string) (*reference.Model, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	size := fi.Size()
	if !fi.Mode().IsRegular() {
		size = -1 // a pipe or device: its size is only known by reading it
	}
	m, err := Read(f, size)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return m, nil
}

// Read parses a llama2.c float checkpoint of version 0 or 1 from r.
//
// size is the number of bytes r holds; the header's claims are checked
// against it before any tensor is allocated. If size is negative, Read first
// reads all of r into memory to learn it. A size that overstates r is caught
// when the data runs out, but Read may by then have allocated memory for
// data that never came, so pass a size you trust (ReadFile uses the file's).
//
// Read rejects truncated files (naming the tensor that is cut short and the
// byte offset), trailing bytes, implausible headers, quantised exports and
// NaN or infinite weights (naming the tensor and the index). It never
// panics on bad input.
func Read(r io.Reader, size int64) (*reference.Model, error) {
	if size < 0 {
		data, err := io.ReadAll(r)
		if err != nil {
			return nil, fmt.Errorf("llama2c: %w", err)
		}
		r, size = bytes.NewReader(data), int64(len(data))
	}
	br := bufio.NewReaderSize(r, 1<<16)

	h, err := readHeader(br, size)
	if err != nil {
		return nil, err
	}
	groups := layout(h.version, h.cfg, h.shared)
	want, err := fileSize(h, groups)
	if err != nil {
		return nil, err
	}
	switch {
	case size < want:
		name, start, end := locate(h, groups, size)
		return nil, fmt.Errorf("llama2c: file truncated: tensor %s (bytes %d to %d) is cut short at byte offset %d; the header implies %d bytes",
			name, start, end, size, want)
	case size > want:
		return nil, fmt.Errorf("llama2c: %d bytes of trailing garbage after the last tensor, which ends at byte offset %d",
			size-want, want)
	}

	// From here on every allocation is backed by bytes the file really has
	// (if size told the truth; if not, the reads below fail and say where).
	m := &reference.Model{Config: h.cfg, Layers: make([]reference.Layer, h.cfg.Layers)}
	rd := &tensorReader{r: br, off: h.size}
	for _, g := range groups {
		for l := 0; l < g.count(h.cfg); l++ {
			name := g.tensorName(l)
			if g.field == nil {
				if err := rd.skip(name, g.n); err != nil {
					return nil, err
				}
				continue
			}
			t := make([]float32, g.n)
			if err := rd.read(name, t); err != nil {
				return nil, err
			}
			*g.field(m, l) = t
		}
	}
	// size may have understated the data; anything left is trailing garbage.
	if _, err := br.ReadByte(); err != io.EOF {
		if err == nil {
			return nil, fmt.Errorf("llama2c: trailing garbage after the last tensor, which ends at byte offset %d", rd.off)
		}
		return nil, fmt.Errorf("llama2c: %w", err)
	}
	if err := m.CheckShapes(); err != nil {
		return nil, fmt.Errorf("llama2c: %w", err) // cannot happen if layout is right
	}
	return m, nil
}

// readHeader parses and checks the header at the start of r, which holds size
// bytes in all.
func readHeader(r io.Reader, size int64) (header, error) {
	var buf [headerV1Size]byte
	if size < 8 {
		return header{}, fmt.Errorf("llama2c: file of %d bytes is too short for a header", size)
	}
	if _, err := io.ReadFull(r, buf[:8]); err != nil {
		return header{}, fmt.Errorf("llama2c: reading header: %w", noEOF(err))
	}
	h := header{size: headerV0Size}
	if binary.LittleEndian.Uint32(buf[:]) == magic {
		h.version = int(int32(binary.LittleEndian.Uint32(buf[4:])))
		switch h.version {
		case 1:
		case 2:
			return header{}, errors.New("llama2c: unsupported: quantized llama2.c export version 2 (Q8_0); export the model with --version 0 or 1")
		default:
			return header{}, fmt.Errorf("llama2c: unsupported llama2.c export version %d", h.version)
		}
		h.size = headerV1Size
	}
	if size < h.size {
		return header{}, fmt.Errorf("llama2c: header truncated: file has %d bytes, a version-%d header needs %d", size, h.version, h.size)
	}
	if _, err := io.ReadFull(r, buf[8:h.size]); err != nil {
		return header{}, fmt.Errorf("llama2c: reading header: %w", noEOF(err))
	}
	ints := buf[:]
	if h.version == 1 {
		ints = buf[8:]
	}
	var v [7]int
	for i := range v {
		v[i] = int(int32(binary.LittleEndian.Uint32(ints[4*i:])))
	}
	vocab := v[5]
	switch h.version {
	case 0:
		// The sign of vocab_size is version 0's shared-classifier flag.
		h.shared = vocab > 0
		if vocab < 0 {
			vocab = -vocab
		}
	case 1:
		switch flag := buf[36]; flag {
		case 0, 1:
			h.shared = flag == 1
		default:
			return header{}, fmt.Errorf("llama2c: shared-classifier flag is %d, want 0 or 1", flag)
		}
		for i := 37; i < headerV1Size; i++ {
			if buf[i] != 0 {
				return header{}, fmt.Errorf("llama2c: header padding byte %d is %#x, want 0", i, buf[i])
			}
		}
	}
	dim, hidden, layers, heads, kvHeads, seqLen := v[0], v[1], v[2], v[3], v[4], v[6]
	names := [7]string{"dim", "hidden_dim", "n_layers", "n_heads", "n_kv_heads", "vocab_size", "seq_len"}
	for i, x := range []int{dim, hidden, layers, heads, kvHeads, vocab, seqLen} {
		if x <= 0 {
			return header{}, fmt.Errorf("llama2c: implausible header: %s is %d", names[i], v[i])
		}
	}
	if dim%heads != 0 {
		return header{}, fmt.Errorf("llama2c: implausible header: dim %d is not divisible by n_heads %d", dim, heads)
	}
	if heads%kvHeads != 0 {
		return header{}, fmt.Errorf("llama2c: implausible header: n_heads %d is not a multiple of n_kv_heads %d", heads, kvHeads)
	}
	h.cfg = NewConfig(dim, hidden, layers, heads, kvHeads, vocab, seqLen)
	if err := h.cfg.Validate(); err != nil {
		return header{}, fmt.Errorf("llama2c: implausible header: %w", err)
	}
	return h, nil
}

// group is a run of same-kind tensors in the file: one tensor, or one per
// layer stored back to back.
type group struct {
	name     string // model tensor name; per-layer groups get "layers.N." prepended
	perLayer bool
	n        int64 // float32 values per tensor
	// field locates the tensor in a model; nil for the RoPE tables, which are
	// skipped on reading and computed on writing.
	field func(m *reference.Model, l int) *[]float32
}

func (g group) count(c reference.Config) int {
	if g.perLayer {
		return c.Layers
	}
	return 1
}

func (g group) tensorName(l int) string {
	if g.perLayer {
		return fmt.Sprintf("layers.%d.%s", l, g.name)
	}
	return g.name
}

// The RoPE tables of version 0.
const (
	freqCisReal = "freq_cis_real"
	freqCisImag = "freq_cis_imag"
)

// layout lists the tensors of a file of the given version in file order. It
// allocates nothing proportional to the header's sizes, so it is safe to call
// on an unchecked header. The names match reference.Model.CheckShapes.
func layout(version int, c reference.Config, shared bool) []group {
	dim, hidden, kvDim := int64(c.Dim), int64(c.HiddenDim), int64(c.KVHeads)*int64(c.HeadSize)
	vocab, qDim := int64(c.Vocab), int64(c.Heads)*int64(c.HeadSize)
	layer := func(name string, n int64, f func(l *reference.Layer) *[]float32) group {
		return group{name: name, perLayer: true, n: n, field: func(m *reference.Model, i int) *[]float32 { return f(&m.Layers[i]) }}
	}
	var (
		embed     = group{name: "embed", n: vocab * dim, field: func(m *reference.Model, _ int) *[]float32 { return &m.Embed }}
		attnNorm  = layer("attn_norm", dim, func(l *reference.Layer) *[]float32 { return &l.AttnNorm })
		wq        = layer("wq", qDim*dim, func(l *reference.Layer) *[]float32 { return &l.Wq })
		wk        = layer("wk", kvDim*dim, func(l *reference.Layer) *[]float32 { return &l.Wk })
		wv        = layer("wv", kvDim*dim, func(l *reference.Layer) *[]float32 { return &l.Wv })
		wo        = layer("wo", dim*qDim, func(l *reference.Layer) *[]float32 { return &l.Wo })
		ffnNorm   = layer("ffn_norm", dim, func(l *reference.Layer) *[]float32 { return &l.FFNNorm })
		w1        = layer("w1", hidden*dim, func(l *reference.Layer) *[]float32 { return &l.W1 })
		w2        = layer("w2", dim*hidden, func(l *reference.Layer) *[]float32 { return &l.W2 })
		w3        = layer("w3", hidden*dim, func(l *reference.Layer) *[]float32 { return &l.W3 })
		finalNorm = group{name: "final_norm", n: dim, field: func(m *reference.Model, _ int) *[]float32 { return &m.FinalNorm }}
		cls       = group{name: "classifier", n: vocab * dim, field: func(m *reference.Model, _ int) *[]float32 { return &m.Classifier }}
		ropeTab   = int64(c.SeqLen) * int64(c.HeadSize/2)
	)
	var gs []group
	if version == 0 {
		gs = []group{embed, attnNorm, wq, wk, wv, wo, ffnNorm, w1, w2, w3, finalNorm,
			{name: freqCisReal, n: ropeTab}, {name: freqCisImag, n: ropeTab}}
	} else {
		gs = []group{attnNorm, ffnNorm, finalNorm, embed, wq, wk, wv, wo, w1, w2, w3}
	}
	if !shared {
		gs = append(gs, cls)
	}
	return gs
}

// fileSize returns the number of bytes a file with header h must have, or an
// error if that number or any one tensor is too large to be real. Header
// fields are below 2^31, so each group's n (a product of two fields) fits
// int64; the products with the layer count and the running sum are checked.
func fileSize(h header, groups []group) (int64, error) {
	total := h.size
	for _, g := range groups {
		if g.n > maxBytes/4 || g.n > math.MaxInt {
			return 0, fmt.Errorf("llama2c: implausible header: tensor %s would hold %d values", g.name, g.n)
		}
		nb := 4 * g.n
		count := int64(g.count(h.cfg))
		if nb > 0 && count > maxBytes/nb {
			return 0, fmt.Errorf("llama2c: implausible header: %d tensors %s of %d bytes each overflow any file size", count, g.name, nb)
		}
		total += count * nb
		if total > maxBytes {
			return 0, fmt.Errorf("llama2c: implausible header: tensors up to %s exceed any file size", g.name)
		}
	}
	return total, nil
}

// locate names the tensor that contains byte offset off, which must lie
// within the tensor data fileSize accepted, and returns its byte range.
func locate(h header, groups []group, off int64) (name string, start, end int64) {
	start = h.size
	if off < start {
		// Cannot happen: readHeader has checked size >= h.size.
		return "header", 0, h.size
	}
	for _, g := range groups {
		nb := 4 * g.n
		span := int64(g.count(h.cfg)) * nb
		if off < start+span {
			l := int((off - start) / nb)
			s := start + int64(l)*nb
			return g.tensorName(l), s, s + nb
		}
		start += span
	}
	return "end of file", start, start
}

// tensorReader reads float32 tensors, tracking the file offset for errors.
type tensorReader struct {
	r   io.Reader
	off int64 // file offset of the next byte
	buf [1 << 14]byte
}

// read fills t from the stream and rejects NaN and infinite values.
func (tr *tensorReader) read(name string, t []float32) error {
	start := tr.off
	for done := 0; done < len(t); {
		chunk := min(len(t)-done, len(tr.buf)/4)
		b := tr.buf[:4*chunk]
		n, err := io.ReadFull(tr.r, b)
		tr.off += int64(n)
		if err != nil {
			return tr.readErr(name, start, int64(len(t)), err)
		}
		for i := range chunk {
			v := math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
			if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
				return fmt.Errorf("llama2c: tensor %s value %d (byte offset %d) is %v",
					name, done+i, start+4*int64(done+i), v)
			}
			t[done+i] = v
		}
		done += chunk
	}
	return nil
}

// skip reads past a tensor of n values without keeping it.
func (tr *tensorReader) skip(name string, n int64) error {
	start := tr.off
	got, err := io.CopyN(io.Discard, tr.r, 4*n)
	tr.off += got
	if err != nil {
		return tr.readErr(name, start, n, err)
	}
	return nil
}

func (tr *tensorReader) readErr(name string, start, n int64, err error) error {
	if err == io.EOF || err == io.ErrUnexpectedEOF {
		return fmt.Errorf("llama2c: file truncated: tensor %s (bytes %d to %d) is cut short at byte offset %d",
			name, start, start+4*n, tr.off)
	}
	return fmt.Errorf("llama2c: reading tensor %s at byte offset %d: %w", name, tr.off, err)
}

// noEOF turns a bare EOF into ErrUnexpectedEOF: inside a header, running
// out of data is always unexpected.
func noEOF(err error) error {
	if err == io.EOF {
		return io.ErrUnexpectedEOF
	}
	return err
}

// Write stores m as a version-0 llama2.c checkpoint, the layout run.c reads.
// m must be representable: head size dim/heads, interleaved RoPE with theta
// 10000, no QK-norm, norm epsilon 1e-5, BOS 1, EOS 2 (use NewConfig), sizes
// that fit int32, and finite weights. Reading the result back gives m again.
// The RoPE tables that version 0 carries are computed as llama2.c's
// export.py computes them.
func Write(w io.Writer, m *reference.Model) error {
	return write(w, m, 0)
}

// write stores m in the given version's layout. Only version 0 is exported;
// version 1 exists for tests of the reader.
func write(w io.Writer, m *reference.Model, version int) error {
	if m == nil {
		return errors.New("llama2c: nil model")
	}
	if err := m.CheckShapes(); err != nil {
		return fmt.Errorf("llama2c: %w", err)
	}
	c := m.Config
	want := NewConfig(c.Dim, c.HiddenDim, c.Layers, c.Heads, c.KVHeads, c.Vocab, c.SeqLen)
	if c != want {
		return fmt.Errorf("llama2c: the format cannot hold config %+v; it implies %+v", c, want)
	}
	for _, x := range []int{c.Dim, c.HiddenDim, c.Layers, c.Heads, c.KVHeads, c.Vocab, c.SeqLen} {
		if x > math.MaxInt32 {
			return fmt.Errorf("llama2c: size %d does not fit the header's int32", x)
		}
	}
	shared := m.Classifier == nil
	groups := layout(version, c, shared)
	// Check every weight before writing a byte, so a failed Write leaves no
	// half-written file behind in the caller's writer.
	for _, g := range groups {
		if g.field == nil {
			continue
		}
		for l := 0; l < g.count(c); l++ {
			for i, v := range *g.field(m, l) {
				if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
					return fmt.Errorf("llama2c: tensor %s value %d is %v", g.tensorName(l), i, v)
				}
			}
		}
	}

	bw := bufio.NewWriterSize(w, 1<<16)
	ints := []int32{int32(c.Dim), int32(c.HiddenDim), int32(c.Layers), int32(c.Heads),
		int32(c.KVHeads), int32(c.Vocab), int32(c.SeqLen)}
	var hdr []byte
	switch version {
	case 0:
		if !shared {
			ints[5] = -ints[5]
		}
	case 1:
		hdr = binary.LittleEndian.AppendUint32(hdr, magic)
		hdr = binary.LittleEndian.AppendUint32(hdr, 1)
	default:
		return fmt.Errorf("llama2c: cannot write version %d", version)
	}
	for _, x := range ints {
		hdr = binary.LittleEndian.AppendUint32(hdr, uint32(x))
	}
	if version == 1 {
		flag := byte(0)
		if shared {
			flag = 1
		}
		hdr = append(hdr, flag)
		hdr = append(hdr, make([]byte, headerV1Size-len(hdr))...)
	}
	bw.Write(hdr)

	var buf [4]byte
	put := func(v float32) {
		binary.LittleEndian.PutUint32(buf[:], math.Float32bits(v))
		bw.Write(buf[:]) // a bufio.Writer keeps its first error for Flush
	}
	for _, g := range groups {
		switch {
		case g.name == freqCisReal:
			ropeTable(c, math.Cos, put)
		case g.name == freqCisImag:
			ropeTable(c, math.Sin, put)
		default:
			for l := 0; l < g.count(c); l++ {
				for _, v := range *g.field(m, l) {
					put(v)
				}
			}
		}
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("llama2c: %w", err)
	}
	return nil
}

// ropeTable produces version 0's freq_cis_real (f = cos) or freq_cis_imag
// (f = sin) in file order: for position t and pair i, f(t * 10000^(-2i/hs)),
// seq_len × head_size/2 values. run.c ignores the tables, so only their size
// matters to a reader, but writing the real values keeps the file a faithful
// export. They are streamed to put rather than built in memory, since a
// model with a long context would make them large.
func ropeTable(c reference.Config, f func(float64) float64, put func(float32)) {
	// The steps and their float32 roundings follow export.py (and run.c):
	// freq = 1 / theta^(2i/head_size), angle = t * freq, all in float32.
	// PyTorch's float32 pow, cos and sin may still differ in the last bit.
	half := c.HeadSize / 2
	freq := make([]float32, half)
	for i := range freq {
		exp := float32(2*i) / float32(c.HeadSize)
		freq[i] = 1 / float32(math.Pow(ropeTheta, float64(exp)))
	}
	for t := 0; t < c.SeqLen; t++ {
		for _, fr := range freq {
			put(float32(f(float64(float32(t) * fr))))
		}
	}
}
