// The Disputes page's model: DisputeGame's events (and the registry's
// Slashed events of the resolving transactions) folded into challenges,
// their defence games and every move. The fold is over the set of logs
// sorted by (block, log index) and keyed by them, so a log that arrives
// twice, late or out of order leaves the same view, and a log the node
// retracts (removed: true, a reorg) is taken out again.

import type { Address, Hex } from "viem";

export type Side = "defender" | "challenger";
export const SIDES: readonly Side[] = ["defender", "challenger"];
/** The trace's levels, top down (EngineStep: checkpoints, ops, chunks, segments). */
export const LEVEL_NAMES = ["checkpoints", "ops", "chunks", "segments"] as const;
export const levelName = (l: number) => LEVEL_NAMES[l] ?? `level ${l}`;
/** DisputeGame's end reasons (BY_STEP, BY_PADDING, BY_TIMEOUT, BY_DECISION). */
export const REASONS = ["the one step", "padding", "timeout", "the challenge's decision"] as const;

/** One log the page keeps: what the node sent, reduced to what the view needs. */
export interface ChainLog {
  blockNumber: bigint;
  logIndex: number;
  txHash: Hex;
  /** The node retracted it (a reorg). */
  removed?: boolean;
  /** Block timestamp (seconds), when known. */
  time?: number;
  ev: GameEvent;
}

export type GameEvent =
  | { name: "ChallengeOpened"; challengeId: bigint; consumer: Address; input: Hex; challenger: Address; root: Hex; steps: bigint; joinUntil: bigint }
  | { name: "DefenceOpened"; gameId: bigint; challengeId: bigint; defender: Address }
  | { name: "Bisected"; gameId: bigint; side: number; verdict: number; on: Pos; hasClaim: boolean; claim: Hex; at: Pos }
  | { name: "Stepped"; gameId: bigint; by: Address; post: Hex }
  | { name: "GameEnded"; gameId: bigint; winner: number; reason: number }
  | { name: "ChallengeFailed"; challengeId: bigint; gameId: bigint; defender: Address }
  /** signers: how many the consumer's liability charged; owed: how many slash() still has to take (0: nobody, or the landing was slashed by an earlier challenge). */
  | { name: "Resolved"; challengeId: bigint; signers: bigint; owed: bigint }
  /** One slash() page: the recorded signers [from, to) slashed (their Slashed events are in the same transaction). */
  | { name: "SlashedPage"; challengeId: bigint; from: bigint; to: bigint }
  | { name: "Expired"; challengeId: bigint }
  /** OperatorRegistry's, read for the slashing transactions (slash pages). */
  | { name: "Slashed"; operator: Address; amount: bigint };

export interface Pos {
  level: number;
  index: number;
}

export interface At {
  txHash: Hex;
  blockNumber: bigint;
  time?: number;
}

export interface Move extends At {
  n: number;
  side: Side;
  verdict: "agree" | "disagree" | null;
  on: Pos;
  claim: { at: Pos; hash: Hex } | null;
  /** The window at the level the move left the game in, as derived from the moves. */
  window: { level: number; lo: number; hi: number } | null;
}

export interface GameView extends At {
  id: bigint;
  challengeId: bigint;
  defender: Address;
  moves: Move[];
  stepped?: At & { by: Address; post: Hex };
  ended?: At & { winner: Side; reason: string };
}

export interface ChallengeView extends At {
  id: bigint;
  consumer: Address;
  input: Hex;
  challenger: Address;
  root: Hex;
  steps: bigint;
  joinUntil: bigint;
  games: GameView[];
  failed?: At & { gameId: bigint; defender: Address };
  /**
   * Resolved (DisputeGame.resolve): signers charged, owed the recorded loss slash() pages through; done how
   * many of them the pages have slashed so far; slashed the stake taken (the pages' Slashed events; a signer
   * with no stake left has none).
   */
  resolved?: At & { signers: bigint; owed: bigint; done: bigint; slashed: { operator: Address; amount: bigint }[] };
  expired?: At;
}

/** The logs seen so far, keyed by position in the chain. */
export type LogSet = ReadonlyMap<string, ChainLog>;

export const logKey = (l: Pick<ChainLog, "blockNumber" | "logIndex">) => `${l.blockNumber}:${l.logIndex}`;

/** Adds logs to a set (a repeat replaces its copy; a removed log is dropped). Returns a new set. */
export function addLogs(set: LogSet, logs: readonly ChainLog[]): Map<string, ChainLog> {
  const out = new Map(set);
  for (const l of logs) {
    const k = logKey(l);
    if (l.removed) out.delete(k);
    else out.set(k, { ...l, time: l.time ?? out.get(k)?.time });
  }
  return out;
}

/** The logs of a set in chain order. */
export function ordered(set: LogSet): ChainLog[] {
  return [...set.values()].sort((a, b) => (a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1));
}

const at = (l: ChainLog): At => ({ txHash: l.txHash, blockNumber: l.blockNumber, time: l.time });

/**
 * Folds logs (in chain order) into the challenges they tell of, newest
 * first. A log whose challenge or game is not among them (a partial read)
 * is left out rather than guessed at.
 */
export function fold(logs: readonly ChainLog[]): ChallengeView[] {
  const challenges = new Map<bigint, ChallengeView>();
  const games = new Map<bigint, GameView>();
  // A game's derived window, per game.
  const windows = new Map<bigint, { level: number; lo: number; hi: number } | null>();
  // The stake each challenge's slash pages took: a page emits its Slashed events (the registry's), then
  // SlashedPage, in one transaction; Slashed logs with no page after them in their transaction are not a page's.
  const pending = new Map<string, { operator: Address; amount: bigint }[]>();
  const slashedByChallenge = new Map<bigint, { operator: Address; amount: bigint }[]>();
  for (const l of logs) {
    const e = l.ev;
    const k = l.txHash.toLowerCase();
    if (e.name === "Slashed") {
      pending.set(k, [...(pending.get(k) ?? []), { operator: e.operator, amount: e.amount }]);
    } else if (e.name === "SlashedPage") {
      slashedByChallenge.set(e.challengeId, [...(slashedByChallenge.get(e.challengeId) ?? []), ...(pending.get(k) ?? [])]);
      pending.delete(k);
    }
  }
  const slashedFor = (cid: bigint) => slashedByChallenge.get(cid) ?? [];
  for (const l of logs) {
    const e = l.ev;
    switch (e.name) {
      case "ChallengeOpened":
        challenges.set(e.challengeId, { ...at(l), id: e.challengeId, consumer: e.consumer, input: e.input, challenger: e.challenger, root: e.root, steps: e.steps, joinUntil: e.joinUntil, games: [] });
        break;
      case "DefenceOpened": {
        const c = challenges.get(e.challengeId);
        if (!c) break;
        const g: GameView = { ...at(l), id: e.gameId, challengeId: e.challengeId, defender: e.defender, moves: [] };
        games.set(e.gameId, g);
        c.games.push(g);
        break;
      }
      case "Bisected": {
        const g = games.get(e.gameId);
        if (!g) break;
        const w = nextWindow(windows.get(e.gameId) ?? null, e);
        windows.set(e.gameId, w);
        g.moves.push({
          ...at(l),
          n: g.moves.length + 1,
          side: SIDES[e.side] ?? "defender",
          verdict: e.verdict === 1 ? "agree" : e.verdict === 2 ? "disagree" : null,
          on: e.on,
          claim: e.hasClaim ? { at: e.at, hash: e.claim } : null,
          window: w,
        });
        break;
      }
      case "Stepped": {
        const g = games.get(e.gameId);
        if (g) g.stepped = { ...at(l), by: e.by, post: e.post };
        break;
      }
      case "GameEnded": {
        const g = games.get(e.gameId);
        if (g) g.ended = { ...at(l), winner: SIDES[e.winner] ?? "defender", reason: REASONS[e.reason] ?? `reason ${e.reason}` };
        break;
      }
      case "ChallengeFailed": {
        const c = challenges.get(e.challengeId);
        if (c) c.failed = { ...at(l), gameId: e.gameId, defender: e.defender };
        break;
      }
      case "Resolved": {
        const c = challenges.get(e.challengeId);
        if (c) c.resolved = { ...at(l), signers: e.signers, owed: e.owed, done: 0n, slashed: slashedFor(e.challengeId) };
        break;
      }
      case "SlashedPage": {
        const r = challenges.get(e.challengeId)?.resolved;
        if (r && e.to > r.done) r.done = e.to;
        break;
      }
      case "Expired": {
        const c = challenges.get(e.challengeId);
        if (c) c.expired = at(l);
        break;
      }
    }
  }
  for (const c of challenges.values()) c.games.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return [...challenges.values()].sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

/** The view of a log set. */
export const disputesOf = (set: LogSet) => fold(ordered(set));

/**
 * The window a bisect move leaves (bisection/doc.go): the verdict moves lo
 * (agree) or hi (disagree) onto the answered midpoint; a claim at a deeper
 * level starts that level's window at (−1, 2·mid+1] (the first midpoint of a
 * padded level); no claim means the window closed on one position.
 */
export function nextWindow(w: { level: number; lo: number; hi: number } | null, e: { verdict: number; on: Pos; hasClaim: boolean; at: Pos }): { level: number; lo: number; hi: number } | null {
  let cur = w ? { ...w } : null;
  if (cur && e.verdict !== 0 && e.on.level === cur.level) {
    if (e.verdict === 1) cur.lo = e.on.index;
    else cur.hi = e.on.index;
  }
  if (e.hasClaim && (!cur || e.at.level !== cur.level)) cur = { level: e.at.level, lo: -1, hi: 2 * e.at.index + 1 };
  return cur;
}

// ---------------------------------------------------------------- live state

/** DisputeGame's constants, read once. */
export interface GameParams {
  challengerBond: bigint;
  defenderBond: bigint;
  clock: number;
  joinWindow: number;
  slashBips: bigint;
  challengeWindow: bigint;
  levels?: number;
}

/** A game as the contract's game(id) view has it now. */
export interface GameNow {
  phase: "bisecting" | "stepping" | "over";
  turn: Side;
  turnStart: number;
  clocks: [number, number];
  level: number;
  levels: number;
  lo: number;
  hi: number;
  leaves: number;
  pending: number | null;
  moves: number;
}

export const CHALLENGE_STATES = ["joining", "playing", "failed", "succeeded", "resolved", "expired"] as const;
export type ChallengeState = (typeof CHALLENGE_STATES)[number];

/** The raw game(id) tuple as viem decodes it. */
export interface RawGame {
  turnStart: number;
  phase: number;
  turn: number;
  level: number;
  levels: number;
  pending: boolean;
  clockDefender: number;
  clockChallenger: number;
  lo: bigint;
  hi: bigint;
  leaves: bigint;
  pendingIndex: bigint;
  moves: number;
}

export function gameNow(g: RawGame): GameNow {
  return {
    phase: (["bisecting", "stepping", "over"] as const)[g.phase] ?? "over",
    turn: SIDES[g.turn] ?? "defender",
    turnStart: Number(g.turnStart),
    clocks: [Number(g.clockDefender), Number(g.clockChallenger)],
    level: Number(g.level),
    levels: Number(g.levels),
    lo: Number(g.lo),
    hi: Number(g.hi),
    leaves: Number(g.leaves),
    pending: g.pending ? Number(g.pendingIndex) : null,
    moves: Number(g.moves),
  };
}

/**
 * Seconds left on each side's chess clock at time `now` (seconds): the side
 * on turn's clock runs from turnStart; the other's stands. Over: as stored.
 */
export function clocksAt(g: GameNow, now: number): [number, number] {
  const c: [number, number] = [...g.clocks];
  if (g.phase === "over") return c;
  const i = g.turn === "defender" ? 0 : 1;
  c[i] = Math.max(0, g.turnStart + g.clocks[i] - now);
  return c;
}

/** What moved when a challenge was decided, by the contract's rules (DisputeGame's notice). */
export function payouts(c: ChallengeView, p: Pick<GameParams, "challengerBond" | "defenderBond">): { to: Address; amount: bigint; why: string }[] {
  const beaten = c.games.filter((g) => g.ended?.winner === "challenger").length;
  if (c.failed) {
    const out = [{ to: c.failed.defender, amount: p.challengerBond + p.defenderBond, why: "its bond back and the challenger's bond" }];
    if (beaten > 0) out.push({ to: c.challenger, amount: BigInt(beaten) * p.defenderBond, why: `the bonds of the ${beaten} defender(s) it beat first` });
    return out;
  }
  if (c.resolved || c.expired) {
    return [{ to: c.challenger, amount: p.challengerBond + BigInt(beaten) * p.defenderBond, why: `its bond back${beaten ? ` and the bonds of the ${beaten} defender(s) it beat` : ""}` }];
  }
  return [];
}
