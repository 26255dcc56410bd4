// Package delivery serves DeepcallRelay: it brings the requests contracts
// make through the relay to the aggregator, and once an answer is final it
// delivers it to the requesting contract (or, when no answer can come, fails
// the request so the contract hears of it and its fee is refunded). Anyone
// may deliver; the relay checks the answer against the consumer, so this
// service needs no trust, only gas, which the requests' rewards pay for.
//
// The core is Next, a pure decision per request from the chain's state; the
// Service reads that state and sends what Next decides.
package delivery

import (
	"github.com/deepcall/deepcall/answers"
	"github.com/deepcall/deepcall/inference"
)

// Request is an open request of the relay.
type Request struct {
	ID        uint64
	Input     inference.Hash
	ExpiresAt uint64 // the block after which, with no answer landed, it fails
	Block     uint64 // the block it was made in
}

// Action is what to do next with a request.
type Action int

const (
	Wait    Action = iota // nothing to do yet: the answer is coming or under challenge
	Submit                // hand the task to the aggregator (requested, unanswered)
	Deliver               // the answer is final: deliver it
	Fail                  // invalidated, or expired with nothing landed
)

func (a Action) String() string {
	return [...]string{"wait", "submit", "deliver", "fail"}[a]
}

// Next decides what to do with r given its answer at the head block.
// submitted says whether the aggregator has the task already.
func Next(r Request, a *answers.Answer, submitted bool) Action {
	switch a.Status {
	case answers.StatusFinal:
		return Deliver
	case answers.StatusInvalid:
		return Fail
	case answers.StatusLanded:
		return Wait // a landed answer never expires: it turns final or invalid
	}
	if a.Block > r.ExpiresAt {
		return Fail
	}
	if a.Status == answers.StatusRequested && !submitted {
		return Submit
	}
	return Wait
}
