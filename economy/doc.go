// Package economy is deepcall's operator economy off chain, beside its
// contracts (CapacityRegistry, TaskMarket, AssignmentDraw):
//
//   - capacity classes and the contracts' named errors (capacity.go), under
//     the κ rule stake ≥ κ · Σ count · price(class);
//   - work, μ and payouts as TaskMarket computes them (fees.go);
//   - the stake-weighted committee draw (draw.go) and its inputs read from
//     chain data at a block, so that anyone recomputes a committee
//     (assign.go: Drawer);
//   - SLA acceptances: EIP-712 signing and checking (sla.go), the operator's
//     Acceptor that recomputes a draw before it signs and the router's
//     Assigner that collects a committee's acceptances (accept.go);
//   - the market's transactions: SLA evidence, settlement, claims and
//     withdrawals (actions.go: MarketClient), and its state for `bisect
//     status --market` (status.go);
//   - the market's Prometheus metrics and the chain watcher that feeds them
//     (metrics.go; dashboard deploy/grafana/deepcall-market.json).
package economy
