//go:build opencl

package gpu_test

// The device check (docs/gpu.md, tools/gpu-check.sh): on the device the
// backend opens, the 0.6B shape decoded at batch 1 and 16 and compared with
// the CPU engine in the same run. It runs only when DEEPCALL_GPU_CHECK
// names the JSON file to write, and then a device that does not open
// fails it.

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/deepcall/deepcall/inference/bench"
	"github.com/deepcall/deepcall/inference/gpu"
	"github.com/deepcall/deepcall/inference/quantize"
	"github.com/deepcall/deepcall/inference/synth"
)

// checkReport is the device check's JSON.
type checkReport struct {
	Device string `json:"device"`
	Shape  string `json:"shape"`
	Params int64  `json:"params"`
	// WeightBytes are the int16 matrix bytes a token reads.
	WeightBytes int64 `json:"weight_bytes"`
	// Mismatches are the tokens and checkpoint links that differ from the
	// CPU engine's on the same prompts, of Compared (expected: 0).
	Mismatches int `json:"mismatches"`
	Compared   int `json:"compared"`
	// WeightGBPerS is weight_bytes × the one-sequence tokens/s, in 1e9
	// bytes/s; BandwidthGBPerS the card's memory bandwidth by its data
	// sheet (DEEPCALL_GPU_BANDWIDTH, or a known card's; 0: unknown), and
	// FractionOfBandwidth their ratio.
	WeightGBPerS        float64 `json:"weight_gb_per_s"`
	BandwidthGBPerS     float64 `json:"bandwidth_gb_per_s"`
	FractionOfBandwidth float64 `json:"fraction_of_bandwidth,omitempty"`
	// TokensPerS is one sequence's tokens/s (Engine.Generate);
	// Batch1/Batch16 are the aggregate tokens/s of 1 and 16 sequences
	// decoded together (inference.Decoder).
	TokensPerS        float64 `json:"tokens_per_s"`
	Batch1TokensPerS  float64 `json:"batch1_tokens_per_s"`
	Batch16TokensPerS float64 `json:"batch16_tokens_per_s"`
	// BoundTokensPerS is bandwidth_gb_per_s / weight_bytes: batch 1's
	// ceiling on this card.
	BoundTokensPerS float64             `json:"bound_tokens_per_s,omitempty"`
	Seconds         float64             `json:"seconds"`
	Engine          *bench.EngineReport `json:"engine"`
	Batch           *bench.BatchReport  `json:"batch"`
	Environment     map[string]string   `json:"environment"`
}

// bandwidths are data-sheet memory bandwidths in GB/s, by a part of the
// OpenCL device name; the first match wins, so longer names come first.
var bandwidths = []struct {
	name string
	gbps float64
}{
	{"H200", 4800}, {"H100 NVL", 3900}, {"H100 PCIe", 2000}, {"H100", 3350},
	{"A100-SXM4-80GB", 2039}, {"A100 80GB PCIe", 1935}, {"A100", 1555},
	{"L40S", 864}, {"L4", 300}, {"RTX 4090", 1008},
}

// bandwidth is DEEPCALL_GPU_BANDWIDTH, or the device's data-sheet figure.
func bandwidth(device string) (float64, error) {
	if s := os.Getenv("DEEPCALL_GPU_BANDWIDTH"); s != "" {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil || v <= 0 {
			return 0, fmt.Errorf("DEEPCALL_GPU_BANDWIDTH %q: want GB/s", s)
		}
		return v, nil
	}
	for _, b := range bandwidths {
		if strings.Contains(device, b.name) {
			return b.gbps, nil
		}
	}
	return 0, nil
}

func TestDeviceCheck(t *testing.T) {
	out := os.Getenv("DEEPCALL_GPU_CHECK")
	if out == "" {
		t.Skip("set DEEPCALL_GPU_CHECK=out.json to run the device check")
	}
	start := time.Now()
	shapeName := os.Getenv("DEEPCALL_GPU_CHECK_SHAPE") // a smaller shape for a slow device (POCL)
	if shapeName == "" {
		shapeName = "qwen3-0.6b"
	}
	shape, ok := bench.Shapes[shapeName]
	if !ok {
		t.Fatalf("DEEPCALL_GPU_CHECK_SHAPE %q: not a bench shape", shapeName)
	}
	b, err := gpu.Open(gpu.OptionsFromEnv())
	if err != nil {
		t.Fatalf("the device check needs a device: %v", err)
	}
	defer b.Close()
	gbps, err := bandwidth(b.Device())
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("device %q; building the %s model", b.Device(), shapeName)
	m, err := quantize.Model(synth.Model(shape(), bench.DefaultSeed, true))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	eo := bench.EngineOptions{Model: m, ModelPath: "synth " + shapeName + ", seed " + strconv.Itoa(bench.DefaultSeed),
		Tokens: 128, Warmup: 4, Rounds: 4, StreamPasses: 1, Backend: b}
	er, err := bench.Engine(ctx, eo)
	if err != nil {
		t.Fatalf("one sequence: %v", err)
	}
	t.Logf("one sequence: %.1f tokens/s, %d mismatches", er.Metrics.TokensPerS, *er.Metrics.Mismatches)
	eo.Tokens, eo.Rounds = 64, 2
	br, err := bench.Batch(ctx, bench.BatchOptions{EngineOptions: eo, Batches: []int{1, 16}})
	if err != nil {
		t.Fatalf("batches: %v", err)
	}
	rep := checkReport{Device: b.Device(), Shape: shapeName, Params: m.Params(), WeightBytes: er.Inputs.WeightBytes,
		TokensPerS: er.Metrics.TokensPerS, WeightGBPerS: er.Metrics.WeightGBPerS, BandwidthGBPerS: gbps,
		Batch1TokensPerS: br.Metrics[0].TokensPerS, Batch16TokensPerS: br.Metrics[1].TokensPerS,
		Engine: er, Batch: br, Environment: map[string]string{}}
	// A sequence of T tokens from a one-token prompt has T tokens and T links.
	rep.Mismatches, rep.Compared = *er.Metrics.Mismatches, 2*er.Inputs.Tokens
	for _, bm := range br.Metrics {
		rep.Mismatches += *bm.Mismatches
		rep.Compared += br.Inputs.Rounds * bm.Batch * 2 * br.Inputs.Tokens
	}
	if gbps > 0 {
		rep.FractionOfBandwidth = rep.WeightGBPerS / gbps
		rep.BoundTokensPerS = gbps * 1e9 / float64(rep.WeightBytes)
	}
	for _, k := range []string{"DEEPCALL_GPU", "DEEPCALL_GPU_DEVICE", "OCL_ICD_FILENAMES"} {
		rep.Environment[k] = os.Getenv(k)
	}
	rep.Seconds = time.Since(start).Seconds()
	j, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(out, append(j, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
	fmt.Printf("%s\n", j)
	fmt.Printf("check: device %s, %s shape (%d params, %.2f GB of weights a token)\n", rep.Device, shapeName, rep.Params, float64(rep.WeightBytes)/1e9)
	fmt.Printf("check: mismatches %d of %d tokens and checkpoints compared with the CPU engine (expected 0)\n", rep.Mismatches, rep.Compared)
	bw := "the card's bandwidth unknown: set DEEPCALL_GPU_BANDWIDTH (GB/s)"
	if gbps > 0 {
		bw = fmt.Sprintf("%.3f of the card's %.0f GB/s (batch-1 bound %.0f tokens/s)", rep.FractionOfBandwidth, gbps, rep.BoundTokensPerS)
	}
	fmt.Printf("check: weights read at %.1f GB/s, %s\n", rep.WeightGBPerS, bw)
	fmt.Printf("check: tokens/s one sequence %.1f; batch 1 %.1f; batch 16 %.1f (%.2f×)\n",
		rep.TokensPerS, rep.Batch1TokensPerS, rep.Batch16TokensPerS, rep.Batch16TokensPerS/rep.Batch1TokensPerS)
	fmt.Printf("check: %.0f s; report %s\n", rep.Seconds, out)
	if rep.Mismatches != 0 {
		t.Errorf("%d mismatches with the CPU engine", rep.Mismatches)
	}
}
