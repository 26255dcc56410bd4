//go:build goexperiment.simd

#include "textflag.h"

// The AVX2 kernel's loops (kernel_avx2_amd64.go), for CPUs without AVX-512:
// the same two digit planes and row sums as the VPDPWSSD loops in
// kernel_rows_amd64.s, on 256-bit vectors. AVX2 has no multiply-accumulate
// of int16 pairs, so each VPMADDWD (sixteen int16 products, adjacent pairs
// summed into eight int32 lanes) is followed by a VPADDD into an
// accumulator.
//
// The digits are in [−1023, 1024] (avx2Split), so a VPMADDWD lane is in
// [−2^26, 2^26 − 2^11] and an int32 accumulator that takes 32 of them stays
// within int32. Both loops widen their accumulators into int64 lanes every
// 16 or 32 additions (1,024 bytes of a weight row).

// avx2Split writes the digits of n int32 activations (n a positive multiple
// of 32), a = d0 + 2^11·d1 + 2^22·t with d0, d1 in [−1023, 1024], 32 at a
// time: the 32 d0 at d0, the 32 d1 at d1, both then moving on by stride
// bytes. It returns the OR of every t (zero: two digits hold every value).
//
// In int32 lanes, with v = 2^11·q + r and 0 ≤ r < 2^11, the digit is
// r − 2^11·c with the carry c = (r + 1023) >> 11, and q + c goes on.

// DIGIT leaves in d the low digit of v and in v what is left; r, c scratch.
// Y15 holds 2^11 − 1 in every lane, Y14 holds 1023.
#define DIGIT(v, r, c, d) \
	VPAND Y15, v, r; \
	VPADDD Y14, r, c; \
	VPSRAD $11, c, c; \
	VPSLLD $11, c, d; \
	VPSUBD d, r, d; \
	VPSRAD $11, v, v; \
	VPADDD c, v, v

// SPLIT16 takes the 16 activations at off(SI) into their 16 d0 at doff(R8)
// and 16 d1 at doff(R9). VPACKSSDW interleaves its two sources by 128-bit
// lane; VPERMQ puts the int16 back in column order.
#define SPLIT16(off, doff) \
	VMOVDQU off(SI), Y0; \
	VMOVDQU off+32(SI), Y1; \
	DIGIT(Y0, Y2, Y3, Y4); \
	DIGIT(Y1, Y2, Y3, Y5); \
	DIGIT(Y0, Y2, Y3, Y6); \
	DIGIT(Y1, Y2, Y3, Y7); \
	VPOR Y0, Y13, Y13; \
	VPOR Y1, Y13, Y13; \
	VPACKSSDW Y5, Y4, Y4; \
	VPERMQ $0xd8, Y4, Y4; \
	VMOVDQU Y4, doff(R8); \
	VPACKSSDW Y7, Y6, Y6; \
	VPERMQ $0xd8, Y6, Y6; \
	VMOVDQU Y6, doff(R9)

// func avx2Split(a *int32, n int, d0, d1 *int16, stride int) int32
TEXT ·avx2Split(SB), NOSPLIT, $0-44
	MOVQ a+0(FP), SI
	MOVQ n+8(FP), CX
	MOVQ d0+16(FP), R8
	MOVQ d1+24(FP), R9
	MOVQ stride+32(FP), DX
	MOVQ $0x000007ff000007ff, AX
	MOVQ AX, X15
	VPBROADCASTQ X15, Y15
	MOVQ $0x000003ff000003ff, AX
	MOVQ AX, X14
	VPBROADCASTQ X14, Y14
	VPXOR Y13, Y13, Y13

split:
	SPLIT16(0, 0)
	SPLIT16(64, 32)
	ADDQ $128, SI
	ADDQ DX, R8
	ADDQ DX, R9
	SUBQ $32, CX
	JGT split

	VEXTRACTI128 $1, Y13, X0
	VPOR X0, X13, X0
	VPSHUFD $0x4e, X0, X1
	VPOR X1, X0, X0
	VPSHUFD $0xb1, X0, X1
	VPOR X1, X0, X0
	VMOVD X0, AX
	MOVL AX, ret+40(FP)
	VZEROUPPER
	RET

// WIDEN adds the eight int32 lanes of y (x its low half), sign-extended,
// into the four int64 lanes of dst; temporaries Y10, Y11.
#define WIDEN(y, x, dst) \
	VPMOVSXDQ x, Y10; \
	VEXTRACTI128 $1, y, X11; \
	VPMOVSXDQ X11, Y11; \
	VPADDQ Y10, dst, dst; \
	VPADDQ Y11, dst, dst

// avx2Rows2 is vnniRows2 on AVX2: for each of nrows consecutive rows of
// cols int16 weights at q (cols a positive multiple of 32),
//
//	sums[r] = Σ_j q[r][j]·p0[j] + 2^11·Σ_j q[r][j]·p1[j],
//
// with a prefetch dist bytes ahead of the weight stream. The planes are
// memory operands; they stay in L1.
//
// func avx2Rows2(q *int16, cols int, p0, p1 *int16, sums *int64, nrows, dist int)
TEXT ·avx2Rows2(SB), NOSPLIT, $0-56
	MOVQ q+0(FP), SI
	MOVQ cols+8(FP), CX
	MOVQ p0+16(FP), R8
	MOVQ p1+24(FP), R9
	MOVQ sums+32(FP), DI
	MOVQ nrows+40(FP), DX
	MOVQ dist+48(FP), R11
	SHLQ $1, CX // bytes a row

row:
	TESTQ DX, DX
	JZ done
	VPXOR Y8, Y8, Y8 // Σ q·p0, int64 lanes
	VPXOR Y9, Y9, Y9 // Σ q·p1
	XORQ BX, BX      // byte offset in the row
	LEAQ (SI)(R11*1), R12

block:
	// Up to 1,024 bytes (16 iterations), then widen.
	MOVQ BX, R10
	ADDQ $1024, R10
	CMPQ R10, CX
	CMOVQGT CX, R10
	VPXOR Y0, Y0, Y0
	VPXOR Y1, Y1, Y1
	VPXOR Y2, Y2, Y2
	VPXOR Y3, Y3, Y3

inner:
	PREFETCHT0 (R12)(BX*1)
	VMOVDQU (SI)(BX*1), Y4
	VMOVDQU 32(SI)(BX*1), Y5
	VPMADDWD (R8)(BX*1), Y4, Y6
	VPADDD Y6, Y0, Y0
	VPMADDWD 32(R8)(BX*1), Y5, Y7
	VPADDD Y7, Y1, Y1
	VPMADDWD (R9)(BX*1), Y4, Y6
	VPADDD Y6, Y2, Y2
	VPMADDWD 32(R9)(BX*1), Y5, Y7
	VPADDD Y7, Y3, Y3
	ADDQ $64, BX
	CMPQ BX, R10
	JLT inner

	WIDEN(Y0, X0, Y8)
	WIDEN(Y1, X1, Y8)
	WIDEN(Y2, X2, Y9)
	WIDEN(Y3, X3, Y9)
	CMPQ BX, CX
	JLT block

	// sums[r] = Σ lanes of (Y8 + Y9·2^11)
	VPSLLQ $11, Y9, Y9
	VPADDQ Y9, Y8, Y8
	VEXTRACTI128 $1, Y8, X10
	VPADDQ X10, X8, X8
	VPSHUFD $0x4e, X8, X10
	VPADDQ X10, X8, X8
	VMOVQ X8, AX
	MOVQ AX, (DI)
	ADDQ $8, DI
	ADDQ CX, SI
	DECQ DX
	JMP row

done:
	VZEROUPPER
	RET

// avx2Rows2x4 is vnniRows2x4 on AVX2, with the same packed planes (for each
// 32 columns, p0 and p1 of vector 0, then of vector 1, ..., 512 bytes at 8×
// the weights' byte offset), the same row stride, the same sums (added to
// sums[66b+r]) and the same handling of an odd last row. Sixteen registers
// hold two rows × two vectors × two planes of int32 accumulators, their
// four int64 sums and four temporaries, so each pair of rows takes the
// four vectors as two passes of two; the second pass reads the rows from
// L1.
//
// In the inner loop each 16-column half-block loads two weight vectors and
// four plane vectors for eight VPMADDWD.

// MAC2 multiplies the plane vector at off(AX)(BX*8) with both rows'
// weights (Y12, Y13) into accumulators a (first row) and b (second row).
#define MAC2(off, a, b) \
	VMOVDQU off(AX)(BX*8), Y14; \
	VPMADDWD Y14, Y12, Y15; \
	VPADDD Y15, a, a; \
	VPMADDWD Y14, Y13, Y15; \
	VPADDD Y15, b, b

// HALF runs one 16-column half-block h (0 or 32 bytes) of both rows.
#define HALF(h) \
	VMOVDQU h(SI)(BX*1), Y12; \
	VMOVDQU h(R13)(BX*1), Y13; \
	MAC2(h, Y0, Y4); \
	MAC2(64+h, Y1, Y5); \
	MAC2(128+h, Y2, Y6); \
	MAC2(192+h, Y3, Y7)

// WIDENPAIR adds the int32 lanes of lo (plane 0) and hi (plane 1, times
// 2^11), sign-extended, into the int64 lanes of dst; temporaries Y12–Y14.
#define WIDENPAIR(lo, xlo, hi, xhi, dst) \
	VPMOVSXDQ xlo, Y12; \
	VEXTRACTI128 $1, lo, X13; \
	VPMOVSXDQ X13, Y13; \
	VPADDQ Y13, Y12, Y12; \
	VPMOVSXDQ xhi, Y13; \
	VEXTRACTI128 $1, hi, X14; \
	VPMOVSXDQ X14, Y14; \
	VPADDQ Y14, Y13, Y13; \
	VPSLLQ $11, Y13, Y13; \
	VPADDQ Y13, Y12, Y12; \
	VPADDQ Y12, dst, dst

// HSUM adds the sum of y's int64 lanes (x its low half) to off(R14);
// temporaries Y12, Y13.
#define HSUM(y, x, off) \
	VEXTRACTI128 $1, y, X12; \
	VPADDQ X12, x, X12; \
	VPSHUFD $0x4e, X12, X13; \
	VPADDQ X13, X12, X12; \
	VMOVQ off(R14), X13; \
	VPADDQ X13, X12, X12; \
	VMOVQ X12, off(R14)

// func avx2Rows2x4(q *int16, cols, stride int, planes *int16, sums *int64, nrows, dist int)
TEXT ·avx2Rows2x4(SB), NOSPLIT, $0-56
	MOVQ q+0(FP), SI
	MOVQ cols+8(FP), CX
	MOVQ stride+16(FP), R15
	MOVQ planes+24(FP), R9
	MOVQ sums+32(FP), DI
	MOVQ nrows+40(FP), DX
	MOVQ dist+48(FP), R11
	SHLQ $1, CX  // bytes a row's tile
	SHLQ $1, R15 // bytes from a row to the next

pair:
	CMPQ DX, $0
	JLE done4
	LEAQ (SI)(R15*1), R13 // the second row: the next one, or this one again
	CMPQ DX, $1
	CMOVQEQ SI, R13
	LEAQ (SI)(R11*1), R12
	LEAQ (R13)(R11*1), R8
	MOVQ R9, AX // this pass's planes: vectors 0 and 1, then 2 and 3
	MOVQ DI, R14 // this pass's sums

pass:
	VPXOR Y8, Y8, Y8   // first row, first vector
	VPXOR Y9, Y9, Y9   // first row, second vector
	VPXOR Y10, Y10, Y10 // second row, first vector
	VPXOR Y11, Y11, Y11 // second row, second vector
	XORQ BX, BX

block4:
	MOVQ BX, R10
	ADDQ $1024, R10
	CMPQ R10, CX
	CMOVQGT CX, R10
	VPXOR Y0, Y0, Y0
	VPXOR Y1, Y1, Y1
	VPXOR Y2, Y2, Y2
	VPXOR Y3, Y3, Y3
	VPXOR Y4, Y4, Y4
	VPXOR Y5, Y5, Y5
	VPXOR Y6, Y6, Y6
	VPXOR Y7, Y7, Y7

inner4:
	PREFETCHT1 (R12)(BX*1)
	PREFETCHT1 (R8)(BX*1)
	HALF(0)
	HALF(32)
	ADDQ $64, BX
	CMPQ BX, R10
	JLT inner4

	WIDENPAIR(Y0, X0, Y1, X1, Y8)
	WIDENPAIR(Y2, X2, Y3, X3, Y9)
	WIDENPAIR(Y4, X4, Y5, X5, Y10)
	WIDENPAIR(Y6, X6, Y7, X7, Y11)
	CMPQ BX, CX
	JLT block4

	HSUM(Y8, X8, 0)
	HSUM(Y9, X9, 528)
	HSUM(Y10, X10, 8)
	HSUM(Y11, X11, 536)
	ADDQ $256, AX
	ADDQ $1056, R14
	LEAQ 512(R9), BX
	CMPQ AX, BX
	JLT pass

	ADDQ $16, DI
	LEAQ (SI)(R15*2), SI
	SUBQ $2, DX
	JMP pair

done4:
	VZEROUPPER
	RET
