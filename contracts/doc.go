// Package contracts holds deepcall's Solidity side: the sources (src/, with
// their forge tests in test/), the compiled artifacts we ship (artifacts/:
// ABI and creation bytecode per contract, committed so that Go builds and
// tests never need a Solidity compiler) and the Go bindings generated from
// them (bindings/, abigen v2 output).
//
// After changing a contract, regenerate artifacts and bindings with
//
//	go generate ./contracts/...
//
// (or `make contracts`), which runs forge (node_modules/.bin/forge, see
// `make setup`) on contracts/src and the non-test harnesses in
// contracts/test (OpsHarness), copies each shipped contract's ABI and bytecode into
// artifacts/ and rewrites bindings/. `go run ./contracts/internal/gen
// -bindings-only` rewrites only the bindings from the committed artifacts.
// Tests fail when the committed bindings differ from what the artifacts
// generate, and when the artifacts differ from a fresh forge build (skipped
// when forge is absent unless DEEPCALL_REQUIRE_FORGE=1).
package contracts

//go:generate go run ./internal/gen
