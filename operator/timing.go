package operator

import (
	"sync"
	"time"

	"github.com/deepcall/deepcall/inference"
)

// TimedBackend wraps a backend and adds up how long its steps take: the
// prompt's steps (prefill: no classifier, the next token is the prompt's)
// apart from the steps that generate a token. It computes nothing itself,
// so results are the wrapped backend's, bit for bit.
type TimedBackend struct {
	inference.Backend

	mu sync.Mutex
	t  StepTimes
}

// StepTimes are a TimedBackend's totals.
type StepTimes struct {
	Generations  int           // runners opened
	PrefillSteps int           // prompt steps
	Prefill      time.Duration // their time
	TokenSteps   int           // steps that generate a token
	Tokens       time.Duration // their time
}

// PrefillPerGeneration is the mean prefill time of one generation.
func (s StepTimes) PrefillPerGeneration() time.Duration {
	if s.Generations == 0 {
		return 0
	}
	return s.Prefill / time.Duration(s.Generations)
}

// PerToken is the mean time of a step that generates a token.
func (s StepTimes) PerToken() time.Duration {
	if s.TokenSteps == 0 {
		return 0
	}
	return s.Tokens / time.Duration(s.TokenSteps)
}

// Times returns the totals so far.
func (b *TimedBackend) Times() StepTimes {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.t
}

// Open implements inference.Backend.
func (b *TimedBackend) Open(m *inference.Model) (inference.Runner, error) {
	r, err := b.Backend.Open(m)
	if err != nil {
		return nil, err
	}
	b.mu.Lock()
	b.t.Generations++
	b.mu.Unlock()
	return &timedRunner{Runner: r, b: b}, nil
}

type timedRunner struct {
	inference.Runner
	b *TimedBackend
}

func (r *timedRunner) Step(pos, tok int, classify bool, trace inference.TraceFunc) (int, error) {
	t0 := time.Now()
	next, err := r.Runner.Step(pos, tok, classify, trace)
	d := time.Since(t0)
	r.b.mu.Lock()
	if classify {
		r.b.t.TokenSteps++
		r.b.t.Tokens += d
	} else {
		r.b.t.PrefillSteps++
		r.b.t.Prefill += d
	}
	r.b.mu.Unlock()
	return next, err
}
