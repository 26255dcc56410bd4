//! The integer primitives and ops of SPEC.md §3–4, exact in i128.
use alloc::vec::Vec;

use crate::Error;

/// A = 2^31 − 1, the clamp bound of SPEC.md §3.1.
pub const MAX_ACT: i128 = (1 << 31) - 1;

/// clamp(v) = min(max(v, −A), A).
pub fn clamp(v: i128) -> i32 {
    v.clamp(-MAX_ACT, MAX_ACT) as i32
}

/// rsr(v, s) = ⌊(v + 2^(s−1)) / 2^s⌋ for s ≥ 1, v for s = 0 (SPEC.md §3.1),
/// without forming v + 2^(s−1) (no overflow near i128's ends).
pub fn rsr(v: i128, s: u32) -> i128 {
    match s {
        0 => v,
        1..=127 => (v >> s) + ((v >> (s - 1)) & 1),
        _ => 0, // |v| < 2^127 ≤ 2^(s−1): the rounded quotient is 0
    }
}

/// v·2^s for s ≥ 0 (rsr with a negative shift), checked.
pub fn shl(v: i128, s: u32) -> Result<i128, Error> {
    if v == 0 {
        return Ok(0);
    }
    if s >= 127 || v.unsigned_abs().leading_zeros() <= s + 1 {
        return Err(Error::Overflow);
    }
    Ok(v << s)
}

/// ⌊√n⌋.
pub fn isqrt(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    let mut x = 1u128 << ((128 - n.leading_zeros()).div_ceil(2));
    loop {
        let y = (x + n / x) / 2;
        if y >= x {
            return x;
        }
        x = y;
    }
}

/// exp2neg(z) of SPEC.md §3.2 over tables `tab` (exp2_hi ‖ exp2_lo, 512 values).
pub fn exp2neg(tab: &[i32], z: u128) -> Result<i128, Error> {
    let n = z >> 16;
    if n >= 31 {
        return Ok(0);
    }
    let (hi, lo) = (
        tab[((z >> 8) & 0xff) as usize],
        tab[256 + (z & 0xff) as usize],
    );
    if hi < 0 || lo < 0 {
        return Err(Error::BadWitness("exp tables"));
    }
    Ok(rsr(hi as i128 * lo as i128, 30) >> n)
}

/// s_t = clamp(rsr(rsr(Σ q_i·k_i, 16)·isq, 30)), the attention score of §4.5.
pub fn score(q: &[i32], k: impl Iterator<Item = i32>, isq: i128) -> i32 {
    let d: i128 = q.iter().zip(k).map(|(&a, b)| a as i128 * b as i128).sum();
    clamp(rsr(rsr(d, 16) * isq, 30))
}

/// RMSNorm of SPEC.md §4.2 with gains g (Q16) and eps.
pub fn rmsnorm(x: &[i32], g: &[i32], eps: u128) -> Vec<i32> {
    let n = x.len() as u128;
    let ss: u128 = x.iter().map(|&v| (v as i128 * v as i128) as u128).sum();
    let ms = (ss << 16) / n + eps;
    let inv = ((1u128 << 56) / isqrt(ms)) as i128;
    x.iter()
        .zip(g)
        .map(|(&v, &gi)| clamp(rsr(rsr(v as i128 * inv, 32) * gi as i128, 16)))
        .collect()
}

/// RoPE of one head (SPEC.md §4.4) in place, with the position's cos and sin rows.
pub fn rope_head(head: &mut [i32], cos: &[i32], sin: &[i32], half_split: bool) {
    let half = head.len() / 2;
    for i in 0..half {
        let (a, b) = if half_split {
            (i, i + half)
        } else {
            (2 * i, 2 * i + 1)
        };
        let (v0, v1) = (head[a] as i128, head[b] as i128);
        let (c, s) = (cos[i] as i128, sin[i] as i128);
        head[a] = clamp(rsr(v0 * c - v1 * s, 30));
        head[b] = clamp(rsr(v0 * s + v1 * c, 30));
    }
}

/// One value of SwiGLU (SPEC.md §4.6): gate h1, up h3.
pub fn swiglu_one(tab: &[i32], log2e: i128, h1: i32, h3: i32) -> Result<i32, Error> {
    let v = h1 as i128;
    let e = exp2neg(tab, rsr(v.abs() * log2e, 16) as u128)?;
    let mut sig = (1i128 << 60) / ((1i128 << 30) + e);
    if v < 0 {
        sig = (1 << 30) - sig;
    }
    let g = rsr(v * sig, 30);
    Ok(clamp(rsr(g * h3 as i128, 16)))
}

/// The signed weight in lane `row` (0 … 15) of a 32-byte column word (SPEC.md §5).
pub fn weight(word: &[u8], row: usize) -> i128 {
    u16::from_be_bytes([word[2 * row], word[2 * row + 1]]) as i128 - 32768
}

/// out_r = 0 if M = 0, else clamp(rsr(acc·M, R)) (SPEC.md §4.3), from a
/// scale word M·2^8 + R.
pub fn rescale(acc: i128, scale: u32) -> Result<i32, Error> {
    let m = (scale >> 8) as i128;
    if m == 0 {
        return Ok(0);
    }
    let p = acc.checked_mul(m).ok_or(Error::Overflow)?;
    Ok(clamp(rsr(p, scale & 0xff)))
}

/// Big-endian int32 values of a packed vector.
pub fn unpack(v: &[u8]) -> Vec<i32> {
    v.chunks_exact(4)
        .map(|b| i32::from_be_bytes([b[0], b[1], b[2], b[3]]))
        .collect()
}

/// Values as int32 big-endian.
pub fn pack(v: &[i32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_be_bytes()).collect()
}

/// One query head's attention (SPEC.md §4.5) over the positions' keys and
/// values (its KV head's slices), with the exp2 tables `tab`.
pub fn attention_head(
    q: &[i32],
    keys: &[&[i32]],
    vals: &[&[i32]],
    isq: i128,
    log2e: i128,
    tab: &[i32],
) -> Result<Vec<i32>, Error> {
    let scores: Vec<i32> = keys
        .iter()
        .map(|k| score(q, k.iter().copied(), isq))
        .collect();
    let m = *scores
        .iter()
        .max()
        .ok_or(Error::BadRequest("attention over no position"))? as i128;
    let e: Vec<i128> = scores
        .iter()
        .map(|&s| exp2neg(tab, rsr((m - s as i128) * log2e, 16) as u128))
        .collect::<Result<_, _>>()?;
    let sum: i128 = e.iter().sum();
    if sum < 1 {
        return Err(Error::BadRequest("exp tables: a zero softmax denominator"));
    }
    let mut acc = alloc::vec![0i128; q.len()];
    for (et, v) in e.iter().zip(vals) {
        let p = (et << 30) / sum;
        for (a, &x) in acc.iter_mut().zip(v.iter()) {
            *a += p * x as i128;
        }
    }
    Ok(acc.into_iter().map(|a| clamp(rsr(a, 30))).collect())
}

/// The lowest index of the maximum (SPEC.md §4.8); 0 for no values.
pub fn argmax(v: &[i32]) -> usize {
    let mut best = 0;
    for (i, &x) in v.iter().enumerate() {
        if x > v[best] {
            best = i;
        }
    }
    best
}
