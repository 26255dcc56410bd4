package attest_test

import (
	"context"
	"math/big"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/aggregator"
	"github.com/deepcall/deepcall/attest"
	"github.com/deepcall/deepcall/bisection"
	"github.com/deepcall/deepcall/contracts/bindings"
	deployment "github.com/deepcall/deepcall/deploy"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/protocol"
	"github.com/deepcall/deepcall/txmgr"
)

// On the devnet, with the aggregator's epoch service sealing and committing
// on its own and an attest.Auditor and an attest.Revealer running for every
// operator, one operator lying in one attestation a round: the auditors draw
// each epoch's sample, the revealers reveal the answers behind their
// operator's drawn attestations on chain (the liar its lie), the auditors
// re-execute their assigned draws against the revealed answers (or the
// attesters' daemons'), and the one assigned the lie presents it and opens
// the dispute game on it. The test only attests (each attester keeps the
// answers it attested); it drives none of the audit's steps.
func TestAuditorCatchesALiarOnDevnet(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	c, err := devnet.Start(ctx, devnet.Options{Operators: 4, BlockPeriod: 100 * time.Millisecond, Game: deployment.GameConfig{JoinWindow: 3 * time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	client := c.Client()
	chainID := new(big.Int).SetUint64(c.ChainID)
	d := c.Deployment.Contracts
	deployer := txmgr.New(txmgr.Config{Backend: client, Key: devnet.ChallengerKey(), ChainID: chainID, Poll: 20 * time.Millisecond})
	const window, auditBlocks = 60, 40
	reg, _, err := deployer.Deploy(ctx, "deploy", append(common.FromHex(bindings.EpochRegistryMetaData.Bin), regBnd.PackConstructor(d.Registry,
		big.NewInt(2), big.NewInt(3), big.NewInt(auditBps), big.NewInt(auditDelay), big.NewInt(window))...))
	if err != nil {
		t.Fatal(err)
	}
	owner := txmgr.New(txmgr.Config{Backend: client, Key: devnet.DeployerKey(), ChainID: chainID, Poll: 20 * time.Millisecond}) // the game's and the registry's owner wire the consumer
	ac, _, err := attest.DeployConsumer(ctx, deployer, owner, attest.ConsumerDeployment{Epochs: reg, Game: d.Game, Registry: d.Registry,
		Manifest: c.Model.Manifest.Hash, Terms: attest.ConsumerTerms{Fee: big.NewInt(1e15), AuditBlocks: auditBlocks}})
	if err != nil {
		t.Fatal(err)
	}

	var front http.Handler
	var fmu sync.RWMutex
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmu.RLock()
		h := front
		fmu.RUnlock()
		h.ServeHTTP(w, r)
	}))
	defer srv.Close()
	native := operator.NewNative(c.Weights, c.Model.Manifest, 1)
	attesters := make([]*operator.Attester, len(c.Operators))
	addrs := make([]common.Address, len(c.Operators))
	var urls []string
	for i, op := range c.Operators {
		addrs[i] = op.Address
		attesters[i] = operator.NewAttester(ctx, operator.AttesterConfig{URL: srv.URL + "/v1/attest", Key: op.BLS, Address: op.Address,
			Hardware: attest.HardwareClass("cpu-avx512"), Flush: 20 * time.Millisecond})
		dm, err := operator.New(operator.Config{Key: op.BLS, Address: op.Address, Executor: native, Chain: client, Attester: attesters[i],
			Callers: []common.Address{crypto.PubkeyToAddress(devnet.AggregatorKey().PublicKey)}, Game: d.Game})
		if err != nil {
			t.Fatal(err)
		}
		defer dm.Close()
		s := httptest.NewServer(dm.Handler(nil))
		defer s.Close()
		urls = append(urls, s.URL)
	}
	reader, err := aggregator.NewChain(ctx, client, d.Consumer)
	if err != nil {
		t.Fatal(err)
	}
	ep, err := aggregator.NewEpochs(ctx, aggregator.EpochConfig{Backend: client, Chain: reader, Registry: reg, Consumer: ac,
		Key: devnet.AggregatorKey(), Operators: urls, Period: 500 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	fmu.Lock()
	front = ep.Handler()
	fmu.Unlock()
	go ep.Run(ctx)

	eng := &inference.Engine{Model: c.Weights, Manifest: c.Model.Manifest.Hash, Backend: inference.CPU{Workers: 1}}
	run := func(ctx context.Context, prompt []int, n int) ([32]byte, []int, error) {
		res, err := eng.Generate(ctx, prompt, n, nil)
		if err != nil {
			return [32]byte{}, nil, err
		}
		return res.Root, res.Tokens, nil
	}
	operatorsAt := reader.OperatorStakes
	// each attester reveals the answers behind its attestations from its daemon
	claims := &attest.HTTPClaims{URLs: map[common.Address]string{}}
	for i := range addrs {
		claims.URLs[addrs[i]] = urls[i]
	}
	found := make(chan attest.Finding, 256)
	var gmu sync.Mutex
	gas := map[string]uint64{}
	receipt := func(what string, used uint64) {
		gmu.Lock()
		gas[what] = max(gas[what], used)
		gmu.Unlock()
	}
	actx, stopAuditors := context.WithCancel(ctx)
	var wg sync.WaitGroup
	defer func() { stopAuditors(); wg.Wait() }()
	var revealed sync.Map // leaf → the revealing operator
	for i, op := range c.Operators {
		s := txmgr.New(txmgr.Config{Backend: client, Key: op.Key, ChainID: chainID, Poll: 20 * time.Millisecond})
		epochs := &attest.HTTPEpochs{URL: srv.URL, Context: attest.Context{ChainID: c.ChainID, Consumer: ac, Manifest: c.Model.Manifest.Hash}}
		ch := &attest.ChainAudit{Backend: client, Sender: s, Registry: reg, Consumer: ac, Game: d.Game, OperatorsAt: operatorsAt, KeysAt: reader.OperatorKeys, Receipt: receipt}
		au := &attest.Auditor{Self: op.Address, Engine: run, Claims: claims, Epochs: epochs, Chain: ch,
			RateBps: auditBps, SampleDelay: auditDelay, SampleWindow: window, Every: 100 * time.Millisecond,
			Found: func(f attest.Finding) { found <- f }}
		rv := &attest.Revealer{Self: op.Address, Chain: ch, Epochs: epochs, Answers: attesters[i], RateBps: auditBps, SampleDelay: auditDelay,
			SampleWindow: window, Every: 100 * time.Millisecond,
			Revealed: func(_, _ uint64, x *attest.Evidence) { revealed.Store(x.Transition.Digest(), op.Address) }}
		wg.Go(func() { _ = au.Run(actx) })
		wg.Go(func() { _ = rv.Run(actx) })
	}

	liar := addrs[3]
	lies := map[[32]byte]bool{} // the liar's outputs
	var matches int
	for round := 0; ; round++ {
		if round == 12 {
			t.Fatal("the lie was never disputed")
		}
		for r := range 4 {
			prompt, n := []int{1, 30 + 4*round + r}, 2
			root, tokens, err := run(ctx, prompt, n)
			if err != nil {
				t.Fatal(err)
			}
			for _, i := range []int{r, (r + 1) % 4} {
				cl := attest.Claim{Prompt: prompt, N: n, Root: root, Tokens: tokens}
				if addrs[i] == liar && r == 3 {
					cl.Tokens = slices.Clone(tokens)
					cl.Tokens[1] = (tokens[1] + 1) % c.Weights.Config.Vocab
				}
				if addrs[i] == liar && r == 3 {
					lies[protocol.ResultValue(cl.Root, cl.Tokens)] = true
				}
				attesters[i].AttestClaim(cl)
			}
		}
		// wait for this round's findings: the auditors run on their own
		deadline := time.After(8 * time.Second)
		for wait := true; wait; {
			select {
			case f := <-found:
				if f.Forfeited {
					t.Fatalf("a draw forfeited although every attester reveals: %+v", f)
				}
				if f.Match {
					if f.Attester == liar && lies[attOutput(t, ep, f)] {
						t.Fatalf("the lie matched: %+v", f)
					}
					matches++
					continue
				}
				if f.Attester != liar || f.Challenge == 0 {
					t.Fatalf("mismatch %+v: not the liar's, or no game", f)
				}
				ch := bisection.ChainChallenge{Client: client, Address: d.Game, ID: f.Challenge}
				st, err := ch.State(ctx)
				if err != nil {
					t.Fatal(err)
				}
				raw, err := client.CallContract(ctx, ethereum.CallMsg{To: &ac, Data: acABI.PackResult(attOutputInput(t, ep, f))}, nil)
				if err != nil {
					t.Fatal(err)
				}
				out, err := acABI.UnpackResult(raw)
				if err != nil || !lies[out] {
					t.Fatalf("the consumer exposes %x for the disputed input, not the lie (%v)", out, err)
				}
				if st != bisection.Joining && st != bisection.Succeeded { // ids start at 1; nobody defends the lie
					t.Fatalf("challenge %d: state %v", f.Challenge, st)
				}
				t.Logf("epoch %d draw %d: the liar %s's attestation re-executed by its auditor against the answer %s, presented and disputed (challenge %d, state %v, presented value %x); %d honest draws matched",
					f.Epoch, f.Draw, f.Attester, map[bool]string{true: "revealed on chain", false: "its daemon served"}[f.FromChain], f.Challenge, st, out, matches)
				// the liar's revealer reveals its lie too (else it would be forfeited)
				leaf := ep.Committed(f.Epoch).Leaves[f.Position]
				for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(50 * time.Millisecond) {
					if who, ok := revealed.Load(leaf); ok {
						if who != liar {
							t.Fatalf("the lie revealed by %v", who)
						}
						break
					}
					if time.Now().After(deadline) {
						t.Fatal("the liar's revealer never revealed the drawn lie")
					}
				}
				gmu.Lock()
				t.Logf("gas sent by the auditors and revealers (receipts, max): drawSample %d, reveal %d, present %d, DisputeGame.open %d",
					gas["drawSample"], gas["reveal"], gas["present"], gas["open"])
				gmu.Unlock()
				return
			case <-deadline:
				wait = false
			case <-ctx.Done():
				t.Fatal(ctx.Err())
			}
		}
	}
}

func attOutput(t *testing.T, ep *aggregator.Epochs, f attest.Finding) [32]byte {
	t.Helper()
	return ep.Committed(f.Epoch).Atts[f.Position].Output
}

func attOutputInput(t *testing.T, ep *aggregator.Epochs, f attest.Finding) [32]byte {
	t.Helper()
	return ep.Committed(f.Epoch).Atts[f.Position].Input
}
