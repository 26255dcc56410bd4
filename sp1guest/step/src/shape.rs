//! The model header, the op list of a step (SPEC.md §8), the game's chunking
//! (bisection.StepOps) and the blob's section offsets (SPEC.md §5): what
//! EngineStep derives from its constructor's config.
use crate::Error;

/// The model header (SPEC.md §2.1) and what the step contracts read of the
/// manifest: the blob's size and root, and the matvec chunking.
#[derive(Debug, Clone)]
pub struct Config {
    pub dim: u64,
    pub hidden: u64,
    pub layers: u64,
    pub heads: u64,
    pub kv_heads: u64,
    pub head_size: u64,
    pub vocab: u64,
    pub seq_len: u64,
    pub half_split: bool,
    pub qk_norm: bool,
    pub tied: bool,
    pub eps: u64,
    pub isq: u64,
    pub log2e: u64,
    pub blob_size: u64,
    pub chunk_macs: u64,
    pub blob_root: [u8; 32],
}

// op kinds: IQ16Engine.runOp's numbering
pub const EMBED: u8 = 0;
pub const ATTN_NORM: u8 = 1;
pub const WQ: u8 = 2;
pub const WK: u8 = 3;
pub const WV: u8 = 4;
pub const Q_NORM: u8 = 5;
pub const K_NORM: u8 = 6;
pub const ROPE: u8 = 7;
pub const ATTENTION: u8 = 8;
pub const WO: u8 = 9;
pub const ATTN_RESIDUAL: u8 = 10;
pub const FFN_NORM: u8 = 11;
pub const W1: u8 = 12;
pub const W3: u8 = 13;
pub const SWIGLU: u8 = 14;
pub const W2: u8 = 15;
pub const FFN_RESIDUAL: u8 = 16;
pub const FINAL_NORM: u8 = 17;
pub const CLASSIFIER: u8 = 18;
pub const ARGMAX: u8 = 19;

/// The columns of one range of a wide matvec chunk (SPEC.md §8.4).
pub const COL_RANGE: u64 = 512;
/// The values of one SwiGLU chunk (bisection.SwiGLUChunk).
pub const SWIGLU_CHUNK: u64 = 1024;
/// The KV leaf bytes one attention segment opens (bisection.SegmentBytes).
pub const SEGMENT_BYTES: u64 = 16384;
/// The op ids meaning "no such input".
pub const NONE: u64 = u64::MAX;

/// One op of a step as the game sees it.
#[derive(Debug, Clone, Copy)]
pub struct Op {
    pub kind: u8,
    pub layer: u64,
    pub out: u64,
    pub chunk: u64,
    pub src_a: u64,
    pub src_a2: u64,
    pub src_b: u64,
}

impl Op {
    pub fn chunks(&self) -> u64 {
        self.out.div_ceil(self.chunk)
    }
}

/// A matrix section: its blob offset, rows and columns.
pub struct Matrix {
    pub sec: u64,
    pub rows: u64,
    pub cols: u64,
}

fn a32(n: u64) -> u64 {
    (n + 31) & !31
}

/// Bytes of a matrix section (SPEC.md §5): row scales, then ⌈rows/16⌉ column blocks.
fn msize(rows: u64, cols: u64) -> u64 {
    a32(4 * rows) + rows.div_ceil(16) * cols * 32
}

impl Config {
    /// Checks SPEC.md §2.1's limits (StepOps' constructor), so no size below can overflow.
    pub fn validate(&self) -> Result<(), Error> {
        let bad = self.dim == 0
            || self.dim > 1 << 16
            || self.hidden == 0
            || self.hidden > 1 << 16
            || self.layers == 0
            || self.layers > 1 << 10
            || self.kv_heads == 0
            || self.heads == 0
            || !self.heads.is_multiple_of(self.kv_heads)
            || self.head_size == 0
            || !self.head_size.is_multiple_of(2)
            || self.heads * self.head_size > 1 << 16
            || self.vocab == 0
            || self.vocab > 1 << 24
            || self.seq_len == 0
            || self.seq_len > 1 << 16
            || self.eps == 0
            || self.eps >= 1 << 62
            || self.isq == 0
            || self.isq > 1 << 30
            || self.log2e >= 1 << 17
            || self.blob_size == 0
            || self.blob_size > 1 << 48
            || self.chunk_macs > 1 << 32;
        if bad {
            return Err(Error::BadRequest("model header"));
        }
        Ok(())
    }

    pub fn q(&self) -> u64 {
        self.heads * self.head_size
    }

    pub fn kv(&self) -> u64 {
        self.kv_heads * self.head_size
    }

    pub fn per_layer(&self) -> u64 {
        if self.qk_norm {
            16
        } else {
            14
        }
    }

    /// The ops of step k: the classifier ops only when k + 1 ≥ the prompt length.
    pub fn op_count(&self, k: u64, prompt_len: u64) -> u64 {
        1 + self.layers * self.per_layer() + if k + 1 >= prompt_len { 3 } else { 0 }
    }

    /// B = max(1, SEGMENT_BYTES / (8·head_size)).
    pub fn segment_len(&self) -> u64 {
        (SEGMENT_BYTES / (8 * self.head_size)).max(1)
    }

    /// n = ⌈(k + 1)/B⌉, the segments of an attention head at step k.
    pub fn segments(&self, k: u64) -> u64 {
        (k + 1).div_ceil(self.segment_len())
    }

    /// The input width of a matvec kind (0: not a matvec).
    pub fn cols(&self, kind: u8) -> u64 {
        match kind {
            WQ | WK | WV | W1 | W3 | CLASSIFIER => self.dim,
            WO => self.q(),
            W2 => self.hidden,
            _ => 0,
        }
    }

    /// Op j of a step of m ops (EngineStep.opAt).
    pub fn op_at(&self, j: u64, m: u64) -> Result<Op, Error> {
        let per = self.per_layer();
        let (q, kv) = (self.q(), self.kv());
        let mut op = Op {
            kind: EMBED,
            layer: 0,
            out: self.dim,
            chunk: 0,
            src_a: NONE,
            src_a2: NONE,
            src_b: NONE,
        };
        let body = 1 + self.layers * per;
        if j == 0 {
        } else if j < body {
            op.layer = (j - 1) / per;
            let base = 1 + op.layer * per; // attn_norm
            let x_in = if op.layer == 0 { 0 } else { base - 1 };
            let mut r = j - base;
            // without QK-norm the ops after wv shift down by two
            if !self.qk_norm && r >= 4 {
                r += 2;
            }
            let sh = if self.qk_norm { 0 } else { 2 };
            let set = |op: &mut Op, kind, out, a, b| {
                op.kind = kind;
                op.out = out;
                op.src_a = a;
                op.src_b = b;
            };
            match r {
                0 => set(&mut op, ATTN_NORM, self.dim, x_in, NONE),
                1 => set(&mut op, WQ, q, base, NONE),
                2 => set(&mut op, WK, kv, base, NONE),
                3 => set(&mut op, WV, kv, base, NONE),
                4 => set(&mut op, Q_NORM, q, base + 1, NONE),
                5 => set(&mut op, K_NORM, kv, base + 2, NONE),
                6 => {
                    set(&mut op, ROPE, q + kv, base + 1, NONE);
                    if self.qk_norm {
                        (op.src_a, op.src_a2) = (base + 4, base + 5);
                    } else {
                        op.src_a2 = base + 2;
                    }
                }
                7 => set(&mut op, ATTENTION, q, base + 6 - sh, NONE),
                8 => set(&mut op, WO, self.dim, base + 7 - sh, NONE),
                9 => set(&mut op, ATTN_RESIDUAL, self.dim, x_in, base + 8 - sh),
                10 => set(&mut op, FFN_NORM, self.dim, base + 9 - sh, NONE),
                11 => set(&mut op, W1, self.hidden, base + 10 - sh, NONE),
                12 => set(&mut op, W3, self.hidden, base + 10 - sh, NONE),
                13 => set(&mut op, SWIGLU, self.hidden, base + 11 - sh, base + 12 - sh),
                14 => set(&mut op, W2, self.dim, base + 13 - sh, NONE),
                _ => set(
                    &mut op,
                    FFN_RESIDUAL,
                    self.dim,
                    base + 9 - sh,
                    base + 14 - sh,
                ),
            }
        } else {
            let f = j - body;
            if m != body + 3 || f > 2 {
                return Err(Error::BadPath { level: 1, index: j });
            }
            let (kind, out) = [
                (FINAL_NORM, self.dim),
                (CLASSIFIER, self.vocab),
                (ARGMAX, 1),
            ][f as usize];
            (op.kind, op.out, op.src_a) = (kind, out, j - 1);
        }
        op.chunk = self.chunk_of(&op);
        Ok(op)
    }

    /// bisection.StepOps' chunking.
    fn chunk_of(&self, op: &Op) -> u64 {
        let cols = self.cols(op.kind);
        let chunk = if cols != 0 {
            // whole 16-row blocks (a step reads a block's words whole), one at least
            let macs = if self.chunk_macs == 0 {
                4096
            } else {
                self.chunk_macs
            };
            (16 * (macs / (16 * cols))).max(16)
        } else {
            match op.kind {
                Q_NORM | K_NORM | ROPE | ATTENTION => self.head_size,
                SWIGLU => SWIGLU_CHUNK,
                EMBED => COL_RANGE,
                _ => op.out,
            }
        };
        chunk.min(op.out)
    }

    /// The leaves inside leaf i of op (C chunks) at step k (EngineStep._inner).
    pub fn inner(&self, op: &Op, c: u64, i: u64, k: u64) -> u64 {
        if op.kind == ATTENTION && (c == 1 || i < c) {
            return self.segments(k).saturating_mul(3).saturating_add(1);
        }
        let cols = self.cols(op.kind);
        if cols > COL_RANGE && (c == 1 || i < c) {
            return cols.div_ceil(COL_RANGE) + 1;
        }
        if op.kind == ARGMAX && self.vocab > crate::hash::P as u64 {
            return self.vocab.div_ceil(crate::hash::P as u64) + 1;
        }
        1
    }

    // SPEC.md §5 section offsets

    fn rope_bytes(&self) -> u64 {
        a32(4 * (self.seq_len * self.head_size / 2))
    }

    /// Blob offset of rope_cos (rope_sin follows at sin()).
    pub fn cos(&self) -> u64 {
        2048
    }

    pub fn sin(&self) -> u64 {
        2048 + self.rope_bytes()
    }

    pub fn embed(&self) -> u64 {
        2048 + 2 * self.rope_bytes()
    }

    fn layer0(&self) -> u64 {
        self.embed() + msize(self.vocab, self.dim)
    }

    /// Offsets inside a layer: wq, wk, wv, q_norm, wo, ffn_norm, w1, w3, w2, and the layer's stride.
    fn layer_offsets(&self) -> [u64; 10] {
        let (q, kv) = (self.q(), self.kv());
        let mut o = [0u64; 10];
        let mut lo = a32(4 * self.dim);
        let sizes = [
            msize(q, self.dim),
            msize(kv, self.dim),
            msize(kv, self.dim),
            if self.qk_norm {
                2 * a32(4 * self.head_size)
            } else {
                0
            },
            msize(self.dim, q),
            a32(4 * self.dim),
            msize(self.hidden, self.dim),
            msize(self.hidden, self.dim),
            msize(self.dim, self.hidden),
        ];
        for (x, s) in sizes.iter().enumerate() {
            o[x] = lo;
            lo += s;
        }
        o[9] = lo;
        o
    }

    fn layer_base(&self, layer: u64) -> u64 {
        self.layer0() + layer * self.layer_offsets()[9]
    }

    /// The norm gains' offset of a norm kind (attn_norm, ffn_norm, final_norm, q_norm, k_norm).
    pub fn gains(&self, kind: u8, layer: u64) -> u64 {
        let base = self.layer_base(layer);
        let o = self.layer_offsets();
        match kind {
            ATTN_NORM => base,
            FFN_NORM => base + o[5],
            Q_NORM => base + o[3],
            K_NORM => base + o[3] + a32(4 * self.head_size),
            _ => self.layer_base(self.layers), // final_norm
        }
    }

    /// The matrix section of a matvec kind (EngineStep._matrix).
    pub fn matrix(&self, kind: u8, layer: u64) -> Result<Matrix, Error> {
        let cols = self.cols(kind);
        if cols == 0 || layer >= self.layers {
            return Err(Error::BadWitness("matvec"));
        }
        let base = self.layer_base(layer);
        let o = self.layer_offsets();
        let (sec, rows) = match kind {
            WQ => (base + o[0], self.q()),
            WK => (base + o[1], self.kv()),
            WV => (base + o[2], self.kv()),
            WO => (base + o[4], self.dim),
            W1 => (base + o[6], self.hidden),
            W3 => (base + o[7], self.hidden),
            W2 => (base + o[8], self.dim),
            _ => {
                let cls = if self.tied {
                    self.embed()
                } else {
                    self.layer_base(self.layers) + a32(4 * self.dim)
                };
                (cls, self.vocab)
            }
        };
        Ok(Matrix { sec, rows, cols })
    }

    /// The blob offset of a matrix's column blocks.
    pub fn blocks(&self, m: &Matrix) -> u64 {
        m.sec + a32(4 * m.rows)
    }
}
