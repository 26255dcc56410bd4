//! The C ABI over deepcall-step, for the Go engine (cgo): one call per step.
//! Panics are caught here and come back as errors; nothing unwinds into C.
use std::panic::{catch_unwind, AssertUnwindSafe};

/// The step ran: `out` holds the 32-byte post-state.
pub const DEEPCALL_STEP_OK: i32 = 0;
/// The step was refused (the witness, path or request is wrong): `err` says why.
pub const DEEPCALL_STEP_REFUSED: i32 = 1;
/// The step panicked (a bug in this crate): `err` holds the panic message.
pub const DEEPCALL_STEP_PANIC: i32 = 2;
/// A null pointer where a buffer was needed.
pub const DEEPCALL_STEP_BAD_CALL: i32 = 3;

/// Re-executes the step a request names (deepcall_step::Request's encoding).
///
/// # Safety
/// `req` must point to `len` readable bytes, `out` to 32 writable bytes and
/// `err` to `err_cap` writable bytes (the message is NUL-terminated and
/// truncated to fit).
#[no_mangle]
pub unsafe extern "C" fn deepcall_step(
    req: *const u8,
    len: usize,
    out: *mut u8,
    err: *mut u8,
    err_cap: usize,
) -> i32 {
    if (req.is_null() && len != 0) || out.is_null() {
        return DEEPCALL_STEP_BAD_CALL;
    }
    let input: &[u8] = if len == 0 {
        &[]
    } else {
        std::slice::from_raw_parts(req, len)
    };
    let res = catch_unwind(AssertUnwindSafe(|| deepcall_step::run(input)));
    let (code, msg) = match res {
        Ok(Ok(h)) => {
            std::ptr::copy_nonoverlapping(h.as_ptr(), out, 32);
            return DEEPCALL_STEP_OK;
        }
        Ok(Err(e)) => (DEEPCALL_STEP_REFUSED, e.to_string()),
        Err(p) => {
            let m = p
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| p.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown panic".into());
            (DEEPCALL_STEP_PANIC, m)
        }
    };
    if !err.is_null() && err_cap > 0 {
        let n = msg.len().min(err_cap - 1);
        std::ptr::copy_nonoverlapping(msg.as_ptr(), err, n);
        *err.add(n) = 0;
    }
    code
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(req: &[u8]) -> (i32, String) {
        let mut out = [0u8; 32];
        let mut err = [0u8; 64];
        let code = unsafe {
            deepcall_step(
                req.as_ptr(),
                req.len(),
                out.as_mut_ptr(),
                err.as_mut_ptr(),
                err.len(),
            )
        };
        let end = err.iter().position(|&b| b == 0).unwrap_or(err.len());
        (code, String::from_utf8_lossy(&err[..end]).into_owned())
    }

    #[test]
    fn bad_requests_come_back_named() {
        assert_eq!(
            call(&[]),
            (
                DEEPCALL_STEP_REFUSED,
                "BadRequest: shorter than its header".into()
            )
        );
        let (code, msg) = call(&[0u8; 26 * 32 + 10]);
        assert_eq!(
            (code, msg.as_str()),
            (DEEPCALL_STEP_REFUSED, "BadRequest: model header")
        );
        let code = unsafe {
            deepcall_step(
                std::ptr::null(),
                0,
                std::ptr::null_mut(),
                std::ptr::null_mut(),
                0,
            )
        };
        assert_eq!(code, DEEPCALL_STEP_BAD_CALL);
    }
}
