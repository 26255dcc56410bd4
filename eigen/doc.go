// Package eigen is deepcall's glue to EigenLayer core: the core contracts as
// genesis state for a dev chain, and the operator's side of EigenLayer
// (register as an operator in the DelegationManager, deposit into a strategy
// so that delegated shares are real, read those shares back).
//
// # The state
//
// The EigenLayer Solidity sources cannot be built here, so the dev chain
// starts from the anvil state dump that eigensdk-go v1.0.0-rc.1 ships
// (contracts/anvil/contracts-deployed-anvil-state.json): EigenLayer core
// (the slashing release: DelegationManager, StrategyManager,
// AllocationManager, AVSDirectory, RewardsCoordinator, PermissionController,
// EigenPodManager), eigensdk-go's mock AVS (RegistryCoordinator,
// OperatorStateRetriever, MockAvsServiceManager) and a mock ERC-20 with its
// strategy, all deployed, with the addresses of its deployment outputs.
// elstate.json.gz is that dump's accounts and addresses, compressed; it is
// recreated from the module cache (after `go mod download`) with
//
//	go generate ./eigen/
//
// and a test checks that the committed file matches the module.
//
// The dump comes from anvil (chain id 31337). Its owner and pauser is anvil's
// first well-known dev account (0xf39F…2266); the dev chain uses that same
// key as its deployer, which is why it can whitelist strategies. These keys
// are public: dev chains only.
//
// # Operator sets
//
// The AllocationManager of this state is the slashing release with the
// dump's delays: ALLOCATION_CONFIGURATION_DELAY 1200 blocks (an operator's
// allocation delay, set by registerAsOperator, applies only then, and no
// allocation before it) and DEALLOCATION_DELAY 900 blocks. operatorset.go
// holds the operator's side of deepcall's operator set (allocate, register
// for and leave the set) and the reads (delays, allocated stake, membership).
//
// # Writes
//
// The writers take the process's *txmgr.Manager for the sending key (its
// node any JSON-RPC client through ethclient) and send without waiting
// (Send…), or wait for each receipt (the flows); a reverted transaction is
// an error naming the call. They call eigensdk-go's generated bindings of the core
// contracts directly rather than its elcontracts writer, which wants a
// transaction manager and a metrics registry for three calls.
package eigen

//go:generate go run ./internal/gendump -out elstate.json.gz
