package dispute

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/deepcall/deepcall/bisection"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/devnet"
	"github.com/deepcall/deepcall/examples/storybook"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/txmgr"
)

// A page the example StoryBook asks for through DeepcallRelay, answered
// wrong by a faulty quorum: nobody but the chain knows its prompt (the
// router has no task of it), the devnet's challenger reads it from the
// consumer's Requested event, disputes and wins; the answer is invalid, the
// delivery service fails the request, the book's onFailure frees the page
// and owes its writer the market fee, which the writer claims back.
func TestRelayedWrongAnswerFailsItsRequest(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet and plays a dispute game on it")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	c := lyingQuorum(ctx, t, &Challenger{Opens: true})
	defer c.Close()
	client, d := c.Client(), c.Deployment.Contracts
	writer := txmgr.New(txmgr.Config{Backend: client, Key: devnet.WalletKey(), ChainID: new(big.Int).SetUint64(c.ChainID)})
	sb, consumer := storybook.NewStoryBook(), bindings.NewLLMConsumer()

	opening, n := []int{1, 7}, 4
	code := append(common.FromHex(storybook.StoryBookMetaData.Bin),
		sb.PackConstructor(d.Relay, devnet.CapacityClass, big.NewInt(int64(n)), 300_000, bisection.BigInts(opening))...)
	r, err := writer.Send(ctx, txmgr.Candidate{What: "deploy StoryBook", Data: code})
	if err != nil {
		t.Fatal(err)
	}
	book := r.ContractAddress
	fee := call(ctx, t, client, book, sb.PackQuote(), sb.UnpackQuote)
	if _, err := writer.Send(ctx, txmgr.Call("StoryBook.writePage", book, sb.PackWritePage(), new(big.Int).Add(fee, big.NewInt(1e15)))); err != nil {
		t.Fatal(err)
	}
	input := inference.InputHash(opening, n)
	if tasks, err := api.NewRouterClient(c.RouterURL(), nil).ByInput(ctx, input); err != nil || len(tasks) != 0 {
		t.Fatalf("the router knows the page's task: %v %v", tasks, err)
	}

	// invalidated, then failed by the delivery service: the book owes its writer the fee
	me := crypto.PubkeyToAddress(devnet.WalletKey().PublicKey)
	for ctx.Err() == nil {
		if call(ctx, t, client, book, sb.PackRefundOf(me), sb.UnpackRefundOf).Sign() > 0 {
			break
		}
		time.Sleep(500 * time.Millisecond)
	}
	if ctx.Err() != nil {
		t.Fatal("the request never failed")
	}
	if !call(ctx, t, client, d.Consumer, consumer.PackInvalid(input), consumer.UnpackInvalid) {
		t.Fatal("failed while the answer is not invalid")
	}
	if owed := call(ctx, t, client, book, sb.PackRefundOf(me), sb.UnpackRefundOf); owed.Cmp(fee) != 0 {
		t.Fatalf("the book owes %s, the fee was %s", owed, fee)
	}
	if pages := call(ctx, t, client, book, sb.PackPages(), sb.UnpackPages); pages.Sign() != 0 {
		t.Fatalf("%s pages minted from a wrong answer", pages)
	}
	if _, err := writer.Send(ctx, txmgr.Call("StoryBook.claimRefund", book, sb.PackClaimRefund(), nil)); err != nil {
		t.Fatalf("claimRefund: %v", err)
	}
	if owed := call(ctx, t, client, book, sb.PackRefundOf(me), sb.UnpackRefundOf); owed.Sign() != 0 {
		t.Fatalf("still owed %s after the claim", owed)
	}
}
