// An answer's state on chain, and waiting for it to land or become final:
// what an app reads rather than trusting the router. The state is read at one
// block, so the status, the slot and the landing block agree with each other.

import type { Address, Hex, PublicClient } from "viem";
import { llmConsumerAbi } from "./abi/LLMConsumer.gen.js";
import { decodeLanding, inferredEvent, REQUESTED, slotValue, updatedEvent, type LandingLog } from "./consumer.js";
import { ChainError } from "./errors.js";
import { sleep } from "./sleep.js";

/** Where an answer stands: none (nobody asked on chain), requested (asked, unanswered), landed (may still be challenged), final, invalid (ruled wrong). */
export type AnswerStatus = "none" | "requested" | "landed" | "final" | "invalid";

/** An answer as the chain holds it at `block`. root and tokens come with every landed answer (final or invalid included). */
export interface Answer {
  input: Hex;
  status: AnswerStatus;
  /** The block the state was read at. */
  block: bigint;
  /** The result slot's value: 0, REQUESTED, or slotValue(root, tokens). */
  value: Hex;
  root?: Hex;
  /** The answer's token ids after the prompt. */
  tokens?: number[];
  /** The block it landed in. */
  landedAt?: bigint;
  /** The landing transaction, and whether a quorum signed it (Updated) or the chain computed it (Inferred). */
  txHash?: Hex;
  source?: "quorum" | "chain";
}

const EMPTY: Hex = `0x${"0".repeat(64)}`;

/**
 * The answer of `input` on `consumer` (LLMConsumer) at blockNumber (default:
 * the latest block): its status from result, invalid, landedAt and isFinal,
 * and for a landed answer (final and invalid included) its root and tokens
 * from the landing's event, checked against the result slot. Go's twin is
 * package answers. Throws ChainError when a read fails.
 */
export async function answerOf(client: PublicClient, consumer: Address, input: Hex, opts: { blockNumber?: bigint } = {}): Promise<Answer> {
  let block: bigint, value: Hex, invalid: boolean, landedAt: bigint, final: boolean;
  try {
    block = opts.blockNumber ?? (await client.getBlockNumber());
    const at = { address: consumer, abi: llmConsumerAbi, blockNumber: block } as const;
    [value, invalid, landedAt, final] = await Promise.all([
      client.readContract({ ...at, functionName: "result", args: [input] }),
      client.readContract({ ...at, functionName: "invalid", args: [input] }),
      client.readContract({ ...at, functionName: "landedAt", args: [input] }),
      client.readContract({ ...at, functionName: "isFinal", args: [input] }),
    ]);
  } catch (e) {
    throw new ChainError(`reading the answer of ${input}`, e);
  }
  const status = answerStatus(value, landedAt, invalid, final);
  const a: Answer = { input, status, block, value };
  if (landedAt === 0n) return a;
  const l = await landingLog(client, consumer, input, value, landedAt);
  return { ...a, root: l.root, tokens: l.tokens, landedAt, txHash: l.txHash, source: l.source };
}

/** Folds the consumer's views into a status (Go's answers.status). */
export function answerStatus(value: Hex, landedAt: bigint, invalid: boolean, final: boolean): AnswerStatus {
  if (invalid) return "invalid";
  if (final) return "final";
  const v = value.toLowerCase();
  if (landedAt !== 0n && v !== EMPTY && v !== REQUESTED) return "landed";
  if (v === REQUESTED) return "requested";
  return "none";
}

/** The landing event (Updated or Inferred) of its landing block that carries the answer the result slot holds (value). */
async function landingLog(client: PublicClient, consumer: Address, input: Hex, value: Hex, landedAt: bigint): Promise<LandingLog> {
  const range = { fromBlock: landedAt, toBlock: landedAt };
  let logs;
  try {
    const [u, i] = await Promise.all([
      client.getLogs({ address: consumer, event: updatedEvent, args: { inputHash: input }, ...range }),
      client.getLogs({ address: consumer, event: inferredEvent, args: { inputHash: input }, ...range }),
    ]);
    logs = [...u, ...i];
  } catch (e) {
    throw new ChainError(`reading the landing events of ${input}`, e);
  }
  for (const log of logs) {
    const l = decodeLanding(log);
    if (l && slotValue(l.root, l.tokens) === value.toLowerCase()) return l;
  }
  // A node that pruned its logs, or the wrong consumer (Go's answers.ErrNoEvent).
  throw new ChainError(`reading the landing of ${input}`, new Error(`no Updated or Inferred event of block ${landedAt} carries the answer the result slot holds (${value})`));
}

export interface WaitOptions {
  /** Return once the answer has landed (or is final), or only once it is final (the default). Invalid always ends the wait. */
  until?: "landed" | "final";
  /** Stops the wait: it rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Between reads, ms (default: the client's pollingInterval). */
  pollMs?: number;
  /** Failed reads in a row that are retried before the wait throws the last one (default 3). */
  retries?: number;
  /** Called with the answer each time its status changes. */
  onAnswer?(a: Answer): void;
}

/** Reads the answer of input until it reaches opts.until (final by default) or is invalid, and returns it. */
export async function waitForAnswer(client: PublicClient, consumer: Address, input: Hex, opts: WaitOptions = {}): Promise<Answer> {
  const until = opts.until ?? "final";
  const pollMs = opts.pollMs ?? client.pollingInterval;
  const retries = opts.retries ?? 3;
  let failed = 0;
  let last: AnswerStatus | undefined;
  for (;;) {
    opts.signal?.throwIfAborted();
    try {
      const a = await answerOf(client, consumer, input);
      failed = 0;
      if (a.status !== last) opts.onAnswer?.(a);
      last = a.status;
      if (a.status === "final" || a.status === "invalid" || (until === "landed" && a.status === "landed")) return a;
    } catch (e) {
      if (++failed > retries) throw e;
    }
    await sleep(pollMs, opts.signal);
  }
}

/** Reads the answer of input until it is final or invalid: waitForAnswer with until "final". */
export function waitForFinal(client: PublicClient, consumer: Address, input: Hex, opts: Omit<WaitOptions, "until"> = {}): Promise<Answer> {
  return waitForAnswer(client, consumer, input, { ...opts, until: "final" });
}
