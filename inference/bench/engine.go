// Package bench measures the native engine against the machine it runs on.
//
// Engine decodes greedily on a seeded random model with the CPU backend and,
// in the same run, measures how fast the same goroutines can merely read the
// same weight memory. Decoding a token reads every weight byte once, so that
// read rate divided by the weight bytes per token is an upper bound on
// tokens/s; the ratio of the two says how close the kernels get to it.
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

// EngineOptions configures Engine. Zero values select the defaults.
type EngineOptions struct {
	Config  *reference.Config // nil: synth.BenchConfig()
	Seed    uint64            // 0: DefaultSeed
	Tokens  int               // decoded tokens timed; 0: 192 (capped by the context)
	Warmup  int               // tokens decoded first, untimed; 0: 8
	Workers int               // CPU backend workers; 0: GOMAXPROCS
	// StreamTime is the least time spent measuring the streaming bound per
	// method; 0: 1s.
	StreamTime time.Duration
}

// EngineReport is the JSON of `deepcall bench engine --json`.
type EngineReport struct {
	Metrics EngineMetrics `json:"metrics"`
	Inputs  EngineInputs  `json:"inputs"`
	Notes   string        `json:"notes"`
}

// EngineMetrics are the measured figures.
type EngineMetrics struct {
	TokensPerS            float64            `json:"tokens_per_s"`
	MACsPerS              float64            `json:"macs_per_s"`
	WeightGBPerS          float64            `json:"weight_gb_per_s"` // weight bytes per token × tokens/s, 1e9 bytes
	StreamGBPerS          float64            `json:"stream_gb_per_s"` // best read-only scan rate over the weights
	StreamBoundTokensPerS float64            `json:"stream_bound_tokens_per_s"`
	RatioToBound          float64            `json:"ratio_to_bound"`
	DecodeSeconds         float64            `json:"decode_s"`
	StreamMethodGBPerS    map[string]float64 `json:"stream_method_gb_per_s"`
}

// EngineInputs records everything the figures depend on.
type EngineInputs struct {
	Model        reference.Config `json:"model"`
	Params       int64            `json:"params"`
	WeightBytes  int64            `json:"weight_bytes"` // int16 matrix bytes read per decoded token
	Seed         uint64           `json:"seed"`
	Tokens       int              `json:"tokens"`
	Warmup       int              `json:"warmup"`
	Workers      int              `json:"workers"`
	GOMAXPROCS   int              `json:"gomaxprocs"`
	NumCPU       int              `json:"num_cpu"`
	GoVersion    string           `json:"go_version"`
	GOEXPERIMENT string           `json:"goexperiment"`
	Kernel       string           `json:"kernel"`
	CPU          string           `json:"cpu"`
}

const notes = "tokens_per_s: one Engine.Generate on the CPU backend (Workers goroutines), " +
	"1-token prompt then `tokens` greedy tokens, timed wall-clock after `warmup` tokens on a " +
	"separate generation; includes attention, norms and checkpoint hashing. " +
	"macs_per_s: Result.MACs / the same time. weight_gb_per_s: weight_bytes × tokens_per_s. " +
	"stream_gb_per_s: the fastest of several read-only scans (bytes.Count, which the runtime " +
	"implements in vector assembly, and a 64-bit OR fold in Go) over exactly the int16 matrix " +
	"memory one token reads, split into `workers` contiguous shares read by as many goroutines, " +
	"best full pass of repeated passes. stream_bound_tokens_per_s = stream_gb_per_s / weight_bytes; " +
	"ratio_to_bound = tokens_per_s / stream_bound_tokens_per_s. The bound ignores activations, " +
	"KV cache and compute, so 1.0 is unreachable."

// Engine builds the bench model, decodes on it and measures the bound.
func Engine(ctx context.Context, opts EngineOptions) (*EngineReport, error) {
	cfg := synth.BenchConfig()
	if opts.Config != nil {
		cfg = *opts.Config
	}
	seed := opts.Seed
	if seed == 0 {
		seed = DefaultSeed
	}
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	tokens, warm := opts.Tokens, opts.Warmup
	if tokens <= 0 {
		tokens = 192
	}
	if warm <= 0 {
		warm = 8
	}
	tokens, warm = min(tokens, cfg.SeqLen), min(warm, cfg.SeqLen)
	streamTime := opts.StreamTime
	if streamTime <= 0 {
		streamTime = time.Second
	}

	m, err := quantize.Model(synth.Model(cfg, seed, true))
	if err != nil {
		return nil, fmt.Errorf("bench model: %w", err)
	}
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
	eng := &inference.Engine{Model: m, Backend: inference.CPU{Workers: workers}}
	prompt := []int{max(cfg.BOS, 0)}
	if _, err := eng.Generate(ctx, prompt, warm, nil); err != nil {
		return nil, fmt.Errorf("warm-up: %w", err)
	}
	runtime.GC() // keep the warm-up's garbage out of the timed run
	start := time.Now()
	res, err := eng.Generate(ctx, prompt, tokens, nil)
	if err != nil {
		return nil, fmt.Errorf("decode: %w", err)
	}
	el := time.Since(start).Seconds()
	steps := float64(len(prompt) + tokens - 1)

	methods := map[string]float64{}
	best := 0.0
	for _, sm := range streamMethods {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		gbps := streamRate(segs, workers, streamTime, sm.scan)
		methods[sm.name] = gbps
		best = max(best, gbps)
	}

	tps := steps / el
	bound := best * 1e9 / float64(wbytes)
	rep := &EngineReport{
		Metrics: EngineMetrics{
			TokensPerS:            tps,
			MACsPerS:              float64(res.MACs) / el,
			WeightGBPerS:          tps * float64(wbytes) / 1e9,
			StreamGBPerS:          best,
			StreamBoundTokensPerS: bound,
			RatioToBound:          tps / bound,
			DecodeSeconds:         el,
			StreamMethodGBPerS:    methods,
		},
		Inputs: EngineInputs{
			Model: cfg, Params: m.Params(), WeightBytes: wbytes, Seed: seed,
			Tokens: tokens, Warmup: warm, Workers: workers,
			GOMAXPROCS: runtime.GOMAXPROCS(0), NumCPU: runtime.NumCPU(),
			GoVersion: runtime.Version(), GOEXPERIMENT: goExperiment(),
			Kernel: inference.KernelName(), CPU: cpuModel(),
		},
		Notes: notes,
	}
	return rep, nil
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
// pass's rate in 1e9 bytes/s. Passes repeat for at least minTime (and at least
// three).
func streamRate(segs [][]byte, workers int, minTime time.Duration, scan func([]byte) uint64) float64 {
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
	t0 := time.Now()
	for pass := 0; pass < 3 || time.Since(t0) < minTime; pass++ {
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
