package inference

import (
	"errors"
	"fmt"
	"strings"
)

// A committee may split a model by layer ranges (SPEC.md §12): shard s runs
// layers [Start, End) of every step, the first one the embedding too, the
// last one the final norm, the classifier and the argmax. The residual
// stream x crosses a boundary at layer b as the output of op
// layers.(b−1).ffn_residual, a leaf of the very op chain the dispute game
// bisects, so a shard that hands on a wrong residual is found by the
// existing bisection inside its own layers.

// Errors of a shard plan and of a shard's step; callers branch on them.
var (
	ErrShardGap        = errors.New("shard plan leaves layers uncovered")
	ErrShardOverlap    = errors.New("shard plan covers a layer twice")
	ErrShardOutOfRange = errors.New("shard range outside the model's layers")
	ErrShardEmpty      = errors.New("shard range holds no layer")
	ErrBadShardPlan    = errors.New("malformed shard plan")
	ErrResidualSize    = errors.New("residual of the wrong size")
)

// LayerRange is the layers [Start, End) of a shard.
type LayerRange struct {
	Start int `json:"start"`
	End   int `json:"end"`
}

func (r LayerRange) String() string { return fmt.Sprintf("%d-%d", r.Start, r.End-1) }

// Contains reports whether layer l is in the range.
func (r LayerRange) Contains(l int) bool { return l >= r.Start && l < r.End }

// ShardPlan is a committee's split of a model: contiguous ranges in layer
// order covering every layer exactly once.
type ShardPlan []LayerRange

// Validate checks the plan against a model of `layers` layers: each range
// non-empty and inside the model, the ranges in order, no gap, no overlap,
// the last one ending at the last layer.
func (p ShardPlan) Validate(layers int) error {
	if len(p) == 0 {
		return fmt.Errorf("%w: no shard", ErrBadShardPlan)
	}
	next := 0
	for s, r := range p {
		switch {
		case r.End <= r.Start:
			return fmt.Errorf("%w: shard %d is %d..%d", ErrShardEmpty, s, r.Start, r.End)
		case r.Start < 0 || r.End > layers:
			return fmt.Errorf("%w: shard %d is layers %s, the model has %d", ErrShardOutOfRange, s, r, layers)
		case r.Start > next:
			return fmt.Errorf("%w: layers %d-%d before shard %d", ErrShardGap, next, r.Start-1, s)
		case r.Start < next:
			return fmt.Errorf("%w: shard %d starts at layer %d, layer %d is already covered", ErrShardOverlap, s, r.Start, r.Start)
		}
		next = r.End
	}
	if next != layers {
		return fmt.Errorf("%w: layers %d-%d after the last shard", ErrShardGap, next, layers-1)
	}
	return nil
}

// ShardOf is the shard whose range holds layer l (−1: none).
func (p ShardPlan) ShardOf(l int) int {
	for s, r := range p {
		if r.Contains(l) {
			return s
		}
	}
	return -1
}

// String is the plan in ParseShardPlan's range form, "0-3,4-7".
func (p ShardPlan) String() string {
	parts := make([]string, len(p))
	for i, r := range p {
		parts[i] = r.String()
	}
	return strings.Join(parts, ",")
}

// EvenShards splits `layers` layers into n contiguous ranges, the first
// ones one layer longer when n does not divide layers.
func EvenShards(layers, n int) (ShardPlan, error) {
	if n < 1 || n > layers {
		return nil, fmt.Errorf("%w: %d shards for %d layers", ErrBadShardPlan, n, layers)
	}
	p := make(ShardPlan, n)
	start := 0
	for s := range p {
		size := layers / n
		if s < layers%n {
			size++
		}
		p[s] = LayerRange{Start: start, End: start + size}
		start += size
	}
	return p, nil
}

// ParseShardPlan reads a plan for a model of `layers` layers: a count N
// (EvenShards) or inclusive ranges "0-3,4-7" (a single layer as "5"), and
// validates it.
func ParseShardPlan(s string, layers int) (ShardPlan, error) {
	s = strings.TrimSpace(s)
	if n, ok := layerNumber(s); ok {
		return EvenShards(layers, n)
	}
	var p ShardPlan
	for _, part := range strings.Split(s, ",") {
		lo, hi, ok := strings.Cut(strings.TrimSpace(part), "-")
		if !ok {
			hi = lo
		}
		a, ok1 := layerNumber(strings.TrimSpace(lo))
		b, ok2 := layerNumber(strings.TrimSpace(hi))
		if !ok1 || !ok2 {
			return nil, fmt.Errorf("%w: %q is not a layer range (want A-B)", ErrBadShardPlan, part)
		}
		p = append(p, LayerRange{Start: a, End: b + 1})
	}
	if err := p.Validate(layers); err != nil {
		return nil, err
	}
	return p, nil
}

// layerNumber reads a decimal layer index or count (the engine package
// imports no strconv, SPEC.md §1.1).
func layerNumber(s string) (int, bool) {
	if s == "" || len(s) > 9 {
		return 0, false
	}
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = 10*n + int(c-'0')
	}
	return n, true
}

// RangeRunner runs one shard's layers of a sequence, step after step,
// holding the KV cache of those layers only.
type RangeRunner struct {
	r     *cpuRunner
	Range LayerRange
}

// ShardRunner runs one shard's layers of a sequence, step after step: a
// RangeRunner, or a LyingRange over two of them.
type ShardRunner interface {
	// Step is RangeRunner.Step.
	Step(pos, tok int, in []int32, classify bool, trace TraceFunc) ([]int32, int, error)
	// KV is RangeRunner.KV.
	KV(l, pos int) (k, v []int32)
}

// OpenRange prepares a runner for layers r of one sequence of m.
func (b CPU) OpenRange(m *Model, r LayerRange) (*RangeRunner, error) {
	if err := (ShardPlan{r}).validateRange(m.Config.Layers); err != nil {
		return nil, err
	}
	return b.openRange(m, r)
}

// openRange is OpenRange unchecked: r may also be the empty range at the
// top, [Layers, Layers), which runs the classifier head alone (lie.go).
func (b CPU) openRange(m *Model, r LayerRange) (*RangeRunner, error) {
	run, err := b.Open(m)
	if err != nil {
		return nil, err
	}
	cr := run.(*cpuRunner)
	cr.lo, cr.hi = r.Start, r.End
	return &RangeRunner{r: cr, Range: r}, nil
}

// validateRange checks a single range against the model (no coverage rule).
func (p ShardPlan) validateRange(layers int) error {
	r := p[0]
	if r.End <= r.Start {
		return fmt.Errorf("%w: %d..%d", ErrShardEmpty, r.Start, r.End)
	}
	if r.Start < 0 || r.End > layers {
		return fmt.Errorf("%w: layers %s, the model has %d", ErrShardOutOfRange, r, layers)
	}
	return nil
}

// Step runs the shard's layers of position pos: the first shard embeds tok,
// a later one starts from the residual in (Dim values). It returns the
// residual after the shard's last layer (valid until the next Step) and,
// for the last shard on a classifying step, the argmax (else −1). trace,
// when not nil, receives the shard's ops with their step-wide indices.
func (rr *RangeRunner) Step(pos, tok int, in []int32, classify bool, trace TraceFunc) ([]int32, int, error) {
	next, err := rr.r.run(pos, tok, in, classify, trace)
	if err != nil {
		return nil, -1, err
	}
	return rr.r.x, next, nil
}

// KV returns layer l's key and value rows at a position already stepped (l
// in the shard's range).
func (rr *RangeRunner) KV(l, pos int) (k, v []int32) { return rr.r.KV(l, pos) }

// Pipeline is a Backend that runs a step as shards in turn, each handing
// its residual to the next: the same bits as CPU (TestPipelineEqualsCPU).
// Lies, when set, make shard s a LyingRange when Lies[s] is not nil (a lying shard: tests and
// drills).
type Pipeline struct {
	CPU  CPU
	Plan ShardPlan
	Lies map[int]*Lie
}

// Name implements Backend.
func (p Pipeline) Name() string { return "pipeline " + p.Plan.String() }

// Open implements Backend.
func (p Pipeline) Open(m *Model) (Runner, error) {
	if err := p.Plan.Validate(m.Config.Layers); err != nil {
		return nil, err
	}
	pr := &pipelineRunner{plan: p.Plan, layers: m.Config.Layers}
	for s, r := range p.Plan {
		var rr ShardRunner
		var err error
		if lie := p.Lies[s]; lie != nil {
			rr, err = p.CPU.OpenLyingRange(m, r, *lie)
		} else {
			rr, err = p.CPU.OpenRange(m, r)
		}
		if err != nil {
			return nil, err
		}
		pr.shards = append(pr.shards, rr)
	}
	return pr, nil
}

type pipelineRunner struct {
	plan   ShardPlan
	shards []ShardRunner // one per range of plan
	layers int
}

func (pr *pipelineRunner) Step(pos, tok int, classify bool, trace TraceFunc) (int, error) {
	var x []int32
	next := -1
	for i, s := range pr.shards {
		out, n, err := s.Step(pos, tok, x, classify, trace)
		if err != nil {
			return -1, fmt.Errorf("shard %s: %w", pr.plan[i], err)
		}
		x, next = out, n
	}
	return next, nil
}

func (pr *pipelineRunner) KV(l, pos int) ([]int32, []int32) {
	for i, s := range pr.shards {
		if pr.plan[i].Contains(l) {
			return s.KV(l, pos)
		}
	}
	return nil, nil
}
