// Ask the router, then read the answer from the chain.
import { createPublicClient, http, type Address } from "viem";
import { answerOf, RouterClient, waitForFinal } from "@deepcall/client";

const origin = process.env.DEEPCALL_ORIGIN ?? "http://127.0.0.1:8080"; // `deepcall devnet --web 127.0.0.1:8080`
const cfg = (await (await fetch(`${origin}/config.json`)).json()) as { contracts: { consumer: Address } };
const router = new RouterClient(origin);
const chain = createPublicClient({ transport: http(`${origin}/rpc`) });

// Token ids, text (a model that pins a tokenizer) or chat messages (a chat model).
const task = await router.submit([1, 403, 407, 261, 378], 8);
const done = await router.wait(task.id); // landed, done or failed
console.log(done.status, done.result?.tokens, done.result?.text);

// What the chain holds is what to act on: the router is not trusted for it.
const landed = await answerOf(chain, cfg.contracts.consumer, task.input_hash);
console.log(landed.status, landed.tokens, landed.landedAt); // "landed", the same tokens

// Final once the challenge window has passed with no challenge undecided.
const final = await waitForFinal(chain, cfg.contracts.consumer, task.input_hash, {
  signal: AbortSignal.timeout(10 * 60_000),
  onAnswer: (a) => console.log("now", a.status),
});
if (final.status === "invalid") throw new Error("the dispute game ruled the answer wrong");
