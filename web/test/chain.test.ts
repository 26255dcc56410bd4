// The chain-side hashes the page computes, against vectors Go wrote:
// inference.InputHash (testdata/vectors), the result slot, the slot value
// keccak256(root ‖ tokens) and operator ids (testdata/bls), and the config
// checks.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { type Hex, decodeEventLog, encodeAbiParameters, encodeEventTopics, encodePacked } from "viem";
import { consumerAbi, inputHash, operatorId, pageIndices, resultSlot, slotValue, unpackTokens } from "../src/chain";
import { ConfigError, parseConfig } from "../src/config";

const read = (p: string) => JSON.parse(readFileSync(new URL(p, import.meta.url), "utf8"));

describe("hashes equal Go's", () => {
  for (const model of ["stories260K", "rand-odd40"]) {
    test(`input hashes of ${model}`, () => {
      const v = read(`../../testdata/vectors/${model}.json`) as { cases: { prompt: number[]; n: number; input_hash: string }[] };
      expect(v.cases.length).toBeGreaterThan(0);
      for (const c of v.cases) expect(inputHash(c.prompt, c.n)).toBe(c.input_hash);
    });
  }
  const bls = read("../../testdata/bls/vectors.json") as {
    transitions: { input: Hex; slot: Hex; new: Hex; prompt: number[]; n: number; root: Hex; tokens: Hex[] }[];
    operators: { ids: Hex[]; pk1: Hex[] };
  };
  test.each(bls.transitions.map((t, i) => ({ ...t, i })))("transition $i: input hash, slot, slot value", (t) => {
    expect(inputHash(t.prompt, t.n)).toBe(t.input);
    expect(resultSlot(t.input)).toBe(t.slot);
    expect(slotValue(t.root, t.tokens.map(BigInt))).toBe(t.new);
  });
  test.each(bls.transitions.map((t, i) => ({ ...t, i })))("transition $i: Updated's packed tokens decode", (t) => {
    // LLMConsumer's Updated data: abi.encode(root, bytes of one big-endian uint32 per token)
    const ids = t.tokens.map(BigInt);
    const packed = encodePacked(ids.map(() => "uint32"), ids.map(Number));
    const topics = encodeEventTopics({ abi: consumerAbi, eventName: "Updated", args: { index: 3n, inputHash: t.input } });
    const data = encodeAbiParameters([{ type: "bytes32" }, { type: "bytes" }], [t.root, packed]);
    const log = decodeEventLog({ abi: consumerAbi, eventName: "Updated", topics: topics as [Hex, ...Hex[]], data });
    expect(log.args.root).toBe(t.root);
    expect(unpackTokens(log.args.tokens)).toEqual(ids);
    expect(slotValue(t.root, unpackTokens(log.args.tokens))).toBe(t.new);
  });
  test("packed tokens of a partial id are refused", () => {
    expect(unpackTokens("0x")).toEqual([]);
    expect(unpackTokens("0x000001cdffffffff")).toEqual([461n, 4294967295n]);
    expect(() => unpackTokens("0x000001")).toThrow(/multiple of 4/);
  });
  test("operator ids are keccak256(X ‖ Y) of the G1 key", () => {
    const { ids, pk1 } = bls.operators;
    expect(ids.length).toBeGreaterThan(3);
    ids.forEach((id, i) => expect(operatorId(BigInt(pk1[2 * i]), BigInt(pk1[2 * i + 1]))).toBe(id));
  });
});

describe("history pages", () => {
  test.each([
    [0n, 0, 10, 0, 1, []],
    [3n, 0, 10, 0, 1, [2n, 1n, 0n]],
    [25n, 0, 10, 0, 3, [24n, 23n, 22n, 21n, 20n, 19n, 18n, 17n, 16n, 15n]],
    [25n, 2, 10, 2, 3, [4n, 3n, 2n, 1n, 0n]],
    [25n, 9, 10, 2, 3, [4n, 3n, 2n, 1n, 0n]],
    [25n, -1, 10, 0, 3, [24n, 23n, 22n, 21n, 20n, 19n, 18n, 17n, 16n, 15n]],
    [20n, 1, 10, 1, 2, [9n, 8n, 7n, 6n, 5n, 4n, 3n, 2n, 1n, 0n]],
  ])("%s results, page %s of size %s", (total, page, size, wantPage, wantPages, want) => {
    expect(pageIndices(total, page, size)).toEqual({ page: wantPage, pages: wantPages, indices: want });
  });
});

describe("config.json", () => {
  const good = {
    chainId: 1337,
    rpcUrl: "/rpc",
    routerUrl: "",
    contracts: {
      engine: "0x1111111111111111111111111111111111111111",
      registry: "0x2222222222222222222222222222222222222222",
      consumer: "0x3333333333333333333333333333333333333333",
    },
    manifest: "0x" + "ab".repeat(32),
    operators: [{ address: "0x4444444444444444444444444444444444444444", id: "0x" + "cd".repeat(32), stake: "1000000000000000000000" }],
    tokenizer: null,
  };
  test("resolves URLs against the page's origin", () => {
    const c = parseConfig(good, "http://127.0.0.1:8080/config.json");
    expect(c.rpcUrl).toBe("http://127.0.0.1:8080/rpc");
    expect(c.routerUrl).toBe("http://127.0.0.1:8080");
    expect(c.operators[0].stake).toBe(10n ** 21n);
    expect(c.tokenizer).toBeNull();
    expect(c.contracts.game).toBeUndefined();
    const t = parseConfig({ ...good, tokenizer: "/tokenizer.json", routerUrl: "http://10.0.0.1:8645" }, "http://h:1/x/config.json");
    expect(t.tokenizer).toBe("http://h:1/tokenizer.json");
    expect(t.routerUrl).toBe("http://10.0.0.1:8645");
    expect(c.modelUrl).toBeNull();
    expect(parseConfig({ ...good, modelUrl: "/model/" }, "http://h:1/x/config.json").modelUrl).toBe("http://h:1/model/");
  });
  test("a devnet's dev wallet and challenger daemon (the page keeps no key)", () => {
    const c = parseConfig(
      { ...good, wallet: { address: "0x5555555555555555555555555555555555555555", privateKey: "0x" + "11".repeat(32) }, challenger: { address: "0x6666666666666666666666666666666666666666", opens: false, assists: true, faulty: [0, 1, 2], fault: "wrong-from=1" } },
      "http://h/config.json",
    );
    expect(c.devWallet).toBe("0x5555555555555555555555555555555555555555");
    expect(c.challenger).toEqual({ address: "0x6666666666666666666666666666666666666666", opens: false, assists: true, faulty: [0, 1, 2], fault: "wrong-from=1" });
    expect(JSON.stringify(c, (_, v) => (typeof v === "bigint" ? v.toString() : v))).not.toContain("11".repeat(32));
    const plain = parseConfig({ ...good, challenger: null }, "http://h/config.json");
    expect([plain.devWallet, plain.challenger]).toEqual([null, null]);
  });
  test("an operator id may come as 32 bytes in a JSON array", () => {
    const bytes = Array.from({ length: 32 }, (_, i) => i);
    const c = parseConfig({ ...good, operators: [{ ...good.operators[0], id: bytes }] }, "http://h/config.json");
    expect(c.operators[0].id).toBe("0x000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f");
    expect(() => parseConfig({ ...good, operators: [{ ...good.operators[0], id: [...bytes, 1] }] }, "http://h/")).toThrow(ConfigError);
    expect(() => parseConfig({ ...good, operators: [{ ...good.operators[0], id: bytes.map(() => 256) }] }, "http://h/")).toThrow(ConfigError);
  });
  test.each([
    ["not an object", [], undefined],
    ["chain id", { ...good, chainId: "1337" }, "chainId"],
    ["rpc", { ...good, rpcUrl: 5 }, "rpcUrl"],
    ["engine", { ...good, contracts: { ...good.contracts, engine: "0x12" } }, "contracts.engine"],
    ["game", { ...good, contracts: { ...good.contracts, game: "nope" } }, "contracts.game"],
    ["manifest", { ...good, manifest: "0x1234" }, "manifest"],
    ["operators", { ...good, operators: {} }, "operators"],
    ["operator id", { ...good, operators: [{ ...good.operators[0], id: "0x00" }] }, "operators[0].id"],
    ["operator stake", { ...good, operators: [{ ...good.operators[0], stake: -1 }] }, "operators[0].stake"],
    ["tokenizer", { ...good, tokenizer: 3 }, "tokenizer"],
    ["model URL", { ...good, modelUrl: "" }, "modelUrl"],
    ["dev wallet", { ...good, wallet: { address: "0x12" } }, "wallet.address"],
    ["challenger", { ...good, challenger: "yes" }, "challenger"],
    ["challenger address", { ...good, challenger: { address: "", assists: true } }, "challenger.address"],
    ["faulty operators", { ...good, challenger: { address: good.operators[0].address, faulty: [-1] } }, "challenger.faulty"],
  ])("refuses a bad %s", (_, json, field) => {
    let err: unknown;
    try {
      parseConfig(json, "http://127.0.0.1:8080/config.json");
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as ConfigError).field).toBe(field);
  });
});
