package operator

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"sync"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"

	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// Errors of a shard worker (SPEC.md §12); the coordinator branches on them.
var (
	ErrWrongShard        = errors.New("operator: request for another shard or layer range")
	ErrShardTask         = errors.New("operator: unknown or finished shard task")
	ErrShardStepOrder    = errors.New("operator: shard step out of order")
	ErrBoundaryMismatch  = errors.New("operator: boundary commitment differs from the residuals this shard saw")
	ErrLayerRootMismatch = errors.New("operator: layer roots differ from this shard's")
	ErrShardResult       = errors.New("operator: the transition is not the answer this shard's trace gives")
	ErrShardLink         = errors.New("operator: a step was run on a link the answer's checkpoints do not give")
	ErrShardChain        = errors.New("operator: op-chain value missing, or given to the first shard")
)

// ShardConfig configures one operator of a sharded committee.
type ShardConfig struct {
	Model    *inference.Model
	Manifest inference.Hash
	Plan     inference.ShardPlan
	Shard    int // which range of Plan this operator runs
	Key      *bls.KeyPair
	Workers  int // engine goroutines (0: GOMAXPROCS)
	// Fault, when set, is a lie this shard tells (inference.LyingRange: tests
	// and the devnet's faulty shard).
	Fault *inference.Lie
	// MaxTasks bounds the tasks open at once (default 64): a round that
	// failed half-way never signs, so its task is not closed; past the
	// bound the oldest open task is dropped (a later step of it is
	// ErrShardTask).
	MaxTasks int
	// Records keeps the records of the answers the worker signs, to defend
	// its shard's claims (ShardWorker.Signed; nil: the last 64 in memory,
	// which a restart or a busy challenge window loses: DiskRecords).
	Records ShardRecords
}

// ShardWorker is one operator's part of a sharded committee: for each task
// it runs its layer range of every step from the residual the coordinator
// hands it (the embedding in the first shard), continues the step's op
// chain (SPEC.md §8) over its ops from the value handed with the residual,
// keeps the chain values crossing its boundaries and its layers' KV roots,
// and at the end signs its shard claim (protocol.ShardClaim) only for the
// answer its own trace gives. The signed chain values bind every op output
// of its layers, so a per-shard game charges it alone (§12).
type ShardWorker struct {
	cfg   ShardConfig
	mu    sync.Mutex
	tasks map[string]*shardTask
	order []string // open task ids, oldest first
}

type shardTask struct {
	mu       sync.Mutex
	rr       inference.ShardRunner
	kv       *inference.KVForest // this shard's layers only
	prompt   []int
	n, next  int
	in, out  []inference.Hash   // op-chain values entering and leaving, per step
	prev     []inference.Hash   // the value before the one entering, per step
	resid    [][]int32          // the residual handed in, per step
	links    []inference.Hash   // link_{p−1} each step was run on
	roots    [][]inference.Hash // this shard's layer roots, per step
	embedded []int              // the first shard: the token embedded at each step
	argmax   []int              // the last shard: the argmax at each classifying step
}

// NewShardWorker checks the plan and the shard index.
func NewShardWorker(cfg ShardConfig) (*ShardWorker, error) {
	if err := cfg.Plan.Validate(cfg.Model.Config.Layers); err != nil {
		return nil, err
	}
	if cfg.Shard < 0 || cfg.Shard >= len(cfg.Plan) {
		return nil, fmt.Errorf("%w: shard %d of a %d-shard plan", ErrWrongShard, cfg.Shard, len(cfg.Plan))
	}
	if cfg.Key == nil {
		return nil, errors.New("operator: shard worker without a BLS key")
	}
	if cfg.MaxTasks <= 0 {
		cfg.MaxTasks = 64
	}
	if cfg.Records == nil {
		cfg.Records = newMemRecords(64)
	}
	return &ShardWorker{cfg: cfg, tasks: map[string]*shardTask{}}, nil
}

// Range is the worker's layer range.
func (w *ShardWorker) Range() inference.LayerRange { return w.cfg.Plan[w.cfg.Shard] }

// ShardStep asks a shard to run position Pos of a task: Token is x_Pos
// (the first shard embeds it), Residual the previous shard's output (empty
// for the first) and Chain the step's op-chain value after the previous
// shard's last op (zero for the first, whose chain starts at Link), Prev
// the value before that op (Chain's preimage with Link and the residual's
// op hash), Link the checkpoint link_{Pos−1} (the genesis link at 0).
// Prompt and N come with position 0, which opens the task.
type ShardStep struct {
	Task     string               `json:"task"`
	Shard    int                  `json:"shard"`
	Range    inference.LayerRange `json:"range"`
	Prompt   []int                `json:"prompt,omitempty"`
	N        int                  `json:"n,omitempty"`
	Pos      int                  `json:"pos"`
	Token    int                  `json:"token"`
	Residual []int32              `json:"residual,omitempty"`
	Link     inference.Hash       `json:"link"`
	Chain    inference.Hash       `json:"chain"`
	Prev     inference.Hash       `json:"prev,omitempty"`
}

// ShardStepResult is a shard's output for one position: the residual it
// hands on and its op hash, the op-chain value after its last op (the
// boundary leaf), the argmax (last shard on a classifying step, else −1)
// and its layers' KV roots after the position. Ops are the op hashes of
// the shard's ops in order (its first op's on): they fold from the chain
// value handed in to OutChain, and are what a per-shard challenge of a
// first shard opens (SPEC.md §12), kept by the coordinator so that a challenger
// needs nothing from the shard after the fact.
type ShardStepResult struct {
	Shard      int                  `json:"shard"`
	Range      inference.LayerRange `json:"range"`
	Residual   []int32              `json:"residual"`
	OutHash    inference.Hash       `json:"out_hash"`
	OutChain   inference.Hash       `json:"out_chain"`
	Token      int                  `json:"token"`
	LayerRoots []inference.Hash     `json:"layer_roots"`
	Ops        []inference.Hash     `json:"ops"`
}

// Step runs the worker's layers of one position.
func (w *ShardWorker) Step(ctx context.Context, req ShardStep) (*ShardStepResult, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	r := w.Range()
	if req.Shard != w.cfg.Shard || req.Range != r {
		return nil, fmt.Errorf("%w: asked for shard %d layers %s, this operator runs shard %d layers %s", ErrWrongShard, req.Shard, req.Range, w.cfg.Shard, r)
	}
	t, err := w.task(req)
	if err != nil {
		return nil, err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if req.Pos != t.next || t.next >= len(t.prompt)+t.n-1 {
		return nil, fmt.Errorf("%w: position %d, expected %d", ErrShardStepOrder, req.Pos, t.next)
	}
	first := w.cfg.Shard == 0
	if first != (len(req.Residual) == 0) {
		return nil, fmt.Errorf("%w: shard %d given %d residual values", inference.ErrResidualSize, w.cfg.Shard, len(req.Residual))
	}
	if first != (req.Chain == inference.Hash{}) {
		return nil, fmt.Errorf("%w: shard %d at position %d", ErrShardChain, w.cfg.Shard, req.Pos)
	}
	// The in value must be the leaf of this link and this residual: a
	// per-shard game re-executes the shard's first op from that leaf's
	// preimage, so a value built on another link or residual would make
	// the shard's honest run lose (SPEC.md §12).
	if !first && req.Chain != inference.OpLeaf(req.Link, req.Prev, r.Start*w.opsPerLayer(), inference.OpHash(req.Residual)) {
		return nil, fmt.Errorf("%w: the value handed in is not the leaf of link %s and the residual, at position %d", ErrShardChain, req.Link, req.Pos)
	}
	classify := req.Pos >= len(t.prompt)-1
	// the step's op chain over this shard's ops, from the value handed on
	// (c_{−1} = link_{Pos−1} for the first shard)
	chain, nextOp := req.Chain, -1
	if first {
		chain = req.Link
	}
	var order error
	var ops []inference.Hash
	x, next, err := t.rr.Step(req.Pos, req.Token, req.Residual, classify, func(op inference.Op, out []int32) {
		if nextOp >= 0 && op.Index != nextOp && order == nil {
			order = fmt.Errorf("op %d after op %d", op.Index, nextOp-1)
		}
		h := inference.OpHash(out)
		ops = append(ops, h)
		chain, nextOp = inference.OpLeaf(req.Link, chain, op.Index, h), op.Index+1
	})
	if err == nil {
		err = order
	}
	if err != nil {
		return nil, fmt.Errorf("shard %d step %d: %w", w.cfg.Shard, req.Pos, err)
	}
	t.next++
	if !first {
		t.in, t.prev, t.resid = append(t.in, req.Chain), append(t.prev, req.Prev), append(t.resid, slices.Clone(req.Residual))
	}
	t.links = append(t.links, req.Link)
	res := &ShardStepResult{Shard: w.cfg.Shard, Range: r, Residual: slices.Clone(x), OutHash: inference.OpHash(x), OutChain: chain, Token: next, Ops: ops}
	t.out = append(t.out, chain)
	if first {
		t.embedded = append(t.embedded, req.Token)
	}
	if classify && r.End == w.cfg.Model.Config.Layers {
		t.argmax = append(t.argmax, next)
	}
	kvd := w.cfg.Model.Config.KVDim()
	row := make([]int32, 0, 2*(r.End-r.Start)*kvd)
	for l := r.Start; l < r.End; l++ {
		k, v := t.rr.KV(l, req.Pos)
		row = append(append(row, k...), v...)
	}
	t.kv.SetRow(req.Pos, row)
	res.LayerRoots = t.kv.LayerRoots()
	t.roots = append(t.roots, res.LayerRoots)
	return res, nil
}

// opsPerLayer is the ops of one layer in a step's op chain (SPEC.md §8).
func (w *ShardWorker) opsPerLayer() int {
	if w.cfg.Model.Config.QKNorm {
		return 16
	}
	return 14
}

// task returns the task of req, opening it at position 0.
func (w *ShardWorker) task(req ShardStep) (*shardTask, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if t, ok := w.tasks[req.Task]; ok {
		if req.Pos == 0 {
			return nil, fmt.Errorf("%w: task %q opened twice", ErrShardStepOrder, req.Task)
		}
		return t, nil
	}
	if req.Pos != 0 {
		return nil, fmt.Errorf("%w: task %q at position %d", ErrShardTask, req.Task, req.Pos)
	}
	if err := inference.CheckRequest(w.cfg.Model.Config, req.Prompt, req.N); err != nil {
		return nil, err
	}
	rr, err := w.openRange()
	if err != nil {
		return nil, err
	}
	c := w.cfg.Model.Config
	c.Layers = w.Range().End - w.Range().Start // a forest of this shard's layers: R_l depends on layer l only
	t := &shardTask{rr: rr, kv: inference.NewKVForest(c), prompt: slices.Clone(req.Prompt), n: req.N}
	w.tasks[req.Task] = t
	w.order = append(w.order, req.Task)
	for len(w.order) > w.cfg.MaxTasks {
		delete(w.tasks, w.order[0])
		w.order = w.order[1:]
	}
	return t, nil
}

// ShardSign asks a shard to sign its claim on a transition: the answer's
// tokens, every layer's KV roots at every step (from all shards, to
// rebuild the checkpoint chain) and the boundary commitments it is asked
// to sign (In zero for the first shard).
type ShardSign struct {
	Task       string               `json:"task"`
	Shard      int                  `json:"shard"`
	Transition protocol.Transition  `json:"transition"`
	Tokens     []int                `json:"tokens"`
	LayerRoots [][]inference.Hash   `json:"layer_roots"`
	In         inference.Hash       `json:"in"`
	Out        inference.Hash       `json:"out"`
	Range      inference.LayerRange `json:"range"`
}

// ShardAttestation is one operator's signature on its shard claim.
type ShardAttestation struct {
	Operator blsagg.OperatorID
	PubG1    blsagg.G1
	PubG2    blsagg.G2
	Claim    protocol.ShardClaim
	Sig      blsagg.G1
}

// Sign checks the request against the worker's own trace of the task —
// its range, its boundary commitments, its layers' roots, the tokens it
// embedded or chose, and that the transition's value is the root of the
// checkpoint chain those give — and signs the shard claim. The task is
// closed after a signature.
func (w *ShardWorker) Sign(ctx context.Context, req ShardSign) (*ShardAttestation, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	r := w.Range()
	if req.Shard != w.cfg.Shard || req.Range != r {
		return nil, fmt.Errorf("%w: asked to sign shard %d layers %s, this operator runs shard %d layers %s", ErrWrongShard, req.Shard, req.Range, w.cfg.Shard, r)
	}
	w.mu.Lock()
	t, ok := w.tasks[req.Task]
	w.mu.Unlock()
	if !ok {
		return nil, fmt.Errorf("%w: %q", ErrShardTask, req.Task)
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	steps := len(t.prompt) + t.n - 1
	if t.next != steps {
		return nil, fmt.Errorf("%w: %d of %d steps run", ErrShardStepOrder, t.next, steps)
	}
	L := w.cfg.Model.Config.Layers
	var in, out inference.Hash
	if w.cfg.Shard > 0 {
		in = protocol.BoundaryCommitment(t.in)
	}
	out = protocol.BoundaryCommitment(t.out)
	if req.In != in || req.Out != out {
		return nil, fmt.Errorf("%w: shard %d", ErrBoundaryMismatch, w.cfg.Shard)
	}
	if len(req.LayerRoots) != steps || len(req.Tokens) != t.n {
		return nil, fmt.Errorf("%w: %d steps of layer roots and %d tokens for %d steps and %d tokens", ErrShardResult, len(req.LayerRoots), len(req.Tokens), steps, t.n)
	}
	for p, roots := range req.LayerRoots {
		if len(roots) != L || !slices.Equal(roots[r.Start:r.End], t.roots[p]) {
			return nil, fmt.Errorf("%w: step %d", ErrLayerRootMismatch, p)
		}
	}
	// The step tokens x_p (input) and y_p (output) of SPEC.md §7.2.
	xs := append(slices.Clone(t.prompt), req.Tokens[:t.n-1]...)
	ys := append(slices.Clone(t.prompt[1:]), req.Tokens...)
	if w.cfg.Shard == 0 && !slices.Equal(t.embedded, xs) {
		return nil, fmt.Errorf("%w: the tokens embedded are not the answer's inputs", ErrShardResult)
	}
	if r.End == L && !slices.Equal(t.argmax, req.Tokens) {
		return nil, fmt.Errorf("%w: the answer's tokens are not this shard's argmax", ErrShardResult)
	}
	input := inference.InputHash(t.prompt, t.n)
	link := inference.Genesis(w.cfg.Manifest, input)
	links := make([]inference.Hash, 0, steps)
	for p := range steps {
		// the chain values this shard signs start from the links it was
		// handed: each must be the answer's own checkpoint
		if t.links[p] != link {
			return nil, fmt.Errorf("%w: step %d", ErrShardLink, p)
		}
		link = inference.Link(link, p, xs[p], ys[p], inference.MerkleRoot(req.LayerRoots[p]))
		links = append(links, link)
	}
	tr := req.Transition
	if tr.Manifest != w.cfg.Manifest || tr.Input != input || tr.New != protocol.ResultValue(link, req.Tokens) || tr.Slot != protocol.ResultSlot(input) {
		return nil, fmt.Errorf("%w: manifest, input, slot or value", ErrShardResult)
	}
	if err := tr.Validate(); err != nil {
		return nil, fmt.Errorf("shard transition: %w", err)
	}
	claim := protocol.ShardClaim{Transition: tr.Digest(), Shard: uint64(w.cfg.Shard), Start: uint64(r.Start), End: uint64(r.End),
		Layers: uint64(L), In: in, Out: out}
	pk := blsagg.PubG1(w.cfg.Key)
	att := &ShardAttestation{Operator: blsagg.IDOf(&pk), PubG1: pk, PubG2: blsagg.PubG2(w.cfg.Key), Claim: claim,
		Sig: blsagg.Sign(w.cfg.Key, claim.Digest())}
	// Kept before the signature leaves: a claim signed is a claim to defend.
	if err := w.cfg.Records.Keep(input, &ShardRecord{Shard: w.cfg.Shard, Plan: w.cfg.Plan, Prompt: t.prompt, N: t.n, Value: tr.New,
		Residuals: t.resid, In: t.in, Prev: t.prev, Out: t.out, Links: links, Tokens: slices.Clone(req.Tokens), LayerRoots: req.LayerRoots}); err != nil {
		return nil, fmt.Errorf("shard %d: keep the record of %s: %w", w.cfg.Shard, input, err)
	}
	w.mu.Lock()
	delete(w.tasks, req.Task)
	w.order = slices.DeleteFunc(w.order, func(id string) bool { return id == req.Task })
	w.mu.Unlock()
	return att, nil
}

// ShardHandler serves the worker: POST /v1/shard/step (ShardStep →
// ShardStepResult) and POST /v1/shard/sign (ShardSign → the attestation's
// claim and signature, hex-free JSON of the points' coordinates). A bad
// request or a refusal answers 422 with the error.
func (w *ShardWorker) ShardHandler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/shard/step", func(rw http.ResponseWriter, r *http.Request) {
		var req ShardStep
		if err := json.NewDecoder(http.MaxBytesReader(rw, r.Body, 64<<20)).Decode(&req); err != nil {
			http.Error(rw, err.Error(), http.StatusBadRequest)
			return
		}
		res, err := w.Step(r.Context(), req)
		writeShard(rw, res, err)
	})
	mux.HandleFunc("POST /v1/shard/sign", func(rw http.ResponseWriter, r *http.Request) {
		var req ShardSign
		if err := json.NewDecoder(http.MaxBytesReader(rw, r.Body, 64<<20)).Decode(&req); err != nil {
			http.Error(rw, err.Error(), http.StatusBadRequest)
			return
		}
		att, err := w.Sign(r.Context(), req)
		if err != nil {
			writeShard(rw, nil, err)
			return
		}
		g1, g2, sig := blsagg.MarshalG1(&att.PubG1), blsagg.MarshalG2(&att.PubG2), blsagg.MarshalG1(&att.Sig)
		writeShard(rw, ShardAttestationWire{PubG1: g1[:], PubG2: g2[:], Sig: sig[:], Claim: att.Claim}, nil)
	})
	return mux
}

// ShardAttestationWire is a ShardAttestation on the wire (points in the
// blsagg encodings; the operator id is the hash of PubG1).
type ShardAttestationWire struct {
	PubG1 []byte              `json:"pub_g1"`
	PubG2 []byte              `json:"pub_g2"`
	Sig   []byte              `json:"sig"`
	Claim protocol.ShardClaim `json:"claim"`
}

// Attestation decodes the points (each checked on its curve and subgroup).
func (w ShardAttestationWire) Attestation() (*ShardAttestation, error) {
	a := &ShardAttestation{Claim: w.Claim}
	var err1, err2, err3 error
	a.PubG1, err1 = blsagg.ParseG1(w.PubG1)
	a.PubG2, err2 = blsagg.ParseG2(w.PubG2)
	a.Sig, err3 = blsagg.ParseG1(w.Sig)
	if err := errors.Join(err1, err2, err3); err != nil {
		return nil, fmt.Errorf("shard attestation: %w", err)
	}
	a.Operator = blsagg.IDOf(&a.PubG1)
	return a, nil
}

// ShardErrors are the refusals a shard worker names on the wire ("code"),
// so that a client over HTTP branches on them as one in process does.
var ShardErrors = map[string]error{
	"wrong_shard": ErrWrongShard, "shard_task": ErrShardTask, "step_order": ErrShardStepOrder,
	"boundary_mismatch": ErrBoundaryMismatch, "layer_root_mismatch": ErrLayerRootMismatch, "shard_result": ErrShardResult,
	"shard_link": ErrShardLink, "shard_chain": ErrShardChain, "residual_size": inference.ErrResidualSize,
}

func writeShard(rw http.ResponseWriter, v any, err error) {
	rw.Header().Set("Content-Type", "application/json")
	if err != nil {
		code := ""
		for c, e := range ShardErrors {
			if errors.Is(err, e) {
				code = c
			}
		}
		rw.WriteHeader(http.StatusUnprocessableEntity)
		_ = json.NewEncoder(rw).Encode(map[string]string{"error": err.Error(), "code": code})
		return
	}
	_ = json.NewEncoder(rw).Encode(v)
}

// openRange opens this shard's runner: an honest one, or one that tells
// cfg.Fault.
func (w *ShardWorker) openRange() (inference.ShardRunner, error) {
	cpu := inference.CPU{Workers: w.cfg.Workers}
	if w.cfg.Fault != nil {
		return cpu.OpenLyingRange(w.cfg.Model, w.Range(), *w.cfg.Fault)
	}
	return cpu.OpenRange(w.cfg.Model, w.Range())
}
