package inference

import (
	"context"
	"errors"
	"fmt"
)

// Continuous batching. A Decoder holds the sequences being generated; each
// Step runs one batched forward pass in which every generating sequence
// advances one token and the prompts still being read advance by a chunk of
// positions. Sequences join (Add) and leave (when their last step has run,
// or Drop) between steps, so a scheduler keeps the batch full while tasks
// come and go. A sequence's tokens, checkpoints and KV roots are those of
// Engine.Generate on the same prompt: rows are exact and independent.

// ErrNoBatchBackend is an engine whose backend cannot step a batch.
var ErrNoBatchBackend = errors.New("backend has no batched step")

// ErrDropped is the result of a sequence dropped before it finished.
var ErrDropped = errors.New("sequence dropped from the batch")

// DefaultStepRows bounds the rows of one batched step when a Decoder is
// given no bound: enough prompt positions per pass that reading a prompt
// costs a few passes over the weights, few enough that the sequences
// generating beside it wait a short step.
const DefaultStepRows = 64

// Decoder steps many sequences of one engine together. It is not safe for
// concurrent use; one goroutine (a scheduler) drives it.
type Decoder struct {
	e       *Engine
	bb      BatchBackend
	cache   *PrefixCache
	maxRows int
	seqs    []*Sequence
	rows    []BatchStep
	owner   []*Sequence
}

// Reserver is a Runner that can size its KV cache up front (Decoder.Add
// knows a sequence's length), and says so when its backend has no room.
type Reserver interface {
	Reserve(positions int) error
}

// RowLoader is a Runner that can take a position's keys and values as a
// row (K[0] ‖ V[0] ‖ K[1] ‖ …, as the checkpoint chain hashes them) instead
// of computing them: how a cached prompt prefix is resumed.
type RowLoader interface {
	LoadRow(p int, row []int32) error
}

// Sequence is one generation in a Decoder.
type Sequence struct {
	prompt []int
	n      int
	r      Runner
	ch     *chainer
	p      int // the next step
	steps  int
	tok    int // the input token of step p
	res    *Result
	err    error
	done   chan struct{}
}

// NewDecoder returns a decoder whose steps run at most maxRows rows (0:
// DefaultStepRows), or more when more sequences are generating (each takes
// a row every step).
func (e *Engine) NewDecoder(maxRows int) (*Decoder, error) {
	bb, ok := e.Backend.(BatchBackend)
	if !ok {
		return nil, fmt.Errorf("%w: %s", ErrNoBatchBackend, e.Backend.Name())
	}
	if maxRows <= 0 {
		maxRows = DefaultStepRows
	}
	return &Decoder{e: e, bb: bb, maxRows: maxRows}, nil
}

// UsePrefixCache makes Add take cached prompt prefixes from pc and cache
// the prompt blocks it computes; pc must hold blocks of this engine's model
// only (its keys bind the manifest).
func (d *Decoder) UsePrefixCache(pc *PrefixCache) { d.cache = pc }

// Len is the number of sequences in the batch.
func (d *Decoder) Len() int { return len(d.seqs) }

// Add puts a generation of n tokens after prompt into the batch; it starts
// at the next Step.
func (d *Decoder) Add(prompt []int, n int) (*Sequence, error) {
	c := d.e.Model.Config
	if err := CheckRequest(c, prompt, n); err != nil {
		return nil, err
	}
	r, err := d.bb.Open(d.e.Model)
	if err != nil {
		return nil, fmt.Errorf("open %s backend: %w", d.bb.Name(), err)
	}
	steps := len(prompt) + n - 1
	if rr, ok := r.(Reserver); ok {
		if err := rr.Reserve(steps); err != nil {
			dropRunner(r, true)
			return nil, fmt.Errorf("reserve %d positions: %w", steps, err)
		}
	}
	s := &Sequence{prompt: append([]int(nil), prompt...), n: n, r: r, steps: steps, tok: prompt[0],
		res:  &Result{Prompt: append([]int(nil), prompt...), Checkpoints: make([]Hash, 0, steps)},
		done: make(chan struct{})}
	if err := d.start(s); err != nil {
		s.release()
		return nil, err
	}
	d.seqs = append(d.seqs, s)
	return s, nil
}

// start begins s's checkpoint chain, from the longest cached prefix of its
// prompt when the decoder has a cache.
func (d *Decoder) start(s *Sequence) error {
	c, manifest := d.e.Model.Config, d.e.Manifest
	loader, ok := s.r.(RowLoader)
	if d.cache == nil || !ok {
		s.ch = newChainer(manifest, s.prompt, s.n, c, s.steps)
		return nil
	}
	keys := prefixKeys(manifest, s.prompt)
	hit := d.cache.lookup(keys)
	link := Genesis(manifest, InputHash(s.prompt, s.n))
	forest := NewKVForest(c)
	var links, roots []Hash
	p := 0
	for _, b := range hit {
		for i, row := range b.rows {
			if err := loader.LoadRow(p, row); err != nil {
				return err
			}
			link = Link(link, p, s.prompt[p], s.prompt[p+1], b.roots[i])
			links, roots = append(links, link), append(roots, b.roots[i])
			s.res.Ops += int64(OpsPerStep(c, false))
			s.res.MACs += StepMACs(c, p, false)
			p++
		}
	}
	if len(hit) > 0 {
		forest = hit[len(hit)-1].forest.Clone()
	}
	s.p, s.tok = p, s.prompt[p]
	s.ch = startChainer(link, forest, links, roots, c, s.steps, &prefixSaver{cache: d.cache, keys: keys, from: len(hit)})
	return nil
}

// Drop takes s out of the batch; its Wait returns ErrDropped.
func (d *Decoder) Drop(s *Sequence) {
	for i, t := range d.seqs {
		if t == s {
			d.seqs = append(d.seqs[:i], d.seqs[i+1:]...)
			s.release()
			s.ch.close()
			s.err = ErrDropped
			close(s.done)
			return
		}
	}
}

// Step runs one batched pass and returns the sequences whose last step it
// ran; they have left the batch, and their Wait returns once their
// checkpoint chain is hashed. An error fails every sequence in the batch
// (it means a backend fault, not a bad request: Add checked those).
func (d *Decoder) Step(ctx context.Context) ([]*Sequence, error) {
	if len(d.seqs) == 0 {
		return nil, nil
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	d.plan()
	if err := d.bb.StepBatch(d.rows); err != nil {
		err = fmt.Errorf("batched step of %d rows: %w", len(d.rows), err)
		for _, s := range d.seqs {
			dropRunner(s.r, false) // its cache may be half-written: not reused
			s.r = nil
			s.ch.close()
			s.err = err
			close(s.done)
		}
		d.seqs = nil
		return nil, err
	}
	c := d.e.Model.Config
	for i, row := range d.rows {
		s := d.owner[i]
		next := row.Next
		if !row.Classify {
			next = s.prompt[row.Pos+1]
		} else {
			s.res.Tokens = append(s.res.Tokens, next)
		}
		kv := s.ch.row()
		for l := range c.Layers {
			k, v := s.r.KV(l, row.Pos)
			kv = append(append(kv, k...), v...)
		}
		s.ch.add(linkJob{p: row.Pos, in: row.Tok, out: next, row: kv})
		s.res.Ops += int64(OpsPerStep(c, row.Classify))
		s.res.MACs += StepMACs(c, row.Pos, row.Classify)
		s.tok = next
		s.p++
	}
	var finished []*Sequence
	kept := d.seqs[:0]
	for _, s := range d.seqs {
		if s.p < s.steps {
			kept = append(kept, s)
			continue
		}
		finished = append(finished, s)
		s.release() // the chain has its rows
		go s.seal()
	}
	clear(d.seqs[len(kept):])
	d.seqs = kept
	return finished, nil
}

// plan lays out the next step's rows: one for every generating sequence,
// then prompt positions, oldest sequence first, up to the row bound (at
// least one for each sequence, so none waits a step).
func (d *Decoder) plan() {
	d.rows, d.owner = d.rows[:0], d.owner[:0]
	prefill := 0
	for _, s := range d.seqs {
		if s.p >= len(s.prompt)-1 {
			d.rows = append(d.rows, BatchStep{Runner: s.r, Pos: s.p, Tok: s.tok, Classify: true})
			d.owner = append(d.owner, s)
		} else {
			prefill++
		}
	}
	left := d.maxRows - len(d.rows)
	for _, s := range d.seqs {
		if s.p >= len(s.prompt)-1 {
			continue
		}
		prefill--
		// Up to the prompt's last position, which classifies.
		k := min(len(s.prompt)-s.p, max(1, left-prefill))
		for j := range k {
			pos := s.p + j
			d.rows = append(d.rows, BatchStep{Runner: s.r, Pos: pos, Tok: s.prompt[pos], Classify: pos == len(s.prompt)-1})
			d.owner = append(d.owner, s)
		}
		left -= k
	}
}

// release hands the sequence's runner back to its backend, when it takes
// runners back.
func (s *Sequence) release() {
	dropRunner(s.r, true)
	s.r = nil
}

// seal waits for the chain and publishes the result.
func (s *Sequence) seal() {
	s.res.Checkpoints, s.res.KVRoots = s.ch.wait()
	s.res.Root = s.res.Checkpoints[len(s.res.Checkpoints)-1]
	close(s.done)
}

// Done is closed when the result (or the error) is ready.
func (s *Sequence) Done() <-chan struct{} { return s.done }

// Wait returns the sequence's result once its chain is hashed.
func (s *Sequence) Wait(ctx context.Context) (*Result, error) {
	select {
	case <-s.done:
		if s.err != nil {
			return nil, s.err
		}
		return s.res, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// generate is Engine.Generate through the decoder: a batch of one, whose
// prompt is read a chunk of positions a pass.
func (d *Decoder) generate(ctx context.Context, prompt []int, n int) (*Result, error) {
	s, err := d.Add(prompt, n)
	if err != nil {
		return nil, err
	}
	for d.Len() > 0 {
		if _, err := d.Step(ctx); err != nil {
			d.Drop(s)
			return nil, err
		}
	}
	return s.Wait(ctx)
}
