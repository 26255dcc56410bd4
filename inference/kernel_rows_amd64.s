//go:build goexperiment.simd

#include "textflag.h"

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
