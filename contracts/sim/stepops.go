package sim

import (
	"context"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math/big"
	"strings"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/ethereum/go-ethereum/common"
)

// stepOpsABI packs StepOps' calls and decodes its errors.
var stepOpsABI = bindings.NewStepOps()

// StepOpsKinds are the op kinds StepOps.run executes, in runOp's numbering
// (OpKind): embed, the norms, RoPE, the residuals, SwiGLU and argmax.
var StepOpsKinds = []int{0, 1, 5, 6, 7, 10, 11, 14, 16, 17, 19}

// StepOps is a StepOps contract deployed in an EVM.
type StepOps struct {
	evm  *EVM
	addr common.Address
}

// DeployStepOps deploys StepOps for header c.
func (e *EVM) DeployStepOps(ctx context.Context, c inference.Config) (*StepOps, error) {
	bin, err := hex.DecodeString(strings.TrimPrefix(bindings.StepOpsMetaData.Bin, "0x"))
	if err != nil {
		return nil, fmt.Errorf("StepOps bytecode in bindings: %w", err)
	}
	args, err := stepOpsABI.GetABI().Pack("", EngineConfig(c))
	if err != nil {
		return nil, fmt.Errorf("encode StepOps constructor: %w", err)
	}
	rc, err := e.Transact(ctx, nil, append(bin, args...))
	if err != nil {
		return nil, fmt.Errorf("deploy StepOps: %w", err)
	}
	if len(e.Code(rc.Contract)) == 0 {
		return nil, fmt.Errorf("deploy StepOps: no code at %s", rc.Contract)
	}
	return &StepOps{evm: e, addr: rc.Contract}, nil
}

// Address is the contract's address.
func (s *StepOps) Address() common.Address { return s.addr }

// StepOpsCall is the calldata of StepOps.run(kind, token, a, b, w), the
// vectors packed as int32 big-endian.
func StepOpsCall(kind, token int, a, b []int32, w []byte) []byte {
	return stepOpsABI.PackRun(big.NewInt(int64(kind)), big.NewInt(int64(token)), PackInt32s(a), PackInt32s(b), w)
}

// Run calls StepOps.run(kind, token, a, b, w) as a transaction would and
// returns the op's output with the call's gas (a revert is a *RevertError).
func (s *StepOps) Run(ctx context.Context, kind, token int, a, b []int32, w []byte) ([]int32, *Execution, error) {
	ret, x, err := s.RunRaw(ctx, kind, token, PackInt32s(a), PackInt32s(b), w)
	if err != nil {
		return nil, x, err
	}
	out, err := UnpackInt32s(ret)
	if err != nil {
		return nil, x, fmt.Errorf("StepOps.run(kind %d) result: %w", kind, err)
	}
	return out, x, nil
}

// RunRaw is Run with a and b as bytes, as run takes them (any length), and
// the output's bytes.
func (s *StepOps) RunRaw(ctx context.Context, kind, token int, a, b, w []byte) ([]byte, *Execution, error) {
	data := stepOpsABI.PackRun(big.NewInt(int64(kind)), big.NewInt(int64(token)), a, b, w)
	x, err := s.evm.ExecCall(ctx, s.addr, data)
	if err != nil {
		return nil, x, fmt.Errorf("StepOps.run(kind %d): %w", kind, err)
	}
	ret, err := stepOpsABI.UnpackRun(x.Return)
	if err != nil {
		return nil, x, fmt.Errorf("decode StepOps.run result: %w", err)
	}
	return ret, x, nil
}

// Chunk calls StepOps.chunk(kind, a, b, w): an elementwise op (residuals,
// SwiGLU) over equal slices of its inputs.
func (s *StepOps) Chunk(ctx context.Context, kind int, a, b []int32, w []byte) ([]int32, *Execution, error) {
	data := stepOpsABI.PackChunk(big.NewInt(int64(kind)), PackInt32s(a), PackInt32s(b), w)
	x, err := s.evm.ExecCall(ctx, s.addr, data)
	if err != nil {
		return nil, x, fmt.Errorf("StepOps.chunk(kind %d): %w", kind, err)
	}
	ret, err := stepOpsABI.UnpackChunk(x.Return)
	if err != nil {
		return nil, x, fmt.Errorf("decode StepOps.chunk result: %w", err)
	}
	out, err := UnpackInt32s(ret)
	if err != nil {
		return nil, x, fmt.Errorf("StepOps.chunk(kind %d) result: %w", kind, err)
	}
	return out, x, nil
}

// PackInt32s is v as int32 big-endian, 4 bytes a value (as VectorHash hashes
// it).
func PackInt32s(v []int32) []byte {
	out := make([]byte, 4*len(v))
	for i, x := range v {
		binary.BigEndian.PutUint32(out[4*i:], uint32(x))
	}
	return out
}

// UnpackInt32s reverses PackInt32s.
func UnpackInt32s(b []byte) ([]int32, error) {
	if len(b)%4 != 0 {
		return nil, fmt.Errorf("%d bytes are not a run of int32", len(b))
	}
	out := make([]int32, len(b)/4)
	for i := range out {
		out[i] = int32(binary.BigEndian.Uint32(b[4*i:]))
	}
	return out, nil
}

// StepOpsWeights slices from a model's blob the weight bytes StepOps.run
// reads for op kind of layer `layer` at position pos with input token
// `token` (see StepOps.run's NatSpec): embed's row-scale word and column
// block, a norm's gains, the position's RoPE cos and sin rows, the exp
// tables; nothing for the residuals and argmax.
func StepOpsWeights(c inference.Config, blob []byte, kind, layer, pos, token int) ([]byte, error) {
	off := map[string]inference.TensorOffset{}
	for _, t := range (&inference.Model{Config: c, Layers: make([]inference.Layer, c.Layers)}).Layout() {
		off[t.Name] = t
	}
	if len(blob) != inference.BlobSize(c) {
		return nil, fmt.Errorf("blob is %d bytes, the header implies %d", len(blob), inference.BlobSize(c))
	}
	if layer < 0 || layer >= c.Layers || pos < 0 || pos >= c.SeqLen {
		return nil, fmt.Errorf("layer %d, position %d outside the model", layer, pos)
	}
	at := func(name string, start, n int) []byte {
		o := off[name].Offset + start
		return append([]byte(nil), blob[o:o+n]...)
	}
	inLayer := func(op string) string { return fmt.Sprintf("layers.%d.%s", layer, op) }
	switch kind {
	case 0: // embed
		if token < 0 || token >= c.Vocab {
			return nil, fmt.Errorf("token %d outside the vocabulary of %d", token, c.Vocab)
		}
		scales := (4*c.Vocab + 31) &^ 31
		return append(at("embed", 4*token, 4), at("embed", scales+token/16*c.Dim*32, c.Dim*32)...), nil
	case 1:
		return at(inLayer("attn_norm"), 0, 4*c.Dim), nil
	case 11:
		return at(inLayer("ffn_norm"), 0, 4*c.Dim), nil
	case 17:
		return at("final_norm", 0, 4*c.Dim), nil
	case 5, 6:
		if !c.QKNorm {
			return nil, fmt.Errorf("kind %d: the model has no QK norm", kind)
		}
		name := map[int]string{5: "q_norm", 6: "k_norm"}[kind]
		return at(inLayer(name), 0, 4*c.HeadSize), nil
	case 7: // the position's cos row, then its sin row
		half := c.HeadSize / 2
		return append(at("rope_cos", 4*pos*half, 4*half), at("rope_sin", 4*pos*half, 4*half)...), nil
	case 14: // exp2_hi ‖ exp2_lo at blob offset 0
		return append([]byte(nil), blob[:2048]...), nil
	case 10, 16, 19:
		return nil, nil
	}
	return nil, fmt.Errorf("kind %d is not a StepOps op", kind)
}
