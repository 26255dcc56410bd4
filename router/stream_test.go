package router

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/gorilla/websocket"
)

func dial(t *testing.T, h *harness, query string) *websocket.Conn {
	t.Helper()
	url := "ws" + strings.TrimPrefix(h.srv.URL, "http") + "/v1/stream" + query
	c, resp, err := websocket.DefaultDialer.Dial(url, nil)
	if err != nil {
		t.Fatalf("dial: %v (%v)", err, resp)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

func read(t *testing.T, c *websocket.Conn) StreamMessage {
	t.Helper()
	_ = c.SetReadDeadline(time.Now().Add(10 * time.Second))
	var m StreamMessage
	if err := c.ReadJSON(&m); err != nil {
		t.Fatalf("read: %v", err)
	}
	return m
}

// TestStreamOrder follows a task through a quorum-like dispatcher's
// progress and checks every change arrives, in order.
func TestStreamOrder(t *testing.T) {
	gate := newGated()
	h := start(t, t.TempDir(), gate, nil)
	a := h.submit([]int{1, 2}, 3)
	h.await(a.ID, StatusExecuting)
	c := dial(t, h, "")
	if err := c.WriteJSON(StreamRequest{Subscribe: []string{a.ID}}); err != nil {
		t.Fatal(err)
	}
	if m := read(t, c); m.Type != "task" || string(m.Task.ID) != a.ID || m.Task.Status != StatusExecuting {
		t.Fatalf("snapshot: %+v", m)
	}
	var steps []Progress
	for k := 1; k <= 3; k++ {
		steps = append(steps, Progress{Status: StatusSigned, Signatures: &Signatures{Signed: k, Quorum: 4}})
	}
	steps = append(steps, Progress{Status: StatusSubmitted})
	gate.release(a.ID, steps)
	var got []string
	last := int64(2)
	for len(got) == 0 || !strings.HasPrefix(got[len(got)-1], "landed") {
		m := read(t, c)
		if m.Type != "task" || m.Task.Version != last+1 {
			t.Fatalf("message %+v after version %d", m, last)
		}
		last = m.Task.Version
		s := string(m.Task.Status)
		if m.Task.Signatures != nil && m.Task.Status == StatusSigned {
			s += fmt.Sprintf(" %d/%d", m.Task.Signatures.Signed, m.Task.Signatures.Quorum)
		}
		got = append(got, s)
	}
	if want := "signed 1/4,signed 2/4,signed 3/4,submitted,landed"; strings.Join(got, ",") != want {
		t.Fatalf("updates %s, want %s", strings.Join(got, ","), want)
	}
	if task := h.task(a.ID); task.Result == nil || task.Result.Block != 42 {
		t.Fatalf("final %+v", task)
	}
}

// TestStreamLocal subscribes by query before the task runs on the engine.
func TestStreamLocal(t *testing.T) {
	gate := newGated()
	h := start(t, t.TempDir(), gate, func(c *Config) { c.Workers = 1 })
	blocker := h.submit([]int{1, 3}, 2) // holds the only worker
	h.await(blocker.ID, StatusExecuting)
	a := h.submit([]int{1, 4}, 2)
	c := dial(t, h, "?task="+a.ID+"&task="+strings.Repeat("0", 32)+"&task=bad!")
	var statuses []Status
	var errs []string
	for len(statuses) < 3 {
		m := read(t, c)
		switch m.Type {
		case "task":
			statuses = append(statuses, m.Task.Status)
			if len(statuses) == 1 {
				gate.release(blocker.ID, nil)
				gate.release(a.ID, nil)
			}
		case "error":
			errs = append(errs, m.Error.Code+" "+m.Error.Field)
		}
	}
	if fmt.Sprint(statuses) != "[queued executing done]" {
		t.Fatalf("statuses %v", statuses)
	}
	_ = c.WriteJSON(map[string]any{"hello": 1})
	for len(errs) < 3 {
		errs = append(errs, read(t, c).Error.Code)
	}
	if strings.Join(errs, ",") != "not_found 00000000000000000000000000000000,invalid_id bad!,bad_message" {
		t.Fatalf("errors %q", errs)
	}
	// Shutdown closes the stream.
	h.stop()
	_ = c.SetReadDeadline(time.Now().Add(5 * time.Second))
	if _, _, err := c.ReadMessage(); !websocket.IsCloseError(err, websocket.CloseGoingAway) {
		t.Fatalf("after shutdown: %v", err)
	}
}
