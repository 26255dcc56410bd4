package main

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"io"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/inference/loader"
	"github.com/deepcall/deepcall/internal/cli"
	"github.com/deepcall/deepcall/txmgr"
)

// Where the deployer's key comes from: never a flag (it would sit in the
// shell history and the process list).
const (
	envDeployerKey      = "DEEPCALL_DEPLOYER_KEY"
	envDeployerPassword = "DEEPCALL_DEPLOYER_PASSWORD"
)

// errNoKey: neither a keystore nor the key variable.
var errNoKey = errors.New("no deployer key")

// deployInputErrors exit with status 2: the input (flags, record, network
// file, key, funds) is wrong, not the node.
var deployInputErrors = []error{
	deploy.ErrNoNetwork, deploy.ErrNoCode, deploy.ErrWrongContract, deploy.ErrWrongChain,
	deploy.ErrStaleRecord, deploy.ErrNotOwner, deploy.ErrInsufficientFunds, deploy.ErrBadConfig,
	deploy.ErrBadRecord, deploy.ErrConfig, errNoKey,
}

func cmdDeploy(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) > 0 && args[0] == "operator-config" {
		return cmdOperatorConfig(ctx, args[1:], stdout, stderr)
	}
	err := runDeploy(ctx, args, stdout, stderr)
	for _, target := range deployInputErrors {
		if errors.Is(err, target) {
			return fmt.Errorf("%w: %w", errUsage, err)
		}
	}
	return err
}

func runDeploy(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlags("deploy", "deploy --rpc URL --eigenlayer sepolia|mainnet|FILE [--model PATH|synth:qwen3-0.6b] [--pin-only] [--dry-run] [--out deployment.json] (operator.yaml from the record: deploy operator-config)", stderr)
	rpcURL := fs.String("rpc", "", "JSON-RPC URL of the chain (required)")
	network := fs.String("eigenlayer", "", "EigenLayer core: "+strings.Join(deploy.Networks(), ", ")+" (shipped, with their source) or a JSON file of the same shape (required)")
	strategy := fs.String("strategy", "", "the strategy the operator set takes stake in (default: the network's)")
	modelDir := fs.String("model", "", "the model the engine pins: a manifest folder or synth:qwen3-0.6b (default testdata/manifests/stories260K)")
	pinOnly := fs.Bool("pin-only", false, "pin the manifest hash, chunk root and blob root without mounting weights (always so above 256 chunks; reads only manifest.json)")
	dryRun := fs.Bool("dry-run", false, "simulate every transaction on an in-memory fork of the chain (anvil --fork-url), send nothing, print gas and cost")
	out := fs.String("out", deploy.DeploymentFile, "the deployment record: read first when it exists (what it names is checked on chain and skipped), written after every step")
	keystore := fs.String("keystore", "", "the deployer's go-ethereum keystore file, its password in $"+envDeployerPassword+" (else the hex key in $"+envDeployerKey+")")
	anvilBin := fs.String("anvil", "", "the anvil binary for --dry-run (default node_modules/.bin/anvil, else anvil on the PATH)")
	metadataURI := fs.String("metadata-uri", deploy.DefaultAVSMetadataURI, "the AVS's metadata URI registered with EigenLayer")
	timeout := fs.Duration("timeout", 30*time.Minute, "give up after this long")
	if err := cli.Parse(fs, args); err != nil {
		return err
	}
	if *rpcURL == "" || *network == "" {
		return fmt.Errorf("%w: --rpc and --eigenlayer are required", errUsage)
	}
	ctx, cancel := context.WithTimeout(ctx, *timeout)
	defer cancel()
	net, err := deploy.LoadNetwork(*network)
	if err != nil {
		return err
	}
	el := net.EigenLayer
	if *strategy != "" {
		if !common.IsHexAddress(*strategy) {
			return fmt.Errorf("%w: --strategy %q is not an address", errUsage, *strategy)
		}
		el.Strategy = common.HexToAddress(*strategy)
	}
	key, err := deployerKey(*keystore)
	if err != nil {
		return err
	}
	model, err := deployModel(ctx, *modelDir, *pinOnly, stderr)
	if err != nil {
		return err
	}
	pin := *pinOnly || len(model.Manifest.Weights.Chunks) > deploy.MaxMountedChunks

	client, err := ethclient.DialContext(ctx, *rpcURL)
	if err != nil {
		return fmt.Errorf("dial %s: %w", *rpcURL, err)
	}
	defer client.Close()
	s, err := txmgr.Dial(ctx, client, key)
	if err != nil {
		return fmt.Errorf("%s: %w", *rpcURL, err)
	}
	id := s.ChainID().Uint64()
	if net.ChainID != 0 && net.ChainID != id {
		return fmt.Errorf("%w: %s is chain %d, --eigenlayer %s is for chain %d", deploy.ErrWrongChain, *rpcURL, id, net.Name, net.ChainID)
	}
	rec := &deploy.Record{}
	if r, err := deploy.ReadRecord(*out); err == nil {
		rec = r
		fmt.Fprintf(stdout, "record        %s (chain %d): continuing it\n", *out, r.ChainID)
	} else if !errors.Is(err, os.ErrNotExist) {
		return err
	}
	if rec.ChainID != 0 && rec.ChainID != id {
		return fmt.Errorf("%w: %s is chain %d, %s records chain %d", deploy.ErrWrongChain, *rpcURL, id, *out, rec.ChainID)
	}
	fmt.Fprintf(stdout, "chain         %d at %s\ndeployer      %s\n", id, *rpcURL, s.From())
	if err := deploy.CheckEigenLayer(ctx, client, el); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "eigenlayer    %s: DelegationManager %s, AllocationManager %s, StrategyManager %s, strategy %s: code and cross-references checked\n",
		net.Name, el.DelegationManager, el.AllocationManager, el.StrategyManager, el.Strategy)
	if net.Source != "" {
		fmt.Fprintf(stdout, "              source: %s\n", net.Source)
	}
	fmt.Fprintf(stdout, "model         %s (%d chunks, %s)\n", model.Manifest.Hash, len(model.Manifest.Weights.Chunks), map[bool]string{true: "pinned only", false: "mounted"}[pin])
	rec.RPCURL, rec.Network, rec.EigenLayer = *rpcURL, net.Name, el

	verb := "sent"
	if *dryRun {
		verb = "simulated"
	}
	plan := &deploy.Plan{
		Sender: s, Record: rec,
		Cfg: deploy.PlanConfig{Config: deploy.Config{Model: model, DelegationManager: el.DelegationManager, Strategy: el.Strategy, PinOnly: pin},
			AllocationManager: el.AllocationManager, AVSMetadataURI: *metadataURI},
		Save:     func(r *deploy.Record) error { return deploy.WriteRecord(*out, r) },
		Progress: func(l deploy.Landed) { printLanded(stdout, verb, l) },
	}
	if *dryRun {
		bin, err := findAnvil(*anvilBin)
		if err != nil {
			return err
		}
		res, err := deploy.DryRun(ctx, bin, *rpcURL, key, plan)
		if res != nil {
			fmt.Fprintf(stdout, "dry run       %d transactions, %s gas; at %s gwei: %s ETH; the deployer holds %s ETH\n",
				res.Txs, groupDigits(res.Gas), gwei(res.GasPrice), ether(res.Cost), ether(res.Balance))
		}
		return err
	}
	if bal, err := client.BalanceAt(ctx, s.From(), nil); err == nil && bal.Sign() == 0 {
		return fmt.Errorf("%w: %s holds nothing on chain %d (deepcall deploy --dry-run prints what the deployment needs)", deploy.ErrInsufficientFunds, s.From(), id)
	}
	if err := plan.Run(ctx); err != nil {
		return err
	}
	gas, cost, txs := plan.TotalGas()
	fmt.Fprintf(stdout, "deployed      %d transactions, %s gas, %s ETH\nrecord        %s\n", txs, groupDigits(gas), ether(cost), *out)
	c := rec.Contracts
	fmt.Fprintf(stdout, "engine %s\nregistry %s\navs %s\nconsumer %s\nstep %s\ngame %s\n", c.Engine, c.Registry, c.AVS, c.Consumer, c.Step, c.Game)
	return nil
}

func printLanded(w io.Writer, verb string, l deploy.Landed) {
	addr := ""
	if l.Address != (common.Address{}) {
		addr = " " + l.Address.Hex()
	}
	if l.Skipped {
		fmt.Fprintf(w, "  skipped     %-34s%s (%s)\n", l.Step, addr, l.Why)
		return
	}
	fmt.Fprintf(w, "  %-11s %-34s%s gas %s tx %s\n", verb, l.Step, addr, groupDigits(l.Gas), l.Tx.Hex())
}

// deployerKey reads the keystore (password from the environment) or the
// hex key variable.
func deployerKey(keystore string) (*ecdsa.PrivateKey, error) {
	if keystore != "" {
		pass, ok := os.LookupEnv(envDeployerPassword)
		if !ok {
			return nil, fmt.Errorf("%w: --keystore needs its password in $%s", errNoKey, envDeployerPassword)
		}
		return deploy.ReadECDSAKey(keystore, pass)
	}
	hexKey := strings.TrimPrefix(strings.TrimSpace(os.Getenv(envDeployerKey)), "0x")
	if hexKey == "" {
		return nil, fmt.Errorf("%w: give --keystore FILE (password in $%s) or the hex key in $%s", errNoKey, envDeployerPassword, envDeployerKey)
	}
	k, err := crypto.HexToECDSA(hexKey)
	if err != nil {
		return nil, fmt.Errorf("%w: $%s: %v", errNoKey, envDeployerKey, err)
	}
	return k, nil
}

// deployModel loads the model to deploy. Pin-only needs the manifest alone
// (hash, chunk root, blob root, shape), so a 1.2 GB model's weights are
// never read.
func deployModel(ctx context.Context, src string, pinOnly bool, stderr io.Writer) (*sim.Model, error) {
	if src == "" {
		src = filepath.Join(repoRootOr("."), "testdata", "manifests", "stories260K")
	}
	dir, err := resolveModel(ctx, src, 0, stderr)
	if err != nil {
		return nil, err
	}
	if pinOnly {
		raw, err := os.ReadFile(filepath.Join(dir, inference.ManifestFile))
		if err == nil {
			mf, err := inference.ReadManifest(raw)
			if err != nil {
				return nil, err
			}
			return &sim.Model{Manifest: mf, Chunks: make([][]byte, len(mf.Weights.Chunks))}, nil
		}
	}
	l, err := loader.Load(dir, loader.Options{})
	if err != nil {
		return nil, fmt.Errorf("load model %s: %w", dir, err)
	}
	return sim.NewModel(l.Manifest, l.Blob), nil
}

// repoRootOr is the nearest folder up from the working directory holding
// go.mod, or def.
func repoRootOr(def string) string {
	dir, err := os.Getwd()
	if err != nil {
		return def
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return def
		}
		dir = parent
	}
}

// findAnvil is --anvil, else node_modules/.bin/anvil of the repository,
// else anvil on the PATH.
func findAnvil(flagPath string) (string, error) {
	if flagPath != "" {
		return flagPath, nil
	}
	p := filepath.Join(repoRootOr("."), "node_modules", ".bin", "anvil")
	if _, err := os.Stat(p); err == nil {
		return p, nil
	}
	for _, dir := range filepath.SplitList(os.Getenv("PATH")) {
		if p := filepath.Join(dir, "anvil"); fileExists(p) {
			return p, nil
		}
	}
	return "", fmt.Errorf("%w: --dry-run needs anvil (--anvil PATH; `make setup` installs it under node_modules/.bin)", sim.ErrNoAnvil)
}

func fileExists(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir()
}

// groupDigits writes n with thousands separators.
func groupDigits(n uint64) string {
	s := fmt.Sprint(n)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

func ether(wei *big.Int) string {
	if wei == nil {
		return "0"
	}
	f, _ := new(big.Rat).SetFrac(wei, big.NewInt(1e18)).Float64()
	return fmt.Sprintf("%.6f", f)
}

func gwei(wei *big.Int) string {
	f, _ := new(big.Rat).SetFrac(wei, big.NewInt(1e9)).Float64()
	return fmt.Sprintf("%.3f", f)
}
