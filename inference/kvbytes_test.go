package inference

import "testing"

// TestKVBytesIsWhatReserveHolds: KVBytes, what a scheduler budgets, is the
// memory a runner's Reserve takes for its caches, up to the allocator's
// rounding to size classes.
func TestKVBytesIsWhatReserveHolds(t *testing.T) {
	m, _, err := LoadDir("../testdata/manifests/stories260K")
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{1, 7, 8, 9, 100, m.Config.SeqLen} {
		r, err := CPU{Workers: 1}.Open(m)
		if err != nil {
			t.Fatal(err)
		}
		cr := r.(*cpuRunner)
		cr.Reserve(n)
		var held int64
		for l := range m.Config.Layers {
			held += int64(cap(cr.kc[l])+cap(cr.vc[l]))*4 + int64(cap(cr.kb[l]))
			if cr.kT != nil {
				held += int64(cap(cr.kT[l])) * 4
			}
		}
		want := KVBytes(m.Config, n)
		if held < want || held > want+want/4 {
			t.Errorf("%d positions: Reserve holds %d bytes, KVBytes says %d", n, held, want)
		}
		// not released: a pooled runner keeps a longer sequence's capacity
	}
}
