// Package economy is deepcall's operator economy off chain: capacity
// classes and the errors of the CapacityRegistry contract
// (contracts/src/CapacityRegistry.sol), where operators stake capacity
// under the κ rule stake ≥ κ · Σ count · price(class).
package economy
