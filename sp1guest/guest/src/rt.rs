//! The guest's runtime: entry point, stack, a bump allocator, and SP1's
//! syscalls (an `ecall` with the code in t0, arguments in a0–a2, the
//! result back in t0), enough for SP1's executor and prover to run it;
//! keccak-f through SP1's precompile.
use alloc::vec::Vec;
use core::alloc::{GlobalAlloc, Layout};
use core::arch::{asm, global_asm};

const HALT: u64 = 0x00;
const WRITE: u64 = 0x02;
const COMMIT: u64 = 0x10;
const COMMIT_DEFERRED_PROOFS: u64 = 0x1A;
const KECCAK_PERMUTE: u64 = 0x00_01_01_09;
const HINT_LEN: u64 = 0xF0;
const HINT_READ: u64 = 0xF1;
const FD_STDERR: u64 = 2;
// SP1 numbers its file descriptors from 10 (sp1-primitives LOWEST_ALLOWED_FD): 3 + 10
const FD_PUBLIC_VALUES: u64 = 13;

// SP1 maps the stack below the image (its STACK_TOP, 0x7800_0000) and loads
// the image at 0x7800_0000 and above.
global_asm!(
    ".section .text._start",
    ".globl _start",
    "_start:",
    ".option push",
    ".option norelax",
    "la gp, __global_pointer$",
    ".option pop",
    "li sp, 0x78000000",
    "call __deepcall_entry",
);

#[no_mangle]
extern "C" fn __deepcall_entry() -> ! {
    extern "Rust" {
        fn main();
    }
    // SAFETY: main is the guest's, defined once in main.rs.
    unsafe { main() };
    halt(0)
}

/// The public values hashed so far (SP1 commits their SHA-256 at halt).
static mut PUBLIC: crate::sha256::Sha256 = crate::sha256::Sha256::new();

fn write(fd: u64, b: &[u8]) {
    // SAFETY: the executor reads b.len() bytes at b's address.
    unsafe {
        asm!("ecall", in("t0") WRITE, in("a0") fd, in("a1") b.as_ptr(), in("a2") b.len());
    }
}

/// Appends bytes to the public values.
pub fn commit(b: &[u8]) {
    write(FD_PUBLIC_VALUES, b);
    // SAFETY: one thread.
    unsafe { (*core::ptr::addr_of_mut!(PUBLIC)).update(b) };
}

/// Ends the program: the public values' digest and an empty deferred-proof
/// digest are committed word by word, as SP1's verifier expects.
pub fn halt(code: u64) -> ! {
    // SAFETY: one thread.
    let digest = unsafe { (*core::ptr::addr_of_mut!(PUBLIC)).finish() };
    for i in 0..8u64 {
        let w = u32::from_le_bytes(
            digest[4 * i as usize..4 * i as usize + 4]
                .try_into()
                .unwrap(),
        );
        unsafe {
            asm!("ecall", in("t0") COMMIT, in("a0") i, in("a1") w as u64);
            asm!("ecall", in("t0") COMMIT_DEFERRED_PROOFS, in("a0") i, in("a1") 0u64);
        }
    }
    unsafe { asm!("ecall", in("t0") HALT, in("a0") code, options(noreturn)) }
}

/// The next input buffer the host wrote (SP1's stdin, one `write_vec`).
pub fn read_input() -> Vec<u8> {
    let len: u64;
    unsafe { asm!("ecall", inlateout("t0") HINT_LEN => len, in("a0") 0u64, in("a1") 0u64) };
    if len == u64::MAX {
        panic!("no input");
    }
    let len = len as usize;
    // the executor writes whole 8-byte words, one past the last full one
    let mut v: Vec<u8> = Vec::with_capacity(len.div_ceil(8) * 8 + 8);
    unsafe {
        asm!("ecall", in("t0") HINT_READ, in("a0") v.as_mut_ptr(), in("a1") len);
        v.set_len(len);
    }
    v
}

/// keccak-f[1600] on 25 lanes in place: SP1's precompile, which the step
/// crate's sponge calls (its `zkvm-keccak` feature).
#[no_mangle]
extern "C" fn deepcall_keccak_permute(st: *mut [u64; 25]) {
    // SAFETY: st is 25 aligned lanes the executor reads and writes in place.
    unsafe { asm!("ecall", in("t0") KECCAK_PERMUTE, in("a0") st, in("a1") 0u64) };
}

struct Bump;

static mut HEAP: usize = 0;

unsafe impl GlobalAlloc for Bump {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        extern "C" {
            static _end: u8;
        }
        let heap = core::ptr::addr_of_mut!(HEAP);
        if *heap == 0 {
            *heap = core::ptr::addr_of!(_end) as usize;
        }
        let p = (*heap + l.align() - 1) & !(l.align() - 1);
        *heap = p + l.size();
        p as *mut u8
    }
    // a step's program is short: memory is never given back
    unsafe fn dealloc(&self, _: *mut u8, _: Layout) {}
}

#[global_allocator]
static ALLOC: Bump = Bump;

#[panic_handler]
fn panic(info: &core::panic::PanicInfo) -> ! {
    use core::fmt::Write;
    struct Stderr;
    impl core::fmt::Write for Stderr {
        fn write_str(&mut self, s: &str) -> core::fmt::Result {
            write(FD_STDERR, s.as_bytes());
            Ok(())
        }
    }
    let _ = writeln!(Stderr, "{info}");
    unsafe { asm!("ecall", in("t0") HALT, in("a0") 1u64, options(noreturn)) }
}
