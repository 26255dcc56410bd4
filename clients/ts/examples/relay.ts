// Request an answer from a wallet through the DeepcallRelay, and watch it
// be delivered once final.
import { createPublicClient, createWalletClient, http, type Address, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { inputHash, relayEvents, relayEventsOf, relayQuote, relayRequestData, relayRequestOf, waitForAnswer } from "@deepcall/client";

const origin = process.env.DEEPCALL_ORIGIN ?? "http://127.0.0.1:8080";
const cfg = (await (await fetch(`${origin}/config.json`)).json()) as {
  contracts: { consumer: Address; relay: Address };
  marketClass: string;
  wallet: { privateKey: Hex }; // a devnet's public dev key
};
const chain = createPublicClient({ transport: http(`${origin}/rpc`) });
const wallet = createWalletClient({ account: privateKeyToAccount(cfg.wallet.privateKey), transport: http(`${origin}/rpc`) });
const relay = cfg.contracts.relay;

const prompt = [1, 403, 407, 261];
const n = 8;
// The market's fee (0 when the input is paid for or answered already); the rest of the value rewards the deliverer.
const fee = await relayQuote(chain, relay, prompt, n, cfg.marketClass);
const hash = await wallet.sendTransaction({
  chain: null,
  to: relay,
  data: relayRequestData(prompt, n, cfg.marketClass, 100_000), // callback gas: the app is called with exactly this
  value: fee + 10n ** 15n,
});
const receipt = await chain.waitForTransactionReceipt({ hash });
const [requested] = relayEventsOf(receipt.logs);
if (requested?.kind !== "requested") throw new Error("no Requested event");
console.log("request", requested.requestId, "expires after block", requested.expiresAt);
console.log(await relayRequestOf(chain, relay, requested.requestId)); // open: true

// The aggregator takes the request from the chain; watch the answer land.
const landed = await waitForAnswer(chain, cfg.contracts.consumer, inputHash(prompt, n), { until: "landed" });
console.log(landed.tokens);

// Once final, a deliverer calls the app back (relayDeliverData) and is paid the reward.
for (;;) {
  const events = await relayEvents(chain, relay, { requestId: requested.requestId, fromBlock: receipt.blockNumber });
  const end = events.find((e) => e.kind === "delivered" || e.kind === "failed");
  if (end) {
    console.log(end);
    break;
  }
  await new Promise((r) => setTimeout(r, 5000));
}
