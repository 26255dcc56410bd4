package stack

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"

	"github.com/deepcall/deepcall/attest"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/inference"
)

// In the attestation mode a task answered by the operator daemons is
// attested by each of them to the aggregator's intake, and the epoch holding
// those attestations is sealed, co-signed by the daemons and committed on
// the devnet's EpochRegistry, whose root and count are the epoch's; the
// operators' auditors then draw its sample.
func TestAttestModeCommitsEpochs(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet and the services")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	c, err := devnet.Start(ctx, devnet.Options{Operators: 4, BlockPeriod: 250 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	s := New(Options{Attest: &AttestOptions{Period: time.Second}})
	if err := c.StartServices(ctx, s.Services()...); err != nil {
		t.Fatal(err)
	}
	am := s.Aggregator.Attest
	if am == nil {
		t.Fatal("no attestation mode after start")
	}
	rules, err := attest.ReadRules(ctx, c.Client(), am.Registry, am.Consumer)
	if o := am.Options; err != nil || rules != (attest.Rules{RateBps: o.SampleBps, SampleDelay: o.SampleDelay, SampleWindow: o.SampleWindow, Game: c.Deployment.Contracts.Game,
		RevealBlocks: o.RevealBlocks, AuditBlocks: o.AuditBlocks, ForfeitBps: o.ForfeitBps}) {
		t.Fatalf("rules read back %+v (%v), deployed with %+v", rules, err, o)
	}
	// forfeits slash through the registry: the consumer is one of its SLA slashers
	opReg := bindings.NewOperatorRegistry()
	raw, err := c.Client().CallContract(ctx, ethereum.CallMsg{To: &c.Deployment.Contracts.Registry, Data: opReg.PackSlaSlashers(am.Consumer)}, nil)
	if ok, uerr := opReg.UnpackSlaSlashers(raw); err != nil || uerr != nil || !ok {
		t.Fatalf("registry.slaSlashers(attestation consumer) = %v (%v %v), want true", ok, err, uerr)
	}
	prompt, n := []int{1, 7}, 3
	body, _ := json.Marshal(map[string]any{"prompt": prompt, "n": n})
	resp, err := http.Post(c.RouterURL()+"/v1/tasks", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	raw, _ = io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusAccepted {
		t.Fatalf("POST /v1/tasks: %d %s", resp.StatusCode, raw)
	}

	reg := bindings.NewEpochRegistry()
	call := func(data []byte) []byte {
		t.Helper()
		out, err := c.Client().CallContract(ctx, ethereum.CallMsg{To: &am.Registry, Data: data}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	input := inference.InputHash(prompt, n)
	// the epoch that holds the task's attestations: committed once sealed
	for {
		if ctx.Err() != nil {
			t.Fatal("no committed epoch holds the task's attestations")
		}
		next, err := reg.UnpackNextEpoch(call(reg.PackNextEpoch()))
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for e := uint64(0); e < next; e++ {
			got := am.Epochs.Committed(e)
			if got == nil {
				continue
			}
			var mine int
			for _, a := range got.Atts {
				if a.Input == input {
					mine++
				}
			}
			if mine == 0 {
				continue
			}
			v, err := reg.GetABI().Unpack("epochs", call(reg.PackEpochs(e)))
			if err != nil {
				t.Fatal(err)
			}
			root, count := v[0].([32]byte), v[1].(uint64)
			if root != got.Root || count != uint64(len(got.Leaves)) {
				t.Fatalf("epoch %d on chain: root %x count %d; sealed: root %x count %d", e, root, count, got.Root, len(got.Leaves))
			}
			if want, err := attest.Root(got.Leaves); err != nil || want != root {
				t.Fatalf("epoch %d: root %x, folded from its leaves %x (%v)", e, root, want, err)
			}
			// every operator daemon that answered attested; the threshold needs at least 3 of 4
			if mine < 3 {
				t.Fatalf("epoch %d: %d attestations of the task, want ≥ 3", e, mine)
			}
			t.Logf("epoch %d committed: %d attestations (%d of the task), commitEpoch gas %d, registry %s, consumer %s",
				e, count, mine, got.GasUsed, am.Registry, am.Consumer)
			// the operators' auditors draw its sample once the window opens
			for {
				seed, err := reg.UnpackSampleSeed(call(reg.PackSampleSeed(e)))
				if err != nil {
					t.Fatal(err)
				}
				if seed != ([32]byte{}) {
					t.Logf("epoch %d: sample drawn by the auditors, seed %x", e, seed)
					waitRevealed(t, ctx, c, am, got.Sealed, seed)
					break
				}
				if ctx.Err() != nil {
					t.Fatalf("epoch %d: the sample was never drawn", e)
				}
				time.Sleep(100 * time.Millisecond)
			}
			found = true
		}
		if found {
			break
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// waitRevealed waits until the operators' revealers have revealed the answer
// behind every drawn attestation of s on chain (every devnet operator
// attests what it answers, so every draw is some operator's own).
func waitRevealed(t *testing.T, ctx context.Context, c *devnet.Chain, am *AttestMode, s *attest.Sealed, seed [32]byte) {
	t.Helper()
	sample, err := attest.Sample(seed, uint64(len(s.Leaves)), am.Options.SampleBps)
	if err != nil {
		t.Fatal(err)
	}
	ac := bindings.NewAttestationConsumer()
	for _, pos := range sample {
		for {
			raw, err := c.Client().CallContract(ctx, ethereum.CallMsg{To: &am.Consumer, Data: ac.PackRevealed(s.Leaves[pos])}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if ok, _ := ac.UnpackRevealed(raw); ok {
				t.Logf("epoch %d: the answer behind drawn position %d revealed by its attester %s", s.Epoch, pos, s.Atts[pos].Operator)
				break
			}
			if ctx.Err() != nil {
				t.Fatalf("epoch %d: drawn position %d never revealed", s.Epoch, pos)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
}
