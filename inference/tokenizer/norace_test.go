//go:build !race

package tokenizer

// raceEnabled relaxes timing checks under the race detector.
const raceEnabled = false
