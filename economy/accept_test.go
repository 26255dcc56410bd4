package economy

import (
	"errors"
	"fmt"
	"math/big"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/deepcall/deepcall/aggregator/simchain"
)

// TestSignedAcceptance: an acceptance travels as JSON and checks only as
// its operator's for its market, chain, task and deadline; a replay onto
// another task or deadline, another signer's name, the malleable twin or
// a cut signature is ErrForgedAcceptance.
func TestSignedAcceptance(t *testing.T) {
	key := simchain.AccountKey(1)
	op := crypto.PubkeyToAddress(key.PublicKey)
	market := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	input := [32]byte(crypto.Keccak256([]byte("task")))
	a, err := Accept(key, 31337, market, input, 120, [32]byte{9})
	if err != nil {
		t.Fatal(err)
	}
	good := a.Signed(op)
	back, err := good.Acceptance(31337, market)
	if err != nil || back != a {
		t.Fatalf("round trip: %+v, %v; want %+v", back, err, a)
	}
	mut := func(f func(*SignedAcceptance)) SignedAcceptance {
		s := good
		s.Signature = append([]byte(nil), good.Signature...)
		f(&s)
		return s
	}
	// s' = n − s with the other v is the same signature's twin
	twin := mut(func(s *SignedAcceptance) {
		n := crypto.S256().Params().N
		sv := new(big.Int).Sub(n, new(big.Int).SetBytes(s.Signature[32:64]))
		sv.FillBytes(s.Signature[32:64])
		s.Signature[64] ^= 1
	})
	for name, c := range map[string]struct {
		s       SignedAcceptance
		chainID uint64
		market  common.Address
	}{
		"another task":      {mut(func(s *SignedAcceptance) { s.Input[0] ^= 1 }), 31337, market},
		"another deadline":  {mut(func(s *SignedAcceptance) { s.Deadline++ }), 31337, market},
		"another committee": {mut(func(s *SignedAcceptance) { s.Committee[0] ^= 1 }), 31337, market},
		"another operator":  {mut(func(s *SignedAcceptance) { s.Operator = common.Address{1} }), 31337, market},
		"another market":    {good, 31337, common.Address{2}},
		"another chain":     {good, 1, market},
		"malleable twin":    {twin, 31337, market},
		"cut signature":     {mut(func(s *SignedAcceptance) { s.Signature = s.Signature[:64] }), 31337, market},
		"bad v":             {mut(func(s *SignedAcceptance) { s.Signature[64] = 1 }), 31337, market},
	} {
		if _, err := c.s.Acceptance(c.chainID, c.market); !errors.Is(err, ErrForgedAcceptance) {
			t.Errorf("%s: %v, want ErrForgedAcceptance", name, err)
		}
	}
}

// TestSettleCalldataRefuses: calldata that is no landing is ErrNotALanding.
func TestSettleCalldataRefuses(t *testing.T) {
	for name, data := range map[string][]byte{
		"empty":     nil,
		"short":     {1, 2},
		"unknown":   {0xde, 0xad, 0xbe, 0xef, 0},
		"request":   consumerABI.Methods["request"].ID,
		"truncated": append(append([]byte(nil), consumerABI.Methods["verifyAndUpdateBatch"].ID...), 0, 0, 0),
	} {
		if _, _, err := SettleCalldata(data); !errors.Is(err, ErrNotALanding) {
			t.Errorf("%s: %v, want ErrNotALanding", name, err)
		}
	}
}

// TestMarketDashboard: every metric deploy/grafana/deepcall-market.json
// queries is one economy.Metrics exports.
func TestMarketDashboard(t *testing.T) {
	m, err := NewMetrics(nil)
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, n := range m.Names() {
		have[n] = true
	}
	if len(have) != 15 {
		t.Fatalf("%d metric names: %v", len(have), m.Names())
	}
	js, err := os.ReadFile("../deploy/grafana/deepcall-market.json")
	if err != nil {
		t.Fatal(err)
	}
	names := regexp.MustCompile(`deepcall_[a-z_]+`).FindAllString(string(js), -1)
	if len(names) < 15 {
		t.Fatalf("the dashboard queries only %d metrics", len(names))
	}
	for _, n := range names {
		if base := strings.TrimSuffix(n, "_bucket"); !have[base] {
			t.Errorf("the dashboard queries %s, which economy.Metrics does not export", n)
		}
	}
}

// TestMetricsOutcomes: SLA outcomes against the accepted deadline, and
// failed assignments by their named error.
func TestMetricsOutcomes(t *testing.T) {
	reg := prometheus.NewRegistry()
	m, err := NewMetrics(reg)
	if err != nil {
		t.Fatal(err)
	}
	a := &Assignment{Deadline: 100, Committee: []common.Address{{1}, {2}}}
	m.Assigned(a)
	for _, b := range []uint64{99, 100, 101, 0} {
		m.Outcome(a, b)
	}
	for _, err := range []error{fmt.Errorf("x: %w", ErrNoFreeCapacity), ErrNotDrawn, fmt.Errorf("op: %w", ErrForgedAcceptance), ErrDeadlinePassed, errors.New("dial")} {
		m.AssignFailed(err)
	}
	var nilM *Metrics // a dispatcher without metrics
	nilM.Assigned(a)
	nilM.Outcome(a, 1)
	nilM.AssignFailed(ErrNotDrawn)
	want := map[string]float64{
		`sla_total{outcome="hit"}`: 2, `sla_total{outcome="late"}`: 1, `sla_total{outcome="unanswered"}`: 1,
		`assignments_total{operator="0x0100000000000000000000000000000000000000"}`: 1,
		`assignment_errors_total{reason="no_free_capacity"}`:                       1, `assignment_errors_total{reason="not_drawn"}`: 1,
		`assignment_errors_total{reason="forged_acceptance"}`: 1, `assignment_errors_total{reason="refused"}`: 1,
		`assignment_errors_total{reason="other"}`: 1, `assignment_errors_total{reason="not_enough_operators"}`: 0,
	}
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]float64{}
	for _, mf := range mfs {
		for _, x := range mf.GetMetric() {
			var ls []string
			for _, l := range x.GetLabel() {
				ls = append(ls, fmt.Sprintf("%s=%q", l.GetName(), l.GetValue()))
			}
			got[strings.TrimPrefix(mf.GetName(), "deepcall_market_")+"{"+strings.Join(ls, ",")+"}"] = x.GetCounter().GetValue()
		}
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %v, want %v", k, got[k], v)
		}
	}
}
