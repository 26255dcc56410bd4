// The chain-side hashes the page computes, against vectors Go wrote:
// transition digests, quorum signatories and landing records
// (testdata/protocol), operator ids (testdata/bls), and the config checks.
// The input hash, the result slot and the Updated tokens are the client's
// (clients/ts/test/consumer.test.ts).
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { llmConsumerAbi } from "@deepcall/client";
import { type Address, type Hex, type PublicClient, encodeFunctionData, keccak256, stringToBytes } from "viem";
import { keepsRecord, landedTransition, landingOf, landingRecord, operatorId, pageIndices, QUORUM_SIGNATORY, quorumSignatory, transitionDigest, type Transition } from "../src/chain";
import { ConfigError, parseConfig } from "../src/config";

const keccakOf = (x: string) => keccak256(stringToBytes(x));
const read = (p: string) => JSON.parse(readFileSync(new URL(p, import.meta.url), "utf8"));

describe("landing records equal Go's (protocol/landing.go, DeepcallConsumer)", () => {
  const digests = read("../../testdata/protocol/digest.json") as {
    vectors: { name: string; chainId: string; consumer: Address; index: string; manifest: Hex; input: Hex; slot: Hex; old: Hex; new: Hex; referenceBlock: string; digest: Hex }[];
  };
  const tr = (v: (typeof digests.vectors)[number]): Transition => ({ chainId: BigInt(v.chainId), consumer: v.consumer, index: BigInt(v.index), manifest: v.manifest, input: v.input, slot: v.slot, oldValue: v.old, newValue: v.new, referenceBlock: Number(v.referenceBlock) });
  test.each(digests.vectors)("transition digest: $name", (v) => {
    expect(transitionDigest(tr(v))).toBe(v.digest);
  });

  // testdata/protocol/landing.json: protocol.QuorumSignatory / LandingRecord / LandingWord, as Go and the EVM compute them.
  const landing = read("../../testdata/protocol/landing.json") as {
    domains: { quorum: Hex };
    quorum: { name: string; referenceBlock: number; nonSigners: Hex[]; signatory: Hex; digest: Hex; record: Hex; landedIn: number; word: Hex }[];
  };
  test("quorum signatory and landing record (golden vectors)", () => {
    expect(QUORUM_SIGNATORY).toBe(keccakOf("deepcall/signatory/quorum/v1"));
    expect(QUORUM_SIGNATORY).toBe(landing.domains.quorum);
    expect(landing.quorum.length).toBeGreaterThan(2);
    for (const v of landing.quorum) {
      expect(quorumSignatory(v.referenceBlock, v.nonSigners), v.name).toBe(v.signatory);
      expect(landingRecord(v.digest, v.signatory), v.name).toBe(v.record);
      expect(keepsRecord(v.word, v.record), v.name).toBe(true);
      expect(BigInt(v.word) >> 224n, v.name).toBe(BigInt(v.landedIn));
    }
    const [x, y] = landing.quorum[2].nonSigners;
    // The order is the signature's: another order is another record.
    expect(quorumSignatory(7, [x, y])).not.toBe(quorumSignatory(7, [y, x]));
  });

  const bls = read("../../testdata/bls/vectors.json") as { operators: { ids: Hex[]; pk1: Hex[] } };
  const key = (i: number) => ({ X: BigInt(bls.operators.pk1[2 * i]), Y: BigInt(bls.operators.pk1[2 * i + 1]) });
  const g1 = { X: 1n, Y: 2n };
  const g2 = { X: [0n, 0n] as const, Y: [0n, 0n] as const };
  const sig = (nonSigners: { X: bigint; Y: bigint }[]) => ({ sigma: g1, apkG2: g2, nonSignerKeys: nonSigners, apkIndex: 0, apk: g1, apkEntry: 0n });
  const v0 = digests.vectors[0];
  const t0 = tr(v0);

  test("the signatory of a landing call: its non-signers' ids, as the signature lists them", () => {
    const nonSigners = [key(1), key(0)].sort((x, y) => (operatorId(x.X, x.Y) < operatorId(y.X, y.Y) ? -1 : 1));
    const ids = nonSigners.map((k) => operatorId(k.X, k.Y));
    expect(ids.every((id) => bls.operators.ids.includes(id))).toBe(true);
    const data = encodeFunctionData({ abi: llmConsumerAbi, functionName: "verifyAndUpdate", args: [t0, sig(nonSigners), v0.new, [1n, 2n]] });
    const l = landingOf(data, { index: t0.index, inputHash: t0.input });
    expect(transitionDigest(l.t)).toBe(v0.digest);
    expect(l.nonSigners).toEqual(ids);
    expect(l.signatory).toBe(quorumSignatory(t0.referenceBlock, ids));
    expect(l.record).toBe(landingRecord(v0.digest, l.signatory));
    // Everyone signed: the signatory of no non-signers.
    const all = landingOf(encodeFunctionData({ abi: llmConsumerAbi, functionName: "verifyAndUpdateHinted", args: [t0, sig([]), v0.new, [1n], [5n]] }), { index: t0.index, inputHash: t0.input });
    expect(all.signatory).toBe(quorumSignatory(t0.referenceBlock, []));
  });

  test("landedTransition checks its record against the consumer's landing(input) before open is sent", async () => {
    const data = encodeFunctionData({ abi: llmConsumerAbi, functionName: "verifyAndUpdate", args: [t0, sig([key(0)]), v0.new, [1n]] });
    const l = { index: t0.index, inputHash: t0.input, txHash: `0x${"1".repeat(64)}` as Hex, blockNumber: 5n, root: v0.new, tokens: [1n] };
    const client = (onChain: Hex) =>
      ({
        getTransaction: async () => ({ input: data }),
        readContract: async ({ functionName, args }: { functionName: string; args: Hex[] }) => {
          expect(functionName).toBe("landing");
          expect(args[0]).toBe(t0.input);
          return onChain;
        },
      }) as unknown as PublicClient;
    const want = landingOf(data, l);
    const got = await landedTransition(client(want.record), t0.consumer, l as never);
    expect(got.signatory).toBe(quorumSignatory(t0.referenceBlock, [operatorId(key(0).X, key(0).Y)]));
    // what the consumer stores: the landing block (here 9) over the record's low 224 bits (protocol.LandingWord)
    const word = `0x00000009${want.record.slice(10)}` as Hex;
    expect(keepsRecord(word, want.record)).toBe(true);
    await expect(landedTransition(client(word), t0.consumer, l as never)).resolves.toMatchObject({ signatory: got.signatory });
    await expect(landedTransition(client(`0x${"0".repeat(63)}1`), t0.consumer, l as never)).rejects.toThrow(/no landing record/);
    await expect(landedTransition(client(`0x${"a".repeat(64)}`), t0.consumer, l as never)).rejects.toThrow(/not this transaction's transition and signer set/);
  });

  test("a batch item's record: its own transition digest and the batch's signatory", () => {
    const t1 = tr(digests.vectors[1]);
    const data = encodeFunctionData({ abi: llmConsumerAbi, functionName: "verifyAndUpdateBatch", args: [[t0, t1], [v0.new, v0.new], "0x", sig([key(0)]), []] });
    const l = landingOf(data, { index: t1.index, inputHash: t1.input });
    expect(transitionDigest(l.t)).toBe(digests.vectors[1].digest);
    expect(l.record).toBe(landingRecord(digests.vectors[1].digest, quorumSignatory(t1.referenceBlock, [operatorId(key(0).X, key(0).Y)])));
  });
});

describe("operator ids equal Go's", () => {
  const bls = read("../../testdata/bls/vectors.json") as { operators: { ids: Hex[]; pk1: Hex[] } };
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
  test("the economy's contracts and the relay, where deployed", () => {
    const economy = { market: "0x7777777777777777777777777777777777777777", capacity: "0x8888888888888888888888888888888888888888", relay: "0x9999999999999999999999999999999999999999" };
    const c = parseConfig({ ...good, contracts: { ...good.contracts, ...economy }, marketClass: "cpu-avx512" }, "http://h/config.json");
    expect(c.contracts).toMatchObject(economy);
    expect(c.marketClass).toBe("cpu-avx512");
    expect(() => parseConfig({ ...good, contracts: { ...good.contracts, relay: "0x12" } }, "http://h/")).toThrow(/contracts.relay/);
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
