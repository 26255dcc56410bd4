package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/deepcall/deepcall/answers"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/loader"
	"github.com/deepcall/deepcall/internal/cli"
)

// cmdAnswer is `deepcall answer`: an input's answer as the chain holds it
// (requested, landed, final, invalid), its tokens from the landing's event
// checked against the result slot, and their text with the model's pinned
// tokenizer. --wait follows it until it is final or invalid.
func cmdAnswer(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("answer", "answer --rpc URL (--consumer ADDR | --deployment FILE) (--input HASH | --prompt-ids 1,2,3 -n N) [--model DIR] [--wait] [--json]", stderr)
	rpcURL := fs.String("rpc", "http://127.0.0.1:8545", "JSON-RPC `URL` of the chain")
	consumer := fs.String("consumer", "", "the LLMConsumer's `address`")
	deployment := fs.String("deployment", "", "deployment.json `FILE` naming the consumer (instead of --consumer)")
	inputHex := fs.String("input", "", "the answer's input `hash` (inputHash(prompt, n))")
	ids := fs.String("prompt-ids", "", "the prompt as comma-separated token ids (with -n, instead of --input)")
	n := fs.Int("n", 0, "tokens generated (with --prompt-ids)")
	model := fs.String("model", "", "manifest `DIR` whose pinned tokenizer decodes the tokens to text (default: none)")
	wait := fs.Bool("wait", false, "poll until the answer is final or invalid")
	every := fs.Duration("every", 2*time.Second, "how often --wait polls")
	asJSON := fs.Bool("json", false, "print the answer as one JSON object")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	at, err := consumerAddress(*consumer, *deployment)
	if err != nil {
		return err
	}
	input, err := answerInput(*inputHex, *ids, *n)
	if err != nil {
		return err
	}
	var decode func([]int) (string, error)
	if *model != "" {
		l, err := loader.Load(*model, loader.Options{})
		if err != nil {
			return err
		}
		tok, err := l.OpenTokenizer()
		if err != nil {
			return err
		}
		if tok == nil {
			return fmt.Errorf("%w: --model %s pins no tokenizer", errUsage, *model)
		}
		decode = tok.Decode
	}
	eth, err := ethclient.DialContext(ctx, *rpcURL)
	if err != nil {
		return fmt.Errorf("dial %s: %w", *rpcURL, err)
	}
	defer eth.Close()
	read := answers.Read
	if *wait {
		read = func(ctx context.Context, b answers.Backend, c common.Address, in inference.Hash) (*answers.Answer, error) {
			return answers.Wait(ctx, b, c, in, *every)
		}
	}
	a, err := read(ctx, eth, at, input)
	if err != nil {
		return err
	}
	out := answerOutput{Answer: a}
	if decode != nil && a.Tokens != nil {
		text, err := decode(a.Tokens)
		if err != nil {
			return fmt.Errorf("decode the tokens: %w", err)
		}
		out.Text = &text
	}
	if *asJSON {
		return writeJSON(stdout, out)
	}
	fmt.Fprintf(stdout, "input   %s\nstatus  %s (block %d)\n", common.Hash(a.Input), a.Status, a.Block)
	if a.LandedAt != 0 {
		fmt.Fprintf(stdout, "landed  block %d, tx %s\nroot    %s\ntokens  %v\n", a.LandedAt, a.Tx.Hex(), common.Hash(a.Root), a.Tokens)
	}
	if out.Text != nil {
		fmt.Fprintf(stdout, "text    %q\n", *out.Text)
	}
	return nil
}

// answerOutput is `deepcall answer --json`.
type answerOutput struct {
	*answers.Answer
	Text *string `json:"text,omitempty"`
}

// consumerAddress is --consumer, or the consumer of --deployment.
func consumerAddress(consumer, deployment string) (common.Address, error) {
	switch {
	case (consumer == "") == (deployment == ""):
		return common.Address{}, fmt.Errorf("%w: give one of --consumer and --deployment", errUsage)
	case deployment != "":
		rec, err := deploy.ReadRecord(deployment)
		if err != nil {
			return common.Address{}, fmt.Errorf("%w: --deployment: %v", errUsage, err)
		}
		return rec.Contracts.Consumer, nil
	case !common.IsHexAddress(consumer):
		return common.Address{}, fmt.Errorf("%w: --consumer %q is not an address", errUsage, consumer)
	}
	return common.HexToAddress(consumer), nil
}

// answerInput is --input, or inputHash(--prompt-ids, -n).
func answerInput(inputHex, ids string, n int) (inference.Hash, error) {
	if (inputHex == "") == (ids == "") {
		return inference.Hash{}, fmt.Errorf("%w: give one of --input and --prompt-ids", errUsage)
	}
	if ids != "" {
		prompt, err := parseIDs(ids)
		if err != nil {
			return inference.Hash{}, err
		}
		if len(prompt) == 0 || n < 1 {
			return inference.Hash{}, fmt.Errorf("%w: give --prompt-ids and -n ≥ 1", errUsage)
		}
		return inference.InputHash(prompt, n), nil
	}
	var h inference.Hash
	if err := h.UnmarshalText([]byte(inputHex)); err != nil {
		return h, fmt.Errorf("%w: --input: %v", errUsage, err)
	}
	return h, nil
}
