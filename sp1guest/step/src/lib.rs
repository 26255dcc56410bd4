//! deepcall's one-step re-execution (inference/SPEC.md §8) as a `no_std`,
//! float-free crate: from the same witness bytes the on-chain `EngineStep`
//! takes (contracts/src/EngineStep.sol, KvStep.sol), it checks every opening
//! the contract checks (the op chain, chunk and segment chains, the weight
//! pieces against the blob root, the KV multiproofs) and returns the leaf's
//! post-state, or the contract's error.
//!
//! The request is [`Request`]'s encoding: the model header, the game's
//! [`Context`], the leaf's path, the agreed pre-state, then the witness (see
//! [`Request::decode`]). Integers are exact: values are `i128` where the
//! contract keeps `int256`; a witness word beyond `i128` (never in an honest
//! witness: the widest honest state, an attention accumulator, is below
//! 2^78) is refused with [`Error::Overflow`].
#![no_std]

extern crate alloc;

mod abi;
mod arith;
mod blob;
mod error;
pub mod forward;
mod hash;
mod kv;
mod request;
mod shape;
mod step;

pub use error::Error;
pub use hash::{keccak, Hash};
pub use request::{Context, Request};
pub use shape::Config;

/// Re-executes the leaf a request names and returns its post-state: the
/// value `EngineStep.step` returns for the same inputs.
pub fn run(req: &[u8]) -> Result<Hash, Error> {
    let r = Request::decode(req)?;
    step::step(&r)
}

/// OpHash (SPEC.md §8) of an op's output.
pub fn op_hash(v: &[i32]) -> Hash {
    hash::op_hash(&arith::pack(v)).expect("a whole vector is in range")
}

/// The arithmetic of SPEC.md §3–4, for callers that check the per-op vectors.
pub mod ops {
    pub use crate::arith::{
        argmax, attention_head, clamp, exp2neg, isqrt, rescale, rmsnorm, rope_head, rsr, score,
        shl, swiglu_one,
    };
}
