package bisection

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/txmgr"
)

// Resolution (DisputeGame.resolve and slash): resolve takes a liability
// proof, which opens the landing record the challenge bound and names whom
// the consumer charges; the loss is recorded there, and slash executes it in
// pages of signers, each page one transaction well under EIP-7825's
// per-transaction gas cap.

// Liability proof kinds (LLMConsumer.LIABLE_*, AttestationConsumer.LIABLE_ATTESTER).
const (
	liableNobody    = 0
	liableQuorum    = 1
	liableCommittee = 2
	liableAttester  = 3
)

var (
	abiUint  = mustType("uint256")
	abiWord  = mustType("bytes32")
	abiWords = mustType("bytes32[]")
)

func mustType(t string) abi.Type {
	ty, err := abi.NewType(t, "", nil)
	if err != nil {
		panic(err)
	}
	return ty
}

func pack(types []abi.Type, values ...any) []byte {
	args := make(abi.Arguments, len(types))
	for i, t := range types {
		args[i] = abi.Argument{Type: t}
	}
	b, err := args.Pack(values...)
	if err != nil {
		panic(fmt.Sprintf("bisection: pack liability proof: %v", err)) // the types above match the values
	}
	return b
}

func words(ids [][32]byte) [][32]byte {
	if ids == nil {
		return [][32]byte{}
	}
	return ids
}

// LiableQuorum is the liability proof of a quorum landing: the non-signer
// ids its signature listed and every signer's id, both ascending
// (LLMConsumer.LIABLE_QUORUM).
func LiableQuorum(nonSigners, signers [][32]byte) []byte {
	return pack([]abi.Type{abiUint, abiWords, abiWords}, big.NewInt(liableQuorum), words(nonSigners), words(signers))
}

// LiableCommittee is the liability proof of a committee landing
// (LLMConsumer.verifyAndUpdateCommittee): its signers' ids, ascending, which
// it charges exactly (LLMConsumer.LIABLE_COMMITTEE).
func LiableCommittee(signers [][32]byte) []byte {
	return pack([]abi.Type{abiUint, abiWords}, big.NewInt(liableCommittee), words(signers))
}

// LiableNobody is the proof that settles a whole-trace challenge on a
// sharded landing, charging nobody (a shard answers for its own claim in a
// per-shard challenge, ShardOpening): the landing's shards record.
func LiableNobody(shards [32]byte) []byte {
	return pack([]abi.Type{abiUint, abiWord}, big.NewInt(liableNobody), shards)
}

// LiableAttester is the liability proof of a presented attestation: its
// attester's operator id.
func LiableAttester(operator [32]byte) []byte {
	return pack([]abi.Type{abiUint, abiWord}, big.NewInt(liableAttester), operator)
}

// MismatchProof is DisputeGame.open's proof that a landed root's own
// checkpoint chain chose another token than the landed one (SPEC.md §7.4):
// for res, the canonical run of a request whose prompt has promptLen
// tokens, and landed, the tokens a result was landed with under res.Root. It
// names the first step k whose token differs and carries link_{k−1}, then
// (y_q, kvroot_q) for every step from k on. Nil when the landed tokens are
// res's own, or are not n of them (a wrong count needs no proof).
func MismatchProof(res *inference.Result, genesis inference.Hash, promptLen int, landed []int) [][32]byte {
	if len(landed) != len(res.Tokens) || slices.Equal(landed, res.Tokens) || len(res.KVRoots) != len(res.Checkpoints) {
		return nil
	}
	first := 0
	for landed[first] == res.Tokens[first] {
		first++
	}
	k := promptLen - 1 + first
	prev := genesis
	if k > 0 {
		prev = res.Checkpoints[k-1]
	}
	p := [][32]byte{common.BigToHash(big.NewInt(int64(k))), prev}
	for q := k; q < len(res.Checkpoints); q++ {
		p = append(p, common.BigToHash(big.NewInt(int64(res.Tokens[q-promptLen+1]))), res.KVRoots[q])
	}
	return p
}

// PageGas is the gas a slash page is sized to stay under: well below
// EIP-7825's 16,777,216-gas transaction cap, with room for the estimate's
// error.
const PageGas = 10_000_000

// SlashPages slashes every signer a resolved challenge recorded (ids, the
// list the liability proof charged, in its order), in pages of at most
// PageGas by the sender's estimate: it starts from the whole rest and halves
// a page until it fits. It returns the gas of each page sent; a challenge
// with nothing left to slash sends nothing.
func SlashPages(ctx context.Context, s Sender, r ChainReader, game common.Address, challengeID uint64, ids [][32]byte) ([]uint64, error) {
	cid := new(big.Int).SetUint64(challengeID)
	var gas []uint64
	for {
		loss, err := callView(ctx, r, game, gameABI.PackLoss(cid), gameABI.UnpackLoss)
		if err != nil {
			return gas, fmt.Errorf("loss of challenge %d: %w", challengeID, err)
		}
		left := loss.Count - loss.Done
		if left == 0 {
			return gas, nil
		}
		page, err := fitPage(ctx, s, game, cid, ids, left)
		if err != nil {
			return gas, err
		}
		rcpt, err := Send(ctx, s, "slash", game, gameABI.PackSlash(cid, ids, new(big.Int).SetUint64(page)), nil)
		if err != nil {
			return gas, fmt.Errorf("slash page of %d signers of challenge %d: %w", page, challengeID, err)
		}
		gas = append(gas, rcpt.GasUsed)
	}
}

// fitPage is the largest page (halving from left) whose slash estimates
// under PageGas; a page whose estimate fails is halved too, and a single
// signer's failure is the error.
func fitPage(ctx context.Context, s Sender, game common.Address, cid *big.Int, ids [][32]byte, left uint64) (uint64, error) {
	for page := left; ; page = (page + 1) / 2 {
		data := gameABI.PackSlash(cid, ids, new(big.Int).SetUint64(page))
		est, err := s.Estimate(ctx, txmgr.Call("slash", game, data, nil))
		if err != nil {
			// A page past the node's estimate cap fails (out of gas, or the
			// registry's SlashGasTooLow) rather than estimating high: smaller.
			if page > 1 {
				continue
			}
			return 0, GameError(err)
		}
		if est <= PageGas {
			return page, nil
		}
		if page == 1 {
			return 0, fmt.Errorf("%w: one signer's slash estimates %d gas", ErrPageTooLarge, est)
		}
	}
}

// ErrPageTooLarge: not even one signer's slash fits a page.
var ErrPageTooLarge = errors.New("bisection: slash page over the gas target")

// Resolve sends DisputeGame.resolve with a liability proof and then every
// slash page; it returns the receipts' gas, resolve's first.
func Resolve(ctx context.Context, s Sender, r ChainReader, game common.Address, challengeID uint64, proof []byte, ids [][32]byte) ([]uint64, error) {
	rcpt, err := Send(ctx, s, "resolve", game, gameABI.PackResolve(new(big.Int).SetUint64(challengeID), proof), nil)
	if err != nil {
		return nil, fmt.Errorf("resolve challenge %d: %w", challengeID, err)
	}
	pages, err := SlashPages(ctx, s, r, game, challengeID, ids)
	return append([]uint64{rcpt.GasUsed}, pages...), err
}
