//go:build !(deepcall_rust && cgo)

package steprs

import "github.com/deepcall/deepcall/inference"

const available = false

func runRaw([]byte) (inference.Hash, error) { return inference.Hash{}, ErrUnavailable }
