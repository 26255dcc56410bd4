//go:build opencl && cgo

package gpu

import (
	"errors"
	"fmt"
	"sync"

	"github.com/deepcall/deepcall/inference"
)

// Errors callers may branch on.
var (
	// ErrKVFull is a runner whose KV cache does not fit the device's arena.
	ErrKVFull = errors.New("gpu backend: KV arena full")
	// ErrClosed is a backend used after Close.
	ErrClosed = errors.New("gpu backend: closed")
)

// Backend runs the engine's steps on one OpenCL device. Weights are
// uploaded at a model's first Open and stay resident; every runner's KV
// cache lives in one device arena. A step holds the backend for its whole
// duration, so runners of one backend may be used from many goroutines.
type Backend struct {
	mu     sync.Mutex
	dev    *device
	models map[*inference.Model]*weights
	arena  *buffer
	free   *freeList
	sc     scratch
	stage  []int32 // the host side of sc.stage
}

// Open opens the device opts choose and builds the kernels.
func Open(opts Options) (*Backend, error) { return open(opts, "") }

func open(opts Options, defines string) (*Backend, error) {
	d, err := openDevice(opts, defines)
	if err != nil {
		return nil, err
	}
	kv := opts.KVBytes
	if kv <= 0 {
		kv = DefaultKVBytes
	}
	// An eighth more than asked absorbs the ranges' rounding and the
	// holes first fit leaves, so that caches a scheduler budgeted at
	// KVBytes fit; offsets into the arena are 32-bit element indices.
	kv = min(kv+kv/8, d.maxAlloc, 4<<32-4)
	arena, err := d.alloc(kv)
	if err != nil {
		d.close()
		return nil, fmt.Errorf("gpu backend: KV arena: %w", err)
	}
	return &Backend{dev: d, models: map[*inference.Model]*weights{}, arena: arena, free: newFreeList(kv / 4)}, nil
}

// Name implements inference.Backend.
func (*Backend) Name() string { return "gpu" }

// Device is the OpenCL device's name.
func (b *Backend) Device() string { return b.dev.name }

// Close releases the device; the backend and its runners must not be used
// after.
func (b *Backend) Close() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, w := range b.models {
		w.release()
	}
	b.models = nil
	b.sc.release()
	b.arena.release()
	b.free = nil
	b.dev.close()
	return nil
}

// Open implements inference.Backend: a runner whose KV cache is on the
// device.
func (b *Backend) Open(m *inference.Model) (inference.Runner, error) {
	if err := m.Config.Validate(); err != nil {
		return nil, err
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.free == nil {
		return nil, ErrClosed
	}
	w, err := b.weightsOf(m)
	if err != nil {
		return nil, err
	}
	return newRunner(b, w), nil
}

func (b *Backend) weightsOf(m *inference.Model) (*weights, error) {
	if w := b.models[m]; w != nil {
		return w, nil
	}
	w, err := uploadModel(b.dev, m)
	if err != nil {
		return nil, fmt.Errorf("gpu backend: upload weights: %w", err)
	}
	b.models[m] = w
	return w, nil
}

// forget releases m's weights on the device (its runners must be done).
func (b *Backend) forget(m *inference.Model) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if w := b.models[m]; w != nil {
		w.release()
		delete(b.models, m)
	}
}

// dmat is a matrix on the device. A fused one (wq ‖ wk ‖ wv) splits its
// rows into parts at split1 and split2; a plain one has both at rows.
type dmat struct {
	q, m, r        *buffer
	rows, cols     int
	split1, split2 int
}

// weights is a model on the device.
type weights struct {
	m      *inference.Model
	layers []dlayer
	final  *buffer
	output dmat
	cos    *buffer
	sin    *buffer
	exp2   *buffer
	all    []*buffer
}

type dlayer struct {
	attnNorm, ffnNorm, qNorm, kNorm *buffer
	qkv, wo, w1, w2, w3             dmat
}

func uploadModel(d *device, m *inference.Model) (w *weights, err error) {
	w = &weights{m: m}
	defer func() {
		if err != nil {
			w.release()
		}
	}()
	// keep records a buffer for release, or the first error; after an
	// error the remaining uploads still run but fail fast or are dropped.
	keep := func(b *buffer, e error) *buffer {
		if e != nil {
			if err == nil {
				err = e
			}
			return nil
		}
		w.all = append(w.all, b)
		return b
	}
	vec := func(s []int32) *buffer { return keep(upload(d, s)) }
	mat := func(x *inference.Matrix) dmat {
		return dmat{q: keep(upload(d, x.Q)), m: keep(upload(d, x.M)), r: keep(upload(d, x.R)),
			rows: x.Rows, cols: x.Cols, split1: x.Rows, split2: x.Rows}
	}
	// wq, wk and wv read the same vector: one matrix, one launch.
	fused := func(l *inference.Layer) dmat {
		parts := []*inference.Matrix{&l.Wq, &l.Wk, &l.Wv}
		var cat inference.Matrix
		for _, p := range parts {
			cat.Q, cat.M, cat.R = append(cat.Q, p.Q...), append(cat.M, p.M...), append(cat.R, p.R...)
			cat.Rows += p.Rows
		}
		cat.Cols = l.Wq.Cols
		out := mat(&cat)
		out.split1, out.split2 = l.Wq.Rows, l.Wq.Rows+l.Wk.Rows
		return out
	}
	for i := range m.Layers {
		l := &m.Layers[i]
		dl := dlayer{attnNorm: vec(l.AttnNorm), ffnNorm: vec(l.FFNNorm),
			qkv: fused(l), wo: mat(&l.Wo),
			w1: mat(&l.W1), w2: mat(&l.W2), w3: mat(&l.W3)}
		if m.Config.QKNorm {
			dl.qNorm, dl.kNorm = vec(l.QNorm), vec(l.KNorm)
		}
		w.layers = append(w.layers, dl)
	}
	w.final = vec(m.FinalNorm)
	w.output = mat(m.Output())
	w.cos, w.sin = vec(m.RopeCos), vec(m.RopeSin)
	w.exp2 = keep(upload(d, append(m.Exp2[0][:], m.Exp2[1][:]...)))
	return w, err
}

func (w *weights) release() {
	for _, b := range w.all {
		b.release()
	}
	w.all = nil
}

// freeList hands out ranges of the KV arena (in int32 elements), first fit.
type freeList struct {
	spans [][2]int64 // free [start, end), sorted, never adjacent
}

func newFreeList(n int64) *freeList { return &freeList{spans: [][2]int64{{0, n}}} }

// take returns the start of a free range of n elements.
func (f *freeList) take(n int64) (int64, bool) {
	n = (n + 63) &^ 63
	for i, s := range f.spans {
		if s[1]-s[0] >= n {
			f.spans[i][0] += n
			if f.spans[i][0] == s[1] {
				f.spans = append(f.spans[:i], f.spans[i+1:]...)
			}
			return s[0], true
		}
	}
	return 0, false
}

// give returns a range take handed out.
func (f *freeList) give(at, n int64) {
	n = (n + 63) &^ 63
	i := 0
	for i < len(f.spans) && f.spans[i][0] < at {
		i++
	}
	f.spans = append(f.spans, [2]int64{})
	copy(f.spans[i+1:], f.spans[i:])
	f.spans[i] = [2]int64{at, at + n}
	// Merge with the neighbours.
	if i+1 < len(f.spans) && f.spans[i][1] == f.spans[i+1][0] {
		f.spans[i][1] = f.spans[i+1][1]
		f.spans = append(f.spans[:i+1], f.spans[i+2:]...)
	}
	if i > 0 && f.spans[i-1][1] == f.spans[i][0] {
		f.spans[i-1][1] = f.spans[i][1]
		f.spans = append(f.spans[:i], f.spans[i+1:]...)
	}
}
