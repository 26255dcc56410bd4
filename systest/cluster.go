package systest

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"gopkg.in/yaml.v3"

	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/devnet"
)

// Binaries are the deepcall commands the cluster runs (bisect: the
// external-chain test's challenger).
var Binaries = []string{"deepcall", "operator", "aggregator", "router", "bisect"}

// Config sets a cluster up. Timing flags of the daemons are derived from
// BlockPeriod so that every wait in a test is a bound computed from them.
type Config struct {
	// Bin holds the built binaries (Binaries).
	Bin string
	// Dir receives every store, key, config and log.
	Dir string
	// ModelDir is the manifest folder (stories260K).
	ModelDir    string
	Operators   int           // default 4
	BlockPeriod time.Duration // default 1 s
	// SignTimeout bounds one signing round in the aggregator (default 20
	// blocks); ReceiptTimeout how long it waits for a transaction before
	// resending (default 10 blocks).
	SignTimeout, ReceiptTimeout time.Duration
}

func (c *Config) defaults() {
	if c.Operators == 0 {
		c.Operators = devnet.DefaultOperators
	}
	if c.BlockPeriod == 0 {
		c.BlockPeriod = devnet.DefaultBlockPeriod
	}
	if c.SignTimeout == 0 {
		c.SignTimeout = 20 * c.BlockPeriod
	}
	if c.ReceiptTimeout == 0 {
		c.ReceiptTimeout = 10 * c.BlockPeriod
	}
}

// Readiness bounds. The chain's start is measured at 7.2–7.6 s at 1 s
// blocks (docs/measured.md) and takes about twenty blocks of deployment and
// registration transactions, so 60 blocks leave room for a loaded machine;
// a daemon loads a 260K-parameter model and opens a store, which takes well
// under a second alone.
const (
	chainReadyBlocks = 60
	daemonReady      = 30 * time.Second
)

// Daemon is a Proc with an HTTP API and /metrics.
type Daemon struct {
	*Proc
	URL string // http://127.0.0.1:port
}

// Cluster is the chain and every daemon, each an OS process.
type Cluster struct {
	Cfg        Config
	Chain      *Proc
	Record     devnet.Record
	RPC        *Proxy // what the daemons dial; Cut for an outage
	Operators  []*Daemon
	Aggregator *Daemon
	Router     *Daemon
}

// Daemons lists the daemons: operators, aggregator, router.
func (c *Cluster) Daemons() []*Daemon {
	return append(append([]*Daemon(nil), c.Operators...), c.Aggregator, c.Router)
}

// ChainURL is the node's own JSON-RPC URL (not through the proxy): the
// checks read the chain through it.
func (c *Cluster) ChainURL() string { return c.Record.RPCURL }

// ProxyURL is the JSON-RPC URL the daemons use.
func (c *Cluster) ProxyURL() string { return "http://" + c.RPC.Addr() }

// Start runs the chain, then the operators, the aggregator and the router,
// each ready before the next starts. On error what started is stopped.
func Start(ctx context.Context, cfg Config) (_ *Cluster, err error) {
	cfg.defaults()
	for _, b := range Binaries {
		if _, err := os.Stat(filepath.Join(cfg.Bin, b)); err != nil {
			return nil, fmt.Errorf("systest: binary %s: %w", b, err)
		}
	}
	c := &Cluster{Cfg: cfg}
	defer func() {
		if err != nil {
			c.Stop()
		}
	}()
	if err := c.startChain(ctx); err != nil {
		return nil, err
	}
	rpcHost := strings.TrimPrefix(c.Record.RPCURL, "http://")
	if c.RPC, err = NewProxy(rpcHost); err != nil {
		return nil, err
	}
	for i := range cfg.Operators {
		d, err := c.newOperator(i)
		if err != nil {
			return nil, err
		}
		c.Operators = append(c.Operators, d)
		if err := d.Start(ctx); err != nil {
			return nil, err
		}
	}
	if c.Aggregator, err = c.newAggregator(); err != nil {
		return nil, err
	}
	if err := c.Aggregator.Start(ctx); err != nil {
		return nil, err
	}
	if c.Router, err = c.newRouter(); err != nil {
		return nil, err
	}
	if err := c.Router.Start(ctx); err != nil {
		return nil, err
	}
	return c, nil
}

// Stop ends every process (SIGTERM, then SIGKILL) and the proxy.
func (c *Cluster) Stop() {
	grace := 10 * time.Second
	if c.Router != nil {
		_ = c.Router.Stop(grace)
	}
	if c.Aggregator != nil {
		_ = c.Aggregator.Stop(grace)
	}
	for _, o := range c.Operators {
		_ = o.Stop(grace)
	}
	if c.RPC != nil {
		c.RPC.Close()
	}
	if c.Chain != nil {
		_ = c.Chain.Stop(grace)
	}
}

func (c *Cluster) bin(name string) string { return filepath.Join(c.Cfg.Bin, name) }

func (c *Cluster) startChain(ctx context.Context) error {
	data := filepath.Join(c.Cfg.Dir, "chain")
	if err := os.MkdirAll(data, 0o755); err != nil {
		return err
	}
	depPath := filepath.Join(data, devnet.DeploymentFile)
	_ = os.Remove(depPath) // readiness is this file appearing
	c.Chain = &Proc{
		Name: "chain", Path: c.bin("deepcall"), LogPath: filepath.Join(c.Cfg.Dir, "chain.log"),
		Args: []string{"devnet", "--services=false", "--data", data, "--operators", strconv.Itoa(c.Cfg.Operators),
			"--http", "127.0.0.1:0", "--ws", "127.0.0.1:0", "--block-period", c.Cfg.BlockPeriod.String(), "--model", c.Cfg.ModelDir},
		ReadyWithin: chainReadyBlocks * max(c.Cfg.BlockPeriod, time.Second),
		ProbeEvery:  200 * time.Millisecond,
		Ready: func(ctx context.Context) error {
			raw, err := os.ReadFile(depPath)
			if err != nil {
				return err
			}
			var r devnet.Record
			if err := json.Unmarshal(raw, &r); err != nil {
				return fmt.Errorf("%s: %w", depPath, err)
			}
			if len(r.Operators) != c.Cfg.Operators || !strings.HasPrefix(r.RPCURL, "http://") {
				return fmt.Errorf("%s: incomplete", depPath)
			}
			c.Record = r
			return nil
		},
	}
	return c.Chain.Start(ctx)
}

// freePort picks a loopback port for a daemon that must come back on the
// same address after a restart (the aggregator's operator list and the
// router's aggregator URL name them).
func freePort() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer ln.Close()
	return ln.Addr().String(), nil
}

// healthz probes GET url/v1/healthz for 200.
func healthz(url string) func(ctx context.Context) error {
	return func(ctx context.Context) error {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url+"/v1/healthz", nil)
		if err != nil {
			return err
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			return err
		}
		res.Body.Close()
		if res.StatusCode != http.StatusOK {
			return fmt.Errorf("healthz: %s", res.Status)
		}
		return nil
	}
}

func (c *Cluster) daemon(name string, args []string, env []string) (*Daemon, string, error) {
	addr, err := freePort()
	if err != nil {
		return nil, "", err
	}
	url := "http://" + addr
	return &Daemon{URL: url, Proc: &Proc{
		Name: name, LogPath: filepath.Join(c.Cfg.Dir, name+".log"), Args: args, Env: env,
		Ready: healthz(url), ReadyWithin: daemonReady, ProbeEvery: 50 * time.Millisecond,
	}}, addr, nil
}

// Passwords of the operators' dev keystores (light scrypt: dev keys only).
const devKeyPassword = "systest"

func (c *Cluster) newOperator(i int) (*Daemon, error) {
	name := fmt.Sprintf("operator%d", i)
	d, addr, err := c.daemon(name, nil, []string{deploy.EnvECDSAPassword + "=" + devKeyPassword, deploy.EnvBLSPassword + "=" + devKeyPassword})
	if err != nil {
		return nil, err
	}
	dir := filepath.Join(c.Cfg.Dir, name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	ecdsaPath, blsPath := filepath.Join(dir, "ecdsa.key.json"), filepath.Join(dir, "bls.key.json")
	if err := deploy.WriteECDSAKey(ecdsaPath, devnet.OperatorKey(i), devKeyPassword, deploy.LightKDF); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if err := deploy.WriteBLSKey(blsPath, devnet.OperatorBLSKey(i), devKeyPassword, deploy.LightKDF); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var oc deploy.OperatorConfig
	oc.Operator.Address = c.Record.Operators[i].Address.Hex()
	oc.ELDelegationManagerAddress = c.Record.EigenLayer.DelegationManager.Hex()
	oc.EthRPCURL, oc.ChainID = c.ProxyURL(), c.Record.ChainID
	oc.PrivateKeyStorePath, oc.BLSPrivateKeyStorePath, oc.SignerType = ecdsaPath, blsPath, "local_keystore"
	oc.RegistryAddress, oc.ConsumerAddress = c.Record.Contracts.Registry.Hex(), c.Record.Contracts.Consumer.Hex()
	oc.ListenAddress, oc.ModelDir = addr, c.Cfg.ModelDir
	raw, err := yaml.Marshal(&oc)
	if err != nil {
		return nil, err
	}
	cfgPath := filepath.Join(dir, "operator.yaml")
	if err := os.WriteFile(cfgPath, raw, 0o644); err != nil {
		return nil, err
	}
	// the aggregator signs its requests with AggregatorKey; the game is the deployment's
	d.Path, d.Args = c.bin("operator"), []string{"run", "--config", cfgPath,
		"--callers", crypto.PubkeyToAddress(devnet.AggregatorKey().PublicKey).Hex(), "--game", c.Record.Contracts.Game.Hex()}
	return d, nil
}

func (c *Cluster) newAggregator() (*Daemon, error) {
	ops := make([]string, len(c.Operators))
	for i, o := range c.Operators {
		ops[i] = o.URL
	}
	key := "DEEPCALL_AGGREGATOR_KEY=" + hex.EncodeToString(crypto.FromECDSA(devnet.AggregatorKey()))
	d, addr, err := c.daemon("aggregator", nil, []string{key})
	if err != nil {
		return nil, err
	}
	d.Path = c.bin("aggregator")
	d.Args = []string{"--listen", addr, "--rpc", c.ProxyURL(), "--consumer", c.Record.Contracts.Consumer.Hex(),
		"--operators", strings.Join(ops, ","), "--store", filepath.Join(c.Cfg.Dir, "aggregator-store"),
		"--model", c.Cfg.ModelDir, "--poll", (c.Cfg.BlockPeriod / 4).String(),
		"--sign-timeout", c.Cfg.SignTimeout.String(), "--receipt-timeout", c.Cfg.ReceiptTimeout.String()}
	return d, nil
}

// RouterTTL is the router's task TTL: far beyond any run, so that a task
// can only end landed or failed for a reason other than expiry.
const RouterTTL = 6 * time.Hour

func (c *Cluster) newRouter() (*Daemon, error) {
	d, addr, err := c.daemon("router", nil, nil)
	if err != nil {
		return nil, err
	}
	d.Path = c.bin("router")
	d.Args = []string{"--listen", addr, "--store", filepath.Join(c.Cfg.Dir, "router-store"), "--model", c.Cfg.ModelDir,
		"--aggregator", c.Aggregator.URL, "--rate", "0", "--ttl", RouterTTL.String()}
	return d, nil
}

// BuildBinaries builds Binaries into dir with the go command (for a test
// run without DEEPCALL_BIN), from the module at root.
func BuildBinaries(ctx context.Context, root, dir string) error {
	args := []string{"build", "-o", dir + string(filepath.Separator)}
	for _, b := range Binaries {
		args = append(args, "./cmd/"+b)
	}
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = root
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("go build: %w\n%s", err, out)
	}
	return nil
}

// ErrNoBinaries: DEEPCALL_BIN names a folder without the binaries.
var ErrNoBinaries = errors.New("systest: DEEPCALL_BIN lacks the binaries")

// InFlight reads the work a daemon holds from its /v1/healthz: the
// aggregator's pending jobs, the router's queued and executing tasks (an
// operator's health does not say: 0).
func (d *Daemon) InFlight(ctx context.Context) (int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, d.URL+"/v1/healthz", nil)
	if err != nil {
		return 0, err
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	var h struct {
		Pending   int `json:"pending"`
		Queued    int `json:"queued"`
		Executing int `json:"executing"`
	}
	if err := json.NewDecoder(res.Body).Decode(&h); err != nil {
		return 0, fmt.Errorf("%s healthz: %w", d.Name, err)
	}
	return h.Pending + h.Queued + h.Executing, nil
}

// WaitBusy waits until the daemon holds work (InFlight ≥ 1), polling every
// `every`, for at most within; it returns the last count read.
func (d *Daemon) WaitBusy(ctx context.Context, every, within time.Duration) int {
	ctx, cancel := context.WithTimeout(ctx, within)
	defer cancel()
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		n, err := d.InFlight(ctx)
		if err == nil && n > 0 {
			return n
		}
		select {
		case <-ctx.Done():
			return n
		case <-t.C:
		}
	}
}
