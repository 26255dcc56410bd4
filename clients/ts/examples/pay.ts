// Pay for a task from a wallet through TaskMarket, then have the router answer it.
import { createPublicClient, createWalletClient, http, type Address, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { marketBalance, quoteFee, requestData, RouterClient, waitForAnswer } from "@deepcall/client";

const origin = process.env.DEEPCALL_ORIGIN ?? "http://127.0.0.1:8080";
const cfg = (await (await fetch(`${origin}/config.json`)).json()) as {
  contracts: { consumer: Address; market: Address };
  marketClass: string;
  wallet: { privateKey: Hex };
};
const chain = createPublicClient({ transport: http(`${origin}/rpc`) });
const wallet = createWalletClient({ account: privateKeyToAccount(cfg.wallet.privateKey), transport: http(`${origin}/rpc`) });

const prompt = [1, 403, 407, 9];
const n = 6;
const fee = await quoteFee(chain, cfg.contracts.market, cfg.marketClass, prompt.length, n);
const hash = await wallet.sendTransaction({ chain: null, to: cfg.contracts.market, data: requestData(prompt, n, cfg.marketClass), value: fee });
await chain.waitForTransactionReceipt({ hash });

// The market requested the slot on chain; the router answers it as any other task.
const task = await new RouterClient(origin).submit(prompt, n);
const answer = await waitForAnswer(chain, cfg.contracts.consumer, task.input_hash, { until: "landed" });
console.log(answer.status, answer.tokens);
// Once the task settles, the part of the fee an early answer did not use is the wallet's on the market.
console.log("market balance", await marketBalance(chain, cfg.contracts.market, wallet.account.address));
