package systest

// A minimal load driver for the chaos run and the soak, until the loadgen
// package provides one.

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/deepcall/deepcall/inference"
)

// Offer is one distinct task offered to the router.
type Offer struct {
	Prompt     []int
	N          int
	Input      inference.Hash
	At         time.Time // first offered
	ID         string
	Accepted   bool
	AcceptedAt time.Time
	Tries      int
	Err        error // the last refusal or transport error
}

// Load offers distinct tasks to a router at a rate. A refused or
// unanswered offer is retried (the router deduplicates by input, so a
// retry never makes a second task) for at most RetryWithin.
type Load struct {
	RouterURL   string
	Rate        float64 // offers per second
	N           int     // tokens per task
	RetryWithin time.Duration

	mu     sync.Mutex
	offers []*Offer
	wg     sync.WaitGroup
}

// prompt k is BOS then two ids in [2, 512): distinct for k < 510².
func prompt(k int) []int { return []int{1, 2 + (k/510)%510, 2 + k%510} }

// Run offers tasks until ctx ends or d passes, then waits for the offers
// in flight (each bounded by RetryWithin).
func (l *Load) Run(ctx context.Context, d time.Duration) {
	every := time.Duration(float64(time.Second) / l.Rate)
	t := time.NewTicker(every)
	defer t.Stop()
	end := time.After(d)
	for k := 0; ; k++ {
		o := &Offer{Prompt: prompt(k), N: l.N, At: time.Now()}
		o.Input = inference.InputHash(o.Prompt, o.N)
		l.mu.Lock()
		l.offers = append(l.offers, o)
		l.mu.Unlock()
		l.wg.Add(1)
		go func() {
			defer l.wg.Done()
			l.offer(ctx, o)
		}()
		select {
		case <-ctx.Done():
			l.wg.Wait()
			return
		case <-end:
			l.wg.Wait()
			return
		case <-t.C:
		}
	}
}

// Offers returns a copy of every offer so far.
func (l *Load) Offers() []Offer {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := make([]Offer, len(l.offers))
	for i, o := range l.offers {
		out[i] = *o
	}
	return out
}

func (l *Load) offer(ctx context.Context, o *Offer) {
	body, _ := json.Marshal(map[string]any{"prompt": o.Prompt, "n": o.N})
	deadline := time.Now().Add(l.RetryWithin)
	client := &http.Client{Timeout: 10 * time.Second}
	for try := 1; ; try++ {
		id, wait, err := submit(ctx, client, l.RouterURL, body)
		l.mu.Lock()
		o.Tries, o.Err = try, err
		if err == nil {
			o.ID, o.Accepted, o.AcceptedAt = id, true, time.Now()
		}
		l.mu.Unlock()
		if err == nil || time.Now().Add(wait).After(deadline) {
			return
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(wait):
		}
	}
}

// submit posts one task; on refusal it returns how long to wait before
// the next try (the router's Retry-After, or 200 ms).
func submit(ctx context.Context, client *http.Client, url string, body []byte) (string, time.Duration, error) {
	wait := 200 * time.Millisecond
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url+"/v1/tasks", bytes.NewReader(body))
	if err != nil {
		return "", wait, err
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := client.Do(req)
	if err != nil {
		return "", wait, err
	}
	defer res.Body.Close()
	if s, err := strconv.Atoi(res.Header.Get("Retry-After")); err == nil && s > 0 {
		wait = time.Duration(s) * time.Second
	}
	if res.StatusCode != http.StatusAccepted && res.StatusCode != http.StatusOK {
		return "", wait, fmt.Errorf("POST /v1/tasks: %s", res.Status)
	}
	var task struct {
		ID string `json:"id"`
	}
	if err := json.NewDecoder(res.Body).Decode(&task); err != nil || task.ID == "" {
		return "", wait, fmt.Errorf("POST /v1/tasks: no task id (%v)", err)
	}
	return task.ID, 0, nil
}

// TaskStatus reads a task's status from the router ("" when unreachable).
func TaskStatus(ctx context.Context, url, id string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url+"/v1/tasks/"+id, nil)
	if err != nil {
		return "", err
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	var task struct {
		Status string `json:"status"`
		Error  *struct {
			Message string `json:"message"`
		} `json:"error"`
	}
	if err := json.NewDecoder(res.Body).Decode(&task); err != nil {
		return "", fmt.Errorf("GET /v1/tasks/%s: %s: %w", id, res.Status, err)
	}
	if task.Error != nil {
		return task.Status + ": " + task.Error.Message, nil
	}
	return task.Status, nil
}
