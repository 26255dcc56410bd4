package devnet

import (
	"crypto/ecdsa"
	"fmt"
	"math/big"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum/crypto"
)

// Dev keys. Every key here is derived from a public string or is a
// well-known public test key: anyone can sign with them. They exist so that
// a devnet's addresses are the same on every run; never use them, or the
// addresses they control, on a public network.

// DeployerKeyHex is anvil's and Hardhat's first test account
// (0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266). The EigenLayer state was
// deployed from it, and it owns and pauses those contracts, so the devnet
// deploys deepcall from it too.
const DeployerKeyHex = "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"

// DeployerKey returns the deployer's key.
func DeployerKey() *ecdsa.PrivateKey {
	k, err := crypto.HexToECDSA(DeployerKeyHex)
	if err != nil {
		panic(err) // a constant
	}
	return k
}

// OperatorKey is operator i's ECDSA key: keccak256("deepcall/devnet/operator/ecdsa/<i>").
func OperatorKey(i int) *ecdsa.PrivateKey {
	seed := crypto.Keccak256([]byte(fmt.Sprintf("deepcall/devnet/operator/ecdsa/%d", i)))
	k, err := crypto.ToECDSA(seed)
	if err != nil {
		// A keccak output is a valid secp256k1 scalar except with
		// probability ~2⁻¹²⁸; the indices used are checked by tests.
		panic(fmt.Sprintf("devnet: operator %d seed is not a key: %v", i, err))
	}
	return k
}

// OperatorBLSKey is operator i's BLS key: keccak256("deepcall/devnet/operator/bls/<i>") mod r.
func OperatorBLSKey(i int) *bls.KeyPair {
	seed := crypto.Keccak256([]byte(fmt.Sprintf("deepcall/devnet/operator/bls/%d", i)))
	var sk fr.Element
	sk.SetBigInt(new(big.Int).SetBytes(seed))
	return bls.NewKeyPair(&sk)
}

// HolderKey pays for posting the operators' acceptances on chain and
// releasing their capacity units (TaskMarket.accept, releaseUnit: anyone
// may post them): a key of its own, so that those sends never race an
// operator's own transactions (claims, withdrawals) on its nonces.
// keccak256("deepcall/devnet/capacity-holder"). Funded at genesis.
func HolderKey() *ecdsa.PrivateKey {
	k, err := crypto.ToECDSA(crypto.Keccak256([]byte("deepcall/devnet/capacity-holder")))
	if err != nil {
		panic(err) // a constant
	}
	return k
}

// AggregatorKey is the aggregator's key (it pays for verifyAndUpdate):
// keccak256("deepcall/devnet/aggregator"). Funded at genesis.
func AggregatorKey() *ecdsa.PrivateKey {
	k, err := crypto.ToECDSA(crypto.Keccak256([]byte("deepcall/devnet/aggregator")))
	if err != nil {
		panic(err) // a constant
	}
	return k
}

// ChallengerKey is the devnet's challenger daemon's key (it opens
// challenges, posts their bonds and plays the challenger's side, for itself
// or for an account that allowed it with DisputeGame.setMover):
// keccak256("deepcall/devnet/challenger"). Funded at genesis.
func ChallengerKey() *ecdsa.PrivateKey {
	k, err := crypto.ToECDSA(crypto.Keccak256([]byte("deepcall/devnet/challenger")))
	if err != nil {
		panic(err) // a constant
	}
	return k
}

// WalletKey is the dev account the dapp's wallet uses on the devnet (a
// page submits tasks, opens challenges and withdraws from it):
// keccak256("deepcall/devnet/wallet"). Funded at genesis, named in
// /config.json with its key (WebConfig.Wallet): a public test key.
func WalletKey() *ecdsa.PrivateKey {
	k, err := crypto.ToECDSA(crypto.Keccak256([]byte("deepcall/devnet/wallet")))
	if err != nil {
		panic(err) // a constant
	}
	return k
}
