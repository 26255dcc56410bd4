package router

import (
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/gorilla/websocket"

	"github.com/deepcall/deepcall/api"
)

// Stream protocol (GET /v1/stream, WebSocket). The client subscribes with
// ?task=ID (repeatable) and/or frames {"subscribe": [ids]} and
// {"unsubscribe": [ids]}. The server answers each subscription with the
// task's current state and then sends every change, each task's in the order
// it happened (Task.Version strictly increases):
//
//	{"type": "task", "task": {…}}
//	{"type": "error", "error": {"code": …, "message": …, "field": …}}
type StreamMessage struct {
	Type  string    `json:"type"`
	Task  *api.Task `json:"task,omitempty"`
	Error *Error    `json:"error,omitempty"`
}

// StreamRequest is a client frame.
type StreamRequest struct {
	Subscribe   []string `json:"subscribe,omitempty"`
	Unsubscribe []string `json:"unsubscribe,omitempty"`
}

const (
	streamBuffer  = 256  // queued messages per connection before it counts as stuck
	streamMaxSubs = 1024 // subscriptions per connection
	writeWait     = 10 * time.Second
	pongWait      = 60 * time.Second
	pingEvery     = pongWait * 9 / 10
)

type hub struct {
	r        *Router
	upgrader websocket.Upgrader

	mu    sync.Mutex
	subs  map[string]map[*wsConn]struct{}
	conns map[*wsConn]struct{}
}

type wsConn struct {
	c    *websocket.Conn
	send chan StreamMessage
	done chan struct{}

	mu     sync.Mutex // guards last, closed
	last   map[string]int64
	closed bool
}

func newHub(r *Router) *hub {
	h := &hub{r: r, subs: map[string]map[*wsConn]struct{}{}, conns: map[*wsConn]struct{}{}}
	h.upgrader = websocket.Upgrader{
		ReadBufferSize:  4096,
		WriteBufferSize: 4096,
		CheckOrigin:     h.checkOrigin,
	}
	return h
}

// checkOrigin admits clients without an Origin (not browsers), same-origin
// pages and the configured origins.
func (h *hub) checkOrigin(req *http.Request) bool {
	origin := req.Header.Get("Origin")
	if origin == "" {
		return true
	}
	u, err := url.Parse(origin)
	if err == nil && strings.EqualFold(u.Host, req.Host) {
		return true
	}
	return h.r.originAllowed(origin)
}

func (h *hub) count() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.conns)
}

func (h *hub) serve(w http.ResponseWriter, req *http.Request) {
	if h.r.closing.Load() {
		writeError(w, apiErr(http.StatusServiceUnavailable, CodeShuttingDown, "", "the router is shutting down"))
		return
	}
	if !websocket.IsWebSocketUpgrade(req) {
		writeError(w, apiErr(http.StatusBadRequest, CodeBadWebSocketFrame, "", "this endpoint speaks WebSocket only"))
		return
	}
	c, err := h.upgrader.Upgrade(w, req, nil) // writes its own error response
	if err != nil {
		return
	}
	wc := &wsConn{c: c, send: make(chan StreamMessage, streamBuffer), done: make(chan struct{}), last: map[string]int64{}}
	h.mu.Lock()
	h.conns[wc] = struct{}{}
	h.mu.Unlock()
	go h.writer(wc)
	for _, id := range req.URL.Query()["task"] {
		h.subscribe(wc, id)
	}
	h.reader(wc)
}

func (h *hub) reader(wc *wsConn) {
	defer h.drop(wc)
	wc.c.SetReadLimit(64 << 10)
	_ = wc.c.SetReadDeadline(time.Now().Add(pongWait))
	wc.c.SetPongHandler(func(string) error { return wc.c.SetReadDeadline(time.Now().Add(pongWait)) })
	for {
		_, data, err := wc.c.ReadMessage()
		if err != nil {
			return
		}
		_ = wc.c.SetReadDeadline(time.Now().Add(pongWait))
		var m StreamRequest
		if err := json.Unmarshal(data, &m); err != nil || (m.Subscribe == nil && m.Unsubscribe == nil) {
			wc.enqueue(StreamMessage{Type: "error", Error: apiErr(0, CodeBadWebSocketFrame, "",
				`a frame is {"subscribe": [ids]} or {"unsubscribe": [ids]}`)})
			continue
		}
		for _, id := range m.Unsubscribe {
			h.unsubscribe(wc, id)
		}
		for _, id := range m.Subscribe {
			h.subscribe(wc, id)
		}
	}
}

func (h *hub) writer(wc *wsConn) {
	ping := time.NewTicker(pingEvery)
	defer ping.Stop()
	defer wc.c.Close()
	for {
		select {
		case m := <-wc.send:
			_ = wc.c.SetWriteDeadline(time.Now().Add(writeWait))
			if err := wc.c.WriteJSON(m); err != nil {
				h.drop(wc)
				return
			}
		case <-ping.C:
			_ = wc.c.SetWriteDeadline(time.Now().Add(writeWait))
			if err := wc.c.WriteMessage(websocket.PingMessage, nil); err != nil {
				h.drop(wc)
				return
			}
		case <-wc.done:
			// Flush what is queued, then say goodbye.
			for {
				select {
				case m := <-wc.send:
					_ = wc.c.SetWriteDeadline(time.Now().Add(writeWait))
					if wc.c.WriteJSON(m) != nil {
						return
					}
					continue
				default:
				}
				break
			}
			_ = wc.c.WriteControl(websocket.CloseMessage,
				websocket.FormatCloseMessage(websocket.CloseGoingAway, "router closing"), time.Now().Add(time.Second))
			return
		}
	}
}

func (h *hub) subscribe(wc *wsConn, id string) {
	if _, err := api.ParseTaskID(id); err != nil {
		wc.enqueue(StreamMessage{Type: "error", Error: apiErr(0, CodeInvalidID, id, "%v", err)})
		return
	}
	h.mu.Lock()
	wc.mu.Lock()
	n := len(wc.last)
	_, already := wc.last[id]
	if !already && n >= streamMaxSubs {
		wc.mu.Unlock()
		h.mu.Unlock()
		wc.enqueue(StreamMessage{Type: "error", Error: apiErr(0, CodeBadWebSocketFrame, id, "at most %d subscriptions per stream", streamMaxSubs)})
		return
	}
	if !already {
		wc.last[id] = 0
	}
	wc.mu.Unlock()
	if h.subs[id] == nil {
		h.subs[id] = map[*wsConn]struct{}{}
	}
	h.subs[id][wc] = struct{}{}
	h.mu.Unlock()

	// The snapshot is read after registering: a change racing with it is
	// either already in the snapshot or published after it, and enqueue
	// drops anything not newer than what was sent.
	t, err := h.r.Get(id)
	if errors.Is(err, ErrNotFound) {
		h.unsubscribe(wc, id)
		wc.enqueue(StreamMessage{Type: "error", Error: apiErr(0, CodeNotFound, id, "no task %s", id)})
		return
	}
	if err != nil {
		wc.enqueue(StreamMessage{Type: "error", Error: apiErr(0, CodeInternal, id, "the task store failed")})
		return
	}
	wc.enqueueTask(t)
}

func (h *hub) unsubscribe(wc *wsConn, id string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if s := h.subs[id]; s != nil {
		delete(s, wc)
		if len(s) == 0 {
			delete(h.subs, id)
		}
	}
	wc.mu.Lock()
	delete(wc.last, id)
	wc.mu.Unlock()
}

// publish sends a task change to its subscribers. It never blocks: a
// connection that cannot keep up is closed (its client can reconnect and
// resubscribe to get the current state).
func (h *hub) publish(t Task) {
	h.mu.Lock()
	var to []*wsConn
	for wc := range h.subs[t.ID] {
		to = append(to, wc)
	}
	h.mu.Unlock()
	for _, wc := range to {
		wc.enqueueTask(t)
	}
}

func (wc *wsConn) enqueueTask(t Task) {
	wc.mu.Lock()
	defer wc.mu.Unlock()
	last, subscribed := wc.last[t.ID]
	if wc.closed || !subscribed || t.Version <= last {
		return
	}
	wc.last[t.ID] = t.Version
	c := t.API()
	wc.pushLocked(StreamMessage{Type: "task", Task: &c})
}

func (wc *wsConn) enqueue(m StreamMessage) {
	wc.mu.Lock()
	defer wc.mu.Unlock()
	if !wc.closed {
		wc.pushLocked(m)
	}
}

func (wc *wsConn) pushLocked(m StreamMessage) {
	select {
	case wc.send <- m:
	default:
		wc.closed = true
		close(wc.done)
	}
}

// drop forgets a connection and stops its writer.
func (h *hub) drop(wc *wsConn) {
	h.mu.Lock()
	delete(h.conns, wc)
	wc.mu.Lock()
	ids := make([]string, 0, len(wc.last))
	for id := range wc.last {
		ids = append(ids, id)
	}
	wc.mu.Unlock()
	for _, id := range ids {
		if s := h.subs[id]; s != nil {
			delete(s, wc)
			if len(s) == 0 {
				delete(h.subs, id)
			}
		}
	}
	h.mu.Unlock()
	wc.mu.Lock()
	if !wc.closed {
		wc.closed = true
		close(wc.done)
	}
	wc.mu.Unlock()
}

func (h *hub) closeAll() {
	h.mu.Lock()
	var all []*wsConn
	for wc := range h.conns {
		all = append(all, wc)
	}
	h.mu.Unlock()
	for _, wc := range all {
		h.drop(wc)
	}
}
