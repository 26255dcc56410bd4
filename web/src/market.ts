// The operator economy as the dapp reads it: each operator's committed
// capacity (CapacityRegistry), SLA no-show slashes and fees claimed
// (TaskMarket's events) and the balance it can withdraw. The fee quote and
// the request a wallet pays it with are the client's (@deepcall/client).

import { capacityRegistryAbi, ChainError, classId, shortError, taskMarketAbi } from "@deepcall/client";
import { decodeEventLog, type Address, type Hex, type Log, type PublicClient } from "viem";
import type { Config } from "./config";

/** One operator's record in TaskMarket's events. */
export interface MarketRecord {
  /** Fees claimed from settled pools (Claimed), wei. */
  claimed: bigint;
  claims: number;
  /** SLA no-shows reported and slashed (NoShowSlashed), and the stake cut. */
  noShows: number;
  cut: bigint;
}

export interface MarketLedger {
  byOperator: Map<string, MarketRecord>;
  /** Tasks paid for, and their fees (TaskPaid). */
  paid: number;
  fees: bigint;
  /** Pools opened by settle (PoolOpened), and their amounts. */
  pools: number;
  pooled: bigint;
}

/** Folds TaskMarket logs (any order; a log seen twice counts once) into each operator's record. */
export function marketLedger(logs: readonly Log[]): MarketLedger {
  const out: MarketLedger = { byOperator: new Map(), paid: 0, fees: 0n, pools: 0, pooled: 0n };
  const seen = new Set<string>();
  const rec = (a: Address) => {
    const k = a.toLowerCase();
    let r = out.byOperator.get(k);
    if (!r) out.byOperator.set(k, (r = { claimed: 0n, claims: 0, noShows: 0, cut: 0n }));
    return r;
  };
  for (const l of logs) {
    const key = `${l.transactionHash}:${l.logIndex}`;
    if (l.transactionHash && seen.has(key)) continue;
    seen.add(key);
    let d;
    try {
      d = decodeEventLog({ abi: taskMarketAbi, data: l.data, topics: l.topics as [Hex, ...Hex[]], strict: true });
    } catch {
      continue;
    }
    switch (d.eventName) {
      case "TaskPaid":
        out.paid++;
        out.fees += d.args.fee;
        break;
      case "PoolOpened":
        out.pools++;
        out.pooled += d.args.amount;
        break;
      case "Claimed": {
        const r = rec(d.args.operator);
        r.claims++;
        r.claimed += d.args.amount;
        break;
      }
      case "NoShowSlashed": {
        const r = rec(d.args.operator);
        r.noShows++;
        r.cut += d.args.cut;
        break;
      }
    }
  }
  return out;
}

/** What the Operators page shows of one operator's economy. */
export interface OperatorEconomy {
  /** Committed units of the class, in use, and free now (0 when the κ rule no longer covers it). */
  committed?: bigint;
  inUse?: bigint;
  free?: bigint;
  /** Its TaskMarket balance (claimed fees not yet withdrawn), wei. */
  balance?: bigint;
  record: MarketRecord;
  error?: string;
}

export interface EconomyView {
  className: string;
  ops: Map<string, OperatorEconomy>;
  ledger: MarketLedger;
  errors: string[];
}

/** Reads the economy of the given operators; undefined when the deployment has no market. Failures are named, none thrown. */
export async function economyView(client: PublicClient, cfg: Config, operators: readonly Address[]): Promise<EconomyView | undefined> {
  const { market, capacity } = cfg.contracts;
  if (!market || !capacity || !cfg.marketClass) return undefined;
  const cls = classId(cfg.marketClass);
  const v: EconomyView = { className: cfg.marketClass, ops: new Map(), ledger: marketLedger([]), errors: [] };
  try {
    v.ledger = marketLedger((await client.getLogs({ address: market, fromBlock: 0n, toBlock: "latest" })) as Log[]);
  } catch (e) {
    v.errors.push(new ChainError("reading TaskMarket's events", e).message);
  }
  await Promise.all(
    operators.map(async (a) => {
      const o: OperatorEconomy = { record: v.ledger.byOperator.get(a.toLowerCase()) ?? { claimed: 0n, claims: 0, noShows: 0, cut: 0n } };
      v.ops.set(a.toLowerCase(), o);
      try {
        const [c, free, balance] = await Promise.all([
          client.readContract({ address: capacity, abi: capacityRegistryAbi, functionName: "commitment", args: [a, cls] }),
          client.readContract({ address: capacity, abi: capacityRegistryAbi, functionName: "freeCapacity", args: [a, cls] }),
          client.readContract({ address: market, abi: taskMarketAbi, functionName: "balanceOf", args: [a] }),
        ]);
        o.committed = BigInt(c.count);
        o.inUse = BigInt(c.inUse);
        o.free = BigInt(free);
        o.balance = balance;
      } catch (e) {
        o.error = shortError(e);
      }
    }),
  );
  return v;
}
