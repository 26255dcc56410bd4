//go:build !(js && wasm)

package main

import (
	"fmt"
	"os"
)

// Outside a browser the command only says how it is meant to be built.
func main() {
	fmt.Fprintln(os.Stderr, "this is the dapp's WebAssembly engine: build it with GOOS=js GOARCH=wasm (web/tools/build-wasm.sh)")
	os.Exit(2)
}
