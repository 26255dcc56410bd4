package router

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/economy"
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
