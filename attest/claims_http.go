package attest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// ErrNoClaim: the attester does not reveal the answer behind an attestation
// (unknown to the auditor, unreachable, or it kept none).
var ErrNoClaim = errors.New("attest: the attester reveals no claim for the attestation")

// HTTPClaims is Claims asking each attester's operator daemon for the
// answer behind its attestation (GET {URL}/v1/attest/claims/{input}/{output},
// operator.Attester.AttestClaim keeps them). A reply that does not hash to
// the attestation is refused (ErrClaimMismatch).
type HTTPClaims struct {
	URLs   map[common.Address]string // operator API base URLs by operator address
	Client *http.Client
}

// Claim implements Claims.
func (h *HTTPClaims) Claim(ctx context.Context, a *Attestation) (Claim, error) {
	base, ok := h.URLs[a.Operator]
	if !ok {
		return Claim{}, fmt.Errorf("%w: no API address for %s", ErrNoClaim, a.Operator)
	}
	url := fmt.Sprintf("%s/v1/attest/claims/%s/%s", base, hexutil.Encode(a.Input[:]), hexutil.Encode(a.Output[:]))
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return Claim{}, err
	}
	cl := h.Client
	if cl == nil {
		cl = http.DefaultClient
	}
	resp, err := cl.Do(req)
	if err != nil {
		return Claim{}, fmt.Errorf("%w: %v", ErrNoClaim, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
		return Claim{}, fmt.Errorf("%w: %s: %s: %s", ErrNoClaim, a.Operator, resp.Status, b)
	}
	var w struct {
		Prompt []int       `json:"prompt"`
		N      int         `json:"n"`
		Root   common.Hash `json:"root"`
		Tokens []int       `json:"tokens"`
	}
	if err := json.NewDecoder(io.LimitReader(resp.Body, 1<<22)).Decode(&w); err != nil {
		return Claim{}, fmt.Errorf("%w: decode: %v", ErrNoClaim, err)
	}
	c := Claim{Prompt: w.Prompt, N: w.N, Root: w.Root, Tokens: w.Tokens}
	if inference.InputHash(c.Prompt, c.N) != a.Input || protocol.ResultValue(c.Root, c.Tokens) != a.Output {
		return Claim{}, fmt.Errorf("%w: %s's reply for input %x", ErrClaimMismatch, a.Operator, a.Input)
	}
	return c, nil
}
