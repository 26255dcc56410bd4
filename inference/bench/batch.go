package bench

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"time"

	"github.com/deepcall/deepcall/inference"
)

// BatchReport is the JSON of `deepcall bench engine --batch B,...`.
type BatchReport struct {
	Metrics []BatchMetrics `json:"metrics"` // one per batch size, in the order asked
	Inputs  EngineInputs   `json:"inputs"`
	Notes   string         `json:"notes"`
}

// BatchMetrics are one batch size's figures.
type BatchMetrics struct {
	Batch                 int       `json:"batch"`
	TokensPerS            float64   `json:"tokens_per_s"`     // median over rounds, all sequences together
	SpeedupToFirst        float64   `json:"speedup_to_first"` // tokens_per_s over the first batch size's, same rounds
	StreamBoundTokensPerS float64   `json:"stream_bound_tokens_per_s"`
	RatioToBound          float64   `json:"ratio_to_bound"` // tokens_per_s over batch × the one-pass-a-step bound
	RoundTokensPerS       []float64 `json:"round_tokens_per_s"`
	// Mismatches, with a backend other than the CPU, counts the tokens and
	// checkpoint links of this size's sequences, every round, that differ
	// from the CPU engine's on the same prompts.
	Mismatches *int `json:"mismatches,omitempty"`
}

const batchNotes = "Each round decodes, for every batch size B in turn, B sequences together on one " +
	"inference.Decoder (one-token prompts of different tokens, then `tokens` greedy tokens each, " +
	"with every checkpoint link and KV root computed), so the sizes see the same machine; " +
	"tokens_per_s is the median over rounds of generated tokens (all sequences) per second of " +
	"decoding. stream_bound_tokens_per_s = B × stream_gb_per_s / weight_bytes: a step reads every " +
	"weight once whatever B, so the bound grows with B until the arithmetic, not the memory, " +
	"decides. ratio_to_bound = tokens_per_s / stream_bound_tokens_per_s. " + otherBackendNotes

// BatchOptions configures Batch; zero values select EngineOptions' defaults.
type BatchOptions struct {
	EngineOptions
	Batches []int // batch sizes; nil: 1, 4, 16
}

// Batch measures batched decoding: aggregate tokens/s at each batch size,
// in interleaved rounds, against the weight-streaming bound.
func Batch(ctx context.Context, opts BatchOptions) (*BatchReport, error) {
	cfg, seed, workers := opts.resolve()
	tokens, rounds := orDefault(opts.Tokens, 64), orDefault(opts.Rounds, 3)
	batches := opts.Batches
	if len(batches) == 0 {
		batches = []int{1, 4, 16}
	}
	for _, b := range batches {
		if b < 1 {
			return nil, fmt.Errorf("batch size %d: want at least 1", b)
		}
	}
	m, err := opts.model(cfg, seed)
	if err != nil {
		return nil, err
	}
	c := m.Config
	tokens = min(tokens, c.SeqLen)
	segs := weightSegments(m)
	var wbytes int64
	for _, s := range segs {
		wbytes += int64(len(s))
	}
	eng := &inference.Engine{Model: m, Backend: opts.backend(workers)}
	if _, _, err := decodeBatch(ctx, eng, 1, min(8, tokens)); err != nil {
		return nil, fmt.Errorf("warm-up: %w", err)
	}
	// The CPU engine's answers to every prompt a batch decodes, for the
	// mismatches of another backend.
	var want []*inference.Result
	var mism []int
	if opts.Backend != nil {
		cpu := &inference.Engine{Model: m, Backend: inference.CPU{Workers: workers}}
		if _, want, err = decodeBatch(ctx, cpu, slices.Max(batches), tokens); err != nil {
			return nil, fmt.Errorf("the CPU engine's batch: %w", err)
		}
		mism = make([]int, len(batches))
	}
	per := make([][]float64, len(batches))
	stream := 0.0
	for range rounds {
		for i, b := range batches {
			runtime.GC()
			el, got, err := decodeBatch(ctx, eng, b, tokens)
			if err != nil {
				return nil, fmt.Errorf("batch %d: %w", b, err)
			}
			per[i] = append(per[i], float64(b*tokens)/el.Seconds())
			for j := range want[:min(len(want), len(got))] {
				mism[i] += Mismatches(got[j], want[j])
			}
		}
		for _, sm := range streamMethods {
			stream = max(stream, streamRate(segs, workers, 3, sm.scan))
		}
	}
	rep := &BatchReport{Notes: batchNotes, Inputs: engineInputs(opts.EngineOptions, m, cfg, seed, wbytes, tokens, 0, workers, rounds)}
	first := Median(per[0])
	for i, b := range batches {
		tps := Median(per[i])
		bound := float64(b) * stream * 1e9 / float64(wbytes)
		bm := BatchMetrics{Batch: b, TokensPerS: tps, SpeedupToFirst: tps / first,
			StreamBoundTokensPerS: bound, RatioToBound: tps / bound, RoundTokensPerS: per[i]}
		if mism != nil {
			bm.Mismatches = &mism[i]
		}
		rep.Metrics = append(rep.Metrics, bm)
	}
	return rep, nil
}

// decodeBatch times b sequences of n tokens decoded together, sequence i
// from the one-token prompt i (modulo the vocabulary), and returns their
// results in that order.
func decodeBatch(ctx context.Context, eng *inference.Engine, b, n int) (time.Duration, []*inference.Result, error) {
	d, err := eng.NewDecoder(b)
	if err != nil {
		return 0, nil, err
	}
	seqs := make([]*inference.Sequence, b)
	for i := range seqs {
		if seqs[i], err = d.Add([]int{i % eng.Model.Config.Vocab}, n); err != nil {
			return 0, nil, err
		}
	}
	start := time.Now()
	for d.Len() > 0 {
		if _, err := d.Step(ctx); err != nil {
			return 0, nil, err
		}
	}
	res := make([]*inference.Result, b)
	for i, s := range seqs {
		if res[i], err = s.Wait(ctx); err != nil {
			return 0, nil, err
		}
	}
	return time.Since(start), res, nil
}

// orDefault is v, or def when v is not positive.
func orDefault(v, def int) int {
	if v <= 0 {
		return def
	}
	return v
}
