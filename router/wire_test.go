package router

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/economy"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/chat"
	"github.com/deepcall/deepcall/internal/nonzero"
)

// The task the router serves (api.Task) is the task it stores, field for
// field: the JSON is the same.
func TestTaskAPIIsTheStoredJSON(t *testing.T) {
	var task Task
	nonzero.Fill(&task)
	task.Error.Status, task.Error.RetryAfter = 0, 0
	stored, err := json.Marshal(&task)
	if err != nil {
		t.Fatal(err)
	}
	served, err := json.Marshal(task.API())
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(stored, served) {
		t.Fatalf("stored %s\nserved %s", stored, served)
	}
	a := &economy.Assignment{Members: []common.Hash{{1}}, Committee: []common.Address{{2}},
		Acceptances: []economy.SignedAcceptance{{Operator: common.Address{3}, Signature: []byte{4}}}}
	if back := EconomyAssignment(WireAssignment(a)); !reflect.DeepEqual(back, a) {
		t.Fatalf("assignment round trip %+v", back)
	}
	if WireAssignment(nil) != nil || EconomyAssignment(nil) != nil {
		t.Fatal("nil assignment converted to a value")
	}
}

// Each prompt form of api.TaskRequest is a body the router reads back as
// that form; a request with no prompt form, or two, is not encoded at all.
func TestTaskRequestForms(t *testing.T) {
	model := inference.Hash{9}
	text := "Once upon a time"
	msgs := []chat.Message{{Role: "user", Content: "hi"}}
	for _, c := range []struct {
		req  api.TaskRequest
		want Request
	}{
		{api.TaskRequest{Prompt: []int{1, 2}, N: 3, Model: &model}, Request{Prompt: []int{1, 2}, N: 3, Model: &model}},
		{api.TaskRequest{Text: text, N: 4}, Request{Text: &text, N: 4}},
		{api.TaskRequest{Messages: msgs, N: 5}, Request{Messages: msgs, N: 5}},
	} {
		body, err := json.Marshal(c.req)
		if err != nil {
			t.Fatal(err)
		}
		got, apiErr := DecodeTask(body)
		if apiErr != nil {
			t.Fatalf("%s: %v", body, apiErr)
		}
		if !reflect.DeepEqual(*got, c.want) {
			t.Fatalf("%s read as %+v, want %+v", body, *got, c.want)
		}
	}
	for _, bad := range []api.TaskRequest{{N: 1}, {Prompt: []int{1}, Text: "x", N: 1}, {Text: "x", Messages: msgs, N: 1}} {
		if body, err := json.Marshal(bad); err == nil {
			t.Fatalf("%+v encoded as %s", bad, body)
		}
	}
}
