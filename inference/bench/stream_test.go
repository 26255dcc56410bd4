package bench

import (
	"testing"
	"time"
)

func TestStreamScaling(t *testing.T) {
	if testing.Short() {
		t.Skip()
	}
	m := getModel(nil)
	segs := weightSegments(m)
	for _, w := range []int{1, 2, 1, 2} {
		for _, sm := range streamMethods {
			t.Logf("workers %d %s: %.1f GB/s", w, sm.name, streamRate(segs, w, 500*time.Millisecond, sm.scan))
		}
	}
}
