package deploy

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/txmgr"
)

// Defaults of Config.
const (
	DefaultReferenceWindow      = 256
	DefaultThresholdNumerator   = 2
	DefaultThresholdDenominator = 3
)

// ErrBadConfig marks a deployment configuration that cannot work.
var ErrBadConfig = errors.New("deploy: bad configuration")

// Config is what Contracts deploys.
type Config struct {
	// Model is the manifest and chunks the engine pins (sim.LoadModel).
	Model *sim.Model
	// ReferenceWindow is how many blocks back a quorum signature's
	// reference block may lie (default 256).
	ReferenceWindow uint64
	// The consumer's stake threshold, numerator/denominator (default 2/3).
	ThresholdNumerator, ThresholdDenominator uint64
	// EigenLayer: the registry weighs operators by their delegated shares
	// in Strategy (DelegationManager.operatorShares).
	DelegationManager, Strategy common.Address
	// Game is the dispute game's configuration (zero: the defaults).
	Game GameConfig
	// PinOnly deploys the engine pinning the manifest (its hash, chunk
	// root and blob root) without mounting a single chunk, and the consumer
	// without the chunk list: the weights never become contract code. The
	// canonical call then runs off-chain only, with the chunks supplied as
	// state overrides (contracts/sim), and a dispute step carries the
	// weight pieces it reads in calldata. A model of more than
	// MaxMountedChunks chunks can only be deployed so.
	PinOnly bool

	// Local chains (the simulated ones of the tests and the lab) deploy
	// variants of the same contracts:
	//
	// Standalone deploys the registry without EigenLayer: its owner, the
	// deployer, assigns the Stakes (OperatorRegistry.setStake).
	Standalone bool
	Stakes     []Stake
	// Unmounted gives the consumer the chunk list but mounts no chunk: the
	// chunk code is put at its overlay addresses otherwise (a simulated
	// chain's genesis), or the model is never run on chain.
	Unmounted bool
	// Step picks the game's one-step rule (zero: EngineStep).
	Step OneStep
	// NoGame deploys neither a one-step nor the game: the consumer has no
	// arbiter and the registry no slasher (a test puts a stand-in in place).
	NoGame bool
}

// MaxMountedChunks is the most chunks Contracts mounts: each mount is about
// 5.4M gas of code deposit, so 256 chunks (6.3 MB of weights) already fill
// some 25 blocks of 60M gas; a 0.6B model's 48,638 would take hours.
const MaxMountedChunks = 256

func (c *Config) defaults() error {
	if c.Model == nil || c.Model.Manifest == nil {
		return fmt.Errorf("%w: no model", ErrBadConfig)
	}
	if c.mounts() && len(c.Model.Chunks) != len(c.Model.Manifest.Weights.Chunks) {
		return fmt.Errorf("%w: %d chunks for a manifest of %d", ErrBadConfig, len(c.Model.Chunks), len(c.Model.Manifest.Weights.Chunks))
	}
	if n := len(c.Model.Chunks); n > MaxMountedChunks && c.mounts() {
		return fmt.Errorf("%w: %d weight chunks are more than the %d a deployment mounts: deploy it pin-only", ErrBadConfig, n, MaxMountedChunks)
	}
	if c.ReferenceWindow == 0 {
		c.ReferenceWindow = DefaultReferenceWindow
	}
	if c.ThresholdNumerator == 0 && c.ThresholdDenominator == 0 {
		c.ThresholdNumerator, c.ThresholdDenominator = DefaultThresholdNumerator, DefaultThresholdDenominator
	}
	if c.ThresholdNumerator == 0 || c.ThresholdNumerator > c.ThresholdDenominator {
		return fmt.Errorf("%w: threshold %d/%d is not in (0, 1]", ErrBadConfig, c.ThresholdNumerator, c.ThresholdDenominator)
	}
	if c.Standalone != (c.DelegationManager == (common.Address{}) && c.Strategy == (common.Address{})) {
		return fmt.Errorf("%w: the EigenLayer DelegationManager and strategy are required, and only without Standalone", ErrBadConfig)
	}
	if len(c.Stakes) > 0 && !c.Standalone {
		return fmt.Errorf("%w: stakes are assigned only in a standalone registry", ErrBadConfig)
	}
	if c.Step.Zk != nil && c.Step.Alphabet != nil {
		return fmt.Errorf("%w: the zk one-step wraps EngineStep, not AlphabetStep", ErrBadConfig)
	}
	if err := c.Game.defaults(); err != nil {
		return err
	}
	if c.NoGame {
		return nil
	}
	return c.checkWindows()
}

// mounts reports whether the deployment mounts the weight chunks.
func (c *Config) mounts() bool { return !c.PinOnly && !c.Unmounted }

// MinChallengePeriod is the fewest blocks a challenger has to open a
// challenge on a landing that names the oldest reference block the registry
// accepts.
const MinChallengePeriod = 64

// checkWindows refuses a game whose challenge window does not outlast the
// registry's reference window by MinChallengePeriod: a landing may name a
// reference block ReferenceWindow blocks back, and a challenge opens only
// within ChallengeWindow blocks of that block, so a shorter window would let
// a late landing stand unchallengeable.
func (c *Config) checkWindows() error {
	if c.Game.ChallengeWindow < c.ReferenceWindow+MinChallengePeriod {
		return fmt.Errorf("%w: challenge window %d blocks must be at least the reference window %d + %d, or a late landing cannot be challenged",
			ErrBadConfig, c.Game.ChallengeWindow, c.ReferenceWindow, MinChallengePeriod)
	}
	return nil
}

// Addresses are deepcall's deployed contracts.
type Addresses struct {
	Engine   common.Address `json:"engine"`
	Registry common.Address `json:"registry"`
	Consumer common.Address `json:"consumer"`
	// Step is the game's one-step rule (EngineStep over the engine); Game
	// the dispute game, the consumer's arbiter and the registry's slasher.
	Step common.Address `json:"step"`
	Game common.Address `json:"game"`
	// AVS is OperatorSetAVS when the registry runs in operator-set mode;
	// KvStep and StepOps the one-step's two helpers (deepcall deploy records
	// them so that a re-run finds them).
	AVS     common.Address `json:"avs,omitzero"`
	KvStep  common.Address `json:"kvStep,omitzero"`
	StepOps common.Address `json:"stepOps,omitzero"`
	// ZkStep is the game's one-step rule over Step where Config.Step.Zk
	// asks for it, with the residual verifier and SP1 verifier it calls.
	ZkStep      common.Address `json:"zkStep,omitzero"`
	ZkVerifier  common.Address `json:"zkVerifier,omitzero"`
	Sp1Verifier common.Address `json:"sp1Verifier,omitzero"`
	// The operator economy (issue 18), where deployed (the devnet does):
	// PriceTable prices capacity classes for CapacityRegistry; TaskMarket
	// takes fees through the consumer; AssignmentDraw draws committees.
	PriceTable common.Address `json:"priceTable,omitzero"`
	Capacity   common.Address `json:"capacity,omitzero"`
	Market     common.Address `json:"market,omitzero"`
	Draw       common.Address `json:"draw,omitzero"`
	// Relay is DeepcallRelay over the consumer and the market: contracts
	// request answers through it and are called back once they are final.
	Relay common.Address `json:"relay,omitzero"`
}

// Deployment is the outcome of Contracts.
type Deployment struct {
	ChainID   uint64         `json:"chainId"`
	Deployer  common.Address `json:"deployer"`
	Contracts Addresses      `json:"contracts"`
	// Manifest is the engine's pinned manifest hash; Chunks the mounted
	// weight chunk contracts, in chunk order (none when PinOnly).
	Manifest inference.Hash   `json:"manifest"`
	Chunks   []common.Address `json:"chunks"`
	// PinOnly: the weights are pinned by the manifest, not mounted (Config.PinOnly).
	PinOnly         bool      `json:"pinOnly,omitempty"`
	ReferenceWindow uint64    `json:"referenceWindow"`
	Threshold       [2]uint64 `json:"threshold"` // numerator, denominator
	// Game is the dispute game's configuration, defaults filled in.
	Game GameConfig `json:"game"`
	// Block is the block of the last deployment transaction.
	Block uint64 `json:"block"`
}

// Contracts deploys IQ16Engine for the model with every weight chunk
// mounted (CREATE2 through mountChunk with its Merkle proof against the
// manifest's chunk root), the OperatorRegistry, the LLMConsumer over both,
// and the dispute game (EngineStep over the engine, DisputeGame over it)
// made the consumer's arbiter and the registry's slasher, from the sender's
// account. It is the one way deepcall's contracts are deployed: `deepcall
// deploy`'s plan aside (which does the same one step at a time), the
// devnet and every in-process test chain call it, local chains with the
// variants Config names. Transactions that do not depend on each other
// are sent back to back and land in the same block. The sender's
// transactions come in a fixed order: from its nonce n, engine n, registry
// n+1, consumer n+2, KvStep, StepOps and EngineStep n+3 to n+5, one mount
// per chunk, then DisputeGame, so every address follows from n and the
// model. With Config.PinOnly no chunk is mounted and the consumer holds no
// chunk list.
func Contracts(ctx context.Context, s *txmgr.Manager, cfg Config) (*Deployment, error) {
	if err := cfg.defaults(); err != nil {
		return nil, err
	}
	mf := cfg.Model.Manifest
	d := &Deployment{
		ChainID:         s.ChainID().Uint64(),
		Deployer:        s.From(),
		Manifest:        mf.Hash,
		PinOnly:         cfg.PinOnly,
		ReferenceWindow: cfg.ReferenceWindow,
		Threshold:       [2]uint64{cfg.ThresholdNumerator, cfg.ThresholdDenominator},
		Game:            cfg.Game,
	}
	rs, err := deployCore(ctx, s, cfg, d)
	if err != nil {
		return nil, err
	}
	if !cfg.NoGame {
		grs, err := deployGame(ctx, s, cfg, d)
		if err != nil {
			return nil, err
		}
		rs = append(rs, grs...)
	}
	for _, r := range rs {
		d.Block = max(d.Block, r.BlockNumber.Uint64())
	}
	if !cfg.mounts() {
		return d, nil
	}
	engine := bindings.NewIQ16Engine()
	for i := range cfg.Model.Chunks {
		a, err := bind.Call(engine.Instance(s.Caller(), d.Contracts.Engine), &bind.CallOpts{Context: ctx}, engine.PackMounted(big.NewInt(int64(i))), engine.UnpackMounted)
		if err != nil {
			return nil, fmt.Errorf("read IQ16Engine.mounted(%d): %w", i, err)
		}
		if a == (common.Address{}) {
			return nil, fmt.Errorf("deploy: chunk %d is not mounted", i)
		}
		d.Chunks = append(d.Chunks, a)
	}
	return d, nil
}

// deployCore deploys the engine and the registry, then the consumer, the
// stakes, the one-step and the mounts, and records their addresses.
func deployCore(ctx context.Context, s *txmgr.Manager, cfg Config, d *Deployment) ([]*types.Receipt, error) {
	mf := cfg.Model.Manifest
	engineCode, err := sim.DeployCode(mf)
	if err != nil {
		return nil, err
	}
	// 1: the engine and the registry.
	engineTx, err := submitCode(ctx, s, "deploy IQ16Engine", engineCode)
	if err != nil {
		return nil, err
	}
	regTx, err := sendDeployRegistry(ctx, s, cfg)
	if err != nil {
		return nil, err
	}
	rs, err := s.Wait(ctx, engineTx, regTx)
	if err != nil {
		return nil, err
	}
	c := &d.Contracts
	c.Engine, c.Registry = rs[0].ContractAddress, rs[1].ContractAddress
	engine := bindings.NewIQ16Engine()
	got, err := bind.Call(engine.Instance(s.Caller(), c.Engine), &bind.CallOpts{Context: ctx}, engine.PackManifestHash(), engine.UnpackManifestHash)
	if err != nil {
		return nil, fmt.Errorf("read IQ16Engine.manifestHash: %w", err)
	}
	if got != mf.Hash {
		return nil, fmt.Errorf("deploy: engine pins manifest %x, the model's is %s", got, mf.Hash)
	}

	// 2: the consumer, the stakes, the one-step and every chunk.
	hashes := cfg.Model.ChunkHashes()
	if cfg.PinOnly {
		// The engine pins the chunk root; a consumer storing 48,638 hashes
		// would cost a billion gas. Its on-chain infer is for mounted models.
		hashes = nil
	}
	consTx, err := submitCode(ctx, s, "deploy LLMConsumer", ConsumerCode(c.Registry, c.Engine, hashes, cfg.ThresholdNumerator, cfg.ThresholdDenominator))
	if err != nil {
		return nil, err
	}
	txs := []*types.Transaction{consTx}
	stakes, err := sendStakes(ctx, s, c.Registry, cfg.Stakes)
	if err != nil {
		return nil, err
	}
	txs = append(txs, stakes...)
	if !cfg.NoGame {
		// The step before the mounts: its address does not depend on the
		// number of chunks.
		stepTxs, step, err := sendOneStep(ctx, s, c.Engine, mf, cfg.Game, cfg.Step)
		if err != nil {
			return nil, err
		}
		c.Step = step
		if cfg.Step.Alphabet == nil {
			c.KvStep, c.StepOps = crypto.CreateAddress(s.From(), stepTxs[0].Nonce()), crypto.CreateAddress(s.From(), stepTxs[1].Nonce())
		}
		txs = append(txs, stepTxs...)
	}
	if cfg.mounts() {
		mounts, err := sendMounts(ctx, s, c.Engine, cfg.Model)
		if err != nil {
			return nil, err
		}
		txs = append(txs, mounts...)
	}
	rs2, err := s.Wait(ctx, txs...)
	if err != nil {
		return nil, err
	}
	c.Consumer = rs2[0].ContractAddress
	rs = append(rs, rs2...)
	if cfg.Step.Zk != nil && !cfg.NoGame {
		zrs, err := deployZk(ctx, s, c, *cfg.Step.Zk)
		if err != nil {
			return nil, err
		}
		rs = append(rs, zrs...)
	}
	return rs, nil
}

// deployGame deploys the game over the one-step (3: its constructor asks
// the step for its levels), wires it in and admits the consumer.
func deployGame(ctx context.Context, s *txmgr.Manager, cfg Config, d *Deployment) ([]*types.Receipt, error) {
	rule := d.Contracts.Step
	if cfg.Step.Zk != nil {
		rule = d.Contracts.ZkStep
	}
	gameTxs, err := sendGame(ctx, s, d, rule, cfg.Game)
	if err != nil {
		return nil, err
	}
	grs, err := s.Wait(ctx, gameTxs...)
	if err != nil {
		return nil, err
	}
	if grs[0].ContractAddress != d.Contracts.Game {
		return nil, fmt.Errorf("deploy: DisputeGame landed at %s, its arbiter and slasher name %s", grs[0].ContractAddress, d.Contracts.Game)
	}
	admitted, err := AdmitConsumer(ctx, s, d.Contracts.Game, d.Contracts.Consumer)
	if err != nil {
		return nil, err
	}
	return append(grs, admitted), nil
}

// ConsumerCode is LLMConsumer's creation code over the registry and the
// engine, with the weight chunk hashes (none for a pin-only model) and the
// stake threshold numerator/denominator.
func ConsumerCode(registry, engine common.Address, chunkHashes [][32]byte, num, den uint64) []byte {
	ctor := bindings.NewLLMConsumer().PackConstructor(registry, engine, chunkHashes, new(big.Int).SetUint64(num), new(big.Int).SetUint64(den))
	return append(common.FromHex(bindings.LLMConsumerMetaData.Bin), ctor...)
}

// sendMounts sends mountChunk(i, data, proof) to the engine's OverlayMounter
// for every chunk.
func sendMounts(ctx context.Context, s *txmgr.Manager, engineAddr common.Address, m *sim.Model) ([]*types.Transaction, error) {
	idx := make([]int, len(m.Chunks))
	for i := range idx {
		idx[i] = i
	}
	return sendMountsOf(ctx, s, engineAddr, m, idx)
}
