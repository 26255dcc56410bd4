//! Runs deepcall's SP1 guest ELF in SP1's executor (`sp1-core-executor`'s
//! MinimalExecutor, the one SP1's prover starts from) on request frames, and
//! prints one JSON line per frame: the instructions executed (SP1's cycles),
//! the exit code, the public values and whether their SHA-256 is the digest
//! the guest committed.
//!
//!   deepcall-sp1-run GUEST.elf REQUEST...
use std::process::ExitCode;
use std::sync::Arc;

use sha2::{Digest, Sha256};
use sp1_core_executor::{MinimalExecutorEnum, Program};

struct Run {
    cycles: u64,
    exit: u32,
    public_values: Vec<u8>,
    digest_ok: bool,
    committed: Vec<u8>,
}

fn execute(program: &Arc<Program>, request: &[u8]) -> Run {
    let mut ex = MinimalExecutorEnum::new(program.clone(), false, None);
    ex.with_input(request);
    while !ex.is_done() {
        ex.execute_chunk();
    }
    let public_values = ex.public_values_stream().clone();
    let sum = Sha256::digest(&public_values);
    let committed: Vec<u8> = ex
        .public_value_digest()
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .collect();
    Run {
        cycles: ex.global_clk(),
        exit: ex.exit_code(),
        digest_ok: committed[..] == sum[..],
        committed,
        public_values,
    }
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 2 {
        eprintln!("usage: deepcall-sp1-run GUEST.elf REQUEST...");
        return ExitCode::from(2);
    }
    let elf = match std::fs::read(&args[0]) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("reading the guest ELF {}: {e}", args[0]);
            return ExitCode::FAILURE;
        }
    };
    let program = match Program::from(&elf) {
        Ok(p) => Arc::new(p),
        Err(e) => {
            eprintln!("loading the guest ELF {}: {e}", args[0]);
            return ExitCode::FAILURE;
        }
    };
    let elf_sha256 = hex(&Sha256::digest(&elf));
    for path in &args[1..] {
        let req = match std::fs::read(path) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("reading the request {path}: {e}");
                return ExitCode::FAILURE;
            }
        };
        let t = std::time::Instant::now();
        let r = execute(&program, &req);
        println!(
            "{{\"request\":\"{}\",\"elf_sha256\":\"{}\",\"cycles\":{},\"exit_code\":{},\"public_values\":\"{}\",\"digest_ok\":{},\"committed_digest\":\"{}\",\"execute_ms\":{:.3}}}",
            path.replace('\\', "\\\\").replace('"', "\\\""),
            elf_sha256,
            r.cycles,
            r.exit,
            hex(&r.public_values),
            r.digest_ok,
            hex(&r.committed),
            t.elapsed().as_secs_f64() * 1e3
        );
    }
    ExitCode::SUCCESS
}
