package attest

import (
	"encoding/json"
	"errors"
	"flag"
	"math/big"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/deepcall/deepcall/aggregator/simchain"
	"github.com/deepcall/deepcall/blsagg"
	"github.com/deepcall/deepcall/protocol"
)

var update = flag.Bool("update", false, "rewrite testdata/attest/vector.json")

func sampleAttestations(n int, epoch uint64) []Attestation {
	out := make([]Attestation, n)
	for i := range out {
		out[i] = Attestation{Input: [32]byte{1, byte(i), byte(i >> 8)}, Output: [32]byte{2, byte(i)},
			Operator: common.HexToAddress("0x00000000000000000000000000000000000a11ce"), Epoch: epoch,
			Hardware: HardwareClass("cpu-avx512"), Timestamp: 1_800_000_000 + uint64(i)}
	}
	return out
}

// testContext is the golden vector's Context (contracts/test/EpochRegistry.t.sol uses the same).
var testContext = Context{ChainID: 31337, Consumer: common.HexToAddress("0x0000000000000000000000000000000000a77e57"),
	Manifest: [32]byte{0x3a}, ReferenceBlock: 100}

func leavesOf(atts []Attestation) [][32]byte {
	l := make([][32]byte, len(atts))
	for i := range atts {
		l[i] = atts[i].Leaf(&testContext)
	}
	return l
}

// vector is the Go ≡ Solidity golden vector (contracts/test/EpochRegistry.t.sol checks the same values).
type vector struct {
	Leaf0      hexutil.Bytes   `json:"leaf0"`
	Root5      hexutil.Bytes   `json:"root5"`
	Books      hexutil.Bytes   `json:"books"`
	Proof5At3  []hexutil.Bytes `json:"proof5At3"`
	Digest     hexutil.Bytes   `json:"digest"`
	Seed       hexutil.Bytes   `json:"seed"`
	Sample1000 []uint64        `json:"sample1000At300bps"`
}

func TestGoldenVector(t *testing.T) {
	atts := sampleAttestations(5, 7)
	leaves := leavesOf(atts)
	root, err := Root(leaves)
	if err != nil {
		t.Fatal(err)
	}
	proof, err := Proof(leaves, 3)
	if err != nil {
		t.Fatal(err)
	}
	seed := SampleSeed([32]byte{0xaa}, root)
	sample, err := Sample(seed, 1000, 300)
	if err != nil {
		t.Fatal(err)
	}
	l0 := leaves[0]
	ops, counts := Tally(atts)
	books := Books(ops, counts)
	d := EpochDigest(31337, common.HexToAddress("0x00000000000000000000000000000000000e90c4"), 7, root, 5, books, testContext.ReferenceBlock)
	v := vector{Leaf0: l0[:], Root5: root[:], Books: books[:], Digest: d[:], Seed: seed[:], Sample1000: sample}
	// the leaf is the attestation's transition digest
	tr := atts[0].Transition(&testContext)
	if tr.Digest() != l0 || tr.Validate() != nil {
		t.Fatalf("leaf is not the transition digest (%v)", tr.Validate())
	}
	for _, s := range proof {
		v.Proof5At3 = append(v.Proof5At3, s[:])
	}
	got, _ := json.MarshalIndent(v, "", "  ")
	path := filepath.Join("..", "testdata", "attest", "vector.json")
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, append(got, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(want) != string(got)+"\n" {
		t.Fatalf("golden vector differs (go test ./attest -run TestGoldenVector -update):\n%s", got)
	}
	if len(sample) != 30 {
		t.Fatalf("3%% of 1000 is %d draws", len(sample))
	}
}

func TestProofs(t *testing.T) {
	for _, n := range []int{1, 2, 3, 5, 8, 33} {
		leaves := leavesOf(sampleAttestations(n, 1))
		root, err := Root(leaves)
		if err != nil {
			t.Fatal(err)
		}
		for i := range leaves {
			p, err := Proof(leaves, i)
			if err != nil {
				t.Fatal(err)
			}
			if err := VerifyProof(root, leaves[i], uint64(n), uint64(i), p); err != nil {
				t.Fatalf("n=%d i=%d: %v", n, i, err)
			}
		}
	}
}

func TestNotUnderRoot(t *testing.T) {
	leaves := leavesOf(sampleAttestations(5, 1))
	root, _ := Root(leaves)
	p, _ := Proof(leaves, 2)
	other := sampleAttestations(6, 2)[5].Leaf(&testContext)
	cases := []struct {
		name  string
		leaf  [32]byte
		count uint64
		i     uint64
		sib   [][32]byte
	}{
		{"foreign leaf", other, 5, 2, p},
		{"wrong position", leaves[2], 5, 3, p},
		{"position past count", leaves[2], 5, 5, p},
		{"short proof", leaves[2], 5, 2, p[:2]},
		{"wrong count", leaves[2], 9, 2, p},
		{"zero count", leaves[2], 0, 0, p},
	}
	for _, c := range cases {
		if err := VerifyProof(root, c.leaf, c.count, c.i, c.sib); !errors.Is(err, ErrNotUnderRoot) {
			t.Errorf("%s: %v, want ErrNotUnderRoot", c.name, err)
		}
	}
	if _, err := Root(nil); !errors.Is(err, ErrEmptyEpoch) {
		t.Errorf("empty root: %v", err)
	}
}

func TestSampleRates(t *testing.T) {
	for _, c := range []struct {
		count, bps, want uint64
		err              error
	}{
		{1000, 200, 20, nil}, {1000, 500, 50, nil}, {1, 200, 1, nil}, {101, 200, 3, nil},
		{1000, 0, 0, ErrSampleRate}, {1000, 10001, 0, ErrSampleRate},
	} {
		got, err := SampleSize(c.count, c.bps)
		if !errors.Is(err, c.err) || got != c.want {
			t.Errorf("SampleSize(%d,%d) = %d, %v", c.count, c.bps, got, err)
		}
	}
	// the sample changes with the root: whoever fixes the root cannot
	// know the prevrandao it will be mixed with.
	a, _ := Sample(SampleSeed([32]byte{1}, [32]byte{2}), 1000, 300)
	b, _ := Sample(SampleSeed([32]byte{1}, [32]byte{3}), 1000, 300)
	same := 0
	for i := range a {
		if a[i] == b[i] {
			same++
		}
	}
	if same == len(a) {
		t.Fatal("sample does not depend on the root")
	}
}

func TestDeterrentRate(t *testing.T) {
	eth := func(milli int64) *big.Int { return new(big.Int).Mul(big.NewInt(milli), big.NewInt(1e15)) }
	for _, c := range []struct {
		fee, slash *big.Int
		want       uint64
		bad        bool
	}{
		{eth(1), eth(50), 200, false}, // fee 0.001, slash 0.05: 2 %
		{eth(1), eth(30), 334, false}, // 3.33… % rounded up
		{eth(0), eth(30), 0, false},   // nothing to gain
		{eth(2), eth(1), 0, true},     // slash below fee: no rate deters
		{eth(1), big.NewInt(0), 0, true},
	} {
		got, err := DeterrentRate(c.fee, c.slash)
		if (err != nil) != c.bad || got != c.want {
			t.Errorf("DeterrentRate(%s,%s) = %d, %v", c.fee, c.slash, got, err)
		}
	}
	if got := MaxPerEpoch(eth(32000), eth(50)); got != 640 {
		t.Errorf("MaxPerEpoch = %d", got)
	}
}

func TestIntakeRefusals(t *testing.T) {
	kp := simchain.OperatorBLSKey(0)
	op := simchain.OperatorKey(0)
	addr := crypto.PubkeyToAddress(op.PublicKey)
	pk := blsagg.PubG2(kp)
	c := testContext
	in, err := NewIntake(map[common.Address]*blsagg.G2{addr: &pk}, c, 3, true, nil)
	if err != nil {
		t.Fatal(err)
	}
	sign := func(d [32]byte) blsagg.G1 { return blsagg.Sign(kp, d) }
	mk := func(a common.Address, epoch uint64, n int) []Attestation {
		atts := sampleAttestations(n, epoch)
		for i := range atts {
			atts[i].Operator = a
		}
		return atts
	}
	good, err := EncodeBody(sign, &c, addr, 3, mk(addr, 3, 4))
	if err != nil {
		t.Fatal(err)
	}
	if n, err := in.Add(good); err != nil || n != 4 {
		t.Fatalf("good body: %d, %v", n, err)
	}
	stranger := common.HexToAddress("0x0000000000000000000000000000000000000bad")
	foreign, _ := EncodeBody(sign, &c, stranger, 3, mk(stranger, 3, 2))
	late, _ := EncodeBody(sign, &c, addr, 2, mk(addr, 2, 2))
	tampered := append([]byte(nil), good...)
	tampered[len(tampered)-1] ^= 1
	// signed under another reference block: the leaves the intake computes differ
	otherRef := c
	otherRef.ReferenceBlock++
	wrongRef, _ := EncodeBody(sign, &otherRef, addr, 3, mk(addr, 3, 3)[2:])
	// one new attestation and one the epoch has: refused whole
	overlap, _ := EncodeBody(sign, &c, addr, 3, append(mk(addr, 3, 6)[4:5], mk(addr, 3, 4)[3]))
	if _, err := EncodeBody(sign, &c, addr, 3, mk(addr, 3, MaxPerBody+1)); !errors.Is(err, ErrMalformed) {
		t.Errorf("a body over %d: %v", MaxPerBody, err)
	}
	for _, tc := range []struct {
		name string
		body []byte
		want error
	}{
		{"short", good[:10], ErrMalformed},
		{"truncated", good[:len(good)-1], ErrMalformed},
		{"unknown operator", foreign, ErrUnknownOperator},
		{"closed epoch", late, ErrWrongEpoch},
		{"tampered record", tampered, ErrBadSignature},
		{"other reference block", wrongRef, ErrBadSignature},
		{"replayed body", good, ErrReplayed},
		{"overlapping body", overlap, ErrReplayed},
	} {
		if _, err := in.Add(tc.body); !errors.Is(err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
	}
	s := in.Seal(c.ReferenceBlock + 5)
	if s.Epoch != 3 || len(s.Leaves) != 4 || len(s.Atts) != 4 || s.Leaves[1] != s.Atts[1].Leaf(&c) || len(s.Bodies) != 1 {
		t.Fatalf("sealed epoch %d with %d leaves, %d bodies: refused bodies must add nothing", s.Epoch, len(s.Leaves), len(s.Bodies))
	}
	// the body's signature is over the BatchTree its proof leads to
	b, pos, sib, err := s.BodyOf(2)
	if err != nil || pos != 2 || b.Operator != addr {
		t.Fatalf("BodyOf(2): %v %d %v", b, pos, err)
	}
	bd, _ := protocol.BatchDigest(s.Leaves[b.Start : b.Start+b.N])
	if err := protocol.VerifyBatchProof(bd, s.Leaves[2], b.N, pos, sib); err != nil {
		t.Fatal(err)
	}
	if err := blsagg.Verify(bd, &pk, &b.Sig); err != nil {
		t.Fatal(err)
	}
	// the next epoch is open under the new reference block, and the replay set is fresh
	e, nc := in.Open()
	if e != 4 || nc.ReferenceBlock != c.ReferenceBlock+5 {
		t.Fatalf("open %d %+v", e, nc)
	}

	// an idle epoch moves to a recent reference block; one holding attestations does not
	if !in.Refresh(nc.ReferenceBlock + 1) {
		t.Fatal("an empty epoch was not refreshed")
	}
	if _, nc2 := in.Open(); nc2.ReferenceBlock != nc.ReferenceBlock+1 {
		t.Fatalf("refreshed to %d", nc2.ReferenceBlock)
	}
	nc.ReferenceBlock++

	// a body of three batches (256 + 256 + 88): one signature each, checked together
	big := mk(addr, 4, 600)
	for i := range big {
		big[i].Input[3] = 0xbb
	}
	wb, err := EncodeBody(sign, &nc, addr, 4, big)
	if err != nil {
		t.Fatal(err)
	}
	// one batch signed by another key: the body is refused whole
	other := simchain.OperatorBLSKey(1)
	calls := 0
	mixed, _ := EncodeBody(func(d [32]byte) blsagg.G1 {
		calls++
		if calls == 2 {
			return blsagg.Sign(other, d)
		}
		return blsagg.Sign(kp, d)
	}, &nc, addr, 4, big)
	if _, err := in.Add(mixed); !errors.Is(err, ErrBadSignature) {
		t.Fatalf("a body with one batch signed by another key: %v", err)
	}
	swapped := append([]byte(nil), wb...)
	copy(swapped[fixedLen:], wb[fixedLen+blsagg.G1Len:fixedLen+2*blsagg.G1Len])
	copy(swapped[fixedLen+blsagg.G1Len:], wb[fixedLen:fixedLen+blsagg.G1Len])
	if _, err := in.Add(swapped); !errors.Is(err, ErrBadSignature) {
		t.Fatalf("a body with two batch signatures swapped: %v", err)
	}
	if n, err := in.Add(wb); err != nil || n != 600 {
		t.Fatalf("three-batch body: %d %v", n, err)
	}
	if in.Refresh(nc.ReferenceBlock + 1) {
		t.Fatal("an epoch holding attestations changed its reference block")
	}
	s = in.Seal(1)
	if len(s.Bodies) != 3 || s.Bodies[2].Start != 512 || s.Bodies[2].N != 88 {
		t.Fatalf("batches %+v", s.Bodies)
	}
	for _, i := range []int{0, 300, 599} {
		x, err := s.Evidence(i)
		if err != nil {
			t.Fatal(err)
		}
		bd, _ := protocol.BatchDigest(s.Leaves[x.Body.Start : x.Body.Start+x.Body.N])
		if err := protocol.VerifyBatchProof(bd, s.Leaves[i], x.Body.N, x.BodyPosition, x.BodySiblings); err != nil {
			t.Fatal(err)
		}
		if err := blsagg.Verify(bd, &pk, &x.Body.Sig); err != nil {
			t.Fatalf("leaf %d: its batch signature: %v", i, err)
		}
	}
}

// equalStakes are ops, each with a stake of 1.
func equalStakes(ops []common.Address) []Staked {
	out := make([]Staked, len(ops))
	for i, op := range ops {
		out[i] = Staked{Address: op, Stake: big.NewInt(1)}
	}
	return out
}

func TestAuditors(t *testing.T) {
	ops := make([]common.Address, 6)
	for i := range ops {
		ops[i] = common.Address{byte(6 - i)}
	}
	seed := [32]byte{9}
	rev := slices.Clone(ops)
	slices.Reverse(rev)
	counts := map[common.Address]int{}
	for j := range uint64(600) {
		got, err := Auditors(seed, j, equalStakes(ops), ops[:2], 2)
		if err != nil {
			t.Fatal(err)
		}
		again, _ := Auditors(seed, j, equalStakes(rev), ops[:2], 2)
		if len(got) != 2 || got[0] == got[1] || !slices.Equal(got, again) {
			t.Fatalf("draw %d: %v / %v: two distinct auditors, independent of the set's order", j, got, again)
		}
		for _, a := range got {
			if slices.Contains(ops[:2], a) {
				t.Fatalf("draw %d: attester %s audits itself", j, a)
			}
			counts[a]++
		}
	}
	for _, op := range ops[2:] {
		if counts[op] < 200 || counts[op] > 400 { // 300 expected each
			t.Errorf("auditor %s drawn %d times of 1200", op, counts[op])
		}
	}
	// the plan of an epoch: distinct positions, in draw order, each with its input's attesters
	atts := sampleAttestations(40, 1)
	for i := range atts {
		atts[i].Operator = ops[i%3]
		atts[i].Input = [32]byte{byte(i / 2)} // two attesters an input
	}
	plan, err := Assignments(seed, atts, 1000, equalStakes(ops), 2)
	if err != nil {
		t.Fatal(err)
	}
	sample, _ := Sample(seed, 40, 1000)
	seen := map[uint64]bool{}
	for _, as := range plan {
		if seen[as.Position] || sample[as.Draw] != as.Position || len(as.Attesters) != 2 || len(as.Auditors) != 2 {
			t.Fatalf("assignment %+v of sample %v", as, sample)
		}
		seen[as.Position] = true
		for _, au := range as.Auditors {
			if slices.Contains(as.Attesters, au) {
				t.Fatalf("assignment %+v: an attester audits itself", as)
			}
		}
	}
	if _, err := Auditors(seed, 0, equalStakes(ops[:2]), ops[:2], 1); !errors.Is(err, ErrNoAuditor) {
		t.Errorf("no other operator: %v", err)
	}
	noStake := equalStakes(ops[:3])
	noStake[2].Stake = new(big.Int)
	if _, err := Auditors(seed, 0, noStake, ops[:2], 1); !errors.Is(err, ErrNoAuditor) {
		t.Errorf("the only other operator has no stake: %v", err)
	}
}

// TestSybilAuditors: a liar with a tenth of the stake split over 9
// identities beside 3 honest operators (0.3 each) lies in an attestation of
// one of its identities; with one auditor a draw, how often is that auditor
// one of its own? Drawn by identity (the old draw) 8 of the 11 others: 73 %
// (74.9 % measured before the fix, over real epochs); drawn by stake, its
// other identities' share of the stake left: 0.089 / 0.989, 9 %.
func TestSybilAuditors(t *testing.T) {
	var ops []Staked
	var liar []common.Address
	for i := range 9 {
		a := common.Address{0x11, byte(i)}
		liar = append(liar, a)
		ops = append(ops, Staked{Address: a, Stake: big.NewInt(1_111)}) // 0.1 / 9 each, in units of 10⁻⁵
	}
	for i := range 3 {
		ops = append(ops, Staked{Address: common.Address{0x22, byte(i)}, Stake: big.NewInt(30_000)})
	}
	const draws = 20_000
	own := 0
	for j := range uint64(draws) {
		got, err := Auditors([32]byte{5}, j, ops, liar[:1], 1)
		if err != nil {
			t.Fatal(err)
		}
		if slices.Contains(liar, got[0]) {
			own++
		}
	}
	share := float64(own) / draws
	want := 8 * 1_111.0 / (8*1_111.0 + 90_000)
	t.Logf("the liar audits its own lie in %.2f%% of draws (its other identities' stake share %.2f%%)", 100*share, 100*want)
	if share > want+0.02 || share < want-0.02 {
		t.Errorf("own audits %.4f, want %.4f ± 0.02", share, want)
	}
}
