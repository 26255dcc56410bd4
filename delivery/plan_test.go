package delivery

import (
	"testing"

	"github.com/deepcall/deepcall/answers"
)

func TestNext(t *testing.T) {
	r := Request{ID: 1, ExpiresAt: 100, Block: 50}
	for _, c := range []struct {
		name      string
		status    answers.Status
		block     uint64
		submitted bool
		want      Action
	}{
		{"requested, not yet with the aggregator", answers.StatusRequested, 60, false, Submit},
		{"requested, submitted", answers.StatusRequested, 60, true, Wait},
		{"requested, expired", answers.StatusRequested, 101, true, Fail},
		{"requested on the expiry block", answers.StatusRequested, 100, true, Wait},
		{"expired before it was submitted", answers.StatusRequested, 101, false, Fail},
		{"landed, under challenge", answers.StatusLanded, 60, true, Wait},
		{"landed long after the expiry: never failed", answers.StatusLanded, 10_000, true, Wait},
		{"final", answers.StatusFinal, 500, false, Deliver},
		{"invalidated", answers.StatusInvalid, 60, true, Fail},
		{"nothing requested (reclaimed elsewhere), expired", answers.StatusNone, 101, false, Fail},
		{"nothing requested, before the expiry", answers.StatusNone, 60, false, Wait},
	} {
		a := &answers.Answer{Status: c.status, Block: c.block}
		if got := Next(r, a, c.submitted); got != c.want {
			t.Errorf("%s: Next = %s, want %s", c.name, got, c.want)
		}
	}
}
