package synth

import (
	"reflect"
	"testing"
)

func TestSeedNamesTheModel(t *testing.T) {
	for _, s := range GoldenShapes() {
		a, b := Model(s.Config, s.Seed, s.Tied), Model(s.Config, s.Seed, s.Tied)
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("%s: same seed, different weights", s.Name)
		}
		if err := a.CheckShapes(); err != nil {
			t.Fatalf("%s: %v", s.Name, err)
		}
		if c := Model(s.Config, s.Seed+1, s.Tied); reflect.DeepEqual(a.Embed, c.Embed) {
			t.Fatalf("%s: another seed gives the same weights", s.Name)
		}
		if (a.Classifier == nil) != s.Tied {
			t.Fatalf("%s: tied=%v but classifier present=%v", s.Name, s.Tied, a.Classifier != nil)
		}
	}
}
