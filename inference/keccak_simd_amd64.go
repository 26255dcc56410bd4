//go:build goexperiment.simd

package inference

import (
	"encoding/binary"
	"simd/archsimd"
)

// Eight keccak256 hashes at once (GOEXPERIMENT=simd, AVX-512): lane k of
// every 512-bit vector is one message's state word, so one pass of the
// permutation below serves eight messages. The checkpoint chain hashes
// every KV tree's new leaf and path each step (one tree per layer and KV
// head), all independent, so they batch by eight.

func init() {
	if hasAVX512() {
		keccak8 = avx512Keccak8
	}
}

// keccakRate is keccak256's rate in bytes (1600 − 2·256 bits).
const keccakRate = 136

// keccakRC are the permutation's round constants (FIPS 202, ι).
var keccakRC = [24]uint64{
	0x0000000000000001, 0x0000000000008082, 0x800000000000808a, 0x8000000080008000,
	0x000000000000808b, 0x0000000080000001, 0x8000000080008081, 0x8000000000008009,
	0x000000000000008a, 0x0000000000000088, 0x0000000080008009, 0x000000008000000a,
	0x000000008000808b, 0x800000000000008b, 0x8000000000008089, 0x8000000000008003,
	0x8000000000008002, 0x8000000000000080, 0x000000000000800a, 0x800000008000000a,
	0x8000000080008081, 0x8000000000008080, 0x0000000080000001, 0x8000000080008008,
}

// avx512Keccak8 sets out[k] = keccak256(msgs[k]) for k < len(msgs) ≤ 8;
// every message has the same length.
func avx512Keccak8(msgs [][]byte, out []Hash) {
	n := len(msgs[0])
	var st [25]archsimd.Uint64x8 // lane x + 5y
	var w [8]uint64
	var last [8][keccakRate]byte
	for off := 0; ; off += keccakRate {
		final := n-off < keccakRate
		for k := range 8 {
			if final {
				// The padded last block: message tail, 0x01, zeros, 0x80.
				b := &last[k]
				m := msgs[min(k, len(msgs)-1)]
				clear(b[copy(b[:], m[off:]):])
				b[n-off] = 0x01
				b[keccakRate-1] |= 0x80
			}
		}
		for j := range keccakRate / 8 {
			for k := range 8 {
				if final {
					w[k] = binary.LittleEndian.Uint64(last[k][8*j:])
				} else {
					w[k] = binary.LittleEndian.Uint64(msgs[min(k, len(msgs)-1)][off+8*j:])
				}
			}
			st[j] = st[j].Xor(archsimd.LoadUint64x8(&w))
		}
		keccakF8(&st)
		if final {
			break
		}
	}
	for j := range 4 {
		st[j].Store(&w)
		for k := range out[:len(msgs)] {
			binary.LittleEndian.PutUint64(out[k][8*j:], w[k])
		}
	}
}

// keccakF8 is keccak-f[1600] (FIPS 202) on eight states. Lane (x, y) of the
// state is a{x}{y}.
func keccakF8(st *[25]archsimd.Uint64x8) {
	a00, a10, a20, a30, a40 := st[0], st[1], st[2], st[3], st[4]
	a01, a11, a21, a31, a41 := st[5], st[6], st[7], st[8], st[9]
	a02, a12, a22, a32, a42 := st[10], st[11], st[12], st[13], st[14]
	a03, a13, a23, a33, a43 := st[15], st[16], st[17], st[18], st[19]
	a04, a14, a24, a34, a44 := st[20], st[21], st[22], st[23], st[24]
	for _, rc := range keccakRC {
		// θ
		c0 := a00.Xor(a01).Xor(a02).Xor(a03).Xor(a04)
		c1 := a10.Xor(a11).Xor(a12).Xor(a13).Xor(a14)
		c2 := a20.Xor(a21).Xor(a22).Xor(a23).Xor(a24)
		c3 := a30.Xor(a31).Xor(a32).Xor(a33).Xor(a34)
		c4 := a40.Xor(a41).Xor(a42).Xor(a43).Xor(a44)
		d0 := c4.Xor(c1.RotateAllLeft(1))
		d1 := c0.Xor(c2.RotateAllLeft(1))
		d2 := c1.Xor(c3.RotateAllLeft(1))
		d3 := c2.Xor(c4.RotateAllLeft(1))
		d4 := c3.Xor(c0.RotateAllLeft(1))
		// ρ and π: b[y][2x+3y] = rot(a[x][y], r[x][y]), θ's column term folded in
		b00 := a00.Xor(d0)
		b13 := a01.Xor(d0).RotateAllLeft(36)
		b21 := a02.Xor(d0).RotateAllLeft(3)
		b34 := a03.Xor(d0).RotateAllLeft(41)
		b42 := a04.Xor(d0).RotateAllLeft(18)
		b02 := a10.Xor(d1).RotateAllLeft(1)
		b10 := a11.Xor(d1).RotateAllLeft(44)
		b23 := a12.Xor(d1).RotateAllLeft(10)
		b31 := a13.Xor(d1).RotateAllLeft(45)
		b44 := a14.Xor(d1).RotateAllLeft(2)
		b04 := a20.Xor(d2).RotateAllLeft(62)
		b12 := a21.Xor(d2).RotateAllLeft(6)
		b20 := a22.Xor(d2).RotateAllLeft(43)
		b33 := a23.Xor(d2).RotateAllLeft(15)
		b41 := a24.Xor(d2).RotateAllLeft(61)
		b01 := a30.Xor(d3).RotateAllLeft(28)
		b14 := a31.Xor(d3).RotateAllLeft(55)
		b22 := a32.Xor(d3).RotateAllLeft(25)
		b30 := a33.Xor(d3).RotateAllLeft(21)
		b43 := a34.Xor(d3).RotateAllLeft(56)
		b03 := a40.Xor(d4).RotateAllLeft(27)
		b11 := a41.Xor(d4).RotateAllLeft(20)
		b24 := a42.Xor(d4).RotateAllLeft(39)
		b32 := a43.Xor(d4).RotateAllLeft(8)
		b40 := a44.Xor(d4).RotateAllLeft(14)
		// χ
		a00 = b00.Xor(b20.AndNot(b10))
		a10 = b10.Xor(b30.AndNot(b20))
		a20 = b20.Xor(b40.AndNot(b30))
		a30 = b30.Xor(b00.AndNot(b40))
		a40 = b40.Xor(b10.AndNot(b00))
		a01 = b01.Xor(b21.AndNot(b11))
		a11 = b11.Xor(b31.AndNot(b21))
		a21 = b21.Xor(b41.AndNot(b31))
		a31 = b31.Xor(b01.AndNot(b41))
		a41 = b41.Xor(b11.AndNot(b01))
		a02 = b02.Xor(b22.AndNot(b12))
		a12 = b12.Xor(b32.AndNot(b22))
		a22 = b22.Xor(b42.AndNot(b32))
		a32 = b32.Xor(b02.AndNot(b42))
		a42 = b42.Xor(b12.AndNot(b02))
		a03 = b03.Xor(b23.AndNot(b13))
		a13 = b13.Xor(b33.AndNot(b23))
		a23 = b23.Xor(b43.AndNot(b33))
		a33 = b33.Xor(b03.AndNot(b43))
		a43 = b43.Xor(b13.AndNot(b03))
		a04 = b04.Xor(b24.AndNot(b14))
		a14 = b14.Xor(b34.AndNot(b24))
		a24 = b24.Xor(b44.AndNot(b34))
		a34 = b34.Xor(b04.AndNot(b44))
		a44 = b44.Xor(b14.AndNot(b04))
		// ι
		a00 = a00.Xor(archsimd.BroadcastUint64x8(rc))
	}
	st[0], st[1], st[2], st[3], st[4] = a00, a10, a20, a30, a40
	st[5], st[6], st[7], st[8], st[9] = a01, a11, a21, a31, a41
	st[10], st[11], st[12], st[13], st[14] = a02, a12, a22, a32, a42
	st[15], st[16], st[17], st[18], st[19] = a03, a13, a23, a33, a43
	st[20], st[21], st[22], st[23], st[24] = a04, a14, a24, a34, a44
}
