package agreement_test

import (
	"context"
	"path/filepath"
	"slices"
	"testing"

	"github.com/deepcall/deepcall/inference/agreement"
	"github.com/deepcall/deepcall/inference/golden"
	"github.com/deepcall/deepcall/inference/llama2c"
	"github.com/deepcall/deepcall/inference/quantize"
)

// TestChatReport: the per-prompt cases are Compare's, the reply ends at the
// first end-of-turn id of the float trajectory, and the summary is the
// cases' median, minimum and pooled agreement.
func TestChatReport(t *testing.T) {
	fm, err := llama2c.ReadFile(filepath.Join(golden.Dir(), "models", "stories260K.bin"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := quantize.Model(fm)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	prompts := []agreement.ChatPrompt{{Text: "bos", IDs: []int{1}}, {Text: "two", IDs: []int{1, 403}}, {Text: "three", IDs: []int{1, 403, 407}}}
	const n = 24
	first, err := agreement.Compare(ctx, fm, m, prompts[0].IDs, n)
	if err != nil {
		t.Fatal(err)
	}
	eos := first.FloatTokens[5]
	rep, err := agreement.Chat(ctx, fm, m, prompts, n, eos)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Cases) != 3 || !slices.Equal(rep.Cases[0].FloatTokens, first.FloatTokens) {
		t.Fatalf("cases %+v", rep.Cases)
	}
	c := rep.Cases[0]
	if want := slices.Index(first.FloatTokens, eos); c.AnswerTokens != want || c.AnswerIdentical != (c.IdenticalPrefix > want) {
		t.Fatalf("reply of %d tokens (identical %v), want %d", c.AnswerTokens, c.AnswerIdentical, want)
	}
	var prefixes []int
	agree, identical := 0, 0
	for _, c := range rep.Cases {
		prefixes = append(prefixes, c.IdenticalPrefix)
		agree += c.TeacherForcedAgree
		if c.AnswerIdentical {
			identical++
		}
	}
	slices.Sort(prefixes)
	if rep.IdenticalPrefixWorst != prefixes[0] || rep.IdenticalPrefixMedian != float64(prefixes[1]) ||
		rep.TeacherForcedAgreement != float64(agree)/(3*n) || rep.AnswersIdentical != identical {
		t.Fatalf("summary %+v from prefixes %v", rep, prefixes)
	}
	if _, err := agreement.Chat(ctx, fm, m, nil, n, eos); err == nil {
		t.Fatal("no prompts accepted")
	}
}
