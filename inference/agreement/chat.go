package agreement

import (
	"context"
	"fmt"
	"slices"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/reference"
)

// ChatPrompt is one conversation's prompt ids, as the model's chat template
// and tokenizer made them, with the text it came from (for the report).
type ChatPrompt struct {
	Text string
	IDs  []int
}

// ChatCase is one prompt's outcome.
type ChatCase struct {
	Prompt       string `json:"prompt"`
	PromptTokens int    `json:"prompt_tokens"`
	Report
	// AnswerTokens is the float reply's length: its tokens before the
	// end-of-turn token (all n when the turn did not end).
	AnswerTokens int `json:"answer_tokens"`
	// AnswerIdentical: the integer engine's reply is the float reply, token
	// for token, through its end-of-turn token.
	AnswerIdentical bool `json:"answer_identical"`
}

// ChatReport is `deepcall bench accuracy`'s measurement.
type ChatReport struct {
	Cases []ChatCase `json:"cases"`
	// Leading identical tokens per prompt: the median and the worst.
	IdenticalPrefixMedian float64 `json:"identical_prefix_median"`
	IdenticalPrefixWorst  int     `json:"identical_prefix_worst"`
	// Teacher-forced top-1 agreement over every generated position of
	// every prompt.
	TeacherForcedAgreement float64 `json:"teacher_forced_agreement"`
	AnswersIdentical       int     `json:"answers_identical"` // prompts whose whole reply is identical
}

// Chat compares the two models on each prompt for n positions; eos is the
// end-of-turn id that ends a reply.
func Chat(ctx context.Context, fm *reference.Model, im *inference.Model, prompts []ChatPrompt, n, eos int) (*ChatReport, error) {
	if len(prompts) == 0 {
		return nil, fmt.Errorf("agree: no prompts")
	}
	rep := &ChatReport{}
	agree, positions := 0, 0
	prefixes := make([]int, 0, len(prompts))
	for _, p := range prompts {
		r, err := Compare(ctx, fm, im, p.IDs, n)
		if err != nil {
			return nil, fmt.Errorf("agree: prompt %q: %w", p.Text, err)
		}
		c := ChatCase{Prompt: p.Text, PromptTokens: len(p.IDs), Report: *r, AnswerTokens: len(r.FloatTokens)}
		end := len(r.FloatTokens)
		if i := slices.Index(r.FloatTokens, eos); i >= 0 {
			c.AnswerTokens, end = i, i+1
		}
		c.AnswerIdentical = r.IdenticalPrefix >= end
		rep.Cases = append(rep.Cases, c)
		prefixes = append(prefixes, r.IdenticalPrefix)
		agree += r.TeacherForcedAgree
		positions += r.Positions
		if c.AnswerIdentical {
			rep.AnswersIdentical++
		}
	}
	slices.Sort(prefixes)
	rep.IdenticalPrefixWorst = prefixes[0]
	m := len(prefixes) / 2
	rep.IdenticalPrefixMedian = float64(prefixes[m])
	if len(prefixes)%2 == 0 {
		rep.IdenticalPrefixMedian = float64(prefixes[m-1]+prefixes[m]) / 2
	}
	rep.TeacherForcedAgreement = float64(agree) / float64(positions)
	return rep, nil
}
