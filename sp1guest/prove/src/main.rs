//! A core (STARK) proof of deepcall's SP1 guest on one request frame, on
//! CPU with SP1's sequential prover (one shard prover, shards proven one
//! after another), then verified. Prints the cycles, the shards and the
//! seconds of each phase; run it under `/usr/bin/time -v` for peak memory.
//!
//!   deepcall-sp1-prove GUEST.elf REQUEST
use std::sync::Arc;
use std::time::Instant;

use slop_basefold::FriConfig;
use sp1_core_executor::{Program, SP1Context, SP1CoreOpts};
use sp1_core_machine::{io::SP1Stdin, riscv::RiscvAir, utils::prove_core};
use sp1_hypercube::{
    prover::{CpuShardProver, SP1InnerPcsProver, SimpleProver},
    SP1InnerPcs, ShardVerifier,
};
use sp1_primitives::SP1GlobalContext;

// SP1's core shard parameters (sp1-prover's CORE_LOG_STACKING_HEIGHT and
// CORE_MAX_LOG_ROW_COUNT).
const LOG_STACKING_HEIGHT: u32 = 21;
const MAX_LOG_ROW_COUNT: usize = 22;

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() != 2 {
        eprintln!("usage: deepcall-sp1-prove GUEST.elf REQUEST");
        std::process::exit(2);
    }
    let elf = std::fs::read(&args[0])
        .unwrap_or_else(|e| panic!("reading the guest ELF {}: {e}", args[0]));
    let req =
        std::fs::read(&args[1]).unwrap_or_else(|e| panic!("reading the request {}: {e}", args[1]));
    let program = Arc::new(Program::from(&elf).expect("loading the guest ELF"));
    let mut stdin = SP1Stdin::new();
    stdin.write_vec(req);

    let verifier = ShardVerifier::from_basefold_parameters(
        FriConfig::default_fri_config(),
        LOG_STACKING_HEIGHT,
        MAX_LOG_ROW_COUNT,
        RiscvAir::machine(),
    );
    let shard_prover = CpuShardProver::<SP1GlobalContext, SP1InnerPcs, SP1InnerPcsProver, _>::new(
        verifier.clone(),
    );
    let prover = SimpleProver::new(verifier, shard_prover);

    let t = Instant::now();
    let (pk, vk) = prover.setup(program.clone()).await;
    let pk = unsafe { pk.into_inner() };
    let setup_s = t.elapsed().as_secs_f64();

    let t = Instant::now();
    let (proof, cycles) = prove_core(
        &prover,
        pk,
        program,
        stdin,
        SP1CoreOpts::default(),
        SP1Context::default(),
    )
    .await
    .expect("core proof");
    let prove_s = t.elapsed().as_secs_f64();

    let t = Instant::now();
    prover.verify(&vk, &proof).expect("the core proof verifies");
    let verify_s = t.elapsed().as_secs_f64();
    println!(
        "{{\"cycles\":{cycles},\"shards\":{},\"setup_s\":{setup_s:.2},\"prove_s\":{prove_s:.2},\"verify_s\":{verify_s:.2}}}",
        proof.shard_proofs.len()
    );
}
