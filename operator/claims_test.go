package operator

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/deepcall/deepcall/aggregator/simchain"
	"github.com/deepcall/deepcall/attest"
	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// An attesting daemon keeps the answer behind each attestation and reveals
// it (GET /v1/attest/claims/{input}/{output}) to an auditor's
// attest.HTTPClaims; an answer it never attested, a forged one and a
// malformed word are refused by name.
func TestDaemonRevealsItsClaims(t *testing.T) {
	m, mf := model(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	chain, err := simchain.Start(ctx, simchain.Options{Operators: 1, Model: sim.NewModel(mf, m.EncodeBlob())})
	if err != nil {
		t.Fatal(err)
	}
	defer chain.Close()
	op := chain.Operators[0]
	// the intake is unreachable: this test reads what the attester keeps, not what it posts
	att := NewAttester(ctx, AttesterConfig{URL: "http://127.0.0.1:1/v1/attest", Key: op.BLS, Address: op.Address})
	d, err := New(Config{Key: op.BLS, Address: op.Address, Executor: NewNative(m, mf, 1), Chain: chain.Client, Attester: att,
		Callers: []common.Address{callerAddr}, Game: chain.Game})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	srv := httptest.NewServer(d.Handler(nil))
	defer srv.Close()
	head, _ := chain.Client.BlockNumber(ctx)
	req := TaskRequest{TaskID: "t", ChainID: chain.ChainID, Consumer: chain.Consumer, Manifest: mf.Hash, Prompt: []int{1, 300}, N: 3, ReferenceBlock: head}
	resp, err := d.Handle(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	in := inference.InputHash(req.Prompt, req.N)
	out := protocol.ResultValue(resp.Root, resp.Tokens)
	claims := &attest.HTTPClaims{URLs: map[common.Address]string{op.Address: srv.URL}}
	c, err := claims.Claim(ctx, &attest.Attestation{Input: in, Output: out, Operator: op.Address})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(c.Prompt, req.Prompt) || c.N != req.N || c.Root != resp.Root || !slices.Equal(c.Tokens, resp.Tokens) {
		t.Fatalf("revealed %+v, answered %v %x", c, resp.Tokens, resp.Root)
	}
	for _, tc := range []struct {
		name string
		a    attest.Attestation
	}{
		{"an answer it did not attest", attest.Attestation{Input: in, Output: [32]byte{1}, Operator: op.Address}},
		{"an operator with no known daemon", attest.Attestation{Input: in, Output: out, Operator: common.Address{9}}},
	} {
		if _, err := claims.Claim(ctx, &tc.a); !errors.Is(err, attest.ErrNoClaim) {
			t.Errorf("%s: %v, want ErrNoClaim", tc.name, err)
		}
	}
	r, err := http.Get(srv.URL + "/v1/attest/claims/0x12/" + hexutil.Encode(out[:]))
	if err != nil {
		t.Fatal(err)
	}
	r.Body.Close()
	if r.StatusCode != http.StatusBadRequest {
		t.Errorf("malformed input word: %d, want 400", r.StatusCode)
	}
	// a daemon that reveals a claim not hashing to the attestation is refused
	liar := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, ClaimWire{Prompt: req.Prompt, N: req.N, Root: resp.Root, Tokens: []int{1, 2, 3}})
	}))
	defer liar.Close()
	forged := &attest.HTTPClaims{URLs: map[common.Address]string{op.Address: liar.URL}}
	if _, err := forged.Claim(ctx, &attest.Attestation{Input: in, Output: out, Operator: op.Address}); !errors.Is(err, attest.ErrClaimMismatch) {
		t.Errorf("forged claim: %v, want ErrClaimMismatch", err)
	}
}
