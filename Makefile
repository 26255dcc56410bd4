# deepcall — run `make help` for the targets.

GO      ?= go
BIN     := bin
NPM     ?= npm
# The binaries are built with Go's SIMD experiment: the engine then uses its
# AVX-512 matrix kernel where the CPU has one (bit-identical to the portable
# kernel, which every other build uses).
BUILD_ENV ?= GOEXPERIMENT=simd

.DEFAULT_GOAL := help

help: ## list the targets
	@awk 'BEGIN {FS = ":.*## "} /^[a-zA-Z_-]+:.*## / {printf "  %-12s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

setup: ## fetch Go modules and the pinned npm packages (node_modules/)
	$(GO) mod download
	$(NPM) ci --no-audit --no-fund

build: ## build the binaries into bin/
	$(BUILD_ENV) $(GO) build -o $(BIN)/ ./cmd/...

demo: build ## export stories260K and run it: tokens, checkpoints, result root
	$(BIN)/deepcall export --from llama2c testdata/models/stories260K.bin --out $(BIN)/stories260K
	$(BIN)/deepcall infer --model $(BIN)/stories260K --prompt-ids 1 -n 32
	$(BIN)/deepcall agree --model testdata/models/stories260K.bin -n 512

test: ## the full test suite (needs `make setup` first: the tokenizer tests run Node)
	DEEPCALL_REQUIRE_NODE=1 $(GO) test -count=1 -timeout 20m ./...
	$(BUILD_ENV) $(GO) test -count=1 ./inference/ ./inference/golden/

test-short: ## the Go tests without Node parity checks
	$(GO) test ./...

check: ## formatting and vet
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || { gofmt -l $$(git ls-files '*.go'); echo "gofmt: files above need formatting"; exit 1; }
	$(GO) vet ./...

golden: ## regenerate testdata/ golden vectors (review the diff before committing)
	$(GO) test ./inference/golden/ -run TestGoldenUpToDate -update
	DEEPCALL_REQUIRE_NODE=1 $(GO) test ./inference/tokenizer/ -run Golden -update

fuzz: ## run every fuzz target for FUZZTIME each (default 30s)
	@for pkg in $$($(GO) list ./...); do \
	  for t in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz'); do \
	    echo "== $$pkg $$t"; $(GO) test -run XXX -fuzz "^$$t$$" -fuzztime $${FUZZTIME:-30s} $$pkg || exit 1; \
	  done; \
	done

bench: build ## engine benchmark report (bench/engine.json), with its inputs
	@mkdir -p bench
	$(BIN)/deepcall bench engine --json --out bench/engine.json

clean: ## remove build outputs
	rm -rf $(BIN)

.PHONY: help setup build demo test test-short check golden fuzz bench clean
