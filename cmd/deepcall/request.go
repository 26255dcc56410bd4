package main

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/deepcall/deepcall/aggregator"
	"github.com/deepcall/deepcall/internal/cli"
)

// cmdRequest is `deepcall request`: LLMConsumer.request(prompt, n) from the
// caller's account, so that its answer lands over a slot the requester
// created (a nonzero-to-nonzero write for whoever lands it).
func cmdRequest(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("request", "request --rpc URL --consumer ADDR [--key FILE] --prompt-ids 1,2,3 -n N [--json]", stderr)
	rpcURL := fs.String("rpc", "http://127.0.0.1:8545", "JSON-RPC `URL` of the chain")
	consumer := fs.String("consumer", "", "the LLMConsumer's `address`")
	keyFile := fs.String("key", "", "file holding the requester's hex private key (default: $DEEPCALL_KEY)")
	ids := fs.String("prompt-ids", "", "prompt as comma-separated token ids")
	n := fs.Int("n", 0, "tokens to generate")
	asJSON := fs.Bool("json", false, `print {"input", "tx", "block", "gas_used"} as JSON`)
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	if !common.IsHexAddress(*consumer) {
		return fmt.Errorf("%w: --consumer %q is not an address", errUsage, *consumer)
	}
	prompt, err := parseIDs(*ids)
	if err != nil {
		return err
	}
	if len(prompt) == 0 || *n < 1 {
		return fmt.Errorf("%w: give --prompt-ids and -n ≥ 1", errUsage)
	}
	key, err := requesterKey(*keyFile)
	if err != nil {
		return err
	}
	eth, err := ethclient.DialContext(ctx, *rpcURL)
	if err != nil {
		return fmt.Errorf("dial %s: %w", *rpcURL, err)
	}
	defer eth.Close()
	rq, err := aggregator.SendRequest(ctx, eth, common.HexToAddress(*consumer), key, prompt, *n)
	if err != nil {
		return err
	}
	if *asJSON {
		return json.NewEncoder(stdout).Encode(map[string]any{"input": rq.Input.String(), "tx": rq.Tx.Hex(), "block": rq.Block, "gas_used": rq.GasUsed})
	}
	fmt.Fprintf(stdout, "requested input %s in tx %s (block %d, %d gas)\n", rq.Input, rq.Tx.Hex(), rq.Block, rq.GasUsed)
	return nil
}

// requesterKey reads the hex private key from path, or from $DEEPCALL_KEY.
func requesterKey(path string) (*ecdsa.PrivateKey, error) {
	hexKey, from := os.Getenv("DEEPCALL_KEY"), "$DEEPCALL_KEY"
	if path != "" {
		b, err := os.ReadFile(path)
		if err != nil {
			return nil, fmt.Errorf("%w: --key: %v", errUsage, err)
		}
		hexKey, from = string(b), "--key "+path
	}
	if strings.TrimSpace(hexKey) == "" {
		return nil, fmt.Errorf("%w: no key: give --key FILE or set DEEPCALL_KEY", errUsage)
	}
	k, err := crypto.HexToECDSA(strings.TrimPrefix(strings.TrimSpace(hexKey), "0x"))
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v", errUsage, from, err)
	}
	return k, nil
}
