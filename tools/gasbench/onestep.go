package gasbench

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"math/big"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/params"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/reference"
)

// The limits a one-step transaction is held to: the gas budget, and
// go-ethereum's transaction size limit (txpool txMaxSize, 128 KiB), which
// the calldata alone must stay under for the transaction to be relayed.
const (
	StepGasBudget      = 2_000_000
	StepCalldataBudget = 128 * 1024
)

// OneStepOptions select what OneStep measures. Zero fields take the defaults.
type OneStepOptions struct {
	// Shape is the model's widths (default Qwen3_0p6B with 2 layers: the
	// per-layer shapes are the real ones, the layer count only lengthens the
	// op chain).
	Shape *reference.Config
	// Model, when set, is measured instead of a random model of Shape: a
	// real model's weights with all its layers (TargetLayers is then its
	// layer count: nothing is extrapolated).
	Model *Weights
	// Prompt is the request's prompt (default [1 2]).
	Prompt []int
	// Position is the disputed step k (default 40: T = 41 cached positions,
	// three attention segments of B = 16 for head size 128). The request
	// generates just enough tokens for step k to exist.
	Position int
	// ChunkMACs is the matvec chunking of the trace and EngineStep (default
	// bisection.DefaultChunkMACs).
	ChunkMACs int
	// TargetLayers is the layer count the per-layer growth is extrapolated
	// to (default 28, Qwen3-0.6B's).
	TargetLayers int
	// Logger receives progress lines (default: discard).
	Logger *slog.Logger
}

// Weights are an exported model: the integer model, its manifest and blob.
type Weights struct {
	Model    *inference.Model
	Manifest *inference.Manifest
	Blob     []byte
}

// shapeOf is the widths of an exported model, as a reference.Config.
func shapeOf(c inference.Config) *reference.Config {
	return &reference.Config{Dim: c.Dim, HiddenDim: c.HiddenDim, Layers: c.Layers, Heads: c.Heads, KVHeads: c.KVHeads,
		HeadSize: c.HeadSize, Vocab: c.Vocab, SeqLen: c.SeqLen, QKNorm: c.QKNorm,
		BOS: c.BOS, EOS: c.EOS}
}

func (o *OneStepOptions) defaults() {
	if o.Model != nil {
		o.Shape = shapeOf(o.Model.Model.Config)
		o.TargetLayers = o.Model.Model.Config.Layers
	}
	if o.Shape == nil {
		q := Qwen3_0p6B()
		q.Layers = 2
		o.Shape = &q
	}
	if len(o.Prompt) == 0 {
		o.Prompt = []int{1, 2}
	}
	if o.Position <= 0 {
		o.Position = 40
	}
	if o.ChunkMACs <= 0 {
		o.ChunkMACs = bisection.DefaultChunkMACs
	}
	if o.TargetLayers <= 0 {
		o.TargetLayers = 28
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
}

// StepFigure is the cost of one EngineStep.step call on one leaf.
type StepFigure struct {
	// Path is the leaf (step, op, chunk, segment); Leaf says what it is.
	Path []int  `json:"path"`
	Leaf string `json:"leaf"`
	// Gas is the step transaction's gas without DisputeGame's own
	// bookkeeping: max(base and calldata cost + ExecGas, EIP-7623 floor) of
	// DisputeGame.step(gameId, witness)'s calldata.
	Gas uint64 `json:"gas"`
	// ExecGas is EngineStep.step's execution gas alone (called directly).
	ExecGas uint64 `json:"exec_gas"`
	// IntrinsicGas is sim.IntrinsicGas of that calldata (the floor included).
	IntrinsicGas uint64 `json:"intrinsic_gas"`
	// CalldataBytes is the length of DisputeGame.step(gameId, witness)'s
	// calldata, the transaction that carries the witness.
	CalldataBytes int `json:"calldata_bytes"`
	// Fits: Gas ≤ StepGasBudget and CalldataBytes ≤ StepCalldataBudget.
	Fits bool `json:"fits"`
	// The same at TargetLayers layers, extrapolated (see OneStepReport.Notes);
	// absent where the step failed or nothing was extrapolated.
	GasTarget      uint64 `json:"gas_at_target_layers,omitempty"`
	CalldataTarget int    `json:"calldata_bytes_at_target_layers,omitempty"`
	FitsTarget     *bool  `json:"fits_at_target_layers,omitempty"`
	// Error is why the step produced no honest result: a revert (decoded), a
	// witness that could not be built, or a result other than the honest leaf.
	Error string `json:"error,omitempty"`

	// the calldata at TargetLayers layers: its length, base and calldata
	// cost, and EIP-7623 floor
	calldata28      int
	base28, floor28 uint64
}

// OneStepReport is the one-step measurement on a 0.6B-shaped model.
type OneStepReport struct {
	// Steps by leaf kind.
	Steps map[string]*StepFigure `json:"steps"`
	// MaxGas is the most Gas of a step that returned the honest leaf.
	MaxGas uint64 `json:"max_gas"`
	OneStepInputs
	Notes []string `json:"notes"`
}

// OneStepInputs are what a OneStepReport measured, and its time and memory.
type OneStepInputs struct {
	Shape        map[string]any `json:"shape"`
	Prompt       []int          `json:"prompt"`
	N            int            `json:"n"`
	Position     int            `json:"position"`
	SegmentLen   int            `json:"segment_len"`
	Segments     int            `json:"segments"`
	ChunkMACs    int            `json:"chunk_macs"`
	TargetLayers int            `json:"target_layers"`
	// StepInitcodeBytes is the largest creation code with its constructor
	// arguments of the one-step's three contracts (EngineStep, KvStep,
	// StepOps; no weight chunk list: the steps bring their weights),
	// StepDeployGas what creating the three cost, StepDeployable whether
	// each initcode is within EIP-3860's limit (when one is not, it was
	// installed outside a transaction).
	StepInitcodeBytes int     `json:"engine_step_initcode_bytes"`
	StepDeployGas     uint64  `json:"engine_step_deploy_gas"`
	StepDeployable    bool    `json:"engine_step_deployable"`
	WeightChunks      int     `json:"weight_chunks"`
	OpsPerLayer       int     `json:"ops_per_layer"`
	Seconds           float64 `json:"seconds"`
	PeakRSSMiB        float64 `json:"peak_rss_mib,omitempty"`
}

// Failed lists the kinds whose step failed, with their errors.
func (r *OneStepReport) Failed() map[string]string {
	out := map[string]string{}
	for k, f := range r.Steps {
		if f.Error != "" {
			out[k] = f.Error
		}
	}
	return out
}

// stepLeaf is one leaf to measure; twin, when set, is the kind at layer 0
// whose difference from this one (layers apart) gives the per-layer growth.
type stepLeaf struct {
	kind string
	path []int
	twin string
	// weightSeal: for a matvec chunk, the twin of its op's seal (a chunk's
	// gas also depends on the weights it reads, which differ between layers;
	// the seal's witness holds the same vectors without reading any)
	weightSeal string
}

// OneStep builds a random model of opts.Shape, deploys IQ16Engine and
// EngineStep over it in the in-process EVM (EngineStep reads no overlay: a
// step's witness carries the weight pieces it reads), and for one leaf of every
// kind of the engine trace of a request whose step opts.Position is
// disputed, builds the witness with bisection.ChainEngineTrace and calls
// EngineStep.step on it, checking the result is the honest leaf.
func OneStep(ctx context.Context, opts OneStepOptions) (*OneStepReport, error) {
	opts.defaults()
	start := time.Now()
	c := *opts.Shape
	k, L := opts.Position, len(opts.Prompt)
	n := max(1, k-L+2) // steps L + n − 1 > k
	if k+1 > c.SeqLen {
		return nil, fmt.Errorf("one-step bench: position %d outside the context of %d", k, c.SeqLen)
	}
	var qm *inference.Model
	var mf *inference.Manifest
	var blob []byte
	var err error
	if opts.Model != nil {
		qm, mf, blob = opts.Model.Model, opts.Model.Manifest, opts.Model.Blob
	} else if qm, mf, blob, err = RandomModel(c); err != nil {
		return nil, fmt.Errorf("one-step bench: %w", err)
	}
	opts.Logger.Info("one-step bench: model built", "layers", c.Layers, "vocab", c.Vocab, "chunks", len(mf.Weights.Chunks), "elapsed", time.Since(start))
	e, err := sim.New(ctx, sim.NewModel(mf, blob), sim.Options{Logger: opts.Logger})
	if err != nil {
		return nil, fmt.Errorf("one-step bench: deploy the engine: %w", err)
	}
	// The one-step's contracts take no weight chunk list, so their initcode
	// is the same for any model; one past EIP-3860's limit would be
	// installed outside a transaction (and the report says so).
	var deployGas uint64
	initcode := 0
	create := func(ctx context.Context, code []byte) (common.Address, error) {
		initcode = max(initcode, len(code))
		if len(code) > params.MaxInitCodeSize {
			addr, gas, err := e.CreateUnbounded(ctx, code)
			deployGas += gas
			return addr, err
		}
		rcpt, err := e.Transact(ctx, nil, code)
		if err != nil {
			return common.Address{}, err
		}
		deployGas += rcpt.GasUsed
		return rcpt.Contract, nil
	}
	stepAddr, err := deploy.DeployEngineStep(ctx, create, e.Engine(), mf, opts.ChunkMACs)
	if err != nil {
		return nil, fmt.Errorf("one-step bench: %w", err)
	}
	opts.Logger.Info("one-step bench: EngineStep deployed", "address", stepAddr, "elapsed", time.Since(start))

	eng := &inference.Engine{Model: qm, Manifest: mf.Hash, Backend: inference.CPU{}}
	tr, err := bisection.NewEngineTrace(eng, opts.Prompt, n, bisection.EngineOptions{ChunkMACs: opts.ChunkMACs, Blob: blob})
	if err != nil {
		return nil, fmt.Errorf("one-step bench: %w", err)
	}
	trace := bisection.ChainEngineTrace{EngineTrace: tr}
	sctx := bindings.StepContext{Manifest: mf.Hash, Input: inference.InputHash(opts.Prompt, n),
		Steps: big.NewInt(int64(tr.Steps())), PromptLen: big.NewInt(int64(L))}

	leaves, err := stepLeaves(tr, k, L, c.Layers)
	if err != nil {
		return nil, fmt.Errorf("one-step bench: %w", err)
	}
	rep := &OneStepReport{Steps: map[string]*StepFigure{}, OneStepInputs: OneStepInputs{Prompt: opts.Prompt, N: n, Position: k,
		StepInitcodeBytes: initcode, StepDeployGas: deployGas, StepDeployable: initcode <= params.MaxInitCodeSize,
		WeightChunks: len(mf.Weights.Chunks), OpsPerLayer: perLayerOps(tr.Ops(k), 0),
		SegmentLen: tr.SegmentLen(), Segments: tr.Segments(k), ChunkMACs: opts.ChunkMACs, TargetLayers: opts.TargetLayers,
		Shape: map[string]any{"dim": c.Dim, "hidden_dim": c.HiddenDim, "layers": c.Layers, "heads": c.Heads, "kv_heads": c.KVHeads,
			"head_size": c.HeadSize, "vocab": c.Vocab, "seq_len": c.SeqLen, "qk_norm": c.QKNorm, "tied": true}}}
	// stand-ins for the hashes a TargetLayers model adds to each witness
	// (random, as real hashes are: their zero bytes cost less calldata)
	grow := witnessGrowth(tr, k, c.Layers, opts.TargetLayers, rep.OpsPerLayer)
	var pad []byte
	for _, lf := range leaves {
		for i := len(pad) / 32; i < grow(lf); i++ {
			h := inference.Keccak256([]byte("deepcall/gasbench/stand-in"), big.NewInt(int64(i)).Bytes())
			pad = append(pad, h[:]...)
		}
	}
	twins := map[string]*StepFigure{}
	for _, lf := range leaves {
		f := measureStep(ctx, e, stepAddr, trace, sctx, lf.path, pad[:32*grow(lf)])
		f.Leaf = describeLeaf(tr, lf.path)
		if strings.HasPrefix(lf.kind, "@") {
			twins[lf.kind] = f
		} else {
			rep.Steps[lf.kind] = f
		}
		opts.Logger.Info("one-step", "kind", lf.kind, "path", lf.path, "gas", f.Gas, "exec", f.ExecGas, "calldata", f.CalldataBytes, "error", f.Error,
			"elapsed", time.Since(start).Round(time.Millisecond))
	}
	for _, lf := range leaves {
		f := rep.Steps[lf.kind]
		if f == nil {
			continue
		}
		if f.Error == "" && f.Gas > rep.MaxGas {
			rep.MaxGas = f.Gas
		}
	}
	extrapolate(rep, leaves, twins, c.Layers)
	rep.Seconds = time.Since(start).Seconds()
	rep.PeakRSSMiB = peakRSSMiB()
	rep.Notes = oneStepNotes(rep, c)
	return rep, nil
}

// witnessGrowth returns, per leaf, how many 32-byte hashes its witness
// gains in a model of target layers instead of layers: the op chain's
// opening (every op before the leaf, opsPerLayer a layer; the embedding
// opens none); the link level's layer roots (the roots before the layer for
// kv_layer, all of them for the link seal); and a layer root's Merkle path
// among the layer roots, which the KV openings of kv_layer and of an
// attention segment's earlier positions hold.
func witnessGrowth(tr *bisection.EngineTrace, k, layers, target, opsPerLayer int) func(stepLeaf) int {
	extra := max(0, target-layers)
	path := func(n int) int { return len(inference.MerkleProof(make([]inference.Hash, n), n-1)) }
	pathGrow := max(0, path(max(target, layers))-path(layers))
	return func(lf stepLeaf) int {
		if lf.path[1] == 0 || extra == 0 {
			return 0
		}
		// a leaf opens the op chain from the first op it reads, in its own layer
		// (every op leaf repeats link_{k−1}, SPEC.md §8): what grows is the link
		// level's layer roots and a layer root's path among them
		switch lf.kind {
		case "kv_layer":
			return extra + pathGrow
		case "link":
			return extra
		}
		if w, err := tr.Describe(lf.path); err == nil && w.Kind == string(bisection.OpAttention) && w.Pass != "" && w.Pass != "seal" && w.From < k {
			return pathGrow
		}
		return 0
	}
}

// stepLeaves picks one representative leaf per kind: for every op of the
// last layer and every op after the layers, the last chunk of a chunked op
// (it opens the longest chunk chain: C − 1 chunk hashes) and the first, and
// the op seal; for attention, the last head's segment 1 (a full segment of
// B positions, continuing a previous state) of each pass and its seal; the
// embedding at the last prompt position and at step k; the link level.
// Every per-layer leaf also gets its twin in layer 0 (kind "@" + kind), whose
// difference gives the growth per layer.
func stepLeaves(tr *bisection.EngineTrace, k, promptLen, layers int) ([]stepLeaf, error) {
	ops := tr.Ops(k)
	index := map[string]int{}
	for _, o := range ops {
		index[o.Name] = o.Index
	}
	var out []stepLeaf
	addOp := func(kind, name string, twinOf string) error {
		j, ok := index[name]
		if !ok {
			return fmt.Errorf("no op %q at step %d", name, k)
		}
		twin := ""
		if twinOf != "" {
			twin = "@" + kind
		}
		op := ops[j]
		C := op.Chunks()
		last := C - 1 // C = 1: the op's single leaf
		if op.Kind == bisection.OpAttention {
			nseg := tr.Segments(k)
			s := min(1, nseg-1)
			for x, pass := range []string{"max", "sum", "acc"} {
				out = append(out, stepLeaf{kind: kind + "_" + pass, path: []int{k, j, last, x*nseg + s}, twin: prefixed(twin, "_"+pass)})
			}
			out = append(out, stepLeaf{kind: kind + "_seal", path: []int{k, j, last, 3 * nseg}, twin: prefixed(twin, "_seal")})
		} else if n := tr.Leaves([]int{k, j, 0}); op.Kind == bisection.OpArgmax && n > 1 {
			// a long argmax (SPEC.md §8.3): its first and last range, and its seal
			out = append(out, stepLeaf{kind: kind, path: []int{k, j, 0, 0}},
				stepLeaf{kind: kind + "_last", path: []int{k, j, 0, n - 2}},
				stepLeaf{kind: kind + "_seal", path: []int{k, j, 0, n - 1}})
		} else {
			ws := ""
			if op.Kind == bisection.OpMatVec && C > 1 {
				ws = prefixed(twin, "_seal")
			}
			out = append(out, stepLeaf{kind: kind, path: []int{k, j, last, 0}, twin: twin, weightSeal: ws})
			if n := tr.Leaves([]int{k, j, last}); n > 1 {
				// a matrix wider than bisection.ColRange: the chunk's last column range and its range seal
				// (SPEC.md §8.4); the leaf above is its first range
				out = append(out, stepLeaf{kind: kind + "_range_last", path: []int{k, j, last, n - 2}, twin: prefixed(twin, "_range_last"), weightSeal: ws},
					stepLeaf{kind: kind + "_range_seal", path: []int{k, j, last, n - 1}, twin: prefixed(twin, "_range_seal"), weightSeal: ws})
			}
			if C > 1 && op.Kind == bisection.OpMatVec {
				out = append(out, stepLeaf{kind: kind + "_first", path: []int{k, j, 0, 0}, twin: prefixed(twin, "_first"), weightSeal: ws})
			}
		}
		if C > 1 {
			seal := "_op_seal"
			if op.Kind != bisection.OpAttention {
				seal = "_seal"
			}
			out = append(out, stepLeaf{kind: kind + seal, path: []int{k, j, C, 0}, twin: prefixed(twin, seal)})
		}
		return nil
	}
	out = append(out, stepLeaf{kind: "embed", path: []int{promptLen - 1, 0, 0, 0}})
	if c := ops[0].Chunks(); c > 1 {
		// embed by bisection.ColRange columns of the token's column block: its last chunk and op seal
		out = append(out, stepLeaf{kind: "embed_last", path: []int{promptLen - 1, 0, c - 1, 0}},
			stepLeaf{kind: "embed_seal", path: []int{promptLen - 1, 0, c, 0}})
	}
	if k >= promptLen {
		out = append(out, stepLeaf{kind: "embed_generated", path: []int{k, 0, 0, 0}})
	}
	perLayer := []string{"attn_norm", "wq", "wk", "wv", "q_norm", "k_norm", "rope", "attention", "wo", "attn_residual",
		"ffn_norm", "w1", "w3", "swiglu", "w2", "ffn_residual"}
	lastL := layers - 1
	for _, base := range perLayer {
		name := fmt.Sprintf("layers.%d.%s", lastL, base)
		if _, ok := index[name]; !ok {
			continue // q_norm, k_norm without QK-norm
		}
		twinOf := ""
		if lastL > 0 {
			twinOf = fmt.Sprintf("layers.0.%s", base)
		}
		if err := addOp(base, name, twinOf); err != nil {
			return nil, err
		}
	}
	// the twins: the same leaves in layer 0
	if lastL > 0 {
		var twins []stepLeaf
		for _, lf := range out {
			if lf.twin == "" {
				continue
			}
			p := append([]int(nil), lf.path...)
			p[1] -= lastL * perLayerOps(ops, lastL)
			twins = append(twins, stepLeaf{kind: lf.twin, path: p})
		}
		out = append(out, twins...)
	}
	for _, base := range []string{"final_norm", "classifier", "argmax"} {
		if _, ok := index[base]; !ok {
			continue // a step before the last prompt position
		}
		if err := addOp(base, base, ""); err != nil {
			return nil, err
		}
	}
	M := len(ops)
	out = append(out, stepLeaf{kind: "kv_layer", path: []int{k, M, lastL, 0}})
	out = append(out, stepLeaf{kind: "link", path: []int{k, M, layers, 0}})
	for _, lf := range out {
		if want := tr.Leaves(lf.path[:3]); lf.path[3] >= want {
			return nil, fmt.Errorf("leaf %s at %v: only %d leaves there", lf.kind, lf.path, want)
		}
	}
	return out, nil
}

func prefixed(twin, suffix string) string {
	if twin == "" {
		return ""
	}
	return twin + suffix
}

// perLayerOps is the number of ops of one layer (every layer has the same).
func perLayerOps(ops []bisection.OpShape, l int) int {
	n := 0
	for _, o := range ops {
		if strings.HasPrefix(o.Name, fmt.Sprintf("layers.%d.", l)) {
			n++
		}
	}
	return n
}

// describeLeaf names a leaf for the report.
func describeLeaf(tr *bisection.EngineTrace, path []int) string {
	w, err := tr.Describe(path)
	if err != nil {
		return fmt.Sprintf("%v", path)
	}
	s := fmt.Sprintf("step %d %s (%s)", w.Step, w.Name, w.Kind)
	switch {
	case w.Pass == "columns":
		s += fmt.Sprintf(", rows %d…%d over columns %d…%d", w.Lo, w.Hi-1, w.From, w.To-1)
	case w.Pass == "seal" && w.Kind == string(bisection.OpMatVec):
		s += fmt.Sprintf(", rows %d…%d, column range seal", w.Lo, w.Hi-1)
	case w.Pass != "" && w.Pass != "seal":
		s += fmt.Sprintf(", %s pass over positions %d…%d", w.Pass, w.From, w.To-1)
	case w.Pass == "seal":
		s += ", segment seal"
	case w.Kind == "op_hash":
		s += fmt.Sprintf(", op seal over %d chunks", path[2])
	case w.Hi > w.Lo && w.Kind != "kv_layer":
		s += fmt.Sprintf(", outputs %d…%d", w.Lo, w.Hi-1)
	}
	return s
}

// stepABI packs EngineStep.step and decodes its errors; gameABI packs
// DisputeGame.step, the transaction that carries a witness on chain.
var (
	stepABI = bindings.NewEngineStep()
	gameABI = bindings.NewDisputeGame()
)

// measureStep builds the leaf's witness, calls EngineStep.step with the
// leaf's honest predecessor and checks the result against the honest leaf.
//
// pad stands in for the op hashes a deeper model's opening adds (see
// extrapolate); the leaf's calldata with them gives its target figures.
func measureStep(ctx context.Context, e *sim.EVM, step common.Address, tr bisection.ChainEngineTrace, sctx bindings.StepContext, path []int, pad []byte) *StepFigure {
	f := &StepFigure{Path: path}
	fail := func(err error) *StepFigure {
		f.Error = err.Error()
		return f
	}
	sd, err := tr.StepData(ctx, path)
	if err != nil {
		return fail(fmt.Errorf("witness: %w", err))
	}
	pre, err := bisection.Prev(ctx, tr, path)
	if err != nil {
		return fail(fmt.Errorf("pre-state: %w", err))
	}
	want, err := tr.Hash(ctx, path[:3], path[3])
	if err != nil {
		return fail(fmt.Errorf("honest leaf: %w", err))
	}
	// The transaction on chain: DisputeGame.step(gameId, witness); any game
	// id past 0 has the same calldata cost up to its few nonzero bytes.
	txData, err := gameABI.TryPackStep(big.NewInt(1), sd.Witness)
	if err != nil {
		return fail(fmt.Errorf("pack DisputeGame.step: %w", err))
	}
	f.CalldataBytes = len(txData)
	if f.IntrinsicGas, err = sim.IntrinsicGas(txData); err != nil {
		return fail(err)
	}
	base, err := sim.BaseIntrinsicGas(txData)
	if err != nil {
		return fail(err)
	}
	data28 := append(append(make([]byte, 0, len(txData)+len(pad)), txData...), pad...)
	f.calldata28 = len(data28)
	if f.base28, err = sim.BaseIntrinsicGas(data28); err != nil {
		return fail(err)
	}
	if f.floor28, err = sim.IntrinsicGas(data28); err != nil {
		return fail(err)
	}
	bigPath := make([]*big.Int, len(path))
	for i, p := range path {
		bigPath[i] = big.NewInt(int64(p))
	}
	data, err := stepABI.TryPackStep(sctx, bigPath, pre, sd.Witness)
	if err != nil {
		return fail(fmt.Errorf("pack EngineStep.step: %w", err))
	}
	x, err := e.ExecCall(ctx, step, data)
	if x != nil {
		f.ExecGas = x.ExecGas
		f.Gas = max(base+x.ExecGas, f.IntrinsicGas)
	}
	if err != nil {
		return fail(decodeStepError(err))
	}
	post, err := stepABI.UnpackStep(x.Return)
	if err != nil {
		return fail(fmt.Errorf("decode the result: %w", err))
	}
	if post != want {
		return fail(fmt.Errorf("EngineStep returned %x, the honest leaf is %x", post, want))
	}
	f.Fits = f.Gas <= StepGasBudget && f.CalldataBytes <= StepCalldataBudget
	return f
}

// decodeStepError names an EngineStep custom error where the engine's ABI
// (sim's decoding) does not know it.
func decodeStepError(err error) error {
	var re *sim.RevertError
	if !errors.As(err, &re) || re.Name != "" {
		return err
	}
	if len(re.Data) == 0 {
		// what abi.decode reverts with when the witness does not decode as EngineStep.Witness
		return fmt.Errorf("%w without data (as abi.decode does on a witness that is not EngineStep's Witness)", sim.ErrReverted)
	}
	if len(re.Data) < 4 {
		return err
	}
	v, uerr := stepABI.UnpackError(re.Data)
	if uerr != nil {
		return err
	}
	name := fmt.Sprintf("%T", v)
	name = name[strings.LastIndex(name, "EngineStep")+len("EngineStep"):]
	return fmt.Errorf("%w: EngineStep.%s%+v", sim.ErrReverted, name, v)
}

// extrapolate fills the TargetLayers figures. A leaf's witness grows with
// the layer count only through the op chain's opening: one 32-byte op hash
// per op before it, opsPerLayer ops a layer. Calldata and intrinsic gas are
// computed exactly on the calldata with those hashes added (measureStep).
// Execution grows by the opening's loop (a keccak256 and fresh memory per
// op hash): per layer, the difference between the leaf in the last layer
// and its twin in layer 0, where the two differ in nothing else the gas
// depends on; for a matvec chunk, whose gas also depends on the weights it
// reads, its op seal's difference (the same vectors, no weights read); for
// the ops after the layers, the largest seal difference.
func extrapolate(rep *OneStepReport, leaves []stepLeaf, twins map[string]*StepFigure, layers int) {
	if layers < 2 || rep.TargetLayers <= layers {
		return
	}
	extra := uint64(rep.TargetLayers - layers)
	apart := uint64(layers - 1)
	diff := func(kind, twin string) (uint64, bool) {
		f, t := rep.Steps[kind], twins[twin]
		if f == nil || t == nil || f.Error != "" || t.Error != "" {
			return 0, false
		}
		if f.ExecGas < t.ExecGas {
			return 0, true
		}
		return (f.ExecGas - t.ExecGas) / apart, true
	}
	// the per-layer execution growth of a leaf that reads kvroot_{k−1}: an
	// attention segment over earlier positions, one layer apart
	var chainMax uint64
	for _, lf := range leaves {
		if lf.twin != "" && strings.HasPrefix(lf.kind, "attention_") && lf.kind != "attention_seal" && lf.kind != "attention_op_seal" {
			if d, ok := diff(lf.kind, lf.twin); ok {
				chainMax = max(chainMax, d)
			}
		}
	}
	for _, lf := range leaves {
		f := rep.Steps[lf.kind]
		if f == nil || f.Error != "" || f.calldata28 == 0 {
			continue
		}
		var d uint64
		ok := true
		switch {
		case lf.path[1] == 0: // the embedding opens no op hash
		case lf.weightSeal != "":
			d, ok = diff(strings.TrimPrefix(lf.weightSeal, "@"), lf.weightSeal)
		case lf.twin != "":
			d, ok = diff(lf.kind, lf.twin)
		case lf.kind == "kv_layer" || lf.kind == "link":
			d = chainMax
		default: // the ops after the layers open the chain from the op before them
		}
		if !ok {
			continue
		}
		f.GasTarget = max(f.base28+f.ExecGas+extra*d, f.floor28)
		f.CalldataTarget = f.calldata28
		fits := f.GasTarget <= StepGasBudget && f.CalldataTarget <= StepCalldataBudget
		f.FitsTarget = &fits
	}
}

func oneStepNotes(rep *OneStepReport, c reference.Config) []string {
	notes := []string{
		fmt.Sprintf("one_step_0p6b: a random tied model of dim %d, hidden %d, %d heads / %d KV heads of %d, QK-norm %v, vocabulary %d, "+
			"seq_len %d, with %d layers (the per-layer shapes are the real ones), deployed in the in-process go-ethereum EVM under Osaka "+
			"(IQ16Engine, and EngineStep over it with no weight chunk list: every weight byte a step reads comes in its witness as "+
			"1 KiB pieces with their multiproof against the manifest's blob root, SPEC.md §6.3, §8.4); request prompt %v, n = %d; "+
			"for each kind one leaf of the engine trace (step %d unless the path says otherwise) got its witness from "+
			"bisection.ChainEngineTrace.StepData and was re-executed by EngineStep.step from its honest predecessor; every figure "+
			"without an error returned the honest leaf",
			c.Dim, c.HiddenDim, c.Heads, c.KVHeads, c.HeadSize, c.QKNorm, c.Vocab, c.SeqLen, c.Layers, rep.Prompt, rep.N, rep.Position),
		"gas = max(21,000 + calldata cost + exec_gas, EIP-7623 floor) of the transaction DisputeGame.step(gameId, witness), " +
			"calldata_bytes its calldata; exec_gas is EngineStep.step's own execution (the top frame of a direct call), so DisputeGame's " +
			"bookkeeping (the inner call, the game's storage writes and event) is not in gas; fits: gas ≤ 2,000,000 and calldata ≤ 131,072 bytes",
		fmt.Sprintf("leaves: a chunked op's last chunk (it opens the longest chunk chain, C − 1 chunk hashes; for a matvec longer than "+
			"4,096 rows the block tree's frontier, SPEC.md §8.3) under the kind's name, its first chunk under _first, its op seal (all "+
			"C chunk hashes and the whole output; the tree's root alone for a long matvec) under _seal; a long argmax: its first range "+
			"of 4,096 logits, its last (_last) and its seal (_seal); attention: the last head's "+
			"segment 1 of each pass (B = %d positions of %d segments, continuing segment 0's state) and its segment seal, the op's seal "+
			"under attention_op_seal; embed at the last prompt position, embed_generated at step %d (it opens link_{k−1}'s preimage); "+
			"kv_layer (the last layer's leaf of the link level) and link (its seal)", rep.SegmentLen, rep.Segments, rep.Position),
		fmt.Sprintf("*_at_target_layers: the leaf in a %d-layer model (in its last layer for a per-layer op). A leaf opens the op "+
			"chain from the first op whose output it reads, in its own layer (every op leaf repeats link_{k−1}, SPEC.md §8, so "+
			"even a leaf that reads link_{k−1}'s preimage opens no earlier op; a layer has %d ops, %d bytes of op hashes), so "+
			"what grows with the layers is the link level's layer roots (32 bytes a layer) and the Merkle path of a layer root "+
			"among the layer roots (kv_layer and the KV openings of attention segments: ⌈log2 layers⌉ hashes). Calldata, "+
			"intrinsic gas and floor are computed exactly on the calldata with that many random stand-in hashes added. "+
			"Execution growth is taken per layer as the measured execution difference between the leaf in layer %d and the "+
			"same leaf in layer 0 (for a matvec chunk, whose gas also depends on the weights it reads, its op seal's "+
			"difference; for the link level, the largest attention segment's)",
			rep.TargetLayers, rep.OpsPerLayer, 32*rep.OpsPerLayer, c.Layers-1),
	}
	if !rep.StepDeployable {
		notes = append(notes, fmt.Sprintf("a one-step contract's creation code with its constructor arguments is %d bytes, past "+
			"EIP-3860's initcode limit of %d: no transaction can deploy it; it was installed here by running the creation "+
			"outside a transaction (%d gas for the three)", rep.StepInitcodeBytes, params.MaxInitCodeSize, rep.StepDeployGas))
	}
	if failed := rep.Failed(); len(failed) > 0 {
		names := slices.Sorted(maps.Keys(failed))
		notes = append(notes, fmt.Sprintf("%d kinds failed and are not in max_gas: %s", len(failed), strings.Join(names, ", ")))
	}
	return notes
}

// peakRSSMiB is the process's peak resident memory (Linux; 0 elsewhere).
func peakRSSMiB() float64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, err := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")))
			if err == nil {
				return float64(kb) / 1024
			}
		}
	}
	return 0
}
