// Package gasbench measures what the canonical EVM execution of an IQ16
// model costs: gas per generated token for stories260K and for a
// Qwen3-0.6B-shaped model, the simulator's speed, and how much faster the
// native Go engine computes the same tokens. It backs `deepcall bench gas`,
// and with OneStep (EngineStep.step on every kind of leaf of a 0.6B-shaped
// model's engine trace) the 0.6B part of `deepcall bench dispute`.
package gasbench

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"time"

	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/quantize"
	"github.com/deepcall/deepcall/inference/reference"
	"github.com/deepcall/deepcall/inference/synth"
)

// Options select what Run measures. Zero fields take the defaults.
type Options struct {
	// Stories260K is the stories260K manifest folder
	// (default testdata/manifests/stories260K, relative to the working directory).
	Stories260K string
	// Positions are the positions whose marginal gas is measured on
	// stories260K (default 1, 64, 256, 511); each costs two generate calls of
	// p+1 and p tokens from prompt [1]. The headline figure is the smallest
	// position, the _pos511 figure position 511 when listed.
	Positions []int
	// SpeedTokens is how many tokens from prompt [1] the native engine and
	// the EVM both generate for sim_mgas_per_s and native_over_evm_speedup
	// (default 64).
	SpeedTokens int
	// SkipQwen leaves out the 0.6B-shaped measurement (about 7 G gas of
	// simulation, minutes on one core, and 1.5 GB of memory for the
	// full-vocabulary model).
	SkipQwen bool
	// Qwen is the shape extrapolated to (default Qwen3-0.6B: dim 1024,
	// hidden 3072, 28 layers, 16 heads, 8 KV heads, head 128, vocab 151936,
	// QK-norm, tied, theta 1e6, seq_len 64).
	Qwen *reference.Config
	// QwenLayerVocab is the small vocabulary of the one- and two-layer models
	// whose difference gives the gas of one layer (default 256). The
	// classifier is measured at the full vocabulary.
	QwenLayerVocab int
	// QwenDir, when set, is a manifest folder of the 0.6B shape (`deepcall
	// export --from synth:qwen3-0.6b`): gas_per_token_0p6b is then measured
	// on the whole model, every layer and the full vocabulary, with its
	// weight chunks supplied as state (nothing deployed but the engine),
	// instead of extrapolated from one and two layers. About 17G gas of
	// simulation and a few GB of memory.
	QwenDir string
	// Logger receives progress lines (default: discard).
	Logger *slog.Logger
}

// Report is the JSON document of `deepcall bench gas`.
type Report struct {
	Metrics map[string]float64 `json:"metrics"`
	Inputs  map[string]any     `json:"inputs"`
	Notes   []string           `json:"notes"`
}

// Qwen3_0p6B is the default Qwen shape (context capped at 64 positions:
// the per-token figure is measured at position 1).
func Qwen3_0p6B() reference.Config {
	return reference.Config{Dim: 1024, HiddenDim: 3072, Layers: 28, Heads: 16, KVHeads: 8, HeadSize: 128,
		Vocab: 151936, SeqLen: 64, RopeTheta: 1e6, NormEps: 1e-6, RopeLayout: reference.RopeHalfSplit,
		QKNorm: true, BOS: 151643, EOS: 151645}
}

func (o *Options) defaults() {
	if o.Stories260K == "" {
		o.Stories260K = "testdata/manifests/stories260K"
	}
	if len(o.Positions) == 0 {
		o.Positions = []int{1, 64, 256, 511}
	}
	if o.SpeedTokens <= 0 {
		o.SpeedTokens = 64
	}
	if o.Qwen == nil {
		q := Qwen3_0p6B()
		o.Qwen = &q
	}
	if o.QwenLayerVocab <= 0 {
		o.QwenLayerVocab = 256
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
}

// Run performs the measurements. Every gas figure is under sim.ChainConfig
// (Osaka).
func Run(ctx context.Context, opts Options) (*Report, error) {
	opts.defaults()
	rep := &Report{Metrics: map[string]float64{}, Inputs: map[string]any{}}
	if err := stories(ctx, &opts, rep); err != nil {
		return nil, err
	}
	switch {
	case opts.SkipQwen:
	case opts.QwenDir != "":
		if err := qwenFull(ctx, &opts, rep); err != nil {
			return nil, err
		}
	default:
		if err := qwen(ctx, &opts, rep); err != nil {
			return nil, err
		}
	}
	return rep, nil
}

// MarginalGas is the gas the token at position p adds to generate from
// prompt [1]: gas(n = p+1) − gas(n = p). For p = 0 (no n = 0 call exists)
// it is the whole n = 1 call minus its intrinsic gas, one-time setup
// included.
func MarginalGas(ctx context.Context, e *sim.EVM, p int) (uint64, error) {
	hi, err := e.Generate(ctx, []int{1}, p+1)
	if err != nil {
		return 0, fmt.Errorf("marginal gas at position %d: %w", p, err)
	}
	if p == 0 {
		return callGas(e, hi, 1)
	}
	lo, err := e.Generate(ctx, []int{1}, p)
	if err != nil {
		return 0, fmt.Errorf("marginal gas at position %d: %w", p, err)
	}
	return hi.GasUsed - lo.GasUsed, nil
}

// callGas is the gas of g, a generate of n tokens from prompt [1], less its
// intrinsic gas.
func callGas(e *sim.EVM, g *sim.Generation, n int) (uint64, error) {
	data, err := sim.GenerateCall([]int{1}, n, e.Model().ChunkHashes())
	if err != nil {
		return 0, err
	}
	base, err := sim.IntrinsicGas(data)
	if err != nil {
		return 0, err
	}
	return g.GasUsed - base, nil
}

func stories(ctx context.Context, o *Options, rep *Report) error {
	m, mf, err := inference.LoadDir(o.Stories260K)
	if err != nil {
		return fmt.Errorf("gas bench: %w", err)
	}
	model := sim.NewModel(mf, m.EncodeBlob())
	e, err := sim.New(ctx, model, sim.Options{Logger: o.Logger})
	if err != nil {
		return fmt.Errorf("gas bench: deploy stories260K: %w", err)
	}
	positions := slices.Clone(o.Positions)
	slices.Sort(positions)
	byPos := map[string]uint64{}
	for _, p := range positions {
		g, err := MarginalGas(ctx, e, p)
		if err != nil {
			return fmt.Errorf("gas bench: stories260K: %w", err)
		}
		byPos[fmt.Sprint(p)] = g
		o.Logger.Info("stories260K gas per token", "position", p, "gas", g)
	}
	rep.Metrics["gas_per_token_stories260k"] = float64(byPos[fmt.Sprint(positions[0])])
	if g, ok := byPos["511"]; ok {
		rep.Metrics["gas_per_token_stories260k_pos511"] = float64(g)
	}
	rep.Inputs["stories260k_manifest"] = mf.Hash.String()
	rep.Inputs["stories260k_gas_by_position"] = byPos
	rep.Notes = append(rep.Notes, fmt.Sprintf("gas_per_token_stories260k is the marginal gas of the token at position %d "+
		"(generate from prompt [1] with n = p+1 minus n = p, in-process go-ethereum EVM, Osaka rules); "+
		"stories260k_gas_by_position lists every position measured (position 0, if listed, is the whole n = 1 call "+
		"minus its intrinsic gas, one-time setup included)", positions[0]))

	// Native engine vs EVM on the same tokens: each timed speedRuns times,
	// the fastest run kept, so neither side is charged its first-call setup
	// (worker pool start, allocations) or a noisy neighbour's burst.
	n := min(o.SpeedTokens, mf.Config.SeqLen)
	eng := &inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.CPU{}}
	var res *inference.Result
	native, err := fastest(func() (err error) {
		res, err = eng.Generate(ctx, []int{1}, n, nil)
		return err
	})
	if err != nil {
		return fmt.Errorf("gas bench: native engine: %w", err)
	}
	var g *sim.Generation
	evm, err := fastest(func() (err error) {
		g, err = e.Generate(ctx, []int{1}, n)
		return err
	})
	if err != nil {
		return fmt.Errorf("gas bench: EVM speed run: %w", err)
	}
	if g.Root() != res.Root {
		return fmt.Errorf("gas bench: EVM and native engine disagree: roots %s and %s", g.Root(), res.Root)
	}
	rep.Metrics["sim_mgas_per_s"] = float64(g.GasUsed) / 1e6 / evm.Seconds()
	rep.Metrics["native_over_evm_speedup"] = evm.Seconds() / native.Seconds()
	rep.Inputs["speed_tokens"] = n
	rep.Inputs["speed_evm_seconds"] = evm.Seconds()
	rep.Inputs["speed_native_seconds"] = native.Seconds()
	rep.Inputs["speed_evm_gas"] = g.GasUsed
	rep.Notes = append(rep.Notes, fmt.Sprintf("sim_mgas_per_s and native_over_evm_speedup: one generate of %d tokens from prompt [1] "+
		"on stories260K, timed %d times on the in-process EVM (no tracer) and %d times on the native CPU engine (GOMAXPROCS workers), "+
		"the fastest run of each kept; both gave the same result root", n, speedRuns, speedRuns))
	o.Logger.Info("speed", "tokens", n, "evm", evm, "native", native, "mgas_per_s", rep.Metrics["sim_mgas_per_s"])
	return nil
}

// qwenShape measures, on a random model of the target widths with the given
// layers and vocabulary, the marginal gas of the token at position 1 (n = 2
// minus n = 1, prompt [1]) and the gas of the whole n = 1 call (one-time
// setup included, intrinsic gas excluded).
func qwenShape(ctx context.Context, o *Options, layers, vocab int) (marginal, first uint64, err error) {
	c := *o.Qwen
	c.Layers, c.Vocab = layers, vocab
	t0 := time.Now()
	_, mf, blob, err := RandomModel(c)
	if err != nil {
		return 0, 0, err
	}
	e, err := sim.New(ctx, sim.NewModel(mf, blob), sim.Options{Logger: o.Logger, Progress: func(sim.Progress) {}, ProgressInterval: 30 * time.Second})
	if err != nil {
		return 0, 0, fmt.Errorf("deploy %d-layer vocab-%d model: %w", layers, vocab, err)
	}
	o.Logger.Info("qwen-shaped model deployed", "layers", layers, "vocab", vocab, "chunks", len(mf.Weights.Chunks), "elapsed", time.Since(t0))
	// One n = 1 and one n = 2 call give both figures (MarginalGas at 0 and 1).
	one, err := e.Generate(ctx, []int{1}, 1)
	if err != nil {
		return 0, 0, fmt.Errorf("%d-layer vocab-%d model: %w", layers, vocab, err)
	}
	two, err := e.Generate(ctx, []int{1}, 2)
	if err != nil {
		return 0, 0, fmt.Errorf("%d-layer vocab-%d model: %w", layers, vocab, err)
	}
	if first, err = callGas(e, one, 1); err != nil {
		return 0, 0, err
	}
	marginal = two.GasUsed - one.GasUsed
	o.Logger.Info("qwen-shaped token gas", "layers", layers, "vocab", vocab, "gas", marginal, "first_call", first, "elapsed", time.Since(t0))
	return marginal, first, nil
}

// RandomModel builds the random tied IQ16 model of shape c (weights from a
// fixed seed, BOS 1 and EOS 2 so that small vocabularies hold them), its
// manifest and its weight blob: the 0.6B-shaped models every measurement
// here deploys.
func RandomModel(c reference.Config) (*inference.Model, *inference.Manifest, []byte, error) {
	c.BOS, c.EOS = 1, 2
	qm, err := quantize.Model(synth.Model(c, 7, true))
	if err != nil {
		return nil, nil, nil, fmt.Errorf("build %d-layer vocab-%d model: %w", c.Layers, c.Vocab, err)
	}
	mf, blob := inference.NewManifest("qwen-shape", qm, inference.Hash{})
	return qm, mf, blob, nil
}

func qwen(ctx context.Context, o *Options, rep *Report) error {
	q := o.Qwen
	vs := o.QwenLayerVocab
	g1, _, err := qwenShape(ctx, o, 1, vs)
	if err != nil {
		return fmt.Errorf("gas bench: %w", err)
	}
	g2, _, err := qwenShape(ctx, o, 2, vs)
	if err != nil {
		return fmt.Errorf("gas bench: %w", err)
	}
	gv, firstV, err := qwenShape(ctx, o, 1, q.Vocab)
	if err != nil {
		return fmt.Errorf("gas bench: %w", err)
	}
	layer := float64(g2) - float64(g1)
	extra := float64(q.Layers-1) * layer
	total := float64(gv) + extra
	rep.Metrics["gas_per_token_0p6b"] = total
	rep.Inputs["qwen_shape"] = map[string]any{"dim": q.Dim, "hidden_dim": q.HiddenDim, "layers": q.Layers, "heads": q.Heads,
		"kv_heads": q.KVHeads, "head_size": q.HeadSize, "vocab": q.Vocab, "seq_len": q.SeqLen, "qk_norm": q.QKNorm,
		"tied": true, "rope_theta": q.RopeTheta}
	rep.Inputs["qwen_measured_gas"] = map[string]uint64{
		fmt.Sprintf("layers1_vocab%d", vs): g1, fmt.Sprintf("layers2_vocab%d", vs): g2, fmt.Sprintf("layers1_vocab%d", q.Vocab): gv}
	rep.Inputs["qwen_gas_per_layer"] = layer
	rep.Inputs["qwen_first_call_gas"] = float64(firstV) + extra
	rep.Notes = append(rep.Notes, fmt.Sprintf("gas_per_token_0p6b is measured on one layer and extrapolated in layers: random tied models with the "+
		"0.6B widths (dim %d, hidden %d, %d heads, %d KV heads, head %d, QK-norm, seq_len %d) were deployed with (layers, vocab) = "+
		"(1, %d), (2, %d) and (1, %d, the full vocabulary); on each, the marginal gas of the token at position 1 (n = 2 minus n = 1 "+
		"from prompt [1]) was measured in the in-process EVM under Osaka. per layer = g(2,%d) − g(1,%d); figure = g(1,%d) + %d·per layer. "+
		"It assumes gas linear in layers (true of the engine's loops) and position 1 attention; "+
		"attention adds heads·head_size·2 = %d multiply-adds per layer per further position. "+
		"qwen_first_call_gas is the whole one-token call the same way (one-time setup and memory included)",
		q.Dim, q.HiddenDim, q.Heads, q.KVHeads, q.HeadSize, q.SeqLen, vs, vs, q.Vocab, vs, vs, q.Vocab, q.Layers-1,
		2*q.Heads*q.HeadSize))
	o.Logger.Info("0.6B extrapolation", "per_layer", layer, "one_layer_full_vocab", gv, "per_token", total, "first_call", float64(firstV)+extra)
	return nil
}

// qwenFull measures the 0.6B shape on the whole model of opts.QwenDir:
// the marginal gas of the token at position 1 (n = 2 minus n = 1 from
// prompt [1]) and the whole one-token call.
func qwenFull(ctx context.Context, o *Options, rep *Report) error {
	t0 := time.Now()
	mf, blob, err := inference.ReadDirBlob(o.QwenDir)
	if err != nil {
		return fmt.Errorf("gas bench: %w", err)
	}
	c := mf.Config
	o.Logger.Info("0.6B model read and checked", "folder", o.QwenDir, "manifest", mf.Hash, "layers", c.Layers, "chunks", len(mf.Weights.Chunks), "elapsed", time.Since(t0))
	// sim logs each progress report; the callback only turns reporting on.
	e, err := sim.New(ctx, sim.NewModel(mf, blob), sim.Options{Logger: o.Logger, Progress: func(sim.Progress) {}, ProgressInterval: 30 * time.Second})
	if err != nil {
		return fmt.Errorf("gas bench: deploy the 0.6B engine: %w", err)
	}
	o.Logger.Info("0.6B engine deployed, chunks in state", "elapsed", time.Since(t0))
	t1 := time.Now()
	one, err := e.Generate(ctx, []int{1}, 1)
	if err != nil {
		return fmt.Errorf("gas bench: 0.6B model, n = 1: %w", err)
	}
	oneTime := time.Since(t1)
	t1 = time.Now()
	two, err := e.Generate(ctx, []int{1}, 2)
	if err != nil {
		return fmt.Errorf("gas bench: 0.6B model, n = 2: %w", err)
	}
	twoTime := time.Since(t1)
	first, err := callGas(e, one, 1)
	if err != nil {
		return err
	}
	marginal := two.GasUsed - one.GasUsed
	rep.Metrics["gas_per_token_0p6b"] = float64(marginal)
	rep.Inputs["qwen_manifest"] = mf.Hash.String()
	rep.Inputs["qwen_folder"] = o.QwenDir
	rep.Inputs["qwen_shape"] = map[string]any{"dim": c.Dim, "hidden_dim": c.HiddenDim, "layers": c.Layers, "heads": c.Heads,
		"kv_heads": c.KVHeads, "head_size": c.HeadSize, "vocab": c.Vocab, "seq_len": c.SeqLen, "qk_norm": c.QKNorm, "tied": c.Tied}
	rep.Inputs["qwen_measured_layers"] = c.Layers
	rep.Inputs["qwen_measured_gas"] = map[string]uint64{"n1": one.GasUsed, "n2": two.GasUsed}
	rep.Inputs["qwen_first_call_gas"] = float64(first)
	rep.Inputs["qwen_call_seconds"] = map[string]float64{"n1": oneTime.Seconds(), "n2": twoTime.Seconds()}
	rep.Inputs["qwen_tokens"] = two.Tokens
	rep.Notes = append(rep.Notes, fmt.Sprintf("gas_per_token_0p6b is measured on the whole model (%d layers, vocabulary %d, context %d): "+
		"the marginal gas of the token at position 1 (generate from prompt [1] with n = 2 minus n = 1) in the in-process EVM under Osaka, "+
		"the engine deployed and its %d weight chunks written to the state as code (a state override), never deployed; "+
		"qwen_first_call_gas is the whole one-token call less its intrinsic gas (one-time setup included)",
		c.Layers, c.Vocab, c.SeqLen, len(mf.Weights.Chunks)))
	o.Logger.Info("0.6B gas per token", "gas", marginal, "first_call", first, "n1_seconds", oneTime.Seconds(), "n2_seconds", twoTime.Seconds())
	return nil
}

// speedRuns is how many times each side of the speed comparison runs.
const speedRuns = 3

// fastest runs f speedRuns times and returns the shortest wall time.
func fastest(f func() error) (time.Duration, error) {
	var best time.Duration
	for i := range speedRuns {
		t0 := time.Now()
		if err := f(); err != nil {
			return 0, err
		}
		if d := time.Since(t0); i == 0 || d < best {
			best = d
		}
	}
	return best, nil
}
