package bisection

import (
	"context"
	"fmt"
	"math/big"
	"slices"

	"github.com/deepcall/deepcall/inference"
)

// blobPieces is a model's weight blob cut into the pieces of SPEC.md §6.3
// and their tree, whose root is the manifest's blob root: a step's weights
// travel in its witness as runs of pieces with their range multiproofs, so
// EngineStep needs no overlay and no chunk list.
type blobPieces struct {
	blob   []byte
	layout map[string]int // section offsets by tensor name
	tree   *inference.KVTree
}

func newBlobPieces(m *inference.Model, blob []byte) *blobPieces {
	if blob == nil {
		blob = m.EncodeBlob()
	}
	p := &blobPieces{blob: blob, layout: map[string]int{}}
	for _, s := range m.Layout() {
		p.layout[s.Name] = s.Offset
	}
	p.tree = inference.TreeOf(inference.PieceHashes(p.blob))
	return p
}

// pieces returns the model's pieces, built once per trace (a large model's
// blob takes seconds to hash) from EngineOptions.Blob when given.
func (t *EngineTrace) pieces() *blobPieces {
	t.piecesOnce.Do(func() { t.weights = newBlobPieces(t.eng.Model, t.blob) })
	return t.weights
}

// byteRange is a span of blob bytes a step reads.
type byteRange struct{ off, n int }

// attach sets the witness's piece runs to cover rs: each range's pieces,
// merged into maximal runs of consecutive pieces, each run with its range
// multiproof (KVTree.RangeProof's order), so that EngineStep finds every
// range inside one run.
func (p *blobPieces) attach(ew *StepWitness, rs []byteRange) {
	type span struct{ lo, hi int }
	var spans []span
	for _, r := range rs {
		spans = append(spans, span{r.off / inference.PieceSize, (r.off + r.n + inference.PieceSize - 1) / inference.PieceSize})
	}
	slices.SortFunc(spans, func(a, b span) int { return a.lo - b.lo })
	var runs []span
	for _, s := range spans {
		if n := len(runs); n > 0 && s.lo <= runs[n-1].hi {
			runs[n-1].hi = max(runs[n-1].hi, s.hi)
			continue
		}
		runs = append(runs, s)
	}
	for _, r := range runs {
		ew.PieceRuns = append(ew.PieceRuns, big.NewInt(int64(r.lo)), big.NewInt(int64(r.hi-r.lo)))
		data := make([]byte, (r.hi-r.lo)*inference.PieceSize) // the last piece zero-padded
		copy(data, p.blob[min(len(p.blob), r.lo*inference.PieceSize):min(len(p.blob), r.hi*inference.PieceSize)])
		ew.Pieces = append(ew.Pieces, data...)
		for _, h := range p.tree.RangeProof(r.lo, r.hi) {
			ew.PieceProof = append(ew.PieceProof, h)
		}
	}
}

// matvecRanges are the blob bytes EngineStep's kernel reads for rows lo …
// hi − 1 of a matrix section at sec (SPEC.md §5): the row scales and the
// 16-row column blocks holding them.
func matvecRanges(sec, rows, cols, lo, hi int) []byteRange {
	r0 := lo / BlockRows * BlockRows
	n := min(rows, (hi+BlockRows-1)/BlockRows*BlockRows) - r0
	scales := (4*rows + 31) &^ 31
	return []byteRange{
		{sec + 4*r0, 4 * n},
		{sec + scales + r0/BlockRows*cols*32, (n + BlockRows - 1) / BlockRows * cols * 32},
	}
}

// weightRanges are the blob bytes the leaf w (of op op at step k) reads:
// a matvec's rows (a column range: its columns of the chunk's block; the
// range seal: the rows' scales), a norm's gains, an embedding row, a RoPE
// row, the exp tables of SwiGLU and of an attention segment's sum and acc
// passes.
func (t ChainEngineTrace) weightRanges(ctx context.Context, w EngineWitness, op OpShape, k int) ([]byteRange, error) {
	c := t.eng.Model.Config
	p := t.pieces()
	sec := func(name string) (int, error) {
		off, ok := p.layout[name]
		if !ok {
			return 0, fmt.Errorf("weights of %s: no such section", name)
		}
		return off, nil
	}
	if w.Kind == "op_hash" {
		return nil, nil
	}
	switch op.Kind {
	case OpAttention:
		if w.Pass == "sum" || w.Pass == "acc" {
			return []byteRange{{0, 2048}}, nil // exp2_hi, exp2_lo
		}
	case OpSwiGLU:
		return []byteRange{{0, 2048}}, nil
	case OpMatVec:
		name := op.Name
		if name == "classifier" && c.Tied {
			name = "embed"
		}
		off, err := sec(name)
		if err != nil {
			return nil, err
		}
		switch w.Pass {
		case "columns": // the chunk's block, columns From … To−1
			return []byteRange{{off + (4*op.Rows+31)&^31 + w.Lo/BlockRows*op.Cols*32 + 32*w.From, 32 * (w.To - w.From)}}, nil
		case "seal": // the rows' scales
			return []byteRange{{off + 4*w.Lo, 4 * (w.Hi - w.Lo)}}, nil
		}
		return matvecRanges(off, op.Rows, op.Cols, w.Lo, w.Hi), nil
	case OpNorm:
		off, err := sec(op.Name)
		return []byteRange{{off, 4 * op.Out}}, err
	case OpHeadNorm:
		off, err := sec(op.Name)
		return []byteRange{{off, 4 * c.HeadSize}}, err
	case OpRope:
		half := 4 * (c.HeadSize / 2)
		cos, err := sec("rope_cos")
		if err != nil {
			return nil, err
		}
		sin, err := sec("rope_sin")
		return []byteRange{{cos + k*half, half}, {sin + k*half, half}}, err
	case OpEmbed:
		x, _, err := t.tokens(ctx, k)
		if err != nil {
			return nil, err
		}
		off, err := sec("embed")
		scales := (4*c.Vocab + 31) &^ 31
		// the row scale, and the words of the chunk's columns Lo … Hi−1 of the token's column block
		return []byteRange{{off + 4*x, 4}, {off + scales + x/BlockRows*c.Dim*32 + 32*w.Lo, 32 * (w.Hi - w.Lo)}}, err
	}
	return nil, nil
}
