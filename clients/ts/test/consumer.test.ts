// The consumer's hashes against vectors Go wrote (inference.InputHash in
// testdata/vectors, the transitions of testdata/bls: input hash, result
// slot, slot value), and its landing events decoded from logs ABI-encoded
// here as the contract emits them (Updated: 4 bytes a token; Inferred:
// uint256 words).
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { encodeAbiParameters, encodeEventTopics, encodePacked, type Hex } from "viem";
import { decodeLanding, inputHash, llmConsumerAbi, REQUESTED, resultSlot, slotValue, unpackTokens } from "../src/index.js";

const testdata = new URL("../../../testdata/", import.meta.url);
const read = (p: string) => JSON.parse(readFileSync(new URL(p, testdata), "utf8"));

describe("hashes equal Go's", () => {
  const models = readdirSync(new URL("vectors/", testdata)).filter((f) => f.endsWith(".json"));
  test("there are model vectors", () => expect(models.length).toBeGreaterThan(3));
  test.each(models)("input hashes of vectors/%s", (file) => {
    const v = read(`vectors/${file}`) as { cases: { prompt: number[]; n: number; input_hash: string }[] };
    expect(v.cases.length).toBeGreaterThan(0);
    for (const c of v.cases) expect(inputHash(c.prompt, c.n)).toBe(c.input_hash);
  });

  const bls = read("bls/vectors.json") as { transitions: { input: Hex; slot: Hex; new: Hex; prompt: number[]; n: number; root: Hex; tokens: Hex[] }[] };
  test.each(bls.transitions.map((t, i) => ({ ...t, i })))("transition $i: input hash, slot, slot value", (t) => {
    expect(inputHash(t.prompt, t.n)).toBe(t.input);
    expect(resultSlot(t.input)).toBe(t.slot);
    expect(slotValue(t.root, t.tokens.map(BigInt))).toBe(t.new);
    expect(slotValue(t.root, t.tokens.map(Number))).toBe(t.new);
  });

  test("an input hash changes with n and with each token", () => {
    expect(inputHash([1, 2], 3)).not.toBe(inputHash([1, 2], 4));
    expect(inputHash([1, 2], 3)).not.toBe(inputHash([2, 1], 3));
    expect(inputHash([1, 2], 3)).not.toBe(inputHash([1, 2, 0], 3));
    expect(REQUESTED).toBe(`0x${"0".repeat(63)}1`);
  });
});

describe("landing events", () => {
  const bls = read("bls/vectors.json") as { transitions: { input: Hex; new: Hex; root: Hex; tokens: Hex[] }[] };
  const updated = (input: Hex, root: Hex, packed: Hex) => ({
    topics: encodeEventTopics({ abi: llmConsumerAbi, eventName: "Updated", args: { index: 3n, inputHash: input } }) as [Hex, ...Hex[]],
    data: encodeAbiParameters([{ type: "bytes32" }, { type: "bytes" }], [root, packed]),
  });

  test.each(bls.transitions.map((t, i) => ({ ...t, i })))("transition $i: Updated's packed tokens decode to the slot's answer", (t) => {
    const ids = t.tokens.map(Number);
    const log = { ...updated(t.input, t.root, encodePacked(ids.map(() => "uint32"), ids)), transactionHash: `0x${"ab".repeat(32)}` as Hex, blockNumber: 9n };
    const l = decodeLanding(log);
    expect(l).toEqual({ inputHash: t.input, root: t.root, tokens: ids, source: "quorum", txHash: log.transactionHash, blockNumber: 9n });
    expect(slotValue(l!.root, l!.tokens)).toBe(t.new);
  });

  test("Inferred carries the tokens as words", () => {
    const t = bls.transitions[0];
    const ids = t.tokens.map(BigInt);
    const topics = encodeEventTopics({ abi: llmConsumerAbi, eventName: "Inferred", args: { inputHash: t.input } }) as [Hex, ...Hex[]];
    const data = encodeAbiParameters([{ type: "bytes32" }, { type: "uint256[]" }], [t.root, ids]);
    expect(decodeLanding({ topics, data })).toEqual({ inputHash: t.input, root: t.root, tokens: ids.map(Number), source: "chain", txHash: undefined, blockNumber: undefined });
  });

  test("other logs, and tokens that are not whole 4-byte ids, are no landing", () => {
    const t = bls.transitions[0];
    const requested = encodeEventTopics({ abi: llmConsumerAbi, eventName: "Requested", args: { inputHash: t.input } }) as [Hex, ...Hex[]];
    expect(decodeLanding({ topics: requested, data: encodeAbiParameters([{ type: "uint256[]" }, { type: "uint256" }], [[1n], 2n]) })).toBeUndefined();
    expect(decodeLanding({ topics: [], data: "0x" })).toBeUndefined();
    expect(decodeLanding(updated(t.input, t.root, "0x000001"))).toBeUndefined();
    expect(decodeLanding({ ...updated(t.input, t.root, "0x"), data: "0x1234" })).toBeUndefined();
  });

  test("unpackTokens: 4 bytes big-endian a token", () => {
    expect(unpackTokens("0x")).toEqual([]);
    expect(unpackTokens("0x000001cdffffffff")).toEqual([461n, 4294967295n]);
    expect(() => unpackTokens("0x000001")).toThrow(/multiple of 4/);
  });
});
