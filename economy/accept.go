package economy

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// AcceptPath is where an operator takes assignments (POST, an Assignment
// without acceptances) and answers with its SignedAcceptance.
const AcceptPath = "/v1/accept"

// Acceptor is an operator's side of an assignment: it recomputes the draw
// from the task's own chain data and signs an acceptance only for a task it
// was drawn for, on its own market, before the deadline; its Holder takes a
// unit of its capacity on chain (ErrNoFreeCapacity when none is free).
type Acceptor struct {
	Key     *ecdsa.PrivateKey // the operator's ECDSA key (its registry address)
	ChainID uint64
	Market  common.Address
	Drawer  *Drawer
	// Holder, when set, posts each acceptance on chain before it is
	// returned, holding a unit of the operator's capacity for the task
	// (nil: acceptances stay off chain until posted as evidence).
	Holder *Holder
	// Prover, when set, is told of each acceptance signed, so that the
	// operator proves its own answer to the task should no answer land
	// near the deadline (nil: the operator relies on others' proofs).
	Prover *SelfProver
}

// Accept checks as and signs the operator's acceptance of it, naming its
// committee. The draw is recomputed from the task's own request block,
// never from a block as names, so a router cannot steer it. Refusals:
// ErrWrongMarket, ErrNotInCommittee, ErrDeadlinePassed, Drawer.Verify's
// (ErrUnpaid, ErrDrawBlock, ErrRandomness, ErrNotDrawn), and the Holder's
// (ErrNoFreeCapacity: no free unit of the task's class).
func (a *Acceptor) Accept(ctx context.Context, as *Assignment) (SignedAcceptance, error) {
	me := crypto.PubkeyToAddress(a.Key.PublicKey)
	if as.ChainID != a.ChainID || as.Market != a.Market {
		return SignedAcceptance{}, fmt.Errorf("%w: chain %d market %s", ErrWrongMarket, as.ChainID, as.Market)
	}
	found := false
	for _, m := range as.Committee {
		found = found || m == me
	}
	if !found {
		return SignedAcceptance{}, fmt.Errorf("%w: %s", ErrNotInCommittee, me)
	}
	head, err := a.Drawer.Chain.BlockNumber(ctx)
	if err != nil {
		return SignedAcceptance{}, fmt.Errorf("economy: head: %w", err)
	}
	if as.Deadline <= head {
		return SignedAcceptance{}, fmt.Errorf("%w: deadline %d, head %d", ErrDeadlinePassed, as.Deadline, head)
	}
	if err := a.Drawer.Verify(ctx, as); err != nil {
		return SignedAcceptance{}, err
	}
	acc, err := Accept(a.Key, a.ChainID, a.Market, as.Input, as.Deadline, as.CommitteeHash())
	if err != nil {
		return SignedAcceptance{}, fmt.Errorf("economy: sign acceptance: %w", err)
	}
	signed := acc.Signed(me)
	if a.Holder != nil {
		if err := a.Holder.Hold(ctx, as, signed); err != nil {
			return SignedAcceptance{}, err
		}
	}
	if a.Prover != nil {
		a.Prover.Accepted(as.Input, as.Deadline)
	}
	return signed, nil
}

// refusals name the acceptor's errors on the wire.
var refusals = map[string]error{
	"wrong_market":     ErrWrongMarket,
	"not_in_committee": ErrNotInCommittee,
	"deadline_passed":  ErrDeadlinePassed,
	"randomness":       ErrRandomness,
	"draw_block":       ErrDrawBlock,
	"unpaid":           ErrUnpaid,
	"no_free_capacity": ErrNoFreeCapacity,
	"not_drawn":        ErrNotDrawn,
}

type wireError struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// Handler serves AcceptPath.
func (a *Acceptor) Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		fail := func(status int, code string, err error) {
			var e wireError
			e.Error.Code, e.Error.Message = code, err.Error()
			w.WriteHeader(status)
			_ = json.NewEncoder(w).Encode(e)
		}
		if r.Method != http.MethodPost {
			fail(http.StatusMethodNotAllowed, "method", errors.New("POST only"))
			return
		}
		var as Assignment
		if err := json.NewDecoder(io.LimitReader(r.Body, 1<<20)).Decode(&as); err != nil {
			fail(http.StatusBadRequest, "bad_json", err)
			return
		}
		acc, err := a.Accept(r.Context(), &as)
		if err != nil {
			for code, sentinel := range refusals {
				if errors.Is(err, sentinel) {
					fail(http.StatusConflict, code, err)
					return
				}
			}
			fail(http.StatusInternalServerError, "internal", err)
			return
		}
		_ = json.NewEncoder(w).Encode(acc)
	})
}

// Assigner is the router's side: it draws a paid task's committee and asks
// each member once for its acceptance.
type Assigner struct {
	Drawer  *Drawer
	ChainID uint64
	Market  common.Address
	// URLs are the operators' API base URLs (AcceptPath under each).
	URLs   map[common.Address]string
	Client *http.Client
	// Refused, when set, is told of each member's refusal (metrics).
	Refused func(member common.Address, err error)
}

// ErrNoAcceptor: a drawn operator whose acceptor the assigner does not know.
var ErrNoAcceptor = errors.New("economy: no acceptor URL for a drawn operator")

// Assign draws input's committee (waiting for its draw block; ErrUnpaid for
// a task the market does not hold) and asks each member once to accept.
// Every acceptance is checked (ErrForgedAcceptance). A member that refuses
// is reported to Refused and left without an acceptance; the others stand:
// there is one committee per task, never a redraw, so asking again gives
// the same assignment.
func (a *Assigner) Assign(ctx context.Context, input [32]byte) (*Assignment, error) {
	as, err := a.Drawer.Draw(ctx, input)
	if err != nil {
		return nil, err
	}
	as.ChainID, as.Market = a.ChainID, a.Market
	body, err := json.Marshal(as)
	if err != nil {
		return nil, err
	}
	committee := as.CommitteeHash()
	accs := make([]*SignedAcceptance, len(as.Committee))
	var wg sync.WaitGroup
	for i, m := range as.Committee {
		wg.Go(func() {
			url, ok := a.URLs[m]
			if !ok {
				a.refused(m, fmt.Errorf("%w: %s", ErrNoAcceptor, m))
				return
			}
			acc, err := ask(ctx, a.Client, url, body)
			if err == nil && (acc.Operator != m || acc.Input != as.Input || acc.Deadline != as.Deadline || acc.Committee != committee) {
				err = fmt.Errorf("%w: asked %s for input %s by %d, got %s for %s by %d", ErrForgedAcceptance, m, as.Input, as.Deadline, acc.Operator, acc.Input, acc.Deadline)
			}
			if err == nil {
				_, err = acc.Acceptance(a.ChainID, a.Market)
			}
			if err != nil {
				a.refused(m, fmt.Errorf("operator %s: %w", m, err))
				return
			}
			accs[i] = &acc
		})
	}
	wg.Wait()
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	for _, acc := range accs {
		if acc != nil {
			as.Acceptances = append(as.Acceptances, *acc)
		}
	}
	return as, nil
}

func (a *Assigner) refused(m common.Address, err error) {
	if a.Refused != nil {
		a.Refused(m, err)
	}
}

// RequestAcceptance asks the operator at base (its API base URL) to accept
// as; a refusal comes back as the acceptor's named error.
func RequestAcceptance(ctx context.Context, c *http.Client, base string, as *Assignment) (SignedAcceptance, error) {
	body, err := json.Marshal(as)
	if err != nil {
		return SignedAcceptance{}, err
	}
	return ask(ctx, c, base, body)
}

func ask(ctx context.Context, c *http.Client, base string, body []byte) (SignedAcceptance, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, strings.TrimRight(base, "/")+AcceptPath, bytes.NewReader(body))
	if err != nil {
		return SignedAcceptance{}, err
	}
	req.Header.Set("Content-Type", "application/json")
	if c == nil {
		c = http.DefaultClient
	}
	res, err := c.Do(req)
	if err != nil {
		return SignedAcceptance{}, fmt.Errorf("economy: ask acceptance: %w", err)
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(res.Body, 1<<20))
	if err != nil {
		return SignedAcceptance{}, fmt.Errorf("economy: read acceptance: %w", err)
	}
	if res.StatusCode != http.StatusOK {
		var e wireError
		if json.Unmarshal(raw, &e) == nil {
			if sentinel, ok := refusals[e.Error.Code]; ok {
				return SignedAcceptance{}, fmt.Errorf("%w (%s)", sentinel, e.Error.Message)
			}
		}
		return SignedAcceptance{}, fmt.Errorf("economy: acceptance refused: %d %s", res.StatusCode, strings.TrimSpace(string(raw)))
	}
	var acc SignedAcceptance
	if err := json.Unmarshal(raw, &acc); err != nil {
		return SignedAcceptance{}, fmt.Errorf("economy: decode acceptance: %w", err)
	}
	return acc, nil
}
