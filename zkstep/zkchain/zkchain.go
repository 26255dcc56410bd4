// Package zkchain puts zkstep's exported verifier and ZkColumnRange on an
// in-process go-ethereum chain (Osaka, contracts/sim.ChainConfig) and measures
// what a proof costs there: the tests' and `deepcall bench zk`'s chain.
package zkchain

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/node"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/txmgr"
	"github.com/deepcall/deepcall/zkstep"
)

// Chain is a simulated chain with the fixture shape's verifier and a
// ZkColumnRange over it deployed.
type Chain struct {
	Backend  *simulated.Backend
	sender   *txmgr.Manager
	mu       sync.Mutex
	Verifier common.Address
	Range    common.Address
	// Residual is the residual circuit's verifier of the last DeployEngineRoute.
	Residual common.Address
	vabi     *bindings.ZkColRangeVerifierR2C1I2
	rabi     *bindings.ZkColumnRange
}

// Start deploys the contracts.
func Start(ctx context.Context) (*Chain, error) {
	key, err := crypto.HexToECDSA("8f2a55949038a9610f50fb23b5883af3b4ecb3c3bb792cbcefbd1542c692be63")
	if err != nil {
		return nil, err
	}
	from := crypto.PubkeyToAddress(key.PublicKey)
	rich := new(big.Int).Lsh(big.NewInt(1), 100)
	c := &Chain{vabi: bindings.NewZkColRangeVerifierR2C1I2(), rabi: bindings.NewZkColumnRange()}
	c.Backend = simulated.NewBackend(types.GenesisAlloc{from: {Balance: rich}}, simulated.WithBlockGasLimit(60_000_000),
		func(_ *node.Config, ec *ethconfig.Config) { ec.Genesis.Config = sim.ChainConfig() })
	c.sender = txmgr.New(txmgr.Config{Backend: c.Backend.Client(), Key: key, ChainID: sim.ChainConfig().ChainID,
		Mine: func() { c.mu.Lock(); c.Backend.Commit(); c.mu.Unlock() }, Poll: time.Millisecond})
	if c.Verifier, _, err = c.sender.Deploy(ctx, "deploy the verifier", common.FromHex(bindings.ZkColRangeVerifierR2C1I2MetaData.Bin)); err != nil {
		c.Close()
		return nil, fmt.Errorf("zkchain: deploy verifier: %w", err)
	}
	s := zkstep.FixtureShape
	args := c.rabi.PackConstructor(c.Verifier, big.NewInt(int64(s.Rows)), big.NewInt(int64(s.Cols)), big.NewInt(int64(s.InputLen)))
	if c.Range, _, err = c.sender.Deploy(ctx, "deploy ZkColumnRange", append(common.FromHex(bindings.ZkColumnRangeMetaData.Bin), args...)); err != nil {
		c.Close()
		return nil, fmt.Errorf("zkchain: deploy ZkColumnRange: %w", err)
	}
	return c, nil
}

// Close stops the chain.
func (c *Chain) Close() error { return c.Backend.Close() }

// Gas is what one call cost in a transaction of its own.
type Gas struct {
	Receipt   uint64 `json:"receipt_gas_used"`
	Intrinsic uint64 `json:"intrinsic_gas"` // 21,000 and calldata (or the EIP-7623 floor)
	Executed  uint64 `json:"executed_gas"`  // Receipt − Intrinsic
	Calldata  int    `json:"calldata_bytes"`
}

// ErrRefused is a call the chain refused; the revert data is attached.
var ErrRefused = errors.New("zkchain: call reverted")

// transact runs data against to: first as a call (a refusal comes back with
// its revert data, nothing mined), then as a mined transaction for its gas.
func (c *Chain) transact(ctx context.Context, to common.Address, data []byte) (Gas, error) {
	if _, err := c.Backend.Client().CallContract(ctx, ethereum.CallMsg{From: c.sender.From(), To: &to, Data: data}, nil); err != nil {
		return Gas{}, fmt.Errorf("%w: %v", ErrRefused, err)
	}
	rcpt, err := c.sender.Send(ctx, txmgr.Call("transact", to, data, nil))
	if err != nil {
		return Gas{}, err
	}
	in, err := sim.IntrinsicGas(data)
	if err != nil {
		return Gas{}, err
	}
	return Gas{Receipt: rcpt.GasUsed, Intrinsic: in, Executed: rcpt.GasUsed - in, Calldata: len(data)}, nil
}

// VerifyProof calls the exported verifier directly.
func (c *Chain) VerifyProof(ctx context.Context, p zkstep.Proof) (Gas, error) {
	return c.transact(ctx, c.Verifier, c.vabi.PackVerifyProof(p.Bytes, [1]*big.Int{p.Digest}))
}

// Claim is ZkColumnRange's claim for a statement, with the run's place in a
// blob of `pieces` pieces and its multiproof.
func Claim(st zkstep.Statement, p zkstep.Proof, firstPiece uint64, proof [][32]byte, inputSegs [][32]byte) bindings.ZkColumnRangeClaim {
	cl := bindings.ZkColumnRangeClaim{
		PieceHashes: st.PieceHashes, FirstPiece: new(big.Int).SetUint64(firstPiece), PieceProof: proof,
		InputHash: st.InputHash, SegHashes: inputSegs, NextHash: st.NextHash,
		Off: big.NewInt(int64(st.Off)), S: big.NewInt(int64(st.Range)), Proof: p.Bytes,
	}
	if cl.PieceProof == nil {
		cl.PieceProof = [][32]byte{}
	}
	return cl
}

// WordAt is where a claim reads its first column word (firstPiece·32 + off):
// the word the leaf's range starts at, when the claim is honest.
func WordAt(cl bindings.ZkColumnRangeClaim) *big.Int {
	return new(big.Int).Add(new(big.Int).Mul(cl.FirstPiece, big.NewInt(zkstep.WordsPerPiece)), cl.Off)
}

// Step calls ZkColumnRange.step (the range's first column at blob word
// wordAt) and returns the post-state with the gas.
func (c *Chain) Step(ctx context.Context, blobRoot [32]byte, blobPieces uint64, wordAt *big.Int, anchor, pre [32]byte, cl bindings.ZkColumnRangeClaim) ([32]byte, Gas, error) {
	data := c.rabi.PackStep(blobRoot, new(big.Int).SetUint64(blobPieces), wordAt, anchor, pre, cl)
	ret, err := c.Backend.Client().CallContract(ctx, ethereum.CallMsg{From: c.sender.From(), To: &c.Range, Data: data}, nil)
	if err != nil {
		return [32]byte{}, Gas{}, fmt.Errorf("%w: %v", ErrRefused, err)
	}
	post, err := c.rabi.UnpackStep(ret)
	if err != nil {
		return [32]byte{}, Gas{}, err
	}
	g, err := c.transact(ctx, c.Range, data)
	return post, g, err
}

// DeployRange deploys a ZkColumnRange of another shape over the same
// verifier (to measure its binding at that shape's sizes).
func (c *Chain) DeployRange(ctx context.Context, s zkstep.Shape) (common.Address, error) {
	args := c.rabi.PackConstructor(c.Verifier, big.NewInt(int64(s.Rows)), big.NewInt(int64(s.Cols)), big.NewInt(int64(s.InputLen)))
	addr, _, err := c.sender.Deploy(ctx, "deploy ZkColumnRange", append(common.FromHex(bindings.ZkColumnRangeMetaData.Bin), args...))
	if err != nil {
		return common.Address{}, fmt.Errorf("zkchain: deploy ZkColumnRange %s: %w", s, err)
	}
	return addr, nil
}

// Bind runs ZkColumnRange.bind (everything but the proof check) at addr.
func (c *Chain) Bind(ctx context.Context, addr common.Address, blobRoot [32]byte, blobPieces uint64, anchor, pre [32]byte, cl bindings.ZkColumnRangeClaim) (Gas, error) {
	return c.transact(ctx, addr, c.rabi.PackBind(blobRoot, new(big.Int).SetUint64(blobPieces), WordAt(cl), anchor, pre, cl))
}

// RunRoot folds a run of leaves starting at lo with its multiproof to the
// root of a tree of 2^depth leaves (SPEC.md §8.4's order), as ZkColumnRange
// does; used bounds the siblings the fold takes.
func RunRoot(leaves [][32]byte, lo uint64, depth int, proof [][32]byte) (root [32]byte, used int, err error) {
	nodes := append([][32]byte{}, leaves...)
	hi := lo + uint64(len(nodes))
	next := func() ([32]byte, error) {
		if used == len(proof) {
			return [32]byte{}, errors.New("zkchain: too few siblings")
		}
		used++
		return proof[used-1], nil
	}
	for range depth {
		if lo&1 == 1 {
			s, err := next()
			if err != nil {
				return root, used, err
			}
			nodes = append([][32]byte{s}, nodes...)
			lo--
		}
		if hi&1 == 1 {
			s, err := next()
			if err != nil {
				return root, used, err
			}
			nodes = append(nodes, s)
			hi++
		}
		up := make([][32]byte, len(nodes)/2)
		for i := range up {
			up[i] = crypto.Keccak256Hash(nodes[2*i][:], nodes[2*i+1][:])
		}
		nodes, lo, hi = up, lo/2, hi/2
	}
	return nodes[0], used, nil
}

// Hash is keccak256.
func Hash(b []byte) [32]byte { return crypto.Keccak256Hash(b) }

// Pair is keccak256(a ‖ b), a tree node.
func Pair(a, b [32]byte) [32]byte { return crypto.Keccak256Hash(a[:], b[:]) }

// Pair3 is the segment chain's keccak256(u ‖ word(x) ‖ h).
func Pair3(u [32]byte, x int, h [32]byte) [32]byte {
	return crypto.Keccak256Hash(u[:], common.BigToHash(big.NewInt(int64(x))).Bytes(), h[:])
}
