// Checking a landed answer in the browser: the page fetches the pinned
// manifest and its weight chunks from the deployment (same origin), checks
// each chunk's hash as it arrives, and hands them to the Go engine built for
// WebAssembly (web/wasm), which checks them again, re-runs the prompt and
// compares every checkpoint with the landed one.

import { concat, keccak256, type Hex } from "viem";

export type CheckCode = "unreachable" | "wrong_manifest" | "chunk_mismatch" | "bad_request" | "no_engine" | "failed";

/** A check that could not reach a verdict; code names what went wrong. */
export class BrowserCheckError extends Error {
  override name = "BrowserCheckError";
  constructor(
    readonly code: CheckCode,
    message: string,
  ) {
    super(message);
  }
}

/** The manifest's bytes (as served) and its weight chunks, each checked. */
export interface ModelFiles {
  manifest: Uint8Array;
  chunks: Uint8Array[];
}

/** The Go engine's entry point (globalThis.deepcallCheck): resolves to JSON. */
export type EngineFn = (manifest: Uint8Array, chunks: Uint8Array[], request: string) => Promise<string>;

/** What the engine is asked to re-run: web/wasm's Request. */
export interface CheckRequest {
  pinned: Hex;
  prompt: number[];
  tokens: number[];
  checkpoints: Hex[];
  root?: Hex;
}

/** web/wasm's Report. */
export interface Report {
  verified: boolean;
  steps: number;
  diverge: number;
  landed?: Hex;
  computed?: Hex;
  tokenDiverge: number;
  tokens: number[];
  summary: string;
}

export interface Verdict {
  report: Report;
  /** Fetching and hashing the manifest and chunks. */
  fetchMs: number;
  /** The engine's decoding of the weights, and its replay with the comparison. */
  loadMs: number;
  runMs: number;
  bytes: number;
}

export type CheckState =
  | { kind: "idle" }
  | { kind: "running"; stage: string }
  | { kind: "done"; verdict: Verdict; totalMs: number; engineMs: number }
  | { kind: "error"; code: CheckCode; message: string };

/** keccak256(0x00 ‖ chunk): the code hash of the chunk's overlay contract, what the manifest lists. */
export const chunkHash = (chunk: Uint8Array): Hex => keccak256(concat([new Uint8Array([0]), chunk]));

const chunkName = (i: number) => `${String(i).padStart(4, "0")}.bin`;

async function get(fetchFn: typeof fetch, url: string, what: string): Promise<Uint8Array> {
  let res: Response;
  try {
    res = await fetchFn(url);
  } catch (e) {
    throw new BrowserCheckError("unreachable", `${what}: ${url} is unreachable (${(e as Error).message})`);
  }
  if (!res.ok) throw new BrowserCheckError("unreachable", `${what}: ${url} answered HTTP ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

/**
 * Fetches manifest.json and every chunk under modelUrl, checking that the
 * manifest is the pinned one and that each chunk hashes to its entry.
 */
export async function fetchModel(modelUrl: string, pinned: Hex, progress?: (done: number, total: number) => void, fetchFn: typeof fetch = (...a) => fetch(...a)): Promise<ModelFiles> {
  const manifest = await get(fetchFn, new URL("manifest.json", modelUrl).toString(), "the manifest");
  let mf: { hash?: unknown; weights?: { size?: unknown; chunk_size?: unknown; chunks?: unknown } };
  try {
    mf = JSON.parse(new TextDecoder().decode(manifest));
  } catch {
    throw new BrowserCheckError("wrong_manifest", "the served manifest.json is not JSON");
  }
  if (typeof mf.hash !== "string" || mf.hash.toLowerCase() !== pinned.toLowerCase()) {
    throw new BrowserCheckError("wrong_manifest", `the served manifest is ${String(mf.hash)}, the deployment pins ${pinned}`);
  }
  const w = mf.weights;
  const list = w?.chunks;
  if (!Array.isArray(list) || list.some((h) => typeof h !== "string") || typeof w?.size !== "number" || typeof w?.chunk_size !== "number") {
    throw new BrowserCheckError("wrong_manifest", "the served manifest lists no weight chunks");
  }
  const size = w.size;
  const chunkSize = w.chunk_size;
  const chunks: Uint8Array[] = new Array(list.length);
  let done = 0;
  progress?.(0, list.length);
  // A few at a time: the origin is local, the point is not to queue 23 at once on a phone.
  let next = 0;
  let failed = false;
  const worker = async () => {
    for (let i = next++; i < list.length && !failed; i = next++) {
      const c = await get(fetchFn, new URL(`chunks/${chunkName(i)}`, modelUrl).toString(), `weight chunk ${i}`);
      const want = Math.min(chunkSize, size - i * chunkSize);
      if (c.length !== want) throw new BrowserCheckError("chunk_mismatch", `weight chunk ${i} is ${c.length} bytes, the manifest implies ${want}`);
      const h = chunkHash(c);
      if (h !== (list[i] as string).toLowerCase()) {
        throw new BrowserCheckError("chunk_mismatch", `weight chunk ${i} hashes to ${h}, the manifest pins ${list[i] as string}: it is not the pinned model's`);
      }
      chunks[i] = c;
      if (!failed) progress?.(++done, list.length);
    }
  };
  // The first failure stops the others (and their progress reports).
  await Promise.all(
    Array.from({ length: Math.min(4, list.length) }, () =>
      worker().catch((e) => {
        failed = true;
        throw e;
      }),
    ),
  );
  return { manifest, chunks };
}

/** The engine's JSON answer turned into a Verdict, or a BrowserCheckError. */
export function parseEngineResult(json: string): { report: Report; loadMs: number; runMs: number } {
  let r: { ok?: boolean; code?: string; error?: string; report?: Report; loadMs?: number; runMs?: number };
  try {
    r = JSON.parse(json);
  } catch {
    throw new BrowserCheckError("failed", `the engine answered something that is not JSON: ${json.slice(0, 80)}`);
  }
  if (!r.ok || !r.report) {
    const codes: CheckCode[] = ["wrong_manifest", "chunk_mismatch", "bad_request"];
    const code = codes.includes(r.code as CheckCode) ? (r.code as CheckCode) : "failed";
    throw new BrowserCheckError(code, r.error ?? "the engine failed without saying why");
  }
  return { report: r.report, loadMs: r.loadMs ?? 0, runMs: r.runMs ?? 0 };
}

/** The request for an answer read from the chain with the router's checkpoints. */
export function checkRequest(pinned: Hex, prompt: readonly number[], tokens: readonly bigint[], checkpoints: readonly Hex[], root: Hex): CheckRequest {
  return { pinned, prompt: [...prompt], tokens: tokens.map(Number), checkpoints: [...checkpoints], root };
}

/** Fetches and checks the model, then has the engine re-run and compare. */
export async function runCheck(
  engine: EngineFn,
  modelUrl: string,
  req: CheckRequest,
  progress?: (stage: string) => void,
  fetchFn?: typeof fetch,
  now: () => number = () => performance.now(),
): Promise<Verdict> {
  const t0 = now();
  const files = await fetchModel(modelUrl, req.pinned, (d, n) => progress?.(`fetching and hashing weight chunk ${d} of ${n}`), fetchFn);
  const fetchMs = now() - t0;
  progress?.(`re-running ${req.prompt.length + req.tokens.length - 1} steps`);
  let json: string;
  try {
    json = await engine(files.manifest, files.chunks, JSON.stringify(req));
  } catch (e) {
    throw new BrowserCheckError("failed", `the engine stopped: ${(e as Error).message}`);
  }
  const { report, loadMs, runMs } = parseEngineResult(json);
  return { report, fetchMs, loadMs, runMs, bytes: files.manifest.length + files.chunks.reduce((s, c) => s + c.length, 0) };
}

declare global {
  // eslint-disable-next-line no-var
  var deepcallCheck: EngineFn | undefined;
  // wasm_exec.js's loader.
  // eslint-disable-next-line no-var
  var Go: (new () => { importObject: WebAssembly.Imports; run(i: WebAssembly.Instance): Promise<void> }) | undefined;
}

let engineLoad: Promise<EngineFn> | undefined;

/**
 * Loads the Go engine once per page: Go's own loader (wasm_exec.js) as a
 * script, then deepcall.wasm, both from the page's own folder.
 */
export function loadEngine(base: string = document.baseURI): Promise<EngineFn> {
  engineLoad ??= (async () => {
    if (!globalThis.Go) {
      await new Promise<void>((resolve, reject) => {
        const s = document.createElement("script");
        s.src = new URL("wasm_exec.js", base).toString();
        s.onload = () => resolve();
        s.onerror = () => reject(new BrowserCheckError("no_engine", `the engine's loader ${s.src} did not load`));
        document.head.append(s);
      });
    }
    const go = new globalThis.Go!();
    const url = new URL("deepcall.wasm", base).toString();
    let res: Response;
    try {
      res = await fetch(url);
    } catch (e) {
      throw new BrowserCheckError("no_engine", `the engine ${url} is unreachable (${(e as Error).message})`);
    }
    if (!res.ok) throw new BrowserCheckError("no_engine", `the engine ${url} answered HTTP ${res.status}: build it with web/tools/build-wasm.sh`);
    const { instance } = await WebAssembly.instantiate(await res.arrayBuffer(), go.importObject);
    void go.run(instance); // main registers deepcallCheck before it blocks
    if (!globalThis.deepcallCheck) throw new BrowserCheckError("no_engine", "the engine started without registering deepcallCheck");
    return globalThis.deepcallCheck;
  })();
  engineLoad.catch(() => {
    engineLoad = undefined; // a later click tries again
  });
  return engineLoad;
}
