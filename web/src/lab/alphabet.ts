// The alphabet trace of bisection/alphabet.go, computed with the same keccak
// the chain uses: every micro-step is
//
//   s_t = keccak256(abi.encodePacked(bytes32 s_{t−1}, uint256 t, uint256 97 + t % 26))
//
// from s_{−1} = keccak256("deepcall/alphabet/v1"). A trace of T = n_0·n_1·…
// micro-steps is cut into levels of those sizes; leaf i of level l under a
// path is the state after the last micro-step of its block.

import { encodePacked, keccak256, stringToBytes, type Hex } from "viem";

export type Hash = Hex;

/** s_{−1} = keccak256("deepcall/alphabet/v1"). */
export const ALPHABET_ANCHOR: Hash = keccak256(stringToBytes("deepcall/alphabet/v1"));

/** The most micro-steps a trace may have (as in Go: 2^24). */
export const MAX_MICRO_STEPS = 1 << 24;

/** Raised for level sizes or leaf indices outside the trace. */
export class AlphabetError extends Error {
  override name = "AlphabetError";
}

/** One micro-step: keccak256(pre ‖ uint256(t) ‖ uint256(97 + t mod 26)). */
export function alphabetStep(pre: Hash, t: number): Hash {
  return keccak256(
    encodePacked(["bytes32", "uint256", "uint256"], [pre, BigInt(t), BigInt(97 + (t % 26))]),
  );
}

/** The public structure of a trace: what the referee knows. */
export interface Shape {
  levels(): number;
  /** Leaves of level path.length inside leaf path[path.length−1] of the level above. */
  leaves(path: readonly number[]): number;
  levelName(level: number): string;
}

/** One side's view of the trace (honest or forged). */
export interface TraceProvider extends Shape {
  anchor(): Hash;
  hash(path: readonly number[], i: number): Hash;
}

/** The index of the last micro-step inside leaf i under path. */
export function lastMicroStep(sizes: readonly number[], path: readonly number[], i: number): number {
  if (path.length >= sizes.length) {
    throw new AlphabetError(`path ${fmtPath(path)} too deep for ${sizes.length} levels`);
  }
  let t = 0;
  sizes.forEach((n, l) => {
    const k = l < path.length ? path[l] : l === path.length ? i : n - 1;
    if (!Number.isInteger(k) || k < 0 || k >= n) {
      throw new AlphabetError(`index ${k} at level ${l} of size ${n}`);
    }
    t = t * n + k;
  });
  return t;
}

/** The honest alphabet trace for the given level sizes (each ≥ 1). */
export class Alphabet implements TraceProvider {
  readonly sizes: readonly number[];
  readonly states: Hash[];

  constructor(sizes: readonly number[]) {
    if (sizes.length === 0) throw new AlphabetError("no levels");
    let total = 1;
    for (const n of sizes) {
      if (!Number.isInteger(n) || n < 1 || total > MAX_MICRO_STEPS / n) {
        throw new AlphabetError(`level sizes [${sizes.join(", ")}] out of range`);
      }
      total *= n;
    }
    this.sizes = [...sizes];
    this.states = new Array<Hash>(total);
    let s = ALPHABET_ANCHOR;
    for (let t = 0; t < total; t++) {
      s = alphabetStep(s, t);
      this.states[t] = s;
    }
  }

  levels(): number {
    return this.sizes.length;
  }
  leaves(path: readonly number[]): number {
    return this.sizes[path.length];
  }
  levelName(level: number): string {
    return level === 0 ? "tokens" : `sub${level}`;
  }
  anchor(): Hash {
    return ALPHABET_ANCHOR;
  }
  hash(path: readonly number[], i: number): Hash {
    return this.states[lastMicroStep(this.sizes, path, i)];
  }
}

/** The alphabet's one-step rule: re-execute the last-level leaf at path from pre. */
export function alphabetOneStep(sizes: readonly number[], path: readonly number[], pre: Hash): Hash {
  if (path.length !== sizes.length) {
    throw new AlphabetError(`step at ${fmtPath(path)}, want a path of ${sizes.length} levels`);
  }
  return alphabetStep(pre, lastMicroStep(sizes, path.slice(0, -1), path[path.length - 1]));
}

/** keccak256("deepcall/bisection/lie"): separates forged values from honest ones. */
const LIE_DOMAIN: Hash = keccak256(stringToBytes("deepcall/bisection/lie"));

/** The value a lying provider substitutes for an honest one. */
export function forge(h: Hash): Hash {
  return keccak256(encodePacked(["bytes32", "bytes32"], [LIE_DOMAIN, h]));
}

/**
 * A provider that diverges from leaf `from` on: every leaf at or after that
 * point in trace order, at every level, is forged (bisection.Lie).
 */
export function lie(honest: TraceProvider, from: readonly number[]): TraceProvider {
  const forged = (path: readonly number[], i: number): boolean => {
    for (let k = 0; k <= path.length; k++) {
      const a = k < path.length ? path[k] : i;
      const b = k < from.length ? from[k] : 0;
      if (a !== b) return a > b;
    }
    return true;
  };
  return {
    levels: () => honest.levels(),
    leaves: (path) => honest.leaves(path),
    levelName: (l) => honest.levelName(l),
    anchor: () => honest.anchor(),
    hash: (path, i) => {
      const h = honest.hash(path, i);
      return forged(path, i) ? forge(h) : h;
    },
  };
}

export function fmtPath(path: readonly number[]): string {
  return `[${path.join(" ")}]`;
}
