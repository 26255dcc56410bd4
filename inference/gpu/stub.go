//go:build !opencl || !cgo

package gpu

import "github.com/deepcall/deepcall/inference"

// Backend is the OpenCL backend; in this build it cannot be opened.
type Backend struct{}

// Open fails: this binary was built without the opencl tag.
func Open(Options) (*Backend, error) {
	return nil, unavailable("built without OpenCL (build with -tags opencl and an OpenCL ICD loader)")
}

// Name implements inference.Backend.
func (*Backend) Name() string { return "gpu" }

// Device is the OpenCL device's name.
func (*Backend) Device() string { return "" }

// Open implements inference.Backend.
func (*Backend) Open(*inference.Model) (inference.Runner, error) {
	return nil, unavailable("no device")
}

// StepBatch implements inference.BatchBackend.
func (*Backend) StepBatch([]inference.BatchStep) error { return unavailable("no device") }

// Close releases the device.
func (*Backend) Close() error { return nil }
