package inference

import (
	"encoding/binary"
	"fmt"
)

// The weight blob (SPEC.md §5): every tensor of the model in a fixed order,
// big-endian, each section starting on a 32-byte boundary. The layout is the
// one the EVM engine reads (32-byte words, column blocks of 16 rows), so the
// blob is hashed and chunked as is and the EVM never re-lays weights.

const (
	blockRows = 16 // rows per column block of a matrix section
	wordSize  = 32
)

func align32(n int) int { return (n + wordSize - 1) &^ (wordSize - 1) }

// matrixSize is the byte length of a matrix section: the row scales, padded,
// then one 32-byte word per (block, column).
func matrixSize(rows, cols int) int {
	return align32(4*rows) + (rows+blockRows-1)/blockRows*cols*wordSize
}

type tensorRef struct {
	name string
	vec  *[]int32 // a vector section (exactly one of vec, mat is set)
	mat  *Matrix
	n    int // vector length, or rows
	cols int
}

// sections lists the blob's tensors in spec order; m supplies the storage
// (filled by decode, read by encode).
func (m *Model) sections() []tensorRef {
	c := m.Config
	half := c.SeqLen * c.HeadSize / 2
	s := []tensorRef{
		{name: "rope_cos", vec: &m.RopeCos, n: half},
		{name: "rope_sin", vec: &m.RopeSin, n: half},
		{name: "embed", mat: &m.Embed, n: c.Vocab, cols: c.Dim},
	}
	for i := range m.Layers {
		l := &m.Layers[i]
		p := fmt.Sprintf("layers.%d.", i)
		s = append(s,
			tensorRef{name: p + "attn_norm", vec: &l.AttnNorm, n: c.Dim},
			tensorRef{name: p + "wq", mat: &l.Wq, n: c.QDim(), cols: c.Dim},
			tensorRef{name: p + "wk", mat: &l.Wk, n: c.KVDim(), cols: c.Dim},
			tensorRef{name: p + "wv", mat: &l.Wv, n: c.KVDim(), cols: c.Dim},
		)
		if c.QKNorm {
			s = append(s,
				tensorRef{name: p + "q_norm", vec: &l.QNorm, n: c.HeadSize},
				tensorRef{name: p + "k_norm", vec: &l.KNorm, n: c.HeadSize},
			)
		}
		s = append(s,
			tensorRef{name: p + "wo", mat: &l.Wo, n: c.Dim, cols: c.QDim()},
			tensorRef{name: p + "ffn_norm", vec: &l.FFNNorm, n: c.Dim},
			tensorRef{name: p + "w1", mat: &l.W1, n: c.HiddenDim, cols: c.Dim},
			tensorRef{name: p + "w3", mat: &l.W3, n: c.HiddenDim, cols: c.Dim},
			tensorRef{name: p + "w2", mat: &l.W2, n: c.Dim, cols: c.HiddenDim},
		)
	}
	s = append(s, tensorRef{name: "final_norm", vec: &m.FinalNorm, n: c.Dim})
	if !c.Tied {
		s = append(s, tensorRef{name: "classifier", mat: &m.Classifier, n: c.Vocab, cols: c.Dim})
	}
	return s
}

// TensorOffset is where one tensor's section starts in the blob.
type TensorOffset struct {
	Name   string `json:"name"`
	Offset int    `json:"offset"`
	Size   int    `json:"size"`
}

// Layout returns the offset and size of every section in order, the two exp
// tables first.
func (m *Model) Layout() []TensorOffset {
	off := 2 * 256 * 4
	out := []TensorOffset{{Name: "exp2_hi", Offset: 0, Size: 1024}, {Name: "exp2_lo", Offset: 1024, Size: 1024}}
	for _, t := range m.sections() {
		size := align32(4 * t.n)
		if t.mat != nil {
			size = matrixSize(t.n, t.cols)
		}
		out = append(out, TensorOffset{Name: t.name, Offset: off, Size: size})
		off += size
	}
	return out
}

// BlobSize is the blob's length in bytes for config c.
func BlobSize(c Config) int {
	m := &Model{Config: c, Layers: make([]Layer, c.Layers)}
	l := m.Layout()
	return l[len(l)-1].Offset + l[len(l)-1].Size
}

// EncodeBlob lays the model out as SPEC.md §5 says. The model must be valid.
func (m *Model) EncodeBlob() []byte {
	buf := make([]byte, BlobSize(m.Config))
	encodeExp2(buf, &m.Exp2)
	layout := m.Layout()
	for i, t := range m.sections() {
		encodeSection(buf[layout[i+2].Offset:], t)
	}
	return buf
}

func encodeExp2(buf []byte, e *Exp2Tables) {
	for i := range e {
		for k, v := range e[i] {
			binary.BigEndian.PutUint32(buf[1024*i+4*k:], uint32(v))
		}
	}
}

// encodeSection writes one tensor's section at the start of b, which is
// zero beyond what the tensor fills.
func encodeSection(b []byte, t tensorRef) {
	if t.vec != nil {
		for j, v := range *t.vec {
			binary.BigEndian.PutUint32(b[4*j:], uint32(v))
		}
		return
	}
	w := t.mat
	for r := range w.Rows {
		binary.BigEndian.PutUint32(b[4*r:], uint32(w.M[r])<<8|uint32(w.R[r]))
	}
	b = b[align32(4*w.Rows):]
	for blk := 0; blk*blockRows < w.Rows; blk++ {
		for j := range w.Cols {
			word := b[(blk*w.Cols+j)*wordSize:]
			for i := range blockRows {
				q := int16(0)
				if r := blk*blockRows + i; r < w.Rows {
					q = w.Q[r*w.Cols+j]
				}
				binary.BigEndian.PutUint16(word[2*i:], uint16(int32(q)+32768))
			}
		}
	}
}

// DecodeBlob reads a blob laid out for config c. It is strict: every padding
// byte must be zero and every padding row empty, so one model has exactly one
// blob and one manifest hash.
func DecodeBlob(c Config, blob []byte) (*Model, error) {
	if err := c.Validate(); err != nil {
		return nil, err
	}
	if want := BlobSize(c); len(blob) != want {
		return nil, fmt.Errorf("%w: blob is %d bytes, the header implies %d", ErrInvalidModel, len(blob), want)
	}
	m := &Model{Config: c, Layers: make([]Layer, c.Layers)}
	for i := range m.Exp2 {
		for k := range m.Exp2[i] {
			m.Exp2[i][k] = int64(int32(binary.BigEndian.Uint32(blob[1024*i+4*k:])))
		}
	}
	layout := m.Layout()
	for i, t := range m.sections() {
		sec := blob[layout[i+2].Offset : layout[i+2].Offset+layout[i+2].Size]
		var used int
		if t.vec != nil {
			v := make([]int32, t.n)
			for j := range v {
				v[j] = int32(binary.BigEndian.Uint32(sec[4*j:]))
			}
			*t.vec = v
			used = 4 * t.n
		} else {
			w := NewMatrix(t.n, t.cols)
			for r := range w.Rows {
				word := binary.BigEndian.Uint32(sec[4*r:])
				w.M[r], w.R[r] = int32(word>>8), uint8(word)
			}
			for r := 4 * w.Rows; r < align32(4*w.Rows); r++ {
				if sec[r] != 0 {
					return nil, fmt.Errorf("%w: tensor %s: nonzero padding at blob offset %d", ErrInvalidModel, t.name, layout[i+2].Offset+r)
				}
			}
			body := sec[align32(4*w.Rows):]
			for blk := 0; blk*blockRows < w.Rows; blk++ {
				for j := range w.Cols {
					word := body[(blk*w.Cols+j)*wordSize:]
					for i := range blockRows {
						q := int32(binary.BigEndian.Uint16(word[2*i:])) - 32768
						r := blk*blockRows + i
						if r >= w.Rows {
							if q != 0 {
								return nil, fmt.Errorf("%w: tensor %s: padding row %d column %d is not empty", ErrInvalidModel, t.name, r, j)
							}
							continue
						}
						w.Q[r*w.Cols+j] = int16(q) // -32768 is rejected by Validate
					}
				}
			}
			*t.mat = w
			used = len(sec)
		}
		for j := used; j < len(sec); j++ {
			if sec[j] != 0 {
				return nil, fmt.Errorf("%w: tensor %s: nonzero padding at blob offset %d", ErrInvalidModel, t.name, layout[i+2].Offset+j)
			}
		}
	}
	if err := m.Validate(); err != nil {
		return nil, err
	}
	return m, nil
}
