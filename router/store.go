package router

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/cockroachdb/pebble/v2"

	"github.com/deepcall/deepcall/inference"
)

// ErrNotFound is returned by a Store for an id or key it does not hold.
var ErrNotFound = errors.New("router: not found")

// Store persists tasks. Every method is safe for concurrent use, and a method
// that returns nil has made its write durable: an accepted task survives a
// crash right after Create returns.
type Store interface {
	// Create stores a new task and points its dedup key at it.
	Create(t Task, key DedupKey) error
	// Update overwrites a stored task.
	Update(t Task) error
	// Get returns the task with this id, or ErrNotFound.
	Get(id string) (Task, error)
	// Lookup returns the id the dedup key points at, or ErrNotFound.
	Lookup(key DedupKey) (string, error)
	// ByInput returns the ids of every task whose input hash is input,
	// oldest first; none is not an error.
	ByInput(input inference.Hash) ([]string, error)
	// Unfinished returns every task whose status is not final, oldest first.
	Unfinished() ([]Task, error)
	Close() error
}

// Pebble keys. Tasks are JSON under "t/<id>"; "o/<created ns><id>" lists the
// unfinished ones so a restart reads only those; "d/<model><input hash>"
// maps a dedup key to the newest task id; "i/<input hash><created ns><id>"
// lists every task of an input hash, across models and TTLs, so a landed
// result (which names only its input hash) leads back to its prompt.
// "m/input-index" marks a database whose "i/" keys are complete.
const (
	prefixTask  = "t/"
	prefixOpen  = "o/"
	prefixDup   = "d/"
	prefixInput = "i/"
	markerInput = "m/input-index"
)

// PebbleStore is the Store on a Pebble database in one folder.
type PebbleStore struct {
	db *pebble.DB
}

// OpenPebble opens (creating if needed) the store in dir.
func OpenPebble(dir string) (*PebbleStore, error) {
	db, err := pebble.Open(dir, &pebble.Options{Logger: quietLogger{}})
	if err != nil {
		return nil, fmt.Errorf("open task store %s: %w", dir, err)
	}
	s := &PebbleStore{db: db}
	if err := s.indexInputs(); err != nil {
		_ = db.Close()
		return nil, fmt.Errorf("open task store %s: %w", dir, err)
	}
	return s, nil
}

// indexInputs writes the input-hash keys of a database created before they
// existed, once: tasks stored since then carry theirs from Create.
func (s *PebbleStore) indexInputs() error {
	if _, err := s.get([]byte(markerInput)); err == nil {
		return nil
	} else if !errors.Is(err, ErrNotFound) {
		return err
	}
	it, err := s.db.NewIter(&pebble.IterOptions{LowerBound: []byte(prefixTask), UpperBound: []byte("t0")})
	if err != nil {
		return err
	}
	b := s.db.NewBatch()
	for ok := it.First(); ok; ok = it.Next() {
		var t Task
		if err := json.Unmarshal(it.Value(), &t); err != nil {
			_ = it.Close()
			_ = b.Close()
			return fmt.Errorf("task %s: corrupt record: %w", it.Key()[len(prefixTask):], err)
		}
		_ = b.Set(inputKey(&t), nil, nil)
	}
	if err := errors.Join(it.Error(), it.Close()); err != nil {
		_ = b.Close()
		return err
	}
	_ = b.Set([]byte(markerInput), nil, nil)
	return s.write(b)
}

type quietLogger struct{}

func (quietLogger) Infof(string, ...any)      {}
func (quietLogger) Errorf(f string, a ...any) { pebble.DefaultLogger.Errorf(f, a...) }
func (quietLogger) Fatalf(f string, a ...any) { pebble.DefaultLogger.Fatalf(f, a...) }
func taskKey(id string) []byte                { return []byte(prefixTask + id) }
func dupKey(k DedupKey) []byte                { return append([]byte(prefixDup), k[:]...) }
func openKey(t *Task) []byte {
	return fmt.Appendf(nil, "%s%020d%s", prefixOpen, t.Created.UnixNano(), t.ID)
}
func inputKey(t *Task) []byte {
	k := append([]byte(prefixInput), t.InputHash[:]...)
	return fmt.Appendf(k, "%020d%s", t.Created.UnixNano(), t.ID)
}
func (s *PebbleStore) Close() error                { return s.db.Close() }
func (s *PebbleStore) write(b *pebble.Batch) error { defer b.Close(); return b.Commit(pebble.Sync) }

// Create implements Store.
func (s *PebbleStore) Create(t Task, key DedupKey) error {
	js, err := json.Marshal(&t)
	if err != nil {
		return err
	}
	b := s.db.NewBatch()
	_ = b.Set(taskKey(t.ID), js, nil)
	_ = b.Set(dupKey(key), []byte(t.ID), nil)
	_ = b.Set(inputKey(&t), nil, nil)
	if !t.Status.Final() {
		_ = b.Set(openKey(&t), nil, nil)
	}
	return s.write(b)
}

// Update implements Store.
func (s *PebbleStore) Update(t Task) error {
	js, err := json.Marshal(&t)
	if err != nil {
		return err
	}
	b := s.db.NewBatch()
	_ = b.Set(taskKey(t.ID), js, nil)
	if t.Status.Final() {
		_ = b.Delete(openKey(&t), nil)
	} else {
		_ = b.Set(openKey(&t), nil, nil)
	}
	return s.write(b)
}

func (s *PebbleStore) get(key []byte) ([]byte, error) {
	v, c, err := s.db.Get(key)
	if errors.Is(err, pebble.ErrNotFound) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	defer c.Close()
	return append([]byte(nil), v...), nil
}

// Get implements Store.
func (s *PebbleStore) Get(id string) (Task, error) {
	var t Task
	js, err := s.get(taskKey(id))
	if err != nil {
		return t, err
	}
	if err := json.Unmarshal(js, &t); err != nil {
		return t, fmt.Errorf("task %s: corrupt record: %w", id, err)
	}
	return t, nil
}

// Lookup implements Store.
func (s *PebbleStore) Lookup(key DedupKey) (string, error) {
	id, err := s.get(dupKey(key))
	return string(id), err
}

// ByInput implements Store.
func (s *PebbleStore) ByInput(input inference.Hash) ([]string, error) {
	lo := append([]byte(prefixInput), input[:]...)
	hi := append([]byte(nil), lo...)
	hi = append(hi, 0xff) // after every "<20 digits><id>" suffix
	it, err := s.db.NewIter(&pebble.IterOptions{LowerBound: lo, UpperBound: hi})
	if err != nil {
		return nil, err
	}
	var ids []string
	for ok := it.First(); ok; ok = it.Next() {
		ids = append(ids, string(it.Key()[len(lo)+20:]))
	}
	return ids, errors.Join(it.Error(), it.Close())
}

// Unfinished implements Store.
func (s *PebbleStore) Unfinished() ([]Task, error) {
	it, err := s.db.NewIter(&pebble.IterOptions{LowerBound: []byte(prefixOpen), UpperBound: []byte("o0")})
	if err != nil {
		return nil, err
	}
	var ids []string
	for ok := it.First(); ok; ok = it.Next() {
		k := it.Key()
		ids = append(ids, string(k[len(prefixOpen)+20:]))
	}
	if err := errors.Join(it.Error(), it.Close()); err != nil {
		return nil, err
	}
	out := make([]Task, 0, len(ids))
	for _, id := range ids {
		t, err := s.Get(id)
		if err != nil {
			return nil, err
		}
		if !t.Status.Final() {
			out = append(out, t)
		}
	}
	return out, nil
}

var _ io.Closer = (*PebbleStore)(nil)
