package deploy

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/txmgr"
)

// OneStep picks the dispute game's one-step rule. The zero value is what a
// deployment plays: EngineStep over the engine. The others are for local
// chains only.
type OneStep struct {
	// Alphabet, when set, deploys AlphabetStep with these level sizes below
	// the checkpoints instead: a toy trace whose games are short, for the
	// lab and the aggregator's tests.
	Alphabet []int
	// Zk, when set, referees through ZkEngineStep over the EngineStep, with
	// the residual circuit's verifier and an SP1 verifier stand-in that
	// proves nothing (no SP1 proof can be made on a local chain), so a side
	// may end a game with a gnark proof as well as with the re-execution.
	Zk *ZkKeys
}

// ZkKeys are what ZkEngineStep pins: the model hash and the SP1 program key.
type ZkKeys struct {
	Model   inference.Hash
	Program [32]byte
}

// ZkEngineStepCode is ZkEngineStep's creation code over the EngineStep at
// step, the residual verifier and the SP1 verifier (zero: no SP1 route).
func ZkEngineStepCode(step, residual, sp1 common.Address, keys ZkKeys) []byte {
	args := bindings.NewZkEngineStep().PackConstructor(step, residual, sp1, keys.Program, keys.Model)
	return append(common.FromHex(bindings.ZkEngineStepMetaData.Bin), args...)
}

// AlphabetStepCode is AlphabetStep's creation code with the level sizes given.
func AlphabetStepCode(sizes []int) []byte {
	s := make([]*big.Int, len(sizes))
	for i, n := range sizes {
		s[i] = big.NewInt(int64(n))
	}
	return append(common.FromHex(bindings.AlphabetStepMetaData.Bin), bindings.NewAlphabetStep().PackConstructor(s)...)
}

// sendOneStep sends the one-step's deployments (AlphabetStep, or KvStep,
// StepOps and EngineStep over them) and returns them with the step's
// address, which follows from the last one's nonce.
func sendOneStep(ctx context.Context, s *txmgr.Manager, engine common.Address, mf *inference.Manifest, g GameConfig, rule OneStep) ([]*types.Transaction, common.Address, error) {
	var txs []*types.Transaction
	var err error
	if rule.Alphabet != nil {
		var tx *types.Transaction
		tx, err = submitCode(ctx, s, "deploy AlphabetStep", AlphabetStepCode(rule.Alphabet))
		txs = []*types.Transaction{tx}
	} else {
		txs, err = sendDeployStep(ctx, s, engine, mf, g)
	}
	if err != nil {
		return nil, common.Address{}, err
	}
	return txs, crypto.CreateAddress(s.From(), txs[len(txs)-1].Nonce()), nil
}

// deployZk deploys the residual verifier, the SP1 stand-in and
// ZkEngineStep over the step (Addresses.Step), and records them.
func deployZk(ctx context.Context, s *txmgr.Manager, c *Addresses, keys ZkKeys) ([]*types.Receipt, error) {
	ver, err := submitCode(ctx, s, "deploy ZkResidualVerifierN64", common.FromHex(bindings.ZkResidualVerifierN64MetaData.Bin))
	if err != nil {
		return nil, err
	}
	sp1, err := submitCode(ctx, s, "deploy Sp1VerifierStandIn", common.FromHex(bindings.Sp1VerifierStandInMetaData.Bin))
	if err != nil {
		return nil, err
	}
	c.ZkVerifier, c.Sp1Verifier = crypto.CreateAddress(s.From(), ver.Nonce()), crypto.CreateAddress(s.From(), sp1.Nonce())
	zk, err := submitCode(ctx, s, "deploy ZkEngineStep", ZkEngineStepCode(c.Step, c.ZkVerifier, c.Sp1Verifier, keys))
	if err != nil {
		return nil, err
	}
	rs, err := s.Wait(ctx, ver, sp1, zk)
	if err != nil {
		return nil, fmt.Errorf("deploy the zk one-step: %w", err)
	}
	c.ZkStep = rs[2].ContractAddress
	return rs, nil
}

// submitCode sends a contract creation without waiting.
func submitCode(ctx context.Context, s *txmgr.Manager, what string, code []byte) (*types.Transaction, error) {
	return s.SubmitBound(ctx, what, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return deployTx(s, o, code)
	})
}

// Stake is an operator's stake in a standalone registry (Config.Standalone).
type Stake struct {
	Operator common.Address
	Amount   *big.Int
}

// sendStakes has the registry's owner assign the stakes given.
func sendStakes(ctx context.Context, s *txmgr.Manager, registry common.Address, stakes []Stake) ([]*types.Transaction, error) {
	var txs []*types.Transaction
	for _, st := range stakes {
		data := registryABI.PackSetStake(st.Operator, st.Amount)
		tx, err := s.SubmitBound(ctx, fmt.Sprintf("OperatorRegistry.setStake(%s)", st.Operator), func(o *bind.TransactOpts) (*types.Transaction, error) {
			return bind.Transact(registryABI.Instance(s.Caller(), registry), o, data)
		})
		if err != nil {
			return nil, err
		}
		txs = append(txs, tx)
	}
	return txs, nil
}
