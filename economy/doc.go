// Package economy is deepcall's operator economy off chain, beside its
// contracts (CapacityRegistry, TaskMarket, AssignmentDraw):
//
//   - capacity classes and the contracts' named errors (capacity.go), under
//     the κ rule stake ≥ κ · Σ count · price(class);
//   - work, μ and payouts as TaskMarket computes them (fees.go);
//   - the stake-weighted committee draw (draw.go), fixed by the chain: a
//     paid task's request block and the prevrandao of request + drawDelay,
//     so that anyone recomputes a committee and nobody steers it
//     (assign.go: Drawer), and the odds it hands an adversary a committee
//     (capture.go);
//   - SLA acceptances: EIP-712 signing and checking (sla.go), the operator's
//     Acceptor that recomputes a draw before it signs and the router's
//     Assigner that collects a committee's acceptances (accept.go);
//   - the market's transactions: SLA evidence, proofs of answers,
//     settlement, claims and withdrawals (actions.go: MarketClient), and its
//     state for `bisect status --market` (status.go);
//
// SLA evidence is an acceptance posted after the deadline with no answer
// landed by it (a late landing does not excuse the no-show); it cannot tell an operator that never answered from one whose
// answer missed the quorum because others did not answer. The honest one is
// told apart on chain: its BLS signature over the task's answer transition
// (the message it signs for landing, binding chain, consumer, manifest and
// input) shown to the market by the deadline (TaskMarket.proveAnswered,
// which the aggregator posts for every signer of a round short of the
// quorum, and each member posts for itself near the deadline when no answer
// has landed yet: selfprove.go, SelfProver, so that an aggregator holding a
// landing back cannot get it slashed) makes reportNoShow refuse it
// (Answered). The SLA measures that an
// answer was committed in time, not that it is right: a wrong answer does
// not land without a quorum and earns nothing, and a landed one is the
// dispute game's to refute.
//   - the market's Prometheus metrics and the chain watcher that feeds them
//     (metrics.go; dashboard deploy/grafana/deepcall-market.json).
package economy
