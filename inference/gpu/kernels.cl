// deepcall's integer transformer (SPEC.md §3–§4) as OpenCL C kernels.
//
// Every value is an exact integer: products are taken in 64 or 128 bits,
// sums never wrap, and rounding is the spec's rounding shift. No reduction
// order, tile or work-group size can change a result, so the host picks
// whatever is fast. The text keeps to OpenCL C 1.2 with no extension and
// no floating point.
//
// The host defines WG (work-group size, a power of two) and NB (the most
// rows one matvec launch multiplies).

#define MAXACT 2147483647L

// rsr is SPEC.md's rounding shift right for any s: floor((v + 2^(s-1))/2^s)
// for s ≥ 1, computed without forming v + 2^(s-1); v for s = 0; v·2^-s for
// s < 0 (the caller knows the result fits).
inline long rsr(long v, int s) {
  if (s > 0) return (v >> s) + ((v >> (s - 1)) & 1);
  if (s == 0) return v;
  return (long)((ulong)v << -s);
}

inline int clamp_act(long v) {
  return v > MAXACT ? (int)MAXACT : v < -MAXACT ? (int)-MAXACT : (int)v;
}

// A signed 128-bit integer: hi·2^64 + lo.
typedef struct {
  ulong lo;
  long hi;
} i128;

inline i128 mul128(long a, long b) {
  i128 r;
  r.lo = (ulong)a * (ulong)b;
  r.hi = mul_hi(a, b);
  return r;
}

inline i128 add128(i128 a, long b) {
  ulong lo = a.lo + (ulong)b;
  a.hi += (b >> 63) + (lo < a.lo ? 1 : 0);
  a.lo = lo;
  return a;
}

// rsr128 is rsr for 1 ≤ s ≤ 63 on a 128-bit value.
inline i128 rsr128(i128 v, int s) {
  ulong bit = (v.lo >> (s - 1)) & 1;
#ifdef DEEPCALL_MUTANT
  bit = 0; // the self-test's wrong kernel: truncation instead of rounding
#endif
  i128 q;
  q.lo = (v.lo >> s) | ((ulong)v.hi << (64 - s));
  q.hi = v.hi >> s;
  q.lo += bit;
  q.hi += (q.lo < bit ? 1 : 0);
  return q;
}

// clamp128 saturates a 128-bit value to the activation range.
inline int clamp128(i128 v) {
  if (v.hi == ((long)v.lo >> 63)) return clamp_act((long)v.lo);
  return v.hi < 0 ? (int)-MAXACT : (int)MAXACT;
}

// rescale is clamp(rsr(acc·m, r)) with the product exact (SPEC.md §4.3);
// m = 0 marks an all-zero row.
inline int rescale(long acc, int m, int r) {
  if (m == 0) return 0;
  return clamp128(rsr128(mul128(acc, (long)m), r));
}

// exp2neg is SPEC.md §3.2: 2^(-z/65536) in Q30 for z ≥ 0, from the hi
// table (tab[0..255]) and the lo table (tab[256..511]).
inline long exp2neg(__global const long *tab, long z) {
  long n = z >> 16;
  if (n >= 31) return 0;
  return rsr(tab[(z >> 8) & 0xFF] * tab[256 + (z & 0xFF)], 30) >> n;
}

// isqrt128 is floor(sqrt(hi·2^64 + lo)) for values below 2^96, one bit at
// a time from the top: 48 compares of a square against the value.
inline ulong isqrt128(ulong hi, ulong lo) {
  ulong r = 0;
  for (int b = 47; b >= 0; b--) {
    ulong c = r | ((ulong)1 << b);
    ulong sl = c * c, sh = mul_hi(c, c);
    if (sh < hi || (sh == hi && sl <= lo)) r = c;
  }
  return r;
}

// probe runs the scalar primitives on arrays, for the per-op vectors:
// op 0 is rsr(a, b), 1 is isqrt(a), 2 is exp2neg(a).
__kernel void probe(int op, __global const long *a, __global const int *b,
                    __global const long *tab, __global long *out, int n) {
  int i = get_global_id(0);
  if (i >= n) return;
  if (op == 0) out[i] = rsr(a[i], b[i]);
  if (op == 1) out[i] = (long)isqrt128(0, (ulong)a[i]);
  if (op == 2) out[i] = exp2neg(tab, a[i]);
}

// dot8 is the exact sum of eight int16 × int32 products.
inline long dot8(short8 w, int8 a) {
  long8 p = convert_long8(w) * convert_long8(a);
  return ((p.s0 + p.s1) + (p.s2 + p.s3)) + ((p.s4 + p.s5) + (p.s6 + p.s7));
}

// rowdot accumulates, for the nb ≤ NB vectors of a (cols apart), the
// work-item's share of the dot products with weight row w: eight columns
// at a time, the group's items side by side so a group reads the row in
// whole 16-byte pieces, then the columns past the last multiple of eight.
// |q| ≤ 2^15, |a| < 2^31, cols ≤ 2^16: every partial sum is below 2^62.
#define ROWDOT(acc, w, a, cols, nb, lid)                                      \
  {                                                                            \
    int full_ = (cols) / 8 * 8;                                                \
    for (int j = (lid) * 8; j < full_; j += WG * 8) {                          \
      short8 w8 = vload8(0, (w) + j);                                          \
      for (int b = 0; b < NB; b++)                                             \
        if (b < (nb)) acc[b] += dot8(w8, vload8(0, (a) + b * (cols) + j));     \
    }                                                                          \
    for (int j = full_ + (lid); j < (cols); j += WG) {                         \
      long wj = (w)[j];                                                        \
      for (int b = 0; b < NB; b++)                                             \
        if (b < (nb)) acc[b] += wj * (long)(a)[b * (cols) + j];                \
    }                                                                          \
  }

// reduce sums each of the first n accumulator sets over the group, into
// red[k·WG].
inline void reduce(__local long *red, int n, int lid) {
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = WG / 2; s > 0; s >>= 1) {
    if (lid < s)
      for (int k = 0; k < n; k++) red[k * WG + lid] += red[k * WG + lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}

// matvec multiplies nb ≤ NB rows of in (cols wide, from in[in_off]) with
// the matrix (q, m, r), one work-group a matrix row, reading the row once
// for all of them. A fused matrix (wq ‖ wk ‖ wv) splits its output: rows
// below split1 go to out0, then below split2 to out1, the rest to out2,
// each part's rows of vector b at (first + b)·part_rows. With add, the
// residual x at the same place becomes clamp(x + out).
__kernel void matvec(__global const short *q, __global const int *m,
                     __global const uchar *r, int rows, int cols,
                     __global const int *in, int in_off, int nb,
                     __global int *out0, __global int *out1,
                     __global int *out2, int split1, int split2, int first,
                     __global int *x, int add) {
  __local long red[NB * WG];
  int row = get_group_id(0), lid = get_local_id(0);
  __global const short *w = q + (ulong)row * (ulong)cols;
  __global const int *a = in + in_off;
  long acc[NB];
  for (int b = 0; b < NB; b++) acc[b] = 0;
  ROWDOT(acc, w, a, cols, nb, lid);
  for (int b = 0; b < NB; b++) red[b * WG + lid] = acc[b];
  reduce(red, nb, lid);
  if (lid < nb) {
    __global int *out = out0;
    int prow = row, prows = split1;
    if (row >= split2) {
      out = out2, prow = row - split2, prows = rows - split2;
    } else if (row >= split1) {
      out = out1, prow = row - split1, prows = split2 - split1;
    }
    // Up to 2^24 rows times the batch: the index needs 64 bits.
    ulong at = (ulong)(first + lid) * prows + prow;
    int v = rescale(red[lid * WG], m[row], r[row]);
    out[at] = v;
    if (add) x[at] = clamp_act((long)x[at] + (long)v);
  }
}

// swiglu1 is SPEC.md §4.6 on one element.
inline int swiglu1(__global const long *tab, long log2e, long v, long h3) {
  long a = v < 0 ? -v : v;
  long e = exp2neg(tab, rsr(a * log2e, 16));
  long sig = ((long)1 << 60) / (((long)1 << 30) + e);
  if (v < 0) sig = ((long)1 << 30) - sig;
  long g = rsr(v * sig, 30); // |v·σ| < 2^61, |g| ≤ |v|
  return clamp_act(rsr(g * h3, 16));
}

// gateup is the feed-forward's first half, one work-group a hidden index:
// rows row of w1 and of w3 times nb ≤ NB vectors, then SwiGLU of the two,
// writing h1, h3 and hid at (first + b)·hidden + row.
__kernel void gateup(__global const short *q1, __global const int *m1,
                     __global const uchar *r1, __global const short *q3,
                     __global const int *m3, __global const uchar *r3,
                     int hidden, int cols, __global const int *in,
                     int in_off, int nb, __global int *h1, __global int *h3,
                     __global int *hid, int first, __global const long *tab,
                     long log2e) {
  __local long red[2 * NB * WG];
  int row = get_group_id(0), lid = get_local_id(0);
  __global const int *a = in + in_off;
  long acc1[NB], acc3[NB];
  for (int b = 0; b < NB; b++) acc1[b] = acc3[b] = 0;
  ROWDOT(acc1, q1 + (ulong)row * (ulong)cols, a, cols, nb, lid);
  ROWDOT(acc3, q3 + (ulong)row * (ulong)cols, a, cols, nb, lid);
  for (int b = 0; b < NB; b++) {
    red[2 * b * WG + lid] = acc1[b];
    red[(2 * b + 1) * WG + lid] = acc3[b];
  }
  reduce(red, 2 * nb, lid);
  if (lid < nb) {
    int at = (first + lid) * hidden + row;
    int v1 = rescale(red[2 * lid * WG], m1[row], r1[row]);
    int v3 = rescale(red[(2 * lid + 1) * WG], m3[row], r3[row]);
    h1[at] = v1;
    h3[at] = v3;
    hid[at] = swiglu1(tab, log2e, v1, v3);
  }
}

// norm is RMSNorm of one segment of n values by one work-group:
// y = clamp(rsr(rsr(x·inv, 32)·g, 16)), inv = floor(2^56 / r),
// r = isqrt(floor(Σx²·2^16 / n) + eps) (SPEC.md §4.2). x and y may be the
// same memory; without apply nothing is written. Σx² < n·2^62 is kept in
// 128 bits; lo_, hi_ and inv_ are the group's local scratch.
inline void norm(__global const int *x, __global int *y, __global const int *g,
                 int n, long eps, int apply, __local ulong *lo_,
                 __local ulong *hi_, __local long *inv_, int lid) {
  ulong lo = 0, hi = 0;
  for (int i = lid; i < n; i += WG) {
    ulong sq = (ulong)((long)x[i] * (long)x[i]);
    lo += sq;
    hi += (lo < sq ? 1 : 0);
  }
  lo_[lid] = lo;
  hi_[lid] = hi;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = WG / 2; s > 0; s >>= 1) {
    if (lid < s) {
      ulong l = lo_[lid] + lo_[lid + s];
      hi_[lid] += hi_[lid + s] + (l < lo_[lid] ? 1 : 0);
      lo_[lid] = l;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0) {
    // floor(ss·2^16 / n) by long division in 32-bit limbs: ss < 2^78, so
    // ss·2^16 < 2^94, and each partial remainder is below n ≤ 2^16.
    ulong sh = (hi_[0] << 16) | (lo_[0] >> 48), sl = lo_[0] << 16;
    ulong un = (ulong)n;
    ulong q2 = sh / un, rem = sh % un;
    ulong c1 = (rem << 32) | (sl >> 32), q1 = c1 / un;
    rem = c1 % un;
    ulong c0 = (rem << 32) | (sl & 0xFFFFFFFF), q0 = c0 / un;
    ulong ql = (q1 << 32) | q0; // q1, q0 < 2^32
    ulong vl = ql + (ulong)eps;
    ulong vh = q2 + (vl < ql ? 1 : 0);
    *inv_ = (long)(((ulong)1 << 56) / isqrt128(vh, vl));
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  long inv = *inv_;
  for (int i = lid; apply && i < n; i += WG)
    y[i] = clamp_act(rsr(rsr((long)x[i] * inv, 32) * (long)g[i], 16));
}

// rmsnorm normalises segments of n values, one work-group a segment.
__kernel void rmsnorm(__global const int *x, __global int *y,
                      __global const int *g, int n, long eps) {
  __local ulong lo_[WG], hi_[WG];
  __local long inv_;
  ulong at = (ulong)get_group_id(0) * n;
  norm(x + at, y + at, g, n, eps, 1, lo_, hi_, &inv_, get_local_id(0));
}

// heads runs, for one head of one row a work-group, what comes between the
// q/k/v products and attention: with qknorm, the head's RMSNorm (keeping a
// copy in qn or kn when keep, for a trace); RoPE at the row's position
// (SPEC.md §4.4); and for a key head, storing it and its value head into
// the runner's cache in kv (K of layer l at kbase[b] + l·cap[b]·kvd, V at
// kbase[b] + (layers + l)·cap[b]·kvd) and into stage, laid out as the
// checkpoint chain reads them: row b, then K[l] ‖ V[l] for every layer.
// Groups are (row, head) with the heads + kvheads heads of a row in turn.
__kernel void heads(__global int *q, __global int *k, __global const int *v,
                    __global int *qn, __global int *kn, int keep,
                    __global const int *qg, __global const int *kg, int qknorm,
                    long eps, __global const int *cosT,
                    __global const int *sinT, __global const int *pos,
                    int nq, int nk, int hs, int half_split, __global int *kv,
                    __global const uint *kbase, __global const int *cap,
                    int layers, int l, __global int *stage) {
  __local ulong lo_[WG], hi_[WG];
  __local long inv_;
  int gid = get_group_id(0), lid = get_local_id(0);
  int b = gid / (nq + nk), h = gid % (nq + nk);
  int isk = h >= nq, kh = h - nq, kvd = nk * hs;
  __global int *x = isk ? k + (b * nk + kh) * hs : q + (b * nq + h) * hs;
  // Barriers stay outside conditionals (some OpenCL compilers mishandle
  // them there even when the whole group agrees): the norm's reduction
  // runs for every head and writes only with qknorm.
  norm(x, x, isk ? kg : qg, hs, eps, qknorm, lo_, hi_, &inv_, lid);
  barrier(CLK_GLOBAL_MEM_FENCE);
  if (qknorm && keep) {
    __global int *c = isk ? kn + (b * nk + kh) * hs : qn + (b * nq + h) * hs;
    for (int i = lid; i < hs; i += WG) c[i] = x[i];
  }
  barrier(CLK_GLOBAL_MEM_FENCE); // the copy reads what RoPE rewrites
  int hh = hs / 2; // half is a type name
  __global const int *cs = cosT + pos[b] * hh, *sn = sinT + pos[b] * hh;
  for (int p = lid; p < hh; p += WG) {
    int ia = half_split ? p : 2 * p, ib = half_split ? p + hh : 2 * p + 1;
    long c = cs[p], s = sn[p], v0 = x[ia], v1 = x[ib];
    // |v| < 2^31 and |c|, |s| ≤ 2^30: each sum is below 2^62.
    x[ia] = clamp_act(rsr(v0 * c - v1 * s, 30));
    x[ib] = clamp_act(rsr(v0 * s + v1 * c, 30));
  }
  barrier(CLK_GLOBAL_MEM_FENCE);
  if (isk) {
    uint at = kbase[b] + (uint)pos[b] * kvd + kh * hs;
    __global const int *vh = v + (b * nk + kh) * hs;
    ulong st = ((ulong)b * layers + l) * 2 * kvd + kh * hs;
    for (int i = lid; i < hs; i += WG) {
      kv[at + (uint)l * cap[b] * kvd + i] = x[i];
      kv[at + (uint)(layers + l) * cap[b] * kvd + i] = vh[i];
      stage[st + i] = x[i];
      stage[st + kvd + i] = vh[i];
    }
  }
}

// score is SPEC.md §4.5's attention score, the dot product in 128 bits:
// clamp(rsr(rsr(Σ q·k, 16)·isq, 30)).
inline int score(__global const int *q, __global const int *k, int hs,
                 long isq) {
  i128 d;
  d.lo = 0;
  d.hi = 0;
  for (int i = 0; i < hs; i++) d = add128(d, (long)q[i] * (long)k[i]);
  // |Σ| < hs·2^62 ≤ 2^78, so the shifted sum fits an int64.
  long s = (long)rsr128(d, 16).lo;
  return clamp128(rsr128(mul128(s, isq), 30));
}

// attention is one layer's attention, one work-group a (row, query head):
// scores against the row's keys 0..pos, the integer softmax and the
// weighted sum of values (SPEC.md §4.5). scores and probs are scratch of
// stride positions a (row, head), kept for the op vectors' tests.
__kernel void attention(__global const int *q, __global const int *kv,
                        __global const uint *kbase, __global const int *cap,
                        __global const int *pos, int layers, int l, int heads,
                        int kvheads, int hs, long isq, long log2e,
                        __global const long *tab, __global int *scores,
                        __global long *probs, int stride, __global int *o) {
  __local int mx_[WG];
  __local long sum_[WG];
  int gid = get_group_id(0), lid = get_local_id(0);
  int b = gid / heads, h = gid % heads, g = h / (heads / kvheads);
  int kvd = kvheads * hs, np = pos[b] + 1;
  __global const int *qh = q + (b * heads + h) * hs;
  __global const int *keys = kv + kbase[b] + (uint)l * cap[b] * kvd + g * hs;
  __global const int *vals = kv + kbase[b] + (uint)(layers + l) * cap[b] * kvd + g * hs;
  __global int *sc = scores + (ulong)gid * stride;
  __global long *pr = probs + (ulong)gid * stride;

  int mx = (int)-MAXACT;
  for (int t = lid; t < np; t += WG) {
    int s = score(qh, keys + (ulong)t * kvd, hs, isq);
    sc[t] = s;
    mx = max(mx, s);
  }
  mx_[lid] = mx;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = WG / 2; s > 0; s >>= 1) {
    if (lid < s) mx_[lid] = max(mx_[lid], mx_[lid + s]);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  mx = mx_[0];
  // Each e ≤ 2^30 and there are at most 2^16 of them: the sum fits.
  long sum = 0;
  for (int t = lid; t < np; t += WG) {
    long e = exp2neg(tab, rsr(((long)mx - (long)sc[t]) * log2e, 16));
    pr[t] = e;
    sum += e;
  }
  sum_[lid] = sum;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = WG / 2; s > 0; s >>= 1) {
    if (lid < s) sum_[lid] += sum_[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  sum = sum_[0];
  for (int t = lid; t < np; t += WG) pr[t] = (pr[t] << 30) / sum;
  barrier(CLK_GLOBAL_MEM_FENCE);
  // Σp ≤ 2^30 and |v| < 2^31: every partial sum is below 2^61.
  __global int *oh = o + (b * heads + h) * hs;
  for (int i = lid; i < hs; i += WG) {
    long acc = 0;
    for (int t = 0; t < np; t++) acc += pr[t] * (long)vals[(ulong)t * kvd + i];
    oh[i] = clamp_act(rsr(acc, 30));
  }
}

// swiglu is swiglu1 over arrays: the op vectors' entry (a step runs it
// inside gateup).
__kernel void swiglu(__global const int *h1, __global const int *h3,
                     __global int *out, __global const long *tab, long log2e,
                     int n) {
  int i = get_global_id(0);
  if (i < n) out[i] = swiglu1(tab, log2e, h1[i], h3[i]);
}

// gather copies rows idx[j] of src into row j of dst, width values a row.
__kernel void gather(__global const int *src, __global int *dst,
                     __global const int *idx, int width, int n) {
  int i = get_global_id(0);
  if (i >= n) return;
  int j = i / width, c = i % width;
  dst[i] = src[idx[j] * width + c];
}

// argmax is the lowest index of each row's maximum, one work-group a row.
__kernel void argmax(__global const int *x, int n, __global int *out) {
  __local int val_[WG], idx_[WG];
  int row = get_group_id(0), lid = get_local_id(0);
  __global const int *xs = x + (ulong)row * n;
  int best = (int)-MAXACT - 1, at = n;
  for (int i = lid; i < n; i += WG)
    if (xs[i] > best) {
      best = xs[i];
      at = i;
    }
  val_[lid] = best;
  idx_[lid] = at;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = WG / 2; s > 0; s >>= 1) {
    if (lid < s) {
      int v = val_[lid + s], j = idx_[lid + s];
      if (v > val_[lid] || (v == val_[lid] && j < idx_[lid])) {
        val_[lid] = v;
        idx_[lid] = j;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0) out[row] = idx_[0];
}
