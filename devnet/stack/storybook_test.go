package stack

import (
	"context"
	"fmt"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/deepcall/deepcall/bisection"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/deepcall/deepcall/answers"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/examples/storybook"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/internal/repo"
	"github.com/deepcall/deepcall/txmgr"
)

// The example app (examples/storybook) on the devnet, end to end: a
// contract pays for a page through DeepcallRelay; the aggregator takes the
// request from the chain, the operators answer, the answer lands, and only
// once it is final is it delivered, the page minted by the callback. A
// second book asks for the same page with a callback gas limit too small to
// mint it: its request is delivered (the relay records the failed
// callback), the answer stays final and readable, and the book frees its
// page slot.
func TestStoryBookOnTheDevnet(t *testing.T) {
	m := startMarketDevnetWith(t, 3, 0, Options{})
	relay := m.c.Deployment.Contracts.Relay
	if relay == (common.Address{}) {
		t.Fatal("the devnet deployed no relay")
	}
	sb, rl := storybook.NewStoryBook(), bindings.NewDeepcallRelay()
	opening, pageLen := []int{1, 403, 407, 261}, 12

	book := m.deployBook(opening, pageLen, 300_000)
	prompt := m.bookPrompt(book)
	if !slices.Equal(prompt, opening) {
		t.Fatalf("first prompt %v, want the opening %v", prompt, opening)
	}
	input := inference.InputHash(prompt, pageLen)
	m.writePage(book)
	minted := m.waitPages(book, 1, 2*time.Minute)

	a, err := answers.Read(m.ctx, m.c.Client(), m.c.Deployment.Contracts.Consumer, input)
	if err != nil {
		t.Fatal(err)
	}
	if a.Status != answers.StatusFinal {
		t.Fatalf("answer %s after the page was minted", a.Status)
	}
	// Delivered only after finality: past the challenge window of its landing.
	delivered := m.relayEvents(relay, "Delivered")
	if len(delivered) != 1 {
		t.Fatalf("%d deliveries, want 1", len(delivered))
	}
	d := must(rl.UnpackDeliveredEvent(delivered[0]))
	if !d.Ok || d.Input != input || delivered[0].BlockNumber <= a.LandedAt+marketChallengeWindow {
		t.Fatalf("delivered %+v in block %d; landed in %d, window %d", d, delivered[0].BlockNumber, a.LandedAt, marketChallengeWindow)
	}
	// The page is the model's continuation, as this engine computes it.
	e := &inference.Engine{Model: m.c.Weights, Manifest: m.c.Model.Manifest.Hash, Backend: inference.CPU{Workers: 1}}
	res, err := e.Generate(m.ctx, prompt, pageLen, nil)
	if err != nil {
		t.Fatal(err)
	}
	page := must(sb.UnpackPage(m.call(book, sb.PackPage(big.NewInt(0)), nil)))
	if !slices.Equal(ints(page.Tokens), res.Tokens) || !slices.Equal(a.Tokens, res.Tokens) || page.Owner != m.payer.From() {
		t.Fatalf("page %v owned by %s; the engine says %v, the chain %v", page.Tokens, page.Owner, res.Tokens, a.Tokens)
	}
	t.Logf("page minted in block %d: %v (landed in %d, final after %d)", minted, res.Tokens, a.LandedAt, a.LandedAt+marketChallengeWindow)

	// A callback that runs out of its gas: the request ends, nothing else.
	// This book is deployed and paid for by the example's forge scripts, as
	// its README does it, where forge is installed.
	var starved common.Address
	if forge := forgePath(t); forge != "" {
		env := []string{"DEEPCALL_RELAY=" + relay.Hex(), "PAGE_TOKENS=" + strconv.Itoa(pageLen), "CALLBACK_GAS=20000",
			"OPENING=" + strings.Trim(strings.Join(strings.Fields(fmt.Sprint(opening)), ","), "[]")}
		out := m.forgeScript(forge, "DeployBook", env)
		at := regexp.MustCompile(`StoryBook deployed at (0x[0-9a-fA-F]{40})`).FindStringSubmatch(out)
		if at == nil {
			t.Fatalf("DeployBook printed no address:\n%s", out)
		}
		starved = common.HexToAddress(at[1])
		m.forgeScript(forge, "WritePage", []string{"BOOK=" + starved.Hex()}) // the same input: answered, no market fee
		read := m.forgeScript(forge, "ReadBook", []string{"BOOK=" + book.Hex()})
		if want := "page 0: " + strings.Trim(fmt.Sprint(res.Tokens), "[]"); !strings.Contains(read, want) {
			t.Fatalf("ReadBook printed no %q:\n%s", want, read)
		}
	} else {
		starved = m.deployBook(opening, pageLen, 20_000)
		m.writePage(starved)
	}
	for len(m.relayEvents(relay, "Delivered")) < 2 {
		m.waitBlock(must(m.c.Client().BlockNumber(m.ctx)))
	}
	d = must(rl.UnpackDeliveredEvent(m.relayEvents(relay, "Delivered")[1]))
	if d.Ok || d.Input != input {
		t.Fatalf("the starved callback: %+v", d)
	}
	if n := must(sb.UnpackPages(m.call(starved, sb.PackPages(), nil))); n.Sign() != 0 {
		t.Fatalf("the starved book minted %s pages", n)
	}
	// a fresh sender: forge has sent from the wallet's key since m.payer counted its nonces
	if _, err := m.sender(devnet.WalletKey()).Send(m.ctx, txmgr.Call("StoryBook.release", starved, sb.PackRelease(), nil)); err != nil {
		t.Fatalf("release: %v", err)
	}
	if a, err := answers.Read(m.ctx, m.c.Client(), m.c.Deployment.Contracts.Consumer, input); err != nil || a.Status != answers.StatusFinal {
		t.Fatalf("after the failed callback: %v, %v", a, err)
	}
}

// forgePath is the checkout's forge (make setup), or "" when it is absent
// and DEEPCALL_REQUIRE_FORGE is not set.
func forgePath(t *testing.T) string {
	t.Helper()
	root, err := repo.Root()
	if err != nil {
		t.Fatal(err)
	}
	forge := filepath.Join(root, "node_modules", ".bin", "forge")
	if _, err := os.Stat(forge); err != nil {
		if os.Getenv("DEEPCALL_REQUIRE_FORGE") == "1" {
			t.Fatalf("forge (make setup): %v", err)
		}
		return ""
	}
	return forge
}

// forgeScript runs one of examples/storybook's scripts against the devnet,
// broadcasting from the payer's key; it returns forge's output.
func (m *marketDevnet) forgeScript(forge, contract string, env []string) string {
	m.t.Helper()
	root, _ := repo.Root()
	ctx, cancel := context.WithTimeout(m.ctx, 2*time.Minute)
	defer cancel()
	// the fee is named: forge's estimate from an idle devnet's history can be
	// under the base fee, and the transaction would wait forever
	cmd := exec.CommandContext(ctx, forge, "script", "script/StoryBook.s.sol:"+contract, "--rpc-url", m.c.HTTPURL, "--broadcast",
		"--with-gas-price", "10gwei", "--priority-gas-price", "1gwei",
		"--private-key", hexutil.Encode(crypto.FromECDSA(devnet.WalletKey())))
	cmd.Dir, cmd.Env = filepath.Join(root, "examples", "storybook"), append(os.Environ(), env...)
	cmd.WaitDelay = 5 * time.Second // a child holding the pipes does not outlive the kill
	out, err := cmd.CombinedOutput()
	if err != nil {
		m.t.Fatalf("forge script %s: %v\n%s", contract, err, out)
	}
	return string(out)
}

// deployBook deploys a StoryBook on the devnet's relay, from the payer.
func (m *marketDevnet) deployBook(opening []int, pageLen int, callbackGas uint32) common.Address {
	m.t.Helper()
	sb := storybook.NewStoryBook()
	code := append(common.FromHex(storybook.StoryBookMetaData.Bin), sb.PackConstructor(m.c.Deployment.Contracts.Relay,
		devnet.CapacityClass, big.NewInt(int64(pageLen)), callbackGas, bisection.BigInts(opening))...)
	r, err := m.payer.Send(m.ctx, txmgr.Candidate{What: "deploy StoryBook", Data: code})
	if err != nil {
		m.t.Fatalf("deploy StoryBook: %v", err)
	}
	return r.ContractAddress
}

// bookPrompt is the book's next prompt.
func (m *marketDevnet) bookPrompt(book common.Address) []int {
	m.t.Helper()
	sb := storybook.NewStoryBook()
	return ints(must(sb.UnpackNextPrompt(m.call(book, sb.PackNextPrompt(), nil))))
}

// writePage pays for the book's next page: its quote and a delivery reward.
func (m *marketDevnet) writePage(book common.Address) *types.Receipt {
	m.t.Helper()
	sb := storybook.NewStoryBook()
	value := new(big.Int).Add(must(sb.UnpackQuote(m.call(book, sb.PackQuote(), nil))), big.NewInt(1e15))
	r, err := m.payer.Send(m.ctx, txmgr.Call("StoryBook.writePage", book, sb.PackWritePage(), value))
	if err != nil {
		m.t.Fatalf("writePage: %v", err)
	}
	return r
}

// waitPages waits until the book has n pages; it returns the block it saw them in.
func (m *marketDevnet) waitPages(book common.Address, n int64, timeout time.Duration) uint64 {
	m.t.Helper()
	sb := storybook.NewStoryBook()
	for end := time.Now().Add(timeout); time.Now().Before(end); time.Sleep(m.c.BlockPeriod) {
		head := must(m.c.Client().BlockNumber(m.ctx))
		if must(sb.UnpackPages(m.call(book, sb.PackPages(), new(big.Int).SetUint64(head)))).Int64() >= n {
			return head
		}
	}
	m.t.Fatalf("no page %d within %s", n, timeout)
	return 0
}

// relayEvents lists the relay's events of one name, oldest first.
func (m *marketDevnet) relayEvents(relay common.Address, name string) []*types.Log {
	m.t.Helper()
	logs, err := m.c.Client().FilterLogs(m.ctx, ethereum.FilterQuery{FromBlock: big.NewInt(0), Addresses: []common.Address{relay},
		Topics: [][]common.Hash{{bindings.NewDeepcallRelay().GetABI().Events[name].ID}}})
	if err != nil {
		m.t.Fatal(err)
	}
	out := make([]*types.Log, len(logs))
	for i := range logs {
		out[i] = &logs[i]
	}
	return out
}

func ints(v []*big.Int) []int {
	out := make([]int, len(v))
	for i, x := range v {
		out[i] = int(x.Int64())
	}
	return out
}
