package aggregator

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/aggregator/simchain"
	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/attest"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/operator"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
)

// deployContract creates a contract from account key and waits for it.
func deployContract(t *testing.T, chain *simchain.Chain, key int, code []byte) common.Address {
	t.Helper()
	ctx := context.Background()
	k := simchain.AccountKey(key)
	nonce, err := chain.Client.PendingNonceAt(ctx, crypto.PubkeyToAddress(k.PublicKey))
	if err != nil {
		t.Fatal(err)
	}
	tx, err := types.SignTx(types.NewTx(&types.DynamicFeeTx{ChainID: new(big.Int).SetUint64(chain.ChainID), Nonce: nonce,
		GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(10e9), Gas: 5_000_000, Data: code}),
		types.LatestSignerForChainID(new(big.Int).SetUint64(chain.ChainID)), k)
	if err != nil {
		t.Fatal(err)
	}
	if err := chain.Client.SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	r, err := bind.WaitMined(ctx, chain.Client, tx.Hash())
	if err != nil || r.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("deploy: %v", err)
	}
	return r.ContractAddress
}

// The attestation mode in the daemons: operator daemons configured with an
// Attester attest every answer they give to the intake mounted on the
// aggregator's server; the epoch service seals the epoch, the operators
// co-sign it after checking the books against what they attested, and
// commitEpoch lands it on the chain with the root, count and books of
// exactly those attestations. An operator whose books entry is wrong refuses
// to sign.
func TestEpochsInTheDaemons(t *testing.T) {
	var intakeURL atomic.Value // the aggregator's server starts after the daemons
	front := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		intakeURL.Load().(http.Handler).ServeHTTP(w, r)
	}))
	defer front.Close()
	attesters := make([]*operator.Attester, 4)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	consumer := common.HexToAddress("0x00000000000000000000000000000000000ac0de") // the leaves' AttestationConsumer (not called here)
	w := newWorld(t, worldOpts{admit: []common.Address{consumer}, opCfg: func(i int, c *operator.Config) {
		attesters[i] = operator.NewAttester(ctx, operator.AttesterConfig{URL: front.URL + "/v1/attest", Key: c.Key, Address: c.Address,
			Hardware: attest.HardwareClass("cpu-avx512"), Flush: 20 * time.Millisecond, Logger: testLogger(t)})
		c.Attester = attesters[i]
	}})
	reader := w.agg.chain
	c := reader.Consumer()
	args := bindings.NewEpochRegistry().PackConstructor(w.chain.Registry, new(big.Int).SetUint64(c.Threshold.Num),
		new(big.Int).SetUint64(c.Threshold.Den), big.NewInt(300), big.NewInt(2), big.NewInt(16))
	reg := deployContract(t, w.chain, 1, append(common.FromHex(bindings.EpochRegistryMetaData.Bin), args...))
	ep, err := NewEpochs(ctx, EpochConfig{Backend: w.chain.Client, Chain: reader, Registry: reg, Consumer: consumer,
		Key: simchain.AccountKey(0), Sender: w.agg.cfg.Sender, Operators: w.urls(), Logger: testLogger(t)}) // the landings' key and sender
	if err != nil {
		t.Fatal(err)
	}
	intakeURL.Store(ep.Handler())

	const jobs = 3
	for i := range jobs {
		if _, _, err := w.agg.Submit(api.JobRequest{TaskID: api.TaskID(fmt.Sprintf("att-%d", i)), Prompt: []int{1, 40 + i}, N: 2}); err != nil {
			t.Fatal(err)
		}
	}
	for i := range jobs {
		if j := w.waitFinal(fmt.Sprintf("att-%d", i), time.Minute); j.Status != StatusLanded {
			t.Fatalf("job %d: %s (%s)", i, j.Status, j.Error)
		}
	}
	// every operator that answered attested each answer once
	want := 0
	deadline := time.Now().Add(30 * time.Second)
	for {
		want = 0
		for _, a := range attesters {
			want += int(a.Posted(0))
		}
		if (want >= 3*jobs && ep.Intake().Len() == want) || time.Now().After(deadline) {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if want < 3*jobs || ep.Intake().Len() != want {
		t.Fatalf("intake holds %d attestations, operators posted %d", ep.Intake().Len(), want)
	}
	// GET /v1/attest: the open epoch and its context
	resp, err := http.Get(front.URL + "/v1/attest")
	if err != nil {
		t.Fatal(err)
	}
	var open attest.OpenEpoch
	if err := json.NewDecoder(resp.Body).Decode(&open); err != nil || open.Epoch != 0 || open.Consumer != consumer {
		t.Fatalf("open epoch %+v, %v", open, err)
	}
	resp.Body.Close()

	ce, err := ep.SealAndCommit(ctx)
	if err != nil || ce == nil {
		t.Fatalf("commit: %v", err)
	}
	out, err := reader.call(ctx, reg, epochABI, "epochs", nil, uint64(0))
	if err != nil {
		t.Fatal(err)
	}
	root, _ := attest.Root(ce.Leaves)
	if out[0].([32]byte) != root || out[1].(uint64) != uint64(want) || out[4].([32]byte) != attest.Books(attest.Tally(ce.Atts)) {
		t.Fatalf("chain holds %x/%d, sealed %x/%d", out[0], out[1], root, want)
	}
	// committed at the reference block its leaves name and its quorum signed
	if ref := out[3].(uint32); ref != ce.Context.ReferenceBlock {
		t.Fatalf("epoch 0 committed at reference block %d, its leaves name %d", ref, ce.Context.ReferenceBlock)
	}
	for i, a := range attesters {
		ops, counts := attest.Tally(ce.Atts)
		for k, op := range ops {
			if op == w.chain.Operators[i].Address && counts[k] != a.Posted(0) {
				t.Fatalf("operator %d: books %d, posted %d", i, counts[k], a.Posted(0))
			}
		}
	}
	t.Logf("epoch 0: %d attestations from %d bodies committed, commitEpoch %d gas", want, len(ce.Bodies), ce.GasUsed)
	// the sealed epoch is served to auditors
	resp, err = http.Get(front.URL + "/v1/attest/epochs/0")
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("GET epoch 0: %v %v", resp.Status, err)
	}
	resp.Body.Close()
	if ce, err := ep.SealAndCommit(ctx); err != nil || ce != nil {
		t.Fatalf("an empty epoch is not sealed: %v %v", ce, err)
	}

	// an operator signs an epoch only when the books credit it with what it attested
	d := w.daemons[0]
	ops, counts := attest.Tally(ce.Atts)
	for k := range counts {
		if ops[k] == w.chain.Operators[0].Address {
			counts[k]++
			counts[(k+1)%len(counts)]--
		}
	}
	if _, err := d.SignEpoch(operator.EpochSign{ChainID: c.ChainID, Registry: reg, Epoch: 0, Root: root, Count: uint64(want), Operators: ops, Counts: counts,
		ReferenceBlock: ce.Context.ReferenceBlock}); !errors.Is(err, operator.ErrBooks) {
		t.Fatalf("operator 0 signed books that credit it with one attestation too many: %v", err)
	}
}
