package attest

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// memChain is the chain as an Auditor sees it, for the timing rules alone
// (the devnet test runs the whole audit on a real node).
type memChain struct {
	head, committedAt, next uint64
	seed                    [32]byte
	draws, presents         int
	ops                     []common.Address
}

func (m *memChain) Head(context.Context) (uint64, error)                { return m.head, nil }
func (m *memChain) NextEpoch(context.Context) (uint64, error)           { return m.next, nil }
func (m *memChain) CommittedAt(context.Context, uint64) (uint64, error) { return m.committedAt, nil }
func (m *memChain) SampleSeed(context.Context, uint64) ([32]byte, error) {
	return m.seed, nil
}
func (m *memChain) DrawSample(context.Context, uint64) error {
	m.draws++
	m.seed = [32]byte{7}
	return nil
}
func (m *memChain) Operators(context.Context, uint64) ([]common.Address, error) { return m.ops, nil }
func (m *memChain) Present(context.Context, uint64, uint64, *Evidence) error {
	m.presents++
	return nil
}
func (m *memChain) Open(context.Context, Claim, *Evidence) (uint64, error) { return 1, nil }

type memEpochs struct{ s *Sealed }

func (e memEpochs) Epoch(context.Context, uint64) (*Sealed, error) { return e.s, nil }

// When an Auditor draws, waits or gives an epoch up: before the window it
// waits (and stays on the epoch), in it it draws once, after it the epoch is
// skipped; an epoch whose drawn inputs every operator attested has nobody
// to audit it and is passed, not retried forever.
func TestAuditorWindow(t *testing.T) {
	ops := []common.Address{{1}, {2}}
	everyone := &Sealed{Atts: []Attestation{{Input: [32]byte{9}, Operator: ops[0]}, {Input: [32]byte{9}, Operator: ops[1]}}}
	for _, tc := range []struct {
		name      string
		head      uint64
		lag       uint64
		wantDraws int
		wantNext  uint64 // the epoch the auditor is on after one step
	}{
		{"before the window", 11, 0, 0, 0},
		{"in the window", 12, 0, 1, 1}, // drawn; everyone attested the drawn input: passed (ErrNoAuditor)
		{"the window's last block next", 20, 0, 1, 1},
		{"window passed undrawn", 21, 0, 0, 1},
		{"waiting its lag for another drawer", 14, 3, 0, 0},
		{"its lag over", 15, 3, 1, 1},
		{"a lag past the window", 20, 50, 1, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ch := &memChain{head: tc.head, committedAt: 10, next: 1, ops: ops}
			a := &Auditor{Self: ops[0], Chain: ch, Epochs: memEpochs{everyone}, RateBps: 10000, SampleDelay: 2, SampleWindow: 10, DrawLag: tc.lag}
			if err := a.Step(context.Background()); err != nil {
				t.Fatal(err)
			}
			if ch.draws != tc.wantDraws || a.next != tc.wantNext || ch.presents != 0 {
				t.Fatalf("draws %d, on epoch %d, presents %d; want %d draws, epoch %d", ch.draws, a.next, ch.presents, tc.wantDraws, tc.wantNext)
			}
		})
	}
}

// An epoch served with leaves that do not fold into the root it claims, or
// as another epoch, is refused by name.
func TestHTTPEpochsRefusesATamperedEpoch(t *testing.T) {
	c := Context{ChainID: 1337, Consumer: common.Address{5}, Manifest: [32]byte{6}, ReferenceBlock: 9}
	a := Attestation{Input: [32]byte{1}, Output: [32]byte{2}, Operator: common.Address{3}, Epoch: 4, Timestamp: 100}
	root := a.Leaf(&c)
	serve := func(epoch uint64, out [32]byte) string {
		return fmt.Sprintf(`{"epoch":%d,"reference_block":9,"root":"%s","attestations":[{"input":"%s","output":"%s","operator":"%s","hardware":"%s","timestamp":100}],"bodies":[]}`,
			epoch, common.Hash(root).Hex(), common.Hash(a.Input).Hex(), common.Hash(out).Hex(), a.Operator.Hex(), common.Hash{}.Hex())
	}
	for _, tc := range []struct {
		name    string
		body    string
		wantErr error
	}{
		{"as attested", serve(4, a.Output), nil},
		{"output changed", serve(4, [32]byte{7}), ErrEpochServed},
		{"another epoch", serve(5, a.Output), ErrEpochServed},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				if r.URL.Path != "/v1/attest/epochs/4" {
					http.NotFound(w, r)
					return
				}
				io.WriteString(w, tc.body)
			}))
			defer srv.Close()
			c0 := c
			c0.ReferenceBlock = 0 // it comes with the epoch
			s, err := (&HTTPEpochs{URL: srv.URL, Context: c0}).Epoch(context.Background(), 4)
			if !errors.Is(err, tc.wantErr) {
				t.Fatalf("err %v, want %v", err, tc.wantErr)
			}
			if err == nil && (len(s.Atts) != 1 || s.Atts[0] != a || s.Context != c) {
				t.Fatalf("served %+v", s)
			}
		})
	}
}
