// Package pkgtest holds the install test of the Solidity package
// @deepcall/contracts (this folder: src/, abi/, docs/API.md, remappings.txt,
// README.md; its Go files are not in the package). TestInstall packs the
// package with npm and installs it into a fresh Foundry project, and
// forge-installs the repository into another, and builds the example app
// (examples/storybook) and the README's app against each, offline.
package pkgtest
