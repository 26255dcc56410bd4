package aggregator

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/protocol"
)

// Committee jobs (Request.Committee): the market drew a committee for the
// task (TaskMarket.fixDraw), and only its members are asked; the answer
// lands with LLMConsumer.verifyAndUpdateCommittee once signers hold the
// consumer's threshold of the members' stake at the reference block. The
// operators sign the same transition digest as for a quorum landing.

// Committee errors (in a failed job's Error).
var (
	// ErrNoMarket: the consumer has no market set (LLMConsumer.setMarket),
	// so no committee landing can land.
	ErrNoMarket = errors.New("aggregator: the consumer has no market: it takes no committee landings")
	// ErrNotMarketTask: the market has no open task of the input.
	ErrNotMarketTask = errors.New("aggregator: the market has no open task of the input")
	// ErrNotDrawnYet: the task's committee is not recorded yet (the job
	// waits for it).
	ErrNotDrawnYet = errors.New("aggregator: the task's committee is not drawn yet")
	// ErrDrawExpired: the committee was never recorded and no longer can
	// be (the draw block left the chain's 256-block BLOCKHASH window).
	ErrDrawExpired = errors.New("aggregator: the task's committee can no longer be drawn")
	// ErrCommitteeMismatch: the job names another committee than the one
	// the market drew.
	ErrCommitteeMismatch = errors.New("aggregator: the committee is not the one the market drew")
	// ErrOverCommitteeCap: the task's fee is over the consumer's committee
	// fee cap; the whole quorum executes it instead.
	ErrOverCommitteeCap = errors.New("aggregator: the task's fee is over the committee fee cap")
	// ErrNoCommittee: no member can be asked (none in the operator set, or
	// none of Config.Operators serves one).
	ErrNoCommittee = errors.New("aggregator: no committee member can sign")
)

// blockhashWindow is how many past blocks' hashes the EVM keeps: fixDraw
// reads the draw block's.
const blockhashWindow = 256

// committeeRound is a committee job's round.
type committeeRound struct {
	members []inference.Hash // in draw order, as the market recorded them
	set     *QuorumSet       // the members in the operator set at the reference block
	full    *QuorumSet       // that whole set (answer proofs are checked against it)
	urls    []string         // the members' operator APIs
	due     uint64           // the market task's SLA deadline block
}

// drawVerdict is what a committee job does about its market's draw.
type drawVerdict int

const (
	drawOK     drawVerdict = iota // the job's committee is the drawn one: sign
	drawWait                      // not drawn yet: ask again later, not counted
	drawRetry                     // no task on the market (yet): a counted failure
	drawFail                      // never landable: the job fails
	drawQuorum                    // over the committee fee cap: the whole quorum executes it
)

// judgeDraw compares the market's record d with the job's committee at
// head.
func judgeDraw(d MarketDraw, input inference.Hash, members []inference.Hash, head uint64) (drawVerdict, error) {
	ids := make([][32]byte, len(members))
	for i, m := range members {
		ids[i] = m
	}
	want := inference.Hash(protocol.PackedHash(ids))
	switch {
	case d.Market == (common.Address{}):
		return drawFail, ErrNoMarket
	case d.Deadline == 0:
		return drawRetry, fmt.Errorf("%w: input %s on market %s", ErrNotMarketTask, input, d.Market)
	case d.Fee != nil && d.Cap != nil && d.Fee.Cmp(d.Cap) > 0:
		return drawQuorum, fmt.Errorf("%w: input %s pays %s wei, the cap is %s", ErrOverCommitteeCap, input, d.Fee, d.Cap)
	case d.Drawn == (inference.Hash{}) && head > d.DrawBlock+blockhashWindow:
		return drawFail, fmt.Errorf("%w: input %s, draw block %d, head %d", ErrDrawExpired, input, d.DrawBlock, head)
	case d.Drawn == (inference.Hash{}):
		return drawWait, fmt.Errorf("%w: input %s, draw block %d, head %d", ErrNotDrawnYet, input, d.DrawBlock, head)
	case d.Drawn != want:
		return drawFail, fmt.Errorf("%w: market %s drew committee %s for input %s, the job names %s",
			ErrCommitteeMismatch, d.Market, d.Drawn, input, want)
	}
	return drawOK, nil
}

// startCommitteeRound signs one committee job at reference block ref, in
// the background: the draw check and the members' lookup read the chain
// and the operators, which the run loop does not wait for.
func (a *Aggregator) startCommitteeRound(ctx context.Context, sts []*state, ref uint64) error {
	a.rounds.Add(1)
	go func() {
		defer a.rounds.Done()
		a.prepareCommittee(ctx, sts[0], ref)
	}()
	return nil
}

// prepareCommittee checks on chain that the job's committee is the one the
// market drew and starts its round among the members; a job that cannot be
// signed now waits, goes back to the queue or fails.
func (a *Aggregator) prepareCommittee(ctx context.Context, st *state, ref uint64) {
	a.mu.Lock()
	members := append([]inference.Hash(nil), a.jobs[st.id].Committee...)
	a.mu.Unlock()
	cm, verdict, err := a.committeeFor(ctx, st, members, ref)
	if err == nil {
		if err = a.launchRound(ctx, []*state{st}, ref, cm.full, cm); err == nil {
			return
		}
	}
	// No round: the slot plan took is free again.
	a.mu.Lock()
	a.signing--
	a.notifyLocked()
	a.mu.Unlock()
	if ctx.Err() != nil {
		return
	}
	if verdict != drawWait && verdict != drawOK && verdict != drawQuorum {
		// A committee other than the drawn one, or no market task: the
		// answer may have landed meanwhile (the task then settles).
		if done, cerr := a.checkLanded(ctx, st); cerr == nil && done {
			return
		}
	}
	switch verdict {
	case drawQuorum:
		a.toQuorum(st, err)
	case drawFail:
		a.finish(st, func(j *Job) { j.Status, j.Error = StatusFailed, err.Error() })
	case drawRetry:
		a.requeue([]*state{st}, err, true)
	case drawWait:
		a.putOff(st, err, true)
	default: // chain or store trouble, not the job's
		a.log.Warn("committee round not started", "task", st.id, "err", err)
		a.putOff(st, err, false)
	}
}

// toQuorum hands a committee job to the whole quorum (Job.ByQuorum): its
// committee could not land it. It is queued again at once, uncounted.
func (a *Aggregator) toQuorum(st *state, cause error) {
	if _, err := a.update(st.id, func(j *Job) { j.ByQuorum, j.Status, j.Error = true, StatusQueued, cause.Error() }); err != nil {
		a.log.Error("hand the job to the quorum", "task", st.id, "err", err)
	}
	a.mu.Lock()
	st.committee = false
	st.phase, st.queuedAt, st.notBefore = phaseQueued, time.Now(), time.Now()
	a.mu.Unlock()
	a.log.Info("the whole quorum executes a committee job", "task", st.id, "err", cause)
}

// committeeFor checks the draw and builds the round: the members' set at
// ref and their operator APIs. A nil error comes with drawOK; an error with
// drawOK is a failure to read (the chain, the operators), not a verdict.
func (a *Aggregator) committeeFor(ctx context.Context, st *state, members []inference.Hash, ref uint64) (*committeeRound, drawVerdict, error) {
	if a.cfg.Shards != nil {
		return nil, drawFail, fmt.Errorf("%w: a sharded aggregator lands no committee answers", ErrBadRequest)
	}
	d, err := a.chain.MarketDraw(ctx, st.input)
	if err != nil {
		return nil, drawOK, fmt.Errorf("read the market's draw of %s: %w", st.input, err)
	}
	if v, err := judgeDraw(d, st.input, members, ref+1); v != drawOK {
		return nil, v, err
	}
	full, err := a.chain.OperatorSet(ctx, ref)
	if err != nil {
		return nil, drawOK, err
	}
	set, err := a.chain.CommitteeSet(full, members)
	if err != nil {
		if errors.Is(err, ErrNoCommittee) {
			return nil, drawRetry, fmt.Errorf("block %d: %w", ref, err)
		}
		return nil, drawOK, err
	}
	urls := a.memberURLs(ctx, set.Set)
	if len(urls) == 0 {
		return nil, drawRetry, fmt.Errorf("%w: no operator API serves any of the %d members in the set at block %d",
			ErrNoCommittee, set.Set.Len(), ref)
	}
	return &committeeRound{members: members, set: set, full: full, urls: urls, due: d.Deadline}, drawOK, nil
}

// putOff sends a job back to the queue for later without counting a failed
// round: waiting for its draw, the wait grows (RetryEvery, doubling up to
// 16×), the job's Error saying why.
func (a *Aggregator) putOff(st *state, cause error, draw bool) {
	a.mu.Lock()
	wait := a.cfg.RetryEvery
	if draw {
		wait <<= min(st.drawWaits, 4)
		st.drawWaits++
	}
	first := st.drawWaits == 1
	st.phase, st.queuedAt, st.notBefore = phaseQueued, time.Now(), time.Now().Add(wait)
	st.lastErr = cause
	j := a.jobs[st.id]
	changed := j != nil && (j.Error != cause.Error() || j.Status != StatusQueued)
	a.mu.Unlock()
	if changed {
		// Stored once per reason, not on every look at the chain.
		if _, err := a.update(st.id, func(j *Job) { j.Status, j.Error = StatusQueued, cause.Error() }); err != nil {
			a.log.Error("requeue job", "task", st.id, "err", err)
		}
	}
	if draw && first {
		a.log.Info("committee not drawn yet: the job waits", "task", st.id, "err", cause)
	} else {
		a.log.Debug("job put off", "task", st.id, "wait", wait, "err", cause)
	}
}

// committeeCalldata packs LLMConsumer.verifyAndUpdateCommittee for a
// committee round's answer: the aggregate signature, the signers' aggregate
// G2 key and their G1 keys in ascending order of id (the aggregate's
// order), with the members in draw order.
func committeeCalldata(r *roundResult) ([]byte, error) {
	cm := r.committee
	if r.agg == nil || cm == nil {
		return nil, errors.New("committee landing without a committee aggregate")
	}
	keys := make([]bindings.G1Point, len(r.agg.Signers))
	for i, id := range r.agg.Signers {
		k, ok := cm.set.Set.Lookup(id)
		if !ok {
			return nil, fmt.Errorf("signer %s is not a member", id)
		}
		op := cm.set.Set.At(k)
		keys[i] = bindings.G1PointOf(&op.PubG1)
	}
	sig := bindings.CommitteeSignature{Sigma: bindings.G1PointOf(&r.agg.Sigma), ApkG2: bindings.G2PointOf(&r.agg.ApkG2),
		SignerKeys: keys}
	members := make([][32]byte, len(cm.members))
	for i, m := range cm.members {
		members[i] = m
	}
	tokens := make([]*big.Int, len(r.tokens))
	for i, v := range r.tokens {
		tokens[i] = big.NewInt(int64(v))
	}
	t := r.t
	bt := bindings.Transition{ChainId: new(big.Int).SetUint64(t.ChainID), Consumer: t.Consumer, Index: t.Index, Manifest: t.Manifest,
		Input: t.Input, Slot: t.Slot, OldValue: t.Old, NewValue: t.New, ReferenceBlock: uint32(t.ReferenceBlock)}
	return consumerABI.Pack("verifyAndUpdateCommittee", bt, sig, members, [32]byte(r.root), tokens)
}

// widen restates a committee's aggregate against the registry's whole set
// full: the same signers, every other operator of full a non-signer (what
// TaskMarket.proveAnswered checks).
func widen(agg *blsagg.Aggregate, full *QuorumSet) *blsagg.Aggregate {
	w := *agg
	signed := make(map[blsagg.OperatorID]bool, len(agg.Signers))
	for _, id := range agg.Signers {
		signed[id] = true
	}
	w.NonSigners, w.NonSignerKeys = nil, nil
	for i := range full.Set.Len() {
		if op := full.Set.At(i); !signed[op.ID] {
			w.NonSigners, w.NonSignerKeys = append(w.NonSigners, op.ID), append(w.NonSignerKeys, op.PubG1)
		}
	}
	w.TotalStake = full.Set.TotalStake()
	return &w
}

// operatorDirectory maps Config.Operators' URLs to the operator ids their
// daemons serve (GET /v1/operator), so that a committee round asks only its
// members.
type operatorDirectory struct {
	mu  sync.Mutex
	ids map[string]dirEntry
}

type dirEntry struct {
	id blsagg.OperatorID
	ok bool // false: the daemon did not answer
	at time.Time
}

// How long a URL's id is kept (a daemon may restart with another key), how
// long one that did not answer is left out, and how long it may take.
const (
	dirKeep    = 10 * time.Minute
	dirMissing = time.Minute
	dirTimeout = 5 * time.Second
)

// memberURLs are the URLs of Config.Operators whose daemon serves an
// operator of set. A daemon's claimed id is not trusted further than this:
// an answer counts only with a valid signature of a member's key.
func (a *Aggregator) memberURLs(ctx context.Context, set *blsagg.OperatorSet) []string {
	d := &a.dir
	now := time.Now()
	d.mu.Lock()
	if d.ids == nil {
		d.ids = map[string]dirEntry{}
	}
	var stale []string
	for _, url := range a.cfg.Operators {
		e, ok := d.ids[url]
		if !ok || e.ok && now.Sub(e.at) > dirKeep || !e.ok && now.Sub(e.at) > dirMissing {
			stale = append(stale, url)
		}
	}
	d.mu.Unlock()
	var wg sync.WaitGroup
	for _, url := range stale {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cctx, cancel := context.WithTimeout(ctx, min(a.cfg.OperatorTimeout, dirTimeout))
			defer cancel()
			info, err := (&operator.Client{BaseURL: url, HTTP: a.cfg.HTTPClient}).Info(cctx)
			e := dirEntry{at: time.Now()}
			if err == nil {
				e.id, e.ok = blsagg.OperatorID(info.OperatorID), true
			} else if ctx.Err() != nil {
				return
			} else {
				a.log.Warn("operator id not read: left out of committee rounds for now", "url", url, "err", err)
			}
			d.mu.Lock()
			d.ids[url] = e
			d.mu.Unlock()
		}()
	}
	wg.Wait()
	var out []string
	d.mu.Lock()
	defer d.mu.Unlock()
	for _, url := range a.cfg.Operators {
		if e := d.ids[url]; e.ok {
			if _, in := set.Lookup(e.id); in {
				out = append(out, url)
			}
		}
	}
	return out
}
