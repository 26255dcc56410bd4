// Package agreement measures how closely the integer engine follows the float
// model it was exported from: the length of the identical greedy prefix and
// top-1 agreement along the float model's own trajectory.
package agreement

import (
	"context"
	"fmt"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/reference"
)

// Report is `deepcall agree --json`'s output.
type Report struct {
	Positions          int   `json:"positions"`
	IdenticalPrefix    int   `json:"identical_prefix"`     // greedy tokens equal from the start
	TeacherForcedAgree int   `json:"teacher_forced_agree"` // positions where both pick the same top-1 on the float trajectory
	FloatTokens        []int `json:"float_tokens"`         // the float model's greedy tokens
	IntegerTokens      []int `json:"integer_tokens"`       // the integer engine's
}

// Compare runs both models greedily from prompt for n positions, then both
// teacher-forced on the float trajectory.
func Compare(ctx context.Context, fm *reference.Model, im *inference.Model, prompt []int, n int) (*Report, error) {
	if err := inference.CheckRequest(im.Config, prompt, n); err != nil {
		return nil, fmt.Errorf("agree: %w", err)
	}
	floatTokens, err := reference.Generate(fm, prompt, n)
	if err != nil {
		return nil, fmt.Errorf("agree: float model: %w", err)
	}
	e := &inference.Engine{Model: im, Backend: inference.CPU{}}
	res, err := e.Generate(ctx, prompt, n, nil)
	if err != nil {
		return nil, fmt.Errorf("agree: integer engine: %w", err)
	}
	rep := &Report{Positions: n, FloatTokens: floatTokens, IntegerTokens: res.Tokens}
	for rep.IdenticalPrefix < n && res.Tokens[rep.IdenticalPrefix] == floatTokens[rep.IdenticalPrefix] {
		rep.IdenticalPrefix++
	}
	// Teacher forcing: both models read the float trajectory; at each
	// generating position compare their top-1 choices.
	seq := append(append([]int(nil), prompt...), floatTokens...)
	r, err := inference.CPU{}.Open(im)
	if err != nil {
		return nil, err
	}
	st := reference.NewState(fm)
	for p := 0; p < len(prompt)+n-1; p++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		classify := p >= len(prompt)-1
		it, err := r.Step(p, seq[p], classify, nil)
		if err != nil {
			return nil, fmt.Errorf("agree: integer step %d: %w", p, err)
		}
		logits, err := st.Forward(seq[p], p)
		if err != nil {
			return nil, fmt.Errorf("agree: float step %d: %w", p, err)
		}
		if classify && it == reference.Argmax(logits) {
			rep.TeacherForcedAgree++
		}
	}
	return rep, nil
}
