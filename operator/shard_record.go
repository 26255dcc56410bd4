package operator

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/cockroachdb/pebble/v2"

	"github.com/deepcall/deepcall/inference"
)

// ShardRecord is what a shard's operator keeps of an answer it signed, to
// defend its claim in a per-shard game (inference/SPEC.md §12). When a
// shard upstream lied, this shard ran on a residual and links that no
// full-model run reproduces: only what it was handed lets it re-run its own
// ops and open their inputs (bisection.NewShardTrace). Every list is per
// step p of the answer.
type ShardRecord struct {
	Shard  int                 `json:"shard"`
	Plan   inference.ShardPlan `json:"plan"`
	Prompt []int               `json:"prompt"`
	N      int                 `json:"n"`
	// Value is the signed transition's new value (the answer's result).
	Value inference.Hash `json:"value"`
	// Residuals are the residuals handed in, In the op-chain values handed
	// in with them and Prev their predecessors (none for the first shard).
	Residuals [][]int32        `json:"residuals"`
	In        []inference.Hash `json:"in"`
	Prev      []inference.Hash `json:"prev"`
	// Out are the shard's out values: what its claim's out boundary
	// commits to and a per-shard challenge of it names as its root.
	Out []inference.Hash `json:"out"`
	// Links are the answer's checkpoints link_p, Tokens its generated
	// tokens and LayerRoots every layer's KV root after each step, as the
	// shard checked them before it signed.
	Links      []inference.Hash   `json:"links"`
	Tokens     []int              `json:"tokens"`
	LayerRoots [][]inference.Hash `json:"layer_roots"`
}

// StepOf is the step whose out value is v (false: none): a per-shard
// challenge of this shard's claim disputes its out value at that step.
func (r *ShardRecord) StepOf(v inference.Hash) (int, bool) {
	for k, o := range r.Out {
		if o == v {
			return k, true
		}
	}
	return 0, false
}

// ShardRecords keeps a shard worker's records of the answers it signed, by
// input (ShardConfig.Records). A record must outlive its answer's challenge
// window: past it nothing can challenge the claim it defends.
type ShardRecords interface {
	Keep(input inference.Hash, r *ShardRecord) error
	Get(input inference.Hash) (*ShardRecord, bool, error)
}

// Signed is the record of the answer to input this worker signed last
// (false: none kept).
func (w *ShardWorker) Signed(input inference.Hash) (*ShardRecord, bool, error) {
	return w.cfg.Records.Get(input)
}

// memRecords keeps the last `max` records in memory: a process that
// restarts, or signs more answers than that within a challenge window,
// loses what it needs to defend them (DiskRecords does not).
type memRecords struct {
	mu    sync.Mutex
	max   int
	byIn  map[inference.Hash]*ShardRecord
	order []inference.Hash
}

func newMemRecords(max int) *memRecords {
	return &memRecords{max: max, byIn: map[inference.Hash]*ShardRecord{}}
}

func (m *memRecords) Keep(input inference.Hash, r *ShardRecord) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.byIn[input]; !ok {
		m.order = append(m.order, input)
	}
	m.byIn[input] = r
	for len(m.order) > m.max {
		delete(m.byIn, m.order[0])
		m.order = m.order[1:]
	}
	return nil
}

func (m *memRecords) Get(input inference.Hash) (*ShardRecord, bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	r, ok := m.byIn[input]
	return r, ok, nil
}

// DiskRecords keeps records in a Pebble database, each for the retention
// given to OpenDiskRecords after it is signed: "r/<input>" → JSON, and
// "t/<unix nanoseconds><input>" → nothing, the order Keep prunes them in.
// Every write is synced, so a restarted daemon still defends what it
// signed.
type DiskRecords struct {
	db     *pebble.DB
	retain time.Duration
	now    func() time.Time
}

// ErrRecordStore: the record database could not be read or written.
var ErrRecordStore = errors.New("operator: shard record store")

// OpenDiskRecords opens (creating if needed) the record store in dir; it
// keeps each record for retain (at least the challenge window of the
// answers it signs).
func OpenDiskRecords(dir string, retain time.Duration) (*DiskRecords, error) {
	db, err := pebble.Open(dir, &pebble.Options{Logger: quietPebble{}})
	if err != nil {
		return nil, fmt.Errorf("%w: open %s: %w", ErrRecordStore, dir, err)
	}
	return &DiskRecords{db: db, retain: retain, now: time.Now}, nil
}

type quietPebble struct{}

func (quietPebble) Infof(string, ...any)      {}
func (quietPebble) Errorf(f string, a ...any) { pebble.DefaultLogger.Errorf(f, a...) }
func (quietPebble) Fatalf(f string, a ...any) { pebble.DefaultLogger.Fatalf(f, a...) }

// Close closes the database.
func (d *DiskRecords) Close() error { return d.db.Close() }

func recordKey(input inference.Hash) []byte { return append([]byte("r/"), input[:]...) }

func timeKey(t time.Time, input inference.Hash) []byte {
	k := binary.BigEndian.AppendUint64([]byte("t/"), uint64(t.UnixNano()))
	return append(k, input[:]...)
}

// Keep writes r and drops the records kept longer than the retention.
func (d *DiskRecords) Keep(input inference.Hash, r *ShardRecord) error {
	js, err := json.Marshal(r)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrRecordStore, err)
	}
	now := d.now()
	b := d.db.NewBatch()
	defer b.Close()
	_ = b.Set(recordKey(input), js, nil)
	_ = b.Set(timeKey(now, input), nil, nil)
	if err := d.prune(b, now.Add(-d.retain)); err != nil {
		return err
	}
	if err := b.Commit(pebble.Sync); err != nil {
		return fmt.Errorf("%w: %w", ErrRecordStore, err)
	}
	return nil
}

// prune adds to b the deletion of every record kept before `before`.
func (d *DiskRecords) prune(b *pebble.Batch, before time.Time) error {
	it, err := d.db.NewIter(&pebble.IterOptions{LowerBound: []byte("t/"), UpperBound: timeKey(before, inference.Hash{})})
	if err != nil {
		return fmt.Errorf("%w: %w", ErrRecordStore, err)
	}
	defer it.Close()
	for ok := it.First(); ok; ok = it.Next() {
		k := it.Key()
		var input inference.Hash
		copy(input[:], k[len(k)-len(input):])
		_ = b.Delete(append([]byte(nil), k...), nil)
		_ = b.Delete(recordKey(input), nil)
	}
	return it.Error()
}

// Get reads the record of input.
func (d *DiskRecords) Get(input inference.Hash) (*ShardRecord, bool, error) {
	v, closer, err := d.db.Get(recordKey(input))
	if errors.Is(err, pebble.ErrNotFound) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, fmt.Errorf("%w: %w", ErrRecordStore, err)
	}
	defer closer.Close()
	r := &ShardRecord{}
	if err := json.Unmarshal(v, r); err != nil {
		return nil, false, fmt.Errorf("%w: record of %s: %w", ErrRecordStore, input, err)
	}
	return r, true, nil
}
