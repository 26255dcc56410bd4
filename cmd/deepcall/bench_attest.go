package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/aggregator"
	"github.com/deepcall/deepcall/aggregator/simchain"
	"github.com/deepcall/deepcall/attest"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/internal/cli"
	"github.com/deepcall/deepcall/txmgr"
)

type attestReport struct {
	Metrics struct {
		AttestationsPerS float64  `json:"attestations_per_s"`
		Attestations     uint64   `json:"attestations"`
		IntakeSeconds    float64  `json:"intake_seconds"`
		Bodies           uint64   `json:"bodies"`
		Epochs           int      `json:"epochs"`
		EpochSizes       []uint64 `json:"epoch_sizes"`
		EpochCommitGas   []uint64 `json:"epoch_commit_gas"`
		// HashToG1Tries is, per epoch, the try-and-increment steps of hashing
		// its digest to G1 on chain: checkSignatures takes no hints, so each
		// try is one more MODEXP square root and commit gas varies with it.
		HashToG1Tries []int `json:"hash_to_g1_tries"`
		// EpochCommitGasMax is the largest commitEpoch receipt gasUsed (intrinsic
		// included); the first epoch also writes nextEpoch from zero.
		EpochCommitGasMax uint64  `json:"epoch_commit_gas_max"`
		DrawSampleGas     uint64  `json:"draw_sample_gas"`
		SampleSize        uint64  `json:"sample_size"`
		SampleChecked     bool    `json:"sample_go_equals_solidity"`
		ProofsChecked     int     `json:"sampled_proofs_checked_on_chain"`
		DeterrentRateBps  uint64  `json:"deterrent_rate_bps"`
		MaxPerEpoch       uint64  `json:"max_attestations_per_operator_epoch"`
		GasPerAttestation float64 `json:"commit_gas_per_attestation"`
	} `json:"metrics"`
	Inputs struct {
		Operators   int     `json:"operators"`
		Connections int     `json:"connections_per_operator"`
		Body        int     `json:"attestations_per_body"`
		DurationS   float64 `json:"duration_s"`
		EpochS      float64 `json:"epoch_s"`
		SampleBps   uint64  `json:"sample_bps"`
		FeeWei      string  `json:"fee_wei"`
		SlashWei    string  `json:"slash_wei"`
		BondWei     string  `json:"bond_wei"`
		Signing     string  `json:"signing"`
		Transport   string  `json:"transport"`
		Chain       string  `json:"chain"`
		Threshold   string  `json:"threshold"`
	} `json:"inputs"`
}

func benchAttest(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("bench attest", "bench attest [--operators N] [--conns C] [--body B] [--duration D] [--epoch E] [--sample-bps S] [--json] [--out FILE]", stderr)
	asJSON := fs.Bool("json", false, "print the report as JSON")
	operators := fs.Int("operators", 8, "quorum operators posting attestations")
	conns := fs.Int("conns", 2, "concurrent posters per operator")
	body := fs.Int("body", attest.MaxPerBody, "attestations per request body (one BLS signature each)")
	duration := fs.Duration("duration", 3*time.Second, "how long operators post")
	epoch := fs.Duration("epoch", time.Second, "epoch length: the intake is sealed, folded and committed this often")
	sampleBps := fs.Uint64("sample-bps", 300, "audit sample rate in basis points (200–500)")
	fee := fs.String("fee", "1000000000000000", "fee per attestation in wei (deterrent-rate input)")
	slash := fs.String("slash", "50000000000000000", "slash per caught attestation in wei")
	bond := fs.String("bond", "32000000000000000000", "operator bond in wei")
	manifest := fs.String("manifest", filepath.Join("testdata", "manifests", "stories260K"), "manifest folder the chain's engine is deployed for")
	outFile := fs.String("out", "", "also write the JSON report to this file")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	if *operators < 1 || *operators > 400 || *conns < 1 || *conns > 64 {
		return fmt.Errorf("%w: --operators 1 to 400, --conns 1 to 64", errUsage)
	}
	if *body < 1 || *body > attest.MaxPerBody {
		return fmt.Errorf("%w: --body %d: 1 to %d", errUsage, *body, attest.MaxPerBody)
	}
	if *sampleBps < 200 || *sampleBps > 500 {
		return fmt.Errorf("%w: --sample-bps %d: 200 to 500", errUsage, *sampleBps)
	}
	if *duration <= 0 || *epoch <= 0 {
		return fmt.Errorf("%w: --duration and --epoch must be positive", errUsage)
	}
	feeW, ok1 := new(big.Int).SetString(*fee, 10)
	slashW, ok2 := new(big.Int).SetString(*slash, 10)
	bondW, ok3 := new(big.Int).SetString(*bond, 10)
	if !ok1 || !ok2 || !ok3 {
		return fmt.Errorf("%w: --fee, --slash, --bond are decimal wei", errUsage)
	}
	var rep attestReport
	var err error
	if rep.Metrics.DeterrentRateBps, err = attest.DeterrentRate(feeW, slashW); err != nil {
		return err
	}
	rep.Metrics.MaxPerEpoch = attest.MaxPerEpoch(bondW, slashW)

	m, mf, err := inference.LoadDir(*manifest)
	if err != nil {
		return err
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
	const delay, window = 2, 16
	reg, err := deployEpochRegistry(ctx, chain, c.Threshold, *sampleBps, delay, window)
	if err != nil {
		return fmt.Errorf("deploy EpochRegistry: %w", err)
	}
	head, err := reader.Head(ctx)
	if err != nil {
		return err
	}
	ref := head - 1
	qs, err := reader.OperatorSet(ctx, ref)
	if err != nil {
		return err
	}

	keys := make(map[common.Address]*blsagg.G2, len(chain.Operators))
	for _, op := range chain.Operators {
		pk := blsagg.PubG2(op.BLS)
		keys[op.Address] = &pk
	}
	// The leaves are transitions of an AttestationConsumer (SPEC.md); the bench
	// commits roots only, so any consumer address serves.
	actx := attest.Context{ChainID: c.ChainID, Consumer: reg, Manifest: c.Manifest, ReferenceBlock: uint32(ref)}
	intake, err := attest.NewIntake(keys, actx, 0, true, nil)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: intake, ReadHeaderTimeout: 5 * time.Second}
	go func() { _ = srv.Serve(ln) }()
	defer srv.Close()
	url := "http://" + ln.Addr().String() + "/attest"

	// The epoch the operators attest in follows the intake's; a body that
	// races a seal is refused (409) and posted again for the new epoch.
	var curEpoch atomic.Uint64
	var accepted, bodies atomic.Uint64
	runCtx, stop := context.WithTimeout(ctx, *duration)
	defer stop()
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: *operators * *conns}}
	hw := attest.HardwareClass("cpu-avx512")
	var wg sync.WaitGroup
	errc := make(chan error, *operators**conns)
	for oi := range chain.Operators {
		op := chain.Operators[oi]
		for ci := range *conns {
			wg.Add(1)
			go func() {
				defer wg.Done()
				sign := func(d [32]byte) blsagg.G1 { return blsagg.Sign(op.BLS, d) }
				atts := make([]attest.Attestation, *body)
				seq := uint64(ci) << 40
				for runCtx.Err() == nil {
					e := curEpoch.Load()
					now := uint64(time.Now().Unix())
					for i := range atts {
						seq++
						var in [32]byte
						copy(in[:], op.Address[:])
						in[31], in[30], in[29], in[28], in[27] = byte(seq), byte(seq>>8), byte(seq>>16), byte(seq>>24), byte(seq>>40)
						atts[i] = attest.Attestation{Input: crypto.Keccak256Hash(in[:]), Output: crypto.Keccak256Hash(in[:], []byte{1}),
							Operator: op.Address, Epoch: e, Hardware: hw, Timestamp: now}
					}
					b, err := attest.EncodeBody(sign, &actx, op.Address, e, atts)
					if err != nil {
						errc <- err
						return
					}
					req, _ := http.NewRequestWithContext(runCtx, http.MethodPost, url, bytes.NewReader(b))
					resp, err := client.Do(req)
					if err != nil {
						if runCtx.Err() != nil {
							return
						}
						errc <- err
						return
					}
					_, _ = io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
					switch resp.StatusCode {
					case http.StatusNoContent:
						accepted.Add(uint64(len(atts)))
						bodies.Add(1)
					case http.StatusConflict:
					default:
						errc <- fmt.Errorf("intake answered %s", resp.Status)
						return
					}
				}
			}()
		}
	}

	type sealed struct {
		epoch  uint64
		leaves [][32]byte
		atts   []attest.Attestation
		gas    uint64
		tries  int
	}
	var epochs []sealed
	commit := func(e uint64, leaves [][32]byte, atts []attest.Attestation) error {
		if len(leaves) == 0 {
			return nil
		}
		root, err := attest.Root(leaves)
		if err != nil {
			return err
		}
		books := attest.Books(attest.Tally(atts))
		digest := attest.EpochDigest(c.ChainID, reg, e, root, uint64(len(leaves)), books, uint32(ref))
		agg, err := blsagg.NewAggregator(qs.Set, digest, c.Threshold)
		if err != nil {
			return err
		}
		h := blsagg.HashToG1(digest)
		var sigs []blsagg.Attestation
		for _, op := range chain.Operators {
			sigs = append(sigs, blsagg.Attestation{Operator: op.ID, Digest: digest, Sig: blsagg.SignHashed(op.BLS, &h)})
		}
		if err := errors.Join(agg.AddBatch(sigs)...); err != nil {
			return err
		}
		a, err := agg.Aggregate()
		if err != nil {
			return err
		}
		data, err := aggregator.EpochCommitCalldata(uint64(len(epochs)), root, uint64(len(leaves)), books, uint32(ref), a, qs)
		if err != nil {
			return err
		}
		rcpt, err := chain.Transact(ctx, simchain.AccountKey(0), reg, data)
		if err != nil {
			return fmt.Errorf("commitEpoch %d: %w", e, err)
		}
		epochs = append(epochs, sealed{e, leaves, atts, rcpt.GasUsed, len(blsagg.HashToG1Hints(digest)) - 1})
		return nil
	}
	// On-chain epochs are numbered densely; the intake's epoch numbers are
	// the same as long as no sealed epoch is empty, which the fold checks.
	start := time.Now()
	tick := time.NewTicker(*epoch)
	var foldErr error
fold:
	for {
		select {
		case <-runCtx.Done():
			break fold
		case err := <-errc:
			foldErr = err
			stop()
			break fold
		case <-tick.C:
			sl := intake.Seal(uint32(ref))
			e, leaves, atts := sl.Epoch, sl.Leaves, sl.Atts
			curEpoch.Store(e + 1)
			if uint64(len(epochs)) != e {
				foldErr = fmt.Errorf("epoch %d sealed empty", e-1)
				break fold
			}
			if foldErr = commit(e, leaves, atts); foldErr != nil {
				stop()
				break fold
			}
		}
	}
	tick.Stop()
	wg.Wait()
	elapsed := time.Since(start)
	if foldErr != nil {
		return foldErr
	}
	sl := intake.Seal(uint32(ref))
	e, leaves, atts := sl.Epoch, sl.Leaves, sl.Atts
	if len(leaves) > 0 && uint64(len(epochs)) == e {
		if err := commit(e, leaves, atts); err != nil {
			return err
		}
	}
	if len(epochs) == 0 {
		return errors.New("no epoch was committed")
	}

	// The sample of the first epoch: wait out the delay, draw, and check the
	// chain's draws and proofs against the Go ones.
	for range delay {
		chain.Commit()
	}
	regABI := bindings.NewEpochRegistry().GetABI()
	data, _ := regABI.Pack("drawSample", uint64(0))
	rcpt, err := chain.Transact(ctx, simchain.AccountKey(0), reg, data)
	if err != nil {
		return fmt.Errorf("drawSample: %w", err)
	}
	rep.Metrics.DrawSampleGas = rcpt.GasUsed
	call := func(method string, args ...any) ([]any, error) {
		d, err := regABI.Pack(method, args...)
		if err != nil {
			return nil, err
		}
		out, err := chain.Client.CallContract(ctx, ethereum.CallMsg{To: &reg, Data: d}, nil)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", method, err)
		}
		return regABI.Unpack(method, out)
	}
	out, err := call("sampleSeed", uint64(0))
	if err != nil {
		return err
	}
	seed := out[0].([32]byte)
	first := epochs[0]
	sample, err := attest.Sample(seed, uint64(len(first.leaves)), *sampleBps)
	if err != nil {
		return err
	}
	root, _ := attest.Root(first.leaves)
	rep.Metrics.SampleSize = uint64(len(sample))
	rep.Metrics.SampleChecked = true
	for j, pos := range sample {
		out, err := call("sampleAt", uint64(0), big.NewInt(int64(j)))
		if err != nil {
			return err
		}
		if out[0].(uint64) != pos {
			rep.Metrics.SampleChecked = false
		}
		if j < 8 {
			proof, err := attest.Proof(first.leaves, int(pos))
			if err != nil {
				return err
			}
			if err := attest.VerifyProof(root, first.atts[pos].Leaf(&actx), uint64(len(first.leaves)), pos, proof); err != nil {
				return err
			}
			if _, err := call("verifyAttestation", uint64(0), first.leaves[pos], pos, proof); err != nil {
				return err
			}
			rep.Metrics.ProofsChecked++
		}
	}

	for _, ep := range epochs {
		n := uint64(len(ep.leaves))
		rep.Metrics.Attestations += n
		rep.Metrics.EpochSizes = append(rep.Metrics.EpochSizes, n)
		rep.Metrics.EpochCommitGas = append(rep.Metrics.EpochCommitGas, ep.gas)
		rep.Metrics.HashToG1Tries = append(rep.Metrics.HashToG1Tries, ep.tries)
		rep.Metrics.EpochCommitGasMax = max(rep.Metrics.EpochCommitGasMax, ep.gas)
	}
	rep.Metrics.Epochs = len(epochs)
	rep.Metrics.Bodies = bodies.Load()
	rep.Metrics.IntakeSeconds = elapsed.Seconds()
	rep.Metrics.AttestationsPerS = float64(accepted.Load()) / elapsed.Seconds()
	rep.Metrics.GasPerAttestation = float64(rep.Metrics.EpochCommitGasMax) * float64(len(epochs)) / float64(rep.Metrics.Attestations)
	rep.Inputs.Operators, rep.Inputs.Connections, rep.Inputs.Body = *operators, *conns, *body
	rep.Inputs.DurationS, rep.Inputs.EpochS, rep.Inputs.SampleBps = duration.Seconds(), epoch.Seconds(), *sampleBps
	rep.Inputs.FeeWei, rep.Inputs.SlashWei, rep.Inputs.BondWei = feeW.String(), slashW.String(), bondW.String()
	rep.Inputs.Signing = "one BLS signature per body over protocol.BatchDigest of its transition-shaped leaves, checked by the intake (one pairing check a body); operators sign in-process on the same cores"
	rep.Inputs.Transport = "HTTP/1.1 over loopback, binary bodies (attest.EncodeBody)"
	rep.Inputs.Chain = "go-ethereum simulated backend (contracts/sim.ChainConfig), EpochRegistry over OperatorRegistry.checkSignatures, all operators signing"
	rep.Inputs.Threshold = c.Threshold.String()
	return writeReport(&rep, *asJSON, *outFile, stdout, func() {
		fmt.Fprintf(stdout, "attest: %.0f attestations/s over %d epochs (%d attestations), commitEpoch %d gas max, sample %d at %d bps (go = solidity: %v), deterrent rate %d bps\n",
			rep.Metrics.AttestationsPerS, len(epochs), rep.Metrics.Attestations, rep.Metrics.EpochCommitGasMax, rep.Metrics.SampleSize, *sampleBps,
			rep.Metrics.SampleChecked, rep.Metrics.DeterrentRateBps)
	})
}

// deployEpochRegistry deploys EpochRegistry over the chain's operator registry.
func deployEpochRegistry(ctx context.Context, chain *simchain.Chain, th blsagg.Threshold, bps, delay, window uint64) (common.Address, error) {
	args, err := bindings.NewEpochRegistry().GetABI().Pack("", chain.Registry, new(big.Int).SetUint64(th.Num), new(big.Int).SetUint64(th.Den),
		new(big.Int).SetUint64(bps), new(big.Int).SetUint64(delay), new(big.Int).SetUint64(window))
	if err != nil {
		return common.Address{}, err
	}
	code := append(common.FromHex(bindings.EpochRegistryMetaData.Bin), args...)
	m := txmgr.New(txmgr.Config{Backend: chain.Client, Key: simchain.AccountKey(0), ChainID: new(big.Int).SetUint64(chain.ChainID),
		Poll: 10 * time.Millisecond, Mine: chain.Commit})
	addr, _, err := m.Deploy(ctx, "deploy EpochRegistry", code)
	return addr, err
}
