//! KvStep: the leaves that read the KV cache — the link level (SPEC.md §8.2:
//! one layer's KV trees set at position k, or the link seal) and one segment
//! of an attention head (SPEC.md §8.1).
use alloc::vec;
use alloc::vec::Vec;

use crate::abi::Witness;
use crate::arith::{clamp, exp2neg, rsr, score, unpack};
use crate::blob;
use crate::hash::{
    self, chain, hash2, keccak, log2_ceil, merkle_root, op_hash, packed_hash, state_hash, to_i128,
    word, Hash,
};
use crate::request::Request;
use crate::shape::Config;
use crate::step::{check_state, op_hash_at, op_leaf, open_prev_link, opens, prompt, Leaf};
use crate::Error;

/// keccak256("deepcall/checkpoint/v1"), the genesis link's domain.
fn checkpoint_domain() -> Hash {
    keccak(&[b"deepcall/checkpoint/v1"])
}

pub fn step(r: &Request, l: &Leaf, c_prev: Hash) -> Result<Hash, Error> {
    if l.j == l.m {
        if l.i < r.cfg.layers {
            return kv_layer(&r.cfg, &r.witness, l, c_prev, &r.pre);
        }
        return link_seal(r, l, c_prev);
    }
    segment(&r.cfg, &r.witness, l, c_prev, &r.pre)
}

/// Opens w_{n−1} of the link level: c_{M−1} chained with the first n layer roots.
fn open_layers(w: &Witness, n: u64, c_prev: Hash, pre: &Hash) -> Result<(), Error> {
    if w.layer_roots.len() as u64 != n {
        return Err(Error::BadWitness("layer roots"));
    }
    opens(&chain(c_prev, &w.layer_roots), pre)
}

/// link_k = keccak256(link_{k−1} ‖ k ‖ x_k ‖ y_k ‖ kvroot_k).
fn link_seal(r: &Request, l: &Leaf, c_prev: Hash) -> Result<Hash, Error> {
    let (ctx, w) = (&r.ctx, &r.witness);
    open_layers(w, r.cfg.layers, c_prev, &r.pre)?;
    let k = l.k;
    let x = if k == 0 {
        if w.link_prev != keccak(&[&checkpoint_domain(), &ctx.manifest, &ctx.input]) {
            return Err(Error::BadWitness("genesis"));
        }
        *prompt(ctx, w)?.first().ok_or(Error::BadWitness("prompt"))?
    } else {
        open_prev_link(w, k)?;
        w.prev_out
    };
    let y = if k + 1 >= ctx.prompt_len {
        if w.a.len() != 4 || packed_hash(&w.a, 0, 1)? != op_hash_at(w, l.m - 1)? {
            return Err(Error::InputMismatch(l.m - 1));
        }
        hash::iword(unpack(&w.a)[0] as i128) // uint256(int256(int32)) as the contract casts it
    } else {
        *prompt(ctx, w)?
            .get(k as usize + 1)
            .ok_or(Error::BadWitness("prompt"))?
    };
    let root = merkle_root(&w.layer_roots);
    Ok(keccak(&[&w.link_prev, &word(k), &x, &y, &root]))
}

/// Leaf l < L of the link level: sets position k in layer l's trees from the
/// layer's RoPE output (a) and wv output (b), proving the position was empty.
fn kv_layer(cfg: &Config, w: &Witness, l: &Leaf, c_prev: Hash, pre: &Hash) -> Result<Hash, Error> {
    open_layers(w, l.i, c_prev, pre)?;
    let depth = log2_ceil(cfg.seq_len) as usize;
    let ld = log2_ceil(cfg.layers) as usize;
    let kvh = cfg.kv_heads as usize;
    if w.siblings.len() != kvh * depth + ld {
        return Err(Error::BadWitness("siblings"));
    }
    check_layer_kv(cfg, w, l.i)?;
    let (hs, q) = (cfg.head_size as usize, cfg.q() as usize);
    let (mut before, mut roots) = (Vec::with_capacity(kvh), Vec::with_capacity(kvh));
    for h in 0..kvh {
        let leaf = keccak(&[
            &w.a[4 * (q + h * hs)..4 * (q + (h + 1) * hs)],
            &w.b[4 * h * hs..4 * (h + 1) * hs],
        ]);
        let (mut b, mut r) = ([0u8; 32], leaf);
        for (d, sib) in w.siblings[h * depth..(h + 1) * depth].iter().enumerate() {
            if d < 64 && (l.k >> d) & 1 == 1 {
                (b, r) = (hash2(sib, &b), hash2(sib, &r));
            } else {
                (b, r) = (hash2(&b, sib), hash2(&r, sib));
            }
        }
        before.push(b);
        roots.push(r);
    }
    let old = if l.k == 0 {
        empty_forest_root(cfg, depth)
    } else {
        open_prev_link(w, l.k)?;
        w.prev_kv_root
    };
    if hash::path(merkle_root(&before), l.i, &w.siblings, kvh * depth, ld)? != old {
        return Err(Error::BadWitness("kv path"));
    }
    Ok(keccak(&[pre, &word(l.i), &merkle_root(&roots)]))
}

/// Checks layer ly's RoPE output (a) and wv output (b) against their op hashes.
fn check_layer_kv(cfg: &Config, w: &Witness, ly: u64) -> Result<(), Error> {
    let base = 1 + ly * cfg.per_layer();
    let rope = base + if cfg.qk_norm { 6 } else { 4 };
    if w.a.len() as u64 != 4 * (cfg.q() + cfg.kv()) || op_hash(&w.a)? != op_hash_at(w, rope)? {
        return Err(Error::InputMismatch(rope));
    }
    if w.b.len() as u64 != 4 * cfg.kv() || op_hash(&w.b)? != op_hash_at(w, base + 3)? {
        return Err(Error::InputMismatch(base + 3));
    }
    Ok(())
}

/// The KV root before step 0: every tree the empty subtree root of height D.
fn empty_forest_root(cfg: &Config, depth: usize) -> Hash {
    let mut empty = [0u8; 32];
    for _ in 0..depth {
        empty = hash2(&empty, &empty);
    }
    let layer = merkle_root(&vec![empty; cfg.kv_heads as usize]);
    merkle_root(&vec![layer; cfg.layers as usize])
}

/// One leaf of an attention head's segment level (SPEC.md §8.1).
fn segment(cfg: &Config, w: &Witness, l: &Leaf, c_prev: Hash, pre: &Hash) -> Result<Hash, Error> {
    if w.chunk_hashes.len() as u64 != if l.c > 1 { l.i } else { 0 } {
        return Err(Error::BadWitness("chunk hashes"));
    }
    let anchor = chain(c_prev, &w.chunk_hashes);
    let n = cfg.segments(l.k);
    let pass = l.x / n;
    if w.seg_hashes.len() as u64 != l.x {
        return Err(Error::BadWitness("segment hashes"));
    }
    opens(&chain(anchor, &w.seg_hashes), pre)?;
    if pass == 1 || pass == 2 {
        check_state(&w.seg_hashes, n - 1, &[w.seg_m])?;
    }
    if pass == 2 {
        check_state(&w.seg_hashes, 2 * n - 1, &[w.seg_s])?;
    }
    if !l.x.is_multiple_of(n) || pass == 3 {
        check_state(&w.seg_hashes, l.x - 1, &w.seg_prev)?;
    } else if !w.seg_prev.is_empty() {
        return Err(Error::BadWitness("segment prev"));
    }
    if pass == 3 {
        // the seal: o from the last accumulator
        if w.seg_prev.len() as u64 != cfg.head_size {
            return Err(Error::BadWitness("segment prev"));
        }
        let o: Vec<i32> = w
            .seg_prev
            .iter()
            .map(|v| Ok(clamp(rsr(to_i128(v)?, 30))))
            .collect::<Result<_, Error>>()?;
        let h = keccak(&[&crate::arith::pack(&o)]);
        if l.c == 1 {
            return Ok(op_leaf(w, &anchor, l.j, &h));
        }
        return Ok(keccak(&[&anchor, &word(l.i), &h]));
    }
    let head = if l.c > 1 { l.i } else { 0 };
    let b = cfg.segment_len();
    let lo = (l.x % n) * b;
    let hi = (lo + b).min(l.k + 1);
    let q = query_head(cfg, w, l, head)?;
    let own = segment_kv(cfg, w, l, head, lo, hi)?;
    let state = run_segment(cfg, w, pass, &q, &own)?;
    Ok(keccak(&[pre, &word(l.x), &state_hash(&state)]))
}

/// The query head from the layer's RoPE output (a), after checking a and the
/// wv output (b) against their op hashes.
fn query_head(cfg: &Config, w: &Witness, l: &Leaf, head: u64) -> Result<Vec<i32>, Error> {
    let base = 1 + l.op.layer * cfg.per_layer();
    if w.a.len() as u64 != 4 * (cfg.q() + cfg.kv()) || op_hash(&w.a)? != op_hash_at(w, l.op.src_a)?
    {
        return Err(Error::InputMismatch(l.op.src_a));
    }
    if w.b.len() as u64 != 4 * cfg.kv() || op_hash(&w.b)? != op_hash_at(w, base + 3)? {
        return Err(Error::InputMismatch(base + 3));
    }
    let hs = cfg.head_size as usize;
    Ok(unpack(
        &w.a[4 * head as usize * hs..4 * (head as usize + 1) * hs],
    ))
}

/// Checks the segment's KV leaves below k against kvroot_{k−1}; returns
/// position k's K ‖ V (from this step's RoPE and wv outputs) when the segment
/// holds it.
fn segment_kv(
    cfg: &Config,
    w: &Witness,
    l: &Leaf,
    head: u64,
    lo: u64,
    hi: u64,
) -> Result<Vec<u8>, Error> {
    let hs = cfg.head_size;
    let kvh = head / (cfg.heads / cfg.kv_heads);
    let below = hi.min(l.k);
    let want = (below - lo) * 8 * hs;
    if w.kv.len() as u64 != want {
        return Err(Error::KvRangeLength {
            have: w.kv.len() as u64,
            want,
        });
    }
    if below > lo {
        open_prev_link(w, l.k)?;
        let depth = log2_ceil(cfg.seq_len);
        let (mut node, used) =
            hash::range_root(&w.kv, 8 * hs as usize, lo, below, &w.siblings, 0, depth)?;
        let (hd, ld) = (
            log2_ceil(cfg.kv_heads) as usize,
            log2_ceil(cfg.layers) as usize,
        );
        if used + hd + ld != w.siblings.len() {
            return Err(Error::BadWitness("siblings"));
        }
        node = hash::path(node, kvh, &w.siblings, used, hd)?;
        node = hash::path(node, l.op.layer, &w.siblings, used + hd, ld)?;
        if node != w.prev_kv_root {
            return Err(Error::KvRootMismatch);
        }
    } else if !w.siblings.is_empty() {
        return Err(Error::BadWitness("siblings"));
    }
    let mut own = Vec::new();
    if hi == l.k + 1 {
        let (ka, vb) = (
            4 * ((cfg.heads + kvh) * hs) as usize,
            4 * (kvh * hs) as usize,
        );
        let n = 4 * hs as usize;
        own.extend_from_slice(&w.a[ka..ka + n]);
        own.extend_from_slice(&w.b[vb..vb + n]);
    }
    Ok(own)
}

/// One segment of one head (SPEC.md §4.5 split over positions; exact sums):
/// pass 0 [max(prev, s_t …)], pass 1 [prev + Σ e_t], pass 2 [prev_i + Σ π_t·V_t,i],
/// over the positions of w.kv then own (K_t ‖ V_t each).
fn run_segment(
    cfg: &Config,
    w: &Witness,
    pass: u64,
    q: &[i32],
    own: &[u8],
) -> Result<Vec<i128>, Error> {
    let prev: Vec<i128> = w.seg_prev.iter().map(to_i128).collect::<Result<_, _>>()?;
    if !prev.is_empty() && prev.len() != if pass == 2 { q.len() } else { 1 } {
        return Err(Error::BadWitness("segment prev"));
    }
    let hs = q.len();
    let positions = w.kv.chunks_exact(8 * hs).chain(own.chunks_exact(8 * hs));
    let key = |p: &[u8]| score(q, unpack(&p[..4 * hs]).into_iter(), cfg.isq as i128);
    if pass == 0 {
        let mut m = prev.first().copied().unwrap_or(-((1 << 31) - 1));
        for p in positions {
            m = m.max(key(p) as i128);
        }
        return Ok(vec![m]);
    }
    let tab = blob::ints(w, 0, 2048)?;
    let m = to_i128(&w.seg_m)?;
    let log2e = cfg.log2e as u128;
    let exp = |s: i32| -> Result<i128, Error> {
        if m < s as i128 {
            return Err(Error::SegmentOutOfRange);
        }
        let diff = (m - s as i128) as u128;
        match diff.checked_mul(log2e).and_then(|p| p.checked_add(0x8000)) {
            Some(z) => exp2neg(&tab, z >> 16),
            None => Ok(0), // past 2^128: the exponent's integer part is far past 31
        }
    };
    if pass == 1 {
        let mut sum = 0i128;
        for p in positions {
            sum += exp(key(p))?;
        }
        let base = prev.first().copied().unwrap_or(0);
        return Ok(vec![base.checked_add(sum).ok_or(Error::Overflow)?]);
    }
    let s = to_i128(&w.seg_s)?;
    if s < 1 {
        return Err(Error::SegmentOutOfRange);
    }
    let mut state = vec![0i128; hs];
    for p in positions {
        let pt = (exp(key(p))? << 30) / s;
        for (acc, v) in state.iter_mut().zip(unpack(&p[4 * hs..])) {
            *acc += pt * v as i128;
        }
    }
    for (acc, p) in state.iter_mut().zip(&prev) {
        *acc = acc.checked_add(*p).ok_or(Error::Overflow)?;
    }
    Ok(state)
}
