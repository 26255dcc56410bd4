// The TypeScript client (@deepcall/client, clients/ts) against a live devnet,
// from Node: no browser. DEEPCALL_WEB_URL is the devnet's web origin (its
// /config.json, /rpc and /v1/). Two prompts, fresh each run:
//
// - A is asked through the router: the chain says "none" before, the client
//   watches it land (its tokens, root, transaction and block are the router's
//   task's) and then become final (the devnet's challenge window is 194
//   blocks of 1 s: about three minutes);
// - B is requested from a wallet through the devnet's DeepcallRelay: the
//   relay's quote is the market's fee, its Requested event and requestOf name
//   the request, the chain says "requested" at that block; the aggregator
//   takes it from the chain, it lands, the relay refuses to deliver it while
//   it is not final (NotFinal), and once final the devnet's deliverer
//   delivers it (Delivered, ok) and the request is closed.
//
//   DEEPCALL_WEB_URL=http://127.0.0.1:8080 npm run e2e -- client
//
// Without DEEPCALL_WEB_URL the file is skipped.
import { beforeAll, describe, expect, test } from "vitest";
import { createPublicClient, createWalletClient, defineChain, http, parseEther, type Address, type Chain, type Hex, type PublicClient } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import {
  answerOf,
  deepcallRelayAbi,
  inputHash,
  llmConsumerAbi,
  quoteFee,
  relayEvents,
  relayEventsOf,
  relayQuote,
  relayRequestData,
  relayRequestOf,
  RouterClient,
  waitForAnswer,
  waitForFinal,
  type AnswerStatus,
  type RelayEvent,
  type Task,
} from "@deepcall/client";
import { parseConfig, type Config } from "../src/config";

const base = process.env.DEEPCALL_WEB_URL;
const wallet = (key: Hex, chain: Chain, rpc: string) => createWalletClient({ account: privateKeyToAccount(key), chain, transport: http(rpc) });

let cfg: Config;
let pub: PublicClient;
let router: RouterClient;
let me: ReturnType<typeof wallet>;
let relay: Address;
const n = 4;
// Fresh prompts each run (stories260K's vocabulary is 512 ids), so a rerun on the same devnet asks anew.
const salt = Date.now() % 400;
const promptA = [1, 9, 2 + salt, 7];
const promptB = [1, 11, 2 + salt, 5];
const inputA = inputHash(promptA, n);
const inputB = inputHash(promptB, n);
let taskA: Task;
let requestId: bigint;

describe.skipIf(!base)("the client against a devnet", () => {
  beforeAll(async () => {
    const cfgUrl = new URL("/config.json", base).toString();
    const raw = (await (await fetch(cfgUrl)).json()) as { wallet: { privateKey: Hex } };
    cfg = parseConfig(raw, cfgUrl);
    if (!cfg.contracts.relay || !cfg.contracts.market || !cfg.marketClass) throw new Error("the devnet names no relay, market or class in /config.json");
    relay = cfg.contracts.relay;
    const chain = defineChain({ id: cfg.chainId, name: "devnet", nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 }, rpcUrls: { default: { http: [cfg.rpcUrl] } } });
    pub = createPublicClient({ chain, transport: http(cfg.rpcUrl), pollingInterval: 500 });
    router = new RouterClient(cfg.routerUrl);
    // An account of this test's own, funded by the devnet's dev wallet: its market refunds are nobody else's.
    const dev = wallet(raw.wallet.privateKey, chain, cfg.rpcUrl);
    me = wallet(generatePrivateKey(), chain, cfg.rpcUrl);
    await pub.waitForTransactionReceipt({ hash: await dev.sendTransaction({ to: me.account.address, value: parseEther("1") }) });
  });

  test("the input hash is the consumer's; nobody has asked yet", async () => {
    const onChain = await pub.readContract({ address: cfg.contracts.consumer, abi: llmConsumerAbi, functionName: "inputHash", args: [promptA.map(BigInt), BigInt(n)] });
    expect(onChain).toBe(inputA);
    expect((await answerOf(pub, cfg.contracts.consumer, inputA)).status).toBe("none");
    expect((await answerOf(pub, cfg.contracts.consumer, inputB)).status).toBe("none");
  });

  test("a wallet requests B through the relay, paying the market's fee", async () => {
    const cls = cfg.marketClass!;
    const fee = await relayQuote(pub, relay, promptB, n, cls);
    expect(fee).toBeGreaterThan(0n);
    expect(fee).toBe(await quoteFee(pub, cfg.contracts.market!, cls, promptB.length, n));
    const reward = 10n ** 15n;
    const hash = await me.sendTransaction({ to: relay, data: relayRequestData(promptB, n, cls, 150_000), value: fee + reward });
    const receipt = await pub.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe("success");
    const events = relayEventsOf(receipt.logs);
    expect(events).toMatchObject([{ kind: "requested", app: me.account.address, input: inputB, marketFee: fee, reward, callbackGas: 150_000, txHash: hash }]);
    requestId = events[0].requestId;
    expect(await relayRequestOf(pub, relay, requestId)).toMatchObject({ requestId, open: true, app: me.account.address, input: inputB, reward, callbackGas: 150_000 });
    // At the request's block the slot is requested (the aggregator may answer soon after).
    expect((await answerOf(pub, cfg.contracts.consumer, inputB, { blockNumber: receipt.blockNumber })).status).toBe("requested");
  });

  test("A through the router and B from the chain land; the client reads each answer", async () => {
    const t = await router.submit(promptA, n);
    expect(t.input_hash).toBe(inputA);
    taskA = await router.wait(t.id);
    expect(taskA.status).toBe("landed");
    const [a, b] = await Promise.all([
      waitForAnswer(pub, cfg.contracts.consumer, inputA, { until: "landed" }),
      waitForAnswer(pub, cfg.contracts.consumer, inputB, { until: "landed" }),
    ]);
    // The window has just begun: landed, not final.
    expect(a).toMatchObject({ status: "landed", tokens: taskA.result?.tokens, root: taskA.result?.root, txHash: taskA.result?.tx, landedAt: BigInt(taskA.result!.block!), source: "quorum" });
    expect(b).toMatchObject({ status: "landed", source: "quorum" });
    expect(b.tokens).toHaveLength(n);
    // Landed is not final: the relay refuses to deliver B yet.
    await expect(
      pub.simulateContract({ account: me.account, address: relay, abi: deepcallRelayAbi, functionName: "deliver", args: [requestId, b.root!, b.tokens!.map(BigInt)] }),
    ).rejects.toThrow(/NotFinal/);
  });

  test(
    "A and B become final; the devnet's deliverer delivers B",
    async () => {
      const stop = AbortSignal.timeout(380_000);
      const seen: AnswerStatus[] = [];
      const [a, b] = await Promise.all([
        waitForFinal(pub, cfg.contracts.consumer, inputA, { signal: stop, pollMs: 2000, onAnswer: (x) => seen.push(x.status) }),
        waitForFinal(pub, cfg.contracts.consumer, inputB, { signal: stop, pollMs: 2000 }),
      ]);
      expect(seen).toEqual(["landed", "final"]); // each change once
      expect(a).toMatchObject({ status: "final", tokens: taskA.result?.tokens, root: taskA.result?.root });
      expect(b.status).toBe("final");
      const finalAnswer = await pub.readContract({ address: cfg.contracts.consumer, abi: llmConsumerAbi, functionName: "isFinalAnswer", args: [inputA, a.root!, a.tokens!.map(BigInt)] });
      expect(finalAnswer).toBe(true);
      // The devnet's delivery service sends deliver once B is final; the app is this wallet (no code): its callback returns, ok.
      let delivered: RelayEvent | undefined;
      for (let i = 0; i < 60 && !delivered; i++) {
        delivered = (await relayEvents(pub, relay, { requestId })).find((e) => e.kind === "delivered");
        if (!delivered) await new Promise((r) => setTimeout(r, 1000));
      }
      expect(delivered).toMatchObject({ kind: "delivered", requestId, input: inputB, ok: true });
      expect((await relayRequestOf(pub, relay, requestId)).open).toBe(false);
    },
    420_000,
  );
});
