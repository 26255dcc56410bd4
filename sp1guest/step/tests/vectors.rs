//! The conformance vectors of testdata/ (SPEC.md §9), as the Go engine's tests
//! read them: the per-op cases with edge values, and whole runs of every
//! golden model (tokens, every checkpoint, the result root, per-op traces).
use std::fs;
use std::path::{Path, PathBuf};

use deepcall_step::forward::{genesis, input_hash, Model, Run};
use deepcall_step::{op_hash, ops, Config, Hash};
use serde_json::Value;

fn testdata() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata")
}

fn json(rel: &str) -> Value {
    let p = testdata().join(rel);
    serde_json::from_str(&fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display())))
        .unwrap()
}

/// A number written as a JSON number or a decimal string.
fn int(v: &Value) -> i128 {
    match v {
        Value::String(s) => s.parse().unwrap(),
        Value::Bool(b) => *b as i128,
        _ => v
            .as_i64()
            .map(i128::from)
            .unwrap_or_else(|| v.as_u64().unwrap() as i128),
    }
}

fn i32s(v: &Value) -> Vec<i32> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| int(x) as i32)
        .collect()
}

fn hash(v: &Value) -> Hash {
    let s = v.as_str().unwrap().trim_start_matches("0x");
    let mut h = [0u8; 32];
    for (i, b) in h.iter_mut().enumerate() {
        *b = u8::from_str_radix(&s[2 * i..2 * i + 2], 16).unwrap();
    }
    h
}

fn base64(s: &str) -> Vec<u8> {
    let val = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        _ => 63,
    };
    let bits: Vec<u8> = s.bytes().filter(|&c| c != b'=').map(val).collect();
    let mut out = Vec::new();
    for q in bits.chunks(4) {
        let n = q
            .iter()
            .enumerate()
            .fold(0u32, |a, (i, &b)| a | (b as u32) << (18 - 6 * i));
        out.extend_from_slice(&n.to_be_bytes()[1..q.len()]);
    }
    out
}

fn tables() -> (Vec<i32>, i128) {
    let t = json("ops/tables.json");
    let mut tab = i32s(&t["exp2_hi"]);
    tab.extend(i32s(&t["exp2_lo"]));
    (tab, int(&t["log2e"]))
}

fn cases(name: &str) -> Vec<Value> {
    let v = json(&format!("ops/{name}.json"))
        .as_array()
        .unwrap()
        .clone();
    assert!(!v.is_empty(), "ops/{name}.json has no case");
    v
}

#[test]
fn op_vectors() {
    let mut n = 0;
    for c in cases("rsr") {
        let (v, s) = (int(&c["v"]), int(&c["s"]));
        let got = if s >= 0 {
            ops::rsr(v, s as u32)
        } else {
            ops::shl(v, (-s) as u32).unwrap()
        };
        assert_eq!(got, int(&c["out"]), "rsr {c}");
        n += 1;
    }
    for c in cases("isqrt") {
        assert_eq!(
            ops::isqrt(int(&c["n"]) as u128) as i128,
            int(&c["out"]),
            "isqrt {c}"
        );
        n += 1;
    }
    let (tab, log2e) = tables();
    for c in cases("exp2neg") {
        assert_eq!(
            ops::exp2neg(&tab, int(&c["z"]) as u128).unwrap(),
            int(&c["out"]),
            "exp2neg {c}"
        );
        n += 1;
    }
    for c in cases("rmsnorm") {
        assert_eq!(
            ops::rmsnorm(&i32s(&c["x"]), &i32s(&c["g"]), int(&c["eps"]) as u128),
            i32s(&c["out"]),
            "rmsnorm {c}"
        );
        n += 1;
    }
    for c in cases("rope") {
        let mut head = i32s(&c["head"]);
        ops::rope_head(
            &mut head,
            &i32s(&c["cos"]),
            &i32s(&c["sin"]),
            c["half_split"].as_bool().unwrap(),
        );
        assert_eq!(head, i32s(&c["out"]), "rope {c}");
        n += 1;
    }
    for c in cases("attention") {
        let q = i32s(&c["q"]);
        let keys: Vec<Vec<i32>> = c["keys"].as_array().unwrap().iter().map(i32s).collect();
        let vals: Vec<Vec<i32>> = c["values"].as_array().unwrap().iter().map(i32s).collect();
        let isq = int(&c["isq"]);
        let scores: Vec<i32> = keys
            .iter()
            .map(|k| ops::score(&q, k.iter().copied(), isq))
            .collect();
        assert_eq!(scores, i32s(&c["scores"]), "attention scores");
        let k: Vec<&[i32]> = keys.iter().map(|v| &v[..]).collect();
        let v: Vec<&[i32]> = vals.iter().map(|v| &v[..]).collect();
        assert_eq!(
            ops::attention_head(&q, &k, &v, isq, log2e, &tab).unwrap(),
            i32s(&c["out"]),
            "attention out"
        );
        n += 1;
    }
    for c in cases("swiglu") {
        let got: Vec<i32> = i32s(&c["h1"])
            .into_iter()
            .zip(i32s(&c["h3"]))
            .map(|(a, b)| ops::swiglu_one(&tab, log2e, a, b).unwrap())
            .collect();
        assert_eq!(got, i32s(&c["out"]), "swiglu");
        n += 1;
    }
    for c in cases("argmax") {
        assert_eq!(
            ops::argmax(&i32s(&c["x"])) as i128,
            int(&c["out"]),
            "argmax {c}"
        );
        n += 1;
    }
    for c in cases("matvec") {
        let (rows, cols) = (int(&c["rows"]) as usize, int(&c["cols"]) as usize);
        let (q, m, r, a) = (
            i32s(&c["q"]),
            i32s(&c["m"]),
            base64(c["r"].as_str().unwrap()),
            i32s(&c["a"]),
        );
        let got: Vec<i32> = (0..rows)
            .map(|row| {
                let acc: i128 = (0..cols)
                    .map(|col| q[row * cols + col] as i128 * a[col] as i128)
                    .sum();
                ops::rescale(acc, (m[row] as u32) << 8 | r[row] as u32).unwrap()
            })
            .collect();
        assert_eq!(got, i32s(&c["out"]), "matvec {c}");
        n += 1;
    }
    assert!(n >= 280, "{n} op cases");
    eprintln!("op vectors: {n} cases equal");
}

/// A golden model: its header and weight blob from its manifest folder.
fn model(dir: &Path) -> (Config, Vec<u8>, Hash) {
    let mf: Value =
        serde_json::from_str(&fs::read_to_string(dir.join("manifest.json")).unwrap()).unwrap();
    let c = &mf["config"];
    let u = |k: &str| int(&c[k]) as u64;
    let size = int(&mf["weights"]["size"]) as usize;
    let mut blob = Vec::new();
    for i in 0.. {
        match fs::read(dir.join(format!("chunks/{i:04}.bin"))) {
            Ok(b) => blob.extend(b),
            Err(_) => break,
        }
    }
    assert_eq!(blob.len(), size, "{}: blob size", dir.display());
    let cfg = Config {
        dim: u("dim"),
        hidden: u("hidden_dim"),
        layers: u("layers"),
        heads: u("heads"),
        kv_heads: u("kv_heads"),
        head_size: u("head_size"),
        vocab: u("vocab"),
        seq_len: u("seq_len"),
        half_split: u("rope_layout") == 1,
        qk_norm: c["qk_norm"].as_bool().unwrap(),
        tied: c["tied"].as_bool().unwrap(),
        eps: u("eps"),
        isq: u("isq"),
        log2e: u("log2e"),
        blob_size: size as u64,
        chunk_macs: 0,
        blob_root: hash(&mf["weights"]["blob_root"]),
    };
    (cfg, blob, hash(&mf["hash"]))
}

#[test]
fn whole_runs() {
    let mut models = 0;
    let mut links = 0;
    let mut traced = 0;
    for entry in fs::read_dir(testdata().join("vectors")).unwrap() {
        let path = entry.unwrap().path();
        let v: Value = serde_json::from_str(&fs::read_to_string(&path).unwrap()).unwrap();
        let name = v["model"].as_str().unwrap();
        let (cfg, blob, manifest) = model(&testdata().join("manifests").join(name));
        assert_eq!(manifest, hash(&v["manifest"]), "{name}: manifest");
        let m = Model::new(cfg, &blob).unwrap();
        for case in v["cases"].as_array().unwrap() {
            let prompt: Vec<u64> = i32s(&case["prompt"])
                .into_iter()
                .map(|x| x as u64)
                .collect();
            let n = int(&case["n"]) as u64;
            let input = input_hash(&prompt, n);
            assert_eq!(input, hash(&case["input_hash"]), "{name}: input hash");
            assert_eq!(
                genesis(&manifest, &input),
                hash(&case["genesis"]),
                "{name}: genesis"
            );
            let traces: Vec<&Value> = case["traces"]
                .as_array()
                .map(|t| t.iter().collect())
                .unwrap_or_default();
            let want_links: Vec<Hash> = case["checkpoints"]
                .as_array()
                .unwrap()
                .iter()
                .map(hash)
                .collect();
            let want_tokens: Vec<u64> = i32s(&case["tokens"])
                .into_iter()
                .map(|x| x as u64)
                .collect();
            let mut run = Run::new(&m, &manifest, &prompt, n).unwrap();
            let l = prompt.len() as u64;
            let mut x = prompt[0];
            let mut tokens = Vec::new();
            for p in 0..l + n - 1 {
                let mut hashes = Vec::new();
                let y = run
                    .forward(p, x, p + 1 >= l, &mut |out| hashes.push(op_hash(out)))
                    .unwrap();
                if let Some(t) = traces.iter().find(|t| int(&t["step"]) as u64 == p) {
                    let want: Vec<Hash> = t["ops"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|o| hash(&o["hash"]))
                        .collect();
                    assert_eq!(hashes, want, "{name}: op hashes of step {p}");
                    traced += 1;
                }
                let y = y.unwrap_or_else(|| prompt[p as usize + 1]);
                if p + 1 >= l {
                    tokens.push(y);
                }
                assert_eq!(
                    run.seal(p, x, y),
                    want_links[p as usize],
                    "{name}: checkpoint {p}"
                );
                links += 1;
                x = y;
            }
            assert_eq!(tokens, want_tokens, "{name}: tokens");
            assert_eq!(run.link(), hash(&case["root"]), "{name}: root");
        }
        models += 1;
    }
    assert!(models >= 6, "{models} golden models");
    eprintln!("whole runs: {models} models, {links} checkpoints and {traced} traced steps equal");
}
