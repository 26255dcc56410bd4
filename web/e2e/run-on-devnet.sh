#!/usr/bin/env bash
# Runs the dapp's browser tests against real devnets: starts three
# `deepcall devnet`s (built into bin/ by the caller) side by side, the
# default one (stories260K: token ids), one serving testdata/textmodel
# (a tokenizer-pinned model: text in, text out) and one with a faulty quorum
# whose challenger daemon plays the challenges a wallet opens (--fault
# wrong-from=1 --challenger assist: the disputes e2e) and one whose
# aggregator holds signed answers for their users to land (--hold 120s: the
# land e2e) and one serving SmolLM2-135M-Instruct (--model smollm2, fetched by
# make setup: the chat e2e), waits until every web
# origin serves /config.json, runs the Playwright e2e, stops the devnets.
# Usage: web/e2e/run-on-devnet.sh   (from the repository root)
# Env: DEEPCALL_WEB_ADDR (default 127.0.0.1:18080), DEEPCALL_TEXT_WEB_ADDR
# (default 127.0.0.1:18081), DEEPCALL_FAULT_WEB_ADDR (default 127.0.0.1:18082),
# DEEPCALL_HOLD_WEB_ADDR (default 127.0.0.1:18083), DEEPCALL_CHAT_WEB_ADDR
# (default 127.0.0.1:18084),
# CHROMIUM (default /usr/bin/chromium).
set -euo pipefail
cd "$(dirname "$0")/../.."
addr="${DEEPCALL_WEB_ADDR:-127.0.0.1:18080}"
text_addr="${DEEPCALL_TEXT_WEB_ADDR:-127.0.0.1:18081}"
fault_addr="${DEEPCALL_FAULT_WEB_ADDR:-127.0.0.1:18082}"
hold_addr="${DEEPCALL_HOLD_WEB_ADDR:-127.0.0.1:18083}"
chat_addr="${DEEPCALL_CHAT_WEB_ADDR:-127.0.0.1:18084}"
data="$(mktemp -d)"
mkdir -p web/test-results
rm -f web/test-results/timings.json  # each e2e file merges its figures into it
pids=()
start() { # name addr args...
  local name="$1" a="$2"
  shift 2
  mkdir -p "$data/$name"
  bin/deepcall devnet --web "$a" --http 127.0.0.1:0 --ws 127.0.0.1:0 --data "$data/$name" "$@" >"web/test-results/$name.log" 2>&1 &
  pids+=($!)
}
cleanup() {
  for p in "${pids[@]}"; do kill -INT "$p" 2>/dev/null || true; done
  for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
  rm -rf "$data"
}
trap cleanup EXIT
start devnet "$addr"
start devnet-text "$text_addr" --model testdata/textmodel
start devnet-fault "$fault_addr" --fault wrong-from=1 --challenger assist
start devnet-hold "$hold_addr" --hold 120s
start devnet-chat "$chat_addr" --model smollm2
wait_up() { # name addr pid
  for _ in $(seq 1 480); do
    if curl -fsS "http://$2/config.json" >/dev/null 2>&1; then return 0; fi
    if ! kill -0 "$3" 2>/dev/null; then echo "$1 exited early:"; cat "web/test-results/$1.log"; exit 1; fi
    sleep 0.5
  done
  curl -fsS "http://$2/config.json" >/dev/null || { echo "$1 did not come up:"; cat "web/test-results/$1.log"; exit 1; }
}
wait_up devnet "$addr" "${pids[0]}"
wait_up devnet-text "$text_addr" "${pids[1]}"
wait_up devnet-fault "$fault_addr" "${pids[2]}"
wait_up devnet-hold "$hold_addr" "${pids[3]}"
wait_up devnet-chat "$chat_addr" "${pids[4]}"
DEEPCALL_WEB_URL="http://$addr" DEEPCALL_TEXT_WEB_URL="http://$text_addr" DEEPCALL_FAULT_WEB_URL="http://$fault_addr" \
  DEEPCALL_HOLD_WEB_URL="http://$hold_addr" DEEPCALL_CHAT_WEB_URL="http://$chat_addr" npm --prefix web run e2e
