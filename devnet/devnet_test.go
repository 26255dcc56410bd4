package devnet

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/contracts/sim"
	"github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/eigen"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/protocol"
	"github.com/deepcall/deepcall/txmgr"
	"github.com/ethereum/go-ethereum/core/types"
)

// One devnet serves every test of the package that only reads it or adds
// operators of its own: starting one costs a few blocks.
var (
	shared     *Chain
	sharedErr  error
	sharedOnce sync.Once
)

// testPeriod keeps blocks short so the package's tests stay fast.
const testPeriod = 250 * time.Millisecond

func sharedChain(t *testing.T) *Chain {
	t.Helper()
	sharedOnce.Do(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		shared, sharedErr = Start(ctx, Options{Operators: 4, BlockPeriod: testPeriod})
	})
	if sharedErr != nil {
		t.Fatalf("start devnet: %v", sharedErr)
	}
	return shared
}

func TestMain(m *testing.M) {
	code := m.Run()
	if shared != nil {
		if err := shared.Close(); err != nil {
			println("close devnet:", err.Error())
			code = 1
		}
	}
	os.Exit(code)
}

func ctxT(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	t.Cleanup(cancel)
	return ctx
}

// The registry's aggregate key and total stake are exactly blsagg's
// aggregate of the registered keys and the sum of their stakes, and every
// stake is the operator's EigenLayer delegated shares.
func TestRegistryMatchesKeysAndEigenLayerShares(t *testing.T) {
	c := sharedChain(t)
	ctx := ctxT(t)
	if len(c.Operators) != 4 {
		t.Fatalf("%d operators, want 4", len(c.Operators))
	}
	var apk blsagg.G1
	total := new(big.Int)
	for _, op := range c.Operators {
		pk := blsagg.PubG1(op.BLS)
		apk.Add(&apk, &pk)
		shares, err := eigen.OperatorShares(ctx, c.Client(), c.EigenLayer.DelegationManager, op.Address, c.EigenLayer.Strategy)
		if err != nil {
			t.Fatal(err)
		}
		if shares.Cmp(OperatorStake) != 0 {
			t.Errorf("operator %d: EigenLayer shares %s, want the deposit %s", op.Index, shares, OperatorStake)
		}
		r, err := deploy.ReadOperator(ctx, c.Client(), c.Deployment.Contracts.Registry, op.Address)
		if err != nil {
			t.Fatal(err)
		}
		if r.Stake.Cmp(shares) != 0 || op.Stake.Cmp(shares) != 0 {
			t.Errorf("operator %d: registry stake %s (Chain says %s), EigenLayer shares %s", op.Index, r.Stake, op.Stake, shares)
		}
		if r.ID != blsagg.IDOf(&pk) || op.ID != r.ID {
			t.Errorf("operator %d: registry id %s, key id %s", op.Index, r.ID, blsagg.IDOf(&pk))
		}
		ok, err := eigen.IsOperator(ctx, c.Client(), c.EigenLayer.DelegationManager, op.Address)
		if err != nil || !ok {
			t.Errorf("operator %d: not an EigenLayer operator (%v)", op.Index, err)
		}
		total.Add(total, shares)
	}
	got, err := deploy.CurrentApk(ctx, c.Client(), c.Deployment.Contracts.Registry)
	if err != nil {
		t.Fatal(err)
	}
	want := blsagg.MarshalG1(&apk)
	if got.X.Cmp(new(big.Int).SetBytes(want[:32])) != 0 || got.Y.Cmp(new(big.Int).SetBytes(want[32:])) != 0 {
		t.Errorf("registry apk (%x, %x), blsagg aggregate %x", got.X, got.Y, want)
	}
	if got.TotalStake.Cmp(total) != 0 {
		t.Errorf("registry total stake %s, sum of shares %s", got.TotalStake, total)
	}
	set, err := c.OperatorSet()
	if err != nil {
		t.Fatal(err)
	}
	if set.Len() != 4 || set.TotalStake().Cmp(total) != 0 {
		t.Errorf("OperatorSet: %d operators, stake %s", set.Len(), set.TotalStake())
	}
}

// Every weight chunk is mounted with the code the manifest pins, and the
// consumer runs the canonical call: LLMConsumer.infer as an eth_call gives
// the Go engine's root and tokens.
func TestEngineMountedAndInferMatchesGoEngine(t *testing.T) {
	c := sharedChain(t)
	ctx := ctxT(t)
	mf := c.Model.Manifest
	if len(c.Deployment.Chunks) != len(mf.Weights.Chunks) {
		t.Fatalf("%d chunks mounted, manifest has %d", len(c.Deployment.Chunks), len(mf.Weights.Chunks))
	}
	for i, a := range c.Deployment.Chunks {
		code, err := c.Client().CodeAt(ctx, a, nil)
		if err != nil {
			t.Fatal(err)
		}
		if h := crypto.Keccak256Hash(code); h != common.Hash(mf.Weights.Chunks[i]) {
			t.Fatalf("chunk %d at %s: code hash %s, manifest %s", i, a, h, mf.Weights.Chunks[i])
		}
	}
	const n = 2
	prompt := []int{1}
	m, _, err := inference.LoadDir(c.ModelDir)
	if err != nil {
		t.Fatal(err)
	}
	want, err := (&inference.Engine{Model: m, Manifest: mf.Hash, Backend: inference.CPU{}}).Generate(ctx, prompt, n, nil)
	if err != nil {
		t.Fatal(err)
	}
	abi := bindings.NewLLMConsumer()
	consumer := c.Deployment.Contracts.Consumer
	data := abi.PackInfer([]*big.Int{big.NewInt(1)}, big.NewInt(n))
	ret, err := c.Client().CallContract(ctx, ethereum.CallMsg{From: c.Operators[0].Address, To: &consumer, Data: data, Gas: 100_000_000}, nil)
	if err != nil {
		t.Fatalf("eth_call LLMConsumer.infer: %v", err)
	}
	out, err := abi.UnpackInfer(ret)
	if err != nil {
		t.Fatal(err)
	}
	if out.Root != want.Root {
		t.Errorf("infer root %x, Go engine %s", out.Root, want.Root)
	}
	if len(out.Tokens) != n {
		t.Fatalf("infer gave %d tokens, want %d", len(out.Tokens), n)
	}
	for i, tok := range out.Tokens {
		if tok.Int64() != int64(want.Tokens[i]) {
			t.Errorf("token %d: EVM %s, Go %d", i, tok, want.Tokens[i])
		}
	}
	// debug_traceCall with the prestate tracer (what operators use to find
	// the slot a call writes) is served: infer writes the result slot.
	r := &sim.RPC{Client: c.RPC(), From: c.Operators[0].Address}
	diff, err := r.TraceDiff(ctx, consumer, data, nil)
	if err != nil {
		t.Fatalf("debug_traceCall: %v", err)
	}
	slot := protocol.ResultSlot(inference.InputHash(prompt, n))
	if !strings.Contains(strings.ToLower(string(diff)), strings.ToLower(common.Hash(slot).Hex())) {
		t.Errorf("prestate diff of infer lacks the result slot %x: %.400s", slot, diff)
	}
}

// newOperator funds a fresh account (ether and stake tokens from the
// deployer) and makes it an EigenLayer operator with shares.
func newOperator(t *testing.T, c *Chain, seed string) *txmgr.Manager {
	t.Helper()
	ctx := ctxT(t)
	key, err := crypto.ToECDSA(crypto.Keccak256([]byte(seed)))
	if err != nil {
		t.Fatal(err)
	}
	deployer, err := txmgr.Dial(ctx, c.Client(), c.DeployerKey)
	if err != nil {
		t.Fatal(err)
	}
	op := txmgr.New(txmgr.Config{Backend: c.Client(), Key: key, ChainID: deployer.ChainID()})
	fund := FundAccount(ctx, t, deployer, c, op.From())
	if _, err := deployer.Wait(ctx, fund...); err != nil {
		t.Fatal(err)
	}
	if _, err := eigen.Stake(ctx, op, c.EigenLayer.Core(), c.EigenLayer.Strategy, c.EigenLayer.Token, OperatorStake, eigen.OperatorDetails{}); err != nil {
		t.Fatal(err)
	}
	return op
}

// FundAccount sends an account ether for gas and the stake token.
func FundAccount(ctx context.Context, t *testing.T, deployer *txmgr.Manager, c *Chain, to common.Address) []*types.Transaction {
	t.Helper()
	eth, err := SendEther(ctx, deployer, to, new(big.Int).Mul(big.NewInt(10), big.NewInt(1e18)))
	if err != nil {
		t.Fatal(err)
	}
	tok, err := eigen.SendTransfer(ctx, deployer, c.EigenLayer.Token, to, OperatorStake)
	if err != nil {
		t.Fatal(err)
	}
	return []*types.Transaction{eth, tok}
}

// A rogue key — pk' = a·g − Σ registered keys, which would let its owner
// sign alone for the whole set — cannot come with a valid proof of
// possession, and the registry refuses it on chain; the same operator then
// registers with an honest key.
func TestRogueKeyRefused(t *testing.T) {
	c := sharedChain(t)
	ctx := ctxT(t)
	op := newOperator(t, c, "deepcall/devnet/test/rogue")
	registry := c.Deployment.Contracts.Registry

	var a fr.Element
	a.SetUint64(0xdeadbeef)
	attacker := bls.NewKeyPair(&a)
	pk1, pk2 := blsagg.PubG1(attacker), blsagg.PubG2(attacker)
	for _, o := range c.Operators {
		g1, g2 := blsagg.PubG1(o.BLS), blsagg.PubG2(o.BLS)
		pk1.Sub(&pk1, &g1)
		pk2.Sub(&pk2, &g2)
	}
	// The best the attacker can sign: its own secret over the message.
	popCtx := c.PoPContext()
	pop := blsagg.Sign(attacker, blsagg.PoPMessage(popCtx, op.From(), &pk1, &pk2))
	if err := blsagg.VerifyPoP(popCtx, op.From(), &pk1, &pk2, &pop); !errors.Is(err, blsagg.ErrPoP) {
		t.Fatalf("blsagg accepts the rogue key's proof: %v", err)
	}
	_, err := deploy.SendRegistration(ctx, op, registry, &pk1, &pk2, &pop)
	if !errors.Is(err, deploy.ErrInvalidPoP) {
		t.Fatalf("registry on rogue key: %v, want ErrInvalidPoP", err)
	}
	// A proof made for another registry does not transfer either.
	honest := OperatorBLSKey(1000)
	h1, h2 := blsagg.PubG1(honest), blsagg.PubG2(honest)
	other := blsagg.SignPoP(honest, blsagg.PoPContext{ChainID: popCtx.ChainID, Registry: common.Address{1}}, op.From())
	if _, err := deploy.SendRegistration(ctx, op, registry, &h1, &h2, &other); !errors.Is(err, deploy.ErrInvalidPoP) {
		t.Fatalf("registry on a proof for another registry: %v, want ErrInvalidPoP", err)
	}
	r, err := deploy.RegisterOperator(ctx, op, registry, honest)
	if err != nil {
		t.Fatalf("honest registration: %v", err)
	}
	if r.ID != blsagg.IDOf(&h1) || r.Stake.Cmp(OperatorStake) != 0 {
		t.Errorf("registered %+v", r)
	}
	if _, err := deploy.RegisterOperator(ctx, op, registry, honest); !errors.Is(err, deploy.ErrAlreadyRegistered) {
		t.Errorf("second registration: %v, want ErrAlreadyRegistered", err)
	}
}

// An account that is not an EigenLayer operator cannot join.
func TestNonEigenLayerOperatorRefused(t *testing.T) {
	c := sharedChain(t)
	ctx := ctxT(t)
	key, _ := crypto.ToECDSA(crypto.Keccak256([]byte("deepcall/devnet/test/outsider")))
	deployer, err := txmgr.Dial(ctx, c.Client(), c.DeployerKey)
	if err != nil {
		t.Fatal(err)
	}
	out := txmgr.New(txmgr.Config{Backend: c.Client(), Key: key, ChainID: deployer.ChainID()})
	eth, err := SendEther(ctx, deployer, out.From(), big.NewInt(1e18))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := deployer.Wait(ctx, eth); err != nil {
		t.Fatal(err)
	}
	_, err = deploy.RegisterOperator(ctx, out, c.Deployment.Contracts.Registry, OperatorBLSKey(2000))
	if !errors.Is(err, deploy.ErrNotEigenLayerOperator) {
		t.Fatalf("got %v, want ErrNotEigenLayerOperator", err)
	}
}

func TestDeploymentRecord(t *testing.T) {
	c := sharedChain(t)
	data, err := os.ReadFile(filepath.Join(c.DataDir, DeploymentFile))
	if err != nil {
		t.Fatal(err)
	}
	var r Record
	if err := json.Unmarshal(data, &r); err != nil {
		t.Fatal(err)
	}
	if r.ChainID != c.ChainID || r.RPCURL != c.HTTPURL || r.WSURL != c.WSURL ||
		r.Contracts != c.Deployment.Contracts || r.Manifest != c.Model.Manifest.Hash.String() || len(r.Operators) != 4 {
		t.Fatalf("deployment.json %+v does not describe the chain", r)
	}
	for i, op := range r.Operators {
		if op.Address != c.Operators[i].Address || op.ID != common.Hash(c.Operators[i].ID) || op.Stake != OperatorStake.String() {
			t.Errorf("operator %d: %+v", i, op)
		}
	}
	// The deployer's first transaction whitelists the strategy, then come
	// engine, registry, consumer and the one-step (KvStep, StepOps, then
	// EngineStep), the chunk mounts and the game: their addresses are fixed,
	// whatever the number of operators, for configs to name.
	st, err := eigen.LoadState()
	if err != nil {
		t.Fatal(err)
	}
	from := crypto.PubkeyToAddress(c.DeployerKey.PublicKey)
	n := st.Alloc[from].Nonce
	for i, a := range map[uint64]common.Address{1: r.Contracts.Engine, 2: r.Contracts.Registry, 3: r.Contracts.Consumer, 6: r.Contracts.Step} {
		if want := crypto.CreateAddress(from, n+i); a != want {
			t.Errorf("contract of the deployer's transaction %d at %s, want %s", i, a, want)
		}
	}
	if want := crypto.CreateAddress(from, n+7+uint64(len(r.Chunks))); r.Contracts.Game != want {
		t.Errorf("game at %s, want %s", r.Contracts.Game, want)
	}
	// The endpoints in the record answer, over HTTP and WebSocket.
	for _, u := range []string{r.RPCURL, r.WSURL} {
		cl, err := ethclient.DialContext(ctxT(t), u)
		if err != nil {
			t.Fatal(err)
		}
		id, err := cl.ChainID(ctxT(t))
		cl.Close()
		if err != nil || id.Uint64() != c.ChainID {
			t.Errorf("%s: chain id %v, %v", u, id, err)
		}
	}
}

// Blocks keep coming on the clock, with no transactions.
func TestBlocksAdvance(t *testing.T) {
	c := sharedChain(t)
	ctx := ctxT(t)
	a, err := c.Client().BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(3 * testPeriod)
	b, err := c.Client().BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if b < a+2 {
		t.Errorf("block %d then %d after %s", a, b, 3*testPeriod)
	}
}

func TestBadOptions(t *testing.T) {
	for _, o := range []Options{
		{Operators: -1},
		{Operators: MaxOperators + 1},
		{BlockPeriod: -time.Second},
		{HTTPAddr: "localhost"},
		{WSAddr: "127.0.0.1:99999"},
	} {
		if _, err := Start(context.Background(), o); !errors.Is(err, ErrBadOptions) {
			t.Errorf("%+v: %v, want ErrBadOptions", o, err)
		}
	}
	if _, err := Start(context.Background(), Options{ModelDir: t.TempDir()}); err == nil {
		t.Error("a folder without a manifest starts a devnet")
	}
}

// The dispute game is deployed over EngineStep with deploy's defaults, and
// wired in: the consumer's arbiter and the registry's slasher.
func TestGameDeployedAndWired(t *testing.T) {
	c := sharedChain(t)
	ctx := ctxT(t)
	d := c.Deployment.Contracts
	if d.Game == (common.Address{}) || d.Step == (common.Address{}) {
		t.Fatalf("no game in the deployment: %+v", d)
	}
	for name, a := range map[string]common.Address{"game": d.Game, "one-step": d.Step} {
		code, err := c.Client().CodeAt(ctx, a, nil)
		if err != nil || len(code) == 0 {
			t.Errorf("%s at %s: %d bytes of code, %v", name, a, len(code), err)
		}
	}
	call := func(to common.Address, data []byte) []byte {
		t.Helper()
		out, err := c.Client().CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	consumer, registry, game := bindings.NewLLMConsumer(), bindings.NewOperatorRegistry(), bindings.NewDisputeGame()
	if a, err := consumer.UnpackArbiter(call(d.Consumer, consumer.PackArbiter())); err != nil || a != d.Game {
		t.Errorf("consumer.arbiter() = %s (%v), want the game %s", a, err, d.Game)
	}
	if a, err := registry.UnpackSlasher(call(d.Registry, registry.PackSlasher())); err != nil || a != d.Game {
		t.Errorf("registry.slasher() = %s (%v), want the game %s", a, err, d.Game)
	}
	if a, err := game.UnpackOneStep(call(d.Game, game.PackOneStep())); err != nil || a != d.Step {
		t.Errorf("game.oneStep() = %s (%v), want %s", a, err, d.Step)
	}
	g := c.Deployment.Game
	if g.ChallengeWindow != deploy.DefaultChallengeWindow || g.Clock != deploy.DefaultGameClock ||
		g.Bond.Cmp(deploy.DefaultChallengerBond) != 0 || g.SlashBips != deploy.DefaultSlashBips ||
		g.JoinWindow != deploy.DefaultJoinWindow || g.DefenderBond.Cmp(deploy.DefaultChallengerBond) != 0 {
		t.Errorf("game config %+v, want deploy's defaults", g)
	}
	for _, p := range []struct {
		name   string
		data   []byte
		unpack func([]byte) (*big.Int, error)
		want   *big.Int
	}{
		{"challengeWindow", game.PackChallengeWindow(), game.UnpackChallengeWindow, new(big.Int).SetUint64(g.ChallengeWindow)},
		{"clock", game.PackClock(), game.UnpackClock, big.NewInt(int64(g.Clock / time.Second))},
		{"challengerBond", game.PackChallengerBond(), game.UnpackChallengerBond, g.Bond},
		{"defenderBond", game.PackDefenderBond(), game.UnpackDefenderBond, g.DefenderBond},
		{"joinWindow", game.PackJoinWindow(), game.UnpackJoinWindow, big.NewInt(int64(g.JoinWindow / time.Second))},
		{"slashBips", game.PackSlashBips(), game.UnpackSlashBips, new(big.Int).SetUint64(g.SlashBips)},
	} {
		if got, err := p.unpack(call(d.Game, p.data)); err != nil || got.Cmp(p.want) != 0 {
			t.Errorf("game.%s() = %v (%v), want %s", p.name, got, err, p.want)
		}
	}
}
