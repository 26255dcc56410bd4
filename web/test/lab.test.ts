// The browser lab against package bisection: the alphabet trace, forged
// values and whole lab transcripts must equal what Go computed (the vectors
// come from tools/bisectvectors; `npm run vectors` regenerates them).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import {
  ALPHABET_ANCHOR,
  Alphabet,
  AlphabetError,
  alphabetStep,
  forge,
} from "../src/lab/alphabet";
import {
  DEFAULT_RULES,
  LabError,
  LabGame,
  Referee,
  RuleError,
  depth,
  padded,
  type Side,
} from "../src/lab/game";

interface GoClaim {
  at: { level: number; index: number };
  hash: string;
  by: Side;
}
interface GoEntry {
  move: number;
  by: Side;
  kind: string;
  level: number;
  path: number[] | null;
  window: { lo: number; hi: number };
  verdict: string;
  judged?: GoClaim;
  posted?: GoClaim;
  after_level: number;
  after: { lo: number; hi: number };
  round: number;
  clock: [number, number];
  why: string;
}
interface Vectors {
  anchor: string;
  rules: { clock: number; bonds: [number, number] };
  steps: { pre: string; t: number; post: string }[];
  forge: [string, string][];
  traces: { sizes: number[]; states: string[]; leaves: Record<string, string>; root: string }[];
  labs: {
    tokens: number;
    sub: number[] | null;
    diverge: number;
    liar: Side;
    transcript: {
      levels: string[];
      leaves: number[] | null;
      anchor: string;
      root: string;
      challenger_root: string;
      disputed: boolean;
      entries: GoEntry[] | null;
      rounds: number[] | null;
      outcome?: { winner: Side; loser: Side; reason: string; path?: number[]; payout: [number, number]; slashed: number };
    };
  }[];
}

const vectors: Vectors = JSON.parse(readFileSync(new URL("./bisection-vectors.json", import.meta.url), "utf8"));

test("the committed vectors are what package bisection computes now", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "deepcall-vectors-"));
  try {
    const out = path.join(dir, "v.json");
    const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
    execFileSync("go", ["run", "./tools/bisectvectors", "-out", out], { cwd: web, stdio: "inherit" });
    expect(readFileSync(out, "utf8"), "stale: run `npm run vectors`").toBe(readFileSync(new URL("./bisection-vectors.json", import.meta.url), "utf8"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe("alphabet trace equals Go's", () => {
  test("anchor and default rules", () => {
    expect(ALPHABET_ANCHOR).toBe(vectors.anchor);
    expect(DEFAULT_RULES).toEqual(vectors.rules);
  });
  test.each(vectors.steps)("step t=$t", ({ pre, t, post }) => {
    expect(alphabetStep(pre as `0x${string}`, t)).toBe(post);
  });
  test("forged values", () => {
    expect(vectors.forge.length).toBeGreaterThan(0);
    for (const [h, f] of vectors.forge) expect(forge(h as `0x${string}`)).toBe(f);
  });
  test.each(vectors.traces)("sizes $sizes: states, every leaf of every level, root", (tr) => {
    const a = new Alphabet(tr.sizes);
    expect(a.states).toEqual(tr.states);
    const keys = Object.keys(tr.leaves);
    expect(keys.length).toBeGreaterThan(0);
    for (const k of keys) {
      const path = k.split("/").map(Number);
      expect(a.hash(path.slice(0, -1), path[path.length - 1]), k).toBe(tr.leaves[k]);
    }
    expect(a.hash([], tr.sizes[0] - 1)).toBe(tr.root);
  });
  test("bad level sizes and indices are named errors", () => {
    expect(() => new Alphabet([])).toThrow(AlphabetError);
    expect(() => new Alphabet([0])).toThrow(AlphabetError);
    expect(() => new Alphabet([1 << 13, 1 << 12])).toThrow(AlphabetError);
    expect(() => new Alphabet([4]).hash([], 4)).toThrow(AlphabetError);
    expect(() => new Alphabet([4, 2]).hash([0, 1], 0)).toThrow(AlphabetError);
  });
});

describe("lab games equal Go's transcripts", () => {
  test("depth and padding", () => {
    expect([1, 2, 3, 4, 5, 8, 9, 100].map(depth)).toEqual([0, 1, 2, 2, 3, 3, 4, 7]);
    expect([1, 2, 3, 5, 100].map(padded)).toEqual([1, 2, 4, 8, 128]);
  });
  test.each(vectors.labs.map((l) => ({ ...l, name: `${l.tokens}${l.sub ? "×" + l.sub.join("×") : ""} diverge ${l.diverge}, ${l.liar} lies` })))(
    "$name",
    (l) => {
      const want = l.transcript;
      const lab = new LabGame({ tokens: l.tokens, sub: l.sub ?? [], diverge: l.diverge, liar: l.liar });
      expect(lab.anchor).toBe(want.anchor);
      expect(lab.root).toBe(want.root);
      expect(lab.challengerRoot).toBe(want.challenger_root);
      expect(lab.disputed).toBe(want.disputed);
      expect(lab.levelNames).toEqual(want.levels);
      const outcome = lab.run();
      const entries = lab.entries.map((e) => ({ ...e, path: e.path.length ? e.path : null }));
      const wantEntries = (want.entries ?? []).map((e) => ({ ...e }));
      expect(entries).toEqual(wantEntries);
      if (want.disputed) {
        expect(lab.reachedLeaves()).toEqual(want.leaves);
        expect(lab.game!.rounds).toEqual(want.rounds);
        expect(outcome).toEqual(want.outcome);
        // The honest side always wins and the liar's bond is slashed.
        expect(outcome!.winner).not.toBe(l.liar);
        expect(outcome!.slashed).toBe(l.liar === "defender" ? 100 : 10);
      } else {
        expect(outcome).toBeUndefined();
      }
    },
  );
  test("a lab outside its range is a named error", () => {
    expect(() => new LabGame({ tokens: 4, diverge: 4, liar: "defender" })).toThrow(LabError);
    expect(() => new LabGame({ tokens: 0, diverge: 0, liar: "defender" })).toThrow(LabError);
    expect(() => new LabGame({ tokens: 4, sub: [0], diverge: 1, liar: "defender" })).toThrow(LabError);
  });
});

describe("the referee refuses bad moves", () => {
  const a = new Alphabet([8]);
  const ref = new Referee(a, () => a.states[0]);
  const g = ref.open(a.anchor(), a.states[7], DEFAULT_RULES, 0);
  const claim = a.states[3];
  test.each([
    ["out of turn", { kind: "bisect", by: "challenger", verdict: "-", claim, at: { level: 0, index: 3 } }, "NotYourTurn"],
    ["wrong midpoint", { kind: "bisect", by: "defender", verdict: "-", claim, at: { level: 0, index: 2 } }, "WrongPosition"],
    ["no claim", { kind: "bisect", by: "defender", verdict: "-" }, "BadMove"],
    ["verdict with nothing pending", { kind: "bisect", by: "defender", verdict: "agree", claim, at: { level: 0, index: 3 } }, "BadMove"],
    ["step while bisecting", { kind: "step", by: "defender", verdict: "-" }, "WrongPhase"],
    ["timeout before the deadline", { kind: "timeout", by: "challenger", verdict: "-" }, "NotExpired"],
  ] as const)("%s", (_, move, code) => {
    let err: unknown;
    try {
      ref.apply(g, { ...move, at: "at" in move ? { ...move.at } : undefined } as never, 1);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(RuleError);
    expect((err as RuleError).code).toBe(code);
  });
  test("a move after the deadline is refused; a timeout then ends the game", () => {
    const late = DEFAULT_RULES.clock + 1;
    expect(() => ref.apply(g, { kind: "bisect", by: "defender", verdict: "-", claim, at: { level: 0, index: 3 } }, late)).toThrow(/ClockExpired/);
    const over = ref.apply(g, { kind: "timeout", by: "challenger", verdict: "-" }, late);
    expect(over.outcome).toMatchObject({ winner: "challenger", reason: "timeout", slashed: 100 });
    expect(() => ref.apply(over, { kind: "timeout", by: "challenger", verdict: "-" }, late)).toThrow(/GameOver/);
  });
});
