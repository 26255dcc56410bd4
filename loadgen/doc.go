// Package loadgen offers deepcall a steady rate of distinct tasks and
// accounts for every one of them.
//
// Run offers Rate tasks a second for Duration to a Router (in production
// the router's HTTP API: HTTPRouter), honouring 429 Retry-After by offering
// the same prompt again after the hint, then follows every accepted task to
// landed or failed and reads the consumer's Updated events (Chain) to see
// what really landed. The Report says:
//
//   - tasks_per_s: landed tasks over the time from the first offer to the
//     last landing (a backlog that drains late lowers it);
//   - p50_ms, p99_ms: prompt (the POST that was accepted) to landed, as the
//     router recorded the landing (its updated_at; same host clock);
//   - lost: accepted and neither landed nor failed with a reason when the
//     run ends (the drain timeout included);
//   - duplicates: inputs of this run with more than one Updated event;
//   - gas_per_answer: the gas of the transactions that carried this run's
//     Updated events over the number of events (a batch counts once).
//
// The accounting (Tracker) is pure: it takes timestamps and outcomes and
// computes the Report, so it is tested without a network. The clients are
// thin: HTTPRouter posts and polls over HTTP, EthChain reads logs and
// receipts over JSON-RPC.
package loadgen
