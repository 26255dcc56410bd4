package router

import (
	"context"
	"math"
	"time"
)

// expire fails an unfinished task whose TTL has passed and stops its dispatch.
func (r *Router) expire(id string) {
	var stop context.CancelFunc
	_, changed, err := r.change(id, func(t *Task) bool {
		r.mu.Lock()
		if e := r.active[id]; e != nil {
			stop = e.cancel
		}
		r.mu.Unlock()
		t.Status = StatusFailed
		t.Error = apiErr(0, CodeExpired, "", "unfinished %s after it was accepted", r.cfg.TTL)
		return true
	})
	if err != nil {
		r.log.Error("expire task", "id", id, "err", err)
		return
	}
	if changed {
		if stop != nil {
			stop()
		}
		r.log.Info("task expired", "id", id)
	}
}

func (r *Router) sweep() {
	defer r.sweeper.Done()
	tick := time.NewTicker(r.cfg.SweepEvery)
	defer tick.Stop()
	lastAt, lastDone := r.cfg.Now(), r.finished.Load()
	for {
		select {
		case <-r.stopSweep:
			return
		case <-tick.C:
		}
		now := r.cfg.Now()
		if dt := now.Sub(lastAt); dt >= time.Second {
			done := r.finished.Load()
			r.observeDrain(float64(done-lastDone) / dt.Seconds())
			lastAt, lastDone = now, done
		}
		var due []string
		r.mu.Lock()
		for id, e := range r.active {
			if !now.Before(e.task.Expires) {
				due = append(due, id)
			}
		}
		r.mu.Unlock()
		for _, id := range due {
			r.expire(id)
		}
		r.lim.sweep()
	}
}

// observeDrain folds one measurement of finished tasks per second into the
// moving average behind the 429 hint.
func (r *Router) observeDrain(rate float64) {
	old := math.Float64frombits(r.drainRate.Load())
	r.drainRate.Store(math.Float64bits(0.7*old + 0.3*rate))
}

// drainWait is the Retry-After hint when excess tasks must finish before
// a new one fits: excess over the recent finishing rate, 1 s to 60 s (2 s
// while nothing has finished yet).
func (r *Router) drainWait(excess int) time.Duration {
	rate := math.Float64frombits(r.drainRate.Load())
	if rate < 0.01 {
		return 2 * time.Second
	}
	d := time.Duration(float64(excess) / rate * float64(time.Second))
	return min(max(d, time.Second), time.Minute).Round(time.Second)
}
