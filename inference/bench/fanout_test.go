package bench

import (
	"runtime"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/quantize"
	"github.com/deepcall/deepcall/inference/synth"
)

func sub(w *inference.Matrix, lo, hi int) *inference.Matrix {
	c := w.Cols
	return &inference.Matrix{Rows: hi - lo, Cols: c, Q: w.Q[lo*c : hi*c], M: w.M[lo:hi], R: w.R[lo:hi]}
}

type fan interface {
	run(w *inference.Matrix, a, out []int32)
}

type spawn struct{ n int }

func (f spawn) run(w *inference.Matrix, a, out []int32) {
	var wg sync.WaitGroup
	per := (w.Rows + f.n - 1) / f.n
	for lo := 0; lo < w.Rows; lo += per {
		hi := min(lo+per, w.Rows)
		wg.Add(1)
		go func() {
			defer wg.Done()
			inference.MatVec(sub(w, lo, hi), a, out[lo:hi])
		}()
	}
	wg.Wait()
}

// spawnSelf: caller runs the first share itself.
type spawnSelf struct{ n int }

func (f spawnSelf) run(w *inference.Matrix, a, out []int32) {
	var wg sync.WaitGroup
	per := (w.Rows + f.n - 1) / f.n
	for lo := per; lo < w.Rows; lo += per {
		hi := min(lo+per, w.Rows)
		wg.Add(1)
		go func() {
			defer wg.Done()
			inference.MatVec(sub(w, lo, hi), a, out[lo:hi])
		}()
	}
	inference.MatVec(sub(w, 0, min(per, w.Rows)), a, out[:min(per, w.Rows)])
	wg.Wait()
}

// pool: persistent workers, spin then block.
type pool struct {
	n    int
	jobs []chan job
	done atomic.Int32
	spin bool
}
type job struct {
	w      *inference.Matrix
	a, out []int32
	lo, hi int
}

func newPool(n int, spin bool) *pool {
	p := &pool{n: n, spin: spin}
	for i := 1; i < n; i++ {
		ch := make(chan job, 1)
		p.jobs = append(p.jobs, ch)
		go func() {
			for j := range ch {
				inference.MatVec(sub(j.w, j.lo, j.hi), j.a, j.out[j.lo:j.hi])
				p.done.Add(1)
			}
		}()
	}
	return p
}

func (p *pool) run(w *inference.Matrix, a, out []int32) {
	per := (w.Rows + p.n - 1) / p.n
	p.done.Store(0)
	k := 0
	for i := 1; i < p.n; i++ {
		lo, hi := i*per, min((i+1)*per, w.Rows)
		if lo >= hi {
			break
		}
		p.jobs[i-1] <- job{w, a, out, lo, hi}
		k++
	}
	inference.MatVec(sub(w, 0, min(per, w.Rows)), a, out[:min(per, w.Rows)])
	for p.done.Load() != int32(k) {
		runtime.Gosched()
	}
}

var benchModel *inference.Model

func getModel(b *testing.B) *inference.Model {
	if benchModel == nil {
		m, err := quantize.Model(synth.Model(synth.BenchConfig(), 1, true))
		if err != nil {
			b.Fatal(err)
		}
		benchModel = m
	}
	return benchModel
}

func benchFan(b *testing.B, f fan) {
	m := getModel(b)
	c := m.Config
	in := make([]int32, c.HiddenDim)
	for i := range in {
		in[i] = int32(i*7919%(1<<18)) - 1<<17
	}
	out := make([]int32, c.Vocab)
	var bytes int64
	for i := range m.Layers {
		l := &m.Layers[i]
		for _, w := range []*inference.Matrix{&l.Wq, &l.Wk, &l.Wv, &l.Wo, &l.W1, &l.W3, &l.W2} {
			bytes += int64(2 * len(w.Q))
		}
	}
	bytes += int64(2 * len(m.Output().Q))
	b.SetBytes(bytes)
	for b.Loop() {
		for i := range m.Layers {
			l := &m.Layers[i]
			for _, w := range []*inference.Matrix{&l.Wq, &l.Wk, &l.Wv, &l.Wo, &l.W1, &l.W3, &l.W2} {
				f.run(w, in, out)
			}
		}
		f.run(m.Output(), in, out)
	}
}

func BenchmarkFanSpawn(b *testing.B)     { benchFan(b, spawn{runtime.GOMAXPROCS(0)}) }
func BenchmarkFanSpawnSelf(b *testing.B) { benchFan(b, spawnSelf{runtime.GOMAXPROCS(0)}) }
func BenchmarkFanPool(b *testing.B)      { benchFan(b, newPool(runtime.GOMAXPROCS(0), true)) }
func BenchmarkFanOne(b *testing.B)       { benchFan(b, spawnSelf{1}) }

// No per-matrix sync: each goroutine runs its own half of the matrices.
func BenchmarkFanNoSync(b *testing.B) {
	m := getModel(b)
	c := m.Config
	var ws []*inference.Matrix
	var bytes int64
	for i := range m.Layers {
		l := &m.Layers[i]
		for _, w := range []*inference.Matrix{&l.Wq, &l.Wk, &l.Wv, &l.Wo, &l.W1, &l.W3, &l.W2} {
			ws = append(ws, w)
			bytes += int64(2 * len(w.Q))
		}
	}
	b.SetBytes(bytes)
	n := runtime.GOMAXPROCS(0)
	for b.Loop() {
		var wg sync.WaitGroup
		for g := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				in := make([]int32, c.HiddenDim)
				out := make([]int32, c.HiddenDim)
				for i := g; i < len(ws); i += n {
					inference.MatVec(ws[i], in, out)
				}
			}()
		}
		wg.Wait()
	}
}
