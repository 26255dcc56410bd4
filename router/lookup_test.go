package router

import (
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/inference"
)

func findTasks(t *testing.T, h *harness, query string) (*http.Response, []byte, []api.Task) {
	t.Helper()
	resp, b := h.get("/v1/tasks" + query)
	if resp.StatusCode != http.StatusOK {
		return resp, b, nil
	}
	var list TaskList
	if err := json.Unmarshal(b, &list); err != nil {
		t.Fatalf("%s: %v", b, err)
	}
	return resp, b, list.Tasks
}

// GET /v1/tasks?input= finds a task by the hash a landed result carries (an
// empty list where none has it), and refuses every other query with a
// structured error.
func TestFindByInput(t *testing.T) {
	dir := t.TempDir()
	h := start(t, dir, localDispatcher(t), nil)
	task := h.submit([]int{1, 5, 9}, 3)
	other := h.submit([]int{1, 6}, 2)
	if done := h.await(task.ID, ""); done.Status != StatusDone {
		t.Fatalf("task %+v", done)
	}
	input := inference.InputHash([]int{1, 5, 9}, 3)
	if task.InputHash != input {
		t.Fatalf("task input %s, want %s", task.InputHash, input)
	}
	hexHash := strings.TrimPrefix(input.String(), "0x")
	for _, c := range []struct {
		name, query string
		status      int
		code, field string
		want        string // the one task id expected on 200
	}{
		{"found", "?input=" + input.String(), 200, "", "", task.ID},
		{"upper-case digits", "?input=0x" + strings.ToUpper(hexHash), 200, "", "", task.ID},
		{"the other task", "?input=" + other.InputHash.String(), 200, "", "", other.ID},
		{"unknown: an empty list", "?input=" + inference.InputHash([]int{2}, 1).String(), 200, "", "", ""},
		{"no query", "", 400, CodeBadRequest, "input", ""},
		{"empty", "?input=", 400, CodeBadRequest, "input", ""},
		{"no 0x", "?input=" + hexHash + "00", 400, CodeBadRequest, "input", ""},
		{"short", "?input=0x" + hexHash[:62], 400, CodeBadRequest, "input", ""},
		{"long", "?input=" + input.String() + "0", 400, CodeBadRequest, "input", ""},
		{"not hex", "?input=0x" + hexHash[:63] + "g", 400, CodeBadRequest, "input", ""},
		{"upper 0X", "?input=0X" + hexHash, 400, CodeBadRequest, "input", ""},
		{"twice", "?input=" + input.String() + "&input=" + input.String(), 400, CodeBadRequest, "input", ""},
		{"other parameter", "?input=" + input.String() + "&status=done", 400, CodeBadRequest, "status", ""},
		{"bad escape", "?input=%zz", 400, CodeBadRequest, "", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			resp, b, tasks := findTasks(t, h, c.query)
			if c.status != 200 {
				checkError(t, resp, b, c.status, c.code, c.field)
				return
			}
			if c.want == "" && (tasks == nil || len(tasks) != 0) || c.want != "" && (len(tasks) != 1 || string(tasks[0].ID) != c.want) {
				t.Fatalf("got %s, want task %q", b, c.want)
			}
		})
	}

	// The answer carries what a challenger needs: the request and the result.
	_, _, tasks := findTasks(t, h, "?input="+input.String())
	got := tasks[0]
	w := want(t, []int{1, 5, 9}, 3)
	if !slices.Equal(got.Prompt, []int{1, 5, 9}) || got.N != 3 || got.Model != task.Model || got.Status != StatusDone ||
		got.Result == nil || got.Result.Root == nil || *got.Result.Root != w.Root || !slices.Equal(got.Result.Tokens, w.Tokens) {
		t.Fatalf("found %+v", got)
	}

	// The index is in the store: it answers the same after a restart.
	h.stop()
	h2 := start(t, dir, localDispatcher(t), nil)
	_, b, tasks := findTasks(t, h2, "?input="+input.String())
	if len(tasks) != 1 || string(tasks[0].ID) != task.ID || tasks[0].Result == nil {
		t.Fatalf("after restart: %s", b)
	}
}

// Every task of an input is listed, oldest first, whatever its model; a
// database written before the index existed is indexed when opened.
func TestStoreByInput(t *testing.T) {
	dir := t.TempDir()
	st, err := OpenPebble(dir)
	if err != nil {
		t.Fatal(err)
	}
	input := inference.InputHash([]int{1, 2}, 4)
	t0 := time.Unix(1_700_000_000, 0)
	mk := func(id string, model byte, in inference.Hash, at time.Duration) Task {
		return Task{ID: id, Status: StatusQueued, Model: inference.Hash{model}, InputHash: in,
			Prompt: []int{1, 2}, N: 4, Created: t0.Add(at), Updated: t0.Add(at), Expires: t0.Add(time.Hour)}
	}
	tasks := []Task{
		mk(strings.Repeat("b", 32), 1, input, 2*time.Second),
		mk(strings.Repeat("a", 32), 2, input, time.Second),
		mk(strings.Repeat("c", 32), 1, inference.InputHash([]int{1, 2}, 5), 0),
	}
	for _, task := range tasks {
		if err := st.Create(task, dedupKey(task.Model, task.InputHash)); err != nil {
			t.Fatal(err)
		}
	}
	check := func(st *PebbleStore, in inference.Hash, want ...string) {
		t.Helper()
		ids, err := st.ByInput(in)
		if err != nil || !slices.Equal(ids, want) {
			t.Fatalf("ByInput(%s) = %v, %v; want %v", in, ids, err, want)
		}
	}
	check(st, input, tasks[1].ID, tasks[0].ID)
	check(st, tasks[2].InputHash, tasks[2].ID)
	check(st, inference.Hash{})

	// Simulate a database from before the index: drop its keys and marker.
	b := st.db.NewBatch()
	_ = b.DeleteRange([]byte(prefixInput), []byte("i0"), nil)
	_ = b.Delete([]byte(markerInput), nil)
	if err := st.write(b); err != nil {
		t.Fatal(err)
	}
	check(st, input)
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	st, err = OpenPebble(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	check(st, input, tasks[1].ID, tasks[0].ID)
	check(st, tasks[2].InputHash, tasks[2].ID)
}

// FuzzParseInputQuery: the query parser never panics, every rejection is a
// documented 400, and an accepted query names exactly the hash it parsed.
func FuzzParseInputQuery(f *testing.F) {
	h := inference.InputHash([]int{1, 2, 3}, 4).String()
	for _, s := range []string{
		"input=" + h, "input=" + strings.ToUpper(h[2:]), "input=0x" + strings.ToUpper(h[2:]),
		"", "input=", "input=0x", "input=" + h + "&input=" + h, "input=" + h + "&x=1",
		"input=%zz", "input=" + h[:65], "input=" + h + "0", "x=" + h, "input=0x" + strings.Repeat("g", 64),
		"input=" + strings.Replace(h, "0x", "%30x", 1), ";", "input=" + h + ";",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		got, e := ParseInputQuery(raw)
		if e != nil {
			if got != (inference.Hash{}) || e.Status != http.StatusBadRequest || e.Code != CodeBadRequest || e.Message == "" || !slices.Contains(AllCodes, e.Code) {
				t.Fatalf("bad rejection of %q: %+v", raw, e)
			}
			return
		}
		again, e := ParseInputQuery("input=" + got.String())
		if e != nil || again != got {
			t.Fatalf("%q parsed to %s, which parses to %s, %v", raw, got, again, e)
		}
		if !strings.Contains(strings.ToLower(raw), strings.TrimPrefix(got.String(), "0x")) && !strings.Contains(raw, "%") {
			t.Fatalf("%q parsed to %s, which it does not spell", raw, got)
		}
	})
}
