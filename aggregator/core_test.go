package aggregator

import (
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/protocol"
)

func TestStoreResumesInOrder(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "s")
	s, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now().UTC()
	for _, j := range []*Job{
		{Job: api.Job{TaskID: "c", Status: StatusSigning, Seq: 12, Created: now}},
		{Job: api.Job{TaskID: "a", Status: StatusQueued, Seq: 3, Created: now}},
		{Job: api.Job{TaskID: "b", Status: StatusLanded, Seq: 7, Created: now}},
		{Job: api.Job{TaskID: "d", Status: StatusSubmitted, Seq: 100, Created: now}, RawTx: []byte{1, 2}},
	} {
		if err := s.Put(j); err != nil {
			t.Fatal(err)
		}
	}
	// A job that finishes leaves the unfinished list.
	if err := s.Put(&Job{Job: api.Job{TaskID: "c", Status: StatusFailed, Seq: 12, Error: "x"}}); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s, err = OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	jobs, maxSeq, err := s.Unfinished()
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, j := range jobs {
		ids = append(ids, string(j.TaskID))
	}
	if strings.Join(ids, ",") != "a,d" || maxSeq != 100 || string(jobs[1].RawTx) != "\x01\x02" {
		t.Fatalf("unfinished %v, max seq %d", ids, maxSeq)
	}
	if _, err := s.Get("zz"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("missing job: %v", err)
	}
	if j, err := s.Get("c"); err != nil || j.Status != StatusFailed {
		t.Fatalf("finished job: %+v %v", j, err)
	}
}

func TestRequestValidate(t *testing.T) {
	cfg := inference.Config{Vocab: 512, SeqLen: 64}
	man := inference.Hash{7}
	other := inference.Hash{8}
	tests := []struct {
		name string
		req  api.JobRequest
		want error
	}{
		{"ok", api.JobRequest{TaskID: "x:1", Prompt: []int{1}, N: 3}, nil},
		{"ok with model", api.JobRequest{TaskID: "x", Model: &man, Prompt: []int{1}, N: 3}, nil},
		{"other model", api.JobRequest{TaskID: "x", Model: &other, Prompt: []int{1}, N: 3}, ErrWrongManifest},
		{"no id", api.JobRequest{Prompt: []int{1}, N: 3}, ErrBadRequest},
		{"bad id", api.JobRequest{TaskID: "a b", Prompt: []int{1}, N: 3}, ErrBadRequest},
		{"empty prompt", api.JobRequest{TaskID: "x", N: 3}, ErrBadRequest},
		{"vocab", api.JobRequest{TaskID: "x", Prompt: []int{512}, N: 3}, ErrBadRequest},
		{"context", api.JobRequest{TaskID: "x", Prompt: []int{1}, N: 65}, ErrBadRequest},
	}
	for _, tc := range tests {
		err := validate(&tc.req, cfg, man)
		if (tc.want == nil) != (err == nil) || (tc.want != nil && !errors.Is(err, tc.want)) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
	}
}

func TestCheckAnswer(t *testing.T) {
	prompt, n := []int{1, 2}, 2
	input := inference.InputHash(prompt, n)
	exp := protocol.Transition{ChainID: 1337, Consumer: [20]byte{1}, Index: 4, Manifest: inference.Hash{2}, Input: input,
		Slot: protocol.ResultSlot(input), ReferenceBlock: 10}
	r := &round{taskID: "t", n: n, expected: exp}
	good := func() (*operator.TaskResponse, protocol.Transition) {
		root, tokens := inference.Hash{3}, []int{5, 6}
		t := exp
		t.New = protocol.ResultValue(root, tokens)
		return &operator.TaskResponse{TaskID: "t", Tokens: tokens, Root: root, Transition: operator.TransitionOf(t), Digest: t.Digest()}, t
	}
	tests := []struct {
		name string
		edit func(*operator.TaskResponse, *protocol.Transition)
		want string
	}{
		{"ok", func(*operator.TaskResponse, *protocol.Transition) {}, ""},
		{"other task", func(r *operator.TaskResponse, _ *protocol.Transition) { r.TaskID = "u" }, "answer for task"},
		{"other chain", func(_ *operator.TaskResponse, t *protocol.Transition) { t.ChainID = 1 }, "not the assigned one"},
		{"other index (replay)", func(_ *operator.TaskResponse, t *protocol.Transition) { t.Index = 3 }, "not the assigned one"},
		{"other reference block", func(_ *operator.TaskResponse, t *protocol.Transition) { t.ReferenceBlock = 9 }, "not the assigned one"},
		{"other slot", func(_ *operator.TaskResponse, t *protocol.Transition) { t.Slot = [32]byte{1} }, "not the assigned one"},
		{"tokens not in the value", func(r *operator.TaskResponse, _ *protocol.Transition) { r.Tokens = []int{5, 7} }, "resultValue"},
		{"short answer", func(r *operator.TaskResponse, t *protocol.Transition) {
			r.Tokens = []int{5}
			t.New = protocol.ResultValue(r.Root, r.Tokens)
		}, "asked for"},
		{"digest of something else", func(r *operator.TaskResponse, _ *protocol.Transition) { r.Digest = inference.Hash{1} }, "digest"},
	}
	for _, tc := range tests {
		resp, tr := good()
		tc.edit(resp, &tr)
		if tc.name != "digest of something else" {
			resp.Digest = tr.Digest()
		}
		resp.Transition = operator.TransitionOf(tr)
		err := checkAnswer(r, resp, tr)
		if (tc.want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
}

func TestSkipReason(t *testing.T) {
	id := consumerABI.Errors["IndexUsed"].ID
	if got := skipReason(id[:4]); got != "IndexUsed" {
		t.Fatalf("skip reason %q", got)
	}
	if got := skipReason([]byte{1, 2, 3, 4}); got != "0x01020304" {
		t.Fatalf("unknown selector: %q", got)
	}
}

// Unsigned checkpoint links are kept only when they are a whole chain that
// ends at the signed root.
func TestCheckpointsOf(t *testing.T) {
	r := &round{prompt: []int{1, 2}, n: 2}
	root := inference.Hash{9}
	good := []inference.Hash{{1}, {2}, root}
	for _, tc := range []struct {
		name  string
		links []inference.Hash
		want  bool
	}{
		{"whole chain", good, true},
		{"none", nil, false},
		{"last is not the root", []inference.Hash{{1}, {2}, {3}}, false},
		{"too short", good[1:], false},
		{"too long", append([]inference.Hash{{0}}, good...), false},
	} {
		got := checkpointsOf(r, &operator.TaskResponse{Root: root, Checkpoints: tc.links})
		if (got != nil) != tc.want || (tc.want && !slices.Equal(got, tc.links)) {
			t.Errorf("%s: got %v", tc.name, got)
		}
	}
}
