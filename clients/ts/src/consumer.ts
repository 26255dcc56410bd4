// LLMConsumer as a client reads it: the input hash of a prompt, the result
// slot and what a landed answer writes there, the landing events that carry
// the answer's tokens (Updated from a quorum, Inferred from the chain's own
// run), and an answer's state — none, requested, landed, final or invalid.

import { decodeEventLog, encodeAbiParameters, encodePacked, getAbiItem, keccak256, stringToBytes, toEventSelector, type Address, type Hex, type Log, type PublicClient } from "viem";
import { llmConsumerAbi } from "./abi/LLMConsumer.gen.js";
import { ChainError } from "./errors.js";

/** keccak256("deepcall/llm/result/v1"), LLMConsumer.RESULT_DOMAIN. */
export const RESULT_DOMAIN: Hex = keccak256(stringToBytes("deepcall/llm/result/v1"));

/** The result slot's value of a requested, unanswered input (LLMConsumer.REQUESTED: the word 1). */
export const REQUESTED: Hex = `0x${"0".repeat(63)}1`;

/** inference.InputHash, LLMConsumer.inputHash: keccak256(abi.encodePacked(uint256 n, uint256 len(prompt), uint256[] prompt)). */
export function inputHash(prompt: readonly number[], n: number): Hex {
  return keccak256(encodePacked(["uint256", "uint256", "uint256[]"], [BigInt(n), BigInt(prompt.length), prompt.map(BigInt)]));
}

/** The result slot of an input: keccak256(abi.encode(RESULT_DOMAIN, inputHash)). */
export function resultSlot(input: Hex): Hex {
  return keccak256(encodeAbiParameters([{ type: "bytes32" }, { type: "bytes32" }], [RESULT_DOMAIN, input]));
}

/** The value a landed answer writes: keccak256(abi.encodePacked(root, tokens)) (LLMConsumer.resultValue). */
export function slotValue(root: Hex, tokens: readonly (bigint | number)[]): Hex {
  return keccak256(encodePacked(["bytes32", "uint256[]"], [root, tokens.map(BigInt)]));
}

/** The token ids of an Updated event: 4 bytes (big-endian uint32) each. */
export function unpackTokens(packed: Hex): bigint[] {
  const hex = packed.slice(2);
  if (hex.length % 8 !== 0) throw new Error(`Updated tokens of ${hex.length / 2} bytes, not a multiple of 4`);
  const out: bigint[] = [];
  for (let i = 0; i < hex.length; i += 8) out.push(BigInt("0x" + hex.slice(i, i + 8)));
  return out;
}

export const updatedEvent = getAbiItem({ abi: llmConsumerAbi, name: "Updated" });
export const inferredEvent = getAbiItem({ abi: llmConsumerAbi, name: "Inferred" });

/** One Updated event: a quorum-signed answer landed. */
export interface Landed {
  index: bigint;
  inputHash: Hex;
  root: Hex;
  tokens: bigint[];
  txHash: Hex;
  blockNumber: bigint;
}

function toLanded(log: Log<bigint, number, false, typeof updatedEvent, true>): Landed {
  return {
    index: log.args.index!,
    inputHash: log.args.inputHash!,
    root: log.args.root!,
    tokens: unpackTokens(log.args.tokens!),
    txHash: log.transactionHash!,
    blockNumber: log.blockNumber!,
  };
}

/** Updated events for an input hash from a block on (to toBlock, default latest), oldest first. */
export async function findUpdated(client: PublicClient, consumer: Address, input: Hex, fromBlock: bigint, toBlock?: bigint): Promise<Landed[]> {
  try {
    const logs = await client.getLogs({ address: consumer, event: updatedEvent, args: { inputHash: input }, fromBlock, toBlock: toBlock ?? "latest", strict: true });
    return logs.map(toLanded);
  } catch (e) {
    throw new ChainError(`reading Updated events for ${input}`, e);
  }
}

/** Updated events with the given indices (an indexed topic, so the node filters them). */
export async function updatedByIndex(client: PublicClient, consumer: Address, indices: bigint[]): Promise<Landed[]> {
  if (indices.length === 0) return [];
  try {
    const logs = await client.getLogs({ address: consumer, event: updatedEvent, args: { index: indices }, fromBlock: 0n, toBlock: "latest", strict: true });
    return logs.map(toLanded);
  } catch (e) {
    throw new ChainError(`reading Updated events ${indices.join(", ")}`, e);
  }
}

/** Every Updated event of the consumer, in chain order (oldest first). */
export async function allUpdated(client: PublicClient, consumer: Address): Promise<Landed[]> {
  try {
    const logs = await client.getLogs({ address: consumer, event: updatedEvent, fromBlock: 0n, toBlock: "latest", strict: true });
    return logs.map(toLanded);
  } catch (e) {
    throw new ChainError("reading the consumer's Updated events", e);
  }
}

/** The answer carried by one landing log (Updated or Inferred) of the consumer; undefined for any other log. */
export interface LandingLog {
  inputHash: Hex;
  root: Hex;
  tokens: number[];
  source: "quorum" | "chain";
  txHash?: Hex;
  blockNumber?: bigint;
}

type AnyLog = Pick<Log, "data" | "topics"> & { transactionHash?: Hex | null; blockNumber?: bigint | null };

const updatedTopic = toEventSelector(updatedEvent);
const inferredTopic = toEventSelector(inferredEvent);

/** Decodes an Updated or Inferred log of LLMConsumer; undefined for any other log (or one that does not decode). */
export function decodeLanding(log: AnyLog): LandingLog | undefined {
  const topics = log.topics as [Hex, ...Hex[]];
  const at = { txHash: log.transactionHash ?? undefined, blockNumber: log.blockNumber ?? undefined };
  try {
    if (topics[0]?.toLowerCase() === updatedTopic) {
      const { args } = decodeEventLog({ abi: [updatedEvent], data: log.data, topics, strict: true });
      return { inputHash: args.inputHash, root: args.root, tokens: unpackTokens(args.tokens).map(Number), source: "quorum", ...at };
    }
    if (topics[0]?.toLowerCase() === inferredTopic) {
      const { args } = decodeEventLog({ abi: [inferredEvent], data: log.data, topics, strict: true });
      return { inputHash: args.inputHash, root: args.root, tokens: args.tokens.map(tokenId), source: "chain", ...at };
    }
  } catch {
    // a log that claims the event's topic but does not decode as it: not a landing
  }
  return undefined;
}

/** A token id as a number: ids are uint32 on chain (Updated packs 4 bytes a token). */
function tokenId(t: bigint): number {
  if (t > 0xffffffffn) throw new Error(`token id ${t} does not fit 32 bits`);
  return Number(t);
}
