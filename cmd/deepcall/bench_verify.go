package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"time"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/aggregator"
	"github.com/deepcall/deepcall/aggregator/simchain"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/internal/cli"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/protocol"
)

// verifyReport is `deepcall bench verify --json`: the gas of one
// LLMConsumer.verifyAndUpdateHinted — the call the aggregator submits —
// landing a real result, signed by N − M of N registered operators, on an
// in-process go-ethereum chain (Osaka).
type verifyReport struct {
	Metrics struct {
		// VerifyAndUpdateGas, the headline, is the gas the call executes:
		// receipt gasUsed − intrinsic gas (21,000 + calldata). It is the gas
		// of the consumer's own frame, what the forge test
		// test_gas_verifyAndUpdate_100ops_10nonSigners logs as executed.
		VerifyAndUpdateGas uint64 `json:"verify_and_update_gas"`
		// FreshWordGas is the same landing at the first index of a
		// used-index bitmap word (index 0): 17,100 more (a zero-to-nonzero
		// SSTORE instead of nonzero-to-nonzero), once every 256 indices.
		FreshWordGas uint64 `json:"verify_and_update_gas_fresh_bitmap_word"`
		// ReceiptGas is the whole transaction's gas (receipt.gasUsed).
		ReceiptGas    uint64 `json:"receipt_gas_used"`
		IntrinsicGas  uint64 `json:"intrinsic_gas"`
		CalldataBytes int    `json:"calldata_bytes"`
		// HashToG1Tries is how many x the digest's hash to G1 tries (one
		// hint word each, and one more).
		HashToG1Tries int     `json:"hash_to_g1_tries"`
		AggregateMS   float64 `json:"aggregate_ms"` // batch verification and aggregation of the signatures
		// Batched (with --batch N): verifyAndUpdateBatch landing N answers
		// signed as one batch digest, after the single landings above (so
		// the used-index bitmap word is already nonzero, as in steady state),
		// each answer's input requested first (LLMConsumer.request, by
		// another account): its result slot holds protocol.Requested, and the
		// answer's write is nonzero-to-nonzero.
		Batched *batchedReport `json:"batched,omitempty"`
		// BatchedUnrequested is the same batch over inputs nobody requested:
		// each answer creates its result slot (zero-to-nonzero).
		BatchedUnrequested *batchedReport `json:"batched_unrequested,omitempty"`
		// GasPerTaskBatched is Batched.ExecutedGas / N: executed gas per
		// requested answer, as verify_and_update_gas is for one (intrinsic
		// excluded; the request's own transaction is request_gas).
		GasPerTaskBatched uint64 `json:"gas_per_task_batched,omitempty"`
		// GasPerTaskBatchedUnrequested is BatchedUnrequested.ExecutedGas / N.
		GasPerTaskBatchedUnrequested uint64 `json:"gas_per_task_batched_unrequested,omitempty"`
		// GasPerTaskBatchedWithIntrinsic is Batched's whole receipt / N
		// (21,000 and the batch's calldata shared by its answers).
		GasPerTaskBatchedWithIntrinsic uint64 `json:"gas_per_task_batched_with_intrinsic,omitempty"`
		// RequestGas is the requester's transaction, LLMConsumer.request of
		// the batch's first input (a 2-id prompt): its receipt gasUsed,
		// 21,000 and calldata included.
		RequestGas uint64 `json:"request_gas,omitempty"`
		// GasPerTaskWithRequest is everything a requested answer costs, both
		// transactions whole: (Batched's receipt + the N requests' receipts) / N.
		GasPerTaskWithRequest uint64 `json:"gas_per_task_with_request,omitempty"`
	} `json:"metrics"`
	Inputs struct {
		Operators  int    `json:"operators"`
		NonSigners int    `json:"nonsigners"`
		Batch      int    `json:"batch,omitempty"`
		Tokens     int    `json:"tokens"`
		Threshold  string `json:"threshold"`
		Manifest   string `json:"manifest"`
		Chain      string `json:"chain"`
	} `json:"inputs"`
}

// batchedReport is a batched landing of `bench verify --batch N`, and its
// breakdown. Every figure is measured from receipts on the chain; the split
// into shared and per-answer gas is the straight line through two batches,
// one of a single answer and one of N (each answer its own slot, requested
// or not as the report says, the bitmap word warm after the first item of
// each).
type batchedReport struct {
	Answers       int    `json:"answers"`
	Requested     bool   `json:"requested"` // each input requested before its answer landed
	ReceiptGas    uint64 `json:"receipt_gas_used"`
	IntrinsicGas  uint64 `json:"intrinsic_gas"`
	ExecutedGas   uint64 `json:"executed_gas"` // receipt − intrinsic
	CalldataBytes int    `json:"calldata_bytes"`
	HashToG1Tries int    `json:"hash_to_g1_tries"`
	// RequestsGas is the N requests' receipts together (0 unrequested).
	RequestsGas uint64 `json:"requests_gas,omitempty"`
	// OneAnswerExecutedGas: verifyAndUpdateBatch of a single answer.
	OneAnswerExecutedGas uint64 `json:"one_answer_executed_gas"`
	// PerAnswerGas = (executed(N) − executed(1)) / (N − 1): what each further
	// answer adds; SharedGas = executed(1) − PerAnswerGas: the BLS check,
	// the bitmap word, the call's frame.
	PerAnswerGas int64 `json:"per_answer_gas"`
	SharedGas    int64 `json:"shared_gas"`
	// Of PerAnswerGas, the parts fixed by the EVM's prices: the result slot
	// (cold SLOAD 2,100, then the SSTORE: 2,900 over a requested slot's
	// nonzero marker, 20,000 creating an unrequested one) and the Updated
	// log (375 + 3 topics × 375 + 8 a data byte).
	ResultSlotGas uint64 `json:"result_slot_gas"`
	UpdatedLogGas uint64 `json:"updated_log_gas"`
	// BatchFor30k is the smallest batch whose executed gas per answer the
	// fit puts at or under 30,000 (0: none, the per-answer gas alone is
	// over): an extrapolation from the two measured batches.
	BatchFor30k int `json:"batch_for_30k_extrapolated"`
}

func benchVerify(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("bench verify", "bench verify [--operators N] [--nonsigners M] [--tokens T] [--batch K] [--json] [--manifest DIR] [--out FILE]", stderr)
	asJSON := fs.Bool("json", false, "print the report as JSON: verify_and_update_gas is the gas verifyAndUpdateHinted executes,\n"+
		"receipt_gas_used − intrinsic_gas (21000 + calldata), the consumer frame's gas that the forge test logs as executed")
	operators := fs.Int("operators", 100, "registered operators")
	nonSigners := fs.Int("nonsigners", 10, "operators that do not sign (they stay registered)")
	tokens := fs.Int("tokens", 32, "generated tokens of the landed result (calldata and event size)")
	batch := fs.Int("batch", 0, "also land K answers with one verifyAndUpdateBatch (1 to 256; 0: only the single landings), twice:\n"+
		"over K inputs requested first (LLMConsumer.request): gas_per_task_batched (executed gas / K), request_gas (one requester's\n"+
		"transaction, receipt gasUsed) and gas_per_task_with_request (batch receipt + K request receipts, / K); and over K\n"+
		"unrequested inputs: gas_per_task_batched_unrequested; each with its breakdown (batched, batched_unrequested)")
	manifest := fs.String("manifest", filepath.Join("testdata", "manifests", "stories260K"), "manifest folder the engine is deployed for")
	outFile := fs.String("out", "", "also write the JSON report to this file")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	if *operators < 1 || *operators > 400 {
		return fmt.Errorf("%w: --operators %d: 1 to 400", errUsage, *operators)
	}
	if *nonSigners < 0 || *nonSigners >= *operators {
		return fmt.Errorf("%w: --nonsigners %d: 0 to operators-1", errUsage, *nonSigners)
	}
	if *batch < 0 || *batch > protocol.MaxBatch {
		return fmt.Errorf("%w: --batch %d: 0 to %d", errUsage, *batch, protocol.MaxBatch)
	}
	m, mf, err := inference.LoadDir(*manifest)
	if err != nil {
		return err
	}
	if *tokens < 1 || *tokens > mf.Config.SeqLen {
		return fmt.Errorf("%w: --tokens %d: 1 to %d", errUsage, *tokens, mf.Config.SeqLen)
	}
	chain, err := simchain.Start(ctx, simchain.Options{Operators: *operators, Model: sim.NewModel(mf, m.EncodeBlob())})
	if err != nil {
		return err
	}
	defer chain.Close()
	reader, err := aggregator.NewChain(ctx, chain.Client, chain.Consumer)
	if err != nil {
		return err
	}
	c := reader.Consumer()
	head, err := reader.Head(ctx)
	if err != nil {
		return err
	}
	// The reference block must be in the past of the block that executes the
	// call; eth_estimateGas and eth_call run in the context of the head itself.
	ref := head - 1
	qs, err := reader.OperatorSet(ctx, ref)
	if err != nil {
		return err
	}
	// landOne lands the answer to prompt at index through verifyAndUpdateHinted.
	landOne := func(prompt []int, index uint64) (rcpt *types.Receipt, data []byte, digest [32]byte, aggMS float64, err error) {
		res, err := operator.NewNative(m, mf, 0).Execute(ctx, prompt, *tokens)
		if err != nil {
			return nil, nil, digest, 0, err
		}
		input := inference.InputHash(prompt, *tokens)
		t := protocol.Transition{ChainID: c.ChainID, Consumer: c.Address, Index: index, Manifest: c.Manifest, Input: input,
			Slot: protocol.ResultSlot(input), New: protocol.ResultValue(res.Root, res.Tokens), ReferenceBlock: ref}
		digest = t.Digest()
		start := time.Now()
		agg, err := blsagg.NewAggregator(qs.Set, digest, c.Threshold)
		if err != nil {
			return nil, nil, digest, 0, err
		}
		h := blsagg.HashToG1(digest)
		var atts []blsagg.Attestation
		for _, op := range chain.Operators[*nonSigners:] {
			atts = append(atts, blsagg.Attestation{Operator: op.ID, Digest: digest, Sig: blsagg.SignHashed(op.BLS, &h)})
		}
		if err := errors.Join(agg.AddBatch(atts)...); err != nil {
			return nil, nil, digest, 0, err
		}
		a, err := agg.Aggregate()
		if err != nil {
			return nil, nil, digest, 0, fmt.Errorf("%d of %d operators: %w", len(atts), *operators, err)
		}
		aggMS = float64(time.Since(start).Microseconds()) / 1000
		if data, err = aggregator.Calldata(t, a, qs, res.Root, res.Tokens); err != nil {
			return nil, nil, digest, 0, err
		}
		if rcpt, err = chain.Transact(ctx, simchain.AccountKey(0), chain.Consumer, data); err != nil {
			return nil, nil, digest, 0, fmt.Errorf("verifyAndUpdate: %w", err)
		}
		return rcpt, data, digest, aggMS, nil
	}
	// Index 0 is the first of its used-index bitmap word (a zero-to-nonzero
	// SSTORE, once in 256 indices); index 1 finds the word in use, as every
	// other landing does: the headline.
	fresh, freshData, _, _, err := landOne([]int{mf.Config.BOS}, 0)
	if err != nil {
		return err
	}
	freshIntrinsic, err := chargedIntrinsic(freshData, fresh.GasUsed)
	if err != nil {
		return err
	}
	rcpt, data, digest, aggMS, err := landOne([]int{mf.Config.BOS, 2}, 1)
	if err != nil {
		return err
	}
	intrinsic, err := chargedIntrinsic(data, rcpt.GasUsed)
	if err != nil {
		return err
	}
	var rep verifyReport
	rep.Metrics.ReceiptGas = rcpt.GasUsed
	rep.Metrics.IntrinsicGas = intrinsic
	rep.Metrics.FreshWordGas = fresh.GasUsed - freshIntrinsic
	rep.Metrics.VerifyAndUpdateGas = rcpt.GasUsed - intrinsic
	rep.Metrics.HashToG1Tries = len(blsagg.HashToG1Hints(digest)) - 1
	rep.Metrics.CalldataBytes = len(data)
	rep.Metrics.AggregateMS = aggMS
	rep.Inputs.Operators, rep.Inputs.NonSigners, rep.Inputs.Tokens = *operators, *nonSigners, *tokens
	rep.Inputs.Threshold = c.Threshold.String()
	if *batch > 0 {
		rep.Inputs.Batch = *batch
		lander := &batchLander{chain: chain, c: c, qs: qs, m: m, mf: mf, nonSigners: *nonSigners, tokens: *tokens, next: 2}
		requested, err := lander.series(ctx, *batch, true)
		if err != nil {
			return err
		}
		unrequested, err := lander.series(ctx, *batch, false)
		if err != nil {
			return err
		}
		rep.Metrics.Batched, rep.Metrics.BatchedUnrequested = requested, unrequested
		rep.Metrics.GasPerTaskBatched = requested.ExecutedGas / uint64(*batch)
		rep.Metrics.GasPerTaskBatchedUnrequested = unrequested.ExecutedGas / uint64(*batch)
		rep.Metrics.GasPerTaskBatchedWithIntrinsic = requested.ReceiptGas / uint64(*batch)
		rep.Metrics.RequestGas = lander.firstRequestGas
		rep.Metrics.GasPerTaskWithRequest = (requested.ReceiptGas + requested.RequestsGas) / uint64(*batch)
	}
	rep.Inputs.Manifest = mf.Hash.String()
	rep.Inputs.Chain = "go-ethereum simulated backend, Osaka (contracts/sim.ChainConfig), equal stakes"
	return writeReport(&rep, *asJSON, *outFile, stdout, func() {
		fmt.Fprintf(stdout, "verifyAndUpdate: %d gas executed (receipt %d − intrinsic %d), %d operators, %d non-signers, %d tokens, %d hash-to-G1 tries\n",
			rep.Metrics.VerifyAndUpdateGas, rep.Metrics.ReceiptGas, intrinsic, *operators, *nonSigners, *tokens, rep.Metrics.HashToG1Tries)
		if b := rep.Metrics.Batched; b != nil {
			fmt.Fprintf(stdout, "verifyAndUpdateBatch(%d), requested inputs: %d gas executed (receipt %d − intrinsic %d): %d per answer executed, %d with intrinsic; per answer %d + shared %d (one answer alone %d)\n",
				b.Answers, b.ExecutedGas, b.ReceiptGas, b.IntrinsicGas, rep.Metrics.GasPerTaskBatched, rep.Metrics.GasPerTaskBatchedWithIntrinsic,
				b.PerAnswerGas, b.SharedGas, b.OneAnswerExecutedGas)
			fmt.Fprintf(stdout, "request: %d gas (the requester's transaction); per answer with its request, both transactions whole: %d\n",
				rep.Metrics.RequestGas, rep.Metrics.GasPerTaskWithRequest)
		}
		if b := rep.Metrics.BatchedUnrequested; b != nil {
			fmt.Fprintf(stdout, "verifyAndUpdateBatch(%d), unrequested inputs: %d gas executed: %d per answer executed; per answer %d + shared %d\n",
				b.Answers, b.ExecutedGas, rep.Metrics.GasPerTaskBatchedUnrequested, b.PerAnswerGas, b.SharedGas)
		}
	})
}

// chargedIntrinsic is the intrinsic gas a receipt of gasUsed charged for
// data: max(base + calldata, EIP-7623 floor); the floor only binds when
// execution is small, so what execution used is the receipt minus base +
// calldata unless the floor was charged.
func chargedIntrinsic(data []byte, gasUsed uint64) (uint64, error) {
	intrinsic, err := sim.IntrinsicGas(data)
	if err != nil {
		return 0, err
	}
	base, err := sim.BaseIntrinsicGas(data)
	if err != nil {
		return 0, err
	}
	if gasUsed > intrinsic {
		intrinsic = base
	}
	return intrinsic, nil
}

// batchLander lands batches of real answers (prompts [BOS, 2+i], fresh
// inputs and indices) signed by all but the first nonSigners operators,
// their inputs requested first (from another account) or not.
type batchLander struct {
	chain      *simchain.Chain
	c          aggregator.Consumer
	qs         *aggregator.QuorumSet
	m          *inference.Model
	mf         *inference.Manifest
	nonSigners int
	tokens     int
	next       uint64 // the next index (and prompt) to use
	// firstRequestGas is the receipt of the first request sent.
	firstRequestGas uint64
}

// series lands a batch of one answer, then one of k (k > 1), and returns the
// second with the fit through both.
func (l *batchLander) series(ctx context.Context, k int, requested bool) (*batchedReport, error) {
	one, err := l.land(ctx, 1, requested)
	if err != nil {
		return nil, err
	}
	b := one
	if k > 1 {
		if b, err = l.land(ctx, k, requested); err != nil {
			return nil, err
		}
		b.PerAnswerGas = (int64(b.ExecutedGas) - int64(one.ExecutedGas)) / int64(k-1)
		b.SharedGas = int64(one.ExecutedGas) - b.PerAnswerGas
		for n := 1; n <= protocol.MaxBatch && b.PerAnswerGas < 30000; n++ {
			if b.SharedGas+int64(n)*b.PerAnswerGas <= int64(n)*30000 {
				b.BatchFor30k = n
				break
			}
		}
	}
	b.OneAnswerExecutedGas = one.ExecutedGas
	b.ResultSlotGas = 2100 + 20000
	if requested {
		b.ResultSlotGas = 2100 + 2900
	}
	b.UpdatedLogGas = 375 + 3*375 + 8*uint64(96+(4*l.tokens+31)/32*32)
	return b, nil
}

func (l *batchLander) land(ctx context.Context, k int, requested bool) (*batchedReport, error) {
	ts := make([]protocol.Transition, k)
	roots := make([]inference.Hash, k)
	answers := make([][]int, k)
	digests := make([][32]byte, k)
	eng := operator.NewNative(l.m, l.mf, 0)
	var requestsGas uint64
	for i := range ts {
		prompt := []int{l.mf.Config.BOS, 2 + int(l.next)%(l.mf.Config.Vocab-2)}
		res, err := eng.Execute(ctx, prompt, l.tokens)
		if err != nil {
			return nil, err
		}
		input := inference.InputHash(prompt, l.tokens)
		var old inference.Hash
		if requested {
			// another account asks for the input first, in a block of its own
			rq, err := l.chain.Transact(ctx, simchain.AccountKey(1), l.chain.Consumer, aggregator.RequestCalldata(prompt, l.tokens))
			if err != nil {
				return nil, fmt.Errorf("request: %w", err)
			}
			if l.firstRequestGas == 0 {
				l.firstRequestGas = rq.GasUsed
			}
			requestsGas += rq.GasUsed
			old = protocol.Requested
		}
		ts[i] = protocol.Transition{ChainID: l.c.ChainID, Consumer: l.c.Address, Index: l.next, Manifest: l.c.Manifest, Input: input,
			Slot: protocol.ResultSlot(input), Old: old, New: protocol.ResultValue(res.Root, res.Tokens)}
		roots[i], answers[i] = res.Root, res.Tokens
		l.next++
	}
	// The reference block: the head's parent once the requests are mined (the
	// apk history entry of qs is the current one, in force at any block since).
	head, err := l.chain.Client.BlockNumber(ctx)
	if err != nil {
		return nil, err
	}
	for i := range ts {
		ts[i].ReferenceBlock = head - 1
		digests[i] = ts[i].Digest()
	}
	digest, err := protocol.BatchDigest(digests)
	if err != nil {
		return nil, err
	}
	agg, err := blsagg.NewAggregator(l.qs.Set, digest, l.c.Threshold)
	if err != nil {
		return nil, err
	}
	h := blsagg.HashToG1(digest)
	var atts []blsagg.Attestation
	for _, op := range l.chain.Operators[l.nonSigners:] {
		atts = append(atts, blsagg.Attestation{Operator: op.ID, Digest: digest, Sig: blsagg.SignHashed(op.BLS, &h)})
	}
	if err := errors.Join(agg.AddBatch(atts)...); err != nil {
		return nil, err
	}
	a, err := agg.Aggregate()
	if err != nil {
		return nil, err
	}
	data, err := aggregator.BatchCalldata(ts, a, l.qs, roots, answers)
	if err != nil {
		return nil, err
	}
	rcpt, err := l.chain.Transact(ctx, simchain.AccountKey(0), l.chain.Consumer, data)
	if err != nil {
		return nil, fmt.Errorf("verifyAndUpdateBatch(%d): %w", k, err)
	}
	updated := 0
	for _, lg := range rcpt.Logs {
		if len(lg.Topics) > 0 && lg.Topics[0] == updatedTopic {
			updated++
		}
	}
	if updated != k {
		return nil, fmt.Errorf("verifyAndUpdateBatch(%d): %d answers landed", k, updated)
	}
	intrinsic, err := chargedIntrinsic(data, rcpt.GasUsed)
	if err != nil {
		return nil, err
	}
	return &batchedReport{Answers: k, Requested: requested, ReceiptGas: rcpt.GasUsed, IntrinsicGas: intrinsic, ExecutedGas: rcpt.GasUsed - intrinsic,
		CalldataBytes: len(data), HashToG1Tries: len(blsagg.HashToG1Hints(digest)) - 1, RequestsGas: requestsGas}, nil
}

// updatedTopic is LLMConsumer's Updated event id.
var updatedTopic = bindings.NewLLMConsumer().GetABI().Events["Updated"].ID
