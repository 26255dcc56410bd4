package aggregator

import (
	"errors"
	"testing"

	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/inference"
)

// TestShardSetupValidate: a sharded mode whose plan, URLs and ids do not
// agree is refused by name before the aggregator starts.
func TestShardSetupValidate(t *testing.T) {
	plan := inference.ShardPlan{{Start: 0, End: 3}, {Start: 3, End: 5}}
	id := blsagg.OperatorID{1}
	two := func() ([][]string, [][]blsagg.OperatorID) {
		return [][]string{{"http://a"}, {"http://b"}}, [][]blsagg.OperatorID{{id}, {id}}
	}
	for _, tc := range []struct {
		name  string
		tweak func(s *ShardSetup)
		want  error
	}{
		{"good", func(*ShardSetup) {}, nil},
		{"gap", func(s *ShardSetup) { s.Plan = inference.ShardPlan{{Start: 0, End: 2}, {Start: 3, End: 5}} }, inference.ErrShardGap},
		{"one url list", func(s *ShardSetup) { s.URLs = s.URLs[:1] }, ErrShardSetup},
		{"empty shard", func(s *ShardSetup) { s.URLs[1], s.IDs[1] = nil, nil }, ErrShardSetup},
		{"ids and urls differ", func(s *ShardSetup) { s.IDs[0] = append(s.IDs[0], id) }, ErrShardSetup},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := &ShardSetup{Plan: plan, Layers: 5}
			s.URLs, s.IDs = two()
			tc.tweak(s)
			err := s.validate()
			if !errors.Is(err, tc.want) || (err != nil && !errors.Is(err, ErrShardSetup)) {
				t.Fatalf("%v, want %v (and ErrShardSetup)", err, tc.want)
			}
		})
	}
}
