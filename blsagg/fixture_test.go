package blsagg

import (
	"encoding/binary"
	"math/big"
	"runtime"
	"sync"
	"testing"

	"github.com/Layr-Labs/eigensdk-go/crypto/bls"
	"github.com/consensys/gnark-crypto/ecc/bn254/fr"
)

var testCtx = PoPContext{ChainID: 1337, Registry: [20]byte{0: 0xaa, 19: 0x01}}

// testKey derives a fixed key pair from a label and an index.
func testKey(label string, i int) *bls.KeyPair {
	var n [8]byte
	binary.BigEndian.PutUint64(n[:], uint64(i))
	h := keccak256([]byte(label), n[:])
	var sk fr.Element
	sk.SetBytes(h[:])
	return bls.NewKeyPair(&sk)
}

func testAddress(i int) [20]byte {
	var a [20]byte
	a[0] = 0x0b
	binary.BigEndian.PutUint64(a[12:], uint64(i))
	return a
}

type fixture struct {
	kps  []*bls.KeyPair
	regs []Registration
	set  *OperatorSet
	pos  []int // pos[i]: position in the set of the operator with key kps[i]
}

// newFixture builds n operators with the given stakes (nil: 1 each) and
// their set. Key derivation and proofs run on all CPUs.
func newFixture(tb testing.TB, n int, stakes []int64) *fixture {
	tb.Helper()
	f := &fixture{kps: make([]*bls.KeyPair, n), regs: make([]Registration, n), pos: make([]int, n)}
	parallelFor(n, func(i int) {
		f.kps[i] = testKey("operator", i)
		st := int64(1)
		if stakes != nil {
			st = stakes[i]
		}
		f.regs[i] = NewRegistration(f.kps[i], testCtx, testAddress(i), big.NewInt(st))
	})
	set, err := NewOperatorSet(testCtx, f.regs)
	if err != nil {
		tb.Fatal(err)
	}
	f.set = set
	for i := range f.regs {
		p, ok := set.Lookup(IDOf(&f.regs[i].PubG1))
		if !ok {
			tb.Fatal("operator missing from its set")
		}
		f.pos[i] = p
	}
	return f
}

func (f *fixture) id(i int) OperatorID { return IDOf(&f.regs[i].PubG1) }

// sign returns every operator's signature over digest.
func (f *fixture) signAll(digest [32]byte) []G1 {
	h := HashToG1(digest)
	sigs := make([]G1, len(f.kps))
	parallelFor(len(f.kps), func(i int) { sigs[i] = SignHashed(f.kps[i], &h) })
	return sigs
}

func (f *fixture) attestation(i int, digest [32]byte) Attestation {
	return Attestation{Operator: f.id(i), Digest: digest, Sig: Sign(f.kps[i], digest)}
}

var (
	bigFixtureOnce sync.Once
	bigFixture     *fixture
)

// sharedFixture is a 2,000-operator set built once per test binary.
func sharedFixture(tb testing.TB) *fixture {
	bigFixtureOnce.Do(func() { bigFixture = newFixture(tb, 2000, nil) })
	if bigFixture == nil {
		tb.Fatal("shared fixture failed")
	}
	return bigFixture
}

func parallelFor(n int, fn func(i int)) {
	var wg sync.WaitGroup
	w := runtime.GOMAXPROCS(0)
	for g := range w {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := g; i < n; i += w {
				fn(i)
			}
		}()
	}
	wg.Wait()
}

func digestOf(s string) [32]byte { return keccak256([]byte(s)) }
