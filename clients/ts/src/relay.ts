// DeepcallRelay as a client uses it: what a request costs, the calls that
// request, deliver and fail one, an open request's terms, and the relay's
// events (Requested, Delivered, Failed) decoded. The relay calls its
// requester back (IDeepcallReceiver) once the answer is final; a wallet may
// request too, and then watches the answer itself.

import { decodeEventLog, encodeFunctionData, type Address, type Hex, type Log, type PublicClient } from "viem";
import { deepcallRelayAbi } from "./abi/DeepcallRelay.gen.js";
import { ChainError } from "./errors.js";
import { classKey } from "./market.js";

/** DeepcallRelay.MAX_CALLBACK_GAS: the largest callback gas limit a request may name. */
export const RELAY_MAX_CALLBACK_GAS = 5_000_000;

/** Why a request failed (IDeepcall.sol's Failure), by its number in the Failed event. */
export const RELAY_FAILURES = ["none", "invalidated", "expired"] as const;
export type RelayFailure = (typeof RELAY_FAILURES)[number];

function checkGas(callbackGas: number): bigint {
  if (!Number.isSafeInteger(callbackGas) || callbackGas < 1 || callbackGas > RELAY_MAX_CALLBACK_GAS) {
    throw new RangeError(`callbackGas ${callbackGas}: want a whole number from 1 to ${RELAY_MAX_CALLBACK_GAS}`);
  }
  return BigInt(callbackGas);
}

/**
 * DeepcallRelay.request(prompt, n, class, callbackGas) calldata. Send it
 * with relayQuote's fee plus the delivery reward; cls is a capacity class
 * name or id (market.ts classKey).
 */
export function relayRequestData(prompt: readonly number[], n: number, cls: string, callbackGas: number): Hex {
  return encodeFunctionData({
    abi: deepcallRelayAbi,
    functionName: "request",
    args: [prompt.map(BigInt), BigInt(n), classKey(cls), Number(checkGas(callbackGas))],
  });
}

/** DeepcallRelay.deliver(requestId, root, tokens) calldata: the final answer as it landed (answerOf's root and tokens). */
export function relayDeliverData(requestId: bigint, root: Hex, tokens: readonly (number | bigint)[]): Hex {
  return encodeFunctionData({ abi: deepcallRelayAbi, functionName: "deliver", args: [requestId, root, tokens.map(BigInt)] });
}

/** DeepcallRelay.fail(requestId) calldata: a request whose answer was invalidated, or none landed by its expiry. */
export function relayFailData(requestId: bigint): Hex {
  return encodeFunctionData({ abi: deepcallRelayAbi, functionName: "fail", args: [requestId] });
}

/** The market fee a relay request of (prompt, n) on class cls escrows now: 0 when the input is paid for or answered already. */
export async function relayQuote(client: PublicClient, relay: Address, prompt: readonly number[], n: number, cls: string): Promise<bigint> {
  try {
    return await client.readContract({ address: relay, abi: deepcallRelayAbi, functionName: "quote", args: [prompt.map(BigInt), BigInt(n), classKey(cls)] });
  } catch (e) {
    throw new ChainError("quoting a relay request (DeepcallRelay.quote)", e);
  }
}

/** A relay request's terms (DeepcallRelay.requestOf); open is false once it was delivered or failed (or never made). */
export interface RelayRequest {
  requestId: bigint;
  open: boolean;
  app: Address;
  callbackGas: number;
  expiresAt: bigint;
  input: Hex;
  reward: bigint;
}

const ZERO_ADDRESS = "0x0000000000000000000000000000000000000000";

/** Request requestId's terms, as the relay holds them now. */
export async function relayRequestOf(client: PublicClient, relay: Address, requestId: bigint): Promise<RelayRequest> {
  let r;
  try {
    r = await client.readContract({ address: relay, abi: deepcallRelayAbi, functionName: "requestOf", args: [requestId] });
  } catch (e) {
    throw new ChainError(`reading relay request ${requestId} (DeepcallRelay.requestOf)`, e);
  }
  return { requestId, open: r.app !== ZERO_ADDRESS, app: r.app, callbackGas: r.callbackGas, expiresAt: r.expiresAt, input: r.input, reward: r.reward };
}

/** One event of the relay, decoded. */
export type RelayEvent = (
  | { kind: "requested"; requestId: bigint; app: Address; input: Hex; marketFee: bigint; reward: bigint; callbackGas: number; expiresAt: bigint }
  | { kind: "delivered"; requestId: bigint; input: Hex; deliverer: Address; ok: boolean }
  | { kind: "failed"; requestId: bigint; input: Hex; reason: RelayFailure; ok: boolean }
) & { txHash?: Hex; blockNumber?: bigint };

type AnyLog = Pick<Log, "data" | "topics"> & { transactionHash?: Hex | null; blockNumber?: bigint | null };

/** Decodes a Requested, Delivered or Failed log of the relay; undefined for any other log (or one that does not decode). */
export function decodeRelayEvent(log: AnyLog): RelayEvent | undefined {
  let d;
  try {
    d = decodeEventLog({ abi: deepcallRelayAbi, data: log.data, topics: log.topics as [Hex, ...Hex[]], strict: true });
  } catch {
    return undefined;
  }
  const at = { txHash: log.transactionHash ?? undefined, blockNumber: log.blockNumber ?? undefined };
  switch (d.eventName) {
    case "Requested":
      return { kind: "requested", ...d.args, ...at };
    case "Delivered":
      return { kind: "delivered", ...d.args, ...at };
    case "Failed": {
      const reason = RELAY_FAILURES[d.args.reason];
      return reason && { kind: "failed", requestId: d.args.requestId, input: d.args.input, reason, ok: d.args.ok, ...at };
    }
  }
}

/** The relay's events among logs (a receipt's, say), in their order; others are left out. */
export const relayEventsOf = (logs: readonly AnyLog[]): RelayEvent[] => logs.map(decodeRelayEvent).filter((e): e is RelayEvent => e !== undefined);

const relayEventAbi = deepcallRelayAbi.filter((x) => x.type === "event");

/** The relay's events from fromBlock (default 0) to the latest block, of one request where requestId is given, oldest first. */
export async function relayEvents(client: PublicClient, relay: Address, opts: { fromBlock?: bigint; requestId?: bigint } = {}): Promise<RelayEvent[]> {
  let logs;
  try {
    logs = await client.getLogs({ address: relay, events: relayEventAbi, fromBlock: opts.fromBlock ?? 0n, toBlock: "latest" });
  } catch (e) {
    throw new ChainError("reading the relay's events", e);
  }
  const all = relayEventsOf(logs);
  return opts.requestId === undefined ? all : all.filter((e) => e.requestId === opts.requestId);
}
