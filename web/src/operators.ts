// The Operators page's model, from chain state only: the registry's
// OperatorRegistered / OperatorDeregistered / StakeUpdated / Slashed events
// (stake now and its history), and the landing transactions of the
// consumer's results (who signed each: the registered operators less the
// call's non-signers). Capacity, SLA and fees are not on chain yet.

import type { Address, Hex, Log, PublicClient } from "viem";
import { decodeEventLog } from "viem";
import { allUpdated, ChainError, operatorRegistryAbi, shortError, type Landed } from "@deepcall/client";
import { landingCall, operatorId } from "./chain";
import type { Config } from "./config";

export interface StakePoint {
  blockNumber: bigint;
  logIndex: number;
  txHash: Hex;
  kind: "registered" | "stake" | "slashed" | "deregistered";
  /** The stake after the event (registered, stake), or the amount taken (slashed). */
  amount?: bigint;
}

export interface OperatorRow {
  address: Address;
  id?: Hex;
  stake?: bigint;
  registered?: boolean;
  history: StakePoint[];
  slashes: StakePoint[];
  slashedTotal: bigint;
  /** Landings this operator signed, of those read. */
  signed: number;
  /** Landings it was registered for but did not sign. */
  missed: number;
  error?: string;
}

export interface OperatorsView {
  rows: OperatorRow[];
  landings: number;
  /** Landings left out (only the latest `limit` are read). */
  skipped: number;
  errors: string[];
}

export type RegistryLog = { address: Address; id?: Hex; point: StakePoint };

/** A registry log as a point of an operator's stake history, or null for another event. */
export function registryPoint(l: Log): RegistryLog | null {
  if (l.blockNumber == null || l.logIndex == null || !l.transactionHash) return null;
  try {
    const d = decodeEventLog({ abi: operatorRegistryAbi, data: l.data, topics: l.topics as [Hex, ...Hex[]], strict: true });
    const base = { blockNumber: l.blockNumber, logIndex: l.logIndex, txHash: l.transactionHash };
    switch (d.eventName) {
      case "OperatorRegistered":
        return { address: d.args.operator, id: d.args.operatorId, point: { ...base, kind: "registered", amount: d.args.stake } };
      case "OperatorDeregistered":
        return { address: d.args.operator, id: d.args.operatorId, point: { ...base, kind: "deregistered" } };
      case "StakeUpdated":
        return { address: d.args.operator, point: { ...base, kind: "stake", amount: d.args.stake } };
      case "Slashed":
        return { address: d.args.operator, point: { ...base, kind: "slashed", amount: d.args.amount } };
      default:
        return null;
    }
  } catch {
    return null;
  }
}

/**
 * Who signed which landing: for each landing (block, non-signer ids), the
 * operators registered at its block (per their registration points) less
 * the non-signers. Returns signed and missed counts by lower-case address.
 */
export function tally(
  ops: readonly { address: Address; id?: Hex; history: readonly StakePoint[] }[],
  landings: readonly { blockNumber: bigint; nonSigners: readonly Hex[] }[],
): Map<string, { signed: number; missed: number }> {
  const out = new Map<string, { signed: number; missed: number }>();
  for (const o of ops) out.set(o.address.toLowerCase(), { signed: 0, missed: 0 });
  for (const l of landings) {
    const out_ = new Set(l.nonSigners.map((x) => x.toLowerCase()));
    for (const o of ops) {
      if (!o.id || !registeredAt(o.history, l.blockNumber)) continue;
      const t = out.get(o.address.toLowerCase())!;
      if (out_.has(o.id.toLowerCase())) t.missed++;
      else t.signed++;
    }
  }
  return out;
}

/** Whether the history shows the operator registered before block b (the latest registration or deregistration before it decides). */
export function registeredAt(history: readonly StakePoint[], b: bigint): boolean {
  let reg = false;
  for (const p of history) {
    if (p.blockNumber >= b) break;
    if (p.kind === "registered") reg = true;
    if (p.kind === "deregistered") reg = false;
  }
  return reg;
}

/** Reads everything the Operators page shows; every failure is named, none thrown. `limit`: latest landings read for the signing tally. */
export async function operatorsView(client: PublicClient, cfg: Config, limit = 200): Promise<OperatorsView> {
  const v: OperatorsView = { rows: [], landings: 0, skipped: 0, errors: [] };
  const reg = cfg.contracts.registry;
  let points: RegistryLog[] = [];
  try {
    const logs = await client.getLogs({ address: reg, fromBlock: 0n, toBlock: "latest" });
    points = logs.map((l) => registryPoint(l as Log)).filter((p): p is RegistryLog => p !== null);
  } catch (e) {
    v.errors.push(new ChainError("reading the registry's events", e).message);
  }
  const byAddr = new Map<string, OperatorRow>();
  const row = (a: Address) => {
    const k = a.toLowerCase();
    let r = byAddr.get(k);
    if (!r) {
      r = { address: a, history: [], slashes: [], slashedTotal: 0n, signed: 0, missed: 0 };
      byAddr.set(k, r);
    }
    return r;
  };
  for (const o of cfg.operators) row(o.address).id = o.id;
  points.sort((a, b) => (a.point.blockNumber === b.point.blockNumber ? a.point.logIndex - b.point.logIndex : a.point.blockNumber < b.point.blockNumber ? -1 : 1));
  for (const p of points) {
    const r = row(p.address);
    if (p.id) r.id = p.id;
    r.history.push(p.point);
    if (p.point.kind === "slashed") {
      r.slashes.push(p.point);
      r.slashedTotal += p.point.amount ?? 0n;
    }
  }
  v.rows = [...byAddr.values()];
  await Promise.all(
    v.rows.map(async (r) => {
      try {
        const [stake, registered] = await Promise.all([
          client.readContract({ address: reg, abi: operatorRegistryAbi, functionName: "stakeOf", args: [r.address] }),
          client.readContract({ address: reg, abi: operatorRegistryAbi, functionName: "isRegistered", args: [r.address] }),
        ]);
        r.stake = stake;
        r.registered = registered;
      } catch (e) {
        r.error = shortError(e);
      }
    }),
  );
  // Who signed: each landing transaction's non-signer keys.
  let landed: Landed[] = [];
  try {
    landed = await allUpdated(client, cfg.contracts.consumer);
  } catch (e) {
    v.errors.push((e as Error).message);
  }
  const recent = landed.slice(-limit);
  v.skipped = landed.length - recent.length;
  const inputs = new Map<Hex, Promise<Hex | undefined>>();
  const landings = (
    await Promise.all(
      recent.map(async (l) => {
        let p = inputs.get(l.txHash);
        if (!p) {
          p = client.getTransaction({ hash: l.txHash }).then((t) => t.input, () => undefined);
          inputs.set(l.txHash, p);
        }
        const input = await p;
        if (!input) return undefined;
        try {
          const { sig } = landingCall(input, l);
          return { blockNumber: l.blockNumber, nonSigners: sig.nonSignerKeys.map((k) => operatorId(k.X, k.Y)) };
        } catch {
          return undefined;
        }
      }),
    )
  ).filter((x): x is { blockNumber: bigint; nonSigners: Hex[] } => x !== undefined);
  v.landings = landings.length;
  const t = tally(v.rows, landings);
  for (const r of v.rows) Object.assign(r, t.get(r.address.toLowerCase()));
  return v;
}
