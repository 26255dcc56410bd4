// Package backend builds the inference backend a command is told to run
// on: the CPU (inference.CPU) or an OpenCL device (package inference/gpu).
// Every backend gives the same bits (inference/SPEC.md), so the choice is
// about speed and hardware, never about answers. The commands that run the
// engine (`operator run`, `deepcall infer`, `deepcall devnet`, `deepcall
// bench engine`) share its two flags, --backend and --gpu-device.
package backend

import (
	"flag"
	"fmt"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/gpu"
	"github.com/deepcall/deepcall/internal/cli"
)

// The backends --backend names.
const (
	CPU = "cpu"
	GPU = "gpu"
)

// Options choose a backend.
type Options struct {
	Name string // CPU ("" too) or GPU
	// Device picks the first OpenCL device whose platform or device name
	// contains it, in any case ("": DEEPCALL_GPU_DEVICE, else a GPU where
	// there is one).
	Device string
	// KVBytes bounds the KV caches a device holds (0: the backend's
	// default); Workers are the CPU backend's goroutines (0: GOMAXPROCS).
	KVBytes int64
	Workers int
}

// Check refuses an unknown backend, and a device named for the CPU.
func (o Options) Check() error {
	switch o.Name {
	case "", CPU:
		if o.Device != "" {
			return fmt.Errorf("%w: --gpu-device %q needs --backend gpu", cli.ErrUsage, o.Device)
		}
	case GPU:
	default:
		return fmt.Errorf("%w: --backend %q: want cpu or gpu", cli.ErrUsage, o.Name)
	}
	return nil
}

// Open opens the backend. The GPU's failure to open (a binary built
// without OpenCL, no device, no device matching) is an error, never a
// quiet fall back to the CPU: an operator who asked for the device must
// learn that it is not in use.
func Open(o Options) (inference.Backend, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	if o.Name != GPU {
		return inference.CPU{Workers: o.Workers}, nil
	}
	g := gpu.OptionsFromEnv()
	if o.Device != "" {
		g.Device = o.Device
	}
	g.KVBytes = o.KVBytes
	b, err := gpu.Open(g)
	if err != nil {
		return nil, fmt.Errorf("open the gpu backend: %w (it needs a binary built with -tags opencl, which make build adds where OpenCL is installed, "+
			"and an OpenCL device; OCL_ICD_FILENAMES can name a driver no ICD file lists: docs/gpu.md)", err)
	}
	return b, nil
}

// Close releases what b holds on its device; the CPU holds nothing.
func Close(b inference.Backend) {
	if c, ok := b.(interface{ Close() error }); ok {
		_ = c.Close()
	}
}

// Device is the name of b's OpenCL device ("" on the CPU).
func Device(b inference.Backend) string {
	if d, ok := b.(interface{ Device() string }); ok {
		return d.Device()
	}
	return ""
}

// Describe is b's name, with its device in parentheses where it has one.
func Describe(b inference.Backend) string {
	if d := Device(b); d != "" {
		return fmt.Sprintf("%s (%s)", b.Name(), d)
	}
	return b.Name()
}

// Flags are --backend and --gpu-device on a command's flag set.
type Flags struct {
	name, device *string
}

// AddFlags defines --backend and --gpu-device on fs.
func AddFlags(fs *flag.FlagSet) *Flags {
	return &Flags{
		name:   fs.String("backend", CPU, "what runs the engine's forward steps: cpu, or gpu (OpenCL kernels on a device: a binary built with -tags opencl, docs/gpu.md); both give the same bits, and a gpu that cannot be opened is an error, never a fall back to the cpu"),
		device: fs.String("gpu-device", "", "with --backend gpu: the first OpenCL device whose platform or device name contains `SUBSTR`, in any case (nvidia, pocl; default $DEEPCALL_GPU_DEVICE; empty: a GPU where there is one, else any device)"),
	}
}

// Options are the flags' choice, with kvBytes and workers for Options.
func (f *Flags) Options(kvBytes int64, workers int) Options {
	return Options{Name: *f.name, Device: *f.device, KVBytes: kvBytes, Workers: workers}
}

// Name is --backend's value.
func (f *Flags) Name() string { return *f.name }

// Check refuses bad flags before anything is loaded.
func (f *Flags) Check() error { return f.Options(0, 0).Check() }
