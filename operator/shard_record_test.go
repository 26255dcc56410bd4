package operator

import (
	"reflect"
	"testing"
	"time"

	"github.com/deepcall/deepcall/inference"
)

// TestDiskRecordsOutliveARestart: a record kept is read back after the
// database is closed and opened again (a restarted daemon still defends
// what it signed), and is dropped once kept longer than the retention.
func TestDiskRecordsOutliveARestart(t *testing.T) {
	dir := t.TempDir()
	d, err := OpenDiskRecords(dir, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	clock := time.Unix(1_700_000_000, 0)
	d.now = func() time.Time { return clock }
	old, fresh := inference.Keccak256([]byte("old")), inference.Keccak256([]byte("fresh"))
	want := &ShardRecord{Shard: 1, Plan: inference.ShardPlan{{Start: 0, End: 2}, {Start: 2, End: 4}}, Prompt: []int{1, 7}, N: 2,
		Value: inference.Keccak256([]byte("v")), Residuals: [][]int32{{1, -2}, {3, 4}}, In: []inference.Hash{{1}, {2}}, Prev: []inference.Hash{{3}, {4}},
		Out: []inference.Hash{{5}, {6}}, Links: []inference.Hash{{7}, {8}}, Tokens: []int{9}, LayerRoots: [][]inference.Hash{{{1}, {2}}, {{3}, {4}}}}
	if err := d.Keep(old, want); err != nil {
		t.Fatal(err)
	}
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}
	if d, err = OpenDiskRecords(dir, time.Hour); err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	got, ok, err := d.Get(old)
	if err != nil || !ok || !reflect.DeepEqual(got, want) {
		t.Fatalf("after a restart: %+v, %v, %v; want %+v", got, ok, err, want)
	}
	if k, ok := got.StepOf(inference.Hash{6}); !ok || k != 1 {
		t.Fatalf("StepOf the second out value: %d, %v", k, ok)
	}
	d.now = func() time.Time { return clock.Add(2 * time.Hour) }
	if err := d.Keep(fresh, want); err != nil {
		t.Fatal(err)
	}
	if _, ok, err := d.Get(old); ok || err != nil {
		t.Fatalf("a record kept past the retention: %v, %v", ok, err)
	}
	if _, ok, err := d.Get(fresh); !ok || err != nil {
		t.Fatalf("the fresh record: %v, %v", ok, err)
	}
}
