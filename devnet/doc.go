// Package devnet runs a whole deepcall chain in this process: a go-ethereum
// node (node.New + eth.New + the simulated beacon that `geth --dev` uses,
// sealing a block every BlockPeriod), EigenLayer core in its genesis (package
// eigen), deepcall's contracts deployed on it and operators registered the
// EigenLayer way (package deploy).
//
//	chain, err := devnet.Start(ctx, devnet.Options{Operators: 4})
//	defer chain.Close()
//	chain.HTTPURL, chain.WSURL          // JSON-RPC: eth, net, web3, debug, txpool
//	chain.Deployment.Contracts          // engine, registry, consumer, step, game
//	chain.Operators[i].BLS, .Key, .ID   // what an operator daemon needs
//	chain.StartServices(ctx, svc…)      // operator daemons, aggregator, router
//
// # The chain
//
// Chain id 1337; go-ethereum's dev config with every fork up to Osaka and
// none after it (contracts/sim.ChainConfig: gas as on mainnet today); block
// gas limit 60M; base fee from 1 gwei. The database is in memory: every
// Start begins at genesis. eth_call has no gas cap and no time limit, so
// canonical calls (a whole inference) run in full; debug_traceCall has the
// native tracers (prestateTracer, callTracer).
//
// Genesis holds go-ethereum's system contracts, EigenLayer's state, 10⁶
// ether for the deployer, the aggregator key, the challenger key, the
// dapp's wallet account and each operator, and 1000 of
// the state's test tokens per operator (moved from the deployer's balance).
// Start then, over the node's RPC: whitelists the test token's strategy for
// deposits (as its whitelister, the deployer), deploys
// IQ16Engine with every weight chunk mounted, the OperatorRegistry wired to
// the DelegationManager and that strategy, the LLMConsumer (two thirds), and
// the dispute game: DisputeGame over EngineStep (the engine's one-step),
// made the consumer's arbiter and the registry's slasher, with
// deploy.GameConfig's defaults unless Options.Game says otherwise (a
// one-hour join window for defences, each defender posting the
// challenger's bond);
// meanwhile each operator registers in the DelegationManager, deposits its
// tokens through the StrategyManager (so its delegated shares are real), and
// finally registers its BLS key with a proof of possession in the registry,
// which reads its stake from those shares. The registry stays in that mode
// (no EigenLayer operator set): the state's AllocationManager lets an
// operator allocate only 1200 blocks after it registered, 20 minutes at 1 s
// blocks, so slashing through EigenLayer is tested on the simulated backend
// instead (package deploy). Start returns once a block has
// followed the registrations, so head − 1 is a reference block that counts
// every operator. deployment.json in DataDir records the outcome (Record).
//
// The deployer's transactions come in a fixed order, so the contract
// addresses are the same on every fresh devnet, whatever the number of
// operators: engine 0x94fFA1C7330845646CE9128450F8e6c3B5e44F86, registry
// 0xCa1D199b6F53Af7387ac543Af8e8a34455BBe5E0, consumer
// 0xdF46e54aAadC1d55198A4a8b4674D7a4c927097A, one-step (EngineStep, after
// its KvStep and StepOps) 0xB22C255250d74B0ADD1bfB936676D2a299BF48Bd; the
// game follows the chunk mounts, so its address depends on the model's
// chunk count: for stories260K (23 chunks)
// 0x325c8Df4CFb5B068675AFF8f62aA668D1dEc3C4B.
//
// # Dev keys
//
// The deployer is anvil's first test account, which deployed and owns the
// EigenLayer state; operator, aggregator, challenger and wallet keys are
// derived from public strings (OperatorKey, OperatorBLSKey, AggregatorKey,
// ChallengerKey, WalletKey). Everyone knows these
// keys: dev chains only.
//
// # Services
//
// Package devnet/stack runs an operator daemon per operator, the aggregator
// and the router as Services; `deepcall devnet` starts them (--services).
// Package devnet/dispute runs the challenger daemon (a ChallengerService,
// named in /config.json) and, with `deepcall devnet --fault`, the faulty
// operators' defence of their wrong answers.
//
// # The web origin
//
// WebService (`deepcall devnet --web ADDR`) serves web/dist, /config.json
// (WebConfig, the dapp's view of the chain), /rpc (the node's JSON-RPC,
// HTTP and WebSocket) and /v1/ (the router's API, HTTP and WebSocket, from
// the first RouterService running), all on one origin.
package devnet
