// Package bench measures the native engine against the machine it runs on.
//
// Engine decodes greedily on a seeded random model with the CPU backend and,
// in the same run, measures how fast the same goroutines can merely read the
// same weight memory. Decoding a token reads every weight byte once, so that
// read rate divided by the weight bytes per token is an upper bound on
// tokens/s; the ratio of the two says how close the kernels get to it.
//
// With another backend (EngineOptions.Backend: an OpenCL device's) the
// same figures are measured on it, and the CPU engine decodes the same
// prompts in the same run: every token and checkpoint that differs is
// counted as a mismatch, which a conforming backend never has.
package bench

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"time"
	"unsafe"

	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/quantize"
	"github.com/deepcall/deepcall/inference/reference"
	"github.com/deepcall/deepcall/inference/synth"
)

// DefaultSeed names the bench model. Changing it changes the weights (not the
// speed), so it is recorded in every report.
const DefaultSeed = 1

// Shapes are the seeded random models Engine can build by name.
var Shapes = map[string]func() reference.Config{
	"bench":      synth.BenchConfig,
	"qwen3-0.6b": Qwen3Shape,
}

// Qwen3Shape is Qwen3-0.6B's shape (hidden 1,024, 28 layers, 16 query and 8
// KV heads of 128, intermediate 3,072, vocabulary 151,936, tied, QK-norm)
// with a 256-position context: what a token of the 0.6B model streams.
func Qwen3Shape() reference.Config {
	return reference.Config{Dim: 1024, HiddenDim: 3072, Layers: 28, Heads: 16, KVHeads: 8, HeadSize: 128,
		Vocab: 151936, SeqLen: 256, RopeTheta: 1e6, NormEps: 1e-6, RopeLayout: reference.RopeHalfSplit,
		QKNorm: true, BOS: 151643, EOS: 151645}
}

// EngineOptions configures Engine. Zero values select the defaults.
type EngineOptions struct {
	Config *reference.Config // nil: synth.BenchConfig()
	// Model, when set, is run instead of a random model of Config (a model
	// loaded from a manifest folder or checkpoint); ModelPath names it in
	// the report.
	Model     *inference.Model
	ModelPath string
	Seed      uint64 // 0: DefaultSeed
	Tokens    int    // decoded tokens timed; 0: 192 (capped by the context)
	Warmup    int    // tokens decoded first, untimed; 0: 8
	Workers   int    // CPU backend workers; 0: GOMAXPROCS
	Rounds    int    // decode blocks, each followed by stream passes; 0: 12 (capped by tokens)
	// StreamPasses is the passes of each stream method after each block;
	// 0: 3.
	StreamPasses int
	// Backend, when set, decodes instead of the CPU backend, and the CPU
	// engine decodes the same prompts after it for Mismatches. A backend
	// with a Device() string method is recorded by its device.
	Backend inference.Backend
}

// EngineReport is the JSON of `deepcall bench engine --json`.
type EngineReport struct {
	Metrics EngineMetrics `json:"metrics"`
	Inputs  EngineInputs  `json:"inputs"`
	Notes   string        `json:"notes"`
	VsRunc  *RuncReport   `json:"vs_runc,omitempty"` // llama2.c's run.c side by side (VsRunc)
}

// EngineMetrics are the measured figures.
type EngineMetrics struct {
	TokensPerS            float64            `json:"tokens_per_s"`
	MACsPerS              float64            `json:"macs_per_s"`
	WeightGBPerS          float64            `json:"weight_gb_per_s"` // weight bytes per token × tokens/s, 1e9 bytes
	StreamGBPerS          float64            `json:"stream_gb_per_s"` // best read-only scan rate over the weights
	StreamBoundTokensPerS float64            `json:"stream_bound_tokens_per_s"`
	RatioToBound          float64            `json:"ratio_to_bound"`      // median over rounds of the round's ratio
	RatioToBestBound      float64            `json:"ratio_to_best_bound"` // tokens_per_s / stream_bound_tokens_per_s
	RoundRatios           []float64          `json:"round_ratios"`
	DecodeSeconds         float64            `json:"decode_s"`
	StreamMethodGBPerS    map[string]float64 `json:"stream_method_gb_per_s"`
	// Mismatches, with a backend other than the CPU, counts the tokens and
	// checkpoint links of its generation that differ from the CPU engine's
	// (0 for a conforming backend).
	Mismatches *int `json:"mismatches,omitempty"`
}

// EngineInputs records everything the figures depend on.
type EngineInputs struct {
	Model        reference.Config  `json:"model"`                  // the random model's shape (zero with a loaded model)
	ModelPath    string            `json:"model_path,omitempty"`   // the loaded model
	ModelConfig  *inference.Config `json:"model_config,omitempty"` // the loaded model's header
	Rounds       int               `json:"rounds"`
	Params       int64             `json:"params"`
	WeightBytes  int64             `json:"weight_bytes"` // int16 matrix bytes read per decoded token
	Seed         uint64            `json:"seed,omitempty"`
	Tokens       int               `json:"tokens"`
	Warmup       int               `json:"warmup"`
	Workers      int               `json:"workers"`
	GOMAXPROCS   int               `json:"gomaxprocs"`
	NumCPU       int               `json:"num_cpu"`
	GoVersion    string            `json:"go_version"`
	GOEXPERIMENT string            `json:"goexperiment"`
	Kernel       string            `json:"kernel"`
	CPU          string            `json:"cpu"`
	Backend      string            `json:"backend"`          // what decoded: cpu or gpu
	Device       string            `json:"device,omitempty"` // the backend's device (an OpenCL device's name)
}

const notes = "tokens_per_s: one Engine.Generate on the CPU backend (Workers goroutines), " +
	"1-token prompt then `tokens` greedy tokens, timed wall-clock after `warmup` tokens on a " +
	"separate generation; includes attention, norms and checkpoint hashing. The generation is cut " +
	"into `rounds` blocks of steps; after each block, untimed for decoding, every stream method " +
	"makes streamPasses passes over the weights, so a block and its bound see the same machine. " +
	"round_ratios[i]: block i's tokens/s over the bound of the fastest pass after it; " +
	"ratio_to_bound: their median. ratio_to_best_bound: tokens_per_s over the best pass of the " +
	"whole run (on a busy machine the best pass catches a quiet moment the mean decode rate " +
	"does not, so it reads low). " +
	"macs_per_s: Result.MACs / the same time. weight_gb_per_s: weight_bytes × tokens_per_s. " +
	"stream_gb_per_s: the fastest of several read-only scans (bytes.Count, which the runtime " +
	"implements in vector assembly, and a 64-bit OR fold in Go) over exactly the int16 matrix " +
	"memory one token reads, split into `workers` contiguous shares read by as many goroutines, " +
	"best full pass. stream_bound_tokens_per_s = stream_gb_per_s / weight_bytes. The bound ignores activations, " +
	"KV cache and compute, so 1.0 is unreachable. " + otherBackendNotes

// otherBackendNotes say what the figures mean on a device.
const otherBackendNotes = "With a backend other than the cpu (backend, device), that backend " +
	"decodes, and the stream figures stay the host's memory: a bound for the CPU, not for the " +
	"device (docs/gpu.md compares a device with its own memory bandwidth). mismatches: the CPU " +
	"engine decodes the same prompts after the timed runs, and every token and checkpoint link " +
	"that differs counts one."

// resolve returns the options' model shape, seed and workers, defaults
// filled in.
func (o EngineOptions) resolve() (cfg reference.Config, seed uint64, workers int) {
	cfg, seed, workers = synth.BenchConfig(), o.Seed, o.Workers
	if o.Config != nil {
		cfg = *o.Config
	}
	if seed == 0 {
		seed = DefaultSeed
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	return cfg, seed, workers
}

// model is the loaded model, or the seeded random one of cfg.
func (o EngineOptions) model(cfg reference.Config, seed uint64) (*inference.Model, error) {
	if o.Model != nil {
		return o.Model, nil
	}
	m, err := quantize.Model(synth.Model(cfg, seed, true))
	if err != nil {
		return nil, fmt.Errorf("bench model: %w", err)
	}
	return m, nil
}

// Engine builds the bench model, decodes on it and measures the bound.
func Engine(ctx context.Context, opts EngineOptions) (*EngineReport, error) {
	cfg, seed, workers := opts.resolve()
	tokens, warm, rounds, passes := opts.Tokens, opts.Warmup, opts.Rounds, opts.StreamPasses
	if tokens <= 0 {
		tokens = 192
	}
	if warm <= 0 {
		warm = 8
	}
	if rounds <= 0 {
		rounds = 12
	}
	if passes <= 0 {
		passes = 3
	}

	m, err := opts.model(cfg, seed)
	if err != nil {
		return nil, err
	}
	c := m.Config
	tokens, warm = min(tokens, c.SeqLen), min(warm, c.SeqLen)
	rounds = min(rounds, tokens)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	segs := weightSegments(m)
	var wbytes int64
	for _, s := range segs {
		wbytes += int64(len(s))
	}

	// The manifest hash only seeds the checkpoint chain; a zero one costs
	// nothing and changes no timing.
	eng := &inference.Engine{Model: m, Backend: opts.backend(workers)}
	prompt := []int{max(c.BOS, 0)}
	if _, err := eng.Generate(ctx, prompt, warm, nil); err != nil {
		return nil, fmt.Errorf("warm-up: %w", err)
	}
	runtime.GC() // keep the warm-up's garbage out of the timed run

	// Steps are timed from one Step call to the next (so a step includes
	// the engine's checkpoint hashing after it); at each block's end the
	// stream passes run between two steps, outside both steps' times.
	steps := len(prompt) + tokens - 1
	methods := map[string]float64{}
	var blockTime []time.Duration
	var roundBest []float64
	var decode time.Duration
	stream := func() {
		best := 0.0
		for _, sm := range streamMethods {
			gbps := streamRate(segs, workers, passes, sm.scan)
			methods[sm.name] = max(methods[sm.name], gbps)
			best = max(best, gbps)
		}
		roundBest = append(roundBest, best)
	}
	// Block i ends after step ends[i]−1; the sizes differ by at most one.
	ends := make([]int, rounds)
	for i := range ends {
		ends[i] = steps * (i + 1) / rounds
	}
	var last time.Time
	var block time.Duration
	hook := func(pos int) { // pos steps have finished
		now := time.Now()
		if pos > 0 {
			d := now.Sub(last)
			decode += d
			block += d
			if i := len(blockTime); i < rounds-1 && pos == ends[i] {
				blockTime = append(blockTime, block)
				block = 0
				stream()
				now = time.Now()
			}
		}
		last = now
	}
	eng.Backend = timedBackend{inner: eng.Backend, hook: hook}
	res, err := eng.Generate(ctx, prompt, tokens, nil)
	if err != nil {
		return nil, fmt.Errorf("decode: %w", err)
	}
	d := time.Since(last)
	decode += d
	blockTime = append(blockTime, block+d)
	stream()
	if err := ctx.Err(); err != nil {
		return nil, err
	}

	var mism *int
	if opts.Backend != nil {
		want, err := (&inference.Engine{Model: m, Backend: inference.CPU{Workers: workers}}).Generate(ctx, prompt, tokens, nil)
		if err != nil {
			return nil, fmt.Errorf("the CPU engine's generation: %w", err)
		}
		n := Mismatches(res, want)
		mism = &n
	}

	var ratios []float64
	prev := 0
	for i, bt := range blockTime {
		n := ends[i] - prev
		prev = ends[i]
		bound := roundBest[i] * 1e9 / float64(wbytes)
		ratios = append(ratios, float64(n)/bt.Seconds()/bound)
	}
	best := 0.0
	for _, g := range methods {
		best = max(best, g)
	}
	el := decode.Seconds()
	tps := float64(steps) / el
	bound := best * 1e9 / float64(wbytes)
	rep := &EngineReport{
		Metrics: EngineMetrics{
			TokensPerS:            tps,
			MACsPerS:              float64(res.MACs) / el,
			WeightGBPerS:          tps * float64(wbytes) / 1e9,
			StreamGBPerS:          best,
			StreamBoundTokensPerS: bound,
			RatioToBound:          Median(ratios),
			RatioToBestBound:      tps / bound,
			RoundRatios:           ratios,
			DecodeSeconds:         el,
			StreamMethodGBPerS:    methods,
			Mismatches:            mism,
		},
		Inputs: engineInputs(opts, m, cfg, seed, wbytes, tokens, warm, workers, len(blockTime)),
		Notes:  notes,
	}
	return rep, nil
}

// engineInputs records a run's inputs: the random model's shape and seed,
// or the loaded model's path and header.
func engineInputs(opts EngineOptions, m *inference.Model, cfg reference.Config, seed uint64, wbytes int64, tokens, warm, workers, rounds int) EngineInputs {
	in := EngineInputs{
		Params: m.Params(), WeightBytes: wbytes,
		Tokens: tokens, Warmup: warm, Workers: workers, Rounds: rounds,
		GOMAXPROCS: runtime.GOMAXPROCS(0), NumCPU: runtime.NumCPU(),
		GoVersion: runtime.Version(), GOEXPERIMENT: goExperiment(),
		Kernel: inference.KernelName(), CPU: cpuModel(),
	}
	in.Backend = opts.backend(workers).Name()
	if d, ok := opts.Backend.(interface{ Device() string }); ok {
		in.Device = d.Device()
	}
	if opts.Model != nil {
		c := m.Config
		in.ModelPath, in.ModelConfig = opts.ModelPath, &c
	} else {
		in.Model, in.Seed = cfg, seed
	}
	return in
}

// backend is the backend that decodes.
func (o EngineOptions) backend(workers int) inference.Backend {
	if o.Backend != nil {
		return o.Backend
	}
	return inference.CPU{Workers: workers}
}

// Mismatches counts the tokens and checkpoint links of got that differ
// from want's; one missing from either counts as differing.
func Mismatches(got, want *inference.Result) int {
	return differ(got.Tokens, want.Tokens) + differ(got.Checkpoints, want.Checkpoints)
}

func differ[T comparable](a, b []T) int {
	n := max(len(a), len(b)) - min(len(a), len(b))
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			n++
		}
	}
	return n
}

// timedBackend calls hook(pos) as each step starts.
type timedBackend struct {
	inner inference.Backend
	hook  func(pos int)
}

func (b timedBackend) Name() string { return b.inner.Name() }

func (b timedBackend) Open(m *inference.Model) (inference.Runner, error) {
	r, err := b.inner.Open(m)
	if err != nil {
		return nil, err
	}
	return timedRunner{r, b.hook}, nil
}

type timedRunner struct {
	inference.Runner
	hook func(pos int)
}

func (r timedRunner) Step(pos, tok int, classify bool, trace inference.TraceFunc) (int, error) {
	r.hook(pos)
	return r.Runner.Step(pos, tok, classify, trace)
}

// weightSegments returns the int16 matrix memory one decode step reads, as
// bytes: every layer matrix and the classifier (the embedding when tied; the
// embedding itself is only read one row per token, so it is not counted).
func weightSegments(m *inference.Model) [][]byte {
	var segs [][]byte
	add := func(w *inference.Matrix) {
		if len(w.Q) > 0 {
			segs = append(segs, unsafe.Slice((*byte)(unsafe.Pointer(&w.Q[0])), 2*len(w.Q)))
		}
	}
	for i := range m.Layers {
		l := &m.Layers[i]
		for _, w := range []*inference.Matrix{&l.Wq, &l.Wk, &l.Wv, &l.Wo, &l.W1, &l.W3, &l.W2} {
			add(w)
		}
	}
	add(m.Output())
	return segs
}

type streamMethod struct {
	name string
	scan func([]byte) uint64
}

var streamMethods = []streamMethod{
	// bytealg.Count: AVX2 compare + popcount in the runtime's assembly.
	{"bytes_count", func(b []byte) uint64 { return uint64(bytes.Count(b, []byte{0x5a})) }},
	{"or_fold_u64", orFold},
}

// orFold ORs the buffer together 64 bits at a time, eight independent lanes
// so the loads are not serialised on one register.
func orFold(b []byte) uint64 {
	n := len(b) / 8
	w := unsafe.Slice((*uint64)(unsafe.Pointer(unsafe.SliceData(b))), n)
	var a0, a1, a2, a3, a4, a5, a6, a7 uint64
	i := 0
	for ; i+8 <= len(w); i += 8 {
		v := w[i : i+8 : i+8]
		a0 |= v[0]
		a1 |= v[1]
		a2 |= v[2]
		a3 |= v[3]
		a4 |= v[4]
		a5 |= v[5]
		a6 |= v[6]
		a7 |= v[7]
	}
	for ; i < len(w); i++ {
		a0 |= w[i]
	}
	for _, c := range b[n*8:] {
		a0 |= uint64(c)
	}
	return a0 | a1 | a2 | a3 | a4 | a5 | a6 | a7
}

var sink uint64 // keeps the scans' results alive

// streamRate scans all of segs once per pass, cut into workers contiguous
// shares of equal size, each read by its own goroutine, and returns the best
// pass's rate in 1e9 bytes/s over the given number of passes.
func streamRate(segs [][]byte, workers, passes int, scan func([]byte) uint64) float64 {
	var total int
	for _, s := range segs {
		total += len(s)
	}
	shares := make([][][]byte, workers)
	per := (total + workers - 1) / workers
	{
		w, room := 0, per
		for _, s := range segs {
			for len(s) > 0 {
				n := min(len(s), room)
				shares[w] = append(shares[w], s[:n])
				s, room = s[n:], room-n
				if room == 0 && w < workers-1 {
					w, room = w+1, per
				}
			}
		}
	}
	var mu sync.Mutex
	best := 0.0
	for range passes {
		var wg sync.WaitGroup
		start := time.Now()
		for _, sh := range shares {
			wg.Add(1)
			go func() {
				defer wg.Done()
				var acc uint64
				for _, s := range sh {
					acc += scan(s)
				}
				mu.Lock()
				sink += acc
				mu.Unlock()
			}()
		}
		wg.Wait()
		best = max(best, float64(total)/time.Since(start).Seconds()/1e9)
	}
	return best
}

func goExperiment() string {
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, s := range bi.Settings {
			if s.Key == "GOEXPERIMENT" {
				return s.Value
			}
		}
	}
	// Test binaries carry no build settings; the kernel name still says
	// which experiment-dependent code is compiled in.
	return ""
}

// cpuModel reads the first "model name" (plus family and model numbers) from
// /proc/cpuinfo; empty where there is none.
func cpuModel() string {
	f, err := os.Open("/proc/cpuinfo")
	if err != nil {
		return ""
	}
	defer f.Close()
	var name, fam, mod string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if !ok {
			if name != "" {
				break // a blank line ends the first processor's block
			}
			continue
		}
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		switch k {
		case "model name":
			name = v
		case "cpu family":
			fam = v
		case "model":
			mod = v
		}
	}
	if fam != "" || mod != "" {
		return fmt.Sprintf("%s (family %s, model %s)", name, fam, mod)
	}
	return name
}
