// The Disputes page's chain side: DisputeGame's logs (and the registry's
// Slashed) read with eth_getLogs and followed with eth_subscribe over the
// deployment's WebSocket, polling over HTTP while the socket is down; the
// live state of the running games (clocks, level, window) from the game's
// views. Every log goes through the reducer in disputes.ts, which makes a
// repeat or a late log harmless, so the subscription and the polling may
// overlap freely.

import { createPublicClient, decodeEventLog, webSocket, type Address, type Hex, type Log, type PublicClient } from "viem";
import { disputeGameAbi, operatorRegistryAbi, shortError } from "@deepcall/client";
import type { Config } from "./config";
import { CHALLENGE_STATES, gameNow, type ChainLog, type ChallengeState, type GameEvent, type GameNow, type GameParams, type RawGame } from "./disputes";

const GAME_EVENTS = new Set(["ChallengeOpened", "DefenceOpened", "Bisected", "Stepped", "GameEnded", "ChallengeFailed", "Resolved", "SlashedPage", "Expired"]);

/** A node log as the page's reducer takes it, or null for a log it does not follow. */
export function toChainLog(l: Log, game: Address, registry: Address): ChainLog | null {
  if (l.blockNumber == null || l.logIndex == null || !l.transactionHash) return null;
  const addr = l.address.toLowerCase();
  let ev: GameEvent | null = null;
  try {
    if (addr === game.toLowerCase()) {
      const d = decodeEventLog({ abi: disputeGameAbi, data: l.data, topics: l.topics as [Hex, ...Hex[]], strict: true });
      if (!GAME_EVENTS.has(d.eventName)) return null;
      const a = d.args as Record<string, unknown>;
      const pos = (p: unknown) => {
        const q = p as { level: bigint; index: bigint };
        return { level: Number(q.level), index: Number(q.index) };
      };
      ev =
        d.eventName === "Bisected"
          ? { name: "Bisected", gameId: a.gameId as bigint, side: Number(a.side), verdict: Number(a.verdict), on: pos(a.on), hasClaim: a.hasClaim as boolean, claim: a.claim as Hex, at: pos(a.at) }
          : d.eventName === "GameEnded"
            ? { name: "GameEnded", gameId: a.gameId as bigint, winner: Number(a.winner), reason: Number(a.reason) }
            : ({ name: d.eventName, ...a } as GameEvent);
    } else if (addr === registry.toLowerCase()) {
      const d = decodeEventLog({ abi: operatorRegistryAbi, data: l.data, topics: l.topics as [Hex, ...Hex[]], strict: true });
      if (d.eventName !== "Slashed") return null;
      ev = { name: "Slashed", operator: d.args.operator, amount: d.args.amount };
    }
  } catch {
    return null; // an event of another signature at the address
  }
  if (!ev) return null;
  return { blockNumber: l.blockNumber, logIndex: l.logIndex, txHash: l.transactionHash, removed: l.removed, ev };
}

/** Block timestamps, read once per block. */
export class BlockTimes {
  private times = new Map<bigint, number>();
  constructor(private client: PublicClient) {}
  async stamp(logs: ChainLog[]): Promise<ChainLog[]> {
    const missing = [...new Set(logs.map((l) => l.blockNumber).filter((b) => !this.times.has(b)))];
    await Promise.all(
      missing.map(async (b) => {
        try {
          const blk = await this.client.getBlock({ blockNumber: b });
          this.times.set(b, Number(blk.timestamp));
        } catch {
          /* shown without a time */
        }
      }),
    );
    return logs.map((l) => ({ ...l, time: this.times.get(l.blockNumber) }));
  }
}

/** The game's and the registry's logs in blocks from … to. */
export async function readGameLogs(client: PublicClient, cfg: Config, fromBlock: bigint, toBlock: bigint): Promise<ChainLog[]> {
  const game = cfg.contracts.game!;
  const logs = await client.getLogs({ address: [game, cfg.contracts.registry], fromBlock, toBlock });
  return logs.map((l) => toChainLog(l as Log, game, cfg.contracts.registry)).filter((l): l is ChainLog => l !== null);
}

export async function readParams(client: PublicClient, game: Address): Promise<GameParams> {
  const r = <F extends "challengerBond" | "defenderBond" | "clock" | "joinWindow" | "slashBips" | "challengeWindow">(functionName: F) =>
    client.readContract({ address: game, abi: disputeGameAbi, functionName });
  const [challengerBond, defenderBond, clock, joinWindow, slashBips, challengeWindow] = await Promise.all([
    r("challengerBond"),
    r("defenderBond"),
    r("clock"),
    r("joinWindow"),
    r("slashBips"),
    r("challengeWindow"),
  ]);
  return { challengerBond, defenderBond, clock: Number(clock), joinWindow: Number(joinWindow), slashBips, challengeWindow };
}

export async function readGame(client: PublicClient, game: Address, id: bigint): Promise<GameNow> {
  const g = await client.readContract({ address: game, abi: disputeGameAbi, functionName: "game", args: [id] });
  return gameNow(g as unknown as RawGame);
}

export async function readChallengeState(client: PublicClient, game: Address, id: bigint): Promise<ChallengeState> {
  const s = await client.readContract({ address: game, abi: disputeGameAbi, functionName: "challengeState", args: [id] });
  return CHALLENGE_STATES[s] ?? "resolved";
}

export async function readCredit(client: PublicClient, game: Address, account: Address): Promise<bigint> {
  return client.readContract({ address: game, abi: disputeGameAbi, functionName: "credit", args: [account] });
}

/** The deployment's WebSocket URL: its RPC URL with ws(s):. */
export const wsUrlOf = (rpcUrl: string) => rpcUrl.replace(/^http/, "ws");

export type FeedStatus = { mode: "subscribed" | "polling" | "connecting"; note?: string; block?: bigint };

export interface FeedHandlers {
  logs(logs: ChainLog[]): void;
  block(n: bigint): void;
  status(s: FeedStatus): void;
}

/**
 * Follows the game from block `from` on: eth_subscribe (logs and new heads)
 * over the deployment's WebSocket, and eth_getLogs over HTTP every `pollMs`
 * (every second while the socket is down, to catch up otherwise: the
 * reducer drops repeats). Returns stop().
 */
export function follow(cfg: Config, client: PublicClient, from: bigint, h: FeedHandlers, pollMs = 4000, staleMs = 5000): { stop(): void } {
  let stopped = false;
  let next = from;
  let subscribed = false;
  // When the subscription last delivered a head: a socket that went quiet (dropped without an error, or its
  // subscription lost on a reconnect) counts as down, and the polling speeds up until heads come again.
  let lastHead = Date.now();
  const live = () => subscribed && Date.now() - lastHead < staleMs;
  let unsubs: (() => void)[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const game = cfg.contracts.game!;

  const poll = async () => {
    if (stopped) return;
    try {
      const head = await client.getBlockNumber();
      if (head >= next) {
        const logs = await readGameLogs(client, cfg, next, head);
        next = head + 1n;
        h.logs(logs);
      }
      h.block(head);
      // A quiet socket is replaced: a fresh client, a fresh subscription (the polling covers the gap).
      if (!live() && !connecting && Date.now() >= retryAt) {
        subscribed = false;
        for (const u of unsubs) u();
        unsubs = [];
        void subscribe();
      }
      if (!live()) h.status({ mode: "polling", note: subscribed ? "no block from the WebSocket subscription lately: reading the chain once a second" : "reading the chain once a second (no WebSocket subscription)", block: head });
    } catch (e) {
      h.status({ mode: live() ? "subscribed" : "polling", note: `the chain is unreachable: ${shortError(e)}; retrying` });
    }
    if (!stopped) timer = setTimeout(poll, live() ? pollMs : 1000);
  };

  let connecting = false;
  // The next (re)subscription attempt: 3 s after a failure, doubling to 15 s while they keep failing.
  let retryAt = 0;
  let retryMs = 3000;
  let attempts = 0;
  const subscribe = async () => {
    connecting = true;
    retryAt = Date.now() + retryMs;
    try {
      // No reconnection inside the transport: a socket that closes is replaced by a fresh client here. viem keeps
      // one socket per URL, the dead one too, so each new attempt names its own (the node ignores the query).
      const u = wsUrlOf(cfg.rpcUrl) + (attempts++ > 0 ? `${cfg.rpcUrl.includes("?") ? "&" : "?"}attempt=${attempts}` : "");
      const ws = createPublicClient({ transport: webSocket(u, { retryCount: 0, reconnect: false, timeout: 5000 }) });
      // Fails at once when the socket cannot open: then the page polls.
      await ws.getBlockNumber();
      if (stopped) return;
      const down = (e: Error) => {
        subscribed = false;
        h.status({ mode: "polling", note: `the WebSocket subscription dropped (${shortError(e)}); reading the chain once a second` });
      };
      unsubs.push(
        ws.watchEvent({
          address: [game, cfg.contracts.registry],
          onLogs: (logs) => {
            subscribed = true;
            h.logs(logs.map((l) => toChainLog(l as Log, game, cfg.contracts.registry)).filter((l): l is ChainLog => l !== null));
          },
          onError: down,
        }),
        ws.watchBlockNumber({
          emitOnBegin: false,
          onBlockNumber: (n) => {
            if (!live()) h.status({ mode: "subscribed", block: n, note: "" });
            subscribed = true;
            lastHead = Date.now();
            h.block(n);
          },
          onError: down,
        }),
      );
      subscribed = true;
      lastHead = Date.now();
      retryMs = 3000;
      h.status({ mode: "subscribed" });
    } catch (e) {
      subscribed = false;
      retryMs = Math.min(15_000, retryMs * 2);
      h.status({ mode: "polling", note: `no WebSocket at ${wsUrlOf(cfg.rpcUrl)} (${shortError(e)}): reading the chain once a second` });
    } finally {
      connecting = false;
    }
  };

  h.status({ mode: "connecting" });
  void poll();
  void subscribe();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      for (const u of unsubs) u();
      unsubs = [];
    },
  };
}
