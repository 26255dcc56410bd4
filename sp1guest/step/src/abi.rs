//! Decoding `abi.encode(EngineStep.Witness)`: the witness tuple of
//! EngineStepBase.sol, as Solidity's abi.decode reads it (offsets relative to
//! the tuple, every read bounds-checked).
use alloc::vec::Vec;

use crate::hash::{to_u64, Hash};
use crate::Error;

/// EngineStepBase.Witness; words that are hashed as they stand stay raw.
#[derive(Debug, Default)]
pub struct Witness {
    pub link_prev: Hash,
    pub chain_from: Hash,
    pub op_hashes: Vec<Hash>,
    pub op_from: Hash,
    pub chunk_hashes: Vec<Hash>,
    pub a: Vec<u8>,
    pub b: Vec<u8>,
    pub full: Vec<u8>,
    pub prompt: Vec<Hash>,
    pub prev_link: Hash,
    pub prev_in: Hash,
    pub prev_out: Hash,
    pub prev_kv_root: Hash,
    pub siblings: Vec<Hash>,
    pub seg_hashes: Vec<Hash>,
    pub seg_m: Hash,
    pub seg_s: Hash,
    pub seg_prev: Vec<Hash>,
    pub kv: Vec<u8>,
    pub layer_roots: Vec<Hash>,
    pub pieces: Vec<u8>,
    pub piece_runs: Vec<Hash>,
    pub piece_proof: Vec<Hash>,
}

const FIELDS: usize = 23;

struct Reader<'a> {
    b: &'a [u8],
}

impl<'a> Reader<'a> {
    fn word(&self, at: usize) -> Result<Hash, Error> {
        let end = at.checked_add(32).ok_or(Error::BadWitness("abi"))?;
        let s = self.b.get(at..end).ok_or(Error::BadWitness("abi"))?;
        Ok(s.try_into().unwrap())
    }

    fn usize_at(&self, at: usize) -> Result<usize, Error> {
        let v = to_u64(&self.word(at)?).ok_or(Error::BadWitness("abi"))?;
        usize::try_from(v).map_err(|_| Error::BadWitness("abi"))
    }

    /// The dynamic value whose offset (relative to base) sits at head word `at`: its
    /// length and the position of its first element.
    fn tail(&self, base: usize, at: usize) -> Result<(usize, usize), Error> {
        let off = base
            .checked_add(self.usize_at(at)?)
            .ok_or(Error::BadWitness("abi"))?;
        let n = self.usize_at(off)?;
        Ok((n, off + 32))
    }

    fn bytes(&self, base: usize, at: usize) -> Result<Vec<u8>, Error> {
        let (n, p) = self.tail(base, at)?;
        let end = p.checked_add(n).ok_or(Error::BadWitness("abi"))?;
        Ok(self.b.get(p..end).ok_or(Error::BadWitness("abi"))?.to_vec())
    }

    fn words(&self, base: usize, at: usize) -> Result<Vec<Hash>, Error> {
        let (n, p) = self.tail(base, at)?;
        let len = n.checked_mul(32).ok_or(Error::BadWitness("abi"))?;
        let end = p.checked_add(len).ok_or(Error::BadWitness("abi"))?;
        let s = self.b.get(p..end).ok_or(Error::BadWitness("abi"))?;
        Ok(s.chunks_exact(32).map(|w| w.try_into().unwrap()).collect())
    }
}

impl Witness {
    pub fn decode(b: &[u8]) -> Result<Witness, Error> {
        let r = Reader { b };
        let base = r.usize_at(0)?;
        if base.checked_add(32 * FIELDS).is_none_or(|e| e > b.len()) {
            return Err(Error::BadWitness("abi"));
        }
        let h = |f: usize| base + 32 * f;
        Ok(Witness {
            link_prev: r.word(h(0))?,
            chain_from: r.word(h(1))?,
            op_hashes: r.words(base, h(2))?,
            op_from: r.word(h(3))?,
            chunk_hashes: r.words(base, h(4))?,
            a: r.bytes(base, h(5))?,
            b: r.bytes(base, h(6))?,
            full: r.bytes(base, h(7))?,
            prompt: r.words(base, h(8))?,
            prev_link: r.word(h(9))?,
            prev_in: r.word(h(10))?,
            prev_out: r.word(h(11))?,
            prev_kv_root: r.word(h(12))?,
            siblings: r.words(base, h(13))?,
            seg_hashes: r.words(base, h(14))?,
            seg_m: r.word(h(15))?,
            seg_s: r.word(h(16))?,
            seg_prev: r.words(base, h(17))?,
            kv: r.bytes(base, h(18))?,
            layer_roots: r.words(base, h(19))?,
            pieces: r.bytes(base, h(20))?,
            piece_runs: r.words(base, h(21))?,
            piece_proof: r.words(base, h(22))?,
        })
    }
}
