package router

import (
	"context"
	"slices"
	"testing"

	"github.com/deepcall/deepcall/inference"
)

// The local dispatcher hands over every checkpoint link, the last the root.
func TestLocalDispatcherCheckpoints(t *testing.T) {
	d := localDispatcher(t)
	_, mf := testModel(t)
	prompt, n := []int{1, 403, 52}, 5
	status, res, err := d.Dispatch(context.Background(), Task{ID: "cp", Model: mf.Hash, Prompt: prompt, N: n}, func(Progress) {})
	if err != nil || status != StatusDone {
		t.Fatalf("dispatch: %s %v", status, err)
	}
	w := want(t, prompt, n)
	if !slices.Equal(res.Checkpoints, w.Checkpoints) || res.Steps != len(prompt)+n-1 || res.Checkpoints[res.Steps-1] != *res.Root {
		t.Fatalf("checkpoints %v steps %d root %s, the engine gives %v", res.Checkpoints, res.Steps, res.Root, w.Checkpoints)
	}
}

// The quorum dispatcher passes on only a whole chain that ends at the root:
// the links are not signed.
func TestChainedCheckpoints(t *testing.T) {
	root := inference.Hash{9}
	good := []inference.Hash{{1}, {2}, root}
	for _, tc := range []struct {
		name  string
		links []inference.Hash
		root  *inference.Hash
		ok    bool
	}{
		{"whole chain", good, &root, true},
		{"no root", good, nil, false},
		{"none", nil, &root, false},
		{"last is not the root", []inference.Hash{{1}, {2}, {3}}, &root, false},
		{"too short", good[1:], &root, false},
	} {
		got := chained(tc.links, tc.root, 3)
		if (got != nil) != tc.ok || (tc.ok && !slices.Equal(got, good)) {
			t.Errorf("%s: %v", tc.name, got)
		}
	}
}
