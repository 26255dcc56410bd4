//go:build !(deepcall_rust && cgo)

package steprs

import (
	"errors"
	"testing"
)

// TestUnavailableWithoutLibrary: a build without the Rust library says so.
func TestUnavailableWithoutLibrary(t *testing.T) {
	if Available() {
		t.Fatal("Available in a build without the deepcall_rust tag")
	}
	_, err := Step(Request{Path: []int{0, 0, 0, 0}})
	if !errors.Is(err, ErrUnavailable) {
		t.Fatalf("err %v, want ErrUnavailable", err)
	}
}
