package attest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"

	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/blsagg"
)

// ErrEpochServed: an epoch served by the aggregator does not fold into the
// root it claims.
var ErrEpochServed = errors.New("attest: served epoch does not fold into its root")

// HTTPEpochs is an EpochSource reading the aggregator's kept epochs (GET
// {URL}/v1/attest/epochs/{n}). Context holds the chain, consumer and
// manifest; each epoch's reference block comes with it.
type HTTPEpochs struct {
	URL     string // the aggregator's base URL
	Context Context
	Client  *http.Client
}

type epochJSON struct {
	Epoch          uint64      `json:"epoch"`
	ReferenceBlock uint32      `json:"reference_block"`
	Root           common.Hash `json:"root"`
	Attestations   []struct {
		Input     common.Hash    `json:"input"`
		Output    common.Hash    `json:"output"`
		Operator  common.Address `json:"operator"`
		Hardware  common.Hash    `json:"hardware"`
		Timestamp uint64         `json:"timestamp"`
	} `json:"attestations"`
	Bodies []struct {
		Operator common.Address `json:"operator"`
		Sig      []byte         `json:"sig"`
		Start    int            `json:"start"`
		N        int            `json:"n"`
	} `json:"bodies"`
}

// Epoch implements EpochSource: the epoch's attestations and bodies, its
// leaves recomputed and checked against the root served with them.
func (h *HTTPEpochs) Epoch(ctx context.Context, n uint64) (*Sealed, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf("%s/v1/attest/epochs/%d", h.URL, n), nil)
	if err != nil {
		return nil, err
	}
	cl := h.Client
	if cl == nil {
		cl = http.DefaultClient
	}
	resp, err := cl.Do(req)
	if err != nil {
		return nil, fmt.Errorf("fetch epoch %d: %w", n, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
		return nil, fmt.Errorf("fetch epoch %d: %s: %s", n, resp.Status, b)
	}
	var w epochJSON
	if err := json.NewDecoder(resp.Body).Decode(&w); err != nil {
		return nil, fmt.Errorf("decode epoch %d: %w", n, err)
	}
	if w.Epoch != n {
		return nil, fmt.Errorf("%w: asked for epoch %d, served %d", ErrEpochServed, n, w.Epoch)
	}
	c := h.Context
	c.ReferenceBlock = w.ReferenceBlock
	s := &Sealed{Epoch: n, Context: c}
	for _, a := range w.Attestations {
		at := Attestation{Input: a.Input, Output: a.Output, Operator: a.Operator, Epoch: n, Hardware: a.Hardware, Timestamp: a.Timestamp}
		s.Atts = append(s.Atts, at)
		s.Leaves = append(s.Leaves, at.Leaf(&c))
	}
	for _, b := range w.Bodies {
		sig, err := blsagg.ParseG1(b.Sig)
		if err != nil {
			return nil, fmt.Errorf("%w: epoch %d, body of %s: %v", ErrEpochServed, n, b.Operator, err)
		}
		s.Bodies = append(s.Bodies, Body{Operator: b.Operator, Sig: sig, Start: b.Start, N: b.N})
	}
	root, err := Root(s.Leaves)
	if err != nil {
		return nil, fmt.Errorf("%w: epoch %d: %v", ErrEpochServed, n, err)
	}
	if root != w.Root {
		return nil, fmt.Errorf("%w: epoch %d folds into %x, served root %x", ErrEpochServed, n, root, w.Root)
	}
	return s, nil
}
