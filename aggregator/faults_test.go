package aggregator

import (
	"context"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"

	"github.com/deepcall/deepcall/aggregator/simchain"
	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/reverts"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/operator"
)

func rejectedReasons(j *Job, id blsagg.OperatorID) []string {
	var out []string
	for _, r := range j.Rejected {
		if r.Operator == inference.Hash(id) {
			out = append(out, r.Reason)
		}
	}
	return out
}

// One operator of four signs a wrong result (valid signature, wrong tokens
// from position 3): the other three carry the threshold, the result lands,
// and the faulty operator is named in the job and the metrics.
func TestWrongResultOperatorNamedStillLands(t *testing.T) {
	slow := operator.Fault{Delay: 300 * time.Millisecond} // the honest majority answers after the faulty one
	w := newWorld(t, worldOpts{faults: map[int]operator.Fault{0: slow, 1: slow, 2: {WrongFrom: 3, WrongFromSet: true}}})
	prompt, n := []int{1, 450}, 6
	want, _ := w.native.Execute(context.Background(), prompt, n)
	if _, _, err := w.agg.Submit(api.JobRequest{TaskID: "wrong", Prompt: prompt, N: n}); err != nil {
		t.Fatal(err)
	}
	j := w.waitFinal("wrong", time.Minute)
	if j.Status != StatusLanded || !slices.Equal(j.Tokens, want.Tokens) {
		t.Fatalf("status %s tokens %v, want landed %v (%s)", j.Status, j.Tokens, want.Tokens, j.Error)
	}
	// The links are the honest quorum's, not the faster liar's.
	if !slices.Equal(j.Checkpoints, want.Checkpoints) {
		t.Fatalf("checkpoints %v, want %v", j.Checkpoints, want.Checkpoints)
	}
	bad := w.chain.Operators[2].ID
	if slices.Contains(j.Signers, inference.Hash(bad)) {
		t.Fatal("the faulty operator counts as a signer")
	}
	reasons := rejectedReasons(j, bad)
	if len(reasons) != 1 || !strings.HasPrefix(reasons[0], ReasonWrongResult) {
		t.Fatalf("faulty operator's rejections %q (all: %+v)", reasons, j.Rejected)
	}
	if got := counterValue(t, w.agg.m.rejections.WithLabelValues(bad.String(), ReasonWrongResult)); got != 1 {
		t.Fatalf("rejections metric for the faulty operator = %v", got)
	}
	checkDashboard(t, w.reg, w.opReg)
}

// checkDashboard: every deepcall metric the Grafana dashboard queries is one
// the daemons export.
func checkDashboard(t *testing.T, regs ...*prometheus.Registry) {
	t.Helper()
	have := map[string]bool{}
	for _, r := range regs {
		fams, err := r.Gather()
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range fams {
			have[f.GetName()] = true
		}
	}
	js, err := os.ReadFile("../deploy/grafana/deepcall.json")
	if err != nil {
		t.Fatal(err)
	}
	names := regexp.MustCompile(`deepcall_[a-z_]+`).FindAllString(string(js), -1)
	if len(names) < 10 {
		t.Fatalf("dashboard queries only %d metrics", len(names))
	}
	for _, n := range names {
		base := strings.TrimSuffix(n, "_bucket")
		if !have[base] {
			t.Errorf("dashboard queries %s, which no daemon exports (have %v)", n, have)
		}
	}
}

// forge answers like an honest operator but rewrites the answer first.
func forge(t *testing.T, honest http.Handler, rewrite func(*operator.TaskResponse)) *httptest.Server {
	return forgeAt(t, honest, "/v1/tasks", rewrite)
}

// forgeAt serves like honest but rewrites its successful answers on path
// (of type R) before they leave.
func forgeAt[R any](t *testing.T, honest http.Handler, path string, rewrite func(*R)) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := httptest.NewRecorder()
		honest.ServeHTTP(rec, r)
		if r.URL.Path != path || rec.Code != http.StatusOK {
			w.WriteHeader(rec.Code)
			_, _ = io.Copy(w, rec.Body)
			return
		}
		var resp R
		if err := json.Unmarshal(rec.Body.Bytes(), &resp); err != nil {
			t.Error(err)
		}
		rewrite(&resp)
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(&resp)
	}))
	t.Cleanup(srv.Close)
	return srv
}

// Garbage signatures and transitions for another chain are rejected on
// arrival with the operator named; the rest of the quorum lands the result.
func TestBadSignatureAndCrossChainAnswersRejected(t *testing.T) {
	w := newWorld(t, worldOpts{})
	w.stop()
	slow := operator.Fault{Delay: 300 * time.Millisecond}
	w.daemons[0].SetFault(slow)
	w.daemons[1].SetFault(slow)
	// Operator 2 signs with another key (a garbage signature for its id).
	other := simchain.OperatorBLSKey(99)
	w.servers[2] = forge(t, w.daemons[2].Handler(nil), func(r *operator.TaskResponse) {
		sig := blsagg.Sign(other, r.Digest)
		b := blsagg.MarshalG1(&sig)
		r.Signature = b[:]
	})
	// Operator 3 signs, with its own key, the transition moved to chain 1.
	key3 := w.chain.Operators[3].BLS
	w.servers[3] = forge(t, w.daemons[3].Handler(nil), func(r *operator.TaskResponse) {
		r.Transition.ChainID = 1
		tr := r.Transition.Protocol()
		r.Digest = tr.Digest()
		sig := blsagg.Sign(key3, r.Digest)
		b := blsagg.MarshalG1(&sig)
		r.Signature = b[:]
	})
	// With both forgers rejected only 2 of 4 equal stakes sign, short of 2/3:
	// the job must fail, nothing may land, and both are named.
	w.start(func(c *Config) { c.SignTimeout = 3 * time.Second; c.MaxRounds = 1 })
	if _, _, err := w.agg.Submit(api.JobRequest{TaskID: "forged", Prompt: []int{1}, N: 4}); err != nil {
		t.Fatal(err)
	}
	j := w.waitFinal("forged", time.Minute)
	if j.Status != StatusFailed || !strings.Contains(j.Error, "no result reached the stake threshold") {
		t.Fatalf("status %s error %q: two valid signatures of four must not land", j.Status, j.Error)
	}
	if r := rejectedReasons(j, w.chain.Operators[2].ID); len(r) != 1 || r[0] != ReasonInvalidSignature {
		t.Fatalf("operator 2 (garbage signature): %q", r)
	}
	if r := rejectedReasons(j, w.chain.Operators[3].ID); len(r) != 1 || !strings.HasPrefix(r[0], ReasonMismatch) {
		t.Fatalf("operator 3 (other chain): %q", r)
	}
	if c := updatedCount(t, w, j.Input); c != 0 {
		t.Fatalf("something landed: %d Updated events", c)
	}
}

// An operator killed while it computes: the three others land the task.
func TestOperatorKilledMidTask(t *testing.T) {
	w := newWorld(t, worldOpts{faults: map[int]operator.Fault{0: {Delay: 2 * time.Second}}})
	if _, _, err := w.agg.Submit(api.JobRequest{TaskID: "kill", Prompt: []int{1}, N: 6}); err != nil {
		t.Fatal(err)
	}
	// Wait until the round is on, then kill operator 0's server.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for j, _ := w.agg.Job("kill"); j.Status == StatusQueued; j, _ = w.agg.Wait(ctx, "kill", j.Version) {
	}
	w.servers[0].CloseClientConnections()
	w.servers[0].Close()
	j := w.waitFinal("kill", time.Minute)
	if j.Status != StatusLanded || j.Signed != 3 || slices.Contains(j.Signers, inference.Hash(w.chain.Operators[0].ID)) {
		t.Fatalf("status %s, %d signers %v (%s)", j.Status, j.Signed, j.Signers, j.Error)
	}
}

// An offline operator (drops every request) is named unreachable; the task lands.
func TestOfflineOperatorNamed(t *testing.T) {
	w := newWorld(t, worldOpts{faults: map[int]operator.Fault{1: {Offline: true}, 0: {Delay: 200 * time.Millisecond}}})
	if _, _, err := w.agg.Submit(api.JobRequest{TaskID: "off", Prompt: []int{1}, N: 3}); err != nil {
		t.Fatal(err)
	}
	j := w.waitFinal("off", time.Minute)
	if j.Status != StatusLanded {
		t.Fatalf("status %s (%s)", j.Status, j.Error)
	}
	found := false
	for _, r := range j.Rejected {
		found = found || (r.URL == w.servers[1].URL && strings.HasPrefix(r.Reason, ReasonUnreachable))
	}
	if !found {
		t.Fatalf("offline operator not named: %+v", j.Rejected)
	}
}

// A landed transition cannot land again: the very transaction's calldata
// now reverts IndexUsed (replay), and the sender never sends what would
// revert.
func TestReplayRejectedByConsumer(t *testing.T) {
	w := newWorld(t, worldOpts{})
	if _, _, err := w.agg.Submit(api.JobRequest{TaskID: "once", Prompt: []int{1}, N: 2}); err != nil {
		t.Fatal(err)
	}
	j := w.waitFinal("once", time.Minute)
	if j.Status != StatusLanded {
		t.Fatalf("status %s (%s)", j.Status, j.Error)
	}
	ctx := context.Background()
	tx, _, err := w.chain.Client.TransactionByHash(ctx, *j.Tx)
	if err != nil {
		t.Fatal(err)
	}
	data := tx.Data()
	_, err = w.chain.Client.EstimateGas(ctx, ethereum.CallMsg{From: senderAddr, To: &w.chain.Consumer, Data: data})
	if !reverts.Is[*bindings.LLMConsumerIndexUsed](err) {
		t.Fatalf("replay: %v, want IndexUsed", err)
	}
	// The same signed transition sent to another chain's consumer would name
	// a consumer address and chain id that are not its own: the contract
	// checks both before the signature (WrongChain / WrongConsumer), and the
	// digest covers them, so a signature never carries over.
	m := consumerABI.Methods["verifyAndUpdateHinted"]
	args, err := m.Inputs.Unpack(data[4:])
	if err != nil {
		t.Fatal(err)
	}
	bad := *abi.ConvertType(args[0], new(abiTransition)).(*abiTransition)
	bad.ChainId = big.NewInt(1)
	bad.Index++ // an unused index, so the chain id is what fails
	args[0] = bad
	args[1] = *abi.ConvertType(args[1], new(abiQuorumSignature)).(*abiQuorumSignature)
	if data, err = consumerABI.Pack("verifyAndUpdateHinted", args...); err != nil {
		t.Fatal(err)
	}
	_, err = w.chain.Client.EstimateGas(ctx, ethereum.CallMsg{From: senderAddr, To: &w.chain.Consumer, Data: data})
	if !reverts.Is[*bindings.LLMConsumerWrongChain](err) {
		t.Fatalf("cross-chain: %v, want WrongChain", err)
	}
}

func counterValue(t *testing.T, c prometheus.Counter) float64 {
	var m dto.Metric
	if err := c.Write(&m); err != nil {
		t.Fatal(err)
	}
	return m.GetCounter().GetValue()
}

// One operator of four answers with a garbage signature: rejected on
// arrival (batch verification, then bisection), named, and the other three land.
func TestGarbageSignatureNamedStillLands(t *testing.T) {
	w := newWorld(t, worldOpts{})
	w.stop()
	slow := operator.Fault{Delay: 300 * time.Millisecond}
	w.daemons[0].SetFault(slow)
	w.daemons[1].SetFault(slow)
	other := simchain.OperatorBLSKey(77)
	w.servers[3] = forge(t, w.daemons[3].Handler(nil), func(r *operator.TaskResponse) {
		sig := blsagg.Sign(other, r.Digest)
		b := blsagg.MarshalG1(&sig)
		r.Signature = b[:]
	})
	w.start(nil)
	if _, _, err := w.agg.Submit(api.JobRequest{TaskID: "garbage", Prompt: []int{1}, N: 4}); err != nil {
		t.Fatal(err)
	}
	j := w.waitFinal("garbage", time.Minute)
	if j.Status != StatusLanded || j.Signed != 3 {
		t.Fatalf("status %s, %d signed (%s)", j.Status, j.Signed, j.Error)
	}
	bad := w.chain.Operators[3].ID
	if r := rejectedReasons(j, bad); len(r) != 1 || r[0] != ReasonInvalidSignature {
		t.Fatalf("garbage signer's rejections %q", r)
	}
	if got := counterValue(t, w.agg.m.rejections.WithLabelValues(bad.String(), ReasonInvalidSignature)); got != 1 {
		t.Fatalf("metric %v", got)
	}
}

// A faulty operator slower than the quorum is still checked after the
// result landed, and named.
func TestLateWrongResultNamed(t *testing.T) {
	w := newWorld(t, worldOpts{faults: map[int]operator.Fault{1: {WrongFrom: 1, WrongFromSet: true, Delay: 400 * time.Millisecond}}})
	if _, _, err := w.agg.Submit(api.JobRequest{TaskID: "late", Prompt: []int{1, 9}, N: 4}); err != nil {
		t.Fatal(err)
	}
	j := w.waitFinal("late", time.Minute)
	if j.Status != StatusLanded {
		t.Fatalf("status %s (%s)", j.Status, j.Error)
	}
	bad := w.chain.Operators[1].ID
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for len(rejectedReasons(j, bad)) == 0 && ctx.Err() == nil {
		j, _ = w.agg.Wait(ctx, "late", j.Version)
	}
	if r := rejectedReasons(j, bad); len(r) != 1 || !strings.HasPrefix(r[0], ReasonWrongResult) {
		t.Fatalf("late faulty operator: %q (all %+v)", r, j.Rejected)
	}
}
