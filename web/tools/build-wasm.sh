#!/usr/bin/env bash
# Builds the dapp's WebAssembly engine (web/wasm, GOOS=js GOARCH=wasm, the
# portable kernel) into web/public/deepcall.wasm and copies the Go release's
# own loader, wasm_exec.js, beside it; Vite copies web/public/ into dist/.
# Both are build outputs (ignored by git). Run from anywhere.
set -euo pipefail
web="$(cd "$(dirname "$0")/.." && pwd)"
go="${GO:-go}"
mkdir -p "$web/public"
exec_js="$("$go" env GOROOT)/lib/wasm/wasm_exec.js"
[ -f "$exec_js" ] || exec_js="$("$go" env GOROOT)/misc/wasm/wasm_exec.js"
cp "$exec_js" "$web/public/wasm_exec.js"
cd "$web/.."
GOOS=js GOARCH=wasm "$go" build -trimpath -ldflags="-s -w" -o "$web/public/deepcall.wasm" ./web/wasm
