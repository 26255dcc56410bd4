// The economy readers: TaskMarket's events folded per operator, the paid
// request's calldata, the market's named errors, and the Operators page's
// capacity, SLA and fee cells.

import { decodeFunctionData, encodeAbiParameters, encodeErrorResult, encodeEventTopics, parseEther, type Address, type Hex, type Log } from "viem";
import { describe, expect, test } from "vitest";
import { classId, requestData, taskMarketAbi, withdrawData } from "@deepcall/client";
import { economyCells, renderLandSelf, renderOperators, renderWallet } from "../src/disputesview";
import { marketLedger, type EconomyView } from "../src/market";
import { contractErrorOf, errorInWords } from "../src/wallet";

const A = (c: string) => `0x${c.repeat(40)}` as Address;
const H = (c: string) => `0x${c.repeat(64)}` as Hex;
const op1 = A("1");
const op2 = A("2");

let idx = 0;
function ev(name: "TaskPaid" | "PoolOpened" | "Claimed" | "NoShowSlashed", args: Record<string, unknown>, data: Hex, tx = H("a")): Log {
  const topics = encodeEventTopics({ abi: taskMarketAbi, eventName: name, args } as never) as [Hex, ...Hex[]];
  return { address: A("9"), topics, data, blockNumber: 5n, logIndex: idx++, transactionHash: tx, transactionIndex: 0, blockHash: H("b"), removed: false } as Log;
}
const u = (...v: bigint[]) => encodeAbiParameters(v.map(() => ({ type: "uint256" })), v);

describe("market", () => {
  test("classId is economy.Class: keccak256 of the name", () => {
    // go: economy.Class("cpu-avx512")
    expect(classId("cpu-avx512")).toBe("0xb6bb355bcd63762df2ae5f14ff480a0e26cbd9a024d18a198cff49546def5151");
  });

  test("requestData encodes TaskMarket.request(prompt, n, class)", () => {
    const d = decodeFunctionData({ abi: taskMarketAbi, data: requestData([1, 403, 407], 8, "cpu-avx512") });
    expect(d.functionName).toBe("request");
    expect(d.args).toEqual([[1n, 403n, 407n], 8n, classId("cpu-avx512")]);
  });

  test("the wallet bar: the market balance and its withdraw button; the fees note says where fees go", () => {
    const w = { available: true, account: op1, chainId: 1337, wantChain: 1337, market: true };
    const some = renderWallet({ ...w, marketBalance: parseEther("0.5") });
    expect(some).toContain('data-testid="wallet-market" data-wei="500000000000000000"');
    expect(some).toContain('data-action="withdraw-market"');
    expect(some).toContain("paid to TaskMarket");
    expect(renderWallet({ ...w, marketBalance: 0n })).not.toContain("withdraw-market");
    expect(renderWallet({ ...w, market: false })).toContain("not on chain yet");
    expect(decodeFunctionData({ abi: taskMarketAbi, data: withdrawData() }).functionName).toBe("withdraw");
    expect(errorInWords("NothingToWithdraw")).toContain("no balance on the market");
  });

  test("landing a signed answer yourself: offered while signed, with the transaction's record after", () => {
    const data = "0x0a0b0c";
    expect(renderLandSelf("signed", data, undefined, true)).toContain('data-action="land-self"');
    expect(renderLandSelf("signed", data, undefined, true)).toContain("(3 bytes)");
    expect(renderLandSelf("signed", data, undefined, false)).not.toContain("land-self\"");
    expect(renderLandSelf("executing", undefined, undefined, true)).toBe("");
    expect(renderLandSelf("landed", data, undefined, true)).toBe("");
    const done = renderLandSelf("landed", data, { label: "land the signed answer", state: "refused", error: "IndexUsed" }, true);
    expect(done).toContain('data-error="IndexUsed"');
    expect(done).not.toContain('data-action="land-self"');
    const consumerAbi = [{ type: "error", name: "IndexUsed", inputs: [{ name: "index", type: "uint64" }] }] as const;
    const ce = contractErrorOf({ data: encodeErrorResult({ abi: consumerAbi, errorName: "IndexUsed", args: [7n] }) });
    expect(ce?.name).toBe("IndexUsed");
    expect(errorInWords(ce!.name, ce!.args)).toBe("transition #7 has landed already: the answer is on chain, nothing to send");
  });

  test("the ledger: fees paid, pools, each operator's claims and no-shows; a log seen twice counts once", () => {
    idx = 0;
    const claim1 = ev("Claimed", { pool: 0n, operator: op1 }, u(300n));
    const logs = [
      ev("TaskPaid", { input: H("c"), payer: A("7"), class: classId("cpu-avx512") }, encodeAbiParameters([{ type: "uint256" }, { type: "uint256" }, { type: "uint64" }], [1000n, 10n, 30n])),
      ev("PoolOpened", { pool: 0n }, encodeAbiParameters([{ type: "uint32" }, { type: "uint256" }, { type: "uint256" }], [4, 700n, 9n])),
      claim1,
      claim1,
      ev("Claimed", { pool: 0n, operator: op2 }, u(400n)),
      ev("NoShowSlashed", { input: H("c"), operator: op2, reporter: A("7") }, u(50n, 10n)),
      { ...claim1, topics: [H("0")] } as Log, // another event: ignored
    ];
    const l = marketLedger(logs);
    expect([l.paid, l.fees, l.pools, l.pooled]).toEqual([1, 1000n, 1, 700n]);
    expect(l.byOperator.get(op1.toLowerCase())).toEqual({ claimed: 300n, claims: 1, noShows: 0, cut: 0n });
    expect(l.byOperator.get(op2.toLowerCase())).toEqual({ claimed: 400n, claims: 1, noShows: 1, cut: 50n });
  });

  test("FeeTooLow and the consumer's AlreadyRequested decoded from revert data, in words", () => {
    const data = encodeErrorResult({ abi: taskMarketAbi, errorName: "FeeTooLow", args: [parseEther("0.002"), parseEther("0.001")] });
    const ce = contractErrorOf({ cause: { data } });
    expect(ce?.name).toBe("FeeTooLow");
    expect(errorInWords(ce!.name, ce!.args)).toBe("the fee sent (0.001 ETH) is below the market's least fee for this task (0.002 ETH)");
    // LLMConsumer's error, passed on by TaskMarket.request
    const consumerAbi = [{ type: "error", name: "AlreadyRequested", inputs: [{ name: "inputHash", type: "bytes32" }] }] as const;
    const again = contractErrorOf({ data: encodeErrorResult({ abi: consumerAbi, errorName: "AlreadyRequested", args: [H("c")] }) });
    expect(again?.name).toBe("AlreadyRequested");
    expect(errorInWords("AlreadyRequested")).toContain("already requested on chain");
  });

  test("operators page: capacity, SLA and fees from chain where the deployment has a market", () => {
    const eco: EconomyView = {
      className: "cpu-avx512",
      ops: new Map([
        [op1.toLowerCase(), { committed: 2n, inUse: 0n, free: 2n, balance: 300n, record: { claimed: 300n, claims: 1, noShows: 0, cut: 0n } }],
        [op2.toLowerCase(), { committed: 2n, inUse: 0n, free: 0n, balance: 0n, record: { claimed: 0n, claims: 0, noShows: 1, cut: 50n } }],
      ]),
      ledger: marketLedger([]),
      errors: [],
    };
    const c1 = economyCells(eco, op1);
    expect(c1).toContain('data-committed="2"');
    expect(c1).toContain('data-claimed="300"');
    expect(c1).not.toContain("not yet on chain");
    expect(economyCells(eco, op2)).toContain("not covered by stake");
    expect(economyCells(eco, op2)).toContain('data-testid="operator-noshows" data-count="1"');
    expect((economyCells(undefined, op1).match(/not yet on chain/g) ?? []).length).toBe(3);
    const html = renderOperators({ rows: [{ address: op1, history: [], slashes: [], slashedTotal: 0n, signed: 0, missed: 0 }], landings: 0, skipped: 0, errors: [] }, undefined, eco);
    expect(html).toContain("from CapacityRegistry");
    expect(html).not.toContain("not yet on chain");
  });
});
