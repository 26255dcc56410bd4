//go:build js && wasm

package main

import (
	"context"
	"encoding/json"
	"syscall/js"
	"time"
)

// main registers globalThis.deepcallCheck(manifest, chunks, request) and
// stays alive for the page's calls. manifest is the manifest.json bytes, chunks
// an array of Uint8Array, request the JSON of a Request. It returns a Promise
// of {ok, report, loadMs, runMs} or {ok: false, code, error}: the work runs
// on its own goroutine, so the JavaScript caller is never blocked on Go.
func main() {
	js.Global().Set("deepcallCheck", js.FuncOf(check))
	select {}
}

func bytesOf(v js.Value) []byte {
	b := make([]byte, v.Get("length").Int())
	js.CopyBytesToGo(b, v)
	return b
}

func check(_ js.Value, args []js.Value) any {
	promise := js.Global().Get("Promise")
	return promise.New(js.FuncOf(func(_ js.Value, p []js.Value) any {
		resolve := p[0]
		go func() {
			resolve.Invoke(run(args))
		}()
		return nil
	}))
}

// run returns the JSON the page parses: a Go error never throws in JavaScript.
func run(args []js.Value) string {
	fail := func(err error) string {
		out, _ := json.Marshal(map[string]any{"ok": false, "code": Code(err), "error": err.Error()})
		return string(out)
	}
	if len(args) != 3 {
		return fail(ErrBadRequest)
	}
	var req Request
	if err := json.Unmarshal([]byte(args[2].String()), &req); err != nil {
		return fail(err)
	}
	t0 := time.Now()
	chunks := make([][]byte, args[1].Get("length").Int())
	for i := range chunks {
		chunks[i] = bytesOf(args[1].Index(i))
	}
	m, mf, err := Load(bytesOf(args[0]), req.Pinned, chunks)
	if err != nil {
		return fail(err)
	}
	t1 := time.Now()
	rep, err := Check(context.Background(), m, mf, req)
	if err != nil {
		return fail(err)
	}
	out, _ := json.Marshal(map[string]any{"ok": true, "report": rep,
		"loadMs": float64(t1.Sub(t0).Microseconds()) / 1e3, "runMs": float64(time.Since(t1).Microseconds()) / 1e3})
	return string(out)
}
