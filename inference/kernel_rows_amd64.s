//go:build goexperiment.simd

#include "textflag.h"

// TWOROWARGS loads the two-row kernels' arguments (q *int16, cols,
// stride int, planes *int16, sums *int64, nrows, dist int): SI, CX (bytes
// a row's tile), R14 (bytes from a row to the next), R9, DI, DX, R11.
#define TWOROWARGS \
	MOVQ q+0(FP), SI; \
	MOVQ cols+8(FP), CX; \
	MOVQ stride+16(FP), R14; \
	MOVQ planes+24(FP), R9; \
	MOVQ sums+32(FP), DI; \
	MOVQ nrows+40(FP), DX; \
	MOVQ dist+48(FP), R11; \
	SHLQ $1, CX; \
	SHLQ $1, R14

// PAIRSTART points R13 at the pair's second row (the next one, or the
// first again when one row is left), R12 and R8 dist ahead of the two, and
// BX at the rows' start.
#define PAIRSTART \
	LEAQ (SI)(R14*1), R13; \
	CMPQ DX, $1; \
	CMOVQEQ SI, R13; \
	XORQ BX, BX; \
	LEAQ (SI)(R11*1), R12; \
	LEAQ (R13)(R11*1), R8

// vnniRows2 is the two-plane row loop of the AVX-512 kernel (the planes and
// the exactness argument are in kernel_simd_amd64.go): for each of nrows
// consecutive rows of cols int16 weights starting at q,
//
//	sums[r] = Σ_j q[r][j]·p0[j] + 2^11·Σ_j q[r][j]·p1[j]
//
// exactly, cols a positive multiple of 64. Written in assembly for two
// things the compiled archsimd loop lacks: a software prefetch dist bytes
// ahead of the weight stream, and an inner loop of nothing but the loads and
// VPDPWSSD multiply-adds (the compiled loop carried register moves and
// address arithmetic). The planes are read as memory operands; they stay in
// L1, re-read every row.
//
// VPDPWSSD adds two int16 products into each int32 lane, at most 2^26 in
// magnitude (|p| ≤ 2^10); a lane is widened into int64 after 16 of them
// (1,024 columns), so it stays below 2^30 and never wraps.

// WIDEN adds the 16 int32 lanes of z (its low half is y), sign-extended,
// into the 8 int64 lanes of dst.
#define WIDEN(z, y, dst) \
	VPMOVSXDQ y, Z6; \
	VEXTRACTI64X4 $1, z, Y7; \
	VPMOVSXDQ Y7, Z7; \
	VPADDQ Z6, dst, dst; \
	VPADDQ Z7, dst, dst

// func vnniRows2(q *int16, cols int, p0, p1 *int16, sums *int64, nrows, dist int)
TEXT ·vnniRows2(SB), NOSPLIT, $0-56
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
	VPXORQ Z16, Z16, Z16 // Σ q·p0, int64 lanes
	VPXORQ Z17, Z17, Z17 // Σ q·p1
	XORQ BX, BX          // byte offset in the row
	LEAQ (SI)(R11*1), R12

block:
	// One block: up to 2,048 bytes (16 iterations), then widen.
	MOVQ BX, R10
	ADDQ $2048, R10
	CMPQ R10, CX
	CMOVQGT CX, R10
	VPXORD Z0, Z0, Z0
	VPXORD Z1, Z1, Z1
	VPXORD Z2, Z2, Z2
	VPXORD Z3, Z3, Z3

inner:
	PREFETCHT0 (R12)(BX*1)
	PREFETCHT0 64(R12)(BX*1)
	VMOVDQU64 (SI)(BX*1), Z4
	VMOVDQU64 64(SI)(BX*1), Z5
	VPDPWSSD (R8)(BX*1), Z4, Z0
	VPDPWSSD (R9)(BX*1), Z4, Z2
	VPDPWSSD 64(R8)(BX*1), Z5, Z1
	VPDPWSSD 64(R9)(BX*1), Z5, Z3
	ADDQ $128, BX
	CMPQ BX, R10
	JLT inner

	WIDEN(Z0, Y0, Z16)
	WIDEN(Z1, Y1, Z16)
	WIDEN(Z2, Y2, Z17)
	WIDEN(Z3, Y3, Z17)
	CMPQ BX, CX
	JLT block

	// sums[r] = Σ lanes of (Z16 + Z17·2^11)
	VPSLLQ $11, Z17, Z17
	VPADDQ Z17, Z16, Z16
	VEXTRACTI64X4 $1, Z16, Y6
	VPADDQ Y6, Y16, Y6
	VEXTRACTI128 $1, Y6, X7
	VPADDQ X7, X6, X6
	VPSHUFD $0x4e, X6, X7
	VPADDQ X7, X6, X6
	VMOVQ X6, AX
	MOVQ AX, (DI)
	ADDQ $8, DI
	ADDQ CX, SI
	DECQ DX
	JMP row

done:
	VZEROUPPER
	RET

// vnniRows2x4 is vnniRows2 for four activation vectors at once, two rows at
// a time: each plane vector is loaded once for the two rows and each weight
// vector once for the four activations, sixteen VPDPWSSD to ten loads, so a
// block of rows already in cache is multiplied at the rate of the
// multiply-adds. The planes are packed (packGroup): for each 32 columns,
// the 32 values of p0 and of p1 of vector 0, then of vector 1, and so on
// (8·32 int16, 512 bytes), so that the planes of a column block sit at 8×
// the weights' byte offset. For each of nrows rows of cols int16 weights,
// row r at q + r·stride (in int16; cols a positive multiple of 32), it adds
//
//	sums[66b+r] += Σ_j q[r][j]·p0_b[j] + 2^11·Σ_j q[r][j]·p1_b[j],
//
// nrows at most 64; when it is odd the last row is run twice (into
// sums[66b+nrows]). A stride wider than cols lets the caller take a wide
// matrix a column tile at a time, so that the tile's planes stay in L1.
//
// The digits here are in [−1023, 1024], so a VPDPWSSD lane (two products)
// is in [−2^26, 2^26 − 2^11]: 32 of them stay within int32, and each of the
// sixteen int32 accumulators (row, vector and plane) is widened into int64
// lanes every 32 VPDPWSSD (1,024 columns).

// WIDENPAIR adds the int32 lanes of lo (plane 0) and hi (plane 1, times
// 2^11), sign-extended, into the int64 lanes of dst; temporaries Z28–Z30.
#define WIDENPAIR(lo, ylo, hi, yhi, dst) \
	VPMOVSXDQ ylo, Z28; \
	VEXTRACTI64X4 $1, lo, Y29; \
	VPMOVSXDQ Y29, Z29; \
	VPADDQ Z29, Z28, Z28; \
	VPMOVSXDQ yhi, Z29; \
	VEXTRACTI64X4 $1, hi, Y30; \
	VPMOVSXDQ Y30, Z30; \
	VPADDQ Z30, Z29, Z29; \
	VPSLLQ $11, Z29, Z29; \
	VPADDQ Z29, Z28, Z28; \
	VPADDQ Z28, dst, dst

// HSUM adds the sum of z's int64 lanes (y its low half) to off(DI); it
// clobbers Z0 and Z1 (free between rows).
#define HSUM(z, y, off) \
	VEXTRACTI64X4 $1, z, Y0; \
	VPADDQ Y0, y, Y0; \
	VEXTRACTI128 $1, Y0, X1; \
	VPADDQ X1, X0, X0; \
	VPSHUFD $0x4e, X0, X1; \
	VPADDQ X1, X0, X0; \
	VMOVQ off(DI), X1; \
	VPADDQ X1, X0, X0; \
	VMOVQ X0, off(DI)

// DP2 multiplies plane vector k (at k·64 in the packed block) with both
// rows' weights (Z24, Z25) into accumulators a (row one) and b (row two).
#define DP2(k, a, b) \
	VMOVDQU64 (k*64)(R9)(BX*8), Z26; \
	VPDPWSSD Z26, Z24, a; \
	VPDPWSSD Z26, Z25, b

// BLOCK16 starts a block of at most 2,048 bytes of a row (R10 its end)
// with the sixteen int32 accumulators Z0–Z15 at zero.
#define BLOCK16 \
	MOVQ BX, R10; \
	ADDQ $2048, R10; \
	CMPQ R10, CX; \
	CMOVQGT CX, R10; \
	VPXORD Z0, Z0, Z0; \
	VPXORD Z1, Z1, Z1; \
	VPXORD Z2, Z2, Z2; \
	VPXORD Z3, Z3, Z3; \
	VPXORD Z4, Z4, Z4; \
	VPXORD Z5, Z5, Z5; \
	VPXORD Z6, Z6, Z6; \
	VPXORD Z7, Z7, Z7; \
	VPXORD Z8, Z8, Z8; \
	VPXORD Z9, Z9, Z9; \
	VPXORD Z10, Z10, Z10; \
	VPXORD Z11, Z11, Z11; \
	VPXORD Z12, Z12, Z12; \
	VPXORD Z13, Z13, Z13; \
	VPXORD Z14, Z14, Z14; \
	VPXORD Z15, Z15, Z15

// DP2X8 is one iteration of the two-row kernels: both rows' next 32
// weights (Z24, Z25), prefetched dist ahead, times the eight plane vectors
// of their columns, into Z0–Z7 (first row) and Z8–Z15 (second).
#define DP2X8 \
	PREFETCHT1 (R12)(BX*1); \
	PREFETCHT1 (R8)(BX*1); \
	VMOVDQU64 (SI)(BX*1), Z24; \
	VMOVDQU64 (R13)(BX*1), Z25; \
	DP2(0, Z0, Z8); \
	DP2(1, Z1, Z9); \
	DP2(2, Z2, Z10); \
	DP2(3, Z3, Z11); \
	DP2(4, Z4, Z12); \
	DP2(5, Z5, Z13); \
	DP2(6, Z6, Z14); \
	DP2(7, Z7, Z15)

// func vnniRows2x4(q *int16, cols, stride int, planes *int16, sums *int64, nrows, dist int)
TEXT ·vnniRows2x4(SB), NOSPLIT, $0-56
	TWOROWARGS

pair:
	CMPQ DX, $0
	JLE done4
	PAIRSTART
	VPXORQ Z16, Z16, Z16
	VPXORQ Z17, Z17, Z17
	VPXORQ Z18, Z18, Z18
	VPXORQ Z19, Z19, Z19
	VPXORQ Z20, Z20, Z20
	VPXORQ Z21, Z21, Z21
	VPXORQ Z22, Z22, Z22
	VPXORQ Z23, Z23, Z23

block4:
	BLOCK16

inner4:
	DP2X8
	ADDQ $64, BX
	CMPQ BX, R10
	JLT inner4

	WIDENPAIR(Z0, Y0, Z1, Y1, Z16)
	WIDENPAIR(Z2, Y2, Z3, Y3, Z17)
	WIDENPAIR(Z4, Y4, Z5, Y5, Z18)
	WIDENPAIR(Z6, Y6, Z7, Y7, Z19)
	WIDENPAIR(Z8, Y8, Z9, Y9, Z20)
	WIDENPAIR(Z10, Y10, Z11, Y11, Z21)
	WIDENPAIR(Z12, Y12, Z13, Y13, Z22)
	WIDENPAIR(Z14, Y14, Z15, Y15, Z23)
	CMPQ BX, CX
	JLT block4

	HSUM(Z16, Y16, 0)
	HSUM(Z17, Y17, 528)
	HSUM(Z18, Y18, 1056)
	HSUM(Z19, Y19, 1584)
	HSUM(Z20, Y20, 8)
	HSUM(Z21, Y21, 536)
	HSUM(Z22, Y22, 1064)
	HSUM(Z23, Y23, 1592)
	ADDQ $16, DI
	LEAQ (SI)(R14*2), SI
	SUBQ $2, DX
	JMP pair

done4:
	VZEROUPPER
	RET

// vnniRowsHi2x8 is vnniRows2x4's loop for eight vectors of one plane each:
// the high digits of eight activation vectors, packed as packGroup packs
// four vectors' two planes (for each 32 columns, the 32 digits of vector 0,
// then of vector 1, and so on). For each of nrows rows (the same layout and
// odd-row rule as vnniRows2x4) it adds
//
//	sums[66b+r] += Σ_j q[r][j]·h_b[j],  b < 8,
//
// the classifier's first pass (classify_simd_amd64.go). The digits are in
// [−1023, 1024], so the accumulators are reduced into sums every 1,024
// columns, as in vnniRows2x4.

// REDUCE2 adds the sums of a's and b's int32 lanes (the same vector's two
// rows), sign-extended, to the two int64 at off(DI); temporaries Z27–Z29.
#define REDUCE2(a, ya, b, yb, off) \
	VPMOVSXDQ ya, Z27; \
	VEXTRACTI64X4 $1, a, Y28; \
	VPMOVSXDQ Y28, Z28; \
	VPADDQ Z28, Z27, Z27; \
	VPMOVSXDQ yb, Z28; \
	VEXTRACTI64X4 $1, b, Y29; \
	VPMOVSXDQ Y29, Z29; \
	VPADDQ Z29, Z28, Z28; \
	VPUNPCKLQDQ Z28, Z27, Z29; \
	VPUNPCKHQDQ Z28, Z27, Z27; \
	VPADDQ Z29, Z27, Z27; \
	VEXTRACTI64X4 $1, Z27, Y28; \
	VPADDQ Y28, Y27, Y27; \
	VEXTRACTI64X2 $1, Y27, X28; \
	VPADDQ X28, X27, X27; \
	VPADDQ off(DI), X27, X27; \
	VMOVDQU64 X27, off(DI)

// func vnniRowsHi2x8(q *int16, cols, stride int, planes *int16, sums *int64, nrows, dist int)
TEXT ·vnniRowsHi2x8(SB), NOSPLIT, $0-56
	TWOROWARGS

hpair:
	CMPQ DX, $0
	JLE hdone
	PAIRSTART

hblock:
	BLOCK16

hinner:
	DP2X8
	ADDQ $64, BX
	CMPQ BX, R10
	JLT hinner

	REDUCE2(Z0, Y0, Z8, Y8, 0)
	REDUCE2(Z1, Y1, Z9, Y9, 528)
	REDUCE2(Z2, Y2, Z10, Y10, 1056)
	REDUCE2(Z3, Y3, Z11, Y11, 1584)
	REDUCE2(Z4, Y4, Z12, Y12, 2112)
	REDUCE2(Z5, Y5, Z13, Y13, 2640)
	REDUCE2(Z6, Y6, Z14, Y14, 3168)
	REDUCE2(Z7, Y7, Z15, Y15, 3696)
	CMPQ BX, CX
	JLT hblock

	ADDQ $16, DI
	LEAQ (SI)(R14*2), SI
	SUBQ $2, DX
	JMP hpair

hdone:
	VZEROUPPER
	RET
