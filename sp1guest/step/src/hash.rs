//! The hashing rules of SPEC.md §6.2, §7 and §8: keccak256, 32-byte words,
//! Merkle roots and paths, range multiproofs, VectorHash and OpHash.
use alloc::vec;
use alloc::vec::Vec;
#[cfg(not(feature = "zkvm-keccak"))]
use tiny_keccak::{Hasher, Keccak};

use crate::Error;

/// A keccak256 hash or any 32-byte word.
pub type Hash = [u8; 32];

/// P of SPEC.md §8: OpHash of a longer vector is the root of its 16-value blocks.
pub const P: usize = 4096;

/// keccak256 of the parts' concatenation.
pub fn keccak(parts: &[&[u8]]) -> Hash {
    #[cfg(feature = "zkvm-keccak")]
    let mut k = Sponge::new();
    #[cfg(not(feature = "zkvm-keccak"))]
    let mut k = Keccak::v256();
    for p in parts {
        k.update(p);
    }
    let mut out = [0u8; 32];
    k.finalize(&mut out);
    out
}

/// keccak256's sponge (rate 136 bytes, Keccak padding) over keccak-f[1600]:
/// with the `zkvm-keccak` feature the permutation is the zkVM's precompile
/// (`deepcall_keccak_permute`, which the guest program defines), far fewer
/// cycles than the permutation in RISC-V instructions.
pub struct Sponge {
    st: [u64; 25],
    buf: [u8; 136],
    n: usize,
}

#[cfg(feature = "zkvm-keccak")]
extern "C" {
    fn deepcall_keccak_permute(st: *mut [u64; 25]);
}

fn permute(st: &mut [u64; 25]) {
    #[cfg(feature = "zkvm-keccak")]
    // SAFETY: the guest's permutation reads and writes the 25 lanes only.
    unsafe {
        deepcall_keccak_permute(st)
    };
    #[cfg(not(feature = "zkvm-keccak"))]
    tiny_keccak::keccakf(st);
}

impl Sponge {
    pub fn new() -> Sponge {
        Sponge {
            st: [0; 25],
            buf: [0; 136],
            n: 0,
        }
    }

    fn absorb(&mut self) {
        for (lane, b) in self.st.iter_mut().zip(self.buf.chunks_exact(8)) {
            *lane ^= u64::from_le_bytes(b.try_into().unwrap());
        }
        permute(&mut self.st);
        self.n = 0;
    }

    pub fn update(&mut self, mut b: &[u8]) {
        while !b.is_empty() {
            let k = (136 - self.n).min(b.len());
            self.buf[self.n..self.n + k].copy_from_slice(&b[..k]);
            self.n += k;
            b = &b[k..];
            if self.n == 136 {
                self.absorb();
            }
        }
    }

    pub fn finalize(mut self, out: &mut [u8; 32]) {
        self.buf[self.n..].fill(0);
        self.buf[self.n] ^= 0x01;
        self.buf[135] ^= 0x80;
        self.absorb();
        for (o, lane) in out.chunks_exact_mut(8).zip(self.st.iter()) {
            o.copy_from_slice(&lane.to_le_bytes());
        }
    }
}

impl Default for Sponge {
    fn default() -> Self {
        Sponge::new()
    }
}

pub fn hash2(a: &Hash, b: &Hash) -> Hash {
    keccak(&[a, b])
}

/// v as a 32-byte big-endian word.
pub fn word(v: u64) -> Hash {
    let mut w = [0u8; 32];
    w[24..].copy_from_slice(&v.to_be_bytes());
    w
}

/// v as a 256-bit two's complement word.
pub fn iword(v: i128) -> Hash {
    let mut w = if v < 0 { [0xff; 32] } else { [0; 32] };
    w[16..].copy_from_slice(&v.to_be_bytes());
    w
}

/// A word as u64, if it fits.
pub fn to_u64(w: &Hash) -> Option<u64> {
    if w[..24].iter().any(|&b| b != 0) {
        return None;
    }
    Some(u64::from_be_bytes(w[24..].try_into().unwrap()))
}

/// An int256 word as i128, if it fits.
pub fn to_i128(w: &Hash) -> Result<i128, Error> {
    let sign = if w[16] & 0x80 != 0 { 0xff } else { 0 };
    if w[..16].iter().any(|&b| b != sign) {
        return Err(Error::Overflow);
    }
    Ok(i128::from_be_bytes(w[16..].try_into().unwrap()))
}

/// keccak256 of int256 words (Solidity's abi.encodePacked(int256[])): a segment state's hash.
pub fn state_hash(v: &[i128]) -> Hash {
    #[cfg(feature = "zkvm-keccak")]
    let mut k = Sponge::new();
    #[cfg(not(feature = "zkvm-keccak"))]
    let mut k = Keccak::v256();
    for &x in v {
        k.update(&iword(x));
    }
    let mut out = [0u8; 32];
    k.finalize(&mut out);
    out
}

/// ⌈log₂ n⌉ (0 for n ≤ 1).
pub fn log2_ceil(n: u64) -> u32 {
    let mut d = 0;
    while d < 64 && (1u64 << d) < n {
        d += 1;
    }
    d
}

/// The §6.2 Merkle root: zero leaves up to a power of two, a single leaf its own root.
pub fn merkle_root(leaves: &[Hash]) -> Hash {
    if leaves.is_empty() {
        return [0; 32];
    }
    let mut level = leaves.to_vec();
    let mut empty = [0u8; 32];
    while level.len() > 1 {
        if level.len() % 2 == 1 {
            level.push(empty);
        }
        level = level.chunks(2).map(|p| hash2(&p[0], &p[1])).collect();
        empty = hash2(&empty, &empty);
    }
    level[0]
}

/// u chained with hs: u ← keccak256(u ‖ x ‖ hs[x]) for each x.
pub fn chain(mut u: Hash, hs: &[Hash]) -> Hash {
    for (x, h) in hs.iter().enumerate() {
        u = keccak(&[&u, &word(x as u64), h]);
    }
    u
}

/// The root above `node` at index i along proof[from … from + n − 1], bottom up.
pub fn path(mut node: Hash, i: u64, proof: &[Hash], from: usize, n: usize) -> Result<Hash, Error> {
    let sibs = proof
        .get(from..from + n)
        .ok_or(Error::BadWitness("siblings"))?;
    for (d, s) in sibs.iter().enumerate() {
        node = if d < 64 && (i >> d) & 1 == 1 {
            hash2(s, &node)
        } else {
            hash2(&node, s)
        };
    }
    Ok(node)
}

/// The root of a tree of `depth` from its leaves lo … hi − 1 (keccak256 of each
/// leaf_len-byte slice of data) and their range multiproof in proof from word
/// `used` (per height: the left neighbour when the range starts on a right
/// child, then the right neighbour when it ends on a left child). Returns the
/// root and the first proof word after it.
pub fn range_root(
    data: &[u8],
    leaf_len: usize,
    mut lo: u64,
    mut hi: u64,
    proof: &[Hash],
    mut used: usize,
    depth: u32,
) -> Result<(Hash, usize), Error> {
    // a range past 2^depth would fold to the root of the first 2^depth leaves alone
    if depth >= 64 || hi > 1u64 << depth || lo >= hi {
        return Err(Error::BadWitness("kv range"));
    }
    let n = (hi - lo) as usize;
    if data.len() < n * leaf_len {
        return Err(Error::BadWitness("kv range"));
    }
    let mut nodes: Vec<Hash> = data
        .chunks(leaf_len)
        .take(n)
        .map(|l| keccak(&[l]))
        .collect();
    for _ in 0..depth {
        if lo & 1 == 1 {
            let s = *proof.get(used).ok_or(Error::BadWitness("siblings"))?;
            used += 1;
            nodes.insert(0, s);
            lo -= 1;
        }
        if hi & 1 == 1 {
            let s = *proof.get(used).ok_or(Error::BadWitness("siblings"))?;
            used += 1;
            nodes.push(s);
            hi += 1;
        }
        nodes = nodes.chunks(2).map(|p| hash2(&p[0], &p[1])).collect();
        lo /= 2;
        hi /= 2;
    }
    Ok((nodes[0], used))
}

/// VectorHash of values lo … hi − 1 of a packed vector (int32 big-endian).
pub fn packed_hash(v: &[u8], lo: usize, hi: usize) -> Result<Hash, Error> {
    if lo > hi || 4 * hi > v.len() {
        return Err(Error::BadWitness("vector range"));
    }
    Ok(keccak(&[&v[4 * lo..4 * hi]]))
}

/// OpHash (SPEC.md §8) of values lo … hi − 1 of a packed vector.
pub fn op_hash_of(v: &[u8], lo: usize, hi: usize) -> Result<Hash, Error> {
    if lo > hi || 4 * hi > v.len() {
        return Err(Error::BadWitness("vector range"));
    }
    if hi - lo <= P {
        return packed_hash(v, lo, hi);
    }
    block_root(v, lo, hi, log2_ceil((hi - lo).div_ceil(16) as u64))
}

/// OpHash of a whole packed vector.
pub fn op_hash(v: &[u8]) -> Result<Hash, Error> {
    op_hash_of(v, 0, v.len() / 4)
}

/// The root at `depth` of the tree whose leaves are the VectorHashes of the
/// 16-value blocks of packed values lo … hi − 1, zero leaves after them.
pub fn block_root(v: &[u8], lo: usize, hi: usize, depth: u32) -> Result<Hash, Error> {
    if lo > hi || 4 * hi > v.len() {
        return Err(Error::BadWitness("vector range"));
    }
    let blocks: Vec<Hash> = v[4 * lo..4 * hi].chunks(64).map(|b| keccak(&[b])).collect();
    if (depth as usize) < 64 && blocks.len() as u64 > 1u64 << depth {
        return Err(Error::BadWitness("vector range"));
    }
    if blocks.is_empty() {
        return Ok([0; 32]); // as the contract's fold of no blocks
    }
    let mut level = blocks;
    let mut z = [0u8; 32];
    for _ in 0..depth {
        if level.len() % 2 == 1 {
            level.push(z);
        }
        level = level.chunks(2).map(|p| hash2(&p[0], &p[1])).collect();
        z = hash2(&z, &z);
    }
    Ok(level[0])
}

/// A block tree's frontier: f[d] for each 1 bit d of the block count b (the
/// root of the 2^d blocks ending at b's prefix above d), per SPEC.md §8.3.
pub struct Frontier {
    pub f: Vec<Hash>,
    pub b: u64,
    pub depth: u32,
}

impl Frontier {
    pub fn new(depth: u32, b: u64, hashes: &[Hash]) -> Result<Frontier, Error> {
        let mut f = vec![[0u8; 32]; depth as usize + 1];
        let mut used = 0;
        for d in 0..depth {
            if d < 64 && (b >> d) & 1 == 1 && used < hashes.len() {
                f[d as usize] = hashes[used];
                used += 1;
            }
        }
        if used != hashes.len() || used as u32 != b.count_ones() {
            return Err(Error::BadWitness("chunk hashes"));
        }
        Ok(Frontier { f, b, depth })
    }

    /// Appends the 16-value blocks of packed rows (the last may be shorter).
    pub fn append(&mut self, rows: &[u8]) -> Result<(), Error> {
        for blk in rows.chunks(64) {
            let mut node = keccak(&[blk]);
            let mut d = 0;
            while (self.b >> d) & 1 == 1 {
                node = hash2(&self.f[d], &node);
                d += 1;
            }
            *self.f.get_mut(d).ok_or(Error::BadWitness("chunk hashes"))? = node;
            self.b += 1;
        }
        Ok(())
    }

    /// The root at depth of the first b blocks, zero leaves after them.
    pub fn root(&self) -> Hash {
        if self.depth < 64 && self.b == 1u64 << self.depth {
            return self.f[self.depth as usize];
        }
        let (mut node, mut z) = ([0u8; 32], [0u8; 32]);
        for d in 0..self.depth as usize {
            node = if (self.b >> d) & 1 == 1 {
                hash2(&self.f[d], &node)
            } else {
                hash2(&node, &z)
            };
            z = hash2(&z, &z);
        }
        node
    }
}

#[cfg(test)]
mod sponge_test {
    use super::*;

    /// The sponge equals tiny-keccak's keccak256 on lengths around the rate.
    #[test]
    fn sponge_is_keccak256() {
        let data: Vec<u8> = (0..700u32).map(|i| (i * 7 + 3) as u8).collect();
        for n in [0, 1, 31, 32, 135, 136, 137, 271, 272, 273, 700] {
            for split in [0, n / 3, n] {
                let mut s = Sponge::new();
                s.update(&data[..split]);
                s.update(&data[split..n]);
                let mut got = [0u8; 32];
                s.finalize(&mut got);
                let mut k = tiny_keccak::Keccak::v256();
                tiny_keccak::Hasher::update(&mut k, &data[..n]);
                let mut want = [0u8; 32];
                tiny_keccak::Hasher::finalize(k, &mut want);
                assert_eq!(got, want, "length {n}, split {split}");
            }
        }
    }
}
