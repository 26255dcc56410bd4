// Package labchain is an in-process chain with deepcall's real contracts,
// for playing dispute games end to end without a node: a go-ethereum
// simulated backend under the Osaka configuration (contracts/sim's
// ChainConfig), IQ16Engine for a manifest, OperatorRegistry in standalone
// mode with operators registered by real BLS keys and proofs of possession,
// LLMConsumer, a one-step rule and DisputeGame, the game wired as the
// consumer's arbiter and the registry's slasher, all deployed by
// deploy.Contracts as on every deepcall chain.
//
// Results land the way operators land them: a Transition signed by a
// quorum of the operators (BLS, aggregated by blsagg) and sent to
// LLMConsumer.verifyAndUpdate, so a faulty quorum can land a wrong root and
// a game can slash it. `bisect lab`, `deepcall bench dispute` and the tests
// of package bisection's chain adapter run on it.
package labchain

import (
	"context"
	"crypto/ecdsa"
	"encoding/binary"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/node"

	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/internal/repo"
	"github.com/deepcall/deepcall/txmgr"
)

// Options configure a lab chain.
type Options struct {
	// ManifestDir holds the manifest.json the engine is deployed for (only
	// its config and hashes are used); default testdata/manifests/stories260K
	// under the repository root.
	ManifestDir string
	// Operators is the number of registered operators (default 4), equal
	// stakes.
	Operators int
	// SubSizes are the alphabet one-step's levels below the checkpoints
	// (default 4, 3). Nil Step means the alphabet rule.
	SubSizes []int
	// Clock is each side's chess clock (default 24 h); Window the challenge
	// window in blocks (default 1000); Bond the challenger's bond (default
	// 1 ether); DefenderBond each defender's (default Bond); JoinWindow how
	// long defences may join a challenge (default 1 h); SlashBips the share
	// of a signer's stake slashed (default 5000).
	Clock        time.Duration
	Window       uint64
	Bond         *big.Int
	DefenderBond *big.Int
	JoinWindow   time.Duration
	SlashBips    uint64
	// ReferenceWindow is the registry's: how many blocks back a quorum
	// signature's reference block may lie (default 256; Land signs two
	// blocks back). The game refuses a Window shorter than it plus
	// deploy.MinChallengePeriod, so a test that wants a window it can pass
	// quickly sets a short one too (4 and 68).
	ReferenceWindow uint64
	// Engine selects the engine trace's one-step (EngineStep over the
	// deployed IQ16Engine, with the model's weight chunks mounted at their
	// overlay addresses) instead of the alphabet's; ChunkMACs is its matvec
	// chunking (default bisection.DefaultChunkMACs).
	Engine    bool
	ChunkMACs int
	// Zk (with Engine) referees with ZkEngineStep over the EngineStep and the
	// residual circuit's verifier (zkstep, keys from the test seed: local
	// chains only), so a side may end a game with a gnark proof
	// (DisputeGame.stepProven) as well as with the re-execution. It returns
	// the model hash and SP1 program key ZkEngineStep pins; it is a function
	// of the started chain so that this package need not import the Rust
	// step's package (bisection/steprs), whose own tests import this one.
	Zk func(e *Env) (model inference.Hash, program [32]byte, err error)
}

// Account is a funded key on the lab chain.
type Account struct {
	Key    *ecdsa.PrivateKey
	Sender *txmgr.Manager
}

// Address is the account's address.
func (a *Account) Address() common.Address { return crypto.PubkeyToAddress(a.Key.PublicKey) }

// Operator is a registered operator: its account and BLS key pair.
type Operator struct {
	Account
	BLS *bls.KeyPair
}

// Env is a running lab chain with the contracts deployed.
type Env struct {
	// commitMu serializes block sealing: the simulated beacon's Commit is
	// not safe to call from two goroutines (players of both sides mine), and
	// racing calls can hang in the transaction pool's sync.
	commitMu sync.Mutex

	Backend *simulated.Backend
	Client  simulated.Client
	ChainID *big.Int

	Deployer, Challenger, Bystander *Account
	Operators                       []*Operator
	Set                             *blsagg.OperatorSet
	Manifest                        *inference.Manifest
	// Model is the loaded model (engine mode only): what the sides' engine
	// traces run.
	Model *inference.Model

	Engine, Registry, Consumer, Step, Game common.Address
	// ZkStep, ZkVerifier and Sp1StandIn (Options.Zk): the game's one-step
	// rule over Step, the residual verifier and the SP1 verifier it calls
	// (a stand-in that proves nothing: no SP1 proof can be made here).
	ZkStep, ZkVerifier, Sp1StandIn common.Address
	Opts                           Options
}

var (
	registryABI = bindings.NewOperatorRegistry()
	consumerABI = bindings.NewLLMConsumer()
)

// Stake is each operator's stake.
var Stake = big.NewInt(1_000_000)

// devKey is a fixed, lab-only key.
func devKey(label string, i int) *ecdsa.PrivateKey {
	var n [8]byte
	binary.BigEndian.PutUint64(n[:], uint64(i))
	k, err := crypto.ToECDSA(crypto.Keccak256([]byte("deepcall/labchain/"+label), n[:]))
	if err != nil {
		panic(err) // a keccak output is a valid key but for negligible probability
	}
	return k
}

func blsKey(i int) *bls.KeyPair {
	var n [8]byte
	binary.BigEndian.PutUint64(n[:], uint64(i))
	var sk fr.Element
	sk.SetBytes(crypto.Keccak256([]byte("deepcall/labchain/bls"), n[:]))
	return bls.NewKeyPair(&sk)
}

// Start launches the chain and deploys and wires every contract.
func Start(ctx context.Context, opts Options) (*Env, error) {
	if opts.Operators == 0 {
		opts.Operators = 4
	}
	if opts.SubSizes == nil {
		opts.SubSizes = []int{4, 3}
	}
	// A devnet deploys its game with the same defaults.
	if opts.Clock == 0 {
		opts.Clock = deploy.DefaultGameClock
	}
	if opts.Window == 0 {
		opts.Window = deploy.DefaultChallengeWindow
	}
	if opts.ReferenceWindow == 0 {
		opts.ReferenceWindow = deploy.DefaultReferenceWindow
	}
	if opts.Window < opts.ReferenceWindow+deploy.MinChallengePeriod {
		return nil, fmt.Errorf("lab chain: challenge window %d blocks is shorter than the reference window %d + %d (DisputeGame BadConfig)",
			opts.Window, opts.ReferenceWindow, deploy.MinChallengePeriod)
	}
	if opts.Bond == nil {
		opts.Bond = new(big.Int).Set(deploy.DefaultChallengerBond)
	}
	if opts.DefenderBond == nil {
		opts.DefenderBond = new(big.Int).Set(opts.Bond)
	}
	if opts.JoinWindow == 0 {
		opts.JoinWindow = deploy.DefaultJoinWindow
	}
	if opts.SlashBips == 0 {
		opts.SlashBips = deploy.DefaultSlashBips
	}
	if opts.ChunkMACs == 0 {
		opts.ChunkMACs = bisection.DefaultChunkMACs
	}
	if opts.ManifestDir == "" {
		root, err := repo.Root()
		if err != nil {
			return nil, fmt.Errorf("default manifest (or pass its folder): %w", err)
		}
		opts.ManifestDir = filepath.Join(root, "testdata", "manifests", "stories260K")
	}
	data, err := os.ReadFile(filepath.Join(opts.ManifestDir, inference.ManifestFile))
	if err != nil {
		return nil, fmt.Errorf("lab chain: %w", err)
	}
	mf, err := inference.ReadManifest(data)
	if err != nil {
		return nil, fmt.Errorf("lab chain: %w", err)
	}

	e := &Env{Opts: opts, Manifest: mf}
	rich := new(big.Int).Exp(big.NewInt(10), big.NewInt(24), nil)
	alloc := types.GenesisAlloc{}
	if opts.Engine {
		// The weights as the engine reads them: chunk code at the derived
		// overlay addresses, as mountChunk or a state override would put it.
		m, lmf, err := inference.LoadDir(opts.ManifestDir)
		if err != nil {
			return nil, fmt.Errorf("lab chain: %w", err)
		}
		e.Model, e.Manifest = m, lmf
		model := sim.NewModel(lmf, m.EncodeBlob())
		for i := range model.Chunks {
			alloc[sim.DerivedOverlayAddress(lmf.Hash, i)] = types.Account{Code: model.OverlayCode(i), Balance: new(big.Int)}
		}
	}
	mk := func(label string, i int) *Account {
		a := &Account{Key: devKey(label, i)}
		alloc[a.Address()] = types.Account{Balance: rich}
		return a
	}
	e.Deployer, e.Challenger, e.Bystander = mk("deployer", 0), mk("challenger", 0), mk("bystander", 0)
	for i := range opts.Operators {
		e.Operators = append(e.Operators, &Operator{Account: *mk("operator", i), BLS: blsKey(i)})
	}
	e.Backend = simulated.NewBackend(alloc, simulated.WithBlockGasLimit(60_000_000), func(_ *node.Config, ec *ethconfig.Config) {
		ec.Genesis.Config = sim.ChainConfig()
	})
	e.Client = e.Backend.Client()
	if e.ChainID, err = e.Client.ChainID(ctx); err != nil {
		e.Close()
		return nil, err
	}
	for _, a := range e.accounts() {
		a.Sender = txmgr.New(txmgr.Config{Backend: e.Client, Key: a.Key, ChainID: e.ChainID, Mine: e.Commit, Poll: time.Millisecond})
	}
	if err := e.deploy(ctx); err != nil {
		e.Close()
		return nil, err
	}
	return e, nil
}

func (e *Env) accounts() []*Account {
	as := []*Account{e.Deployer, e.Challenger, e.Bystander}
	for _, o := range e.Operators {
		as = append(as, &o.Account)
	}
	return as
}

// Close stops the chain (an attached chain is left running).
func (e *Env) Close() error {
	if e.Backend == nil {
		return nil
	}
	return e.Backend.Close()
}

// Advance moves the chain's clock forward by d (one empty block); on an
// attached chain it waits for real time to pass.
func (e *Env) Advance(d time.Duration) error {
	if e.Backend == nil {
		time.Sleep(min(d, time.Second))
		return nil
	}
	// AdjustTime seals a block: serialized with the senders' commits. It
	// refuses while a transaction waits in the pool (sent by another
	// goroutine, not yet mined): mine that one first.
	e.commitMu.Lock()
	defer e.commitMu.Unlock()
	err := e.Backend.AdjustTime(d)
	for try := 0; err != nil && strings.Contains(err.Error(), "non-empty block") && try < 50; try++ {
		e.Backend.Commit()
		time.Sleep(time.Millisecond) // the pool may still be taking the transaction in
		err = e.Backend.AdjustTime(d)
	}
	return err
}

// deploy deploys and wires the contracts the way every deepcall chain is
// (deploy.Contracts): a standalone registry holding the operators' stakes,
// the chunk list without mounts (an engine chain has the chunks in its
// genesis), the alphabet or engine one-step, then registers the operators.
func (e *Env) deploy(ctx context.Context) error {
	cfg := deploy.Config{
		Model:           &sim.Model{Manifest: e.Manifest},
		ReferenceWindow: e.Opts.ReferenceWindow,
		Standalone:      true,
		Unmounted:       true,
		Game: deploy.GameConfig{ChallengeWindow: e.Opts.Window, Clock: e.Opts.Clock, Bond: e.Opts.Bond,
			DefenderBond: e.Opts.DefenderBond, JoinWindow: e.Opts.JoinWindow, SlashBips: e.Opts.SlashBips, ChunkMACs: e.Opts.ChunkMACs},
	}
	for _, o := range e.Operators {
		cfg.Stakes = append(cfg.Stakes, deploy.Stake{Operator: o.Address(), Amount: Stake})
	}
	if !e.Opts.Engine {
		cfg.Step.Alphabet = e.Opts.SubSizes
	} else if e.Opts.Zk != nil {
		model, program, err := e.Opts.Zk(e)
		if err != nil {
			return fmt.Errorf("ZkEngineStep keys: %w", err)
		}
		cfg.Step.Zk = &deploy.ZkKeys{Model: model, Program: program}
	}
	d, err := deploy.Contracts(ctx, e.Deployer.Sender, cfg)
	if err != nil {
		return fmt.Errorf("lab chain: %w", err)
	}
	c := d.Contracts
	e.Engine, e.Registry, e.Consumer, e.Step, e.Game = c.Engine, c.Registry, c.Consumer, c.Step, c.Game
	e.ZkStep, e.ZkVerifier, e.Sp1StandIn = c.ZkStep, c.ZkVerifier, c.Sp1Verifier
	return e.register(ctx)
}

// register registers every operator's BLS keys (deploy gave them their stakes).
func (e *Env) register(ctx context.Context) error {
	pop := blsagg.PoPContext{ChainID: e.ChainID.Uint64(), Registry: e.Registry}
	var regs []blsagg.Registration
	for i, o := range e.Operators {
		r := blsagg.NewRegistration(o.BLS, pop, o.Address(), Stake)
		regs = append(regs, r)
		data := registryABI.PackRegisterOperator(bindings.G1PointOf(&r.PubG1), bindings.G2PointOf(&r.PubG2), bindings.G1PointOf(&r.PoP))
		if _, err := bisection.Send(ctx, o.Sender, "call", e.Registry, data, nil); err != nil {
			return fmt.Errorf("register operator %d: %w", i, err)
		}
	}
	set, err := blsagg.NewOperatorSet(pop, regs)
	if err != nil {
		return err
	}
	e.Set = set
	e.Commit() // the registrations' block is in the past for a reference block
	return nil
}

// Defend has account a defend challenge ch (paying the defender bond); it
// returns a's game and defend's gas.
func (e *Env) Defend(ctx context.Context, ch bisection.ChainChallenge, a *Account) (bisection.ChainGame, uint64, error) {
	id, rcpt, err := bisection.SendDefend(ctx, a.Sender, e.Game, ch.ID, e.Opts.DefenderBond)
	if err != nil {
		return bisection.ChainGame{}, 0, err
	}
	return ch.Game(id), rcpt.GasUsed, nil
}

// CloseJoin moves the chain's clock past challenge ch's join window.
func (e *Env) CloseJoin(ctx context.Context, ch bisection.ChainChallenge) error {
	rec, err := ch.Read(ctx)
	if err != nil {
		return err
	}
	now, err := (&bisection.ChainClock{Client: e.Client}).Read(ctx)
	if err != nil {
		return err
	}
	if d := rec.JoinUntil.Sub(now); d >= 0 {
		return e.Advance(d + time.Second)
	}
	return nil
}

// Release ends a game left running when its challenge failed (from the
// bystander: anyone may).
func (e *Env) Release(ctx context.Context, gameID uint64) error {
	data, err := bisection.GameABI().TryPackRelease(new(big.Int).SetUint64(gameID))
	if err != nil {
		return err
	}
	if _, err := bisection.Send(ctx, e.Bystander.Sender, "call", e.Game, data, nil); err != nil {
		return fmt.Errorf("release: %w", err)
	}
	return nil
}

// IsValid reads LLMConsumer.isValid of an input.
func (e *Env) IsValid(ctx context.Context, input inference.Hash) (bool, error) {
	out, err := e.call(ctx, e.Consumer, consumerABI.PackIsValid(input))
	if err != nil {
		return false, err
	}
	return consumerABI.UnpackIsValid(out)
}

// StakeOf reads an operator's assigned stake in the registry.
func (e *Env) StakeOf(ctx context.Context, op common.Address) (*big.Int, error) {
	out, err := e.call(ctx, e.Registry, registryABI.PackStakeOf(op))
	if err != nil {
		return nil, err
	}
	return registryABI.UnpackStakeOf(out)
}

// IsRegistered reads whether an operator is registered with live stake.
func (e *Env) IsRegistered(ctx context.Context, op common.Address) (bool, error) {
	out, err := e.call(ctx, e.Registry, registryABI.PackIsRegistered(op))
	if err != nil {
		return false, err
	}
	return registryABI.UnpackIsRegistered(out)
}

// Credit reads an account's withdrawable credit in the game contract.
func (e *Env) Credit(ctx context.Context, who common.Address) (*big.Int, error) {
	out, err := e.call(ctx, e.Game, bisection.GameABI().PackCredit(who))
	if err != nil {
		return nil, err
	}
	return bisection.GameABI().UnpackCredit(out)
}

// AttachOperator is one registered operator of an existing chain.
type AttachOperator struct {
	Key *ecdsa.PrivateKey
	BLS *bls.KeyPair
}

// Attach makes an Env over an existing chain whose contracts are deployed
// and whose operators are registered (in set), to land results signed by
// chosen operators and play games with Env's methods. Backend is nil:
// Advance and Close do nothing there, and senders wait for real blocks.
func Attach(ctx context.Context, client simulated.Client, engine, registry, consumer, game common.Address,
	mf *inference.Manifest, set *blsagg.OperatorSet, challenger *ecdsa.PrivateKey, ops []AttachOperator, bond *big.Int) (*Env, error) {
	chainID, err := client.ChainID(ctx)
	if err != nil {
		return nil, err
	}
	e := &Env{Client: client, ChainID: chainID, Set: set, Manifest: mf,
		Engine: engine, Registry: registry, Consumer: consumer, Game: game,
		Opts: Options{Bond: bond}}
	out, err := client.CallContract(ctx, ethereum.CallMsg{To: &game, Data: bisection.GameABI().PackDefenderBond()}, nil)
	if err != nil {
		return nil, fmt.Errorf("defender bond: %w", err)
	}
	if e.Opts.DefenderBond, err = bisection.GameABI().UnpackDefenderBond(out); err != nil {
		return nil, fmt.Errorf("defender bond: %w", err)
	}
	mk := func(k *ecdsa.PrivateKey) Account {
		return Account{Key: k, Sender: txmgr.New(txmgr.Config{Backend: client, Key: k, ChainID: chainID, Poll: 20 * time.Millisecond})}
	}
	c := mk(challenger)
	e.Challenger = &c
	for _, o := range ops {
		e.Operators = append(e.Operators, &Operator{Account: mk(o.Key), BLS: o.BLS})
	}
	return e, nil
}

// commit seals a block; see commitMu.
// Commit seals a block (a simulated chain's senders call it after each send).
func (e *Env) Commit() {
	e.commitMu.Lock()
	defer e.commitMu.Unlock()
	e.Backend.Commit()
}
