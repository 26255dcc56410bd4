package economy

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/aggregator/simchain"
	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/inference"
)

const modelDir = "../testdata/manifests/stories260K"

var (
	modelOnce sync.Once
	simModel  *sim.Model
	modelErr  error
)

// startChain starts the in-process chain with n operators, operator i
// holding stake(i).
func startChain(t *testing.T, n int, stake func(int) *big.Int) *simchain.Chain {
	t.Helper()
	return startChainWith(t, simchain.Options{Operators: n, Stake: stake})
}

// startChainWith is startChain with more options (the model is the test's).
func startChainWith(t *testing.T, opts simchain.Options) *simchain.Chain {
	t.Helper()
	modelOnce.Do(func() {
		m, mf, err := inference.LoadDir(modelDir)
		if err != nil {
			modelErr = err
			return
		}
		simModel = sim.NewModel(mf, m.EncodeBlob())
	})
	if modelErr != nil {
		t.Fatal(modelErr)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	opts.Model = simModel
	c, err := simchain.Start(ctx, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	return c
}

// deploy creates a contract from key with creation code bin ‖ args.
func deploy(t *testing.T, c *simchain.Chain, key *ecdsa.PrivateKey, code []byte) common.Address {
	t.Helper()
	ctx := context.Background()
	from := crypto.PubkeyToAddress(key.PublicKey)
	nonce, err := c.Client.PendingNonceAt(ctx, from)
	if err != nil {
		t.Fatal(err)
	}
	tx := types.NewTx(&types.DynamicFeeTx{ChainID: new(big.Int).SetUint64(c.ChainID), Nonce: nonce,
		GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(10e9), Gas: 8_000_000, Data: code})
	signed, err := types.SignTx(tx, types.LatestSignerForChainID(tx.ChainId()), key)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Client.SendTransaction(ctx, signed); err != nil {
		t.Fatal(err)
	}
	c.Commit()
	r, err := c.Client.TransactionReceipt(ctx, signed.Hash())
	for tries := 0; err != nil && tries < 200; tries++ {
		time.Sleep(10 * time.Millisecond)
		r, err = c.Client.TransactionReceipt(ctx, signed.Hash())
	}
	if err != nil || r.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("deploy: %v", err)
	}
	return r.ContractAddress
}

// transact sends data to `to` from key and fails the test unless it lands.
func transact(t *testing.T, c *simchain.Chain, key *ecdsa.PrivateKey, to common.Address, data []byte) *types.Receipt {
	t.Helper()
	r, err := c.Transact(context.Background(), key, to, data)
	if err != nil {
		_, cerr := c.Client.CallContract(context.Background(), ethereum.CallMsg{From: crypto.PubkeyToAddress(key.PublicKey), To: &to, Data: data}, nil)
		t.Fatalf("transact: %v (%v; replayed: %#v)", err, RevertOf(err), cerr)
	}
	return r
}

// reverts checks that data sent to `to` from key reverts with the named error.
func reverts(t *testing.T, c *simchain.Chain, key *ecdsa.PrivateKey, to common.Address, data []byte, name string) {
	t.Helper()
	revertsValue(t, c, key, to, data, nil, name)
}

// revertsValue is reverts for a call carrying value wei.
func revertsValue(t *testing.T, c *simchain.Chain, key *ecdsa.PrivateKey, to common.Address, data []byte, value *big.Int, name string) {
	t.Helper()
	from := crypto.PubkeyToAddress(key.PublicKey)
	_, err := c.Client.EstimateGas(context.Background(), ethereum.CallMsg{From: from, To: &to, Data: data, Value: value})
	r := RevertOf(err)
	if r == nil || r.Name != name {
		var de interface{ ErrorData() any }
		if errors.As(err, &de) {
			t.Logf("revert data %v", de.ErrorData())
		}
		t.Fatalf("want revert %s, got %v (%v)", name, r, err)
	}
}

// call runs a view and returns its output.
func call(t *testing.T, c *simchain.Chain, to common.Address, data []byte) []byte {
	t.Helper()
	out, err := c.Client.CallContract(context.Background(), ethereum.CallMsg{To: &to, Data: data}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func ether(x float64) *big.Int {
	f, _ := new(big.Float).Mul(big.NewFloat(x), big.NewFloat(1e18)).Int(nil)
	return f
}

// transactValue sends data with value wei to `to` from key and mines it;
// a revert is an error (its data decodable by RevertOf). It allows twice
// the node's estimate.
func transactValue(ctx context.Context, c *simchain.Chain, key *ecdsa.PrivateKey, to common.Address, data []byte, value *big.Int) (*types.Receipt, error) {
	from := crypto.PubkeyToAddress(key.PublicKey)
	gas, err := c.Client.EstimateGas(ctx, ethereum.CallMsg{From: from, To: &to, Data: data, Value: value})
	if err != nil {
		return nil, err
	}
	nonce, err := c.Client.PendingNonceAt(ctx, from)
	if err != nil {
		return nil, err
	}
	tx := types.NewTx(&types.DynamicFeeTx{ChainID: new(big.Int).SetUint64(c.ChainID), Nonce: nonce,
		GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(10e9), Gas: 2 * gas, To: &to, Data: data, Value: value})
	signed, err := types.SignTx(tx, types.LatestSignerForChainID(tx.ChainId()), key)
	if err != nil {
		return nil, err
	}
	if err := c.Client.SendTransaction(ctx, signed); err != nil {
		return nil, err
	}
	c.Commit()
	r, err := c.Client.TransactionReceipt(ctx, signed.Hash())
	for tries := 0; err != nil && tries < 300; tries++ {
		time.Sleep(10 * time.Millisecond)
		if tries%20 == 19 {
			c.Commit()
		}
		r, err = c.Client.TransactionReceipt(ctx, signed.Hash())
	}
	if err != nil {
		return nil, err
	}
	if r.Status != types.ReceiptStatusSuccessful {
		return nil, errors.New("reverted")
	}
	return r, nil
}

func addrOf(k *ecdsa.PrivateKey) common.Address { return crypto.PubkeyToAddress(k.PublicKey) }
