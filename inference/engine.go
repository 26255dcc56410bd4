package inference

import (
	"context"
	"errors"
	"fmt"
)

// Sentinel errors for bad requests; callers branch on them with errors.Is.
var (
	ErrEmptyPrompt     = errors.New("empty prompt")
	ErrTokenOutOfRange = errors.New("token id out of vocabulary")
	ErrContextOverflow = errors.New("prompt and generation exceed the context")
	ErrBadCount        = errors.New("token count must be at least 1")
)

// Op names one op of a step's trace (SPEC.md §8).
type Op struct {
	Index int    `json:"index"`
	Name  string `json:"name"`
}

// TraceFunc receives each op's output in spec order. The slice is only valid
// during the call.
type TraceFunc func(op Op, out []int32)

// Backend runs forward steps. Every backend must be bit-identical to the spec;
// the Engine owns decoding and commitments, so a backend only computes.
type Backend interface {
	Name() string
	// Open prepares a runner for one sequence of m.
	Open(m *Model) (Runner, error)
}

// Runner holds one sequence's KV cache on a backend.
type Runner interface {
	// Step runs position pos on input token tok (positions come in order from
	// 0). With classify it returns the greedy next token, else -1. trace may
	// be nil.
	Step(pos, tok int, classify bool, trace TraceFunc) (int, error)
	// KV returns layer l's key and value rows at a position already stepped.
	KV(l, pos int) (k, v []int32)
}

// Engine decodes greedily on a backend and builds the checkpoint chain.
type Engine struct {
	Model    *Model
	Manifest Hash
	Backend  Backend
}

// Result is one generation with its commitments.
type Result struct {
	Prompt      []int  `json:"prompt"`
	Tokens      []int  `json:"tokens"`      // generated ids only
	Checkpoints []Hash `json:"checkpoints"` // one link per step, len(prompt)+n-1
	Root        Hash   `json:"root"`        // the last link; the result slot holds protocol.ResultValue(root, tokens) = keccak256(root ‖ tokens)
	// KVRoots are the KV roots the links commit to, one per step (SPEC.md
	// §7.4): with the tokens, what a mismatch proof opens the chain with.
	KVRoots []Hash `json:"-"`
	Ops     int64  `json:"ops"`  // ops executed, as numbered by the trace
	MACs    int64  `json:"macs"` // multiply-adds in matrices and attention
}

// CheckRequest validates a prompt and count against the model (SPEC.md §7.1).
func CheckRequest(c Config, prompt []int, n int) error {
	if len(prompt) == 0 {
		return ErrEmptyPrompt
	}
	if n < 1 {
		return fmt.Errorf("%w: have %d", ErrBadCount, n)
	}
	for i, t := range prompt {
		if t < 0 || t >= c.Vocab {
			return fmt.Errorf("%w: prompt[%d] = %d, vocabulary is %d", ErrTokenOutOfRange, i, t, c.Vocab)
		}
	}
	// Compare without forming len(prompt)+n−1, which a huge n would wrap.
	if n > c.SeqLen || len(prompt) > c.SeqLen-n+1 {
		return fmt.Errorf("%w: %d prompt tokens + %d generated need %d positions, context is %d", ErrContextOverflow, len(prompt), n, int64(len(prompt))+int64(n)-1, c.SeqLen)
	}
	return nil
}

// StepTrace asks Generate to trace one step, or with All every step (op
// indexes start again at 0 at each step).
type StepTrace struct {
	Step int
	All  bool
	Func TraceFunc
}

// Generate runs the prompt and n greedy tokens. Step p feeds token x_p
// (prompt[p], then the previous output) and outputs y_p (prompt[p+1] while the
// prompt lasts, then the argmax); there is no stop token.
func (e *Engine) Generate(ctx context.Context, prompt []int, n int, trace *StepTrace) (*Result, error) {
	c := e.Model.Config
	if err := CheckRequest(c, prompt, n); err != nil {
		return nil, err
	}
	if trace == nil {
		if d, err := e.NewDecoder(0); err == nil {
			return d.generate(ctx, prompt, n)
		}
	}
	r, err := e.Backend.Open(e.Model)
	if err != nil {
		return nil, fmt.Errorf("open %s backend: %w", e.Backend.Name(), err)
	}
	ok := false
	defer func() { dropRunner(r, ok) }()
	steps := len(prompt) + n - 1
	res := &Result{Prompt: append([]int(nil), prompt...), Checkpoints: make([]Hash, 0, steps)}

	// The checkpoint chain is hashed beside the forward passes: step p's
	// link needs only its tokens and KV rows, and step p+1 does not need
	// the link, so a second goroutine takes each step's row as it is
	// produced (on one CPU it merely interleaves).
	ch := newChainer(e.Manifest, prompt, n, c, steps)
	defer ch.close()
	tok := prompt[0]
	for p := range steps {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("step %d: %w", p, err)
		}
		classify := p >= len(prompt)-1
		var tf TraceFunc
		if trace != nil && (trace.All || trace.Step == p) {
			tf = trace.Func
		}
		next, err := r.Step(p, tok, classify, tf)
		if err != nil {
			return nil, fmt.Errorf("step %d: %w", p, err)
		}
		if !classify {
			next = prompt[p+1]
		} else {
			res.Tokens = append(res.Tokens, next)
		}
		row := ch.row()
		for l := range c.Layers {
			k, v := r.KV(l, p)
			row = append(append(row, k...), v...)
		}
		ch.add(linkJob{p: p, in: tok, out: next, row: row})
		res.Ops += int64(OpsPerStep(c, classify))
		res.MACs += StepMACs(c, p, classify)
		tok = next
	}
	res.Checkpoints, res.KVRoots = ch.wait()
	res.Root = res.Checkpoints[len(res.Checkpoints)-1]
	ok = true
	return res, nil
}

// dropRunner hands a finished runner back to its backend (ok), or frees
// what a failed one holds outside Go's heap without reusing it.
func dropRunner(r Runner, ok bool) {
	if d, can := r.(interface{ Discard() }); can && !ok {
		d.Discard()
		return
	}
	if rr, can := r.(interface{ Release() }); can && ok {
		rr.Release()
	}
}

// linkJob is one step's link input: its position, tokens and KV row.
type linkJob struct {
	p, in, out int
	row        []int32
}

// chainer builds the checkpoint chain on its own goroutine from the rows
// Generate hands it, recycling the row buffers.
type chainer struct {
	jobs  chan linkJob
	free  chan []int32
	done  chan struct{}
	links []Hash
	roots []Hash
	rowN  int
}

func newChainer(manifest Hash, prompt []int, n int, c Config, steps int) *chainer {
	return startChainer(Genesis(manifest, InputHash(prompt, n)), NewKVForest(c), nil, nil, c, steps, nil)
}

// startChainer starts a chain whose first links (and their KV roots) are
// already known, at link with forest kv; save, when set, caches the
// prompt's blocks as they are hashed.
func startChainer(link Hash, kv *KVForest, links, roots []Hash, c Config, steps int, save *prefixSaver) *chainer {
	ch := &chainer{jobs: make(chan linkJob, 64), free: make(chan []int32, 66), done: make(chan struct{}),
		links: append(make([]Hash, 0, steps), links...), roots: append(make([]Hash, 0, steps), roots...), rowN: 2 * c.Layers * c.KVDim()}
	jobs := ch.jobs // close sets the field to nil, possibly before this starts
	go func() {
		defer close(ch.done)
		for j := range jobs {
			kv.SetRow(j.p, j.row)
			root := kv.Root()
			link = Link(link, j.p, j.in, j.out, root)
			ch.links = append(ch.links, link)
			ch.roots = append(ch.roots, root)
			if save != nil {
				save.add(j.p, j.row, root, kv)
			}
			select {
			case ch.free <- j.row[:0]:
			default:
			}
		}
	}()
	return ch
}

// row returns an empty buffer for one step's KV row.
func (ch *chainer) row() []int32 {
	select {
	case r := <-ch.free:
		return r
	default:
		return make([]int32, 0, ch.rowN)
	}
}

func (ch *chainer) add(j linkJob) { ch.jobs <- j }

// wait returns the chain and its KV roots once every step handed in is
// linked.
func (ch *chainer) wait() (links, kvRoots []Hash) {
	ch.close()
	<-ch.done
	return ch.links, ch.roots
}

// close ends the goroutine (after the steps already handed in); it may be
// called more than once.
func (ch *chainer) close() {
	if ch.jobs != nil {
		close(ch.jobs)
		ch.jobs = nil
	}
}

// OpsPerStep is the number of ops in one step's trace.
func OpsPerStep(c Config, classify bool) int {
	n := 1 + c.Layers*opsPerLayer(c)
	if classify {
		n += 3
	}
	return n
}

// opsPerLayer is the number of ops of one layer (SPEC.md §8).
func opsPerLayer(c Config) int {
	if c.QKNorm {
		return 16
	}
	return 14
}

// StepMACs counts the multiply-adds of step pos: matrices and attention.
func StepMACs(c Config, pos int, classify bool) int64 {
	per := int64(c.Dim)*int64(2*c.QDim()+2*c.KVDim()) + 3*int64(c.Dim)*int64(c.HiddenDim)
	per += 2 * int64(c.Heads) * int64(c.HeadSize) * int64(pos+1)
	n := int64(c.Layers) * per
	if classify {
		n += int64(c.Vocab) * int64(c.Dim)
	}
	return n
}
