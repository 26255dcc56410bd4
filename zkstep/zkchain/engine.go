package zkchain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/zkstep"
	"github.com/deepcall/deepcall/zkstep/zkgame"
)

// DeployEngineRoute deploys a model's contracts as every deepcall chain
// does (deploy.Contracts: pinned, not mounted, a standalone registry) with
// the game refereed by ZkEngineStep over the EngineStep and the residual
// verifier, and returns the ZkEngineStep: what a residual leaf's proof
// costs at the model's shape.
func (c *Chain) DeployEngineRoute(ctx context.Context, mf *inference.Manifest) (common.Address, error) {
	d, err := deploy.Contracts(ctx, c.sender, deploy.Config{
		Model: &sim.Model{Manifest: mf}, PinOnly: true, Standalone: true,
		Step: deploy.OneStep{Zk: &deploy.ZkKeys{}},
	})
	if err != nil {
		return common.Address{}, fmt.Errorf("zkchain: deploy %s: %w", mf.Name, err)
	}
	c.Residual = d.Contracts.ZkVerifier
	return d.Contracts.ZkStep, nil
}

// ResidualLeaf is a residual op's leaf of a model's trace: op j at step 0 of
// a one-token request, reading ops srcA and srcB (bisection.StepOps).
type ResidualLeaf struct {
	J, SrcA, SrcB int
	Ops           int // ops in the step (with the classifier)
}

// FirstResidual finds layer 0's attn_residual in a config's step-0 op list
// (a request of one prompt token: the classifier ops run).
func FirstResidual(cfg inference.Config) (ResidualLeaf, error) {
	ops := bisection.StepOps(cfg, true, 0)
	for j, op := range ops {
		if op.Kind == bisection.OpResidual {
			// attn_residual reads the layer's input (op 0, the embedding, in layer 0) and wo (op j − 1)
			return ResidualLeaf{J: j, SrcA: 0, SrcB: j - 1, Ops: len(ops)}, nil
		}
	}
	return ResidualLeaf{}, fmt.Errorf("zkchain: no residual op in %+v", cfg)
}

// ResidualStep sends ZkEngineStep.stepProven of leaf l with the committed
// proof of st: the op chain opening is made up (its op hashes at srcA and
// srcB are st's input hashes, the rest arbitrary), so the proof verifies and
// every check runs as in a game. It returns the post-state and the gas.
func (c *Chain) ResidualStep(ctx context.Context, route common.Address, mf *inference.Manifest, l ResidualLeaf, st zkstep.ResidualStatement, p zkstep.Proof) ([32]byte, Gas, error) {
	link := crypto.Keccak256Hash([]byte("link_{k-1}"))
	hs := make([][32]byte, l.J)
	for x := range hs {
		hs[x] = crypto.Keccak256Hash([]byte(fmt.Sprint("op ", x)))
	}
	hs[l.SrcA], hs[l.SrcB] = st.AHash, st.BHash
	cPrev := [32]byte(link)
	for x, h := range hs {
		cPrev = crypto.Keccak256Hash(link[:], cPrev[:], common.BigToHash(big.NewInt(int64(x))).Bytes(), h[:])
	}
	w := bisection.StepWitness{LinkPrev: link, ChainFrom: [32]byte{}, OpHashes: hs, OpFrom: new(big.Int), ChunkHashes: [][32]byte{},
		A: []byte{}, B: []byte{}, Full: []byte{}, Prompt: []*big.Int{}, PrevIn: new(big.Int), PrevOut: new(big.Int), Siblings: [][32]byte{},
		SegHashes: [][32]byte{}, SegM: new(big.Int), SegS: new(big.Int), SegPrev: []*big.Int{}, Kv: []byte{}, LayerRoots: [][32]byte{},
		Pieces: []byte{}, PieceRuns: []*big.Int{}, PieceProof: [][32]byte{}}
	enc, err := w.Encode()
	if err != nil {
		return [32]byte{}, Gas{}, err
	}
	proof, err := zkgame.Args{Witness: enc, OutHash: st.OutHash, Proof: p.Bytes}.Pack()
	if err != nil {
		return [32]byte{}, Gas{}, err
	}
	sctx := bindings.StepContext{Manifest: mf.Hash, Input: crypto.Keccak256Hash([]byte("request")), Steps: big.NewInt(1), PromptLen: big.NewInt(1)}
	path := []*big.Int{big.NewInt(0), big.NewInt(int64(l.J)), big.NewInt(0), big.NewInt(0)}
	zk := bindings.NewZkEngineStep()
	data := zk.PackStepProven(sctx, path, cPrev, proof)
	ret, err := c.Backend.Client().CallContract(ctx, ethereum.CallMsg{From: c.sender.From(), To: &route, Data: data}, nil)
	if err != nil {
		return [32]byte{}, Gas{}, fmt.Errorf("%w: %v", ErrRefused, err)
	}
	post, err := zk.UnpackStepProven(ret)
	if err != nil {
		return [32]byte{}, Gas{}, err
	}
	g, err := c.transact(ctx, route, data)
	return post, g, err
}
