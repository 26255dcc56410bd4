package operator

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/aggregator/simchain"
	"github.com/deepcall/deepcall/attest"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
	"github.com/deepcall/deepcall/reqauth"
)

// chainOverride is the fixture's chain with some answers replaced.
type chainOverride struct {
	Chain
	storage func(account common.Address, key common.Hash, block *big.Int) ([]byte, bool)
	call    func(msg ethereum.CallMsg) ([]byte, bool)
	head    func() (uint64, bool)
}

func (c *chainOverride) StorageAt(ctx context.Context, a common.Address, k common.Hash, b *big.Int) ([]byte, error) {
	if c.storage != nil {
		if v, ok := c.storage(a, k, b); ok {
			return v, nil
		}
	}
	return c.Chain.StorageAt(ctx, a, k, b)
}

func (c *chainOverride) CallContract(ctx context.Context, msg ethereum.CallMsg, b *big.Int) ([]byte, error) {
	if c.call != nil {
		if v, ok := c.call(msg); ok {
			return v, nil
		}
	}
	return c.Chain.CallContract(ctx, msg, b)
}

func (c *chainOverride) BlockNumber(ctx context.Context) (uint64, error) {
	if c.head != nil {
		if v, ok := c.head(); ok {
			return v, nil
		}
	}
	return c.Chain.BlockNumber(ctx)
}

// withChain rebuilds the fixture's daemon over another view of its chain.
func (fx *fixture) withChain(t *testing.T, c Chain, att *Attester) *Daemon {
	t.Helper()
	m, mf := model(t)
	op := fx.chain.Operators[0]
	d, err := New(Config{Key: op.BLS, Address: op.Address, Executor: NewNative(m, mf, 1), Chain: c,
		Callers: []common.Address{callerAddr}, Game: fx.chain.Game, Attester: att})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(d.Close)
	return d
}

func remoteCode(t *testing.T, res *http.Response) string {
	t.Helper()
	defer res.Body.Close()
	var e apiError
	if err := json.NewDecoder(res.Body).Decode(&e); err != nil {
		t.Fatal(err)
	}
	return e.Error.Code
}

// Only requests signed by a configured caller reach the signing endpoints;
// everything else is 401 and nothing is executed or signed.
func TestSigningEndpointsNeedACaller(t *testing.T) {
	fx := newFixture(t, nil, Fault{})
	srv := httptest.NewServer(fx.d.Handler(nil))
	defer srv.Close()
	ctx := context.Background()
	stranger := &Client{BaseURL: srv.URL, Key: simchain.AccountKey(1)}
	late := &Client{BaseURL: srv.URL, HTTP: &http.Client{Transport: &reqauth.Signer{Key: callerKey,
		Now: func() time.Time { return time.Now().Add(-2 * reqauth.DefaultWindow) }}}}
	for name, c := range map[string]*Client{"unsigned": {BaseURL: srv.URL}, "foreign key": stranger, "expired": late} {
		var re *RemoteError
		if _, err := c.Task(ctx, fx.req); !errors.As(err, &re) || re.Status != http.StatusUnauthorized || !errors.Is(err, ErrUnauthorized) {
			t.Errorf("%s task: %v", name, err)
		}
		if _, err := c.Batch(ctx, fx.batch(2)); !errors.As(err, &re) || re.Status != http.StatusUnauthorized {
			t.Errorf("%s batch: %v", name, err)
		}
	}
	for _, path := range []string{"/v1/epochs/sign", "/v1/tasks", "/v1/batches"} {
		res, err := http.Post(srv.URL+path, "application/json", strings.NewReader(`{}`))
		if err != nil {
			t.Fatal(err)
		}
		if res.StatusCode != http.StatusUnauthorized || remoteCode(t, res) != "unauthenticated" {
			t.Errorf("unsigned %s: %d", path, res.StatusCode)
		}
	}
	if n := fx.d.Cached(); n != 0 {
		t.Fatalf("%d executions after refused requests", n)
	}
	// the open endpoints stay open
	if _, err := (&Client{BaseURL: srv.URL}).Info(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := (&Client{BaseURL: srv.URL, Key: callerKey}).Task(ctx, fx.req); err != nil {
		t.Fatalf("the caller: %v", err)
	}
}

func TestNewRequiresCallersAndGame(t *testing.T) {
	fx := newFixture(t, nil, Fault{})
	m, mf := model(t)
	op := fx.chain.Operators[0]
	base := Config{Key: op.BLS, Executor: NewNative(m, mf, 1), Chain: fx.chain.Client}
	if _, err := New(base); err == nil {
		t.Fatal("no callers, no game: accepted")
	}
	base.Callers = []common.Address{callerAddr}
	if _, err := New(base); err == nil {
		t.Fatal("no game: accepted")
	}
}

// A consumer the game did not admit, or admitted with another model, is
// refused 403 over HTTP.
func TestUnadmittedConsumer(t *testing.T) {
	fx := newFixture(t, nil, Fault{})
	other := common.HexToAddress("0x00000000000000000000000000000000000c0de1")
	d := fx.withChain(t, &chainOverride{Chain: fx.chain.Client, call: func(msg ethereum.CallMsg) ([]byte, bool) {
		if *msg.To == fx.chain.Game && strings.HasSuffix(common.Bytes2Hex(msg.Data), common.Bytes2Hex(common.LeftPadBytes(other[:], 32))) {
			return common.LeftPadBytes([]byte{9}, 32), true // admitted, another manifest
		}
		return nil, false
	}}, nil)
	srv := httptest.NewServer(d.Handler(nil))
	defer srv.Close()
	c := &Client{BaseURL: srv.URL, Key: callerKey}
	for _, consumer := range []common.Address{fx.chain.Registry, other} {
		r := fx.req
		r.Consumer = consumer
		var re *RemoteError
		if _, err := c.Task(context.Background(), r); !errors.As(err, &re) || re.Status != http.StatusForbidden ||
			re.Code != CodeNotAdmitted || !errors.Is(err, ErrNotAdmitted) {
			t.Errorf("consumer %s: %v", consumer, err)
		}
		b := fx.batch(1)
		b.Consumer = consumer
		if _, err := c.Batch(context.Background(), b); !errors.As(err, &re) || re.Status != http.StatusForbidden {
			t.Errorf("batch for consumer %s: %v", consumer, err)
		}
	}
	if d.Cached() != 0 {
		t.Fatal("an unadmitted consumer's task was executed")
	}
}

// Results are written once: a slot holding another result, at the
// reference block or at the head, is never signed over (409 slot_taken);
// REQUESTED is empty, and is the old value signed.
func TestWriteOnceSlot(t *testing.T) {
	fx := newFixture(t, nil, Fault{})
	slot := common.Hash(protocol.ResultSlot(inference.InputHash(fx.req.Prompt, fx.req.N)))
	var atRef, atHead []byte
	view := &chainOverride{Chain: fx.chain.Client, storage: func(a common.Address, k common.Hash, b *big.Int) ([]byte, bool) {
		if a != fx.req.Consumer || k != slot {
			return nil, false
		}
		if b == nil {
			return atHead, atHead != nil
		}
		if b.Uint64() != fx.req.ReferenceBlock {
			t.Errorf("slot read at block %s, reference block %d", b, fx.req.ReferenceBlock)
		}
		return atRef, atRef != nil
	}}
	d := fx.withChain(t, view, nil)
	srv := httptest.NewServer(d.Handler(nil))
	defer srv.Close()
	c := &Client{BaseURL: srv.URL, Key: callerKey}
	ctx := context.Background()
	taken := common.LeftPadBytes([]byte{0x42, 0x42}, 32)
	for name, vals := range map[string][2][]byte{"at the reference block": {taken, taken}, "since": {nil, taken}} {
		atRef, atHead = vals[0], vals[1]
		var re *RemoteError
		if _, err := c.Task(ctx, fx.req); !errors.As(err, &re) || re.Status != http.StatusConflict || !errors.Is(err, ErrSlotTaken) {
			t.Errorf("written %s: %v", name, err)
		}
		resp, err := c.Batch(ctx, BatchRequest{ChainID: fx.req.ChainID, Consumer: fx.req.Consumer, Manifest: fx.req.Manifest,
			ReferenceBlock: fx.req.ReferenceBlock, Tasks: []BatchTask{{TaskID: fx.req.TaskID, Prompt: fx.req.Prompt, N: fx.req.N}}})
		if err != nil || resp.Items[0].Error == nil || resp.Items[0].Error.Code != CodeSlotTaken || resp.BatchSignature != nil {
			t.Errorf("batch, written %s: %+v %v", name, resp, err)
		}
	}
	requested := common.LeftPadBytes([]byte{1}, 32)
	atRef, atHead = requested, requested
	resp, err := c.Task(ctx, fx.req)
	if err != nil || resp.Transition.Old != inference.Hash(requested) {
		t.Fatalf("requested slot: %+v %v", resp, err)
	}
	// the answer itself in the slot: already landed
	atRef, atHead = nil, resp.Transition.New[:]
	if _, err := c.Task(ctx, fx.req); !errors.Is(err, ErrAlreadyLanded) {
		t.Fatalf("landed: %v", err)
	}
}

// The attester signs only under an epoch context the daemon accepts.
func TestAttestContext(t *testing.T) {
	fx := newFixture(t, nil, Fault{})
	ctx := context.Background()
	var head uint64
	view := &chainOverride{Chain: fx.chain.Client, head: func() (uint64, bool) { return head, head != 0 }}
	d := fx.withChain(t, view, nil)
	ok := attest.Context{ChainID: fx.chain.ChainID, Consumer: fx.chain.Consumer, Manifest: fx.req.Manifest,
		ReferenceBlock: uint32(fx.req.ReferenceBlock)}
	if err := d.checkAttestContext(ctx, ok); err != nil {
		t.Fatal(err)
	}
	for name, tc := range map[string]struct {
		edit func(*attest.Context)
		head uint64
		want error
	}{
		"another chain":    {func(c *attest.Context) { c.ChainID++ }, 0, ErrWrongChain},
		"another model":    {func(c *attest.Context) { c.Manifest[0] ^= 1 }, 0, ErrWrongManifest},
		"unadmitted":       {func(c *attest.Context) { c.Consumer = fx.chain.Registry }, 0, ErrNotAdmitted},
		"future reference": {func(c *attest.Context) { c.ReferenceBlock += 5 }, 0, ErrBadReference},
		"zero reference":   {func(c *attest.Context) { c.ReferenceBlock = 0 }, 0, ErrBadReference},
		"stale reference":  {func(*attest.Context) {}, fx.req.ReferenceBlock + 257, ErrBadReference},
	} {
		c := ok
		tc.edit(&c)
		head = tc.head
		if err := d.checkAttestContext(ctx, c); !errors.Is(err, tc.want) {
			t.Errorf("%s: %v, want %v", name, err, tc.want)
		}
	}
	head = fx.req.ReferenceBlock + 256 // the window's edge is still in
	if err := d.checkAttestContext(ctx, ok); err != nil {
		t.Fatalf("at the window's edge: %v", err)
	}
}

// An attester signs no body under an epoch context its daemon refuses,
// and signs once the intake hands out one it accepts.
func TestAttesterSignsOnlyAcceptedContexts(t *testing.T) {
	fx := newFixture(t, nil, Fault{})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	open := attest.OpenEpoch{Epoch: 1, ChainID: fx.chain.ChainID + 1, Consumer: fx.chain.Consumer,
		Manifest: common.Hash(fx.req.Manifest), ReferenceBlock: uint32(fx.req.ReferenceBlock)}
	var mu sync.Mutex
	posts := 0
	intake := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		if r.Method == http.MethodPost {
			posts++
			w.WriteHeader(http.StatusNoContent)
			return
		}
		_ = json.NewEncoder(w).Encode(open)
	}))
	defer intake.Close()
	op := fx.chain.Operators[0]
	att := NewAttester(ctx, AttesterConfig{URL: intake.URL, Key: op.BLS, Address: op.Address, Flush: 10 * time.Millisecond})
	fx.withChain(t, fx.chain.Client, att)
	att.Attest([32]byte{1}, [32]byte{2})
	time.Sleep(200 * time.Millisecond)
	mu.Lock()
	if posts != 0 {
		t.Fatalf("%d bodies posted under another chain's context", posts)
	}
	open.ChainID = fx.chain.ChainID
	mu.Unlock()
	deadline := time.Now().Add(5 * time.Second)
	for att.Posted(1) != 1 {
		if time.Now().After(deadline) {
			t.Fatal("nothing posted under an accepted context")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// An epoch of another chain is not co-signed, even for a caller; nor one
// at a reference block the node has not seen or the registry's window has
// left behind (422 bad_reference: the commit would name that block).
func TestEpochSignChecksTheChain(t *testing.T) {
	fx := newFixture(t, nil, Fault{})
	var head uint64
	view := &chainOverride{Chain: fx.chain.Client, head: func() (uint64, bool) { return head, head != 0 }}
	d := fx.withChain(t, view, nil)
	srv := httptest.NewServer(d.Handler(nil))
	defer srv.Close()
	c := reqauth.Client(nil, callerKey)
	ref := uint32(fx.req.ReferenceBlock)
	for _, tc := range []struct {
		name     string
		chain    uint64
		ref      uint32
		head     uint64
		want     int
		wantCode string
	}{
		{"another chain", fx.chain.ChainID + 1, ref, 0, http.StatusUnprocessableEntity, CodeWrongChain},
		{"no reference block", fx.chain.ChainID, 0, 0, http.StatusUnprocessableEntity, CodeBadReference},
		{"a future reference block", fx.chain.ChainID, ref, uint64(ref) - 1, http.StatusUnprocessableEntity, CodeBadReference},
		{"a reference block past the window", fx.chain.ChainID, ref, uint64(ref) + 257, http.StatusUnprocessableEntity, CodeBadReference},
		{"at the window's edge", fx.chain.ChainID, ref, uint64(ref) + 256, http.StatusOK, ""},
		{"this chain", fx.chain.ChainID, ref, 0, http.StatusOK, ""},
	} {
		head = tc.head
		body, _ := json.Marshal(EpochSign{ChainID: tc.chain, Registry: fx.chain.Registry, Epoch: 0, Count: 0, ReferenceBlock: tc.ref})
		res, err := c.Post(srv.URL+"/v1/epochs/sign", "application/json", strings.NewReader(string(body)))
		if err != nil {
			t.Fatal(err)
		}
		if res.StatusCode != tc.want {
			res.Body.Close()
			t.Errorf("%s: %d, want %d", tc.name, res.StatusCode, tc.want)
			continue
		}
		if tc.wantCode != "" {
			if got := remoteCode(t, res); got != tc.wantCode {
				t.Errorf("%s: code %s, want %s", tc.name, got, tc.wantCode)
			}
			continue
		}
		res.Body.Close()
	}
}
