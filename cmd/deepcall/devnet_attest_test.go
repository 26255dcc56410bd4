package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/deepcall/deepcall/contracts/bindings"
)

// `deepcall devnet --attest` as a process: it prints the two attestation
// contracts, and a task posted to its router is attested by the operator
// daemons and lands in an epoch committed on its EpochRegistry.
func TestDevnetAttestProcess(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	p := startDevnet(ctx, t, "--operators", "3", "--http", "127.0.0.1:0",
		"--ws", "127.0.0.1:0", "--block-period", "250ms", "--attest", "--epoch-period", "1s")
	defer p.stop(t)
	text, stderr := p.text, &p.stderr
	find := func(re string) string {
		t.Helper()
		m := regexp.MustCompile(re).FindStringSubmatch(text)
		if m == nil {
			t.Fatalf("%s not in:\n%s\nstderr:\n%s", re, text, stderr.String())
		}
		return m[1]
	}
	rpcURL := find(`rpc \(http\)\s+(http://127\.0\.0\.1:\d+)`)
	routerURL := find(`router\s+(http://127\.0\.0\.1:\d+)/v1/`)
	reg := common.HexToAddress(find(`epoch registry\s+(0x[0-9a-fA-F]{40})`))
	find(`attest consumer\s+(0x[0-9a-fA-F]{40})`)
	find(`epochs\s+(every 1s, sample 300 bps)`)

	body, _ := json.Marshal(map[string]any{"prompt": []int{1, 5}, "n": 2})
	resp, err := http.Post(routerURL+"/v1/tasks", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusAccepted {
		t.Fatalf("POST /v1/tasks: %d", resp.StatusCode)
	}
	cl, err := ethclient.DialContext(ctx, rpcURL)
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Close()
	rb := bindings.NewEpochRegistry()
	for {
		raw, err := cl.CallContract(ctx, ethereum.CallMsg{To: &reg, Data: rb.PackNextEpoch()}, nil)
		if err != nil {
			t.Fatal(err)
		}
		next, err := rb.UnpackNextEpoch(raw)
		if err != nil {
			t.Fatal(err)
		}
		if next > 0 {
			raw, _ := cl.CallContract(ctx, ethereum.CallMsg{To: &reg, Data: rb.PackEpochs(0)}, nil)
			v, err := rb.GetABI().Unpack("epochs", raw)
			if err != nil {
				t.Fatal(err)
			}
			if count := v[1].(uint64); count < 2 { // at least the threshold of 3 operators attested the task
				t.Fatalf("epoch 0 committed with %d attestations", count)
			}
			t.Logf("epoch 0 committed on the running devnet: %d attestations, root %x", v[1], v[0])
			return
		}
		if ctx.Err() != nil {
			t.Fatalf("no epoch committed\nstderr:\n%s", stderr.String())
		}
		time.Sleep(200 * time.Millisecond)
	}
}
