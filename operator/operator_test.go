package operator

import (
	"context"
	"errors"
	"math/big"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/aggregator/simchain"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/golden"
	"github.com/deepcall/deepcall/protocol"
)

func TestParseFault(t *testing.T) {
	tests := []struct {
		in   string
		want Fault
		err  bool
	}{
		{"", Fault{}, false},
		{"none", Fault{}, false},
		{"offline", Fault{Offline: true}, false},
		{"wrong-from=0", Fault{WrongFrom: 0, WrongFromSet: true}, false},
		{"wrong-from=7,delay=250ms", Fault{WrongFrom: 7, WrongFromSet: true, Delay: 250 * time.Millisecond}, false},
		{"delay=2s, offline", Fault{Delay: 2 * time.Second, Offline: true}, false},
		{"wrong-from=-1", Fault{}, true},
		{"wrong-from=x", Fault{}, true},
		{"delay=soon", Fault{}, true},
		{"offline=1", Fault{}, true},
		{"crash", Fault{}, true},
	}
	for _, tc := range tests {
		got, err := ParseFault(tc.in)
		if (err != nil) != tc.err || (err == nil && got != tc.want) {
			t.Errorf("ParseFault(%q) = %+v, %v", tc.in, got, err)
		}
		if err != nil && !errors.Is(err, ErrBadFault) {
			t.Errorf("ParseFault(%q): error %v is not ErrBadFault", tc.in, err)
		}
		if err == nil {
			back, err := ParseFault(got.String())
			if err != nil || back != got {
				t.Errorf("String round trip of %q: %q → %+v %v", tc.in, got.String(), back, err)
			}
		}
	}
}

func TestTaskRequestValidate(t *testing.T) {
	ok := TaskRequest{TaskID: "a-1", ChainID: 1, Consumer: [20]byte{1}, Manifest: inference.Hash{1}, Prompt: []int{1}, N: 1, ReferenceBlock: 5}
	tests := []struct {
		name string
		edit func(*TaskRequest)
		want error
	}{
		{"ok", func(*TaskRequest) {}, nil},
		{"empty id", func(r *TaskRequest) { r.TaskID = "" }, ErrBadRequest},
		{"id with slash", func(r *TaskRequest) { r.TaskID = "a/b" }, ErrBadRequest},
		{"no chain", func(r *TaskRequest) { r.ChainID = 0 }, ErrBadRequest},
		{"no consumer", func(r *TaskRequest) { r.Consumer = [20]byte{} }, ErrBadRequest},
		{"no manifest", func(r *TaskRequest) { r.Manifest = inference.Hash{} }, ErrBadRequest},
		{"empty prompt", func(r *TaskRequest) { r.Prompt = nil }, ErrBadRequest},
		{"n zero", func(r *TaskRequest) { r.N = 0 }, ErrBadRequest},
		{"reference zero", func(r *TaskRequest) { r.ReferenceBlock = 0 }, ErrBadReference},
		{"reference past uint32", func(r *TaskRequest) { r.ReferenceBlock = 1 << 32 }, ErrBadReference},
	}
	for _, tc := range tests {
		r := ok
		tc.edit(&r)
		if err := r.Validate(); !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
	}
}

var (
	fixOnce  sync.Once
	fixModel *inference.Model
	fixMF    *inference.Manifest
	fixErr   error
)

func model(t *testing.T) (*inference.Model, *inference.Manifest) {
	fixOnce.Do(func() { fixModel, fixMF, fixErr = inference.LoadDir("../testdata/manifests/stories260K") })
	if fixErr != nil {
		t.Fatal(fixErr)
	}
	return fixModel, fixMF
}

// The aggregator's key in these tests: the one caller the daemons allow.
var (
	callerKey  = simchain.AccountKey(0)
	callerAddr = crypto.PubkeyToAddress(callerKey.PublicKey)
)

type fixture struct {
	chain *simchain.Chain
	d     *Daemon
	req   TaskRequest
}

func newFixture(t *testing.T, x Executor, f Fault) *fixture {
	t.Helper()
	m, mf := model(t)
	chain, err := simchain.Start(context.Background(), simchain.Options{Operators: 1, Model: sim.NewModel(mf, m.EncodeBlob())})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = chain.Close() })
	if x == nil {
		x = NewNative(m, mf, 1)
	}
	op := chain.Operators[0]
	d, err := New(Config{Key: op.BLS, Address: op.Address, Executor: x, Chain: chain.Client, Fault: f,
		Callers: []common.Address{callerAddr}, Game: chain.Game, MaxReferenceAge: 4})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(d.Close)
	head, _ := chain.Client.BlockNumber(context.Background())
	return &fixture{chain: chain, d: d, req: TaskRequest{TaskID: "task-1", ChainID: chain.ChainID, Consumer: chain.Consumer,
		Manifest: mf.Hash, Prompt: []int{1, 300}, N: 5, Index: 0, ReferenceBlock: head}}
}

// The transition the daemon signs is the one LLMConsumer checks: slot and
// value agree with the contract's resultSlot/resultValue, the digest with
// transitionDigest, and the signature verifies under the operator's key.
func TestSignsWhatTheConsumerChecks(t *testing.T) {
	fx := newFixture(t, nil, Fault{})
	ctx := context.Background()
	resp, err := fx.d.Handle(ctx, fx.req)
	if err != nil {
		t.Fatal(err)
	}
	m, mf := model(t)
	want, _ := NewNative(m, mf, 1).Execute(ctx, fx.req.Prompt, fx.req.N)
	if !slices.Equal(resp.Tokens, want.Tokens) || resp.Root != want.Root {
		t.Fatalf("tokens %v, engine %v", resp.Tokens, want.Tokens)
	}
	c := bindings.NewLLMConsumer()
	call := func(data []byte) []byte {
		out, err := fx.chain.Client.CallContract(ctx, ethereum.CallMsg{To: &fx.chain.Consumer, Data: data}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	tokens := make([]*big.Int, len(resp.Tokens))
	for i, v := range resp.Tokens {
		tokens[i] = big.NewInt(int64(v))
	}
	value, _ := c.UnpackResultValue(call(c.PackResultValue(resp.Root, tokens)))
	slot, _ := c.UnpackResultSlot(call(c.PackResultSlot(resp.Transition.Input)))
	tr := resp.Transition
	digest, _ := c.UnpackTransitionDigest(call(c.PackTransitionDigest(bindings.Transition{
		ChainId: new(big.Int).SetUint64(tr.ChainID), Consumer: tr.Consumer, Index: tr.Index, Manifest: tr.Manifest, Input: tr.Input,
		Slot: tr.Slot, OldValue: tr.Old, NewValue: tr.New, ReferenceBlock: uint32(tr.ReferenceBlock)})))
	if value != tr.New || slot != tr.Slot || digest != resp.Digest || tr.Input != inference.InputHash(fx.req.Prompt, fx.req.N) {
		t.Fatalf("contract: value %x slot %x digest %x; signed %+v digest %s", value, slot, digest, tr, resp.Digest)
	}
	sig, err := blsagg.ParseG1(resp.Signature)
	if err != nil {
		t.Fatal(err)
	}
	pk2 := blsagg.PubG2(fx.chain.Operators[0].BLS)
	if err := blsagg.Verify(resp.Digest, &pk2, &sig); err != nil {
		t.Fatal(err)
	}
	if resp.OperatorID != inference.Hash(fx.chain.Operators[0].ID) {
		t.Fatal("operator id")
	}
	// Idempotent: the same request gets the same answer; another index
	// re-signs the cached result.
	again, err := fx.d.Handle(ctx, fx.req)
	if err != nil || again.Digest != resp.Digest || string(again.Signature) != string(resp.Signature) {
		t.Fatalf("second answer differs: %v", err)
	}
	r2 := fx.req
	r2.Index = 7
	moved, err := fx.d.Handle(ctx, r2)
	if err != nil || moved.Digest == resp.Digest || moved.Root != resp.Root || moved.Transition.Index != 7 {
		t.Fatalf("re-sign at index 7: %v", err)
	}
	if fx.d.Cached() != 1 {
		t.Fatalf("%d executions cached, want 1", fx.d.Cached())
	}
}

func TestRefuses(t *testing.T) {
	fx := newFixture(t, nil, Fault{})
	ctx := context.Background()
	tests := []struct {
		name string
		edit func(*TaskRequest)
		want error
		code string
	}{
		{"another chain", func(r *TaskRequest) { r.ChainID = 1 }, ErrWrongChain, CodeWrongChain},
		{"another model", func(r *TaskRequest) { r.Manifest = inference.Hash{9} }, ErrWrongManifest, CodeWrongManifest},
		{"a consumer the game did not admit", func(r *TaskRequest) { r.Consumer = fx.chain.Registry }, ErrNotAdmitted, CodeNotAdmitted},
		{"future reference block", func(r *TaskRequest) { r.ReferenceBlock = 1 << 20 }, ErrBadReference, CodeBadReference},
		{"token outside the vocabulary", func(r *TaskRequest) { r.Prompt = []int{1, 1 << 20} }, ErrBadRequest, CodeBadRequest},
		{"past the context", func(r *TaskRequest) { r.N = 10_000 }, ErrBadRequest, CodeBadRequest},
		// last: the head moves past the fixture's reference block (MaxReferenceAge 4)
		{"stale reference block", func(*TaskRequest) {
			for range 5 {
				fx.chain.Commit()
			}
		}, ErrBadReference, CodeBadReference},
	}
	for _, tc := range tests {
		r := fx.req
		r.TaskID = "refuse-" + strings.ReplaceAll(tc.name, " ", "-")
		tc.edit(&r)
		_, err := fx.d.Handle(ctx, r)
		if !errors.Is(err, tc.want) || codeOf(err) != tc.code {
			t.Errorf("%s: %v (code %s), want %v", tc.name, err, codeOf(err), tc.want)
		}
	}
	head, _ := fx.chain.Client.BlockNumber(ctx)
	fx.req.ReferenceBlock = head
	if _, err := fx.d.Handle(ctx, fx.req); err != nil {
		t.Fatal(err)
	}
	r := fx.req
	r.Prompt = []int{1, 301}
	if _, err := fx.d.Handle(ctx, r); !errors.Is(err, ErrTaskConflict) {
		t.Fatalf("reused task id: %v", err)
	}
}

func TestWrongFromFault(t *testing.T) {
	const k = 2
	fx := newFixture(t, nil, Fault{WrongFrom: k, WrongFromSet: true})
	resp, err := fx.d.Handle(context.Background(), fx.req)
	if err != nil {
		t.Fatal(err)
	}
	m, mf := model(t)
	want, _ := NewNative(m, mf, 1).Execute(context.Background(), fx.req.Prompt, fx.req.N)
	if !slices.Equal(resp.Tokens[:k], want.Tokens[:k]) || slices.Equal(resp.Tokens[k:], want.Tokens[k:]) || resp.Root == want.Root {
		t.Fatalf("tokens %v (honest %v)", resp.Tokens, want.Tokens)
	}
	// Wrong, but signed consistently: only the quorum can tell.
	// The liar's links match the honest ones before the step that produced
	// token k, then diverge, and still end at its root.
	c, w := resp.Checkpoints, want.Checkpoints
	from := len(fx.req.Prompt) - 1 + k
	if len(c) != len(w) || len(c) <= from || !slices.Equal(c[:from], w[:from]) || c[from] == w[from] || c[len(c)-1] != resp.Root {
		t.Fatalf("faulty checkpoints %v, honest %v, root %s", c, w, resp.Root)
	}
	if resp.Transition.New != protocol.ResultValue(resp.Root, resp.Tokens) {
		t.Fatal("wrong result not self-consistent")
	}
	sig, _ := blsagg.ParseG1(resp.Signature)
	pk2 := blsagg.PubG2(fx.chain.Operators[0].BLS)
	if blsagg.Verify(resp.Digest, &pk2, &sig) != nil {
		t.Fatal("signature over the wrong result does not verify")
	}
}

func TestBothEnginesAgreeOrRefuse(t *testing.T) {
	m, mf := model(t)
	native := NewNative(m, mf, 1)
	evm, err := NewEVM(context.Background(), sim.NewModel(mf, m.EncodeBlob()))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	both := &Both{A: native, B: evm}
	x, err := both.Execute(ctx, []int{1}, 2)
	if err != nil {
		t.Fatal(err)
	}
	y, _ := native.Execute(ctx, []int{1}, 2)
	if x.Root != y.Root || both.Name() != "both" {
		t.Fatal("both: not the native result")
	}
	other, _, err := inference.LoadDir("../testdata/manifests/rand-odd40")
	if err != nil {
		t.Fatal(err)
	}
	liar := NewNative(other, mf, 1) // another model's weights under this manifest hash
	if _, err := (&Both{A: native, B: liar}).Execute(ctx, []int{1}, 2); !errors.Is(err, ErrEngineMismatch) {
		t.Fatalf("mismatch not caught: %v", err)
	}
}

func TestHTTPFaults(t *testing.T) {
	fx := newFixture(t, nil, Fault{})
	srv := httptest.NewServer(fx.d.Handler(nil))
	defer srv.Close()
	c := &Client{BaseURL: srv.URL, Key: callerKey}
	ctx := context.Background()
	info, err := c.Info(ctx)
	if err != nil || info.OperatorID != inference.Hash(fx.chain.Operators[0].ID) || info.ChainID != fx.chain.ChainID {
		t.Fatalf("info %+v %v", info, err)
	}
	if _, err := c.Task(ctx, fx.req); err != nil {
		t.Fatal(err)
	}
	bad := fx.req
	bad.ChainID = 5
	var re *RemoteError
	if _, err := c.Task(ctx, bad); !errors.As(err, &re) || re.Status != 422 || !errors.Is(err, ErrWrongChain) {
		t.Fatalf("wrong chain over HTTP: %v", err)
	}
	fx.d.SetFault(Fault{Delay: 300 * time.Millisecond})
	start := time.Now()
	if _, err := c.Task(ctx, fx.req); err != nil || time.Since(start) < 300*time.Millisecond {
		t.Fatalf("delay: %v after %v", err, time.Since(start))
	}
	fx.d.SetFault(Fault{Offline: true})
	if _, err := c.Task(ctx, fx.req); err == nil || errors.As(err, &re) {
		t.Fatalf("offline operator answered: %v", err)
	}
}

// TimedBackend splits a generation's steps into prefill and tokens and
// leaves its result as the plain backend's.
func TestTimedBackend(t *testing.T) {
	m, mf, err := inference.LoadDir(filepath.Join(golden.Dir(), "manifests", "stories260K"))
	if err != nil {
		t.Fatal(err)
	}
	timed := &TimedBackend{Backend: inference.CPU{Workers: 1}}
	prompt, n := []int{1, 5, 9, 20}, 6
	got, err := (&inference.Engine{Model: m, Manifest: mf.Hash, Backend: timed}).Generate(context.Background(), prompt, n, nil)
	if err != nil {
		t.Fatal(err)
	}
	want, err := (&inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.CPU{Workers: 1}}).Generate(context.Background(), prompt, n, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got.Root != want.Root {
		t.Fatalf("timed root %s, plain %s", got.Root, want.Root)
	}
	s := timed.Times()
	if s.Generations != 1 || s.PrefillSteps != len(prompt)-1 || s.TokenSteps != n || s.Prefill <= 0 || s.PerToken() <= 0 {
		t.Fatalf("times %+v", s)
	}
}
