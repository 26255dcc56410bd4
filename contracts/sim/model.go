package sim

import (
	"fmt"
	"math/big"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/ethereum/go-ethereum/common"
)

// Model is what a deployment needs from an exported model: its manifest and
// the weight chunks (inference.Chunks of the blob).
type Model struct {
	Manifest *inference.Manifest
	Chunks   [][]byte
	// Blob is the whole weight blob when the model was made from one
	// (NewModel): Chunks are slices of it, nothing is copied.
	Blob []byte
}

// NewModel pairs a manifest with its blob.
func NewModel(mf *inference.Manifest, blob []byte) *Model {
	return &Model{Manifest: mf, Chunks: inference.Chunks(blob), Blob: blob}
}

// LoadModel reads a manifest folder (its weights checked against the
// manifest; a weight file is mapped, not copied).
func LoadModel(dir string) (*Model, error) {
	mf, blob, err := inference.ReadDirBlob(dir)
	if err != nil {
		return nil, err
	}
	return NewModel(mf, blob), nil
}

// ChunkHashes is the manifest's chunk code hash list as generate takes it.
func (m *Model) ChunkHashes() [][32]byte {
	out := make([][32]byte, len(m.Manifest.Weights.Chunks))
	for i, h := range m.Manifest.Weights.Chunks {
		out[i] = h
	}
	return out
}

// OverlayCode is chunk i's overlay contract code: a STOP byte, then the chunk.
func (m *Model) OverlayCode(i int) []byte {
	return append([]byte{0}, m.Chunks[i]...)
}

// EngineConfig is the constructor's ModelConfig for a header.
func EngineConfig(c inference.Config) bindings.ModelConfig {
	u := func(v int64) *big.Int { return big.NewInt(v) }
	return bindings.ModelConfig{
		Dim: u(int64(c.Dim)), HiddenDim: u(int64(c.HiddenDim)), Layers: u(int64(c.Layers)),
		Heads: u(int64(c.Heads)), KvHeads: u(int64(c.KVHeads)), HeadSize: u(int64(c.HeadSize)),
		Vocab: u(int64(c.Vocab)), SeqLen: u(int64(c.SeqLen)), RopeLayout: u(int64(c.RopeLayout)),
		QkNorm: c.QKNorm, Tied: c.Tied, Eps: u(c.Eps), Isq: u(c.ISQ), Log2e: u(c.Log2E),
		Bos: u(int64(c.BOS)), Eos: u(int64(c.EOS)),
	}
}

// DeployCode is the engine's creation bytecode followed by its constructor
// arguments for the manifest.
func DeployCode(mf *inference.Manifest) ([]byte, error) {
	bin, err := engineBin()
	if err != nil {
		return nil, err
	}
	args, err := engineABI.GetABI().Pack("", EngineConfig(mf.Config), big.NewInt(int64(mf.Weights.Size)),
		big.NewInt(int64(len(mf.Weights.Chunks))), mf.Weights.Root, mf.Weights.BlobRoot, mf.Tokenizer)
	if err != nil {
		return nil, fmt.Errorf("encode IQ16Engine constructor: %w", err)
	}
	return append(bin, args...), nil
}

// GenerateCall is the calldata of generate(prompt, n, chunkHashes).
func GenerateCall(prompt []int, n int, chunkHashes [][32]byte) ([]byte, error) {
	p := make([]*big.Int, len(prompt))
	for i, t := range prompt {
		p[i] = big.NewInt(int64(t))
	}
	data, err := engineABI.TryPackGenerate(p, big.NewInt(int64(n)), chunkHashes)
	if err != nil {
		return nil, fmt.Errorf("encode generate: %w", err)
	}
	return data, nil
}

// Generation is the decoded result of one generate call.
type Generation struct {
	Tokens      []int
	Checkpoints []inference.Hash
	GasUsed     uint64 // the call's gas as a transaction's: intrinsic and calldata included
}

// Root is the result root: the last checkpoint.
func (g *Generation) Root() inference.Hash {
	if len(g.Checkpoints) == 0 {
		return inference.Hash{}
	}
	return g.Checkpoints[len(g.Checkpoints)-1]
}

// DecodeGeneration decodes generate's return data.
func DecodeGeneration(ret []byte) (*Generation, error) {
	out, err := engineABI.UnpackGenerate(ret)
	if err != nil {
		return nil, fmt.Errorf("decode generate result: %w", err)
	}
	g := &Generation{Tokens: make([]int, len(out.Tokens)), Checkpoints: make([]inference.Hash, len(out.Checkpoints))}
	for i, t := range out.Tokens {
		if !t.IsInt64() {
			return nil, fmt.Errorf("decode generate result: token %d is %s", i, t)
		}
		g.Tokens[i] = int(t.Int64())
	}
	for i, c := range out.Checkpoints {
		g.Checkpoints[i] = c
	}
	return g, nil
}

// overlayDomain is keccak256("deepcall/overlay/v1").
var overlayDomain = inference.Keccak256([]byte("deepcall/overlay/v1"))

// DerivedOverlayAddress is where chunk i of a manifest is read when it is not
// mounted: the low 20 bytes of
// keccak256(abi.encode(keccak256("deepcall/overlay/v1"), manifestHash, i)).
func DerivedOverlayAddress(manifest inference.Hash, i int) common.Address {
	var word [32]byte
	big.NewInt(int64(i)).FillBytes(word[:])
	h := inference.Keccak256(overlayDomain[:], manifest[:], word[:])
	return common.BytesToAddress(h[12:])
}
