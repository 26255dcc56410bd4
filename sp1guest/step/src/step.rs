//! EngineStep.step: which leaf a path names, the op chain's opening, and the
//! leaves that do not read the KV cache (ops, their chunks, column ranges,
//! seals, long argmax ranges). kv.rs has the others.
use alloc::vec;
use alloc::vec::Vec;

use crate::abi::Witness;
use crate::arith::{self, clamp, pack, rescale, rsr, unpack, weight};
use crate::blob;
use crate::hash::{
    self, chain, keccak, log2_ceil, op_hash, op_hash_of, packed_hash, to_i128, to_u64, word,
    Frontier, Hash, P,
};
use crate::request::{Context, Request};
use crate::shape::*;
use crate::{kv, Error};

/// The leaf a step re-executes (EngineStepBase.Leaf).
pub struct Leaf {
    pub k: u64,
    pub j: u64,
    pub i: u64,
    pub c: u64,
    pub m: u64,
    pub x: u64,
    pub attn: bool,
    pub op: Op,
}

pub fn step(r: &Request) -> Result<Hash, Error> {
    let l = leaf(&r.cfg, &r.ctx, &r.path)?;
    let w = &r.witness;
    let c_prev = open(&r.cfg, &l, w)?;
    if l.j == l.m || l.attn {
        return kv::step(r, &l, c_prev);
    }
    let cfg = &r.cfg;
    if l.op.kind == ARGMAX && cfg.vocab > P as u64 {
        return long_argmax(cfg, w, &l, c_prev, &r.pre);
    }
    let seal = l.c > 1 && l.i == l.c;
    if cfg.cols(l.op.kind) != 0 {
        if !seal {
            return matvec_leaf(cfg, w, &l, c_prev, &r.pre);
        }
        if l.op.out > P as u64 {
            return long_seal(w, &l, c_prev, &r.pre);
        }
    }
    if seal {
        return op_seal(w, &l, c_prev, &r.pre);
    }
    reexecute(r, &l, c_prev)
}

/// The leaf at path, checked to be in the trace (EngineStep._leaf).
fn leaf(cfg: &Config, ctx: &Context, path: &[u64; 4]) -> Result<Leaf, Error> {
    let [k, j, i, x] = *path;
    if k >= ctx.steps {
        return Err(Error::BadPath { level: 4, index: 0 });
    }
    let m = cfg.op_count(k, ctx.prompt_len);
    if j > m {
        return Err(Error::BadPath { level: 1, index: j });
    }
    let mut l = Leaf {
        k,
        j,
        i,
        c: 0,
        m,
        x,
        attn: false,
        op: cfg.op_at(0, m)?,
    };
    if j == m {
        if i > cfg.layers {
            return Err(Error::BadPath { level: 2, index: i });
        }
        if x != 0 {
            return Err(Error::BadPath { level: 3, index: x });
        }
        return Ok(l);
    }
    l.op = cfg.op_at(j, m)?;
    l.c = l.op.chunks();
    if i > if l.c > 1 { l.c } else { 0 } {
        return Err(Error::BadPath { level: 2, index: i });
    }
    l.attn = l.op.kind == ATTENTION && (l.c == 1 || i < l.c);
    if x >= cfg.inner(&l.op, l.c, i, k) {
        return Err(Error::BadPath { level: 3, index: x });
    }
    Ok(l)
}

/// Checks the witness's frame and piece runs and opens c_{j−1} from its op
/// hashes (EngineStepBase._open).
fn open(cfg: &Config, l: &Leaf, w: &Witness) -> Result<Hash, Error> {
    if !w.a.len().is_multiple_of(4)
        || !w.b.len().is_multiple_of(4)
        || !w.full.len().is_multiple_of(4)
    {
        return Err(Error::BadWitness("packed vector"));
    }
    // at least h_{j−1} is opened inside op j > 0, so every opening binds link_{k−1}
    let from = to_u64(&w.op_from).ok_or(Error::BadWitness("op hashes"))?;
    if from.checked_add(w.op_hashes.len() as u64) != Some(l.j)
        || (l.j != 0 && w.op_hashes.is_empty())
    {
        return Err(Error::BadWitness("op hashes"));
    }
    if !w.piece_runs.is_empty() {
        blob::check_pieces(w, cfg.blob_size, &cfg.blob_root)?;
    }
    let mut c = if from == 0 { w.link_prev } else { w.chain_from };
    for (x, h) in w.op_hashes.iter().enumerate() {
        c = op_leaf(w, &c, from + x as u64, h);
    }
    Ok(c)
}

/// c_j = keccak256(link_{k−1} ‖ c_{j−1} ‖ j ‖ h_j) (SPEC.md §8).
pub fn op_leaf(w: &Witness, prev: &Hash, j: u64, h: &Hash) -> Hash {
    keccak(&[&w.link_prev, prev, &word(j), h])
}

/// h_idx from the witness's op hashes: the leaf must have opened the chain from op idx or before.
pub fn op_hash_at(w: &Witness, idx: u64) -> Result<Hash, Error> {
    let from = to_u64(&w.op_from).ok_or(Error::BadWitness("op hashes"))?;
    if idx < from {
        return Err(Error::BadWitness("op hashes"));
    }
    w.op_hashes
        .get((idx - from) as usize)
        .copied()
        .ok_or(Error::BadWitness("op hashes"))
}

pub fn opens(opened: &Hash, pre: &Hash) -> Result<(), Error> {
    if opened != pre {
        return Err(Error::PreStateMismatch);
    }
    Ok(())
}

/// Checks that `state` (raw int256 words) hashes to hashes[x].
pub fn check_state(hashes: &[Hash], x: u64, state: &[Hash]) -> Result<(), Error> {
    let flat: Vec<&[u8]> = state.iter().map(|s| &s[..]).collect();
    if hashes.get(x as usize) != Some(&keccak(&flat)) {
        return Err(Error::SegmentStateMismatch(x));
    }
    Ok(())
}

/// The preimage of link_{k−1} (k ≥ 1).
pub fn open_prev_link(w: &Witness, k: u64) -> Result<(), Error> {
    let h = keccak(&[
        &w.prev_link,
        &word(k - 1),
        &w.prev_in,
        &w.prev_out,
        &w.prev_kv_root,
    ]);
    if h != w.link_prev {
        return Err(Error::BadWitness("link preimage"));
    }
    Ok(())
}

/// The prompt, checked against the input hash.
pub fn prompt<'a>(ctx: &Context, w: &'a Witness) -> Result<&'a [Hash], Error> {
    let n = (ctx.steps + 1)
        .checked_sub(ctx.prompt_len)
        .ok_or(Error::BadWitness("prompt"))?;
    let mut parts: Vec<&[u8]> = Vec::with_capacity(w.prompt.len() + 2);
    let (nw, lw) = (word(n), word(w.prompt.len() as u64));
    parts.push(&nw);
    parts.push(&lw);
    parts.extend(w.prompt.iter().map(|p| &p[..]));
    if keccak(&parts) != ctx.input {
        return Err(Error::BadWitness("prompt"));
    }
    Ok(&w.prompt)
}

/// A leaf of a non-matvec op (C = 1) or one chunk of it (EngineStep._reexecute).
fn reexecute(r: &Request, l: &Leaf, c_prev: Hash) -> Result<Hash, Error> {
    let w = &r.witness;
    if w.chunk_hashes.len() as u64 != l.i {
        return Err(Error::BadWitness("chunk hashes"));
    }
    let rr = chain(c_prev, &w.chunk_hashes);
    opens(&rr, &r.pre)?;
    let lo = if l.c == 1 { 0 } else { l.i * l.op.chunk };
    let hi = if l.c == 1 {
        l.op.out
    } else {
        (lo + l.op.chunk).min(l.op.out)
    };
    // the op's output, or for SwiGLU and embed (each value from its own inputs) the chunk's values
    let out = run_op(r, &l.op, l.k, lo, hi)?;
    let part = l.op.kind == SWIGLU || l.op.kind == EMBED;
    let (lo, hi) = if part { (0, hi - lo) } else { (lo, hi) };
    if out.len() as u64 != 4 * if part { hi } else { l.op.out } {
        return Err(Error::BadWitness("output length"));
    }
    if l.c == 1 {
        return Ok(op_leaf(w, &c_prev, l.j, &op_hash(&out)?));
    }
    Ok(keccak(&[
        &rr,
        &word(l.i),
        &packed_hash(&out, lo as usize, hi as usize)?,
    ]))
}

fn slice(v: &[u8], lo: u64, hi: u64) -> Result<&[u8], Error> {
    v.get(4 * lo as usize..4 * hi as usize)
        .ok_or(Error::BadWitness("vector range"))
}

fn want_len(kind: u8, input: u8, have: usize, want: u64) -> Result<(), Error> {
    if have as u64 != want {
        return Err(Error::BadOpInput { kind, input });
    }
    Ok(())
}

/// Checks an op's inputs against their op hashes and runs it on the weight
/// bytes it reads (EngineStep._run, StepOps.run and chunk).
fn run_op(r: &Request, op: &Op, k: u64, lo: u64, hi: u64) -> Result<Vec<u8>, Error> {
    let (cfg, w) = (&r.cfg, &r.witness);
    let mut token = 0u64;
    if op.kind == EMBED {
        // the input token: the prompt's, or at generated positions y_{k−1}
        let t = if k < r.ctx.prompt_len {
            *prompt(&r.ctx, w)?
                .get(k as usize)
                .ok_or(Error::BadWitness("prompt"))?
        } else {
            open_prev_link(w, k)?;
            w.prev_out
        };
        token = to_u64(&t)
            .filter(|&t| t < cfg.vocab)
            .ok_or(Error::BadWitness("embed"))?;
        if !w.a.is_empty() || !w.b.is_empty() {
            return Err(Error::BadWitness("embed"));
        }
    } else {
        let n = (w.a.len() / 4) as u64;
        let mut split = n;
        if op.src_a2 != NONE {
            split = cfg.q();
            if n < split {
                return Err(Error::InputMismatch(op.src_a));
            }
            if op_hash_of(&w.a, split as usize, n as usize)? != op_hash_at(w, op.src_a2)? {
                return Err(Error::InputMismatch(op.src_a2));
            }
        }
        if op_hash_of(&w.a, 0, split as usize)? != op_hash_at(w, op.src_a)? {
            return Err(Error::InputMismatch(op.src_a));
        }
        if op.src_b == NONE {
            if !w.b.is_empty() {
                return Err(Error::BadWitness("b"));
            }
        } else if op_hash(&w.b)? != op_hash_at(w, op.src_b)? {
            return Err(Error::InputMismatch(op.src_b));
        }
    }
    let kind = op.kind;
    let (a, b) = (&w.a, &w.b);
    let (dim, hs) = (cfg.dim, cfg.head_size);
    let out: Vec<i32> = match kind {
        EMBED => {
            // the token's row scale word, then the chunk's column words of its column block
            let sw = blob::read(w, cfg.embed() + 4 * token, 4)?;
            let cols = blob::read(
                w,
                cfg.embed() + ((4 * cfg.vocab + 31) & !31) + token / 16 * dim * 32 + 32 * lo,
                32 * (hi - lo),
            )?;
            let sw = u32::from_be_bytes(sw.try_into().unwrap());
            let (m, sh) = ((sw >> 8) as i128, (sw & 0xff) as i64 - 16);
            let row = (token % 16) as usize;
            let mut out = Vec::with_capacity((hi - lo) as usize);
            for c in cols.chunks_exact(32) {
                let v = weight(c, row) * m;
                out.push(clamp(if sh > 0 {
                    rsr(v, sh as u32)
                } else {
                    arith::shl(v, (-sh) as u32)?
                }));
            }
            out
        }
        ATTN_NORM | FFN_NORM | FINAL_NORM => {
            want_len(kind, 0, a.len(), 4 * dim)?;
            want_len(kind, 1, b.len(), 0)?;
            let g = blob::ints(w, cfg.gains(kind, op.layer), 4 * dim)?;
            arith::rmsnorm(&unpack(a), &g, cfg.eps as u128)
        }
        Q_NORM | K_NORM => {
            if !cfg.qk_norm {
                return Err(Error::NoQkNorm);
            }
            let n = if kind == Q_NORM { cfg.q() } else { cfg.kv() };
            want_len(kind, 0, a.len(), 4 * n)?;
            want_len(kind, 1, b.len(), 0)?;
            let g = blob::ints(w, cfg.gains(kind, op.layer), 4 * hs)?;
            unpack(a)
                .chunks(hs as usize)
                .flat_map(|h| arith::rmsnorm(h, &g, cfg.eps as u128))
                .collect()
        }
        ROPE => {
            want_len(kind, 0, a.len(), 4 * (cfg.heads + cfg.kv_heads) * hs)?;
            want_len(kind, 1, b.len(), 0)?;
            let half = 4 * (hs / 2);
            let cos = blob::ints(w, cfg.cos() + k * half, half)?;
            let sin = blob::ints(w, cfg.sin() + k * half, half)?;
            let mut v = unpack(a);
            for h in v.chunks_mut(hs as usize) {
                arith::rope_head(h, &cos, &sin, cfg.half_split);
            }
            v
        }
        ATTN_RESIDUAL | FFN_RESIDUAL => {
            want_len(kind, 0, a.len(), 4 * dim)?;
            want_len(kind, 1, b.len(), 4 * dim)?;
            unpack(a)
                .iter()
                .zip(unpack(b))
                .map(|(&x, y)| clamp(x as i128 + y as i128))
                .collect()
        }
        SWIGLU => {
            let (a, b) = (slice(a, lo, hi)?, slice(b, lo, hi)?);
            if a.is_empty() || a.len() as u64 > 4 * cfg.hidden {
                return Err(Error::BadOpInput { kind, input: 0 });
            }
            want_len(kind, 1, b.len(), a.len() as u64)?;
            let tab = blob::ints(w, 0, 2048)?;
            let mut out = Vec::with_capacity(a.len() / 4);
            for (x, y) in unpack(a).into_iter().zip(unpack(b)) {
                out.push(arith::swiglu_one(&tab, cfg.log2e as i128, x, y)?);
            }
            out
        }
        ARGMAX => {
            want_len(kind, 0, a.len(), 4 * cfg.vocab)?;
            want_len(kind, 1, b.len(), 0)?;
            vec![arith::argmax(&unpack(a)) as i32]
        }
        _ => return Err(Error::BadWitness("op kind")),
    };
    Ok(pack(&out))
}

/// Where a matvec chunk leaf starts (EngineStep.Chunk): its rows, the anchor
/// r it chains from, and for an op of more than P rows its block frontier.
struct Chunk {
    lo: u64,
    hi: u64,
    r: Hash,
    f: Option<Frontier>,
}

fn chunk_anchor(w: &Witness, l: &Leaf, c_prev: Hash) -> Result<Chunk, Error> {
    let op = &l.op;
    let lo = if l.c == 1 { 0 } else { l.i * op.chunk };
    let hi = if l.c == 1 || lo + op.chunk > op.out {
        op.out
    } else {
        lo + op.chunk
    };
    if l.c > 1 && op.out > P as u64 {
        let f = Frontier::new(log2_ceil(op.out.div_ceil(16)), lo / 16, &w.chunk_hashes)?;
        let r = if l.i == 0 {
            c_prev
        } else {
            keccak(&[&c_prev, &word(l.i - 1), &f.root()])
        };
        return Ok(Chunk {
            lo,
            hi,
            r,
            f: Some(f),
        });
    }
    if w.chunk_hashes.len() as u64 != l.i {
        return Err(Error::BadWitness("chunk hashes"));
    }
    Ok(Chunk {
        lo,
        hi,
        r: chain(c_prev, &w.chunk_hashes),
        f: None,
    })
}

/// The chunk leaf of packed rows.
fn chunk_leaf(w: &Witness, l: &Leaf, c_prev: &Hash, ch: Chunk, rows: &[u8]) -> Result<Hash, Error> {
    if let Some(mut f) = ch.f {
        f.append(rows)?;
        return Ok(keccak(&[c_prev, &word(l.i), &f.root()]));
    }
    if l.c == 1 {
        return Ok(op_leaf(w, &ch.r, l.j, &op_hash(rows)?));
    }
    Ok(keccak(&[&ch.r, &word(l.i), &op_hash(rows)?]))
}

fn check_inputs(w: &Witness, op: &Op) -> Result<(), Error> {
    if op_hash(&w.a)? != op_hash_at(w, op.src_a)? {
        return Err(Error::InputMismatch(op.src_a));
    }
    if !w.b.is_empty() {
        return Err(Error::BadWitness("b"));
    }
    Ok(())
}

/// A matvec chunk leaf: its rows from the whole input, or a column range leaf.
fn matvec_leaf(
    cfg: &Config,
    w: &Witness,
    l: &Leaf,
    c_prev: Hash,
    pre: &Hash,
) -> Result<Hash, Error> {
    let ch = chunk_anchor(w, l, c_prev)?;
    if cfg.cols(l.op.kind) > COL_RANGE {
        return columns(cfg, w, l, c_prev, pre, ch);
    }
    opens(&ch.r, pre)?;
    check_inputs(w, &l.op)?;
    let rows = matvec_rows(cfg, w, l.op.kind, l.op.layer, ch.lo, ch.hi, &unpack(&w.a))?;
    chunk_leaf(w, l, &c_prev, ch, &pack(&rows))
}

/// Rows lo … hi − 1 of a matvec (SPEC.md §4.3) on input a, from the 16-row
/// column blocks holding them.
fn matvec_rows(
    cfg: &Config,
    w: &Witness,
    kind: u8,
    layer: u64,
    lo: u64,
    hi: u64,
    a: &[i32],
) -> Result<Vec<i32>, Error> {
    let m = cfg.matrix(kind, layer)?;
    if a.len() as u64 != m.cols {
        return Err(Error::BadWitness("matvec"));
    }
    if lo >= hi || hi > m.rows {
        return Err(Error::BadWitness("matvec rows"));
    }
    let r0 = lo / 16 * 16;
    let n = hi.div_ceil(16).saturating_mul(16).min(m.rows) - r0;
    let scales = blob::read(w, m.sec + 4 * r0, 4 * n)?;
    let words = blob::read(
        w,
        cfg.blocks(&m) + r0 / 16 * m.cols * 32,
        n.div_ceil(16) * m.cols * 32,
    )?;
    let mut out = Vec::with_capacity((hi - lo) as usize);
    for r in lo..hi {
        let e = (r - r0) as usize;
        let block = &words[e / 16 * m.cols as usize * 32..];
        let acc: i128 = a
            .iter()
            .enumerate()
            .map(|(c, &x)| weight(&block[32 * c..], e % 16) * x as i128)
            .sum();
        out.push(rescale(
            acc,
            u32::from_be_bytes(scales[4 * e..4 * e + 4].try_into().unwrap()),
        )?);
    }
    Ok(out)
}

/// A leaf of a matvec chunk's column range level (SPEC.md §8.4).
fn columns(
    cfg: &Config,
    w: &Witness,
    l: &Leaf,
    c_prev: Hash,
    pre: &Hash,
    ch: Chunk,
) -> Result<Hash, Error> {
    let s = l.x;
    if w.seg_hashes.len() as u64 != s {
        return Err(Error::BadWitness("segment hashes"));
    }
    opens(&chain(ch.r, &w.seg_hashes), pre)?;
    let rows = ch.hi - ch.lo;
    if w.seg_prev.len() as u64 != if s == 0 { 0 } else { rows } {
        return Err(Error::BadWitness("segment prev"));
    }
    if s != 0 {
        check_state(&w.seg_hashes, s - 1, &w.seg_prev)?;
    }
    let m = cfg.matrix(l.op.kind, l.op.layer)?;
    let prev: Vec<i128> = w.seg_prev.iter().map(to_i128).collect::<Result<_, _>>()?;
    if s == m.cols.div_ceil(COL_RANGE) {
        // the seal: the rows' scale words applied to the final sums
        let sc = blob::read(w, m.sec + 4 * ch.lo, 4 * rows)?;
        let out: Vec<i32> = prev
            .iter()
            .zip(sc.chunks_exact(4))
            .map(|(&acc, s)| rescale(acc, u32::from_be_bytes(s.try_into().unwrap())))
            .collect::<Result<_, _>>()?;
        return chunk_leaf(w, l, &c_prev, ch, &pack(&out));
    }
    check_inputs(w, &l.op)?;
    let mut sums = if s == 0 {
        vec![0i128; rows as usize]
    } else {
        prev
    };
    let c0 = s * COL_RANGE;
    let n = (m.cols - c0).min(COL_RANGE);
    let words = blob::read(
        w,
        cfg.blocks(&m) + ch.lo / 16 * m.cols * 32 + 32 * c0,
        32 * n,
    )?;
    let a = unpack(slice(&w.a, c0, c0 + n)?);
    for (e, sum) in sums.iter_mut().enumerate() {
        let d: i128 = a
            .iter()
            .enumerate()
            .map(|(c, &x)| weight(&words[32 * c..], e) * x as i128)
            .sum();
        *sum = sum.checked_add(d).ok_or(Error::Overflow)?;
    }
    Ok(keccak(&[pre, &word(s), &hash::state_hash(&sums)]))
}

/// The op seal of a matvec of more than P rows (SPEC.md §8.3).
fn long_seal(w: &Witness, l: &Leaf, c_prev: Hash, pre: &Hash) -> Result<Hash, Error> {
    if w.chunk_hashes.len() != 1 || !w.full.is_empty() {
        return Err(Error::BadWitness("op seal"));
    }
    opens(&keccak(&[&c_prev, &word(l.c - 1), &w.chunk_hashes[0]]), pre)?;
    Ok(op_leaf(w, &c_prev, l.j, &w.chunk_hashes[0]))
}

/// Leaf C of a chunked op: h_j from the whole output, checked against the chunk chain.
fn op_seal(w: &Witness, l: &Leaf, c_prev: Hash, pre: &Hash) -> Result<Hash, Error> {
    let op = &l.op;
    if w.chunk_hashes.len() as u64 != l.c || w.full.len() as u64 != 4 * op.out {
        return Err(Error::BadWitness("op seal"));
    }
    for (x, h) in w.chunk_hashes.iter().enumerate() {
        let lo = x as u64 * op.chunk;
        let hi = (lo + op.chunk).min(op.out);
        if packed_hash(&w.full, lo as usize, hi as usize)? != *h {
            return Err(Error::BadWitness("chunk"));
        }
    }
    opens(&chain(c_prev, &w.chunk_hashes), pre)?;
    Ok(op_leaf(w, &c_prev, l.j, &op_hash(&w.full)?))
}

/// A leaf of an argmax over vocab > P logits (SPEC.md §8.3).
fn long_argmax(
    cfg: &Config,
    w: &Witness,
    l: &Leaf,
    c_prev: Hash,
    pre: &Hash,
) -> Result<Hash, Error> {
    let s = l.x;
    let (vocab, p) = (cfg.vocab, P as u64);
    if w.seg_hashes.len() as u64 != s {
        return Err(Error::BadWitness("segment hashes"));
    }
    opens(&chain(c_prev, &w.seg_hashes), pre)?;
    if w.seg_prev.len() != if s == 0 { 0 } else { 2 } {
        return Err(Error::BadWitness("segment prev"));
    }
    let (mut m, mut idx) = (0i128, 0i128);
    if s != 0 {
        check_state(&w.seg_hashes, s - 1, &w.seg_prev)?;
        (m, idx) = (to_i128(&w.seg_prev[0])?, to_i128(&w.seg_prev[1])?);
    }
    let lo = s * p;
    if lo >= vocab {
        let i = i32::try_from(idx).map_err(|_| Error::NotInt32)?;
        return Ok(op_leaf(w, &c_prev, l.j, &op_hash(&pack(&[i]))?));
    }
    // the range's logits: their blocks' height-8 node along the siblings folds to the classifier's op hash
    let n = (vocab - lo).min(p);
    let depth = log2_ceil(vocab.div_ceil(16));
    if w.a.len() as u64 != 4 * n {
        return Err(Error::BadWitness("logits range"));
    }
    if w.siblings.len() as u32 != depth - 8 {
        return Err(Error::BadWitness("siblings"));
    }
    let node = hash::block_root(&w.a, 0, n as usize, 8)?;
    if hash::path(node, s, &w.siblings, 0, (depth - 8) as usize)? != op_hash_at(w, l.op.src_a)? {
        return Err(Error::InputMismatch(l.op.src_a));
    }
    for (e, v) in unpack(&w.a).into_iter().enumerate() {
        if (s == 0 && e == 0) || v as i128 > m {
            (m, idx) = (v as i128, (lo + e as u64) as i128);
        }
    }
    Ok(keccak(&[pre, &word(s), &hash::state_hash(&[m, idx])]))
}
