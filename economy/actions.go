package economy

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"reflect"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/txmgr"
)

// MarketClient sends TaskMarket transactions from one key: SLA evidence,
// settlement, claims and withdrawals (what `deepcall market` does).
type MarketClient struct {
	Sender *txmgr.Manager
	Market common.Address
}

var (
	taskMarket = bindings.NewTaskMarket()
	landingABI = bindings.NewLLMConsumer().GetABI()
)

// do sends calldata to the market; a revert comes back wrapped with its
// decoded *Revert (errors.As) when it is one of the economy's errors.
func (m *MarketClient) do(ctx context.Context, what string, data []byte) (*types.Receipt, error) {
	return m.doGas(ctx, what, data, 0)
}

// slashGas is reportNoShow's gas floor: the registry tries EigenLayer's
// slash and falls back when that call fails, so a node's estimate can
// settle on the gas of the fallback path, which then reverts in execution.
const slashGas = 600_000

func (m *MarketClient) doGas(ctx context.Context, what string, data []byte, floor uint64) (*types.Receipt, error) {
	c := txmgr.Call(what, m.Market, data, nil)
	// a quarter over the estimate: the market's storage may move before it lands
	est, err := m.Sender.Estimate(ctx, c)
	c.GasLimit = max(est+est/4, floor)
	var r *types.Receipt
	if err == nil {
		r, err = m.Sender.Send(ctx, c)
	}
	if err != nil {
		if rv := RevertOf(err); rv != nil {
			return nil, fmt.Errorf("%s: %w", what, rv)
		}
		return nil, err
	}
	return r, nil
}

// IsRevert reports whether err carries the economy contracts' named error.
func IsRevert(err error, name string) bool {
	var r *Revert
	return errors.As(err, &r) && r.Name == name
}

// ReportNoShow posts acc as SLA evidence (TaskMarket.reportNoShow): after
// its deadline, for a task requested whose answer did not land by it (a
// late landing does not excuse it), the operator is slashed and the sender
// credited. Reverts come back named (*Revert: ForgedAcceptance,
// BeforeDeadline, TaskLanded (landed by the deadline), UnknownTask, Answered
// (the operator's answer was proven in time: ProveAnswered, and is the one
// that landed late, if any), AlreadyReported).
func (m *MarketClient) ReportNoShow(ctx context.Context, acc SignedAcceptance) (*bindings.TaskMarketNoShowSlashed, *types.Receipt, error) {
	if len(acc.Signature) != 65 {
		return nil, nil, fmt.Errorf("%w: %d-byte signature", ErrForgedAcceptance, len(acc.Signature))
	}
	var r, s [32]byte
	copy(r[:], acc.Signature[:32])
	copy(s[:], acc.Signature[32:64])
	rc, err := m.doGas(ctx, "TaskMarket.reportNoShow", taskMarket.PackReportNoShow(acc.Input, acc.Deadline, acc.Committee, acc.Signature[64], r, s), slashGas)
	if err != nil {
		return nil, nil, err
	}
	for _, l := range rc.Logs {
		if e, err := taskMarket.UnpackNoShowSlashedEvent(l); err == nil {
			return e, rc, nil
		}
	}
	return nil, rc, errors.New("economy: reportNoShow emitted no NoShowSlashed")
}

// Hold posts acc on chain (TaskMarket.accept): the member's acceptance
// takes one unit of its capacity of the task's class, so the draw's free
// capacity counts the task until it is over. Reverts come back named
// (*Revert: NoFreeCapacity, AlreadyAccepted, DeadlineMismatch,
// AcceptanceExpired, TaskLanded, UnknownTask, ForgedAcceptance, CapacityUnset).
func (m *MarketClient) Hold(ctx context.Context, acc SignedAcceptance) (*types.Receipt, error) {
	if len(acc.Signature) != 65 {
		return nil, fmt.Errorf("%w: %d-byte signature", ErrForgedAcceptance, len(acc.Signature))
	}
	var r, s [32]byte
	copy(r[:], acc.Signature[:32])
	copy(s[:], acc.Signature[32:64])
	return m.do(ctx, "TaskMarket.accept", taskMarket.PackAccept(acc.Input, acc.Deadline, acc.Committee, acc.Signature[64], r, s))
}

// FixDraw records input's committee on chain (TaskMarket.fixDraw): header
// is the task's draw block's RLP header (Drawer.Header), ids the operator
// set at its request block in ascending order. Reverts come back named
// (*Revert: AlreadyDrawn, TooEarly, UnknownTask, BadHeader, SignersMismatch,
// DrawUnset).
func (m *MarketClient) FixDraw(ctx context.Context, input common.Hash, header []byte, ids []common.Hash) (*types.Receipt, error) {
	words := make([][32]byte, len(ids))
	for i, id := range ids {
		words[i] = id
	}
	return m.do(ctx, "TaskMarket.fixDraw", taskMarket.PackFixDraw(input, header, words))
}

// Drawn is the committee hash the market recorded for (input, deadline)
// (zero: not drawn yet).
func (m *MarketClient) Drawn(ctx context.Context, input common.Hash, deadline uint64) (common.Hash, error) {
	key := crypto.Keccak256Hash(input[:], common.LeftPadBytes(new(big.Int).SetUint64(deadline).Bytes(), 32))
	raw, err := m.Sender.Caller().CallContract(ctx, ethereum.CallMsg{To: &m.Market, Data: taskMarket.PackDrawn(key)}, nil)
	if err != nil {
		return common.Hash{}, fmt.Errorf("economy: market drawn %s: %w", input, err)
	}
	h, err := taskMarket.UnpackDrawn(raw)
	return h, err
}

// Release gives back the unit operator holds for input once the task is
// over (TaskMarket.releaseUnit: landed, settled, reclaimed or past its
// deadline). Reverts come back named (*Revert: NotHeld, TaskOpen).
func (m *MarketClient) Release(ctx context.Context, input common.Hash, operator common.Address) (*types.Receipt, error) {
	return m.do(ctx, "TaskMarket.releaseUnit", taskMarket.PackReleaseUnit(input, operator))
}

// Holding is whether operator holds a unit for input (TaskMarket.holding).
func (m *MarketClient) Holding(ctx context.Context, input common.Hash, operator common.Address) (bool, error) {
	key := crypto.Keccak256Hash(input[:], common.LeftPadBytes(operator[:], 32))
	raw, err := m.Sender.Caller().CallContract(ctx, ethereum.CallMsg{To: &m.Market, Data: taskMarket.PackHolding(key)}, nil)
	if err != nil {
		return false, fmt.Errorf("economy: market holding %s: %w", input, err)
	}
	return taskMarket.UnpackHolding(raw)
}

// ProveAnswered posts TaskMarket.proveAnswered calldata (the aggregator
// packs it from a round's partial aggregate: aggregator.ProveAnsweredCalldata):
// by the task's deadline, the operators it names are shown to have answered
// and cannot be reported as its no-shows. Reverts come back named (*Revert:
// LateProof, UnknownTask, NotAnswerOf, NotSigned, BadSignature, ...).
func (m *MarketClient) ProveAnswered(ctx context.Context, calldata []byte) ([]*bindings.TaskMarketAnswerProven, *types.Receipt, error) {
	rc, err := m.do(ctx, "TaskMarket.proveAnswered", calldata)
	if err != nil {
		return nil, nil, err
	}
	var evs []*bindings.TaskMarketAnswerProven
	for _, l := range rc.Logs {
		if e, err := taskMarket.UnpackAnswerProvenEvent(l); err == nil {
			evs = append(evs, e)
		}
	}
	return evs, rc, nil
}

// ProveIfOpen posts calldata (ProveAnswered) only while its task is open
// on the market and not past its deadline: a task nobody paid for, or one
// settled, reclaimed or overdue, is skipped (false, nil) without a
// transaction, so that an aggregator serving unpaid tasks too sends nothing
// for them.
func (m *MarketClient) ProveIfOpen(ctx context.Context, input [32]byte, calldata []byte) (bool, error) {
	t, err := m.task(ctx, input)
	if err != nil {
		return false, err
	}
	if t.Payer == (common.Address{}) {
		return false, nil
	}
	head, err := m.HeadBlock(ctx)
	if err != nil {
		return false, err
	}
	if head >= t.Deadline { // mined at the next block at the earliest: LateProof
		return false, nil
	}
	if _, _, err := m.ProveAnswered(ctx, calldata); err != nil {
		return false, err
	}
	return true, nil
}

// ErrNotALanding: calldata that is not the landing the decoder reads
// (verifyAndUpdateHinted or verifyAndUpdateBatch for SettleCalldata;
// verifyAndUpdateSharded, verifyAndUpdateCommittee for theirs).
var ErrNotALanding = errors.New("economy: not a landing's calldata")

// SettleCalldata turns a landing's calldata (the router's result.landing,
// or the landing transaction's input) into TaskMarket's: settleSingle for
// verifyAndUpdateHinted, settle for verifyAndUpdateBatch (the same
// transitions and quorum signature). It also returns the signature's
// non-signer keys, which claims name.
func SettleCalldata(landing []byte) ([]byte, []bindings.G1Point, error) {
	if len(landing) < 4 {
		return nil, nil, ErrNotALanding
	}
	method, err := landingABI.MethodById(landing[:4])
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %v", ErrNotALanding, err)
	}
	args, err := method.Inputs.Unpack(landing[4:])
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %v", ErrNotALanding, err)
	}
	var data []byte
	var sig any
	switch method.Name {
	case "verifyAndUpdateHinted":
		sig = args[1]
		// one transition, as a one-element array
		ts := reflect.MakeSlice(reflect.SliceOf(reflect.TypeOf(args[0])), 1, 1)
		ts.Index(0).Set(reflect.ValueOf(args[0]))
		data, err = taskMarket.GetABI().Pack("settleSingle", ts.Interface(), sig)
	case "verifyAndUpdateBatch":
		sig = args[3]
		data, err = taskMarket.GetABI().Pack("settle", args[0], sig)
	default:
		return nil, nil, fmt.Errorf("%w: %s", ErrNotALanding, method.Name)
	}
	if err != nil {
		return nil, nil, fmt.Errorf("economy: pack settle: %w", err)
	}
	// read the non-signer keys back through the settle ABI's own types
	unpacked, err := taskMarket.GetABI().Methods["settle"].Inputs.Unpack(data[4:])
	if err != nil {
		return nil, nil, fmt.Errorf("economy: settle calldata: %w", err)
	}
	qs := abi.ConvertType(unpacked[1], new(bindings.QuorumSignature)).(*bindings.QuorumSignature)
	return data, qs.NonSignerKeys, nil
}

// Settle settles a landed answer (or batch) from its landing calldata and
// returns the pool its payout went into. The market pays only answers that
// are final (LLMConsumer.isFinal: the game's challenge window has passed
// since the landing block and no challenge of it is undecided) and that this
// very signature landed; before that it reverts NotFinal. A landing someone
// settled already opens no pool; the pool is then found from the task's
// TaskSettled event.
func (m *MarketClient) Settle(ctx context.Context, landing []byte, input common.Hash) (*big.Int, *types.Receipt, error) {
	data, _, err := SettleCalldata(landing)
	if err != nil {
		return nil, nil, err
	}
	rc, err := m.do(ctx, "TaskMarket.settle", data)
	if err != nil {
		return nil, nil, err
	}
	for _, l := range rc.Logs {
		if e, err := taskMarket.UnpackTaskSettledEvent(l); err == nil && e.Input == input {
			return e.Pool, rc, nil
		}
	}
	pool, err := m.PoolOf(ctx, input)
	return pool, rc, err
}

// ShardedLanding is what a sharded landing's calldata (verifyAndUpdateSharded:
// the aggregator's job `landing`, or the landing transaction's input) holds
// for the market: the landed transition and each shard's signer ids and
// boundaries, which open the landing record. The ids are the signer keys'
// (keccak256 of X, Y), in the landing's order, which ShardCommittee.check
// requires ascending.
type ShardedLanding struct {
	Transition bindings.Transition
	IDs        [][][32]byte
	Bounds     [][2][32]byte
}

// Signers are every shard's signer ids, shard after shard: the list a
// sharded pool records and claimSharded takes.
func (l *ShardedLanding) Signers() [][32]byte {
	var all [][32]byte
	for _, ids := range l.IDs {
		all = append(all, ids...)
	}
	return all
}

// DecodeShardedLanding reads a verifyAndUpdateSharded call.
func DecodeShardedLanding(landing []byte) (*ShardedLanding, error) {
	m := landingABI.Methods["verifyAndUpdateSharded"]
	if len(landing) < 4 || !bytes.Equal(landing[:4], m.ID) {
		return nil, fmt.Errorf("%w: not verifyAndUpdateSharded", ErrNotALanding)
	}
	args, err := m.Inputs.Unpack(landing[4:])
	if err != nil || len(args) < 2 {
		return nil, fmt.Errorf("%w: verifyAndUpdateSharded: %v", ErrNotALanding, err)
	}
	l := &ShardedLanding{Transition: *abi.ConvertType(args[0], new(bindings.Transition)).(*bindings.Transition)}
	sigs := *abi.ConvertType(args[1], new([]bindings.ShardSignature)).(*[]bindings.ShardSignature)
	l.IDs = make([][][32]byte, len(sigs))
	l.Bounds = make([][2][32]byte, len(sigs))
	for s, sig := range sigs {
		for _, k := range sig.SignerKeys {
			l.IDs[s] = append(l.IDs[s], [32]byte(blsagg.IDOfWords(k.X, k.Y)))
		}
		l.Bounds[s] = [2][32]byte{sig.InBoundary, sig.OutBoundary}
	}
	return l, nil
}

// SettleShardedCalldata is TaskMarket.settleSharded's calldata for a
// sharded landing's calldata.
func SettleShardedCalldata(landing []byte) ([]byte, error) {
	l, err := DecodeShardedLanding(landing)
	if err != nil {
		return nil, err
	}
	data, err := taskMarket.TryPackSettleSharded(l.Transition, l.IDs, l.Bounds)
	if err != nil {
		return nil, fmt.Errorf("economy: pack settleSharded: %w", err)
	}
	return data, nil
}

// SettleSharded settles a task a sharded committee landed
// (TaskMarket.settleSharded), from the landing's calldata, once the answer
// is final: its payout opens a pool of every shard's signers (ClaimSharded)
// and the rest of its fee goes to the payer's market balance. Reverts come
// back named (*Revert: NotFinal, NotShardedLanding, UnknownTask: settled
// or reclaimed before).
func (m *MarketClient) SettleSharded(ctx context.Context, landing []byte) (*bindings.TaskMarketTaskSettled, *types.Receipt, error) {
	data, err := SettleShardedCalldata(landing)
	if err != nil {
		return nil, nil, err
	}
	rc, err := m.do(ctx, "TaskMarket.settleSharded", data)
	if err != nil {
		return nil, nil, err
	}
	for _, l := range rc.Logs {
		if e, err := taskMarket.UnpackTaskSettledEvent(l); err == nil {
			return e, rc, nil
		}
	}
	return nil, rc, errors.New("economy: settleSharded emitted no TaskSettled")
}

// ClaimSharded claims the sender's share of a sharded or committee
// landing's pool; signers are its ShardedLanding.Signers (or
// CommitteeLanding.Signers). Returns the share in wei.
func (m *MarketClient) ClaimSharded(ctx context.Context, pool *big.Int, signers [][32]byte) (*big.Int, *types.Receipt, error) {
	return m.claim(ctx, "TaskMarket.claimSharded", taskMarket.PackClaimSharded(pool, signers))
}

// ErrNotSettled: no TaskSettled event for the task.
var ErrNotSettled = errors.New("economy: task not settled")

// PoolOf finds the pool a settled task paid into (its TaskSettled event).
func (m *MarketClient) PoolOf(ctx context.Context, input common.Hash) (*big.Int, error) {
	ev := taskMarket.GetABI().Events["TaskSettled"]
	logs, err := m.Sender.Caller().FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{m.Market},
		Topics: [][]common.Hash{{ev.ID}, {input}}})
	if err != nil {
		return nil, fmt.Errorf("economy: TaskSettled logs: %w", err)
	}
	for _, l := range logs {
		if e, err := taskMarket.UnpackTaskSettledEvent(&l); err == nil {
			return e.Pool, nil
		}
	}
	return nil, fmt.Errorf("%w: %s", ErrNotSettled, input)
}

// Claim claims the sender's share of pool; nonSigners are the pool's
// batch signature's (SettleCalldata). Returns the share in wei.
func (m *MarketClient) Claim(ctx context.Context, pool *big.Int, nonSigners []bindings.G1Point) (*big.Int, *types.Receipt, error) {
	return m.claim(ctx, "TaskMarket.claim", taskMarket.PackClaim(pool, nonSigners))
}

// claim sends a claim of either kind and reads the share from its Claimed
// event.
func (m *MarketClient) claim(ctx context.Context, what string, data []byte) (*big.Int, *types.Receipt, error) {
	rc, err := m.do(ctx, what, data)
	if err != nil {
		return nil, nil, err
	}
	for _, l := range rc.Logs {
		if e, err := taskMarket.UnpackClaimedEvent(l); err == nil {
			return e.Amount, rc, nil
		}
	}
	return nil, rc, fmt.Errorf("economy: %s emitted no Claimed", what)
}

// Withdraw pays out the sender's market balance; returns the amount.
func (m *MarketClient) Withdraw(ctx context.Context) (*big.Int, *types.Receipt, error) {
	rc, err := m.do(ctx, "TaskMarket.withdraw", taskMarket.PackWithdraw())
	if err != nil {
		return nil, nil, err
	}
	for _, l := range rc.Logs {
		if e, err := taskMarket.UnpackWithdrawnEvent(l); err == nil {
			return e.Amount, rc, nil
		}
	}
	return nil, rc, errors.New("economy: withdraw emitted no Withdrawn")
}

// Balance is who's withdrawable market balance.
func (m *MarketClient) Balance(ctx context.Context, who common.Address) (*big.Int, error) {
	raw, err := m.Sender.Caller().CallContract(ctx, ethereum.CallMsg{To: &m.Market, Data: taskMarket.PackBalanceOf(who)}, nil)
	if err != nil {
		return nil, fmt.Errorf("economy: balanceOf %s: %w", who, err)
	}
	return taskMarket.UnpackBalanceOf(raw)
}

// Collected is what Collect did for one landed task.
type Collected struct {
	Pool      *big.Int `json:"pool"`
	Settled   bool     `json:"settled"`   // this call settled the landing (else someone had)
	Share     *big.Int `json:"share"`     // claimed now (0: claimed before)
	Withdrawn *big.Int `json:"withdrawn"` // paid out to the account (0: nothing to withdraw)
	GasUsed   uint64   `json:"gas_used"`  // of this call's transactions
}

// Collect is an operator's way to its pay for a landed task, quorum,
// sharded or committee (the landing's calldata tells): settle the landing
// unless someone has (its pool from the task's TaskSettled event
// otherwise), claim the sender's share, withdraw the market balance. A share claimed before and an
// empty balance are no errors; a landing not yet final (LLMConsumer.isFinal:
// within the game's challenge window of its landing block, or a challenge of
// it undecided) is the market's NotFinal, a non-signer's claim NotASigner.
func (m *MarketClient) Collect(ctx context.Context, landing []byte, input common.Hash) (*Collected, error) {
	settle, claim, err := m.collector(landing, input)
	if err != nil {
		return nil, err
	}
	out := &Collected{Share: new(big.Int), Withdrawn: new(big.Int)}
	if out.Pool, err = m.PoolOf(ctx, input); errors.Is(err, ErrNotSettled) {
		var r *types.Receipt
		if out.Pool, r, err = settle(ctx); err != nil {
			return nil, err
		}
		out.Settled, out.GasUsed = true, r.GasUsed
	}
	if err != nil {
		return nil, err
	}
	share, r, err := claim(ctx, out.Pool)
	switch {
	case err == nil:
		out.Share, out.GasUsed = share, out.GasUsed+r.GasUsed
	case !IsRevert(err, "AlreadyClaimed"):
		return out, err
	}
	got, r, err := m.Withdraw(ctx)
	switch {
	case err == nil:
		out.Withdrawn, out.GasUsed = got, out.GasUsed+r.GasUsed
	case !IsRevert(err, "NothingToWithdraw"):
		return out, err
	}
	return out, nil
}

// collector is how Collect settles a landing and claims from its pool: a
// sharded landing by settleSharded and claimSharded with every shard's
// signers, a committee landing the same with its signers as the one list,
// a quorum landing by settle and claim with its non-signers.
func (m *MarketClient) collector(landing []byte, input common.Hash) (
	settle func(context.Context) (*big.Int, *types.Receipt, error),
	claim func(context.Context, *big.Int) (*big.Int, *types.Receipt, error), err error) {
	if sharded, err := DecodeShardedLanding(landing); err == nil {
		return m.poolSettle(landing, m.SettleSharded), m.shardedClaim(sharded.Signers()), nil
	}
	if committee, err := DecodeCommitteeLanding(landing); err == nil {
		return m.poolSettle(landing, m.SettleCommittee), m.shardedClaim(committee.Signers), nil
	}
	_, nonSigners, err := SettleCalldata(landing)
	if err != nil {
		return nil, nil, err
	}
	settle = func(ctx context.Context) (*big.Int, *types.Receipt, error) { return m.Settle(ctx, landing, input) }
	claim = func(ctx context.Context, pool *big.Int) (*big.Int, *types.Receipt, error) {
		return m.Claim(ctx, pool, nonSigners)
	}
	return settle, claim, nil
}

// poolSettle is a collector's settle by settleSharded (send: SettleSharded
// or SettleCommittee), which returns the pool it opened.
func (m *MarketClient) poolSettle(landing []byte,
	send func(context.Context, []byte) (*bindings.TaskMarketTaskSettled, *types.Receipt, error)) func(context.Context) (*big.Int, *types.Receipt, error) {
	return func(ctx context.Context) (*big.Int, *types.Receipt, error) {
		ev, r, err := send(ctx, landing)
		if err != nil {
			return nil, nil, err
		}
		return ev.Pool, r, nil
	}
}

// shardedClaim is a collector's claim from a pool of signers
// (claimSharded).
func (m *MarketClient) shardedClaim(signers [][32]byte) func(context.Context, *big.Int) (*big.Int, *types.Receipt, error) {
	return func(ctx context.Context, pool *big.Int) (*big.Int, *types.Receipt, error) {
		return m.ClaimSharded(ctx, pool, signers)
	}
}
