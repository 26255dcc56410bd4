//! The whole-token forward pass of SPEC.md §7–8 over a model's weight blob
//! (§5), with the KV trees and the checkpoint chain: a small model's token
//! (stories260K) re-executed as one program.
use alloc::vec;
use alloc::vec::Vec;

use crate::arith::{self, clamp, rescale, rsr, shl, unpack, weight};
use crate::hash::{hash2, keccak, log2_ceil, merkle_root, word, Hash};
use crate::shape::*;
use crate::Error;

/// A model: its header and its weight blob, read in place.
pub struct Model<'a> {
    cfg: Config,
    blob: &'a [u8],
    tab: Vec<i32>,
}

impl<'a> Model<'a> {
    pub fn new(cfg: Config, blob: &'a [u8]) -> Result<Model<'a>, Error> {
        cfg.validate()?;
        let tab = unpack(
            blob.get(..2048)
                .ok_or(Error::BadRequest("blob shorter than its exp tables"))?,
        );
        Ok(Model { cfg, blob, tab })
    }

    pub fn config(&self) -> &Config {
        &self.cfg
    }

    fn bytes(&self, off: u64, len: u64) -> Result<&'a [u8], Error> {
        let end = off.checked_add(len).ok_or(Error::BadRequest("blob"))?;
        self.blob
            .get(off as usize..end as usize)
            .ok_or(Error::BadRequest("blob shorter than its header implies"))
    }

    fn ints(&self, off: u64, len: u64) -> Result<Vec<i32>, Error> {
        Ok(unpack(self.bytes(off, 4 * len)?))
    }

    /// W·a (SPEC.md §4.3) for a matvec kind.
    fn matvec(&self, kind: u8, layer: u64, a: &[i32]) -> Result<Vec<i32>, Error> {
        let m = self.cfg.matrix(kind, layer)?;
        let scales = self.bytes(m.sec, 4 * m.rows)?;
        let words = self.bytes(self.cfg.blocks(&m), m.rows.div_ceil(16) * m.cols * 32)?;
        let blk = m.cols as usize * 32;
        (0..m.rows as usize)
            .map(|r| {
                let block = &words[r / 16 * blk..];
                let acc: i128 = a
                    .iter()
                    .enumerate()
                    .map(|(c, &x)| weight(&block[32 * c..], r % 16) * x as i128)
                    .sum();
                rescale(
                    acc,
                    u32::from_be_bytes(scales[4 * r..4 * r + 4].try_into().unwrap()),
                )
            })
            .collect()
    }

    /// Embed (SPEC.md §4.1) of token t.
    fn embed(&self, t: u64) -> Result<Vec<i32>, Error> {
        let c = &self.cfg;
        let sw = u32::from_be_bytes(self.bytes(c.embed() + 4 * t, 4)?.try_into().unwrap());
        let words = self.bytes(
            c.embed() + ((4 * c.vocab + 31) & !31) + t / 16 * c.dim * 32,
            c.dim * 32,
        )?;
        let (m, sh) = ((sw >> 8) as i128, (sw & 0xff) as i64 - 16);
        words
            .chunks_exact(32)
            .map(|w| {
                let v = weight(w, (t % 16) as usize) * m;
                Ok(clamp(if sh > 0 {
                    rsr(v, sh as u32)
                } else {
                    shl(v, (-sh) as u32)?
                }))
            })
            .collect()
    }

    fn norm(&self, kind: u8, layer: u64, x: &[i32], width: u64) -> Result<Vec<i32>, Error> {
        let g = self.ints(self.cfg.gains(kind, layer), width)?;
        Ok(x.chunks(width as usize)
            .flat_map(|h| arith::rmsnorm(h, &g, self.cfg.eps as u128))
            .collect())
    }
}

/// The KV cache, its trees (SPEC.md §7.3) and the checkpoint chain of one request.
pub struct Run<'m, 'a> {
    model: &'m Model<'a>,
    keys: Vec<Vec<Vec<i32>>>, // [layer][position]
    vals: Vec<Vec<Vec<i32>>>,
    trees: Vec<Vec<Hash>>, // per (layer, KV head), heap order: node 1 the root, leaves from 2^D
    depth: u32,
    link: Hash,
}

/// input_hash of SPEC.md §7.4.
pub fn input_hash(prompt: &[u64], n: u64) -> Hash {
    let mut b = Vec::with_capacity(32 * (prompt.len() + 2));
    b.extend_from_slice(&word(n));
    b.extend_from_slice(&word(prompt.len() as u64));
    for &x in prompt {
        b.extend_from_slice(&word(x));
    }
    keccak(&[&b])
}

/// link_−1 = keccak256(keccak256("deepcall/checkpoint/v1") ‖ manifest ‖ input_hash).
pub fn genesis(manifest: &Hash, input: &Hash) -> Hash {
    keccak(&[&keccak(&[b"deepcall/checkpoint/v1"]), manifest, input])
}

impl<'m, 'a> Run<'m, 'a> {
    /// An empty cache at the request's genesis link.
    pub fn new(
        model: &'m Model<'a>,
        manifest: &Hash,
        prompt: &[u64],
        n: u64,
    ) -> Result<Self, Error> {
        let c = &model.cfg;
        if prompt.is_empty()
            || n == 0
            || prompt.len() as u64 + n - 1 > c.seq_len
            || prompt.iter().any(|&x| x >= c.vocab)
        {
            return Err(Error::BadRequest("request outside the model"));
        }
        let depth = log2_ceil(c.seq_len);
        let mut tree = vec![[0u8; 32]; 2 << depth];
        // unset leaves are zero hashes; each level above holds its height's empty root
        for d in (0..depth).rev() {
            let empty = hash2(&tree[1 << (d + 1)], &tree[1 << (d + 1)]);
            tree[1 << d..2 << d].fill(empty);
        }
        let l = c.layers as usize;
        Ok(Run {
            model,
            keys: vec![Vec::new(); l],
            vals: vec![Vec::new(); l],
            trees: vec![tree; l * c.kv_heads as usize],
            depth,
            link: genesis(manifest, &input_hash(prompt, n)),
        })
    }

    /// The last link.
    pub fn link(&self) -> Hash {
        self.link
    }

    fn kv_root(&self) -> Hash {
        let h = self.model.cfg.kv_heads as usize;
        let layers: Vec<Hash> = self
            .trees
            .chunks(h)
            .map(|ts| merkle_root(&ts.iter().map(|t| t[1]).collect::<Vec<_>>()))
            .collect();
        merkle_root(&layers)
    }

    fn set_leaf(&mut self, l: usize, p: usize) {
        let c = &self.model.cfg;
        let hs = c.head_size as usize;
        for h in 0..c.kv_heads as usize {
            let mut b = arith::pack(&self.keys[l][p][h * hs..(h + 1) * hs]);
            b.extend(arith::pack(&self.vals[l][p][h * hs..(h + 1) * hs]));
            let t = &mut self.trees[l * c.kv_heads as usize + h];
            let mut x = (1usize << self.depth) + p;
            t[x] = keccak(&[&b]);
            while x > 1 {
                x /= 2;
                t[x] = hash2(&t[2 * x], &t[2 * x + 1]);
            }
        }
    }

    /// Step p on input token x (SPEC.md §8): every op's output to `trace` in
    /// order, the KV cache and trees set at p; returns the argmax when the
    /// step classifies. The caller chains the link with `seal`.
    pub fn forward(
        &mut self,
        p: u64,
        x: u64,
        classify: bool,
        trace: &mut dyn FnMut(&[i32]),
    ) -> Result<Option<u64>, Error> {
        let m = self.model;
        let c = &m.cfg;
        let (hs, q_dim) = (c.head_size as usize, c.q() as usize);
        if p >= c.seq_len || x >= c.vocab || self.keys[0].len() as u64 != p {
            return Err(Error::BadRequest("step out of order"));
        }
        let mut xs = m.embed(x)?;
        trace(&xs);
        for l in 0..c.layers {
            let li = l as usize;
            let xb = m.norm(ATTN_NORM, l, &xs, c.dim)?;
            trace(&xb);
            let mut q = m.matvec(WQ, l, &xb)?;
            trace(&q);
            let mut k = m.matvec(WK, l, &xb)?;
            trace(&k);
            let v = m.matvec(WV, l, &xb)?;
            trace(&v);
            if c.qk_norm {
                q = m.norm(Q_NORM, l, &q, c.head_size)?;
                trace(&q);
                k = m.norm(K_NORM, l, &k, c.head_size)?;
                trace(&k);
            }
            let half = c.head_size / 2;
            let cos = m.ints(c.cos() + 4 * p * half, half)?;
            let sin = m.ints(c.sin() + 4 * p * half, half)?;
            let mut qk = q;
            qk.extend_from_slice(&k);
            for h in qk.chunks_mut(hs) {
                arith::rope_head(h, &cos, &sin, c.half_split);
            }
            trace(&qk);
            self.keys[li].push(qk[q_dim..].to_vec());
            self.vals[li].push(v.clone());
            let g = (c.heads / c.kv_heads) as usize;
            let mut o = Vec::with_capacity(q_dim);
            for h in 0..c.heads as usize {
                let kh = h / g;
                let ks: Vec<&[i32]> = self.keys[li]
                    .iter()
                    .map(|r| &r[kh * hs..(kh + 1) * hs])
                    .collect();
                let vs: Vec<&[i32]> = self.vals[li]
                    .iter()
                    .map(|r| &r[kh * hs..(kh + 1) * hs])
                    .collect();
                o.extend(arith::attention_head(
                    &qk[h * hs..(h + 1) * hs],
                    &ks,
                    &vs,
                    c.isq as i128,
                    c.log2e as i128,
                    &m.tab,
                )?);
            }
            trace(&o);
            let a = m.matvec(WO, l, &o)?;
            trace(&a);
            xs = xs
                .iter()
                .zip(&a)
                .map(|(&u, &w)| clamp(u as i128 + w as i128))
                .collect();
            trace(&xs);
            let xb = m.norm(FFN_NORM, l, &xs, c.dim)?;
            trace(&xb);
            let h1 = m.matvec(W1, l, &xb)?;
            trace(&h1);
            let h3 = m.matvec(W3, l, &xb)?;
            trace(&h3);
            let hid: Vec<i32> = h1
                .iter()
                .zip(&h3)
                .map(|(&u, &w)| arith::swiglu_one(&m.tab, c.log2e as i128, u, w))
                .collect::<Result<_, _>>()?;
            trace(&hid);
            let a = m.matvec(W2, l, &hid)?;
            trace(&a);
            xs = xs
                .iter()
                .zip(&a)
                .map(|(&u, &w)| clamp(u as i128 + w as i128))
                .collect();
            trace(&xs);
            self.set_leaf(li, p as usize);
        }
        if !classify {
            return Ok(None);
        }
        let xb = m.norm(FINAL_NORM, 0, &xs, c.dim)?;
        trace(&xb);
        let logits = m.matvec(CLASSIFIER, 0, &xb)?;
        trace(&logits);
        let best = arith::argmax(&logits);
        trace(&[best as i32]);
        Ok(Some(best as u64))
    }

    /// link_p = keccak256(link_{p−1} ‖ p ‖ x_p ‖ y_p ‖ kvroot_p), after step p.
    pub fn seal(&mut self, p: u64, x: u64, y: u64) -> Hash {
        self.link = keccak(&[&self.link, &word(p), &word(x), &word(y), &self.kv_root()]);
        self.link
    }
}

/// A whole request (SPEC.md §7): the generated tokens and every checkpoint link.
pub fn generate(
    model: &Model,
    manifest: &Hash,
    prompt: &[u64],
    n: u64,
) -> Result<(Vec<u64>, Vec<Hash>), Error> {
    let mut run = Run::new(model, manifest, prompt, n)?;
    let (l, steps) = (prompt.len() as u64, prompt.len() as u64 + n - 1);
    let (mut tokens, mut links) = (Vec::new(), Vec::new());
    let mut x = prompt[0];
    for p in 0..steps {
        let y = match run.forward(p, x, p + 1 >= l, &mut |_| {})? {
            Some(y) => {
                tokens.push(y);
                y
            }
            None => prompt[p as usize + 1],
        };
        links.push(run.seal(p, x, y));
        x = y;
    }
    Ok((tokens, links))
}
