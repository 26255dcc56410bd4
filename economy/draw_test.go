package economy

import (
	"encoding/json"
	"errors"
	"flag"
	"math/big"
	"os"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/contracts/bindings"
)

var update = flag.Bool("update", false, "rewrite testdata/economy/draw.json")

const drawGolden = "../testdata/economy/draw.json"

// drawVector is one golden draw; forge's AssignmentDrawTest recomputes it
// in Solidity from the same file.
type drawVector struct {
	Randomness common.Hash   `json:"randomness"`
	TaskID     common.Hash   `json:"taskId"`
	Seed       common.Hash   `json:"seed"`
	IDs        []common.Hash `json:"ids"`
	Stakes     []*big.Int    `json:"stakes"`
	K          int           `json:"k"`
	Committee  []common.Hash `json:"committee"`
}

// candidates are n operators in ascending id order; a quarter without stake.
func candidates(n int, stake func(i int) *big.Int) []Candidate {
	out := make([]Candidate, n)
	for i := range out {
		var id common.Hash
		id[0], id[31] = 0x1d, byte(i+1)
		var a common.Address
		a[0], a[19] = 0xd0, byte(i+1)
		out[i] = Candidate{ID: id, Operator: a, Stake: stake(i)}
	}
	return out
}

func TestDrawGolden(t *testing.T) {
	var vs []drawVector
	for v := range 8 {
		n := 3 + v
		cands := candidates(n, func(i int) *big.Int {
			if (i+v)%4 == 3 {
				return new(big.Int)
			}
			return ether(float64(1 + (i*7+v)%5))
		})
		rnd := common.Hash(crypto.Keccak256([]byte{byte(v), 'r'}))
		task := common.Hash(crypto.Keccak256([]byte{byte(v), 't'}))
		k := 1 + v%3
		s := Seed(rnd, task)
		committee, err := Draw(s, cands, k)
		if err != nil {
			t.Fatal(err)
		}
		vec := drawVector{Randomness: rnd, TaskID: task, Seed: s, K: k}
		for _, c := range committee {
			vec.Committee = append(vec.Committee, c.ID)
		}
		for _, c := range cands {
			vec.IDs = append(vec.IDs, c.ID)
			vec.Stakes = append(vec.Stakes, c.Stake)
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
// 2 percentage points of its share of the stake; an operator without stake
// is never picked.
func TestDrawShares(t *testing.T) {
	stakes := []float64{1, 2, 3, 4, 6, 9, 0.5, 0}
	cands := candidates(len(stakes), func(i int) *big.Int { return ether(stakes[i]) })
	total := 0.0
	for _, s := range stakes {
		total += s
	}
	const draws = 10_000
	picks := map[common.Hash]int{}
	for d := range draws {
		var task [32]byte
		big.NewInt(int64(d)).FillBytes(task[:])
		committee, err := Draw(Seed(common.Hash(crypto.Keccak256([]byte("prevrandao"))), task), cands, 1)
		if err != nil {
			t.Fatal(err)
		}
		picks[committee[0].ID]++
	}
	for i, c := range cands {
		share, want := float64(picks[c.ID])/draws, stakes[i]/total
		if d := share - want; d > 0.02 || d < -0.02 {
			t.Errorf("operator %d drawn %.4f of the time, stake share %.4f", i, share, want)
		}
	}
}

func TestDrawRefuses(t *testing.T) {
	cands := candidates(4, func(i int) *big.Int { return ether(float64(i % 2)) })
	s := Seed(common.Hash{1}, common.Hash{2})
	if _, err := Draw(s, cands, 3); !errors.Is(err, ErrNotEnoughOperators) {
		t.Fatalf("committee of 3 from 2 with stake: %v", err)
	}
	if _, err := Draw(s, []Candidate{cands[1], cands[0]}, 1); !errors.Is(err, ErrCandidatesNotSorted) {
		t.Fatalf("unsorted: %v", err)
	}
}

// TestHeaderRLPIsTheHashPreimage: what Drawer.Header hands to fixDraw is
// the preimage of the block's hash (so blockhash checks it on chain), and
// AssignmentDraw.randomness reads the header's mixDigest from it.
func TestHeaderRLPIsTheHashPreimage(t *testing.T) {
	w := newCapacityWorld(t, 2, 3)
	c := w.chain
	ad := bindings.NewAssignmentDraw()
	drawAt := deploy(t, c, c.Deployer, append(common.FromHex(bindings.AssignmentDrawMetaData.Bin), ad.PackConstructor(c.Registry)...))
	c.Commit()
	head, err := c.Client.BlockNumber(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	d := &Drawer{Chain: c.Client}
	raw, err := d.Header(t.Context(), head-1)
	if err != nil {
		t.Fatal(err)
	}
	h, err := c.Client.HeaderByNumber(t.Context(), new(big.Int).SetUint64(head-1))
	if err != nil {
		t.Fatal(err)
	}
	if crypto.Keccak256Hash(raw) != h.Hash() {
		t.Fatalf("keccak of the header's RLP %s, its hash %s", crypto.Keccak256Hash(raw), h.Hash())
	}
	got, err := ad.UnpackRandomness(call(t, c, drawAt, ad.PackRandomness(new(big.Int).SetUint64(head-1), raw)))
	if err != nil {
		t.Fatal(err)
	}
	if got != h.MixDigest {
		t.Fatalf("randomness on chain %x, the header's mixDigest %s", got, h.MixDigest)
	}
}
