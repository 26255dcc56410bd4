package router

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/economy"
)

// fill sets every field reachable from v to a non-zero value, so that a
// field the conversion drops shows in the JSON.
func fill(v reflect.Value, seed *byte) {
	*seed++
	switch v.Kind() {
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		fill(v.Elem(), seed)
	case reflect.Struct:
		if v.Type() == reflect.TypeOf(time.Time{}) {
			v.Set(reflect.ValueOf(time.Unix(int64(*seed)*1000, 0).UTC()))
			return
		}
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				fill(v.Field(i), seed)
			}
		}
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 2, 2))
		for i := range 2 {
			fill(v.Index(i), seed)
		}
	case reflect.Array:
		for i := range v.Len() {
			fill(v.Index(i), seed)
		}
	case reflect.String:
		v.SetString("s" + string(rune('a'+*seed%26)))
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int64, reflect.Int32:
		v.SetInt(int64(*seed))
	case reflect.Uint, reflect.Uint64, reflect.Uint32, reflect.Uint8:
		v.SetUint(uint64(*seed))
	}
}

// The task the router serves (api.Task) is the task it stores, field for
// field: the JSON is the same.
func TestTaskAPIIsTheStoredJSON(t *testing.T) {
	var task Task
	var seed byte
	fill(reflect.ValueOf(&task).Elem(), &seed)
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
