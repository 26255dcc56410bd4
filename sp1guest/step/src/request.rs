//! The request frame: what EngineStep knows besides the witness (its
//! constructor's config, the engine's blob root and size, the game's
//! context), the leaf's path and the agreed pre-state.
use alloc::vec::Vec;

use crate::abi::Witness;
use crate::hash::{to_u64, Hash};
use crate::shape::Config;
use crate::Error;

/// IOneStep's StepContext.
#[derive(Debug, Clone)]
pub struct Context {
    pub manifest: Hash,
    pub input: Hash,
    pub steps: u64,
    pub prompt_len: u64,
}

/// One step to re-execute.
#[derive(Debug)]
pub struct Request {
    pub cfg: Config,
    pub ctx: Context,
    pub path: [u64; 4],
    pub pre: Hash,
    pub witness: Witness,
}

/// Words before the witness bytes.
pub const HEADER_WORDS: usize = 26;

impl Request {
    /// Decodes a request: 26 big-endian 32-byte words, then the witness
    /// (`abi.encode(Witness)`, exactly the bytes EngineStep.step takes):
    ///
    /// ```text
    ///  0 dim        1 hidden_dim  2 layers     3 heads      4 kv_heads
    ///  5 head_size  6 vocab       7 seq_len    8 rope_layout 9 qk_norm
    /// 10 tied      11 eps        12 isq       13 log2e     14 blob_size
    /// 15 chunk_macs (0: 4096)    16 blob_root 17 manifest  18 input
    /// 19 steps     20 prompt_len 21–24 path (step, op, chunk, leaf)
    /// 25 pre
    /// ```
    pub fn decode(b: &[u8]) -> Result<Request, Error> {
        if b.len() < 32 * HEADER_WORDS {
            return Err(Error::BadRequest("shorter than its header"));
        }
        let w: Vec<Hash> = b[..32 * HEADER_WORDS]
            .chunks_exact(32)
            .map(|w| w.try_into().unwrap())
            .collect();
        let n = |i: usize| to_u64(&w[i]).ok_or(Error::BadRequest("header word past 64 bits"));
        let flag = |i: usize| match n(i)? {
            0 => Ok(false),
            1 => Ok(true),
            _ => Err(Error::BadRequest("flag not 0 or 1")),
        };
        let cfg = Config {
            dim: n(0)?,
            hidden: n(1)?,
            layers: n(2)?,
            heads: n(3)?,
            kv_heads: n(4)?,
            head_size: n(5)?,
            vocab: n(6)?,
            seq_len: n(7)?,
            half_split: flag(8)?,
            qk_norm: flag(9)?,
            tied: flag(10)?,
            eps: n(11)?,
            isq: n(12)?,
            log2e: n(13)?,
            blob_size: n(14)?,
            chunk_macs: n(15)?,
            blob_root: w[16],
        };
        cfg.validate()?;
        let ctx = Context {
            manifest: w[17],
            input: w[18],
            steps: n(19)?,
            prompt_len: n(20)?,
        };
        // a path index past 64 bits names no leaf
        let p = |i: usize| {
            to_u64(&w[i]).ok_or(Error::BadPath {
                level: 4,
                index: u64::MAX,
            })
        };
        let path = [p(21)?, p(22)?, p(23)?, p(24)?];
        let witness = Witness::decode(&b[32 * HEADER_WORDS..])?;
        Ok(Request {
            cfg,
            ctx,
            path,
            pre: w[25],
            witness,
        })
    }
}
