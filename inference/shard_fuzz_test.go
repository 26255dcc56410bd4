package inference_test

import (
	"errors"
	"reflect"
	"testing"

	"github.com/deepcall/deepcall/inference"
)

// FuzzParseShardPlan: `--shards` text either parses to a plan that covers
// every layer once and reads back from its own String, or is refused with
// one of the named plan errors; never a panic.
func FuzzParseShardPlan(f *testing.F) {
	for _, s := range []string{"2", "0-2,3-4", "0-1,1-4", "0-2,4-4", "5", " 0 - 4 ", "0-9", "", ",", "-", "3-1", "0-999999999", "1,2,3"} {
		f.Add(s, uint8(5))
	}
	f.Fuzz(func(t *testing.T, s string, n uint8) {
		layers := int(n%64) + 1
		p, err := inference.ParseShardPlan(s, layers)
		if err != nil {
			for _, named := range []error{inference.ErrBadShardPlan, inference.ErrShardGap, inference.ErrShardOverlap, inference.ErrShardOutOfRange, inference.ErrShardEmpty} {
				if errors.Is(err, named) {
					return
				}
			}
			t.Fatalf("ParseShardPlan(%q, %d): unnamed error %v", s, layers, err)
		}
		if err := p.Validate(layers); err != nil {
			t.Fatalf("ParseShardPlan(%q, %d) = %v, which does not validate: %v", s, layers, p, err)
		}
		for l := range layers {
			if p.ShardOf(l) < 0 {
				t.Fatalf("plan %v leaves layer %d out", p, l)
			}
		}
		again, err := inference.ParseShardPlan(p.String(), layers)
		if err != nil || !reflect.DeepEqual(again, p) {
			t.Fatalf("plan %v reads back from %q as %v, %v", p, p.String(), again, err)
		}
	})
}
