// Package systest runs deepcall as an operator would: the dev chain and
// every daemon (router, aggregator, operators) as separate OS processes
// started from the built binaries, each of which can be killed with
// SIGKILL and started again on the same ports and stores, and the chain's
// JSON-RPC behind a TCP proxy that can be cut and restored. On top of that
// it checks the chain: every task the router accepted lands exactly once
// (the consumer's Updated events by input hash), and it samples each
// daemon's resident memory and goroutines from /metrics to judge growth.
//
// The tests of this package are the chaos run (TestChaos) and the soak
// (TestSoak); both skip under -short. They take the binaries from
// DEEPCALL_BIN (make test sets it to bin/) or build them into a temporary
// folder. DEEPCALL_SOAK sets the soak's length (make soak: 30m).
//
// Why a proxy rather than restarting the chain node: the devnet node keeps
// its state in memory (a devnet starts from genesis every time, package
// devnet), so it cannot come back on its data; what the daemons see of a
// node going away (connections reset, then refused, then a node answering
// on the same URL) is what the proxy produces, while the chain keeps its
// state and its clock.
package systest
