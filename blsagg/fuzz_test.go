package blsagg

import (
	"bytes"
	"testing"
)

func FuzzParseG1(f *testing.F) {
	kp := testKey("fuzz", 0)
	pk := PubG1(kp)
	e := MarshalG1(&pk)
	f.Add(e[:])
	s := Sign(kp, digestOf("fuzz"))
	e = MarshalG1(&s)
	f.Add(e[:])
	f.Add(make([]byte, G1Len))
	f.Add([]byte{1, 2, 3})
	f.Fuzz(func(t *testing.T, b []byte) {
		p, err := ParseG1(b)
		if err != nil {
			return
		}
		if !p.IsOnCurve() || p.IsInfinity() {
			t.Fatal("accepted a point off the curve or at infinity")
		}
		if e := MarshalG1(&p); !bytes.Equal(e[:], b) {
			t.Fatal("accepted a non-canonical encoding")
		}
	})
}

func FuzzParseG2(f *testing.F) {
	pk := PubG2(testKey("fuzz", 0))
	e := MarshalG2(&pk)
	f.Add(e[:])
	f.Add(make([]byte, G2Len))
	f.Add([]byte{0xff})
	f.Fuzz(func(t *testing.T, b []byte) {
		p, err := ParseG2(b)
		if err != nil {
			return
		}
		if !p.IsOnCurve() || !p.IsInSubGroup() || p.IsInfinity() {
			t.Fatal("accepted a point off the twist, outside the subgroup or at infinity")
		}
		if e := MarshalG2(&p); !bytes.Equal(e[:], b) {
			t.Fatal("accepted a non-canonical encoding")
		}
	})
}
