package bisection

import (
	"fmt"

	"github.com/deepcall/deepcall/inference"
)

// DefaultChunkMACs bounds the multiply-adds of one chunk of a matrix-vector
// op: rows are grouped in whole 16-row blocks so a chunk stays under it,
// with one block at least.
const DefaultChunkMACs = 4096

// BlockRows is the rows of one column block of a matrix (SPEC.md §5): a
// step reads a block's words whole, so a chunk of fewer rows costs as much
// as the block and only lengthens the chunk chain.
const BlockRows = 16

// OpKind is the kind of an op of SPEC.md §8, which decides how it is cut
// into chunks.
type OpKind string

// The op kinds.
const (
	OpEmbed     OpKind = "embed"
	OpNorm      OpKind = "norm"
	OpMatVec    OpKind = "matvec"
	OpHeadNorm  OpKind = "head_norm" // q_norm, k_norm: one RMSNorm per head
	OpRope      OpKind = "rope"
	OpAttention OpKind = "attention"
	OpResidual  OpKind = "residual"
	OpSwiGLU    OpKind = "swiglu"
	OpArgmax    OpKind = "argmax"
)

// OpShape is one op of a step as the game sees it: computable from the model
// config alone, so the contract can derive the ops level's shape.
type OpShape struct {
	Index int    `json:"index"`
	Name  string `json:"name"`
	Kind  OpKind `json:"kind"`
	Out   int    `json:"out"`            // output length
	Rows  int    `json:"rows,omitempty"` // matvec only
	Cols  int    `json:"cols,omitempty"`
	Chunk int    `json:"chunk"` // output elements per chunk
}

// Chunks is the number of chunks the op's output is cut into.
func (o OpShape) Chunks() int { return (o.Out + o.Chunk - 1) / o.Chunk }

// long says whether the op is a matvec longer than inference.OpHashMax cut
// into chunks, whose chunk level accumulates its block tree (SPEC.md §8.3);
// a single chunk is re-executed whole, as EngineStep does.
func (o OpShape) long() bool {
	return o.Kind == OpMatVec && o.Out > inference.OpHashMax && o.Chunks() > 1
}

// StepOps lists the ops of one step in spec order, with the chunking the
// game uses: a matrix-vector op by whole 16-row blocks, as many as keep a
// chunk within chunkMACs multiply-adds (one at least), RoPE, QK-norm and
// attention by heads (attention's cost grows with the position, one head
// keeps it smallest), SwiGLU by SwiGLUChunk values, embed by ColRange
// values, the other elementwise ops and the norms whole.
func StepOps(c inference.Config, classify bool, chunkMACs int) []OpShape {
	if chunkMACs < 1 {
		chunkMACs = DefaultChunkMACs
	}
	var ops []OpShape
	add := func(name string, kind OpKind, out, rows, cols int) {
		chunk := out
		switch kind {
		case OpMatVec:
			chunk = BlockRows * max(1, chunkMACs/(BlockRows*cols))
		case OpHeadNorm, OpRope, OpAttention:
			chunk = c.HeadSize
		case OpSwiGLU:
			chunk = SwiGLUChunk
		case OpEmbed:
			chunk = ColRange // one column word a value: 16 KiB of the token's column block
		}
		ops = append(ops, OpShape{Index: len(ops), Name: name, Kind: kind, Out: out, Rows: rows, Cols: cols, Chunk: min(chunk, out)})
	}
	q, kv := c.QDim(), c.KVDim()
	add("embed", OpEmbed, c.Dim, 0, 0)
	for l := range c.Layers {
		p := fmt.Sprintf("layers.%d.", l)
		add(p+"attn_norm", OpNorm, c.Dim, 0, 0)
		add(p+"wq", OpMatVec, q, q, c.Dim)
		add(p+"wk", OpMatVec, kv, kv, c.Dim)
		add(p+"wv", OpMatVec, kv, kv, c.Dim)
		if c.QKNorm {
			add(p+"q_norm", OpHeadNorm, q, 0, 0)
			add(p+"k_norm", OpHeadNorm, kv, 0, 0)
		}
		add(p+"rope", OpRope, q+kv, 0, 0)
		add(p+"attention", OpAttention, q, 0, 0)
		add(p+"wo", OpMatVec, c.Dim, c.Dim, q)
		add(p+"attn_residual", OpResidual, c.Dim, 0, 0)
		add(p+"ffn_norm", OpNorm, c.Dim, 0, 0)
		add(p+"w1", OpMatVec, c.HiddenDim, c.HiddenDim, c.Dim)
		add(p+"w3", OpMatVec, c.HiddenDim, c.HiddenDim, c.Dim)
		add(p+"swiglu", OpSwiGLU, c.HiddenDim, 0, 0)
		add(p+"w2", OpMatVec, c.Dim, c.Dim, c.HiddenDim)
		add(p+"ffn_residual", OpResidual, c.Dim, 0, 0)
	}
	if classify {
		add("final_norm", OpNorm, c.Dim, 0, 0)
		add("classifier", OpMatVec, c.Vocab, c.Vocab, c.Dim)
		add("argmax", OpArgmax, 1, 0, 0)
	}
	return ops
}

// SwiGLUChunk is the values of one chunk of SwiGLU: about 490 gas a value
// on chain (two exp2 lookups and a division), so a chunk stays near 0.5M
// gas however wide the hidden layer is.
const SwiGLUChunk = 1024

// SegmentBytes bounds the KV leaf bytes one attention segment opens on
// chain: B = SegmentBytes / (8·head_size) positions (a KV leaf holds one
// head's K ‖ V as int32, SPEC.md §7.3), at least 1. stories260K: 64-byte
// leaves, B = 256; head size 128: B = 16. 16 KiB keeps a segment's
// calldata near 0.65M gas at the calldata floor price (40 gas a byte) for
// any model.
const SegmentBytes = 16384

// SegmentLen is B, the positions of one attention segment, for a model.
func SegmentLen(c inference.Config) int {
	return max(1, SegmentBytes/(8*c.HeadSize))
}

func opIndex(ops []OpShape, name string) int {
	for _, o := range ops {
		if o.Name == name {
			return o.Index
		}
	}
	return -1
}
