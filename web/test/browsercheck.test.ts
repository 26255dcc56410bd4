// The in-browser check with the real engine: web/wasm built for WebAssembly
// (web/tools/build-wasm.sh), run in Node by Go's own loader, fed the
// stories260K manifest and chunks (testdata/manifests) through a fetch that
// serves them as the deployment would, and the golden vector's answer
// (testdata/vectors/stories260K.json) as the landed one.
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runInThisContext } from "node:vm";
import type { Hex } from "viem";
import { beforeAll, describe, expect, test } from "vitest";
import { BrowserCheckError, checkRequest, chunkHash, fetchModel, parseEngineResult, runCheck, type EngineFn, type Verdict } from "../src/browsercheck";
import { renderBrowserCheck } from "../src/view";

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repo = path.resolve(web, "..");
const modelDir = path.join(repo, "testdata/manifests/stories260K");
const modelUrl = "http://127.0.0.1:8080/model/";

const files = new Map<string, Uint8Array>();
files.set("manifest.json", readFileSync(path.join(modelDir, "manifest.json")));
for (const f of readdirSync(path.join(modelDir, "chunks"))) files.set(`chunks/${f}`, readFileSync(path.join(modelDir, "chunks", f)));
const manifest = JSON.parse(readFileSync(path.join(modelDir, "manifest.json"), "utf8"));
const golden = JSON.parse(readFileSync(path.join(repo, "testdata/vectors/stories260K.json"), "utf8"));
const pinned = golden.manifest as Hex;
// The 5-token prompt answered with 8 tokens: 12 steps.
const landed = golden.cases[1] as { prompt: number[]; tokens: number[]; checkpoints: Hex[]; root: Hex };

/** A fetch serving the model folder under modelUrl; edit changes what it serves. */
function origin(edit: (name: string, body: Uint8Array) => Uint8Array | number = (_, b) => b): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const u = String(input);
    const name = u.startsWith(modelUrl) ? u.slice(modelUrl.length) : "";
    const body = files.get(name);
    const out = body === undefined ? 404 : edit(name, body);
    if (typeof out === "number") return new Response("not found", { status: out });
    return new Response(out as Uint8Array<ArrayBuffer>);
  }) as typeof fetch;
}

let engine: EngineFn;

beforeAll(() => {
  execFileSync(path.join(web, "tools/build-wasm.sh"), { stdio: "inherit" });
  runInThisContext(readFileSync(path.join(web, "public/wasm_exec.js"), "utf8"));
  const go = new globalThis.Go!();
  const mod = new WebAssembly.Module(readFileSync(path.join(web, "public/deepcall.wasm")));
  void go.run(new WebAssembly.Instance(mod, go.importObject));
  expect(typeof globalThis.deepcallCheck).toBe("function");
  engine = globalThis.deepcallCheck!;
});

const request = (edit?: (r: ReturnType<typeof checkRequest>) => void) => {
  const r = checkRequest(pinned, landed.prompt, landed.tokens.map(BigInt), landed.checkpoints, landed.root);
  edit?.(r);
  return r;
};

/** A different valid hash. */
const other = (h: Hex): Hex => `0x${h[2] === "a" ? "b" : "a"}${h.slice(3)}` as Hex;

describe("the model from the deployment", () => {
  test("every chunk is fetched and checked against the pinned manifest", async () => {
    const seen: number[] = [];
    const m = await fetchModel(modelUrl, pinned, (d) => seen.push(d), origin());
    expect(m.chunks.length).toBe(manifest.weights.chunks.length);
    expect(m.chunks.map(chunkHash)).toEqual(manifest.weights.chunks);
    expect(seen).toEqual(Array.from({ length: m.chunks.length + 1 }, (_, i) => i));
  });
  test.each<[string, Hex, (n: string, b: Uint8Array) => Uint8Array | number, string, RegExp]>([
    ["a chunk with one bit flipped", pinned, (n, b) => (n === "chunks/0005.bin" ? b.map((x, i) => (i === 9 ? x ^ 1 : x)) : b), "chunk_mismatch", /^weight chunk 5 hashes to 0x[0-9a-f]{64}, the manifest pins 0x[0-9a-f]{64}: it is not the pinned model's$/],
    ["a truncated chunk", pinned, (n, b) => (n === "chunks/0002.bin" ? b.subarray(1) : b), "chunk_mismatch", /^weight chunk 2 is 24574 bytes, the manifest implies 24575$/],
    ["a missing chunk", pinned, (n, b) => (n === "chunks/0022.bin" ? 404 : b), "unreachable", /weight chunk 22: .*0022\.bin answered HTTP 404/],
    ["another model's manifest", other(pinned), (_, b) => b, "wrong_manifest", /^the served manifest is 0x[0-9a-f]{64}, the deployment pins 0x/],
    ["a page instead of the manifest", pinned, (n, b) => (n === "manifest.json" ? new TextEncoder().encode("<html>") : b), "wrong_manifest", /not JSON/],
  ])("%s is a named error", async (_, pin, edit, code, message) => {
    const seen: number[] = [];
    const err = await fetchModel(modelUrl, pin, (d) => seen.push(d), origin(edit)).catch((e) => e);
    // Nothing reports progress once the check has failed.
    const after = seen.length;
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.length).toBe(after);
    expect(err).toBeInstanceOf(BrowserCheckError);
    expect(err.code).toBe(code);
    expect(err.message).toMatch(message);
  });
});

describe("the Go engine in WebAssembly", () => {
  test("re-runs the landed answer: verified", async () => {
    const v = await runCheck(engine, modelUrl, request(), undefined, origin());
    expect(v.report).toMatchObject({ verified: true, steps: 12, diverge: -1, tokenDiverge: -1, tokens: landed.tokens });
    expect(v.report.summary).toBe("all 12 checkpoints and 8 tokens recomputed and equal to the landed ones");
    expect(v.bytes).toBe(files.get("manifest.json")!.length + manifest.weights.size);
  });
  test.each([3, 0, 11])("a landed chain wrong from step %i diverges there", async (k) => {
    const req = request((r) => {
      for (let i = k; i < r.checkpoints.length; i++) r.checkpoints[i] = other(r.checkpoints[i]);
      r.root = r.checkpoints.at(-1)!;
    });
    const { report } = await runCheck(engine, modelUrl, req, undefined, origin());
    expect(report).toMatchObject({ verified: false, diverge: k, landed: req.checkpoints[k], computed: landed.checkpoints[k] });
    expect(report.summary).toContain(`diverges at step ${k}`);
  });
  test("a wrong token under right links is caught too", async () => {
    const { report } = await runCheck(engine, modelUrl, request((r) => (r.tokens[4] = (r.tokens[4] + 1) % 512)), undefined, origin());
    expect(report).toMatchObject({ verified: false, diverge: -1, tokenDiverge: 4 });
  });
  test("the engine checks the chunks itself", async () => {
    const m = await fetchModel(modelUrl, pinned, undefined, origin());
    const chunks = m.chunks.map((c, i) => (i === 7 ? c.map((x, j) => (j === 0 ? x ^ 0x80 : x)) : c));
    expect(() => parseEngineResult("")).toThrow(BrowserCheckError);
    const err = await engine(m.manifest, chunks, JSON.stringify(request())).then(parseEngineResult).catch((e) => e);
    expect(err).toBeInstanceOf(BrowserCheckError);
    expect(err.code).toBe("chunk_mismatch");
    expect(err.message).toMatch(/chunk 7 hashes to 0x[0-9a-f]{64}, the manifest pins/);
    const bad = await engine(m.manifest, m.chunks, JSON.stringify(request((r) => r.checkpoints.pop()))).then(parseEngineResult).catch((e) => e);
    expect(bad.code).toBe("bad_request");
    expect(bad.message).toContain("11 checkpoints for 12 steps");
  });
});

describe("what the page shows", () => {
  const verdict = (report: Partial<Verdict["report"]>): Verdict => ({
    report: { verified: false, steps: 12, diverge: -1, tokenDiverge: -1, tokens: [], summary: "s", ...report },
    fetchMs: 20,
    loadMs: 5,
    runMs: 40,
    bytes: 560000,
  });
  test("idle and running", () => {
    expect(renderBrowserCheck({ kind: "idle" }, 12, "t1")).toContain('data-testid="browser-check-run"');
    expect(renderBrowserCheck({ kind: "running", stage: "fetching <chunk>" }, 12, "t1")).toContain("fetching &lt;chunk&gt;…");
  });
  test("verified by your browser, with its times", () => {
    const html = renderBrowserCheck({ kind: "done", verdict: verdict({ verified: true, summary: "all 12 checkpoints" }), totalMs: 70.4, engineMs: 12 }, 12, "t1");
    expect(html).toContain('data-outcome="verified" data-total-ms="70" data-engine-ms="12"');
    expect(html).toContain("70 ms in all: the engine loaded in 12 ms, weights fetched and hashed in 20 ms (547 KiB), decoded in 5 ms, 12 steps re-run and compared in 40 ms.");
    expect(html).toContain("<strong>Verified by your browser</strong>: all 12 checkpoints.");
    expect(html).not.toContain("browser-check-challenge");
  });
  test("a divergence names the step and leads to the challenge", () => {
    const html = renderBrowserCheck({ kind: "done", verdict: verdict({ diverge: 7, landed: `0x${"1".repeat(64)}`, computed: `0x${"2".repeat(64)}` }), totalMs: 70, engineMs: 12 }, 12, "t<1>");
    expect(html).toContain('data-outcome="diverged" data-step="7"');
    expect(html).toContain('<strong data-testid="browser-check-diverge">Diverges at step 7</strong>');
    expect(html).toContain('href="#/lab?n=12&diverge=7"');
    expect(html).toContain("Open the challenge on chain with its bond from your wallet below");
    expect(html).toContain("<code>bisect challenge --task t&lt;1&gt;</code>");
    expect(html).toContain(`0x${"1".repeat(64)}`);
  });
  test("an error says what went wrong and offers a retry", () => {
    const html = renderBrowserCheck({ kind: "error", code: "chunk_mismatch", message: "weight chunk 5 hashes to 0xab" }, 12, "t1");
    expect(html).toContain('data-code="chunk_mismatch"');
    expect(html).toContain("The check could not finish (chunk mismatch): weight chunk 5 hashes to 0xab");
    expect(html).toContain("Try again");
  });
});
