package economy

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"math/big"
	"os"
	"sort"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/aggregator/simchain"
	"github.com/deepcall/deepcall/contracts/bindings"
)

var update = flag.Bool("update", false, "rewrite testdata/economy/draw.json")

const drawGolden = "../testdata/economy/draw.json"

// drawVector is one golden draw; forge's AssignmentDrawTest recomputes it
// in Solidity from the same file.
type drawVector struct {
	Randomness common.Hash      `json:"randomness"`
	TaskID     common.Hash      `json:"taskId"`
	Seed       common.Hash      `json:"seed"`
	Candidates []common.Address `json:"candidates"`
	Stakes     []*big.Int       `json:"stakes"`
	Free       []uint64         `json:"free"`
	K          int              `json:"k"`
	Committee  []common.Address `json:"committee"`
}

func candidates(n int, stake func(i int) *big.Int, free func(i int) uint64) []Candidate {
	out := make([]Candidate, n)
	for i := range out {
		var a common.Address
		a[19] = byte(i + 1)
		a[0] = 0xd0
		out[i] = Candidate{Operator: a, Stake: stake(i), Free: free(i)}
	}
	return out
}

func TestDrawGolden(t *testing.T) {
	var vs []drawVector
	for v := range 8 {
		n := 3 + v
		cands := candidates(n, func(i int) *big.Int { return ether(float64(1 + (i*7+v)%5)) },
			func(i int) uint64 { return uint64((i + v) % 3) }) // a third have no free capacity
		rnd := common.Hash(crypto.Keccak256([]byte{byte(v), 'r'}))
		task := common.Hash(crypto.Keccak256([]byte{byte(v), 't'}))
		k := 1 + v%3
		s := Seed(rnd, task)
		committee, err := Draw(s, cands, k)
		if err != nil {
			t.Fatal(err)
		}
		vec := drawVector{Randomness: rnd, TaskID: task, Seed: s, K: k, Committee: committee}
		for _, c := range cands {
			vec.Candidates = append(vec.Candidates, c.Operator)
			vec.Stakes = append(vec.Stakes, c.Stake)
			vec.Free = append(vec.Free, c.Free)
		}
		vs = append(vs, vec)
	}
	got, err := json.MarshalIndent(map[string]any{"vectors": vs}, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.MkdirAll("../testdata/economy", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(drawGolden, append(got, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(drawGolden)
	if err != nil {
		t.Fatalf("%v (go test ./economy -run TestDrawGolden -update writes it)", err)
	}
	if string(want) != string(got)+"\n" {
		t.Fatalf("draws differ from %s", drawGolden)
	}
}

// TestDrawShares: over 10,000 single draws each operator is picked within
// 2 percentage points of its share of the eligible stake; an operator
// without free capacity is never picked.
func TestDrawShares(t *testing.T) {
	stakes := []float64{1, 2, 3, 4, 6, 9, 0.5, 5}
	cands := candidates(len(stakes), func(i int) *big.Int { return ether(stakes[i]) },
		func(i int) uint64 {
			if i == 7 {
				return 0
			}
			return 2
		})
	eligible := 0.0
	for i, s := range stakes {
		if cands[i].Free > 0 {
			eligible += s
		}
	}
	const draws = 10_000
	picks := map[common.Address]int{}
	for d := range draws {
		var task [32]byte
		big.NewInt(int64(d)).FillBytes(task[:])
		committee, err := Draw(Seed(common.Hash(crypto.Keccak256([]byte("prevrandao"))), task), cands, 1)
		if err != nil {
			t.Fatal(err)
		}
		picks[committee[0]]++
	}
	for i, c := range cands {
		share := float64(picks[c.Operator]) / draws
		want := 0.0
		if c.Free > 0 {
			want = stakes[i] / eligible
		}
		t.Logf("operator %d: stake share %.4f, drawn %.4f", i, want, share)
		if d := share - want; d > 0.02 || d < -0.02 {
			t.Errorf("operator %d drawn %.4f of the time, stake share %.4f", i, share, want)
		}
	}
	if picks[cands[7].Operator] != 0 {
		t.Errorf("operator without free capacity drawn %d times", picks[cands[7].Operator])
	}
}

func TestDrawRefuses(t *testing.T) {
	cands := candidates(4, func(int) *big.Int { return ether(1) }, func(i int) uint64 { return uint64(i % 2) })
	s := Seed(common.Hash{1}, common.Hash{2})
	if _, err := Draw(s, cands, 3); !errors.Is(err, ErrNotEnoughCapacity) {
		t.Fatalf("committee of 3 from 2 eligible: %v", err)
	}
	unsorted := []Candidate{cands[1], cands[0]}
	if _, err := Draw(s, unsorted, 1); !errors.Is(err, ErrCandidatesNotSorted) {
		t.Fatalf("unsorted: %v", err)
	}
	committee, err := Draw(s, cands, 2)
	if err != nil {
		t.Fatal(err)
	}
	if err := Verify(s, cands, committee); err != nil {
		t.Fatalf("the draw's own committee: %v", err)
	}
	if err := Verify(s, cands, []common.Address{cands[0].Operator}); !errors.Is(err, ErrNoFreeCapacity) {
		t.Fatalf("a member without free capacity: %v", err)
	}
	if err := Verify(s, cands, []common.Address{committee[1], committee[0]}); !errors.Is(err, ErrNotDrawn) {
		t.Fatalf("a committee out of order: %v", err)
	}
}

// TestCommitteeOnChain: AssignmentDraw.committeeOf, reading stakes from the
// OperatorRegistry and free capacity from a CapacityRegistry on the
// in-process chain, gives the committee economy.Draw gives from the same
// figures; capacity in use shrinks the field as it should.
func TestCommitteeOnChain(t *testing.T) {
	w := newCapacityWorld(t, 5, 3)
	c := w.chain
	ad := bindings.NewAssignmentDraw()
	code := append(common.FromHex(bindings.AssignmentDrawMetaData.Bin), ad.PackConstructor(w.caps, c.Registry)...)
	drawAt := deploy(t, c, c.Deployer, code)
	transact(t, c, c.Deployer, w.caps, cr.PackSetAssigner(addrOf(c.Deployer)))
	// operators 0..3 commit gpu capacity; operator 4 commits none
	for i := range 4 {
		transact(t, c, c.Operators[i].Key, w.caps, cr.PackRegister(gpu, uint64(1+i)))
	}
	// operator 2 commits 3 units: hold all three, so it has no free capacity
	for range 3 {
		transact(t, c, c.Deployer, w.caps, cr.PackAcquire(c.Operators[2].Address, gpu))
	}
	ops := append([]simchain.Operator(nil), c.Operators...)
	sort.Slice(ops, func(i, j int) bool { return bytes.Compare(ops[i].Address[:], ops[j].Address[:]) < 0 })
	var addrs []common.Address
	var cands []Candidate
	for _, op := range ops {
		addrs = append(addrs, op.Address)
		cands = append(cands, Candidate{Operator: op.Address, Stake: op.Stake, Free: w.free(t, op.Index, gpu)})
	}
	for trial := range 20 {
		rnd := common.Hash(crypto.Keccak256([]byte{byte(trial), 'p'}))
		task := common.Hash(crypto.Keccak256([]byte{byte(trial), 'q'}))
		k := 1 + trial%3
		want, err := Draw(Seed(rnd, task), cands, k)
		if err != nil {
			t.Fatal(err)
		}
		got, err := ad.UnpackCommitteeOf(call(t, c, drawAt, ad.PackCommitteeOf(rnd, task, gpu, addrs, big.NewInt(int64(k)))))
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(want) {
			t.Fatalf("trial %d: chain drew %d, Go %d", trial, len(got), len(want))
		}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("trial %d member %d: chain %s, Go %s", trial, i, got[i], want[i])
			}
			if got[i] == c.Operators[2].Address || got[i] == c.Operators[4].Address {
				t.Fatalf("trial %d drew %s, which has no free capacity", trial, got[i])
			}
		}
	}
	// three eligible: a committee of four is refused by name
	reverts(t, c, c.Deployer, drawAt, ad.PackCommitteeOf(common.Hash{}, common.Hash{}, gpu, addrs, big.NewInt(4)), "NotEnoughCapacity")
}
