package systest

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/deepcall/deepcall/inference"
)

// Watcher follows the consumer's Updated events block range by block
// range, remembering when each input was first seen landed.
type Watcher struct {
	Client   *ethclient.Client
	Consumer common.Address

	mu    sync.Mutex
	next  uint64
	all   []Landing
	first map[inference.Hash]time.Time
}

// Poll reads the events since the last poll.
func (w *Watcher) Poll(ctx context.Context) error {
	w.mu.Lock()
	from := w.next
	w.mu.Unlock()
	ls, next, err := LandingsFrom(ctx, w.Client, w.Consumer, from)
	if err != nil {
		return err
	}
	now := time.Now()
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.first == nil {
		w.first = map[inference.Hash]time.Time{}
	}
	w.all = append(w.all, ls...)
	for _, l := range ls {
		if _, ok := w.first[l.Input]; !ok {
			w.first[l.Input] = now
		}
	}
	w.next = next
	return nil
}

// Landings is every event read so far.
func (w *Watcher) Landings() []Landing {
	w.mu.Lock()
	defer w.mu.Unlock()
	return append([]Landing(nil), w.all...)
}

// FirstSeen is when an input was first seen landed.
func (w *Watcher) FirstSeen(in inference.Hash) (time.Time, bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	t, ok := w.first[in]
	return t, ok
}

// Follow polls every period until ctx ends.
func (w *Watcher) Follow(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		_ = w.Poll(ctx) // a failed poll is retried on the next tick
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// WaitLanded polls until every input has landed or within passes; it
// returns the inputs still missing.
func (w *Watcher) WaitLanded(ctx context.Context, inputs []inference.Hash, every, within time.Duration) ([]inference.Hash, error) {
	ctx, cancel := context.WithTimeout(ctx, within)
	defer cancel()
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		err := w.Poll(ctx)
		var missing []inference.Hash
		for _, in := range inputs {
			if _, ok := w.FirstSeen(in); !ok {
				missing = append(missing, in)
			}
		}
		if len(missing) == 0 {
			return nil, nil
		}
		select {
		case <-ctx.Done():
			return missing, fmt.Errorf("%d of %d not landed within %s (last poll: %v)", len(missing), len(inputs), within, err)
		case <-t.C:
		}
	}
}
