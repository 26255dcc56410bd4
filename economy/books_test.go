package economy

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"github.com/ethereum/go-ethereum"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/aggregator/simchain"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
)

// TestBooksBalance runs random histories of requests (fees at or above the
// least), landings, settlements, claims, no-show slashes and reclaims of
// lapsed tasks, sweeps, withdrawals and stake cuts on the in-process chain, and after every step
// checks the market's books: its ether equals the open tasks' fees plus
// the pools' unclaimed remainders plus every balance (nothing created,
// lost or stuck), and what came in equals what it holds plus what left.
func TestBooksBalance(t *testing.T) {
	done := map[string]int{}
	for _, seed := range []uint64{1, 2, 3, 4} {
		t.Run(fmt.Sprint("seed", seed), func(t *testing.T) { booksHistory(t, seed, 120, done) })
	}
	t.Logf("actions that moved money: %v", done)
	for _, k := range []string{"request", "settle", "claim", "reclaim", "sweep", "withdraw", "cut", "slash"} {
		if done[k] == 0 {
			t.Errorf("no history did %s", k)
		}
	}
}

// landedBatch is a landed batch's settle calldata and the block it landed in.
type landedBatch struct {
	settle []byte
	landed uint64
}

type openTask struct {
	input    inference.Hash
	it       item
	landed   bool
	deadline uint64
	acc      Acceptance // the acceptance of a random operator
}

func booksHistory(t *testing.T, seed uint64, steps int, done map[string]int) {
	w := newMarketWorld(t, []float64{1, 2, 3, 4})
	c := w.chain
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(seed, 18))
	users := []int{0, 1, 2}
	accounts := []common.Address{w.treasury}
	for _, u := range users {
		accounts = append(accounts, crypto.PubkeyToAddress(simchain.AccountKey(u).PublicKey))
	}
	for _, op := range c.Operators {
		accounts = append(accounts, op.Address)
	}
	var (
		in, out  = new(big.Int), new(big.Int)
		inputs   []inference.Hash
		open     []*openTask
		unsettle []landedBatch
		pools    [][]bindings.G1Point
		prompts  = 0
	)
	for step := range steps {
		var did string
		switch a := rng.IntN(9); {
		case a <= 1: // request
			u := users[rng.IntN(len(users))]
			prompts++
			it := item{prompt: []int{w.cfg.BOS, 3 + prompts}, n: 1 + rng.IntN(4)}
			fee := w.terms.Fee(w.rate, Work(w.cfg, len(it.prompt), it.n))
			fee.Add(fee, big.NewInt(rng.Int64N(1e12)))
			input, rq := w.request(t, u, it.prompt, it.n, fee)
			in.Add(in, fee)
			inputs = append(inputs, input)
			deadline := rq.BlockNumber.Uint64() + w.terms.SLABlocks
			acc, err := Accept(c.Operators[1+rng.IntN(len(c.Operators)-1)].Key, c.ChainID, w.market, input, deadline, w.fix(t, input))
			if err != nil {
				t.Fatal(err)
			}
			open = append(open, &openTask{input: input, it: it, deadline: deadline, acc: acc})
			did = "request"
			done[did]++
		case a == 2: // land a batch of open tasks, settle it now or later
			var items []item
			for _, o := range open {
				if !o.landed && rng.IntN(2) == 0 {
					items = append(items, o.it)
					o.landed = true
				}
			}
			if len(items) == 0 {
				continue
			}
			s, b := w.land(t, items, rng.IntN(2))
			unsettle = append(unsettle, landedBatch{s, b})
			did = fmt.Sprintf("land %d", len(items))
		case a == 3: // settle a landed batch
			if len(unsettle) == 0 {
				continue
			}
			i := rng.IntN(len(unsettle))
			s := unsettle[i]
			unsettle = append(unsettle[:i], unsettle[i+1:]...)
			n, _ := tm.UnpackPools(call(t, c, w.market, tm.PackPools()))
			w.final(t, s.landed) // past the batch's challenge window
			transact(t, c, simchain.AccountKey(3), w.market, w.freshSettle(t, s.settle))
			m, _ := tm.UnpackPools(call(t, c, w.market, tm.PackPools()))
			if m.Cmp(n) > 0 {
				pools = append(pools, nonSignerKeys(t, s.settle))
				done["settle"]++
			}
			did = "settle"
		case a == 4: // an operator claims from a pool
			if len(pools) == 0 {
				continue
			}
			p := rng.IntN(len(pools))
			op := c.Operators[rng.IntN(len(c.Operators))]
			data := tm.PackClaim(big.NewInt(int64(p)), pools[p])
			if _, err := c.Transact(ctx, op.Key, w.market, data); err == nil {
				done["claim"]++
			} else {
				r := RevertOf(err)
				if r == nil {
					// estimated in the pending block, mined one block later (the window may have closed
					// in between): replay it on the head to name the revert
					_, cerr := c.Client.CallContract(ctx, ethereum.CallMsg{From: op.Address, To: &w.market, Data: data}, nil)
					r = RevertOf(cerr)
				}
				if r == nil || (r.Name != "NotASigner" && r.Name != "AlreadyClaimed" && r.Name != "ClaimWindowClosed") {
					t.Fatalf("step %d claim: %v (%v)", step, err, r)
				}
			}
			did = "claim"
		case a == 5: // time passes; lapsed tasks are reclaimed, closed pools swept
			for range 1 + rng.IntN(30) {
				c.Commit()
			}
			for _, o := range open {
				// a no-show is reported (a stake cut, no ether moves) before its task is reclaimed
				a := o.acc
				report := tm.PackReportNoShow(a.Input, a.Deadline, a.Committee, a.V, a.R, a.S)
				if _, err := c.Transact(ctx, simchain.AccountKey(3), w.market, report); err == nil {
					done["slash"]++
					c.Commit() // the next batch's reference block is after the cut
					c.Commit()
				} else {
					r := RevertOf(err)
					if r == nil {
						// estimated in one block, mined in the next (the report window may have closed in
						// between): replay it on the head to name the revert
						_, cerr := c.Client.CallContract(ctx, ethereum.CallMsg{From: addrOf(simchain.AccountKey(3)), To: &w.market, Data: report}, nil)
						r = RevertOf(cerr)
					}
					if r == nil || (r.Name != "BeforeDeadline" && r.Name != "ReportWindowClosed" && r.Name != "TaskLanded" && r.Name != "AlreadyReported") {
						t.Fatalf("step %d report: %v (%v)", step, err, r)
					}
				}
				if _, err := c.Transact(ctx, simchain.AccountKey(3), w.market, tm.PackReclaim(o.input)); err == nil {
					done["reclaim"]++
				} else {
					if r := RevertOf(err); r == nil || (r.Name != "NotExpired" && r.Name != "TaskLanded" && r.Name != "UnknownTask") {
						t.Fatalf("step %d reclaim: %v (%v)", step, err, r)
					}
				}
			}
			for p := range pools {
				if _, err := c.Transact(ctx, simchain.AccountKey(3), w.market, tm.PackSweep(big.NewInt(int64(p)))); err == nil {
					done["sweep"]++
				} else {
					if r := RevertOf(err); r == nil || r.Name != "ClaimWindowOpen" {
						t.Fatalf("step %d sweep: %v (%v)", step, err, r)
					}
				}
			}
			did = "time"
		case a == 6 || a == 7: // someone withdraws
			acct := accounts[rng.IntN(len(accounts))]
			key := keyFor(w, acct)
			bal := w.balanceOf(t, acct)
			if bal.Sign() == 0 {
				reverts(t, c, key, w.market, tm.PackWithdraw(), "NothingToWithdraw")
				continue
			}
			transact(t, c, key, w.market, tm.PackWithdraw())
			out.Add(out, bal)
			did = "withdraw"
			done[did]++
		case a == 8: // an operator's stake is cut (as a slash does): later shares follow
			i := 1 + rng.IntN(len(c.Operators)-1)
			s := new(big.Int).Mul(c.Operators[i].Stake, big.NewInt(9))
			s.Quo(s, big.NewInt(10))
			c.Operators[i].Stake = s
			// the node's estimate of setStake falls short (its history write), so send it through
			// transactValue, which allows twice the estimate
			if _, err := transactValue(ctx, c, c.Deployer, c.Registry, bindings.NewOperatorRegistry().PackSetStake(c.Operators[i].Address, s), nil); err != nil {
				_, cerr := c.Client.CallContract(ctx, ethereum.CallMsg{From: crypto.PubkeyToAddress(c.Deployer.PublicKey), To: &c.Registry,
					Data: bindings.NewOperatorRegistry().PackSetStake(c.Operators[i].Address, s)}, nil)
				t.Fatalf("step %d cut: %v (%#v)", step, err, cerr)
			}
			c.Commit() // the next batch's reference block (head − 1) is after the cut
			c.Commit()
			did = "cut"
			done[did]++
		}
		checkBooks(t, w, step, did, in, out, inputs, accounts)
	}
}

func keyFor(w *marketWorld, a common.Address) *ecdsa.PrivateKey {
	if a == w.treasury {
		return treasuryKey
	}
	for u := range simchain.Accounts {
		if k := simchain.AccountKey(u); crypto.PubkeyToAddress(k.PublicKey) == a {
			return k
		}
	}
	for _, op := range w.chain.Operators {
		if op.Address == a {
			return op.Key
		}
	}
	panic("no key")
}

func checkBooks(t *testing.T, w *marketWorld, step int, did string, in, out *big.Int, inputs []inference.Hash, accounts []common.Address) {
	t.Helper()
	ctx := context.Background()
	held, err := w.chain.Client.BalanceAt(ctx, w.market, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := new(big.Int).Sub(in, out); held.Cmp(want) != 0 {
		t.Fatalf("step %d (%s): market holds %s, in − out = %s", step, did, held, want)
	}
	owed := new(big.Int)
	for _, in := range inputs {
		task, err := tm.UnpackTasks(call(t, w.chain, w.market, tm.PackTasks(in)))
		if err != nil {
			t.Fatal(err)
		}
		owed.Add(owed, task.Fee)
	}
	n, _ := tm.UnpackPools(call(t, w.chain, w.market, tm.PackPools()))
	for p := range n.Int64() {
		pool, err := tm.UnpackPoolOf(call(t, w.chain, w.market, tm.PackPoolOf(big.NewInt(p))))
		if err != nil {
			t.Fatal(err)
		}
		if pool.Claimed.Cmp(pool.Amount) > 0 {
			t.Fatalf("step %d (%s): pool %d paid %s of %s", step, did, p, pool.Claimed, pool.Amount)
		}
		owed.Add(owed, new(big.Int).Sub(pool.Amount, pool.Claimed))
	}
	for _, a := range accounts {
		owed.Add(owed, w.balanceOf(t, a))
	}
	if held.Cmp(owed) != 0 {
		t.Fatalf("step %d (%s): market holds %s, owes %s (open fees + pools + balances)", step, did, held, owed)
	}
}
