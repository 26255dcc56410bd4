//! deepcall's one-step as an SP1 guest: reads one request frame (the bytes
//! `bisection/steprs` encodes: the model header, the game's context, the
//! leaf's path, the agreed pre-state, then EngineStep's witness), re-executes
//! it with `deepcall-step`, and commits 160 bytes of public values:
//!
//! ```text
//!   0 status   0: the step ran; 1: refused (the error is not committed)
//!  32 pre      the agreed pre-state (frame word 25)
//!  64 post     the leaf's post-state (zero when refused)
//!  96 frame    keccak256 of frame words 0–24 (model, blob root, context, path)
//! 128 witness  keccak256 of the witness bytes
//! ```
//!
//! Keccak-f runs in SP1's precompile. The runtime is our own and small (rt.rs): SP1's `sp1-zkvm` crate is not
//! needed to be run by SP1's executor, only its syscall convention.
#![no_std]
#![no_main]

extern crate alloc;

mod rt;
mod sha256;

use alloc::vec::Vec;
use deepcall_step::{keccak, Hash};

/// The frame's 26 words before the witness (deepcall_step::Request::decode).
const HEADER: usize = 32 * 26;

/// The public values of one request (see the crate's doc).
fn public_values(req: &[u8]) -> [u8; 160] {
    let mut out = [0u8; 160];
    if req.len() < HEADER {
        out[31] = 1;
        return out;
    }
    let (status, post): (u8, Hash) = match deepcall_step::run(req) {
        Ok(h) => (0, h),
        Err(_) => (1, [0u8; 32]),
    };
    out[31] = status;
    out[32..64].copy_from_slice(&req[HEADER - 32..HEADER]);
    out[64..96].copy_from_slice(&post);
    out[96..128].copy_from_slice(&keccak(&[&req[..HEADER - 32]]));
    out[128..160].copy_from_slice(&keccak(&[&req[HEADER..]]));
    out
}

#[no_mangle]
fn main() {
    let req: Vec<u8> = rt::read_input();
    let pv = public_values(&req);
    rt::commit(&pv);
    rt::halt(0);
}
