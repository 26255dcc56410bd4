// DeepcallRelay's calls as the client encodes them (decoded back with the
// artifact's ABI, selectors from its signatures), its events decoded from
// logs ABI-encoded here as the contract emits them, and the constants the
// client keeps in step with the Solidity sources.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { decodeFunctionData, encodeAbiParameters, encodeEventTopics, getAddress, keccak256, stringToBytes, toFunctionSelector, type Address, type Hex } from "viem";
import {
  classId,
  classKey,
  decodeRelayEvent,
  deepcallRelayAbi,
  inputHash,
  llmConsumerAbi,
  RELAY_FAILURES,
  RELAY_MAX_CALLBACK_GAS,
  relayDeliverData,
  relayEventsOf,
  relayFailData,
  relayRequestData,
  requestData,
  taskMarketAbi,
} from "../src/index.js";

const source = (p: string) => readFileSync(new URL(`../../../contracts/${p}`, import.meta.url), "utf8");
// as the decoder gives addresses: checksummed
const app: Address = getAddress("0x00000000000000000000000000000000000000a1");
const deliverer: Address = getAddress("0x00000000000000000000000000000000000000d2");
const root: Hex = `0x${"5e".repeat(32)}`;

describe("calls", () => {
  test("request: prompt, n, the class id and the callback gas", () => {
    const data = relayRequestData([1, 400, 7], 12, "cpu-avx512", 200_000);
    expect(data.slice(0, 10)).toBe(toFunctionSelector("request(uint256[],uint256,bytes32,uint32)"));
    const d = decodeFunctionData({ abi: deepcallRelayAbi, data });
    expect(d.functionName).toBe("request");
    expect(d.args).toEqual([[1n, 400n, 7n], 12n, keccak256(stringToBytes("cpu-avx512")), 200_000]);
    // A class given by id is that id.
    const byId = decodeFunctionData({ abi: deepcallRelayAbi, data: relayRequestData([1], 2, classId("cpu-avx512"), 1) });
    expect(byId.args[2]).toBe(classId("cpu-avx512"));
  });

  test.each([0, -1, 1.5, RELAY_MAX_CALLBACK_GAS + 1, Number.NaN])("callback gas %d is refused before anything is sent", (gas) => {
    expect(() => relayRequestData([1], 2, "cpu-avx512", gas)).toThrow(RangeError);
  });

  test("deliver and fail", () => {
    const d = decodeFunctionData({ abi: deepcallRelayAbi, data: relayDeliverData(7n, root, [403, 407n]) });
    expect(d).toEqual({ functionName: "deliver", args: [7n, root, [403n, 407n]] });
    expect(decodeFunctionData({ abi: deepcallRelayAbi, data: relayFailData(9n) })).toEqual({ functionName: "fail", args: [9n] });
  });

  test("TaskMarket.request takes the same class", () => {
    const d = decodeFunctionData({ abi: taskMarketAbi, data: requestData([1, 2], 3, "cpu-avx512") });
    expect(d).toEqual({ functionName: "request", args: [[1n, 2n], 3n, classId("cpu-avx512")] });
    expect(classKey(classId("x").toUpperCase().replace("0X", "0x"))).toBe(classId("x"));
    expect(classKey("x")).toBe(classId("x"));
  });

  test("the constants are the contracts'", () => {
    expect(source("src/DeepcallRelay.sol")).toMatch(new RegExp(`MAX_CALLBACK_GAS = ${RELAY_MAX_CALLBACK_GAS.toLocaleString("en").replace(/,/g, "_")};`));
    const failure = /enum Failure \{([^}]*)\}/.exec(source("package/src/IDeepcall.sol"))![1];
    const names = failure.split("\n").map((l) => l.trim().replace(/,$/, "")).filter((l) => /^[A-Z]\w*$/.test(l));
    expect(names.map((n) => n.toLowerCase())).toEqual([...RELAY_FAILURES]);
  });
});

describe("events", () => {
  const input = inputHash([1, 400, 7], 12);
  const log = (eventName: "Requested" | "Delivered" | "Failed", args: Record<string, unknown>, data: Hex) => ({
    topics: encodeEventTopics({ abi: deepcallRelayAbi, eventName, args } as never) as [Hex, ...Hex[]],
    data,
    transactionHash: `0x${"1".repeat(64)}` as Hex,
    blockNumber: 42n,
  });
  const requested = log(
    "Requested",
    { requestId: 3n, app, input },
    encodeAbiParameters([{ type: "uint256" }, { type: "uint256" }, { type: "uint32" }, { type: "uint64" }], [1234n, 99n, 150_000, 77n]),
  );
  const delivered = log("Delivered", { requestId: 3n, input, deliverer }, encodeAbiParameters([{ type: "bool" }], [true]));
  const failed = (reason: number) => log("Failed", { requestId: 4n, input }, encodeAbiParameters([{ type: "uint8" }, { type: "bool" }], [reason, false]));

  test("Requested, Delivered and Failed decode with their fields", () => {
    const at = { txHash: requested.transactionHash, blockNumber: 42n };
    expect(decodeRelayEvent(requested)).toEqual({ kind: "requested", requestId: 3n, app, input, marketFee: 1234n, reward: 99n, callbackGas: 150_000, expiresAt: 77n, ...at });
    expect(decodeRelayEvent(delivered)).toEqual({ kind: "delivered", requestId: 3n, input, deliverer, ok: true, ...at });
    expect(decodeRelayEvent(failed(1))).toEqual({ kind: "failed", requestId: 4n, input, reason: "invalidated", ok: false, ...at });
    expect(decodeRelayEvent(failed(2))).toMatchObject({ reason: "expired" });
  });

  test("a receipt's other logs are left out, in order", () => {
    const updated = {
      topics: encodeEventTopics({ abi: llmConsumerAbi, eventName: "Updated", args: { index: 1n, inputHash: input } }) as [Hex, ...Hex[]],
      data: encodeAbiParameters([{ type: "bytes32" }, { type: "bytes" }], [root, "0x00000001"]),
    };
    // LLMConsumer's Requested shares the relay's event name, not its signature.
    const consumerRequested = {
      topics: encodeEventTopics({ abi: llmConsumerAbi, eventName: "Requested", args: { inputHash: input, requester: app } }) as [Hex, ...Hex[]],
      data: encodeAbiParameters([{ type: "uint256[]" }, { type: "uint256" }], [[1n], 2n]),
    };
    const kinds = relayEventsOf([consumerRequested, requested, updated, delivered, failed(1)]).map((e) => e.kind);
    expect(kinds).toEqual(["requested", "delivered", "failed"]);
    // A Failed whose reason is no Failure, and a truncated log, are no relay event.
    expect(decodeRelayEvent(failed(3))).toBeUndefined();
    expect(decodeRelayEvent({ ...delivered, data: "0x" })).toBeUndefined();
  });
});
