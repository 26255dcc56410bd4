// The deployment's /config.json, as `deepcall devnet` serves it beside the
// page: chain id, RPC and router locations, contract addresses, manifest,
// operator set, and the tokenizer (if the model has one).

import { isAddress, isHex, type Address, type Hex } from "viem";

export interface Operator {
  address: Address;
  id: Hex;
  stake: bigint;
}

export interface Config {
  chainId: number;
  /** Absolute URL of the JSON-RPC endpoint. */
  rpcUrl: string;
  /** Absolute URL the router's /v1/ API lives under (no trailing slash). */
  routerUrl: string;
  contracts: { engine: Address; registry: Address; consumer: Address; game?: Address; market?: Address; capacity?: Address; relay?: Address };
  /** The capacity class a paid task asks for (TaskMarket.request), by name; null without a market. */
  marketClass: string | null;
  manifest: Hex;
  operators: Operator[];
  tokenizer: string | null;
  /** Absolute URL (with a trailing slash) of the pinned model's manifest.json and chunks/, or null. */
  modelUrl: string | null;
  /** A devnet's funded dev account for a wallet (its key is public and stays in config.json: the page never signs). */
  devWallet: Address | null;
  /** The deployment's challenger daemon, when one runs: assists plays challenges whose opener allowed it (setMover). */
  challenger: { address: Address; opens: boolean; assists: boolean; faulty: number[]; fault: string } | null;
}

/** /config.json is missing, unreachable or malformed; field names the culprit. */
export class ConfigError extends Error {
  override name = "ConfigError";
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(field ? `config.json: ${field}: ${message}` : `config.json: ${message}`);
  }
}

const isHash = (v: unknown): v is Hex => typeof v === "string" && isHex(v) && v.length === 66;

function address(v: unknown, field: string): Address {
  if (typeof v !== "string" || !isAddress(v, { strict: false })) throw new ConfigError("want a 0x address", field);
  return v as Address;
}

function hash(v: unknown, field: string): Hex {
  // Also accepted: 32 bytes as a JSON array of numbers, how Go writes a
  // [32]byte without a text marshaler.
  if (Array.isArray(v) && v.length === 32 && v.every((b) => Number.isInteger(b) && b >= 0 && b <= 255)) {
    return `0x${v.map((b: number) => b.toString(16).padStart(2, "0")).join("")}` as Hex;
  }
  if (!isHash(v)) throw new ConfigError("want 0x and 64 hex digits", field);
  return v.toLowerCase() as Hex;
}

function stake(v: unknown, field: string): bigint {
  if (typeof v === "number" && Number.isSafeInteger(v) && v >= 0) return BigInt(v);
  if (typeof v === "string" && /^(0x[0-9a-fA-F]+|\d+)$/.test(v)) return BigInt(v);
  throw new ConfigError("want a non-negative integer (number or decimal string)", field);
}

/** Resolves a URL of the config against the page's own location. */
function resolve(v: string, base: string): string {
  return new URL(v === "" ? "./" : v, base).toString().replace(/\/$/, "");
}

/** Checks a parsed config.json; base is the URL it was fetched from. */
export function parseConfig(json: unknown, base: string): Config {
  if (typeof json !== "object" || json === null || Array.isArray(json)) throw new ConfigError("not a JSON object");
  const j = json as Record<string, unknown>;
  if (typeof j.chainId !== "number" || !Number.isSafeInteger(j.chainId) || j.chainId <= 0) {
    throw new ConfigError("want a positive integer", "chainId");
  }
  if (typeof j.rpcUrl !== "string" || j.rpcUrl === "") throw new ConfigError("want a URL", "rpcUrl");
  const routerUrl = j.routerUrl ?? "";
  if (typeof routerUrl !== "string") throw new ConfigError("want a URL or \"\" (same origin)", "routerUrl");
  const c = j.contracts;
  if (typeof c !== "object" || c === null) throw new ConfigError("missing", "contracts");
  const cc = c as Record<string, unknown>;
  const contracts: Config["contracts"] = {
    engine: address(cc.engine, "contracts.engine"),
    registry: address(cc.registry, "contracts.registry"),
    consumer: address(cc.consumer, "contracts.consumer"),
  };
  if (cc.game !== undefined && cc.game !== null) contracts.game = address(cc.game, "contracts.game");
  for (const k of ["market", "capacity", "relay"] as const) if (cc[k] !== undefined && cc[k] !== null) contracts[k] = address(cc[k], `contracts.${k}`);
  const marketClass = j.marketClass ?? null;
  if (marketClass !== null && (typeof marketClass !== "string" || marketClass === "")) throw new ConfigError("want a class name or null", "marketClass");
  if (!Array.isArray(j.operators)) throw new ConfigError("want an array", "operators");
  const operators = j.operators.map((o: unknown, i: number): Operator => {
    const f = `operators[${i}]`;
    if (typeof o !== "object" || o === null) throw new ConfigError("want an object", f);
    const oo = o as Record<string, unknown>;
    return { address: address(oo.address, `${f}.address`), id: hash(oo.id, `${f}.id`), stake: stake(oo.stake, `${f}.stake`) };
  });
  const tokenizer = j.tokenizer ?? null;
  if (tokenizer !== null && (typeof tokenizer !== "string" || tokenizer === "")) {
    throw new ConfigError("want a URL or null", "tokenizer");
  }
  const modelUrl = j.modelUrl ?? null;
  if (modelUrl !== null && (typeof modelUrl !== "string" || modelUrl === "")) {
    throw new ConfigError("want a URL or null", "modelUrl");
  }
  let devWallet: Address | null = null;
  if (j.wallet !== undefined && j.wallet !== null) {
    if (typeof j.wallet !== "object") throw new ConfigError("want an object or null", "wallet");
    devWallet = address((j.wallet as Record<string, unknown>).address, "wallet.address");
  }
  let challenger: Config["challenger"] = null;
  if (j.challenger !== undefined && j.challenger !== null) {
    if (typeof j.challenger !== "object") throw new ConfigError("want an object or null", "challenger");
    const ch = j.challenger as Record<string, unknown>;
    const faulty = ch.faulty ?? [];
    if (!Array.isArray(faulty) || !faulty.every((x) => Number.isInteger(x) && x >= 0)) throw new ConfigError("want operator indices", "challenger.faulty");
    challenger = { address: address(ch.address, "challenger.address"), opens: ch.opens === true, assists: ch.assists === true, faulty, fault: typeof ch.fault === "string" ? ch.fault : "" };
  }
  // The router's API lives under <routerUrl>/v1/; "" is the page's origin.
  const routerBase = routerUrl === "" ? new URL("/", base).toString() : routerUrl;
  return {
    chainId: j.chainId,
    rpcUrl: resolve(j.rpcUrl, base),
    routerUrl: resolve(routerBase, base),
    contracts,
    manifest: hash(j.manifest, "manifest"),
    operators,
    tokenizer: tokenizer === null ? null : resolve(tokenizer, base),
    modelUrl: modelUrl === null ? null : resolve(modelUrl, base) + "/",
    devWallet,
    challenger,
    marketClass,
  };
}

/** Fetches and checks config.json next to the page. */
export async function loadConfig(pageUrl: string, fetchFn: typeof fetch = fetch): Promise<Config> {
  const url = new URL("config.json", pageUrl).toString();
  let res: Response;
  try {
    res = await fetchFn(url, { cache: "no-store" });
  } catch (e) {
    throw new ConfigError(`cannot reach ${url}: ${(e as Error).message}`);
  }
  if (!res.ok) throw new ConfigError(`${url} answered HTTP ${res.status}`);
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw new ConfigError(`${url} is not JSON`);
  }
  return parseConfig(json, url);
}
