// Package docs holds the checks that keep README.md and docs/ fit to read:
// the README stays short (MaxReadme characters: what deepcall is, the status
// table, the two commands, where to go next; the rest lives in docs/), and
// every relative link in them resolves to a file of the checkout.
package docs

// MaxReadme is the most characters README.md may hold.
const MaxReadme = 15000
