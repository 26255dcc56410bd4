// The dispute game of bisection/doc.go as a pure model, move for move the
// same as package bisection: a referee that enforces the rules, a solver
// that plays one side faithfully to its trace, and a runner that plays a
// whole game one move at a time so the page can draw each step. Times are
// nanoseconds since the game's epoch (0), as the Go runner's manual clock.

import {
  Alphabet,
  alphabetOneStep,
  lie,
  type Hash,
  type Shape,
  type TraceProvider,
} from "./alphabet";

export type Side = "defender" | "challenger";
export type Verdict = "-" | "agree" | "disagree";
export type Phase = "bisecting" | "stepping" | "over";
export type Reason = "one-step" | "padding" | "timeout";
export type MoveKind = "bisect" | "step" | "timeout";

export const other = (s: Side): Side => (s === "defender" ? "challenger" : "defender");
const sideIndex = (s: Side): 0 | 1 => (s === "defender" ? 0 : 1);

/** Rejected moves, named as the Go referee's sentinel errors. */
export type RuleCode =
  | "GameOver"
  | "NotYourTurn"
  | "ClockExpired"
  | "NotExpired"
  | "ClockSkew"
  | "WrongPosition"
  | "WrongPhase"
  | "BadMove"
  | "BadProof"
  | "BadRules"
  | "BadShape";

export class RuleError extends Error {
  override name = "RuleError";
  constructor(
    readonly code: RuleCode,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

/** ⌈log₂ n⌉ for n ≥ 1: the verdicts a level of n leaves takes. */
export function depth(n: number): number {
  // bits.Len(n − 1), exact for every n below 2^32.
  return n <= 1 ? 0 : 32 - Math.clz32(n - 1);
}

/** 2^depth(n): the positions a level of n leaves is bisected over. */
export const padded = (n: number): number => 2 ** depth(n);

/** The disputed range (lo, hi] of positions at one level; −1 is the anchor. */
export interface Window {
  lo: number;
  hi: number;
}
export const fullWindow = (n: number): Window => ({ lo: -1, hi: padded(n) - 1 });
export const width = (w: Window): number => w.hi - w.lo;
export const single = (w: Window): boolean => width(w) === 1;
export const mid = (w: Window): number => w.lo + width(w) / 2;
export const agreeWindow = (w: Window): Window => ({ lo: mid(w), hi: w.hi });
export const disagreeWindow = (w: Window): Window => ({ lo: w.lo, hi: mid(w) });

export interface Position {
  level: number;
  index: number;
}
export interface Claim {
  at: Position;
  hash: Hash;
  by: Side;
}
export interface Rules {
  /** Each side's chess clock, ns. */
  clock: number;
  /** [defender, challenger] bonds. */
  bonds: [number, number];
}
export interface Outcome {
  winner: Side;
  loser: Side;
  reason: Reason;
  path?: number[];
  payout: [number, number];
  slashed: number;
}

export interface Game {
  rules: Rules;
  levels: number;
  level: number;
  path: number[];
  leaves: number;
  window: Window;
  loHash: Hash;
  hiHash: Hash;
  hiBy: Side;
  pending?: Claim;
  phase: Phase;
  turn: Side;
  turnStart: number;
  clock: [number, number];
  rounds: number[];
  moves: number;
  outcome?: Outcome;
}

export interface Move {
  kind: MoveKind;
  by: Side;
  verdict: Verdict;
  on?: Position;
  claim?: Hash;
  at?: Position;
}

export const gameMid = (g: Game): Position => ({ level: g.level, index: mid(g.window) });
export const leafPath = (g: Game): number[] => [...g.path, g.window.hi];
export const deadline = (g: Game): number => g.turnStart + g.clock[sideIndex(g.turn)];
export const expired = (g: Game, now: number): boolean => now > deadline(g);
export const totalRounds = (g: Game): number => g.rounds.reduce((a, b) => a + b, 0);

function clone(g: Game): Game {
  return {
    ...g,
    path: [...g.path],
    window: { ...g.window },
    clock: [g.clock[0], g.clock[1]],
    rounds: [...g.rounds],
    pending: g.pending && { ...g.pending, at: { ...g.pending.at } },
  };
}

function judge(g: Game, v: Verdict): void {
  const c = g.pending!;
  g.pending = undefined;
  if (v === "agree") {
    g.window = agreeWindow(g.window);
    g.loHash = c.hash;
  } else {
    g.window = disagreeWindow(g.window);
    g.hiHash = c.hash;
    g.hiBy = c.by;
  }
  g.rounds[g.level]++;
}

function settle(g: Game, shape: Shape): void {
  for (;;) {
    if (!single(g.window)) {
      g.phase = "bisecting";
      return;
    }
    const k = g.window.hi;
    if (k >= g.leaves) {
      // Padding repeats the last leaf: the claim stands iff it equals the
      // agreed value just before it.
      finish(g, g.hiHash === g.loHash ? g.hiBy : other(g.hiBy), "padding");
      return;
    }
    if (g.level === g.levels - 1) {
      g.phase = "stepping";
      return;
    }
    g.path = [...g.path, k];
    g.level++;
    const n = shape.leaves(g.path);
    if (!(n >= 1)) throw new RuleError("BadShape", `level ${g.level} under [${g.path.join(" ")}] has no leaves`);
    g.leaves = n;
    g.window = fullWindow(n);
    g.rounds.push(0);
  }
}

function finish(g: Game, winner: Side, reason: Reason): void {
  const loser = other(winner);
  const o: Outcome = {
    winner,
    loser,
    reason,
    payout: [0, 0],
    slashed: g.rules.bonds[sideIndex(loser)],
  };
  if (reason !== "timeout" || g.phase === "stepping") o.path = leafPath(g);
  o.payout[sideIndex(winner)] = g.rules.bonds[0] + g.rules.bonds[1];
  g.outcome = o;
  g.phase = "over";
}

function charge(g: Game, now: number): void {
  g.clock[sideIndex(g.turn)] -= now - g.turnStart;
  g.turnStart = now;
  g.moves++;
  if (g.phase !== "over") g.turn = other(g.turn);
}

const samePos = (a: Position | undefined, b: Position): boolean =>
  a !== undefined && a.level === b.level && a.index === b.index;

/** The referee: the public shape and the one-step rule (the alphabet's). */
export class Referee {
  constructor(
    readonly shape: Shape,
    readonly step: (path: readonly number[], pre: Hash) => Hash,
  ) {}

  /** Opens a dispute of root from anchor; the defender moves first. */
  open(anchor: Hash, root: Hash, rules: Rules, now: number): Game {
    if (!(rules.clock > 0)) throw new RuleError("BadRules", `clock ${rules.clock}`);
    const levels = this.shape.levels();
    const n = this.shape.leaves([]);
    if (levels < 1 || n < 1) throw new RuleError("BadShape", `${levels} levels, ${n} leaves at level 0`);
    const g: Game = {
      rules,
      levels,
      level: 0,
      path: [],
      leaves: n,
      window: fullWindow(n),
      loHash: anchor,
      hiHash: root,
      hiBy: "defender",
      phase: "bisecting",
      turn: "defender",
      turnStart: now,
      clock: [rules.clock, rules.clock],
      rounds: [0],
      moves: 0,
    };
    settle(g, this.shape);
    return g;
  }

  /** Checks a move and returns the game after it; a rejected move throws RuleError and changes nothing. */
  apply(g0: Game, m: Move, now: number): Game {
    if (g0.phase === "over") throw new RuleError("GameOver", "game is over");
    if (m.by !== "defender" && m.by !== "challenger") throw new RuleError("BadMove", `side ${String(m.by)}`);
    if (now < g0.turnStart) throw new RuleError("ClockSkew", `${now} before ${g0.turnStart}`);
    const g = clone(g0);
    if (m.kind === "timeout") {
      if (!expired(g, now)) throw new RuleError("NotExpired", `${deadline(g) - now} ns left`);
      g.clock[sideIndex(g.turn)] = 0;
      g.moves++;
      finish(g, other(g.turn), "timeout");
      return g;
    }
    if (expired(g, now)) throw new RuleError("ClockExpired", `${g.turn}'s deadline was ${deadline(g)}`);
    if (m.kind === "step") {
      if (g.phase !== "stepping") throw new RuleError("WrongPhase", `step while ${g.phase}`);
      const post = this.step(leafPath(g), g.loHash);
      finish(g, post === g.hiHash ? g.hiBy : other(g.hiBy), "one-step");
      charge(g, now);
      return g;
    }
    if (m.kind !== "bisect") throw new RuleError("BadMove", `kind ${String(m.kind)}`);
    if (g.phase !== "bisecting") throw new RuleError("WrongPhase", `bisect while ${g.phase}`);
    if (m.by !== g.turn) throw new RuleError("NotYourTurn", `${m.by} moved, ${g.turn} is on turn`);
    if (g.pending) {
      if (m.verdict !== "agree" && m.verdict !== "disagree") {
        throw new RuleError("BadMove", `a claim is pending at ${g.pending.at.index}, verdict ${m.verdict}`);
      }
      if (!samePos(m.on, g.pending.at)) {
        throw new RuleError("WrongPosition", `verdict on ${JSON.stringify(m.on)}, pending claim is at ${JSON.stringify(g.pending.at)}`);
      }
      judge(g, m.verdict);
      settle(g, this.shape);
    } else if (m.verdict !== "-") {
      throw new RuleError("BadMove", `verdict ${m.verdict} with no pending claim`);
    }
    if (g.phase === "bisecting") {
      if (m.claim === undefined) throw new RuleError("BadMove", `no claim at ${JSON.stringify(gameMid(g))}`);
      if (!samePos(m.at, gameMid(g))) {
        throw new RuleError("WrongPosition", `claim at ${JSON.stringify(m.at)}, midpoint is ${JSON.stringify(gameMid(g))}`);
      }
      g.pending = { at: { ...m.at! }, hash: m.claim, by: m.by };
    } else if (m.claim !== undefined) {
      throw new RuleError("BadMove", "claim but the window is closed");
    }
    charge(g, now);
    return g;
  }
}

/** The value at position i of level path.length, padding included. */
export function leafValue(tp: TraceProvider, path: readonly number[], i: number): Hash {
  const n = tp.leaves(path);
  if (i < 0 || i >= padded(n)) throw new RuleError("BadMove", `position ${i} outside a level of ${n} leaves`);
  return tp.hash(path, Math.min(i, n - 1));
}

export interface Action {
  move: Move;
  why: string;
}

/**
 * The solver (bisection.Solver): agrees with a claim exactly when it equals
 * its own value, posts its own values, steps as soon as a leaf is isolated.
 */
export function nextMoves(side: Side, shape: Shape, g: Game, trace: TraceProvider, now: number): Action[] {
  if (g.phase === "over") return [];
  if (expired(g, now)) {
    if (g.turn === side) return [];
    return [{ move: { kind: "timeout", by: side, verdict: "-" }, why: `${g.turn}'s clock ran out` }];
  }
  if (g.phase === "stepping") {
    return [{ move: { kind: "step", by: side, verdict: "-" }, why: `re-execute leaf [${leafPath(g).join(" ")}]` }];
  }
  if (g.turn !== side) return [];
  const m: Move = { kind: "bisect", by: side, verdict: "-" };
  const next = clone(g);
  let why = "open the bisection";
  if (g.pending) {
    const c = g.pending;
    const mine = leafValue(trace, g.path, c.at.index);
    m.on = { ...c.at };
    if (mine === c.hash) {
      m.verdict = "agree";
      why = `claim at ${c.at.index} matches`;
    } else {
      m.verdict = "disagree";
      why = `claim at ${c.at.index} differs`;
    }
    judge(next, m.verdict);
    settle(next, shape);
  }
  if (next.phase === "bisecting") {
    const at = gameMid(next);
    m.claim = leafValue(trace, next.path, at.index);
    m.at = at;
  }
  return [{ move: m, why }];
}

/** One applied move, as bisection.Entry records it. */
export interface Entry {
  move: number;
  by: Side;
  kind: MoveKind;
  level: number;
  path: number[];
  window: Window;
  verdict: Verdict;
  judged?: Claim;
  posted?: Claim;
  after_level: number;
  after: Window;
  round: number;
  clock: [number, number];
  why: string;
}

/** DefaultRules of the Go lab: a day on each clock, bonds 100 (defender) and 10 (challenger). */
export const DEFAULT_RULES: Rules = { clock: 24 * 3600 * 1e9, bonds: [100, 10] };
/** How long each move takes on its mover's clock (the Go runner's default). */
export const THINK_NS = 60 * 1e9;

export interface LabConfig {
  tokens: number;
  sub?: number[];
  diverge: number;
  liar: Side;
  rules?: Rules;
}

export class LabError extends Error {
  override name = "LabError";
}

/**
 * A lab game (bisection.Lab) played one move at a time: the honest alphabet
 * trace against one that lies from level-0 leaf `diverge` on.
 */
export class LabGame {
  readonly sizes: number[];
  readonly honest: Alphabet;
  readonly traces: Record<Side, TraceProvider>;
  readonly referee: Referee;
  readonly anchor: Hash;
  readonly root: Hash;
  readonly challengerRoot: Hash;
  readonly levelNames: string[];
  readonly rules: Rules;
  readonly entries: Entry[] = [];
  game?: Game;
  now = 0;

  constructor(cfg: LabConfig) {
    if (!Number.isInteger(cfg.tokens) || cfg.tokens < 1) throw new LabError(`tokens ${cfg.tokens}: want at least 1`);
    if (!Number.isInteger(cfg.diverge) || cfg.diverge < 0 || cfg.diverge >= cfg.tokens) {
      throw new LabError(`diverge ${cfg.diverge} outside 0 … ${cfg.tokens - 1}`);
    }
    this.sizes = [cfg.tokens, ...(cfg.sub ?? [])];
    try {
      this.honest = new Alphabet(this.sizes);
    } catch (e) {
      throw new LabError((e as Error).message);
    }
    this.rules = cfg.rules ?? DEFAULT_RULES;
    const liar = lie(this.honest, [cfg.diverge]);
    this.traces = cfg.liar === "defender" ? { defender: liar, challenger: this.honest } : { defender: this.honest, challenger: liar };
    this.referee = new Referee(this.honest, (path, pre) => alphabetOneStep(this.sizes, path, pre));
    this.anchor = this.honest.anchor();
    const rootOf = (tp: TraceProvider) => tp.hash([], tp.leaves([]) - 1);
    this.root = rootOf(this.traces.defender);
    this.challengerRoot = rootOf(this.traces.challenger);
    this.levelNames = Array.from({ length: this.honest.levels() }, (_, l) => this.honest.levelName(l));
    if (this.disputed) this.game = this.referee.open(this.anchor, this.root, this.rules, this.now);
  }

  get disputed(): boolean {
    return this.root !== this.challengerRoot;
  }
  get over(): boolean {
    return !this.game || this.game.phase === "over";
  }

  /** Plays the next move (the side on turn first, then the other); returns its entry, or undefined when over. */
  next(): Entry | undefined {
    const g = this.game;
    if (!g || g.phase === "over") return undefined;
    this.now += THINK_NS;
    for (const side of [g.turn, other(g.turn)]) {
      const acts = nextMoves(side, this.referee.shape, g, this.traces[side], this.now);
      if (acts.length === 0) continue;
      const after = this.referee.apply(g, acts[0].move, this.now);
      const e: Entry = {
        move: after.moves,
        by: acts[0].move.by,
        kind: acts[0].move.kind,
        level: g.level,
        path: [...g.path],
        window: { ...g.window },
        verdict: acts[0].move.kind === "bisect" ? acts[0].move.verdict : "-",
        after_level: after.level,
        after: { ...after.window },
        round: totalRounds(after),
        clock: [after.clock[0], after.clock[1]],
        why: acts[0].why,
      };
      if (acts[0].move.kind === "bisect") {
        if (g.pending) e.judged = g.pending;
        if (after.pending) e.posted = after.pending;
      }
      this.entries.push(e);
      this.game = after;
      return e;
    }
    throw new LabError("neither side can move: a solver stalled");
  }

  /** Plays to the end (bounded) and returns the outcome. */
  run(maxMoves = 100_000): Outcome | undefined {
    while (!this.over) {
      if (this.entries.length >= maxMoves) throw new LabError(`game still running after ${maxMoves} moves`);
      this.next();
    }
    return this.game?.outcome;
  }

  /** Leaves of each level the game reached. */
  reachedLeaves(): number[] {
    const g = this.game;
    if (!g) return [];
    return Array.from({ length: g.level + 1 }, (_, l) => this.honest.leaves(g.path.slice(0, l)));
  }
}
