// Everything the page reads from the chain, with viem over the deployment's
// JSON-RPC: Updated events of the LLMConsumer, the transactions that landed
// them, the result slot, the operator set. The router is never trusted for
// an answer: what the Answer and History pages show comes from here.

import {
  createPublicClient,
  decodeFunctionData,
  defineChain,
  encodeAbiParameters,
  encodePacked,
  http,
  keccak256,
  parseAbi,
  stringToBytes,
  type Address,
  type Hex,
  type PublicClient,
} from "viem";
import { allUpdated, ChainError, llmConsumerAbi, resultSlot, shortError, slotValue, type Landed } from "@deepcall/client";
import type { Config, Operator } from "./config";

export const registryAbi = parseAbi([
  "struct G1Point { uint256 X; uint256 Y; }",
  "function currentApk() view returns (G1Point apk, uint256 totalStake)",
  "function operatorIdOf(address operator) view returns (bytes32)",
  "function stakeOf(address operator) view returns (uint96)",
  "function isRegistered(address operator) view returns (bool)",
  "function referenceWindow() view returns (uint256)",
]);

export const engineAbi = parseAbi(["function manifestHash() view returns (bytes32)"]);

/** An operator id: keccak256(X ‖ Y) of its G1 key (the registry's and blsagg's). */
export function operatorId(x: bigint, y: bigint): Hex {
  return keccak256(encodePacked(["uint256", "uint256"], [x, y]));
}

export function makeClient(cfg: Config): PublicClient {
  const chain = defineChain({
    id: cfg.chainId,
    name: `deepcall ${cfg.chainId}`,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [cfg.rpcUrl] } },
  });
  return createPublicClient({ chain, transport: http(cfg.rpcUrl, { retryCount: 1, timeout: 10_000 }), pollingInterval: 1000 });
}

export interface HistoryPage {
  total: bigint;
  page: number;
  pages: number;
  rows: Landed[];
}

/**
 * Which result indices page p (0: newest) of `size` holds when `total`
 * results have landed, newest first; p is clamped to the pages there are.
 */
export function pageIndices(total: bigint, page: number, size: number): { page: number; pages: number; indices: bigint[] } {
  const pages = Math.max(1, Math.ceil(Number(total) / size));
  const p = Math.min(Math.max(0, Math.floor(page) || 0), pages - 1);
  const indices: bigint[] = [];
  for (let i = total - 1n - BigInt(p * size); i >= 0n && indices.length < size; i--) indices.push(i);
  return { page: p, pages, indices };
}

/**
 * Page p (0: newest) of landed results, newest first. Results are paged in
 * the order they landed, not by transition index: indices are nonces the
 * aggregator may take from anywhere (it starts a new store far from any range
 * used before), so the lowest unused index does not count the results.
 */
export async function historyPage(client: PublicClient, consumer: Address, page: number, size = 10): Promise<HistoryPage> {
  const all = await allUpdated(client, consumer);
  const total = BigInt(all.length);
  // pageIndices numbers the results 0 … total−1 oldest first: positions in `all`.
  const { page: p, pages, indices } = pageIndices(total, page, size);
  return { total, page: p, pages, rows: indices.map((i) => all[Number(i)]) };
}

/** Everything the Answer page shows of one landed result. */
export interface Answer extends Landed {
  gasUsed?: bigint;
  status?: "success" | "reverted";
  from?: Address;
  referenceBlock?: number;
  /** The slot the transition wrote, as signed, and the value it wrote. */
  signedSlot?: Hex;
  signedValue?: Hex;
  signers?: Operator[];
  nonSigners?: { id: Hex; operator?: Operator }[];
  /** Why signers are unknown, when they are. */
  signersError?: string;
  slot: Hex;
  /** The slot's value now (eth_getStorageAt). */
  slotNow?: Hex;
  slotError?: string;
  /** keccak256(root ‖ tokens), computed here. */
  expected: Hex;
  verified: boolean;
  /** A reason when not verified. */
  verdict: string;
  /** The dispute game ruled this input's result wrong (consumer.invalid). */
  invalidated?: boolean;
}

/** keccak256("deepcall/transition/v1"), DeepcallConsumer.TRANSITION_DOMAIN: the first word of a transition's digest. */
export const TRANSITION_DOMAIN: Hex = keccak256(stringToBytes("deepcall/transition/v1"));
/** keccak256("deepcall/signatory/quorum/v1"), DeepcallConsumer.QUORUM_SIGNATORY (protocol.QuorumSignatoryDomain). */
export const QUORUM_SIGNATORY: Hex = keccak256(stringToBytes("deepcall/signatory/quorum/v1"));

/** The digest a quorum signs for a transition (protocol.Transition.Digest, DeepcallConsumer.transitionDigest). */
export function transitionDigest(t: Transition): Hex {
  return keccak256(
    encodeAbiParameters(
      [{ type: "bytes32" }, { type: "uint256" }, { type: "address" }, { type: "uint64" }, { type: "bytes32" }, { type: "bytes32" }, { type: "bytes32" }, { type: "bytes32" }, { type: "bytes32" }, { type: "uint32" }],
      [TRANSITION_DOMAIN, BigInt(t.chainId), t.consumer, BigInt(t.index), t.manifest, t.input, t.slot, t.oldValue, t.newValue, Number(t.referenceBlock)],
    ),
  );
}

/**
 * The signatory of a quorum landing (protocol.QuorumSignatory, DeepcallConsumer.quorumSignatory):
 * keccak256(abi.encode(QUORUM_SIGNATORY, uint32 referenceBlock, keccak256(abi.encodePacked(nonSignerIds)))),
 * the non-signers' operator ids in the order the quorum signature listed them (ascending).
 */
export function quorumSignatory(referenceBlock: number, nonSignerIds: readonly Hex[]): Hex {
  const packed = keccak256(encodePacked(["bytes32[]"], [[...nonSignerIds]]));
  return keccak256(encodeAbiParameters([{ type: "bytes32" }, { type: "uint32" }, { type: "bytes32" }], [QUORUM_SIGNATORY, referenceBlock, packed]));
}

/** A consumer's landing record of a transition (protocol.LandingRecord): keccak256(abi.encode(digest, signatory)). */
export function landingRecord(digest: Hex, signatory: Hex): Hex {
  return keccak256(encodeAbiParameters([{ type: "bytes32" }, { type: "bytes32" }], [digest, signatory]));
}

/** The low 224 bits of a landing word: the part of the record it keeps (protocol.RecordMask). */
export const RECORD_MASK = (1n << 224n) - 1n;

/**
 * Whether the consumer's landing word (consumer.landing(input)) keeps `record`: the word is the landing block
 * over the record's low 224 bits (protocol.LandingWord), and DisputeGame.open matches those bits alone.
 */
export function keepsRecord(word: Hex, record: Hex): boolean {
  return (BigInt(word) & RECORD_MASK) === (BigInt(record) & RECORD_MASK);
}

/** A landed transition as signed (protocol.Transition; DisputeGame.open takes it). */
export interface Transition {
  chainId: bigint;
  consumer: Address;
  index: bigint;
  manifest: Hex;
  input: Hex;
  slot: Hex;
  oldValue: Hex;
  newValue: Hex;
  referenceBlock: number;
}

/** The transition and quorum signature of one result in a landing call: single or batch (the item with its index and input). */
export function landingCall(input: Hex, l: Pick<Landed, "index" | "inputHash">): { t: Transition; sig: { nonSignerKeys: readonly { X: bigint; Y: bigint }[] }; batch?: { count: number; position: number } } {
  const call = decodeFunctionData({ abi: llmConsumerAbi, data: input });
  if (call.functionName === "verifyAndUpdateBatch") {
    const [ts, , , sig] = call.args as unknown as [Transition[], Hex[], Hex, { nonSignerKeys: readonly { X: bigint; Y: bigint }[] }];
    const i = ts.findIndex((t) => BigInt(t.index) === l.index && t.input.toLowerCase() === l.inputHash.toLowerCase());
    if (i < 0) throw new Error(`the batch carries no transition ${l.index} of ${l.inputHash}`);
    return { t: ts[i], sig, batch: { count: ts.length, position: i } };
  }
  if (call.functionName !== "verifyAndUpdate" && call.functionName !== "verifyAndUpdateHinted") throw new Error(`${call.functionName} is not a landing call`);
  const [t, sig] = call.args as unknown as [Transition, { nonSignerKeys: readonly { X: bigint; Y: bigint }[] }];
  return { t, sig };
}

/** The non-signers' operator ids of a quorum signature, in the order it lists them (the registry requires ascending). */
export const nonSignerIds = (sig: { nonSignerKeys: readonly { X: bigint; Y: bigint }[] }): Hex[] => sig.nonSignerKeys.map((k) => operatorId(k.X, k.Y));

/** What DisputeGame.open needs of a landing: the transition as signed and the signer-set record it landed with. */
export interface Landing {
  t: Transition;
  /** quorumSignatory(t.referenceBlock, nonSigners). */
  signatory: Hex;
  nonSigners: Hex[];
  /** landingRecord(transitionDigest(t), signatory): what the consumer's landing(input) must hold. */
  record: Hex;
}

/** The landing of a result from its landing call's calldata (single, hinted or batched). */
export function landingOf(input: Hex, l: Pick<Landed, "index" | "inputHash">): Landing {
  const { t, sig } = landingCall(input, l);
  const nonSigners = nonSignerIds(sig);
  const signatory = quorumSignatory(Number(t.referenceBlock), nonSigners);
  return { t, signatory, nonSigners, record: landingRecord(transitionDigest(t), signatory) };
}

/**
 * The transition a landed result was signed as and its signatory, from its
 * transaction, checked against the consumer's landing word of the input
 * (consumer.landing(input): the record's low 224 bits under the landing block):
 * DisputeGame.open refuses any other (NotLanded).
 */
export async function landedTransition(client: PublicClient, consumer: Address, l: Landed): Promise<Landing> {
  let input: Hex;
  try {
    input = (await client.getTransaction({ hash: l.txHash })).input;
  } catch (e) {
    throw new ChainError(`reading the landing transaction ${l.txHash}`, e);
  }
  let landing: Landing;
  try {
    landing = landingOf(input, l);
  } catch (e) {
    throw new ChainError(`decoding the landing transaction ${l.txHash}`, e);
  }
  let onChain: Hex;
  try {
    onChain = await client.readContract({ address: consumer, abi: llmConsumerAbi, functionName: "landing", args: [l.inputHash] });
  } catch (e) {
    throw new ChainError(`reading the consumer's landing record of ${l.inputHash}`, e);
  }
  if (!keepsRecord(onChain, landing.record)) {
    const none = BigInt(onChain) <= 1n;
    throw new Error(
      none
        ? `the consumer has no landing record of input ${l.inputHash}: no quorum landed this result there, so it cannot be challenged`
        : `the consumer's landing record of input ${l.inputHash} (${onChain}) is not this transaction's transition and signer set (${landing.record}): another landing wrote the result`,
    );
  }
  return landing;
}

/** Reads the receipt, the transaction's signature data and the slot of a landed result, and checks it. */
export async function loadAnswer(client: PublicClient, cfg: Config, l: Landed): Promise<Answer> {
  const slot = resultSlot(l.inputHash);
  const expected = slotValue(l.root, l.tokens);
  const a: Answer = { ...l, slot, expected, verified: false, verdict: "" };
  const [receipt, tx, stored, invalid] = await Promise.allSettled([
    client.getTransactionReceipt({ hash: l.txHash }),
    client.getTransaction({ hash: l.txHash }),
    client.getStorageAt({ address: cfg.contracts.consumer, slot }),
    client.readContract({ address: cfg.contracts.consumer, abi: llmConsumerAbi, functionName: "invalid", args: [l.inputHash] }),
  ]);
  // A consumer without a dispute game has no invalid(); then nothing is known.
  if (invalid.status === "fulfilled") a.invalidated = invalid.value;
  if (receipt.status === "fulfilled") {
    a.gasUsed = receipt.value.gasUsed;
    a.status = receipt.value.status;
  }
  if (tx.status === "fulfilled") {
    a.from = tx.value.from;
    try {
      const { t, sig } = landingCall(tx.value.input, l);
      a.referenceBlock = Number(t.referenceBlock);
      a.signedSlot = t.slot;
      a.signedValue = t.newValue;
      const byId = new Map(cfg.operators.map((o) => [o.id.toLowerCase(), o]));
      const ids = nonSignerIds(sig);
      a.nonSigners = ids.map((id) => ({ id, operator: byId.get(id.toLowerCase()) }));
      const out = new Set(ids.map((x) => x.toLowerCase()));
      a.signers = cfg.operators.filter((o) => !out.has(o.id.toLowerCase()));
    } catch (e) {
      a.signersError = `the transaction is not a verifyAndUpdate call this page can read (${shortError(e)})`;
    }
  } else {
    a.signersError = `reading the transaction: ${shortError(tx.reason)}`;
  }
  if (stored.status === "fulfilled" && stored.value !== undefined) {
    a.slotNow = stored.value;
  } else {
    a.slotError = `reading the result slot: ${stored.status === "rejected" ? shortError(stored.reason) : "no value"}`;
  }
  const now = a.slotNow?.toLowerCase();
  if (now === expected.toLowerCase()) {
    a.verified = true;
    a.verdict = "keccak256(root ‖ tokens) equals the result slot";
  } else if (a.signedValue && a.signedValue.toLowerCase() === expected.toLowerCase() && now !== undefined) {
    a.verdict = "the transaction wrote keccak256(root ‖ tokens), but the slot has changed since (a later result for the same input)";
  } else if (now === l.root.toLowerCase()) {
    a.verdict = "the slot holds the bare root, not keccak256(root ‖ tokens): this consumer does not bind the tokens";
  } else if (now !== undefined) {
    a.verdict = "MISMATCH: keccak256(root ‖ tokens) differs from the result slot";
  } else {
    a.verdict = a.slotError ?? "the slot could not be read";
  }
  return a;
}

/** One row of the Network page's operator table. */
export interface OperatorStatus {
  operator: Operator;
  idOnChain?: Hex;
  stake?: bigint;
  registered?: boolean;
  error?: string;
}

export interface NetworkStatus {
  chainId?: number;
  block?: bigint;
  rpcError?: string;
  engineManifest?: Hex;
  consumerManifest?: Hex;
  totalStake?: bigint;
  threshold?: [bigint, bigint];
  landed?: bigint;
  operators: OperatorStatus[];
  errors: string[];
}

/** Reads the chain's side of the Network page; every failure is reported, none thrown. */
export async function networkStatus(client: PublicClient, cfg: Config): Promise<NetworkStatus> {
  const s: NetworkStatus = { operators: [], errors: [] };
  try {
    const [id, block] = await Promise.all([client.getChainId(), client.getBlockNumber()]);
    s.chainId = id;
    s.block = block;
  } catch (e) {
    s.rpcError = `the chain at ${cfg.rpcUrl} is unreachable: ${shortError(e)}`;
    s.operators = cfg.operators.map((operator) => ({ operator }));
    return s;
  }
  const { engine, consumer, registry } = cfg.contracts;
  const read = async <T>(what: string, f: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await f();
    } catch (e) {
      s.errors.push(`${what}: ${shortError(e)}`);
      return undefined;
    }
  };
  const [em, cm, apk, num, den, landed] = await Promise.all([
    read("engine.manifestHash", () => client.readContract({ address: engine, abi: engineAbi, functionName: "manifestHash" })),
    read("consumer.manifest", () => client.readContract({ address: consumer, abi: llmConsumerAbi, functionName: "manifest" })),
    read("registry.currentApk", () => client.readContract({ address: registry, abi: registryAbi, functionName: "currentApk" })),
    read("consumer.thresholdNumerator", () => client.readContract({ address: consumer, abi: llmConsumerAbi, functionName: "thresholdNumerator" })),
    read("consumer.thresholdDenominator", () => client.readContract({ address: consumer, abi: llmConsumerAbi, functionName: "thresholdDenominator" })),
    read("consumer Updated events", async () => BigInt((await allUpdated(client, consumer)).length)),
  ]);
  s.engineManifest = em;
  s.consumerManifest = cm;
  s.totalStake = apk?.[1];
  if (num !== undefined && den !== undefined) s.threshold = [num, den];
  s.landed = landed;
  s.operators = await Promise.all(
    cfg.operators.map(async (operator): Promise<OperatorStatus> => {
      try {
        const [idOnChain, stake, registered] = await Promise.all([
          client.readContract({ address: registry, abi: registryAbi, functionName: "operatorIdOf", args: [operator.address] }),
          client.readContract({ address: registry, abi: registryAbi, functionName: "stakeOf", args: [operator.address] }),
          client.readContract({ address: registry, abi: registryAbi, functionName: "isRegistered", args: [operator.address] }),
        ]);
        return { operator, idOnChain, stake, registered };
      } catch (e) {
        return { operator, error: shortError(e) };
      }
    }),
  );
  return s;
}
