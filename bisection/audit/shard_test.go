package audit

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"math/big"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/bisection/labchain"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// shardValuesFixture: two shards, three steps, each shard's claim the
// commitment of its chain values.
func shardValuesFixture() (*ShardValues, []bindings.ShardSignature) {
	v := &ShardValues{}
	var sigs []bindings.ShardSignature
	for s := range 2 {
		var chain []inference.Hash
		var ops [][]inference.Hash
		for p := range 3 {
			chain = append(chain, inference.Keccak256([]byte{byte(s), byte(p)}))
			ops = append(ops, []inference.Hash{inference.Keccak256([]byte{byte(s), byte(p), 1})})
		}
		v.Chains, v.Ops = append(v.Chains, chain), append(v.Ops, ops)
		sigs = append(sigs, bindings.ShardSignature{OutBoundary: protocol.BoundaryCommitment(chain)})
	}
	return v, sigs
}

func TestCheckShardValues(t *testing.T) {
	for _, tc := range []struct {
		name string
		bend func(v *ShardValues)
		want error
	}{
		{"as published", func(v *ShardValues) {}, nil},
		{"none", nil, ErrBadShardValues},
		{"one shard", func(v *ShardValues) { v.Chains, v.Ops = v.Chains[:1], v.Ops[:1] }, ErrBadShardValues},
		{"a step missing", func(v *ShardValues) { v.Chains[1] = v.Chains[1][:2] }, ErrBadShardValues},
		{"no op hashes", func(v *ShardValues) { v.Ops[0] = nil }, ErrBadShardValues},
		{"a chain value bent", func(v *ShardValues) { v.Chains[1][2][0] ^= 1 }, ErrBadShardValues},
		{"shards swapped", func(v *ShardValues) { v.Chains[0], v.Chains[1] = v.Chains[1], v.Chains[0] }, ErrBadShardValues},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, sigs := shardValuesFixture()
			if tc.bend == nil {
				v = nil
			} else {
				tc.bend(v)
			}
			if err := CheckShardValues(v, sigs, 3); !errors.Is(err, tc.want) {
				t.Fatalf("err %v, want %v", err, tc.want)
			}
		})
	}
}

// TestAggregatorShards: the values come from the job the router's task of
// the input names, landed at the index; an unknown landing, an aggregator
// that is down and a body that is not a job are each a named error.
func TestAggregatorShards(t *testing.T) {
	v, _ := shardValuesFixture()
	input := inference.Hash{1}
	job := map[string]any{"index": 7, "sharded": map[string]any{"shards": []map[string]any{
		{"shard": 0, "chains": v.Chains[0], "ops": v.Ops[0]}, {"shard": 1, "chains": v.Chains[1], "ops": v.Ops[1]}}}}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/tasks", func(w http.ResponseWriter, r *http.Request) {
		json.NewEncoder(w).Encode(map[string]any{"tasks": []map[string]any{{"id": "other"}, {"id": "t1"}}})
	})
	mux.HandleFunc("GET /v1/jobs/other", func(w http.ResponseWriter, r *http.Request) {
		json.NewEncoder(w).Encode(map[string]any{"index": 3}) // an unsharded job of another index
	})
	mux.HandleFunc("GET /v1/jobs/t1", func(w http.ResponseWriter, r *http.Request) { json.NewEncoder(w).Encode(job) })
	mux.HandleFunc("GET /bad/v1/jobs/{id}", func(w http.ResponseWriter, r *http.Request) { w.Write([]byte(`{"index": "seven"`)) })
	mux.HandleFunc("GET /bad/v1/tasks", func(w http.ResponseWriter, r *http.Request) {
		json.NewEncoder(w).Encode(map[string]any{"tasks": []map[string]any{{"id": "t1"}}})
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()
	ctx := context.Background()

	got, err := AggregatorShards{Router: srv.URL, Aggregator: srv.URL}.ShardValues(ctx, input, 7)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.EqualFunc(got.Chains, v.Chains, slices.Equal) || len(got.Ops) != 2 || !slices.Equal(got.Ops[1][2], v.Ops[1][2]) {
		t.Fatalf("values %+v, want %+v", got, v)
	}
	if _, err := (AggregatorShards{Router: srv.URL, Aggregator: srv.URL}).ShardValues(ctx, input, 8); !errors.Is(err, ErrNoShardValues) {
		t.Fatalf("an index no job landed: %v, want ErrNoShardValues", err)
	}
	if _, err := (AggregatorShards{Router: srv.URL + "/bad", Aggregator: srv.URL + "/bad"}).ShardValues(ctx, input, 7); !errors.Is(err, ErrBadShardValues) {
		t.Fatalf("a job that does not decode: %v, want ErrBadShardValues", err)
	}
	down := httptest.NewServer(http.NotFoundHandler())
	down.Close()
	if _, err := (AggregatorShards{Router: srv.URL, Aggregator: down.URL}).ShardValues(ctx, input, 7); err == nil {
		t.Fatal("an aggregator that is down answered")
	}
}

// TestShardedLandingDecode: verifyAndUpdateSharded calldata decodes to the
// landing; calldata that does not, or lands another transition, is
// ErrNotALanding (the daemon logs it and goes on).
func TestShardedLandingDecode(t *testing.T) {
	m := consumerABI.GetABI().Methods["verifyAndUpdateSharded"]
	input := inference.Hash{9}
	tr := bindings.Transition{ChainId: big.NewInt(1), Consumer: common.Address{1}, Index: 5, Input: input}
	g1 := bindings.G1Point{X: big.NewInt(1), Y: big.NewInt(2)}
	g2 := bindings.G2Point{X: [2]*big.Int{big.NewInt(1), big.NewInt(2)}, Y: [2]*big.Int{big.NewInt(3), big.NewInt(4)}}
	sigs := []bindings.ShardSignature{{Sigma: g1, ApkG2: g2, SignerKeys: []bindings.G1Point{g1}, OutBoundary: [32]byte{1}},
		{Sigma: g1, ApkG2: g2, SignerKeys: []bindings.G1Point{g1}, InBoundary: [32]byte{1}, OutBoundary: [32]byte{2}}}
	data := consumerABI.PackVerifyAndUpdateSharded(tr, sigs, [32]byte{3}, []*big.Int{big.NewInt(4)})
	l, err := shardedLanding(data[4:], m.Inputs, common.Hash{}, input, 5)
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Shards) != 2 || l.Shards[1].InBoundary != [32]byte{1} || l.Root != [32]byte{3} || l.Transition.Index != 5 {
		t.Fatalf("landing %+v", l)
	}
	for _, tc := range []struct {
		name  string
		data  []byte
		index uint64
	}{
		{"truncated", data[4 : len(data)-40], 5},
		{"garbage", []byte("not an abi encoding"), 5},
		{"another index", data[4:], 6},
	} {
		if _, err := shardedLanding(tc.data, m.Inputs, common.Hash{}, input, tc.index); !errors.Is(err, ErrNotALanding) {
			t.Errorf("%s: %v, want ErrNotALanding", tc.name, err)
		}
	}
}

// TestChallengerRunSkipsAnotherManifest: a daemon whose engine runs another
// model than the consumer's (a wrong --model) finds every landed result
// "wrong" (its genesis link differs); it must not challenge them but log
// each as not challengeable by it (ErrOtherManifest) and go on.
func TestChallengerRunSkipsAnotherManifest(t *testing.T) {
	if testing.Short() {
		t.Skip("an engine chain")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	e, eng := startEngineChain(ctx, t, labchain.Options{})
	defer e.Close()
	reqs := []Request{{Prompt: []int{1, 5}, N: 2}, {Prompt: []int{1, 6}, N: 2}}
	known := Known{}
	for _, req := range reqs {
		known.Add(req)
		_, res := engineResult(ctx, t, eng, req)
		if _, err := e.Land(ctx, labchain.Request{Prompt: req.Prompt, N: req.N, Root: res.Root, Tokens: res.Tokens}, []int{0, 1, 2, 3}); err != nil {
			t.Fatal(err)
		}
	}
	other := *eng
	other.Manifest[0] ^= 1
	logs := &lockedBuffer{}
	c := NewChallenger(Config{
		Backend: e.Client, Consumer: e.Consumer, Registry: e.Registry, Game: e.Game, Sender: e.Challenger.Sender,
		Engine: &other, Prompts: known, Bond: e.Opts.Bond, Log: slog.New(slog.NewTextHandler(logs, nil)),
		Policy: Policy{SampleRate: 1},
	})
	stop, done := runDaemon(ctx, c.Run, 5*time.Millisecond)
	for strings.Count(logs.String(), ErrOtherManifest.Error()) < len(reqs) {
		tick(ctx, t, done, 10*time.Millisecond, "the results were never skipped:\n"+logs.String())
	}
	stop()
	if err := <-done; err != nil {
		t.Fatalf("run: %v", err)
	}
	if !strings.Contains(logs.String(), "not challengeable by this daemon") {
		t.Fatalf("no clear error logged:\n%s", logs)
	}
	for _, req := range reqs {
		id, err := bisection.LatestChallenge(ctx, e.Client, e.Game, e.Consumer, inference.InputHash(req.Prompt, req.N))
		if err != nil || id != 0 {
			t.Fatalf("challenge %v (%v) opened with another model's engine", id, err)
		}
	}
}

// TestDecodeShardClaim: the claim a per-shard challenge disputes is read
// back from its openShard call as ShardCommittee.claim places it (the in
// value the previous shard's out value, or the opened link for the first
// shard); another call has none.
func TestDecodeShardClaim(t *testing.T) {
	h := func(b byte) inference.Hash { return inference.Hash{b} }
	o := bisection.ShardOpening{Shard: 1, Step: 2, IDs: [][][32]byte{{h(1)}, {h(2), h(3)}}, Bounds: [][2][32]byte{{h(4), h(5)}, {h(5), h(6)}},
		Ins: []inference.Hash{h(7), h(8), h(9)}, Outs: []inference.Hash{h(10), h(11), h(12)}, Open: [3]inference.Hash{h(13), h(14), h(15)}}
	call := func(o bisection.ShardOpening) []byte {
		return bisection.GameABI().PackOpenShard(common.Address{1}, []*big.Int{big.NewInt(1)}, big.NewInt(2),
			bindings.Transition{ChainId: big.NewInt(1), Index: 0}, [32]byte{}, o.Encode())
	}
	got, err := decodeShardClaim(call(o))
	if err != nil || got == nil || *got != (openedClaim{Shard: 1, Shards: 2, Step: 2, Lo: h(9), Hi: h(12)}) {
		t.Fatalf("shard 1: %+v, %v", got, err)
	}
	o.Shard, o.Ins = 0, nil
	if got, err = decodeShardClaim(call(o)); err != nil || got == nil || got.Lo != h(13) || got.Hi != h(12) || got.Shard != 0 {
		t.Fatalf("shard 0: %+v, %v", got, err)
	}
	o.Step = 3
	if _, err = decodeShardClaim(call(o)); err == nil {
		t.Fatal("a step past the shard's values decoded")
	}
	whole := bisection.GameABI().PackOpen(common.Address{1}, []*big.Int{big.NewInt(1)}, big.NewInt(2), [32]byte{}, nil,
		bindings.Transition{ChainId: big.NewInt(1)}, [32]byte{}, nil)
	if got, err := decodeShardClaim(whole); got != nil || err != nil {
		t.Fatalf("open: %+v, %v", got, err)
	}
}
