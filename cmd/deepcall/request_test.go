package main

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
)

// `deepcall request` on a devnet writes protocol.Requested into the input's
// result slot; asking again is refused by name (exit 2), nothing sent.
func TestRequestCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	ctx := context.Background()
	ch, err := devnet.Start(ctx, devnet.Options{Operators: 1, BlockPeriod: 500 * time.Millisecond,
		ModelDir: "../../testdata/manifests/stories260K"})
	if err != nil {
		t.Fatal(err)
	}
	defer ch.Close()
	keyFile := filepath.Join(t.TempDir(), "key")
	if err := os.WriteFile(keyFile, []byte(hex.EncodeToString(crypto.FromECDSA(ch.DeployerKey))), 0o600); err != nil {
		t.Fatal(err)
	}
	consumer := ch.Deployment.Contracts.Consumer
	args := []string{"request", "--rpc", ch.HTTPURL, "--consumer", consumer.Hex(), "--key", keyFile, "--prompt-ids", "1,7", "-n", "4", "--json"}
	var out, errb bytes.Buffer
	if code := run(ctx, args, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var rep struct {
		Input   string `json:"input"`
		GasUsed uint64 `json:"gas_used"`
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	input := inference.InputHash([]int{1, 7}, 4)
	if rep.Input != input.String() || rep.GasUsed == 0 {
		t.Fatalf("report %s, want input %s", out.String(), input)
	}
	raw, err := ch.Client().StorageAt(ctx, consumer, common.Hash(protocol.ResultSlot(input)), nil)
	if err != nil {
		t.Fatal(err)
	}
	if common.BytesToHash(raw) != common.Hash(protocol.Requested) {
		t.Fatalf("slot %x after the request, want protocol.Requested", raw)
	}
	out.Reset()
	errb.Reset()
	if code := run(ctx, args, &out, &errb); code != 2 || !strings.Contains(errb.String(), "already requested") {
		t.Fatalf("second request: exit %d, %q", code, errb.String())
	}
	// `deepcall answer` reads it back as requested, by prompt or by input.
	for _, which := range [][]string{{"--prompt-ids", "1,7", "-n", "4"}, {"--input", input.String()}} {
		out.Reset()
		errb.Reset()
		a := append([]string{"answer", "--rpc", ch.HTTPURL, "--consumer", consumer.Hex(), "--json"}, which...)
		if code := run(ctx, a, &out, &errb); code != 0 {
			t.Fatalf("answer: exit %d: %s", code, errb.String())
		}
		var got struct {
			Input  string `json:"input"`
			Status string `json:"status"`
		}
		if err := json.Unmarshal(out.Bytes(), &got); err != nil || got.Input != input.String() || got.Status != "requested" {
			t.Fatalf("answer %v: %s (%v)", which, out.String(), err)
		}
	}
}

func TestRequestCommandBadUsage(t *testing.T) {
	t.Setenv("DEEPCALL_KEY", "")
	for _, args := range [][]string{
		{"request", "--consumer", "nope", "--prompt-ids", "1", "-n", "1"},
		{"request", "--consumer", "0x0000000000000000000000000000000000000001", "-n", "1"},
		{"request", "--consumer", "0x0000000000000000000000000000000000000001", "--prompt-ids", "1", "-n", "0"},
		{"request", "--consumer", "0x0000000000000000000000000000000000000001", "--prompt-ids", "1", "-n", "1"}, // no key
		{"request", "--consumer", "0x0000000000000000000000000000000000000001", "--prompt-ids", "1", "-n", "1", "--key", "/nonexistent"},
		{"answer", "--input", "0x01"},
		{"answer", "--consumer", "nope", "--input", "0x01"},
		{"answer", "--consumer", "0x0000000000000000000000000000000000000001"},
		{"answer", "--consumer", "0x0000000000000000000000000000000000000001", "--input", "0xzz"},
		{"answer", "--consumer", "0x0000000000000000000000000000000000000001", "--prompt-ids", "1", "-n", "0"},
	} {
		var out, errb bytes.Buffer
		if code := run(context.Background(), args, &out, &errb); code != 2 {
			t.Fatalf("%v: exit %d, %q", args, code, errb.String())
		}
	}
}
