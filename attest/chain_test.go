package attest_test

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/aggregator"
	"github.com/deepcall/deepcall/aggregator/simchain"
	"github.com/deepcall/deepcall/attest"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/inference"
)

var (
	modelOnce sync.Once
	simModel  *sim.Model
	modelErr  error
)

// On the in-process chain: an epoch signed for another root is refused by
// the quorum check; the sample cannot be drawn before its delay, twice, or
// after its window; a leaf not under the root is refused with NotUnderRoot.
func TestEpochRegistryRefusals(t *testing.T) {
	modelOnce.Do(func() {
		m, mf, err := inference.LoadDir("../testdata/manifests/stories260K")
		if err == nil {
			simModel = sim.NewModel(mf, m.EncodeBlob())
		}
		modelErr = err
	})
	if modelErr != nil {
		t.Fatal(modelErr)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	chain, err := simchain.Start(ctx, simchain.Options{Operators: 4, Model: simModel})
	if err != nil {
		t.Fatal(err)
	}
	defer chain.Close()
	reader, err := aggregator.NewChain(ctx, chain.Client, chain.Consumer)
	if err != nil {
		t.Fatal(err)
	}
	c := reader.Consumer()
	regABI := bindings.NewEpochRegistry().GetABI()
	const delay, window = 2, 3
	args, err := regABI.Pack("", chain.Registry, big.NewInt(int64(c.Threshold.Num)), big.NewInt(int64(c.Threshold.Den)),
		big.NewInt(300), big.NewInt(delay), big.NewInt(window))
	if err != nil {
		t.Fatal(err)
	}
	reg := deploy(t, chain, append(common.FromHex(bindings.EpochRegistryMetaData.Bin), args...))
	head, err := reader.Head(ctx)
	if err != nil {
		t.Fatal(err)
	}
	qs, err := reader.OperatorSet(ctx, head-1)
	if err != nil {
		t.Fatal(err)
	}
	sign := func(digest [32]byte) *blsagg.Aggregate {
		agg, err := blsagg.NewAggregator(qs.Set, digest, c.Threshold)
		if err != nil {
			t.Fatal(err)
		}
		for _, op := range chain.Operators {
			if err := agg.Add(blsagg.Attestation{Operator: op.ID, Digest: digest, Sig: blsagg.Sign(op.BLS, digest)}); err != nil {
				t.Fatal(err)
			}
		}
		a, err := agg.Aggregate()
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	leaves := make([][32]byte, 10)
	actx := attest.Context{ChainID: c.ChainID, Consumer: common.Address{1}, ReferenceBlock: uint32(head - 1)}
	atts := make([]attest.Attestation, len(leaves))
	for i := range leaves {
		atts[i] = attest.Attestation{Input: [32]byte{byte(i)}, Operator: chain.Operators[0].Address, Hardware: attest.HardwareClass("cpu")}
		leaves[i] = atts[i].Leaf(&actx)
	}
	root, _ := attest.Root(leaves)
	books := attest.Books(attest.Tally(atts))
	send := func(_ string, data []byte) error {
		_, err := chain.Transact(ctx, simchain.AccountKey(0), reg, data)
		return err
	}
	pack := func(method string, args ...any) []byte {
		d, err := regABI.Pack(method, args...)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	wantRevert := func(err error, name string) {
		t.Helper()
		if err == nil || !strings.Contains(revertName(regABI, err), name) {
			t.Fatalf("want %s, got %v (%s)", name, err, revertName(regABI, err))
		}
	}

	// signed over another root: the registry's quorum check refuses it
	other := root
	other[0] ^= 1
	ref := uint32(head - 1)
	bad, err := aggregator.EpochCommitCalldata(0, root, 10, books, ref, sign(attest.EpochDigest(c.ChainID, reg, 0, other, 10, books, ref)), qs)
	if err != nil {
		t.Fatal(err)
	}
	if err := send("commitEpoch", bad); err == nil {
		t.Fatal("an epoch signed for another root landed")
	}
	// signed for one reference block, committed at another (the quorum set
	// the same): the digest binds it, so the committer cannot move the epoch
	// (and its leaves' challenge window) to a block of its choosing
	moved, err := aggregator.EpochCommitCalldata(0, root, 10, books, ref, sign(attest.EpochDigest(c.ChainID, reg, 0, root, 10, books, ref-1)), qs)
	if err != nil {
		t.Fatal(err)
	}
	if err := send("commitEpoch", moved); err == nil {
		t.Fatal("an epoch landed at a reference block its quorum did not sign")
	}
	good, err := aggregator.EpochCommitCalldata(0, root, 10, books, ref, sign(attest.EpochDigest(c.ChainID, reg, 0, root, 10, books, ref)), qs)
	if err != nil {
		t.Fatal(err)
	}
	if err := send("commitEpoch", good); err != nil {
		t.Fatal(err)
	}
	// committed in block B; drawable in [B+2, B+5); the next block is B+1
	wantRevert(send("drawSample", pack("drawSample", uint64(0))), "SampleTooEarly")
	chain.Commit() // a refused call mines nothing; gas is estimated at the head
	chain.Commit()
	if err := send("drawSample", pack("drawSample", uint64(0))); err != nil {
		t.Fatal(err, " ", revertName(regABI, err))
	}
	wantRevert(send("drawSample", pack("drawSample", uint64(0))), "SampleAlreadyDrawn")

	// a foreign leaf and a wrong position are not under the root
	proof, _ := attest.Proof(leaves, 4)
	call := func(data []byte) error {
		_, err := chain.Client.CallContract(ctx, ethereum.CallMsg{To: &reg, Data: data}, nil)
		return err
	}
	if err := call(pack("verifyAttestation", uint64(0), leaves[4], uint64(4), proof)); err != nil {
		t.Fatal(err)
	}
	wantRevert(call(pack("verifyAttestation", uint64(0), leaves[5], uint64(4), proof)), "NotUnderRoot")
	wantRevert(call(pack("verifyAttestation", uint64(0), leaves[4], uint64(5), proof)), "NotUnderRoot")
	if err := attest.VerifyProof(root, leaves[5], 10, 4, proof); !errors.Is(err, attest.ErrNotUnderRoot) {
		t.Fatalf("go side: %v", err)
	}

	// a second epoch whose window passes undrawn
	head, _ = reader.Head(ctx)
	next, err := aggregator.EpochCommitCalldata(1, root, 10, books, uint32(head-1), sign(attest.EpochDigest(c.ChainID, reg, 1, root, 10, books, uint32(head-1))), qs)
	if err != nil {
		t.Fatal(err)
	}
	if err := send("commitEpoch", next); err != nil {
		t.Fatal(err)
	}
	for range delay + window {
		chain.Commit()
	}
	wantRevert(send("drawSample", pack("drawSample", uint64(1))), "SampleWindowClosed")
}

// revertName is the name of the custom error in err's revert data, if any.
func revertName(a abi.ABI, err error) string {
	var de interface{ ErrorData() any }
	if !errors.As(err, &de) {
		return ""
	}
	h, ok := de.ErrorData().(string)
	if !ok {
		return ""
	}
	b := common.FromHex(h)
	if len(b) < 4 {
		return ""
	}
	e, err := a.ErrorByID([4]byte(b[:4]))
	if err != nil {
		return ""
	}
	return e.Name
}

// deploy creates a contract with creation code code from account 0.
func deploy(t *testing.T, chain *simchain.Chain, code []byte) common.Address {
	t.Helper()
	ctx := context.Background()
	key := simchain.AccountKey(0)
	nonce, err := chain.Client.PendingNonceAt(ctx, crypto.PubkeyToAddress(key.PublicKey))
	if err != nil {
		t.Fatal(err)
	}
	tx := types.NewTx(&types.DynamicFeeTx{ChainID: new(big.Int).SetUint64(chain.ChainID), Nonce: nonce,
		GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(10e9), Gas: 5_000_000, Data: code})
	signed, err := types.SignTx(tx, types.LatestSignerForChainID(tx.ChainId()), key)
	if err != nil {
		t.Fatal(err)
	}
	if err := chain.Client.SendTransaction(ctx, signed); err != nil {
		t.Fatal(err)
	}
	chain.Commit()
	for range 500 {
		if r, err := chain.Client.TransactionReceipt(ctx, signed.Hash()); err == nil {
			if r.Status != types.ReceiptStatusSuccessful {
				t.Fatal("deployment reverted")
			}
			return r.ContractAddress
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatal("no deployment receipt")
	return common.Address{}
}
