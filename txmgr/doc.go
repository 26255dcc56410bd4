// Package txmgr is deepcall's one transaction sender. A Manager owns one
// key's nonces and the fee rule; every process sends everything from its
// key through one Manager, whether it waits for each receipt (Send), sends
// back to back and waits later (Submit, Wait), or pipelines many landings
// that must survive a restart (Queue).
//
// Contract adapters build Candidates (the calldata, the value, what the
// transaction does); the Manager estimates, signs, sends, retries what a
// node refuses for transient reasons and waits. A call the contract would
// revert is never sent: the estimate fails first and the error carries the
// revert data (RevertData), which the contracts' typed errors decode.
package txmgr
