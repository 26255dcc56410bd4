package router

import (
	"context"
	"encoding/json"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/economy"
)

// The hand-off of a task to the aggregator outlives the aggregator's
// restarts: refused connections and 5xx answers are retried (the
// aggregator keys jobs by task id, so a retry makes no second job), a 4xx
// fails at once, and an aggregator gone for longer than HandOffFor fails
// the task with the transport error.
func TestQuorumHandOffRetries(t *testing.T) {
	landed := `{"task_id": "q", "status": "landed", "version": 3, "tokens": [5], "block": 9, "landing": "0x0a0b"}`
	for _, tc := range []struct {
		name string
		// answer serves request k (from 0); nil: the port is closed
		answers []func(w http.ResponseWriter)
		down    time.Duration // the port refuses connections this long first
		posts   int32
		fail    bool
	}{
		{name: "503 then accepted", answers: []func(http.ResponseWriter){
			func(w http.ResponseWriter) { http.Error(w, "restarting", http.StatusServiceUnavailable) },
			func(w http.ResponseWriter) { w.WriteHeader(http.StatusAccepted); w.Write([]byte(landed)) },
		}, posts: 2},
		{name: "refused, then up", down: 1500 * time.Millisecond, answers: []func(http.ResponseWriter){
			func(w http.ResponseWriter) { w.WriteHeader(http.StatusAccepted); w.Write([]byte(landed)) },
		}, posts: 1},
		{name: "400 fails at once", answers: []func(http.ResponseWriter){
			func(w http.ResponseWriter) { http.Error(w, "bad prompt", http.StatusBadRequest) },
		}, posts: 1, fail: true},
		{name: "down beyond HandOffFor", down: time.Hour, fail: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var posts atomic.Int32
			h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				k := int(posts.Add(1)) - 1
				tc.answers[min(k, len(tc.answers)-1)](w)
			})
			ln, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				t.Fatal(err)
			}
			addr := ln.Addr().String()
			ln.Close() // refused until the server starts
			up := func() {
				ln, err := net.Listen("tcp", addr)
				if err != nil {
					return
				}
				srv := &httptest.Server{Listener: ln, Config: &http.Server{Handler: h}}
				srv.Start()
				t.Cleanup(srv.Close)
			}
			switch {
			case tc.down == 0:
				up()
			case tc.down < time.Hour:
				go func() { time.Sleep(tc.down); up() }()
			}
			d := &QuorumDispatcher{BaseURL: "http://" + addr, HandOffFor: 3 * time.Second}
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			status, res, err := d.Dispatch(ctx, Task{ID: "q", Prompt: []int{1}, N: 1}, func(Progress) {})
			if tc.fail {
				if err == nil || errors.Is(err, context.DeadlineExceeded) {
					t.Fatalf("dispatch: %s %v, want a failure of the hand-off", status, err)
				}
			} else if err != nil || status != StatusLanded || res.Block != 9 || res.Landing.String() != "0x0a0b" {
				t.Fatalf("dispatch: %s %+v %v", status, res, err)
			}
			if got := posts.Load(); got != tc.posts {
				t.Errorf("%d posts, want %d", got, tc.posts)
			}
		})
	}
}

// A job that reaches "signed" with the count it already had while
// "signing" still reports signed with its result: the landing calldata is
// out from then on (a user may land it while the aggregator holds it).
func TestQuorumReportsSignedWithLanding(t *testing.T) {
	jobs := []string{
		`{"task_id": "q", "status": "signing", "version": 1, "signed": 2, "quorum": 2}`,
		`{"task_id": "q", "status": "signed", "version": 2, "signed": 2, "quorum": 2, "tokens": [5], "landing": "0x0a0b"}`,
		`{"task_id": "q", "status": "landed", "version": 3, "signed": 2, "quorum": 2, "tokens": [5], "block": 9, "landing": "0x0a0b"}`,
	}
	var k atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		i := min(int(k.Add(1))-1, len(jobs)-1)
		w.Write([]byte(jobs[i]))
	}))
	defer srv.Close()
	d := &QuorumDispatcher{BaseURL: srv.URL}
	var signed []Progress
	status, _, err := d.Dispatch(context.Background(), Task{ID: "q", Prompt: []int{1}, N: 1}, func(p Progress) {
		if p.Status == StatusSigned {
			signed = append(signed, p)
		}
	})
	if err != nil || status != StatusLanded {
		t.Fatalf("dispatch: %s %v", status, err)
	}
	if len(signed) != 2 || signed[1].Result == nil || signed[1].Result.Landing.String() != "0x0a0b" {
		t.Fatalf("signed progress %+v, want the signing count and then the result with its landing", signed)
	}
}

// With Committee, a paid task's drawn members go to the aggregator as the
// job's committee (its executors); without it, or for a task without an
// assignment, the job names none and the whole quorum executes it.
func TestQuorumHandsTheCommitteeOn(t *testing.T) {
	var bodies []map[string]json.RawMessage
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var b map[string]json.RawMessage
		if r.Method == http.MethodPost {
			if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
				t.Error(err)
			}
			bodies = append(bodies, b)
		}
		w.Write([]byte(`{"task_id": "q", "status": "landed", "version": 1, "tokens": [5], "block": 9}`))
	}))
	defer srv.Close()
	members := []common.Hash{{1}, {2}, {3}}
	paid := Task{ID: "q", Prompt: []int{1}, N: 1, Result: &Result{Assignment: &economy.Assignment{Members: members}}}
	for _, c := range []struct {
		committee bool
		task      Task
		want      bool
	}{{true, paid, true}, {false, paid, false}, {true, Task{ID: "q", Prompt: []int{1}, N: 1}, false}} {
		bodies = nil
		d := &QuorumDispatcher{BaseURL: srv.URL, Committee: c.committee}
		if st, _, err := d.Dispatch(context.Background(), c.task, func(Progress) {}); err != nil || st != StatusLanded {
			t.Fatalf("dispatch: %s %v", st, err)
		}
		raw, ok := bodies[0]["committee"]
		var got []common.Hash
		if ok {
			if err := json.Unmarshal(raw, &got); err != nil {
				t.Fatal(err)
			}
		}
		if ok != c.want || (c.want && !slices.Equal(got, members)) {
			t.Errorf("Committee %v, assignment %v: the job names committee %v (%s)", c.committee, c.task.Result != nil, ok, raw)
		}
	}
}
