// Package gpu is the engine's OpenCL backend: SPEC.md's integer transformer
// as device kernels, bit-identical to the CPU backend. Every sum the spec
// takes is exact, so the device may reduce in any order, tile as it likes
// and batch any number of sequences without changing a bit.
//
// The backend is built with the opencl build tag (cgo, -lOpenCL); without
// it, or on a machine with no OpenCL platform, Open fails with
// ErrUnavailable. On a CPU-only machine POCL's OpenCL device runs the same
// kernel text, which is how the bit-identity tests run in CI.
package gpu

import (
	"errors"
	"fmt"
	"os"
)

// ErrUnavailable is Open's error when no OpenCL device can be used: the
// binary was built without the opencl tag, no platform is installed, or none
// matches Options.
var ErrUnavailable = errors.New("gpu backend unavailable")

// Options chooses the device and sizes its memory.
type Options struct {
	// Device is a case-insensitive substring of the platform or device
	// name ("nvidia", "pocl"); empty prefers a GPU, else the first device.
	Device string
	// RequireGPU fails Open unless the chosen device is a GPU (not a CPU
	// device such as POCL's).
	RequireGPU bool
	// KVBytes is the device memory for the KV caches of all open runners
	// (0: DefaultKVBytes), as a scheduler budgets it: the arena holds an
	// eighth more for rounding and fragmentation.
	KVBytes int64
}

// DefaultKVBytes is the KV arena when Options gives none: the operator
// scheduler's default budget.
const DefaultKVBytes = 1 << 30

// Env is DEEPCALL_GPU, which says what a missing device means to tests and
// the device check: "require" demands a GPU (an NVIDIA card, say) and fails
// without one; "any" demands some OpenCL device (POCL will do, as in CI);
// empty lets tests skip.
func Env() string { return os.Getenv("DEEPCALL_GPU") }

// OptionsFromEnv is the Options that DEEPCALL_GPU and DEEPCALL_GPU_DEVICE
// ask for.
func OptionsFromEnv() Options {
	return Options{Device: os.Getenv("DEEPCALL_GPU_DEVICE"), RequireGPU: Env() == "require"}
}

// Demanded reports whether DEEPCALL_GPU forbids skipping when Open fails.
func Demanded() bool { return Env() == "require" || Env() == "any" }

func unavailable(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrUnavailable, fmt.Sprintf(format, args...))
}
