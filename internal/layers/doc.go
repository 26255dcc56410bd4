// Package layers holds the repository's layering test (layers_test.go):
// deepcall's packages in layers, bottom first, each allowed to import its
// own layer and the ones below it, never one above. A package that imports
// upward, or one the table does not place, fails TestLayering; the table is
// where a new package is placed.
package layers
