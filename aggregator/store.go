package aggregator

import (
	"cmp"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/cockroachdb/pebble/v2"
)

// Store persists jobs in a Pebble database: "j/<task id>" → JSON, and
// "o/<seq>" → task id for every unfinished job, so that a restart resumes
// them in arrival order. Every write is synced.
type Store struct {
	db *pebble.DB
}

// OpenStore opens (creating if needed) the job store in dir.
func OpenStore(dir string) (*Store, error) {
	db, err := pebble.Open(dir, &pebble.Options{Logger: quietLogger{}})
	if err != nil {
		return nil, fmt.Errorf("open job store %s: %w", dir, err)
	}
	return &Store{db: db}, nil
}

type quietLogger struct{}

func (quietLogger) Infof(string, ...any)      {}
func (quietLogger) Errorf(f string, a ...any) { pebble.DefaultLogger.Errorf(f, a...) }
func (quietLogger) Fatalf(f string, a ...any) { pebble.DefaultLogger.Fatalf(f, a...) }

// Close closes the database.
func (s *Store) Close() error { return s.db.Close() }

func jobKey(id string) []byte   { return []byte("j/" + id) }
func openKey(seq uint64) []byte { return fmt.Appendf(nil, "o/%020d", seq) }

// indexKey holds the next transition index to hand out.
var indexKey = []byte("m/next-index")

// Put writes a job (and its place among the unfinished ones).
func (s *Store) Put(j *Job) error { return s.PutMany([]*Job{j}, nil) }

// PutMany writes jobs and, when nextIndex is set, the index counter, in
// one synced batch: a round's jobs and the indices they took are durable
// together or not at all.
func (s *Store) PutMany(jobs []*Job, nextIndex *uint64) error {
	b := s.db.NewBatch()
	defer b.Close()
	for _, j := range jobs {
		js, err := json.Marshal(j)
		if err != nil {
			return err
		}
		_ = b.Set(jobKey(string(j.TaskID)), js, nil)
		if j.Status.Final() {
			_ = b.Delete(openKey(j.Seq), nil)
		} else {
			_ = b.Set(openKey(j.Seq), []byte(j.TaskID), nil)
		}
	}
	if nextIndex != nil {
		_ = b.Set(indexKey, binary.BigEndian.AppendUint64(nil, *nextIndex), nil)
	}
	if err := b.Commit(pebble.Sync); err != nil {
		return fmt.Errorf("store %d jobs: %w", len(jobs), err)
	}
	return nil
}

// NextIndex is the stored index counter (ok false when none was stored).
func (s *Store) NextIndex() (next uint64, ok bool, err error) {
	v, closer, err := s.db.Get(indexKey)
	if errors.Is(err, pebble.ErrNotFound) {
		return 0, false, nil
	}
	if err != nil {
		return 0, false, fmt.Errorf("read the index counter: %w", err)
	}
	defer closer.Close()
	if len(v) != 8 {
		return 0, false, fmt.Errorf("index counter of %d bytes", len(v))
	}
	return binary.BigEndian.Uint64(v), true, nil
}

// Get reads a job, or ErrNotFound.
func (s *Store) Get(id string) (*Job, error) {
	v, closer, err := s.db.Get(jobKey(id))
	if errors.Is(err, pebble.ErrNotFound) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("read job %s: %w", id, err)
	}
	defer closer.Close()
	var j Job
	if err := json.Unmarshal(v, &j); err != nil {
		return nil, fmt.Errorf("decode job %s: %w", id, err)
	}
	return &j, nil
}

// Unfinished returns every unfinished job in arrival order, and the highest
// sequence number ever stored (0 when none).
func (s *Store) Unfinished() ([]*Job, uint64, error) {
	it, err := s.db.NewIter(&pebble.IterOptions{LowerBound: []byte("o/"), UpperBound: []byte("o0")})
	if err != nil {
		return nil, 0, err
	}
	defer it.Close()
	var jobs []*Job
	for it.First(); it.Valid(); it.Next() {
		j, err := s.Get(string(it.Value()))
		if err != nil {
			return nil, 0, err
		}
		jobs = append(jobs, j)
	}
	slices.SortFunc(jobs, func(a, b *Job) int { return cmp.Compare(a.Seq, b.Seq) })
	maxSeq, err := s.maxSeq()
	return jobs, maxSeq, err
}

// maxSeq scans every job for the highest sequence number (restarts only).
func (s *Store) maxSeq() (uint64, error) {
	it, err := s.db.NewIter(&pebble.IterOptions{LowerBound: []byte("j/"), UpperBound: []byte("j0")})
	if err != nil {
		return 0, err
	}
	defer it.Close()
	var m uint64
	for it.First(); it.Valid(); it.Next() {
		var j struct {
			Seq uint64 `json:"seq"`
		}
		if json.Unmarshal(it.Value(), &j) == nil && j.Seq > m {
			m = j.Seq
		}
	}
	return m, nil
}
