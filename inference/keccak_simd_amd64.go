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

// keccakF8 is keccak-f[1600] (FIPS 202) on eight states; st[x+5y] is lane
// (x, y). The state stays in memory and each round is computed one output
// row at a time (ρ, π and χ of a row need five lanes), two rounds an
// iteration between st and e: few vectors are live at once, where the
// whole-state form spilled most of its registers.
func keccakF8(st *[25]archsimd.Uint64x8) {
	var e [25]archsimd.Uint64x8
	var c0, c1, c2, c3, c4, d0, d1, d2, d3, d4, b0, b1, b2, b3, b4 archsimd.Uint64x8
	for i := 0; i < 24; i += 2 {
		c0 = st[0].Xor(st[5]).Xor(st[10]).Xor(st[15]).Xor(st[20])
		c1 = st[1].Xor(st[6]).Xor(st[11]).Xor(st[16]).Xor(st[21])
		c2 = st[2].Xor(st[7]).Xor(st[12]).Xor(st[17]).Xor(st[22])
		c3 = st[3].Xor(st[8]).Xor(st[13]).Xor(st[18]).Xor(st[23])
		c4 = st[4].Xor(st[9]).Xor(st[14]).Xor(st[19]).Xor(st[24])
		d0 = c4.Xor(c1.RotateAllLeft(1))
		d1 = c0.Xor(c2.RotateAllLeft(1))
		d2 = c1.Xor(c3.RotateAllLeft(1))
		d3 = c2.Xor(c4.RotateAllLeft(1))
		d4 = c3.Xor(c0.RotateAllLeft(1))
		b0 = st[0].Xor(d0)
		b1 = st[6].Xor(d1).RotateAllLeft(44)
		b2 = st[12].Xor(d2).RotateAllLeft(43)
		b3 = st[18].Xor(d3).RotateAllLeft(21)
		b4 = st[24].Xor(d4).RotateAllLeft(14)
		e[0] = b0.Xor(b2.AndNot(b1)).Xor(archsimd.BroadcastUint64x8(keccakRC[i]))
		e[1] = b1.Xor(b3.AndNot(b2))
		e[2] = b2.Xor(b4.AndNot(b3))
		e[3] = b3.Xor(b0.AndNot(b4))
		e[4] = b4.Xor(b1.AndNot(b0))
		b0 = st[3].Xor(d3).RotateAllLeft(28)
		b1 = st[9].Xor(d4).RotateAllLeft(20)
		b2 = st[10].Xor(d0).RotateAllLeft(3)
		b3 = st[16].Xor(d1).RotateAllLeft(45)
		b4 = st[22].Xor(d2).RotateAllLeft(61)
		e[5] = b0.Xor(b2.AndNot(b1))
		e[6] = b1.Xor(b3.AndNot(b2))
		e[7] = b2.Xor(b4.AndNot(b3))
		e[8] = b3.Xor(b0.AndNot(b4))
		e[9] = b4.Xor(b1.AndNot(b0))
		b0 = st[1].Xor(d1).RotateAllLeft(1)
		b1 = st[7].Xor(d2).RotateAllLeft(6)
		b2 = st[13].Xor(d3).RotateAllLeft(25)
		b3 = st[19].Xor(d4).RotateAllLeft(8)
		b4 = st[20].Xor(d0).RotateAllLeft(18)
		e[10] = b0.Xor(b2.AndNot(b1))
		e[11] = b1.Xor(b3.AndNot(b2))
		e[12] = b2.Xor(b4.AndNot(b3))
		e[13] = b3.Xor(b0.AndNot(b4))
		e[14] = b4.Xor(b1.AndNot(b0))
		b0 = st[4].Xor(d4).RotateAllLeft(27)
		b1 = st[5].Xor(d0).RotateAllLeft(36)
		b2 = st[11].Xor(d1).RotateAllLeft(10)
		b3 = st[17].Xor(d2).RotateAllLeft(15)
		b4 = st[23].Xor(d3).RotateAllLeft(56)
		e[15] = b0.Xor(b2.AndNot(b1))
		e[16] = b1.Xor(b3.AndNot(b2))
		e[17] = b2.Xor(b4.AndNot(b3))
		e[18] = b3.Xor(b0.AndNot(b4))
		e[19] = b4.Xor(b1.AndNot(b0))
		b0 = st[2].Xor(d2).RotateAllLeft(62)
		b1 = st[8].Xor(d3).RotateAllLeft(55)
		b2 = st[14].Xor(d4).RotateAllLeft(39)
		b3 = st[15].Xor(d0).RotateAllLeft(41)
		b4 = st[21].Xor(d1).RotateAllLeft(2)
		e[20] = b0.Xor(b2.AndNot(b1))
		e[21] = b1.Xor(b3.AndNot(b2))
		e[22] = b2.Xor(b4.AndNot(b3))
		e[23] = b3.Xor(b0.AndNot(b4))
		e[24] = b4.Xor(b1.AndNot(b0))
		c0 = e[0].Xor(e[5]).Xor(e[10]).Xor(e[15]).Xor(e[20])
		c1 = e[1].Xor(e[6]).Xor(e[11]).Xor(e[16]).Xor(e[21])
		c2 = e[2].Xor(e[7]).Xor(e[12]).Xor(e[17]).Xor(e[22])
		c3 = e[3].Xor(e[8]).Xor(e[13]).Xor(e[18]).Xor(e[23])
		c4 = e[4].Xor(e[9]).Xor(e[14]).Xor(e[19]).Xor(e[24])
		d0 = c4.Xor(c1.RotateAllLeft(1))
		d1 = c0.Xor(c2.RotateAllLeft(1))
		d2 = c1.Xor(c3.RotateAllLeft(1))
		d3 = c2.Xor(c4.RotateAllLeft(1))
		d4 = c3.Xor(c0.RotateAllLeft(1))
		b0 = e[0].Xor(d0)
		b1 = e[6].Xor(d1).RotateAllLeft(44)
		b2 = e[12].Xor(d2).RotateAllLeft(43)
		b3 = e[18].Xor(d3).RotateAllLeft(21)
		b4 = e[24].Xor(d4).RotateAllLeft(14)
		st[0] = b0.Xor(b2.AndNot(b1)).Xor(archsimd.BroadcastUint64x8(keccakRC[i+1]))
		st[1] = b1.Xor(b3.AndNot(b2))
		st[2] = b2.Xor(b4.AndNot(b3))
		st[3] = b3.Xor(b0.AndNot(b4))
		st[4] = b4.Xor(b1.AndNot(b0))
		b0 = e[3].Xor(d3).RotateAllLeft(28)
		b1 = e[9].Xor(d4).RotateAllLeft(20)
		b2 = e[10].Xor(d0).RotateAllLeft(3)
		b3 = e[16].Xor(d1).RotateAllLeft(45)
		b4 = e[22].Xor(d2).RotateAllLeft(61)
		st[5] = b0.Xor(b2.AndNot(b1))
		st[6] = b1.Xor(b3.AndNot(b2))
		st[7] = b2.Xor(b4.AndNot(b3))
		st[8] = b3.Xor(b0.AndNot(b4))
		st[9] = b4.Xor(b1.AndNot(b0))
		b0 = e[1].Xor(d1).RotateAllLeft(1)
		b1 = e[7].Xor(d2).RotateAllLeft(6)
		b2 = e[13].Xor(d3).RotateAllLeft(25)
		b3 = e[19].Xor(d4).RotateAllLeft(8)
		b4 = e[20].Xor(d0).RotateAllLeft(18)
		st[10] = b0.Xor(b2.AndNot(b1))
		st[11] = b1.Xor(b3.AndNot(b2))
		st[12] = b2.Xor(b4.AndNot(b3))
		st[13] = b3.Xor(b0.AndNot(b4))
		st[14] = b4.Xor(b1.AndNot(b0))
		b0 = e[4].Xor(d4).RotateAllLeft(27)
		b1 = e[5].Xor(d0).RotateAllLeft(36)
		b2 = e[11].Xor(d1).RotateAllLeft(10)
		b3 = e[17].Xor(d2).RotateAllLeft(15)
		b4 = e[23].Xor(d3).RotateAllLeft(56)
		st[15] = b0.Xor(b2.AndNot(b1))
		st[16] = b1.Xor(b3.AndNot(b2))
		st[17] = b2.Xor(b4.AndNot(b3))
		st[18] = b3.Xor(b0.AndNot(b4))
		st[19] = b4.Xor(b1.AndNot(b0))
		b0 = e[2].Xor(d2).RotateAllLeft(62)
		b1 = e[8].Xor(d3).RotateAllLeft(55)
		b2 = e[14].Xor(d4).RotateAllLeft(39)
		b3 = e[15].Xor(d0).RotateAllLeft(41)
		b4 = e[21].Xor(d1).RotateAllLeft(2)
		st[20] = b0.Xor(b2.AndNot(b1))
		st[21] = b1.Xor(b3.AndNot(b2))
		st[22] = b2.Xor(b4.AndNot(b3))
		st[23] = b3.Xor(b0.AndNot(b4))
		st[24] = b4.Xor(b1.AndNot(b0))
	}

}
