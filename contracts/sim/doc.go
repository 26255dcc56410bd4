// Package sim runs deepcall's canonical calls — IQ16Engine.generate and the
// consumer calls built on it — without any gas limit, the way operators
// execute them off-chain.
//
// In process (EVM): an Osaka-configured go-ethereum EVM over an in-memory
// state. New deploys IQ16Engine for a manifest and writes every weight chunk
// as code (0x00 ‖ chunk) at the engine's derived overlay address, the same
// state an RPC state override would give; Generate calls the engine with
// unbounded gas and returns the tokens, the checkpoint chain and the gas
// used; Transact applies a state-changing call and returns its prestate diff
// (go-ethereum's prestateTracer in diff mode). Long runs report progress
// through Options.Progress.
//
// Over RPC (RPC): the same call against a node (anvil, geth) through eth_call
// and debug_traceCall, with the overlays supplied as state overrides.
//
// Gas is always measured under ChainConfig (Osaka): go-ethereum's dev chain
// config enables a later fork that reprices storage writes.
package sim
