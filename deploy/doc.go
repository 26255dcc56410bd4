// Package deploy puts deepcall on a chain and operators into it, over any
// JSON-RPC node: Contracts deploys IQ16Engine with the model's weight chunks
// mounted, the OperatorRegistry wired to EigenLayer's DelegationManager and a
// strategy, the LLMConsumer (two-thirds threshold) and the dispute game
// (DisputeGame over EngineStep, made the consumer's arbiter and the
// registry's slasher; GameConfig). It is the one deployment routine: the
// devnet and the in-process test chains (aggregator/simchain,
// bisection/labchain, zkstep/zkchain) call it too, with the local variants
// Config names (a standalone registry holding given stakes, chunks left
// unmounted, an AlphabetStep or ZkEngineStep one-step, no game). `deepcall
// deploy` runs the same contracts as a resumable Plan. RegisterOperator is an operator's AVS registration
// with its BLS keys and proof of possession (blsagg.PoPMessage, the
// registry's own message). Operator configuration (operator.yaml, the
// eigenlayer CLI's fields plus deepcall's) and key files (eigensdk-go's
// encrypted BLS keystore, go-ethereum's ECDSA keystore) live here too;
// examples are beside this file.
//
// The EigenLayer half of an operator's registration (DelegationManager,
// StrategyManager) is package eigen.
package deploy
