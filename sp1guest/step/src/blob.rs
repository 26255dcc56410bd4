//! Weight bytes from the witness's piece runs (SPEC.md §6.3, §8.4): checked
//! against the blob root once, then read by blob offset.
use crate::abi::Witness;
use crate::hash::{log2_ceil, range_root, to_u64, Hash};
use crate::Error;

/// The piece length of SPEC.md §6.3.
pub const PIECE: u64 = 1024;

/// Checks the piece runs (EngineStepBase._checkPieces): together they fill
/// `pieces` exactly, and each run's leaves fold with its multiproof to the root.
pub fn check_pieces(w: &Witness, blob_size: u64, want: &Hash) -> Result<(), Error> {
    let runs = &w.piece_runs;
    if !runs.len().is_multiple_of(2) {
        return Err(Error::BadWitness("piece runs"));
    }
    let depth = log2_ceil(blob_size.div_ceil(PIECE));
    let total = w.pieces.len() as u64;
    let (mut from, mut used) = (0u64, 0usize);
    for r in runs.chunks(2) {
        let n = to_u64(&r[1]).ok_or(Error::BadWitness("pieces"))?;
        if n == 0 || n > total / PIECE || from + n * PIECE > total {
            return Err(Error::BadWitness("pieces"));
        }
        let lo = to_u64(&r[0]).ok_or(Error::BadWitness("kv range"))?;
        let hi = lo.checked_add(n).ok_or(Error::BadWitness("kv range"))?;
        let data = &w.pieces[from as usize..(from + n * PIECE) as usize];
        let (root, u) = range_root(data, PIECE as usize, lo, hi, &w.piece_proof, used, depth)?;
        used = u;
        if root != *want {
            return Err(Error::WeightsMismatch);
        }
        from += n * PIECE;
    }
    if from != total || used != w.piece_proof.len() {
        return Err(Error::BadWitness("pieces"));
    }
    Ok(())
}

/// The len blob bytes at off, from the one (checked) run that holds them all.
pub fn read(w: &Witness, off: u64, len: u64) -> Result<&[u8], Error> {
    let mut pos = 0u64;
    for r in w.piece_runs.chunks(2) {
        let (Some(first), Some(n)) = (to_u64(&r[0]), to_u64(&r[1])) else {
            break;
        };
        let (start, size) = (first * PIECE, n * PIECE);
        if off >= start && off + len <= start + size {
            let at = (pos + off - start) as usize;
            return Ok(&w.pieces[at..at + len as usize]);
        }
        pos += size;
    }
    Err(Error::WeightsMissing { off, len })
}

/// The len/4 big-endian int32 values at blob offset off.
pub fn ints(w: &Witness, off: u64, len: u64) -> Result<alloc::vec::Vec<i32>, Error> {
    Ok(crate::arith::unpack(read(w, off, len)?))
}
