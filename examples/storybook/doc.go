// Package storybook is the Go binding of the example app StoryBook
// (src/StoryBook.sol: a story the model writes a page at a time over the
// @deepcall/contracts package), generated with its committed artifacts
// (artifacts/StoryBook.abi and .bin) by `go generate ./contracts/...` from a
// forge build of this Foundry project; a test of contracts/internal/gen
// fails when they are stale.
package storybook
