package blsagg

import (
	"errors"
	"math/big"
	"slices"
	"sync"
	"testing"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"
	eigenbn254 "github.com/Layr-Labs/eigensdk-go/crypto/bn254"
	"github.com/consensys/gnark-crypto/ecc/bn254"
	"github.com/consensys/gnark-crypto/ecc/bn254/fp"
)

func TestGeneratorsMatchEigenLayer(t *testing.T) {
	if !g1Gen.Equal(eigenbn254.GetG1Generator()) {
		t.Fatal("G1 generator differs from eigensdk-go's")
	}
	if !g2Gen.Equal(eigenbn254.GetG2Generator()) {
		t.Fatal("G2 generator differs from eigensdk-go's")
	}
}

// TestG2EncodingMatchesSolidityOrder checks MarshalG2 against eigensdk-go's
// NewG2Point, which takes coordinates in Solidity's [imaginary, real] order.
func TestG2EncodingMatchesSolidityOrder(t *testing.T) {
	pk := PubG2(testKey("enc", 0))
	b := MarshalG2(&pk)
	w := func(i int) *big.Int { return new(big.Int).SetBytes(b[32*i : 32*i+32]) }
	p := bls.NewG2Point([2]*big.Int{w(0), w(1)}, [2]*big.Int{w(2), w(3)})
	if !p.G2Affine.Equal(&pk) {
		t.Fatal("MarshalG2 word order is not X[0]=X.A1, X[1]=X.A0, Y[0]=Y.A1, Y[1]=Y.A0")
	}
}

func TestOperatorIDMatchesEigenLayer(t *testing.T) {
	kp := testKey("id", 0)
	pk := PubG1(kp)
	if got, want := IDOf(&pk).String(), kp.GetPubKeyG1().GetOperatorID(); got != want {
		t.Fatalf("IDOf = %s, eigensdk-go says %s", got, want)
	}
}

// twistPointOutsideSubgroup finds a point on the G2 twist whose order is
// not r (the twist has a large cofactor).
func twistPointOutsideSubgroup(t *testing.T) G2 {
	var b, xi bn254.E2
	xi.A0.SetUint64(9)
	xi.A1.SetUint64(1)
	b.A0.SetUint64(3)
	b.Inverse(&xi)
	var three bn254.E2
	three.A0.SetUint64(3)
	b.Mul(&b, &three) // b' = 3/(9+u)
	for i := uint64(1); i < 1000; i++ {
		var p G2
		p.X.A0.SetUint64(i)
		var y2 bn254.E2
		y2.Square(&p.X).Mul(&y2, &p.X).Add(&y2, &b)
		if y2.Legendre() != 1 {
			continue
		}
		p.Y.Sqrt(&y2)
		if p.IsOnCurve() && !p.IsInSubGroup() {
			return p
		}
	}
	t.Fatal("no point found")
	return G2{}
}

func TestParsePoints(t *testing.T) {
	kp := testKey("parse", 0)
	pk1, pk2 := PubG1(kp), PubG2(kp)
	e1, e2 := MarshalG1(&pk1), MarshalG2(&pk2)
	if p, err := ParseG1(e1[:]); err != nil || !p.Equal(&pk1) {
		t.Fatalf("G1 round trip: %v", err)
	}
	if p, err := ParseG2(e2[:]); err != nil || !p.Equal(&pk2) {
		t.Fatalf("G2 round trip: %v", err)
	}
	pBytes := fp.Modulus().FillBytes(make([]byte, 32))
	offCurve := e1
	offCurve[63] ^= 1
	nonCanon := e1
	copy(nonCanon[0:32], pBytes)
	rogue := twistPointOutsideSubgroup(t)
	eRogue := MarshalG2(&rogue)
	offTwist := e2
	offTwist[127] ^= 1
	nonCanon2 := e2
	copy(nonCanon2[96:128], pBytes)
	cases := []struct {
		name string
		g2   bool
		b    []byte
		want error
	}{
		{"G1 short", false, e1[:63], ErrPointLength},
		{"G1 long", false, append(e1[:], 0), ErrPointLength},
		{"G1 infinity", false, make([]byte, 64), ErrInfinity},
		{"G1 off curve", false, offCurve[:], ErrNotOnCurve},
		{"G1 coordinate = p", false, nonCanon[:], ErrNonCanonical},
		{"G2 short", true, e2[:127], ErrPointLength},
		{"G2 infinity", true, make([]byte, 128), ErrInfinity},
		{"G2 off twist", true, offTwist[:], ErrNotOnCurve},
		{"G2 coordinate = p", true, nonCanon2[:], ErrNonCanonical},
		{"G2 outside subgroup", true, eRogue[:], ErrNotInGroup},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var err error
			if c.g2 {
				_, err = ParseG2(c.b)
			} else {
				_, err = ParseG1(c.b)
			}
			if !errors.Is(err, c.want) {
				t.Fatalf("err = %v, want %v", err, c.want)
			}
		})
	}
}

func TestVerify(t *testing.T) {
	kp, other := testKey("v", 0), testKey("v", 1)
	d := digestOf("task")
	pk2 := PubG2(kp)
	good := Sign(kp, d)
	var offCurve G1 = good
	offCurve.Y.SetUint64(5)
	rogue := twistPointOutsideSubgroup(t)
	cases := []struct {
		name   string
		digest [32]byte
		pk2    G2
		sig    G1
		want   error
	}{
		{"valid", d, pk2, good, nil},
		{"other digest", digestOf("other"), pk2, good, ErrInvalidSignature},
		{"other key", d, PubG2(other), good, ErrInvalidSignature},
		{"other signer", d, pk2, Sign(other, d), ErrInvalidSignature},
		{"infinity", d, pk2, G1{}, ErrInfinity},
		{"off curve", d, pk2, offCurve, ErrNotOnCurve},
		{"generator", d, pk2, g1Gen, ErrInvalidSignature},
		{"key outside subgroup", d, rogue, good, ErrNotInGroup},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := Verify(c.digest, &c.pk2, &c.sig)
			if !errors.Is(err, c.want) || (c.want == nil && err != nil) {
				t.Fatalf("err = %v, want %v", err, c.want)
			}
		})
	}
	// eigensdk-go's own verifier agrees on the valid one.
	if ok, _ := (&bls.Signature{G1Point: &bls.G1Point{G1Affine: &good}}).Verify(&bls.G2Point{G2Affine: &pk2}, d); !ok {
		t.Fatal("eigensdk-go rejects our signature")
	}
}

func TestPoP(t *testing.T) {
	kp, other := testKey("pop", 0), testKey("pop", 1)
	addr := testAddress(7)
	pk1, pk2 := PubG1(kp), PubG2(kp)
	opk1, opk2 := PubG1(other), PubG2(other)
	pop := SignPoP(kp, testCtx, addr)
	cases := []struct {
		name string
		ctx  PoPContext
		addr [20]byte
		pk1  G1
		pk2  G2
		pop  G1
		want error
	}{
		{"valid", testCtx, addr, pk1, pk2, pop, nil},
		{"other address", testCtx, testAddress(8), pk1, pk2, pop, ErrPoP},
		{"other chain", PoPContext{ChainID: 1, Registry: testCtx.Registry}, addr, pk1, pk2, pop, ErrPoP},
		{"other registry", PoPContext{ChainID: testCtx.ChainID}, addr, pk1, pk2, pop, ErrPoP},
		{"G1 key of another", testCtx, addr, opk1, pk2, pop, ErrPoP},
		{"G2 key of another", testCtx, addr, pk1, opk2, pop, ErrPoP},
		{"proof by another key", testCtx, addr, pk1, pk2, SignPoP(other, testCtx, addr), ErrPoP},
		{"task signature as proof", testCtx, addr, pk1, pk2, Sign(kp, digestOf("task")), ErrPoP},
		{"infinity proof", testCtx, addr, pk1, pk2, G1{}, ErrInfinity},
		{"infinity key", testCtx, addr, G1{}, pk2, pop, ErrInfinity},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := VerifyPoP(c.ctx, c.addr, &c.pk1, &c.pk2, &c.pop)
			if !errors.Is(err, c.want) || (c.want == nil && err != nil) {
				t.Fatalf("err = %v, want %v", err, c.want)
			}
		})
	}
	// EigenLayer's flow: the registry hands out the message point.
	h := HashToG1(digestOf("pubkeyRegistrationMessageHash(operator)"))
	sig := SignHashed(kp, &h)
	if err := VerifyPoPAt(&h, &pk1, &pk2, &sig); err != nil {
		t.Fatal(err)
	}
	if err := VerifyPoPAt(&h, &opk1, &pk2, &sig); !errors.Is(err, ErrPoP) {
		t.Fatalf("mismatched G1 key accepted: %v", err)
	}
}

// TestRogueKey shows the attack PoP stops. The attacker knows sk' and
// registers pk_a = sk'·g − pk_victim. Without PoP, the aggregate "signed by
// victim and attacker" verifies although the victim never signed; with PoP
// the attacker's key cannot join the set.
func TestRogueKey(t *testing.T) {
	victim, attacker := testKey("victim", 0), testKey("attacker", 0)
	vpk1, vpk2 := PubG1(victim), PubG2(victim)
	var rogue1 G1
	var rogue2 G2
	apk1, apk2 := PubG1(attacker), PubG2(attacker) // sk'·g1, sk'·g2
	rogue1.Sub(&apk1, &vpk1)
	rogue2.Sub(&apk2, &vpk2)
	d := digestOf("a transition the victim never signed")

	// Without PoP: the two keys sum to sk'·g, which the attacker signs for.
	var sumG1 G1
	var sumG2 G2
	sumG1.Add(&vpk1, &rogue1)
	sumG2.Add(&vpk2, &rogue2)
	forged := Sign(attacker, d)
	if err := Verify(d, &sumG2, &forged); err != nil {
		t.Fatalf("the rogue aggregate should verify without PoP: %v", err)
	}
	if err := CheckApkAndSignature(d, &sumG1, &sumG2, &forged); err != nil {
		t.Fatalf("the rogue aggregate should pass the on-chain check without PoP: %v", err)
	}

	// With PoP: whatever the attacker can compute (it knows sk', public keys
	// and every signature the victim published, never sk_victim), the rogue
	// key is refused. The PoP domain keeps the victim from ever signing a PoP
	// message for a key that is not its own.
	addr := testAddress(666)
	h := HashToG1(PoPMessage(testCtx, addr, &rogue1, &rogue2))
	attempts := map[string]G1{
		"signed with sk'":   SignHashed(attacker, &h),
		"victim's task sig": Sign(victim, d),
		"forged aggregate":  forged,
		// sk'·H minus the victim's public proof (over the victim's own message).
		"minus victim's proof": func() G1 {
			a, b := SignHashed(attacker, &h), SignPoP(victim, testCtx, testAddress(1))
			var x G1
			x.Sub(&a, &b)
			return x
		}(),
	}
	for name, pop := range attempts {
		if err := VerifyPoP(testCtx, addr, &rogue1, &rogue2, &pop); !errors.Is(err, ErrPoP) {
			t.Errorf("%s: rogue key's proof accepted (%v)", name, err)
		}
	}
	regs := []Registration{
		NewRegistration(victim, testCtx, testAddress(1), big.NewInt(1)),
		{Address: addr, PubG1: rogue1, PubG2: rogue2, Stake: big.NewInt(1), PoP: SignHashed(attacker, &h)},
	}
	if _, err := NewOperatorSet(testCtx, regs); !errors.Is(err, ErrPoP) {
		t.Fatalf("operator set accepted the rogue key: %v", err)
	}
}

func TestOperatorSet(t *testing.T) {
	f := newFixture(t, 4, []int64{5, 6, 7, 8})
	if f.set.Len() != 4 || f.set.TotalStake().Int64() != 26 {
		t.Fatalf("len %d total %s", f.set.Len(), f.set.TotalStake())
	}
	for i := 1; i < f.set.Len(); i++ {
		a, b := f.set.At(i-1).ID, f.set.At(i).ID
		if string(a[:]) >= string(b[:]) {
			t.Fatal("operators not in ascending id order")
		}
	}
	dup := slices.Clone(f.regs)
	dup[1] = dup[0]
	sameAddr := slices.Clone(f.regs)
	sameAddr[1] = NewRegistration(testKey("other", 0), testCtx, f.regs[0].Address, big.NewInt(1))
	zeroStake := slices.Clone(f.regs)
	zeroStake[2].Stake = big.NewInt(0)
	badPoP := slices.Clone(f.regs)
	badPoP[3].PoP = badPoP[2].PoP
	for name, c := range map[string]struct {
		regs []Registration
		want error
	}{
		"duplicate key":     {dup, ErrDuplicateOperator},
		"duplicate address": {sameAddr, ErrDuplicateOperator},
		"zero stake":        {zeroStake, ErrBadStake},
		"bad proof":         {badPoP, ErrPoP},
		"empty":             {nil, ErrEmptySet},
	} {
		if _, err := NewOperatorSet(testCtx, c.regs); !errors.Is(err, c.want) {
			t.Errorf("%s: err = %v, want %v", name, err, c.want)
		}
	}
	if _, err := NewOperatorSet(PoPContext{ChainID: 1}, f.regs); !errors.Is(err, ErrPoP) {
		t.Errorf("proofs for another context accepted: %v", err)
	}
}

func TestVerifyBatch(t *testing.T) {
	f := newFixture(t, 64, nil)
	d := digestOf("batch")
	sigs := f.signAll(d)
	wrong := f.signAll(digestOf("other"))
	var offCurve G1 = sigs[0]
	offCurve.X.SetUint64(1)
	cases := []struct {
		name string
		n    int
		bad  []int
		kind string
	}{
		{"empty", 0, nil, ""},
		{"one good", 1, nil, ""},
		{"two good", 2, nil, ""},
		{"64 good", 64, nil, ""},
		{"one of one bad", 1, []int{0}, "digest"},
		{"first of 64", 64, []int{0}, "digest"},
		{"last of 64", 64, []int{63}, "swap"},
		{"middle of 63", 63, []int{31}, "digest"},
		{"two adjacent", 64, []int{20, 21}, "digest"},
		{"many", 64, []int{1, 2, 17, 40, 41, 42, 62}, "swap"},
		{"off-curve and wrong", 64, []int{5, 6}, "offcurve"},
		{"all bad", 17, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}, "digest"},
		{"infinity", 8, []int{3}, "infinity"},
	}
	v := NewVerifier(f.set, d)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ops := make([]int, c.n)
			in := make([]G1, c.n)
			for k := range c.n {
				ops[k], in[k] = f.pos[k], sigs[k]
			}
			for j, k := range c.bad {
				switch c.kind {
				case "digest":
					in[k] = wrong[k]
				case "swap": // a valid signature of another operator
					in[k] = sigs[(k+1)%64]
				case "offcurve":
					if j == 0 {
						in[k] = offCurve
					} else {
						in[k] = wrong[k]
					}
				case "infinity":
					in[k] = G1{}
				}
			}
			got := v.VerifyBatch(ops, in)
			if !slices.Equal(got, c.bad) {
				t.Fatalf("bad = %v, want %v", got, c.bad)
			}
		})
	}
}

// TestVerifyBatchCancellingPair: two signatures off by +δ and −δ sum to a
// valid aggregate; the random combination must still catch both.
func TestVerifyBatchCancellingPair(t *testing.T) {
	f := newFixture(t, 8, nil)
	d := digestOf("cancel")
	sigs := f.signAll(d)
	ops := slices.Clone(f.pos)
	var delta G1 = HashToG1(digestOf("delta"))
	sigs[2].Add(&sigs[2], &delta)
	sigs[5].Sub(&sigs[5], &delta)
	var sum G1
	for i := range sigs {
		sum.Add(&sum, &sigs[i])
	}
	var apk2 G2
	for i := range f.regs {
		apk2.Add(&apk2, &f.regs[i].PubG2)
	}
	if err := Verify(d, &apk2, &sum); err != nil {
		t.Fatalf("the plain sum should verify: %v", err)
	}
	if got := NewVerifier(f.set, d).VerifyBatch(ops, sigs); !slices.Equal(got, []int{2, 5}) {
		t.Fatalf("bad = %v, want [2 5]", got)
	}
}

func TestThreshold(t *testing.T) {
	cases := []struct {
		th            Threshold
		signed, total int64
		met           bool
	}{
		{DefaultThreshold, 2, 3, true},
		{DefaultThreshold, 600, 900, true},
		{DefaultThreshold, 599, 900, false},
		{DefaultThreshold, 601, 900, true},
		{DefaultThreshold, 0, 900, false},
		{DefaultThreshold, 900, 900, true},
		{Threshold{1, 2}, 50, 100, true},
		{Threshold{1, 2}, 49, 100, false},
		{Threshold{1, 1}, 99, 100, false},
		{Threshold{1, 1}, 100, 100, true},
	}
	for _, c := range cases {
		if got := c.th.Met(big.NewInt(c.signed), big.NewInt(c.total)); got != c.met {
			t.Errorf("%s of %d/%d: met = %v", c.th, c.signed, c.total, got)
		}
	}
	// Stakes beyond 64 bits (EigenLayer stakes are uint96).
	huge := new(big.Int).Lsh(big.NewInt(3), 90)
	twoThirds := new(big.Int).Lsh(big.NewInt(2), 90)
	if !DefaultThreshold.Met(twoThirds, huge) || DefaultThreshold.Met(new(big.Int).Sub(twoThirds, big.NewInt(1)), huge) {
		t.Error("96-bit stakes")
	}
	for _, th := range []Threshold{{0, 3}, {1, 0}, {4, 3}} {
		if !errors.Is(th.Validate(), ErrBadThreshold) {
			t.Errorf("%v accepted", th)
		}
	}
}

func TestAggregator(t *testing.T) {
	// Stakes 300, 300, 300, 100 … ordered by fixture index.
	type step struct {
		op     int    // fixture index; -1 = unknown operator
		digest string // "" = the task digest
		sig    string // "ok", "wrong", "swap"
		want   error
	}
	d := digestOf("task")
	cases := []struct {
		name   string
		stakes []int64
		th     Threshold
		steps  []step
		state  State
	}{
		{"exactly two thirds", []int64{300, 300, 300}, DefaultThreshold,
			[]step{{0, "", "ok", nil}, {1, "", "ok", nil}}, Reached},
		{"just below two thirds", []int64{301, 300, 299}, DefaultThreshold,
			[]step{{1, "", "ok", nil}, {2, "", "ok", nil}}, Collecting},
		{"just above", []int64{301, 300, 299}, DefaultThreshold,
			[]step{{0, "", "ok", nil}, {2, "", "ok", nil}}, Reached},
		{"replay does not count twice", []int64{1, 1, 1}, DefaultThreshold,
			[]step{{0, "", "ok", nil}, {0, "", "ok", ErrReplay}}, Collecting},
		{"other digest", []int64{1, 1, 1}, DefaultThreshold,
			[]step{{0, "other", "ok", ErrWrongDigest}, {1, "", "ok", nil}}, Collecting},
		{"claims task digest, signed another", []int64{1, 1, 1}, DefaultThreshold,
			[]step{{0, "", "wrong", ErrInvalidSignature}}, Collecting},
		{"another operator's signature", []int64{1, 1, 1}, DefaultThreshold,
			[]step{{0, "", "swap", ErrInvalidSignature}}, Collecting},
		{"invalid then valid", []int64{1, 1, 1}, DefaultThreshold,
			[]step{{0, "", "wrong", ErrInvalidSignature}, {0, "", "ok", nil}, {1, "", "ok", nil}}, Reached},
		{"unknown operator", []int64{1, 1, 1}, DefaultThreshold,
			[]step{{-1, "", "ok", ErrUnknownOperator}}, Collecting},
		{"one half", []int64{1, 1}, Threshold{1, 2},
			[]step{{1, "", "ok", nil}}, Reached},
		{"all", []int64{1, 1, 1}, Threshold{1, 1},
			[]step{{0, "", "ok", nil}, {1, "", "ok", nil}, {2, "", "ok", nil}}, Reached},
	}
	stranger := testKey("stranger", 0)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := newFixture(t, len(c.stakes), c.stakes)
			a, err := NewAggregator(f.set, d, c.th)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range c.steps {
				kp, id := stranger, IDOf(ptr(PubG1(stranger)))
				if s.op >= 0 {
					kp, id = f.kps[s.op], f.id(s.op)
				}
				att := Attestation{Operator: id, Digest: d}
				if s.digest != "" {
					att.Digest = digestOf(s.digest)
				}
				switch s.sig {
				case "ok":
					att.Sig = Sign(kp, att.Digest)
				case "wrong":
					att.Sig = Sign(kp, digestOf("something else"))
				case "swap":
					att.Sig = Sign(f.kps[(s.op+1)%len(f.kps)], att.Digest)
				}
				err := a.Add(att)
				if !errors.Is(err, s.want) || (s.want == nil && err != nil) {
					t.Fatalf("step %+v: err = %v, want %v", s, err, s.want)
				}
				var re *RejectError
				if err != nil && (!errors.As(err, &re) || re.Operator != id) {
					t.Fatalf("rejection does not name operator %s: %v", id, err)
				}
			}
			if a.State() != c.state {
				t.Fatalf("state %s, want %s", a.State(), c.state)
			}
			agg, err := a.Aggregate()
			if c.state == Collecting {
				if !errors.Is(err, ErrBelowThreshold) || agg != nil {
					t.Fatalf("aggregate below threshold: %v", err)
				}
				// Partial: whoever signed so far, verified, or ErrNoSigners.
				part, err := a.Partial()
				if a.SignedStake().Sign() == 0 {
					if !errors.Is(err, ErrNoSigners) || part != nil {
						t.Fatalf("partial with no signer: %v", err)
					}
					return
				}
				if err != nil {
					t.Fatal(err)
				}
				if err := part.Verify(); err != nil || part.SignedStake.Cmp(a.SignedStake()) != 0 ||
					len(part.Signers)+len(part.NonSigners) != f.set.Len() {
					t.Fatalf("partial: %v, signed %s of %s, %d signers + %d non-signers", err, part.SignedStake, a.SignedStake(), len(part.Signers), len(part.NonSigners))
				}
				for _, id := range part.Signers {
					if !a.Signed(id) {
						t.Fatalf("partial names %s, which did not sign", id)
					}
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			checkAggregate(t, f, a, agg)
		})
	}
}

func ptr[T any](v T) *T { return &v }

// checkAggregate checks an aggregate against the fixture: signers and
// non-signers partition the set in ascending order, the keys and stake add
// up, and the signature verifies in both forms.
func checkAggregate(t *testing.T, f *fixture, a *Aggregator, agg *Aggregate) {
	t.Helper()
	if err := agg.Verify(); err != nil {
		t.Fatal(err)
	}
	all := append(slices.Clone(agg.Signers), agg.NonSigners...)
	if len(all) != f.set.Len() || !slices.IsSortedFunc(agg.NonSigners, cmpID) || !slices.IsSortedFunc(agg.Signers, cmpID) {
		t.Fatal("signers/non-signers do not partition the set in id order")
	}
	var apk, total G1
	stake := new(big.Int)
	for i := range f.regs {
		total.Add(&total, &f.regs[i].PubG1)
		if a.Signed(f.id(i)) {
			apk.Add(&apk, &f.regs[i].PubG1)
			stake.Add(stake, f.regs[i].Stake)
		}
	}
	for i := range agg.NonSignerKeys {
		if IDOf(&agg.NonSignerKeys[i]) != agg.NonSigners[i] {
			t.Fatal("non-signer keys out of order")
		}
		total.Sub(&total, &agg.NonSignerKeys[i])
	}
	if !apk.Equal(&agg.ApkG1) || !total.Equal(&agg.ApkG1) || stake.Cmp(agg.SignedStake) != 0 {
		t.Fatal("apk or stake mismatch")
	}
}

func cmpID(a, b OperatorID) int { return slices.Compare(a[:], b[:]) }

func TestAggregatorBatchAndConcurrency(t *testing.T) {
	f := newFixture(t, 40, nil)
	d := digestOf("task")
	sigs := f.signAll(d)
	a, err := NewAggregator(f.set, d, DefaultThreshold)
	if err != nil {
		t.Fatal(err)
	}
	// A batch of the first 20 with two invalid, a replay within the batch and
	// one over another digest.
	var atts []Attestation
	for i := range 20 {
		atts = append(atts, Attestation{Operator: f.id(i), Digest: d, Sig: sigs[i]})
	}
	atts[3].Sig = sigs[4]
	atts[11].Sig = Sign(f.kps[11], digestOf("x"))
	atts = append(atts, Attestation{Operator: f.id(0), Digest: d, Sig: sigs[0]})
	atts = append(atts, Attestation{Operator: f.id(30), Digest: digestOf("x"), Sig: sigs[30]})
	errs := a.AddBatch(atts)
	want := map[int]error{3: ErrInvalidSignature, 11: ErrInvalidSignature, 20: ErrReplay, 21: ErrWrongDigest}
	for k, err := range errs {
		if !errors.Is(err, want[k]) || (want[k] == nil && err != nil) {
			t.Errorf("attestation %d: err = %v, want %v", k, err, want[k])
		}
	}
	if a.State() != Collecting {
		t.Fatal("18 of 40 reached 2/3")
	}
	// The rest arrive concurrently, each twice; fixed 3 and 11 too.
	var wg sync.WaitGroup
	var mu sync.Mutex
	accepted, replays := 0, 0
	for _, i := range append([]int{3, 11}, seq(20, 40)...) {
		for range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				err := a.Add(Attestation{Operator: f.id(i), Digest: d, Sig: sigs[i]})
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err == nil:
					accepted++
				case errors.Is(err, ErrReplay):
					replays++
				default:
					t.Errorf("operator %d: %v", i, err)
				}
			}()
		}
	}
	wg.Wait()
	if accepted != 22 || replays != 22 || a.SignedStake().Int64() != 40 {
		t.Fatalf("accepted %d, replays %d, stake %s", accepted, replays, a.SignedStake())
	}
	agg, err := a.Aggregate()
	if err != nil {
		t.Fatal(err)
	}
	if len(agg.NonSigners) != 0 {
		t.Fatal("non-signers left")
	}
	checkAggregate(t, f, a, agg)
}

func seq(lo, hi int) []int {
	var s []int
	for i := lo; i < hi; i++ {
		s = append(s, i)
	}
	return s
}

func TestLargeBatch(t *testing.T) {
	if testing.Short() {
		t.Skip("builds 2,000 operators")
	}
	f := sharedFixture(t)
	d := digestOf("large")
	ops, sigs := batchInput(f, d)
	sigs[7], sigs[1500] = sigs[1500], sigs[7]
	if got := NewVerifier(f.set, d).VerifyBatch(ops, sigs); !slices.Equal(got, []int{7, 1500}) {
		t.Fatalf("bad = %v", got)
	}
}

// IDOfWords (a key as calldata carries it) is IDOf of the same key.
func TestIDOfWords(t *testing.T) {
	for i := range 3 {
		pk := PubG1(testKey("deepcall/id-of-words", i))
		b := MarshalG1(&pk)
		if got, want := IDOfWords(new(big.Int).SetBytes(b[:32]), new(big.Int).SetBytes(b[32:])), IDOf(&pk); got != want {
			t.Fatalf("key %d: IDOfWords %s, IDOf %s", i, got, want)
		}
	}
}
