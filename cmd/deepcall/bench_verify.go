package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"time"

	"github.com/deepcall/deepcall/aggregator"
	"github.com/deepcall/deepcall/aggregator/simchain"
	"github.com/deepcall/deepcall/blsagg"
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
		// ReceiptGas is the whole transaction's gas (receipt.gasUsed).
		ReceiptGas    uint64 `json:"receipt_gas_used"`
		IntrinsicGas  uint64 `json:"intrinsic_gas"`
		CalldataBytes int    `json:"calldata_bytes"`
		// HashToG1Tries is how many x the digest's hash to G1 tries (one
		// hint word each, and one more).
		HashToG1Tries int     `json:"hash_to_g1_tries"`
		AggregateMS   float64 `json:"aggregate_ms"` // batch verification and aggregation of the signatures
	} `json:"metrics"`
	Inputs struct {
		Operators  int    `json:"operators"`
		NonSigners int    `json:"nonsigners"`
		Tokens     int    `json:"tokens"`
		Threshold  string `json:"threshold"`
		Manifest   string `json:"manifest"`
		Chain      string `json:"chain"`
	} `json:"inputs"`
}

func benchVerify(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("bench verify", "bench verify [--operators N] [--nonsigners M] [--tokens T] [--json] [--manifest DIR] [--out FILE]", stderr)
	asJSON := fs.Bool("json", false, "print the report as JSON: verify_and_update_gas is the gas verifyAndUpdateHinted executes,\n"+
		"receipt_gas_used − intrinsic_gas (21000 + calldata), the consumer frame's gas that the forge test logs as executed")
	operators := fs.Int("operators", 100, "registered operators")
	nonSigners := fs.Int("nonsigners", 10, "operators that do not sign (they stay registered)")
	tokens := fs.Int("tokens", 32, "generated tokens of the landed result (calldata and event size)")
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
	prompt := []int{mf.Config.BOS}
	res, err := operator.NewNative(m, mf, 0).Execute(ctx, prompt, *tokens)
	if err != nil {
		return err
	}
	input := inference.InputHash(prompt, *tokens)
	t := protocol.Transition{ChainID: c.ChainID, Consumer: c.Address, Index: 0, Manifest: c.Manifest, Input: input,
		Slot: protocol.ResultSlot(input), New: protocol.ResultValue(res.Root, res.Tokens), ReferenceBlock: ref}
	digest := t.Digest()
	start := time.Now()
	agg, err := blsagg.NewAggregator(qs.Set, digest, c.Threshold)
	if err != nil {
		return err
	}
	h := blsagg.HashToG1(digest)
	var atts []blsagg.Attestation
	for _, op := range chain.Operators[*nonSigners:] {
		atts = append(atts, blsagg.Attestation{Operator: op.ID, Digest: digest, Sig: blsagg.SignHashed(op.BLS, &h)})
	}
	if err := errors.Join(agg.AddBatch(atts)...); err != nil {
		return err
	}
	a, err := agg.Aggregate()
	if err != nil {
		return fmt.Errorf("%d of %d operators: %w", len(atts), *operators, err)
	}
	aggMS := float64(time.Since(start).Microseconds()) / 1000
	data, err := aggregator.Calldata(t, a, qs, res.Root, res.Tokens)
	if err != nil {
		return err
	}
	rcpt, err := chain.Transact(ctx, simchain.AccountKey(0), chain.Consumer, data)
	if err != nil {
		return fmt.Errorf("verifyAndUpdate: %w", err)
	}
	// The charged intrinsic gas is max(base + calldata, EIP-7623 floor); the
	// floor only binds when execution is small, so what execution used is the
	// receipt minus base + calldata unless the floor was charged.
	intrinsic, err := sim.IntrinsicGas(data)
	if err != nil {
		return err
	}
	base, err := sim.BaseIntrinsicGas(data)
	if err != nil {
		return err
	}
	if rcpt.GasUsed > intrinsic {
		intrinsic = base
	}
	var rep verifyReport
	rep.Metrics.ReceiptGas = rcpt.GasUsed
	rep.Metrics.IntrinsicGas = intrinsic
	rep.Metrics.VerifyAndUpdateGas = rcpt.GasUsed - intrinsic
	rep.Metrics.HashToG1Tries = len(blsagg.HashToG1Hints(digest)) - 1
	rep.Metrics.CalldataBytes = len(data)
	rep.Metrics.AggregateMS = aggMS
	rep.Inputs.Operators, rep.Inputs.NonSigners, rep.Inputs.Tokens = *operators, *nonSigners, *tokens
	rep.Inputs.Threshold = c.Threshold.String()
	rep.Inputs.Manifest = mf.Hash.String()
	rep.Inputs.Chain = "go-ethereum simulated backend, Osaka (contracts/sim.ChainConfig), equal stakes"
	return writeReport(&rep, *asJSON, *outFile, stdout, func() {
		fmt.Fprintf(stdout, "verifyAndUpdate: %d gas executed (receipt %d − intrinsic %d), %d operators, %d non-signers, %d tokens, %d hash-to-G1 tries\n",
			rep.Metrics.VerifyAndUpdateGas, rep.Metrics.ReceiptGas, intrinsic, *operators, *nonSigners, *tokens, rep.Metrics.HashToG1Tries)
	})
}
