package aggregator

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"time"

	"github.com/deepcall/deepcall/api"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/contracts/bindings"
	"github.com/deepcall/deepcall/inference"
	"github.com/deepcall/deepcall/operator"
	"github.com/deepcall/deepcall/protocol"
)

// Signing errors.
var (
	ErrNoQuorum      = errors.New("aggregator: no result reached the stake threshold")
	ErrAlreadyLanded = errors.New("aggregator: the result already landed")
)

// api.Rejection reasons (the metric's label and the prefix of api.Rejection.Reason).
const (
	ReasonInvalidSignature = "invalid_signature" // the signature does not verify against the operator's key
	ReasonWrongResult      = "wrong_result"      // a valid signature over a result the quorum did not sign
	ReasonMismatch         = "mismatch"          // a transition that is not the one assigned, or new ≠ resultValue(root, tokens)
	ReasonUnknown          = "unknown_operator"  // an id outside the operator set at the reference block
	ReasonReplay           = "replay"            // a second answer of an operator that already counts
	ReasonUnreachable      = "unreachable"       // no answer (connection refused, dropped, timed out)
	ReasonRefused          = "refused"           // the operator answered with an error
)

// round is one signing round: the task at (index, reference block).
type round struct {
	taskID   string
	prompt   []int
	n        int
	input    inference.Hash
	index    uint64
	ref      uint64
	qs       *QuorumSet
	expected protocol.Transition // Old and New left zero: the operators fill them in
	// committee, when set, is the task's drawn committee: only its members
	// are asked, and qs is the members' set (their stake is the threshold's).
	committee *committeeRound
}

// roundResult is what a round that reached the threshold produced.
type roundResult struct {
	index, ref  uint64
	t           protocol.Transition
	tokens      []int
	root        inference.Hash
	checkpoints []inference.Hash // nil when no counted answer carried a list chaining to root
	agg         *blsagg.Aggregate
	qs          *QuorumSet
	rejected    []api.Rejection
	committee   *committeeRound // a committee's answer: it lands with verifyAndUpdateCommittee
	// A sharded round (Config.Shards) has one signature per shard
	// instead of agg, and what each shard signed.
	sigs   []bindings.ShardSignature
	shards []api.Shard
}

type answer = reply[*operator.TaskResponse]

// reply is one operator's response (or failure) to a task or a batch.
type reply[R any] struct {
	url  string
	resp R
	err  error
	done bool // the operator will not be asked again
}

type group struct {
	agg         *blsagg.Aggregator
	t           protocol.Transition
	tokens      []int
	root        inference.Hash
	checkpoints []inference.Hash
	urls        map[blsagg.OperatorID]string
}

// checkpointsOf returns an answer's checkpoint links when they can belong to
// its signed root: one per step, the last equal to the root. The links are
// not signed, so any other list is dropped rather than passed on.
func checkpointsOf(r *round, resp *operator.TaskResponse) []inference.Hash {
	c := resp.Checkpoints
	if len(c) == 0 || len(c) != len(r.prompt)+r.n-1 || c[len(c)-1] != resp.Root {
		return nil
	}
	return slices.Clone(c)
}

// sign fans a round out to every operator (a committee round: to its
// members) and returns as soon as one result carries the threshold. Every
// signature is verified before it counts: answers that arrive together are
// verified as one batch. progress is called with the count of signatures for
// the leading result and the rejections so far.
//
// roundCtx ends the round early (superseded); the requests to the operators
// live under runCtx, so that answers still on their way when the threshold
// is met are checked afterwards (lateAnswers).
func (a *Aggregator) sign(roundCtx, runCtx context.Context, r round, progress func(signed int, rejected []api.Rejection)) (*roundResult, error) {
	ctx, cancel := context.WithTimeout(runCtx, a.cfg.SignTimeout)
	handedOff := false // the late-answer check owns ctx after a success
	defer func() {
		if !handedOff {
			cancel()
		}
	}()
	urls := a.cfg.Operators
	req := operator.TaskRequest{
		TaskID: r.taskID, ChainID: r.expected.ChainID, Consumer: r.expected.Consumer, Manifest: r.expected.Manifest,
		Prompt: r.prompt, N: r.n, Index: r.index, ReferenceBlock: r.ref,
	}
	if r.committee != nil {
		urls, req.DeadlineBlock = r.committee.urls, r.committee.due
	}
	answers := make(chan answer, 4*len(urls))
	for _, url := range urls {
		go a.ask(ctx, url, req, answers)
	}
	groups := map[[32]byte]*group{}
	var rejected []api.Rejection
	reject := func(id blsagg.OperatorID, url, reason, detail string) {
		rejected = append(rejected, a.rejection(id, url, reason, detail))
		a.log.Warn("answer rejected", "task", r.taskID, "index", r.index, "operator", id.String(), "url", url, "reason", reason, "detail", detail)
	}
	finished := 0 // operators that will not answer again
	alreadyLanded := 0
	// Short of the quorum after ProveAfter, or at the end, the signers'
	// answers are proven to the market (Config.Prover).
	pv := a.newProver(runCtx, &r)
	defer pv.stop()
	proveDue := false
	proveAll := func() {
		for _, g := range groups {
			pv.prove(g.t, g.agg)
		}
	}
	for finished < len(urls) {
		var batch []answer
		select {
		case <-ctx.Done():
			proveAll()
			return nil, fmt.Errorf("%w: round at index %d timed out (%v) with %d of %d operators answered: %w",
				ErrNoQuorum, r.index, a.cfg.SignTimeout, finished, len(urls), ctx.Err())
		case <-roundCtx.Done():
			return nil, fmt.Errorf("round at index %d superseded: %w", r.index, roundCtx.Err())
		case <-pv.due():
			proveDue = true
			proveAll()
			continue
		case x := <-answers:
			batch = append(batch, x)
		}
		// Whatever else has arrived is verified in the same batch.
	drain:
		for {
			select {
			case x := <-answers:
				batch = append(batch, x)
			default:
				break drain
			}
		}
		pending := map[[32]byte][]blsagg.Attestation{}
		links := map[[32]byte][][]inference.Hash{} // per pending attestation
		for _, x := range batch {
			if x.done {
				finished++
			}
			if x.err != nil {
				if errors.Is(x.err, operator.ErrAlreadyLanded) {
					alreadyLanded++
					continue
				}
				reject(blsagg.OperatorID{}, x.url, failureReason(x.err), x.err.Error())
				continue
			}
			id := blsagg.OperatorID(x.resp.OperatorID)
			t := x.resp.Transition.Protocol()
			if err := checkAnswer(&r, x.resp, t); err != nil {
				reject(id, x.url, ReasonMismatch, err.Error())
				continue
			}
			sig, err := blsagg.ParseG1(x.resp.Signature)
			if err != nil {
				reject(id, x.url, ReasonInvalidSignature, err.Error())
				continue
			}
			d := t.Digest()
			g := groups[d]
			if g == nil {
				agg, err := blsagg.NewAggregator(r.qs.Set, d, a.chain.consumer.Threshold)
				if err != nil {
					return nil, err
				}
				g = &group{agg: agg, t: t, tokens: x.resp.Tokens, root: x.resp.Root, urls: map[blsagg.OperatorID]string{}}
				groups[d] = g
			}
			g.urls[id] = x.url
			pending[d] = append(pending[d], blsagg.Attestation{Operator: id, Digest: d, Sig: sig})
			links[d] = append(links[d], checkpointsOf(&r, x.resp))
		}
		for d, atts := range pending {
			g := groups[d]
			for k, err := range g.agg.AddBatch(atts) {
				if err == nil {
					a.m.signatures.WithLabelValues("accepted").Inc()
					// Only a signer's links are kept: they come with the root it signed.
					if g.checkpoints == nil {
						g.checkpoints = links[d][k]
					}
					continue
				}
				reject(atts[k].Operator, g.urls[atts[k].Operator], attestationReason(err), "")
			}
		}
		var best *group // the result with the most signed stake
		for _, g := range groups {
			if best == nil || g.agg.SignedStake().Cmp(best.agg.SignedStake()) > 0 {
				best = g
			}
		}
		if best != nil {
			n := 0
			for id := range best.urls {
				if best.agg.Signed(id) {
					n++
				}
			}
			progress(n, rejected)
			if best.agg.State() == blsagg.Reached {
				agg, err := best.agg.Aggregate()
				if err != nil {
					return nil, fmt.Errorf("aggregate at index %d: %w", r.index, err)
				}
				// Operators that validly signed something else are named.
				for d, g := range groups {
					if d == best.t.Digest() {
						continue
					}
					for id, url := range g.urls {
						if g.agg.Signed(id) {
							reject(id, url, ReasonWrongResult, fmt.Sprintf("signed root %s, the quorum %s", g.root, best.root))
						}
					}
				}
				// Operators that have not answered yet are still checked, so that one
				// signing a wrong result is named even when the quorum was faster.
				handedOff = true
				a.rounds.Add(1)
				go a.lateAnswers(ctx, cancel, r, best.t.Digest(), answers, len(urls)-finished)
				return &roundResult{index: r.index, ref: r.ref, t: best.t, tokens: best.tokens, root: best.root,
					checkpoints: best.checkpoints, agg: agg, qs: r.qs, rejected: rejected, committee: r.committee}, nil
			}
		}
		if alreadyLanded > 0 && finished == len(urls) {
			return nil, ErrAlreadyLanded
		}
		if proveDue {
			proveAll() // those who signed since the last proof
		}
	}
	if alreadyLanded > 0 {
		return nil, ErrAlreadyLanded
	}
	proveAll()
	return nil, fmt.Errorf("%w: every operator answered at index %d, %d distinct results, %d rejections",
		ErrNoQuorum, r.index, len(groups), len(rejected))
}

// checkAnswer refuses a transition that is not the assigned one, or whose
// new value is not resultValue(root, tokens) (the consumer recomputes it from
// the tokens submitted: a mismatch could never land).
func checkAnswer(r *round, resp *operator.TaskResponse, t protocol.Transition) error {
	e := r.expected
	switch {
	case resp.TaskID != r.taskID:
		return fmt.Errorf("answer for task %q", resp.TaskID)
	case t.ChainID != e.ChainID, t.Consumer != e.Consumer, t.Index != e.Index, t.Manifest != e.Manifest,
		t.Input != e.Input, t.Slot != e.Slot, t.ReferenceBlock != e.ReferenceBlock:
		return fmt.Errorf("transition %+v is not the assigned one", resp.Transition)
	case t.New != protocol.ResultValue(resp.Root, resp.Tokens):
		return fmt.Errorf("new value %s is not resultValue(root, tokens)", t.New)
	case len(resp.Tokens) != r.n:
		return fmt.Errorf("%d tokens, asked for %d", len(resp.Tokens), r.n)
	case resp.Digest != t.Digest():
		return fmt.Errorf("digest %s is not the transition's", resp.Digest)
	}
	if err := t.Validate(); err != nil {
		return err
	}
	return nil
}

// ask posts the task to one operator until it answers, retrying transport
// failures every RetryEvery; an operator that refuses is not asked again.
func (a *Aggregator) ask(ctx context.Context, url string, req operator.TaskRequest, out chan<- answer) {
	askUntilAnswered(ctx, a, url, out, func(ctx context.Context, c *operator.Client) (*operator.TaskResponse, error) {
		return c.Task(ctx, req)
	})
}

// askUntilAnswered calls one operator until it answers or refuses, retrying
// transport failures (and 5xx other than an engine mismatch) every RetryEvery.
// The first failure is reported at once, the final answer with done set.
func askUntilAnswered[R any](ctx context.Context, a *Aggregator, url string, out chan<- reply[R],
	call func(context.Context, *operator.Client) (R, error)) {
	c := &operator.Client{BaseURL: url, HTTP: a.cfg.HTTPClient}
	reported := false
	for {
		cctx, cancel := context.WithTimeout(ctx, a.cfg.OperatorTimeout)
		resp, err := call(cctx, c)
		cancel()
		var re *operator.RemoteError
		retry := err != nil && (!errors.As(err, &re) || re.Status >= http.StatusInternalServerError && re.Code != operator.CodeEngineMismatch)
		if ctx.Err() != nil {
			return
		}
		if !retry {
			select {
			case out <- reply[R]{url: url, resp: resp, err: err, done: true}:
			case <-ctx.Done():
			}
			return
		}
		if !reported { // one rejection per unreachable operator per round
			reported = true
			select {
			case out <- reply[R]{url: url, err: err}:
			case <-ctx.Done():
				return
			}
		}
		t := time.NewTimer(a.cfg.RetryEvery)
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
			return
		}
	}
}

// rejection counts an operator's rejected answer in the metrics and returns
// it as the round reports it.
func (a *Aggregator) rejection(id blsagg.OperatorID, url, reason, detail string) api.Rejection {
	rej := api.Rejection{URL: url, Reason: reason}
	if id != (blsagg.OperatorID{}) {
		rej.Operator = inference.Hash(id)
	}
	if detail != "" {
		rej.Reason += ": " + detail
	}
	a.m.rejections.WithLabelValues(operatorLabel(id, url), reason).Inc()
	a.m.signatures.WithLabelValues("rejected").Inc()
	return rej
}

// failureReason is the rejection reason of an operator whose request
// failed: refused if it answered with an error, unreachable otherwise.
func failureReason(err error) string {
	var re *operator.RemoteError
	if errors.As(err, &re) {
		return ReasonRefused
	}
	return ReasonUnreachable
}

// attestationReason is the rejection reason of an attestation the
// aggregator refused.
func attestationReason(err error) string {
	switch {
	case errors.Is(err, blsagg.ErrUnknownOperator):
		return ReasonUnknown
	case errors.Is(err, blsagg.ErrReplay):
		return ReasonReplay
	}
	return ReasonInvalidSignature
}

func operatorLabel(id blsagg.OperatorID, url string) string {
	if id == (blsagg.OperatorID{}) {
		return url
	}
	return id.String()
}

// lateAnswers checks the answers that arrive after a round reached the
// threshold: a valid signature over another result names its operator
// (wrong_result) in the log, the metrics and the job, as during the round.
func (a *Aggregator) lateAnswers(ctx context.Context, cancel context.CancelFunc, r round, won [32]byte, answers <-chan answer, left int) {
	defer a.rounds.Done()
	defer cancel()
	for left > 0 {
		var x answer
		select {
		case <-ctx.Done():
			return
		case x = <-answers:
		}
		if x.done {
			left--
		}
		if x.err != nil || x.resp == nil {
			continue
		}
		t := x.resp.Transition.Protocol()
		d := t.Digest()
		if d == won {
			continue
		}
		id := blsagg.OperatorID(x.resp.OperatorID)
		reason, detail := ReasonWrongResult, fmt.Sprintf("signed root %s after the quorum", x.resp.Root)
		if err := checkAnswer(&r, x.resp, t); err != nil {
			reason, detail = ReasonMismatch, err.Error()
		} else if sig, err := blsagg.ParseG1(x.resp.Signature); err != nil {
			reason, detail = ReasonInvalidSignature, err.Error()
		} else if agg, err := blsagg.NewAggregator(r.qs.Set, d, blsagg.Threshold{Num: 1, Den: 1}); err != nil {
			continue
		} else if err := agg.Add(blsagg.Attestation{Operator: id, Digest: d, Sig: sig}); err != nil {
			reason, detail = ReasonInvalidSignature, err.Error()
		}
		a.m.rejections.WithLabelValues(operatorLabel(id, x.url), reason).Inc()
		a.m.signatures.WithLabelValues("rejected").Inc()
		a.log.Warn("late answer rejected", "task", r.taskID, "index", r.index, "operator", id.String(), "url", x.url, "reason", reason, "detail", detail)
		rej := api.Rejection{Operator: inference.Hash(id), URL: x.url, Reason: reason + ": " + detail}
		_, _ = a.update(r.taskID, func(j *Job) { j.Rejected = append(j.Rejected, rej) })
	}
}
