// Package aggregator lands deepcall results on chain. It takes tasks (over
// HTTP from the router's quorum dispatcher, or Submit), gives each its place
// in the consumer's sequence of transitions, fans it out to the operators
// (package operator's API), verifies every signature as it arrives, and once
// the signers of one result hold the consumer's stake threshold it builds
// the QuorumSignature and submits LLMConsumer.verifyAndUpdate.
//
// # Sequence
//
// Each transition index lands once, in any order (the consumer keeps a
// bitmap of used indices; see DeepcallConsumer). This aggregator still lands
// in index order from the lowest unused index (Chain.NextIndex). Jobs keep
// their arrival order: the first Window unfinished
// jobs are signed at indices next, next+1, … (operators compute in
// parallel), and the first one is landed as soon as it is signed. When a job
// fails, the ones behind it move down one index and are signed again (the
// operators keep their executions by task id, so re-signing is cheap).
// Reference blocks are the head minus one when a round starts and are
// renewed before they leave the registry's window.
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
// One goroutine (Run) owns the sender's nonce. Gas is estimated first, so a
// transition that would revert is never sent (the job is re-planned or
// signed again); fees are EIP-1559 (tip as suggested, cap twice the base
// fee plus the tip) and a transaction not mined within ReceiptTimeout is
// replaced at the same nonce with fees 30% higher. Every step is written to
// the Store (Pebble) before it is acted on — the signed transaction before
// it is sent — so a restarted aggregator resumes each unfinished job: a
// result already in the consumer's slot is recorded as landed (never sent
// again), a stored transaction is re-broadcast as is (same nonce, same
// hash), a stored aggregate for the current index is re-verified and
// submitted, anything else is signed again.
//
// # API
//
//	POST /v1/jobs        {"task_id", "prompt", "n", "model"?} → 202 Job (new) or 200 Job (same task id again)
//	GET  /v1/jobs/{id}   Job; ?after=VERSION&wait=DURATION long-polls until the version passes VERSION
//	GET  /v1/healthz     consumer, threshold, operators, pending jobs
//	GET  /metrics        Prometheus (when served)
package aggregator
