// Package aggregator lands deepcall results on chain. It takes tasks (over
// HTTP from the router's quorum dispatcher, or Submit), gives each a
// transition index, fans them out to the operators in rounds (package
// operator's API), verifies every signature as it arrives, and once the
// signers of one result hold the consumer's stake threshold it builds the
// QuorumSignature and submits LLMConsumer.verifyAndUpdateBatch (or
// verifyAndUpdate for a job signed alone).
//
// # Indices, rounds and batches
//
// Transition indices are nonces the consumer takes once each, in any order
// (a bitmap of used indices, IndexUsed). The aggregator hands them out from
// its own counter, stored in the same write as the jobs that take them, so
// nothing orders landings and nothing waits behind a slow or failing job:
// each job fails alone after MaxRounds failed rounds or reverted landings.
//
// Queued jobs are signed in rounds, oldest first, up to MaxBatch a round
// and Rounds rounds at once. A round starts when MaxBatch jobs are queued or
// the oldest has waited BatchWait (100ms): a lone job is then signed alone
// (POST /v1/tasks, landed by verifyAndUpdate) rather than wait longer for
// company; under load rounds fill up to MaxBatch (POST /v1/batches,
// landed by verifyAndUpdateBatch: one BLS check for the batch digest, the
// Merkle root of the items' transition digests). Every item of a batch
// shares the round's reference block (head − 1 when it starts).
//
// Operators answer a batch with a signature over each item's transition as
// well as one over the batch digest. When the quorum agrees on every item,
// the batch signature lands them all; when it does not (an operator computed
// another result for an item, or could not answer one), the items are
// aggregated one by one from the per-item signatures of the same answers,
// each item with a quorum lands alone, and the others go back to the queue
// — no second round for the items the quorum agreed on.
//
// # Signatures
//
// The operator set at a reference block is read from the OperatorRegistry
// (apkIndexAt, apkEntryAt, stakeAt; keys and proofs of possession from the
// registerOperator calls of the OperatorRegistered logs) and must add up to
// the registry's apk and total stake. Answers are grouped by the digest of
// the transition they sign; answers that arrive together are verified in one
// batch (blsagg.Aggregator.AddBatch). An answer is rejected — and its
// operator named in the job (Job.Rejected), the log and the
// deepcall_aggregator_rejections_total metric — for an invalid signature, a
// transition other than the assigned one (another chain, consumer, index,
// slot or reference block), a new value that is not resultValue(root,
// tokens), or, once another result reached the threshold, for having signed
// that other result. Only an aggregate that blsagg verified, over a result
// whose signers hold the threshold, is ever submitted.
//
// # Submission and restarts
//
// One goroutine (Run) sends each signed landing as soon as it is ready,
// without waiting for receipts, through a txmgr.Queue over the
// aggregator's one txmgr.Manager (Config.Sender: the epochs and the answer
// proofs send from the same key through it, and their nonces interleave).
// Gas is estimated first, so a landing that would revert is never sent: its
// jobs are signed again (at new indices), counting as a failure only when
// the chain did not simply move (IndexUsed, StaleOldValue, a stale
// reference block). Fees are txmgr's rule. Each block, the receipts of the
// transactions in flight are read: an Updated event finishes its job, a
// Skipped item (a batch lands its other items) or a reverted transaction
// sends its jobs back to the queue unless their slot already holds a
// result. The queue replaces a transaction not mined within ReceiptTimeout
// at its nonce with bumped fees (the replacements are kept: any of them may
// be mined), broadcasts an unmined one again every ResendEvery (a node that
// restarted lost its pool), and reports one whose nonce another transaction
// took, whose jobs are then checked and signed again.
//
// Every step that matters is written to the Store (Pebble, synced) before
// it is acted on: the indices a round takes, the signed transaction before
// it is sent, the outcome. Writes take turns, but readers (GET, long polls)
// never wait on the disk. Signature counts during a round are kept in
// memory only. A restarted aggregator puts every stored transaction back
// in flight (same nonce, same hash: it cannot land twice) and its receipt
// settles it; every other unfinished job is signed again at a new index,
// which cannot land an input twice either: its transition names the slot's
// old value, which a landing changes.
//
// # Sharded committees
//
// With Config.Shards the committee splits the model by layer ranges
// (inference/SPEC.md §12): each round takes one job, a ShardCoordinator
// drives it step by step through the shards' workers (the operator
// daemons' /v1/shard/ API), every shard signs its own claim, and the job
// lands with verifyAndUpdateSharded, the threshold held per shard over the
// stakes at the reference block. An operator that answers for another
// range, disagrees with its shard or signs badly is dropped and named in
// the job's rejections; a shard left below its threshold fails the round
// as any round fails. The job keeps under "sharded" what each shard signed
// (api.Sharded), for a challenger's per-shard challenge.
//
// # Drawn committees
//
// A job whose request names a committee (Request.Committee: the operator
// ids TaskMarket drew for a paid task, in draw order) is signed in a round
// of its own by its members alone. Before anyone is asked, the consumer's
// market (LLMConsumer.market) must hold that committee for the task:
// drawn[keccak256(abi.encode(input, deadline))] ==
// keccak256(abi.encodePacked(members)). A draw not fixed yet puts the job
// off (RetryEvery, doubling up to 16×) until it is; another committee, no
// market, or a draw nobody can fix any more fails the job. The members'
// operator APIs are found among Operators by the id each daemon serves (GET
// /v1/operator); the round reaches the threshold when its signers hold the
// consumer's fraction of the members' stake at the reference block, and the
// answer lands with verifyAndUpdateCommittee (the signers' keys ascending,
// listed in Job.Signers: the landing record's CommitteeSignatory). Answers
// are checked and rejected as in any round.
//
// # API
//
//	POST /v1/jobs        {"task_id", "prompt", "n", "model"?, "committee"?} → 202 Job (new) or 200 Job (same task id again)
//	GET  /v1/jobs/{id}   Job; ?after=VERSION&wait=DURATION long-polls until the version passes VERSION
//	GET  /v1/healthz     consumer, threshold, operators, pending jobs
//	GET  /metrics        Prometheus (when served)
package aggregator
