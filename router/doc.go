// Package router is deepcall's front door: it takes prompt token ids over
// HTTP, validates them against the model, persists every accepted task and
// hands it to operators through a Dispatcher, then reports progress by
// polling (GET /v1/tasks/{id}) or over a WebSocket (/v1/stream).
//
// # API
//
//	POST /v1/tasks        {"prompt": [ids], "n": N, "model": "0x…"} → 202 (new) or 200 (dedup hit);
//	                      "prompt": "text" for a model that pins a tokenizer (text.go)
//	GET  /v1/tasks/{id}   the task: status, signatures k of n, result tokens/root/tx when known
//	GET  /v1/tasks?input=0x… {"tasks": [...]}: every task whose (prompt, n) hash to the input
//	                      hash a landed result carries, so a challenger can recompute it
//	GET  /v1/healthz      liveness, models served, queue depth
//	GET  /v1/stream       WebSocket: {"subscribe": [ids]} → {"type": "task", "task": {…}} per change
//	GET  /v1/openapi.yaml the OpenAPI 3 description (openapi.yaml beside this file)
//
// The bodies are package api's (api.Task, api.TaskList, api.Error); Go
// clients call the router through api.RouterClient. Errors are one JSON
// shape, {"error": {"code", "message", "field"}}, with the codes listed in
// errors.go and the spec. A task id is api.ParseTaskID's form; the router
// issues 32 lowercase hex digits.
//
// # Lifecycle
//
// A task is queued when accepted, executing while a dispatcher runs it, and
// ends done (computed locally), landed (on-chain) or failed; a quorum
// dispatcher also reports signed (k of n) and submitted in between. Every
// transition is written to the store before it is published, and a task that
// is still unfinished TTL after its creation fails with code "expired".
// Within the TTL the same (model, prompt, n) returns the existing task: the
// dedup key is the manifest hash with inference.InputHash.
//
// On start the router re-dispatches every queued or executing task it finds
// in the store. A result is recorded only while the task is unfinished, so a
// task completes exactly once even when a crash makes it run again (the
// engine is deterministic, so a second run computes the same result).
//
// # Store
//
// Tasks are kept in Pebble (github.com/cockroachdb/pebble/v2, the exact
// version go-ethereum already pins in this module). It was chosen over bbolt
// because it adds no new module to the build, because a synced write is one
// WAL append rather than a copy-on-write B+tree page rewrite with two fsyncs
// (the router writes on every transition of every task, many in flight), and
// because it is the engine the rest of the stack already runs in production.
// The router only sees the small Store interface, so another engine can be
// swapped in.
package router
