#!/usr/bin/env bash
# Runs the dapp's browser tests against a real devnet: starts
# `deepcall devnet` (built into bin/ by the caller), waits until its web
# origin serves /config.json, runs the Playwright e2e, stops the devnet.
# Usage: web/e2e/run-on-devnet.sh   (from the repository root)
# Env: DEEPCALL_WEB_ADDR (default 127.0.0.1:18080), CHROMIUM (default /usr/bin/chromium).
set -euo pipefail
cd "$(dirname "$0")/../.."
addr="${DEEPCALL_WEB_ADDR:-127.0.0.1:18080}"
data="$(mktemp -d)"
log="web/test-results/devnet.log"
mkdir -p web/test-results
bin/deepcall devnet --web "$addr" --http 127.0.0.1:0 --ws 127.0.0.1:0 --data "$data" >"$log" 2>&1 &
pid=$!
cleanup() { kill -INT "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$data"; }
trap cleanup EXIT
for _ in $(seq 1 240); do
  if curl -fsS "http://$addr/config.json" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$pid" 2>/dev/null; then echo "devnet exited early:"; cat "$log"; exit 1; fi
  sleep 0.5
done
curl -fsS "http://$addr/config.json" >/dev/null || { echo "devnet did not come up:"; cat "$log"; exit 1; }
DEEPCALL_WEB_URL="http://$addr" npm --prefix web run e2e
