//go:build opencl && cgo

package gpu

/*
#cgo LDFLAGS: -lOpenCL
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdint.h>
#include <stdlib.h>

// launch sets n arguments (kinds: 0 a buffer, 1 a 32-bit, 2 a 64-bit
// integer) and enqueues the kernel: one call from Go a launch. On error
// *bad is the failing argument, or n for the launch itself.
static cl_int launch(cl_command_queue q, cl_kernel k, int n, const int *kinds,
		const unsigned long long *vals, size_t global, size_t local, int *bad) {
	for (int i = 0; i < n; i++) {
		cl_int code;
		cl_mem m = (cl_mem)(uintptr_t)vals[i];
		cl_int v32 = (cl_int)vals[i];
		cl_long v64 = (cl_long)vals[i];
		switch (kinds[i]) {
		case 0: code = clSetKernelArg(k, i, sizeof m, &m); break;
		case 1: code = clSetKernelArg(k, i, sizeof v32, &v32); break;
		default: code = clSetKernelArg(k, i, sizeof v64, &v64);
		}
		if (code != CL_SUCCESS) {
			*bad = i;
			return code;
		}
	}
	*bad = n;
	if (global == 0) return CL_SUCCESS;
	return clEnqueueNDRangeKernel(q, k, 1, NULL, &global, &local, 0, NULL, NULL);
}
*/
import "C"

import (
	_ "embed"
	"fmt"
	"strings"
	"unsafe"
)

// The OpenCL host side: one device, one in-order queue, the kernels of
// kernels.cl. Nothing here knows the transformer; backend.go does.

//go:embed kernels.cl
var kernelSource string

// Work-group size and the rows of one matvec launch (kernels.cl's WG, NB).
const (
	wg = 64
	nb = 16
)

var kernelNames = []string{"probe", "matvec", "gateup", "rmsnorm", "heads", "attention", "swiglu", "gather", "argmax"}

type device struct {
	id      C.cl_device_id
	ctx     C.cl_context
	queue   C.cl_command_queue
	prog    C.cl_program
	kernels map[string]C.cl_kernel

	name     string
	gpu      bool
	maxAlloc int64

	// host is C memory that queued uploads read from: a step's inputs are
	// copied here and their writes queued without waiting, since the
	// device may read them after the call returns (Go memory could move or
	// be reused). used bytes are taken; pending says a queued write may
	// still read them.
	host     unsafe.Pointer
	hostSize int
	used     int
	pending  bool
}

func clErr(code C.cl_int, what string) error {
	if code == C.CL_SUCCESS {
		return nil
	}
	return fmt.Errorf("opencl: %s: error %d", what, int(code))
}

func infoString(id C.cl_device_id, param C.cl_device_info) string {
	var size C.size_t
	if C.clGetDeviceInfo(id, param, 0, nil, &size) != C.CL_SUCCESS || size == 0 {
		return ""
	}
	buf := make([]byte, size)
	C.clGetDeviceInfo(id, param, size, unsafe.Pointer(&buf[0]), nil)
	return strings.TrimRight(string(buf), "\x00")
}

func platformName(p C.cl_platform_id) string {
	var size C.size_t
	if C.clGetPlatformInfo(p, C.CL_PLATFORM_NAME, 0, nil, &size) != C.CL_SUCCESS || size == 0 {
		return ""
	}
	buf := make([]byte, size)
	C.clGetPlatformInfo(p, C.CL_PLATFORM_NAME, size, unsafe.Pointer(&buf[0]), nil)
	return strings.TrimRight(string(buf), "\x00")
}

// candidate is one device of one platform.
type candidate struct {
	id       C.cl_device_id
	platform string
	name     string
	gpu      bool
}

func listDevices() ([]candidate, error) {
	var n C.cl_uint
	if code := C.clGetPlatformIDs(0, nil, &n); code != C.CL_SUCCESS || n == 0 {
		return nil, unavailable("no OpenCL platform (error %d; is an ICD such as pocl-opencl-icd or the NVIDIA driver's installed?)", int(code))
	}
	ps := make([]C.cl_platform_id, n)
	if code := C.clGetPlatformIDs(n, &ps[0], nil); code != C.CL_SUCCESS {
		return nil, clErr(code, "list platforms")
	}
	var out []candidate
	for _, p := range ps {
		var m C.cl_uint
		if C.clGetDeviceIDs(p, C.CL_DEVICE_TYPE_ALL, 0, nil, &m) != C.CL_SUCCESS || m == 0 {
			continue
		}
		ids := make([]C.cl_device_id, m)
		C.clGetDeviceIDs(p, C.CL_DEVICE_TYPE_ALL, m, &ids[0], nil)
		for _, id := range ids {
			var typ C.cl_device_type
			C.clGetDeviceInfo(id, C.CL_DEVICE_TYPE, C.size_t(unsafe.Sizeof(typ)), unsafe.Pointer(&typ), nil)
			out = append(out, candidate{id: id, platform: platformName(p), name: infoString(id, C.CL_DEVICE_NAME), gpu: typ&C.CL_DEVICE_TYPE_GPU != 0})
		}
	}
	return out, nil
}

// choose picks the device opts ask for: a name match, else a GPU, else the
// first device.
func choose(cs []candidate, opts Options) (candidate, error) {
	var pick *candidate
	for i := range cs {
		c := &cs[i]
		if opts.Device != "" {
			want := strings.ToLower(opts.Device)
			if strings.Contains(strings.ToLower(c.name), want) || strings.Contains(strings.ToLower(c.platform), want) {
				pick = c
				break
			}
			continue
		}
		if pick == nil || c.gpu && !pick.gpu {
			pick = c
		}
	}
	switch {
	case pick == nil && opts.Device != "":
		return candidate{}, unavailable("no OpenCL device matches %q", opts.Device)
	case pick == nil:
		return candidate{}, unavailable("no OpenCL device")
	case opts.RequireGPU && !pick.gpu:
		return candidate{}, unavailable("device %q (%s) is not a GPU", pick.name, pick.platform)
	}
	return *pick, nil
}

// openDevice creates the context and queue and builds the kernels with
// defines (e.g. the self-test's -DDEEPCALL_MUTANT).
func openDevice(opts Options, defines string) (*device, error) {
	cs, err := listDevices()
	if err != nil {
		return nil, err
	}
	c, err := choose(cs, opts)
	if err != nil {
		return nil, err
	}
	d := &device{id: c.id, name: c.name, gpu: c.gpu, kernels: map[string]C.cl_kernel{}}
	var alloc C.cl_ulong
	C.clGetDeviceInfo(c.id, C.CL_DEVICE_MAX_MEM_ALLOC_SIZE, C.size_t(unsafe.Sizeof(alloc)), unsafe.Pointer(&alloc), nil)
	d.maxAlloc = int64(alloc)
	var code C.cl_int
	d.ctx = C.clCreateContext(nil, 1, &d.id, nil, nil, &code)
	if code != C.CL_SUCCESS {
		return nil, clErr(code, "create context")
	}
	d.queue = C.clCreateCommandQueue(d.ctx, d.id, 0, &code)
	if code != C.CL_SUCCESS {
		d.close()
		return nil, clErr(code, "create queue")
	}
	if err := d.build(defines); err != nil {
		d.close()
		return nil, err
	}
	return d, nil
}

func (d *device) build(defines string) error {
	src := C.CString(kernelSource)
	defer C.free(unsafe.Pointer(src))
	var code C.cl_int
	d.prog = C.clCreateProgramWithSource(d.ctx, 1, &src, nil, &code)
	if code != C.CL_SUCCESS {
		return clErr(code, "create program")
	}
	opts := C.CString(fmt.Sprintf("-cl-std=CL1.2 -DWG=%d -DNB=%d %s", wg, nb, defines))
	defer C.free(unsafe.Pointer(opts))
	if code := C.clBuildProgram(d.prog, 1, &d.id, opts, nil, nil); code != C.CL_SUCCESS {
		var size C.size_t
		C.clGetProgramBuildInfo(d.prog, d.id, C.CL_PROGRAM_BUILD_LOG, 0, nil, &size)
		log := make([]byte, size+1)
		C.clGetProgramBuildInfo(d.prog, d.id, C.CL_PROGRAM_BUILD_LOG, size, unsafe.Pointer(&log[0]), nil)
		return fmt.Errorf("%w\n%s", clErr(code, "build kernels"), strings.TrimRight(string(log), "\x00"))
	}
	for _, n := range kernelNames {
		cn := C.CString(n)
		k := C.clCreateKernel(d.prog, cn, &code)
		C.free(unsafe.Pointer(cn))
		if code != C.CL_SUCCESS {
			return clErr(code, "create kernel "+n)
		}
		d.kernels[n] = k
	}
	return nil
}

func (d *device) close() {
	if d.host != nil {
		if d.pending {
			C.clFinish(d.queue)
		}
		C.free(d.host)
	}
	for _, k := range d.kernels {
		C.clReleaseKernel(k)
	}
	if d.prog != nil {
		C.clReleaseProgram(d.prog)
	}
	if d.queue != nil {
		C.clReleaseCommandQueue(d.queue)
	}
	if d.ctx != nil {
		C.clReleaseContext(d.ctx)
	}
	*d = device{}
}

// buffer is device memory of bytes bytes.
type buffer struct {
	mem   C.cl_mem
	bytes int64
}

func (d *device) alloc(bytes int64) (*buffer, error) {
	if bytes <= 0 {
		bytes = 8
	}
	if d.maxAlloc > 0 && bytes > d.maxAlloc {
		return nil, fmt.Errorf("opencl: a buffer of %d bytes exceeds the device's largest allocation, %d", bytes, d.maxAlloc)
	}
	var code C.cl_int
	m := C.clCreateBuffer(d.ctx, C.CL_MEM_READ_WRITE, C.size_t(bytes), nil, &code)
	if code != C.CL_SUCCESS {
		return nil, clErr(code, fmt.Sprintf("allocate %d bytes", bytes))
	}
	return &buffer{mem: m, bytes: bytes}, nil
}

func (b *buffer) release() {
	if b != nil && b.mem != nil {
		C.clReleaseMemObject(b.mem)
		b.mem = nil
	}
}

// write copies s into b at element offset off (blocking: s may be reused
// when it returns).
func write[T any](d *device, b *buffer, off int, s []T) error {
	if len(s) == 0 {
		return nil
	}
	size := int64(unsafe.Sizeof(s[0]))
	code := C.clEnqueueWriteBuffer(d.queue, b.mem, C.CL_TRUE, C.size_t(int64(off)*size), C.size_t(int64(len(s))*size), unsafe.Pointer(&s[0]), 0, nil, nil)
	return clErr(code, "write buffer")
}

// read copies b from element offset off into s, after every queued
// command (the queue is in order, so they are all done when it returns).
func read[T any](d *device, b *buffer, off int, s []T) error {
	if len(s) == 0 {
		return nil
	}
	size := int64(unsafe.Sizeof(s[0]))
	code := C.clEnqueueReadBuffer(d.queue, b.mem, C.CL_TRUE, C.size_t(int64(off)*size), C.size_t(int64(len(s))*size), unsafe.Pointer(&s[0]), 0, nil, nil)
	if code == C.CL_SUCCESS {
		d.pending = false
	}
	return clErr(code, "read buffer")
}

// stageFor readies the host staging memory for bytes of queued uploads,
// waiting for the writes of an earlier step that may still read it.
func (d *device) stageFor(bytes int) error {
	if d.pending {
		if err := d.finish(); err != nil {
			return err
		}
	}
	d.used = 0
	if bytes <= d.hostSize {
		return nil
	}
	if d.host != nil {
		C.free(d.host)
	}
	d.host = C.malloc(C.size_t(bytes))
	if d.host == nil {
		d.hostSize = 0
		return fmt.Errorf("opencl: no host memory for %d bytes of uploads", bytes)
	}
	d.hostSize = bytes
	return nil
}

// writeAsync queues a copy of s into b at element offset off without
// waiting for it: s is copied into the staging memory stageFor sized.
func writeAsync[T any](d *device, b *buffer, off int, s []T) error {
	if len(s) == 0 {
		return nil
	}
	size := int(unsafe.Sizeof(s[0]))
	n := len(s) * size
	if d.used+n > d.hostSize {
		return fmt.Errorf("opencl: %d bytes of uploads exceed the %d staged", d.used+n, d.hostSize)
	}
	dst := unsafe.Add(d.host, d.used)
	copy(unsafe.Slice((*byte)(dst), n), unsafe.Slice((*byte)(unsafe.Pointer(&s[0])), n))
	d.used += (n + 63) &^ 63
	code := C.clEnqueueWriteBuffer(d.queue, b.mem, C.CL_FALSE, C.size_t(off*size), C.size_t(n), dst, 0, nil, nil)
	if code == C.CL_SUCCESS {
		d.pending = true
	}
	return clErr(code, "queue a write")
}

// copyInts copies n int32s within or between buffers on the device.
func (d *device) copyInts(src, dst *buffer, srcOff, dstOff, n int64) error {
	code := C.clEnqueueCopyBuffer(d.queue, src.mem, dst.mem, C.size_t(4*srcOff), C.size_t(4*dstOff), C.size_t(4*n), 0, nil, nil)
	return clErr(code, "copy buffer")
}

// upload allocates a buffer holding s.
func upload[T any](d *device, s []T) (*buffer, error) {
	var zero T
	b, err := d.alloc(int64(len(s)) * int64(unsafe.Sizeof(zero)))
	if err != nil {
		return nil, err
	}
	if err := write(d, b, 0, s); err != nil {
		b.release()
		return nil, err
	}
	return b, nil
}

// i64 marks a kernel argument passed as a 64-bit integer (plain ints go as
// 32-bit).
type i64 int64

// run enqueues kernel name over global work-items (rounded up to whole
// work-groups of local) with args: *buffer, int or i64.
func (d *device) run(name string, global, local int, args ...any) error {
	var kinds [32]C.int
	var vals [32]C.ulonglong
	if len(args) > len(kinds) {
		return fmt.Errorf("opencl: %s: %d arguments", name, len(args))
	}
	for i, a := range args {
		switch v := a.(type) {
		case *buffer:
			kinds[i], vals[i] = 0, C.ulonglong(uintptr(unsafe.Pointer(v.mem)))
		case int:
			kinds[i], vals[i] = 1, C.ulonglong(int64(v))
		case i64:
			kinds[i], vals[i] = 2, C.ulonglong(int64(v))
		default:
			return fmt.Errorf("opencl: %s argument %d has type %T", name, i, a)
		}
	}
	global = (global + local - 1) / local * local
	var bad C.int
	code := C.launch(d.queue, d.kernels[name], C.int(len(args)), &kinds[0], &vals[0], C.size_t(global), C.size_t(local), &bad)
	if code != C.CL_SUCCESS && int(bad) < len(args) {
		return clErr(code, fmt.Sprintf("%s argument %d", name, int(bad)))
	}
	return clErr(code, "run "+name)
}

// finish waits for every queued command.
func (d *device) finish() error {
	code := C.clFinish(d.queue)
	if code == C.CL_SUCCESS {
		d.pending = false
	}
	return clErr(code, "finish")
}
