// Package operator is the deepcall operator daemon's core: it takes tasks
// from the aggregator over HTTP, runs the consumer's canonical call (greedy
// generation on the integer transformer), builds the one-slot transition the
// call would make on chain, BLS-signs its digest and answers with the tokens,
// the result root, the transition and the signature.
//
// # API
//
//	POST /v1/tasks     TaskRequest → 200 TaskResponse (the same request always gets the same answer)
//	POST /v1/epochs/sign  EpochSign → 200 EpochSignature (the attestation mode's epoch co-signature)
//	POST /v1/batches   BatchRequest → 200 BatchResponse: up to 256 tasks at one reference block
//	POST /v1/shard/step, /v1/shard/sign  the operator's shard worker, when Config.Shard is set (ShardWorker.ShardHandler)
//	GET  /v1/operator  the operator's id, address and BLS public keys
//	GET  /v1/healthz   liveness, tasks cached, the engine in use
//	GET  /metrics      Prometheus metrics (when the daemon is built with a registry)
//
// Errors are {"error": {"code": …, "message": …}} with the codes in api.go.
//
// # Callers
//
// The endpoints that sign (tasks, batches, epochs/sign, shard/*) serve only
// requests signed by one of Config.Callers' ECDSA keys (package reqauth:
// headers Deepcall-Timestamp and Deepcall-Signature, a 60 s window);
// anything else is 401 and nothing is signed. A signed request can be
// replayed within the window: harmless, the endpoints are idempotent (a
// task id always gets the same answer). See docs/operators.md.
//
// # What is signed
//
// The aggregator assigns a task its transition index and reference block; the
// operator fills in everything else itself and refuses what it cannot vouch
// for: the chain id must be its own chain's (a signature for another chain
// is never produced), the manifest must be the model it runs, the consumer
// must be one Config.Game admitted with that model (admitted(consumer);
// 403 consumer_not_admitted), the reference block must be a block its node
// has seen, and old is the result slot's value at the reference block read
// from its own node, which must be empty (0 or REQUESTED) then and at the
// head: results are written once (409 slot_taken; already_landed when the
// slot holds this answer). new is protocol.ResultValue(root, tokens),
// which LLMConsumer.verifyAndUpdate recomputes from the tokens it is handed.
//
// # Batches
//
// A batch is up to protocol.MaxBatch tasks of one consumer at one reference
// block, each at its own index (LLMConsumer.verifyAndUpdateBatch lands them
// under one signature). Each item is answered as POST /v1/tasks would,
// signature included, or carries its own error; when every item was
// answered, the operator also signs protocol.BatchDigest of the item
// digests. The per-item signatures cost one more signing per item; they
// let the aggregator land the items the quorum agrees on one by one when
// it disagrees on another, without asking again.
//
// # Idempotency
//
// Tasks are keyed by id: the execution runs once per id (concurrent requests
// wait for it), and re-signing the cached result under another index or
// reference block is cheap. A request that reuses an id for another prompt,
// n or model is refused (code task_conflict).
//
// # Engines
//
// The native engine (inference.Engine on the CPU backend) is the default;
// the EVM simulation runs IQ16Engine.generate in an in-process EVM exactly as
// the consumer's canonical call would (contracts/sim); "both" runs the two
// and refuses to sign when they differ.
//
// The native engine batches: the tasks in flight (of every request, task or
// batch) share one inference.Decoder, driven by one goroutine that admits
// queued tasks between steps, earliest deadline then arrival first, while
// the batch holds fewer than BatchOptions.MaxBatch sequences and their KV
// caches fit BatchOptions.KVBudget (scheduler.go). A task whose cache alone
// exceeds the budget is refused as a bad request (ErrTooLarge). The answers
// are bit for bit those of one task at a time.
//
// # Faults
//
// For tests and drills a daemon can be made to misbehave ([Fault]): sign a
// wrong result from token k on, stop answering, or answer late.
package operator
