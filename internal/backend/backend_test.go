package backend

import (
	"errors"
	"flag"
	"io"
	"strings"
	"testing"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/gpu"
	"github.com/deepcall/deepcall/internal/cli"
)

func TestFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want Options // Name and Device
		err  string  // in a usage error
	}{
		{nil, Options{Name: CPU}, ""},
		{[]string{"--backend", "gpu"}, Options{Name: GPU}, ""},
		{[]string{"--backend", "gpu", "--gpu-device", "H100"}, Options{Name: GPU, Device: "H100"}, ""},
		{[]string{"--backend", "tpu"}, Options{}, `--backend "tpu": want cpu or gpu`},
		{[]string{"--gpu-device", "H100"}, Options{}, "--gpu-device \"H100\" needs --backend gpu"},
	} {
		fs := flag.NewFlagSet("x", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		f := AddFlags(fs)
		if err := fs.Parse(tc.args); err != nil {
			t.Fatal(err)
		}
		err := f.Check()
		if tc.err != "" {
			if !errors.Is(err, cli.ErrUsage) || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%v: %v, want a usage error with %q", tc.args, err, tc.err)
			}
			if _, oerr := Open(f.Options(0, 0)); !errors.Is(oerr, cli.ErrUsage) {
				t.Errorf("%v: Open gave %v, want the usage error", tc.args, oerr)
			}
			continue
		}
		if o := f.Options(7, 3); err != nil || o != (Options{Name: tc.want.Name, Device: tc.want.Device, KVBytes: 7, Workers: 3}) {
			t.Errorf("%v: %+v, %v", tc.args, o, err)
		}
	}
}

func TestOpenCPU(t *testing.T) {
	for _, name := range []string{"", CPU} {
		b, err := Open(Options{Name: name, Workers: 2})
		if err != nil || b != (inference.CPU{Workers: 2}) {
			t.Fatalf("%q: %v, %v", name, b, err)
		}
		if Device(b) != "" || Describe(b) != "cpu" {
			t.Errorf("the CPU has device %q, described as %q", Device(b), Describe(b))
		}
		Close(b) // nothing to release
	}
}

// --backend gpu opens the device, or says why not; it never falls back to
// the CPU. Without a device the test skips, unless DEEPCALL_GPU demands
// one.
func TestOpenGPU(t *testing.T) {
	b, err := Open(Options{Name: GPU})
	if err != nil {
		if b != nil {
			t.Errorf("a backend (%s) beside the error", b.Name())
		}
		for _, want := range []string{"open the gpu backend", "-tags opencl", "docs/gpu.md"} {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("error without %q: %v", want, err)
			}
		}
		if gpu.Demanded() {
			t.Fatalf("DEEPCALL_GPU demands a device: %v", err)
		}
		t.Skipf("no device: %v", err)
	}
	defer Close(b)
	if b.Name() != GPU || Device(b) == "" || Describe(b) != "gpu ("+Device(b)+")" {
		t.Errorf("opened %q on device %q (%s)", b.Name(), Device(b), Describe(b))
	}
	if _, ok := b.(inference.BatchBackend); !ok {
		t.Error("the gpu backend cannot batch: the operator would decode one task at a time")
	}
}
