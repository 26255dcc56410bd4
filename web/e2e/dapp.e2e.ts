// The dapp end to end in headless Chromium against a live deployment:
// DEEPCALL_WEB_URL is the origin `deepcall devnet --web ADDR` serves (the
// page, /config.json, /rpc, /v1/). It asks a prompt, waits for the answer to
// land on chain with its transaction and its checkpoints (the last link the
// chain's root; one opens the lab), reloads and finds it in History, plays
// a lab game to its end, checks the Network page, and saves a screenshot of
// every page (desktop and phone width) under test-results/.
//
//   DEEPCALL_WEB_URL=http://127.0.0.1:8080 npm run e2e
//
// CHROMIUM overrides the browser (default /usr/bin/chromium).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { axe, blocking, type AxeViolation } from "./axe";
import { injectWallet, type DevWallet } from "./wallet";

const base = process.env.DEEPCALL_WEB_URL;
if (!base) throw new Error("DEEPCALL_WEB_URL is not set: start `deepcall devnet --web 127.0.0.1:8080` and point it there");
const url = (hash: string) => new URL(`/${hash}`, base).toString();

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "test-results");
const timings: Record<string, number> = {};
let profile = "";
let ctx: BrowserContext;
let page: Page;
const problems: string[] = [];
let wallet: DevWallet;
/** anvil's first test account: the devnet's deployer, funded and idle once the devnet is up (a second wallet account). */
const deployerKey = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
/** Task statuses the page received over the router's WebSocket. */
const streamed: string[] = [];

async function shot(name: string) {
  await page.screenshot({ path: path.join(out, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  mkdirSync(out, { recursive: true });
  profile = mkdtempSync(path.join(tmpdir(), "deepcall-e2e-profile-"));
  const t0 = Date.now();
  ctx = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
    viewport: { width: 1280, height: 900 },
  });
  timings.browser_start_ms = Date.now() - t0;
  page = ctx.pages()[0] ?? (await ctx.newPage());
  // The injected EIP-1193 wallet (e2e/wallet.ts), signing with the devnet's funded dev account.
  const cfg = await (await fetch(new URL("/config.json", base).toString())).json();
  wallet = await injectWallet(page, cfg.wallet.privateKey, new URL("/rpc", base).toString(), cfg.chainId);
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console error: ${m.text()}`);
  });
  page.on("websocket", (ws) => {
    if (!ws.url().includes("/v1/stream")) return;
    ws.on("framereceived", (f) => {
      try {
        const m = JSON.parse(String(f.payload));
        if (m.type === "task") streamed.push(m.task.status);
      } catch {
        problems.push(`stream frame that is not JSON: ${String(f.payload).slice(0, 80)}`);
      }
    });
  });
  // The page must work offline: nothing may be fetched from another origin.
  const origin = new URL(base).origin;
  page.on("request", (r) => {
    const u = new URL(r.url());
    if (!["data:", "blob:"].includes(u.protocol) && u.origin !== origin) problems.push(`request to another origin: ${r.url()}`);
  });
});

afterAll(async () => {
  await ctx?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
  // Merged: the disputes e2e adds its own (run-on-devnet.sh clears the file before a run).
  const file = path.join(out, "timings.json");
  const before = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  writeFileSync(file, JSON.stringify({ ...before, ...timings }, null, 2) + "");
});

describe("deepcall dapp", () => {
  test("Network: chain, contracts and operators read from the chain", async () => {
    await page.goto(url("#/network"));
    await page.getByTestId("rpc-ok").waitFor({ timeout: 20_000 });
    const cfg = await (await page.request.get(new URL("/config.json", base).toString())).json();
    await expect.poll(() => page.getByTestId("operator-row").count()).toBe(cfg.operators.length);
    const body = await page.locator("#network-body").innerText();
    expect(body).toContain(`chain id ${cfg.chainId}`);
    expect(body).toContain("✓ engine");
    expect(body).toContain("✓ consumer");
    expect(body).not.toContain("not registered");
    await shot("network");
  });

  let tx = "";
  test("Ask: a prompt is answered on chain, verified in the page", async () => {
    await page.goto(url("#/ask"));
    await page.locator('[data-testid="model-line"], [data-testid="router-error"]').first().waitFor({ timeout: 20_000 });
    const routerError = page.getByTestId("router-error");
    if (await routerError.isVisible()) throw new Error(`the page cannot use the router: ${await routerError.innerText()}`);
    const textMode = await page.locator("#mode-text").isEnabled();
    if (!textMode) {
      // A model without a vocabulary: the page says it takes ids only.
      expect(await page.getByTestId("model-line").innerText()).toContain("token ids only");
      expect(await page.locator("#mode-text-note").innerText()).toContain("token ids only");
    }
    // A fresh prompt each run, so the answer is a new landing, not a cached one.
    const salt = 2 + (Date.now() % 500);
    if (textMode) {
      await page.locator("#prompt").fill(`Once upon a time ${salt}`);
    } else {
      await page.locator("#prompt").fill(`1, ${salt}`);
    }
    await page.locator("#n").fill("8");
    const t0 = Date.now();
    await page.locator("#submit").click();
    await page.locator('[data-testid="progress"], [data-testid="submit-error"], [data-testid="input-error"]').first().waitFor({ timeout: 15_000 });
    for (const id of ["submit-error", "input-error"]) {
      const e = page.getByTestId(id);
      if (await e.isVisible()) throw new Error(`submit failed: ${await e.innerText()}`);
    }
    await shot("ask-progress");
    const ask = page.locator("#page-ask");
    const txLoc = ask.getByTestId("answer-tx");
    await txLoc.waitFor({ timeout: 150_000 });
    timings.prompt_to_answer_ms = Date.now() - t0;
    tx = (await txLoc.getAttribute("data-full")) ?? "";
    expect(tx).toMatch(/^0x[0-9a-f]{64}$/);
    await expect.poll(() => page.getByTestId("progress").getAttribute("data-outcome"), { timeout: 30_000 }).toBe("landed");
    expect(await ask.getByTestId("verify").getAttribute("data-verified")).toBe("true");
    // The progress came over the router's WebSocket, down to the landing.
    expect(streamed).toContain("landed");
    timings.stream_frames = streamed.length;
    const tokens = await ask.getByTestId("answer-tokens").textContent() ?? "";
    expect(tokens.split(",").length).toBe(8);
    expect(await ask.getByTestId("answer-gas").innerText()).toMatch(/^\d[\d,]*$/);
    expect(await ask.getByTestId("signers").locator("li.signed").count()).toBeGreaterThan(0);
    // The landed answer lists its checkpoints, chained to the chain's root.
    await ask.getByTestId("checkpoints").waitFor({ timeout: 20_000 });
    expect(await ask.getByTestId("checkpoints").getAttribute("data-chained")).toBe("true");
    expect(await ask.getByTestId("checkpoint").last().getAttribute("data-link")).toBe(await ask.getByTestId("answer-root").getAttribute("data-full"));
    await shot("ask-answered");
    await page.goto(url("#/answer"));
    const answer = page.locator("#answer-body");
    await answer.getByTestId("answer").waitFor({ timeout: 20_000 });
    expect(await answer.getByTestId("answer-tx").getAttribute("data-full")).toBe(tx);
    expect(await answer.getByTestId("verify").getAttribute("data-verified")).toBe("true");
    // The checkpoints come from the router's task; the last link is the
    // root of the chain's Updated event, and the page says so.
    const list = answer.getByTestId("checkpoints");
    await list.waitFor({ timeout: 20_000 });
    expect(await list.getAttribute("data-chained")).toBe("true");
    expect(await answer.getByTestId("checkpoints-verify").innerText()).toContain("the last link equals the root of the Updated event");
    const rows = answer.getByTestId("checkpoint");
    const steps = await rows.count();
    expect(steps).toBeGreaterThanOrEqual(8);
    expect(Number(await list.getAttribute("data-steps"))).toBe(steps);
    const root = await answer.getByTestId("answer-root").getAttribute("data-full");
    expect(root).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await rows.last().getAttribute("data-link")).toBe(root);
    expect(await rows.last().getAttribute("id")).toBe(`checkpoint-${steps - 1}`);
    // The last eight steps produced the eight tokens.
    expect(await rows.last().locator(".tok").innerText()).toBe(`token ${tokens.split(",").at(-1)!.trim()}`);
    await shot("answer");
    // A checkpoint's link opens the lab on a game over these steps diverging there.
    const k = steps - 3;
    await answer.locator(`[id="checkpoint-${k}"]`).getByTestId("checkpoint-lab").click();
    await page.getByTestId("lab-transcript").waitFor({ timeout: 10_000 });
    expect(await page.locator("#lab-tokens").inputValue()).toBe(String(steps));
    expect(await page.locator("#lab-diverge").inputValue()).toBe(String(k));
    await shot("lab-from-checkpoint");
  });

  test("History: the answer is there after a reload", async () => {
    expect(tx, "the Ask test must land a transaction first").not.toBe("");
    await page.goto(url("#/history"));
    await page.reload();
    const t0 = Date.now();
    await page.locator(`[data-testid="history-row"][data-tx="${tx}"]`).waitFor({ timeout: 20_000 });
    timings.history_after_reload_ms = Date.now() - t0;
    // Newest first: the row just landed is the first.
    expect(await page.getByTestId("history-row").first().getAttribute("data-tx")).toBe(tx);
    await shot("history");
  });

  test("Answer: a 32-token answer re-run in the browser, a forged checkpoint caught, a forged chunk refused", async () => {
    // A fresh 32-token stories260K answer, landed by the quorum.
    await page.goto(url("#/ask"));
    await page.getByTestId("model-line").waitFor({ timeout: 20_000 });
    if (await page.locator("#mode-text").isChecked()) await page.locator('input[name="mode"][value="ids"]').check();
    await page.locator("#prompt").fill(`1, ${2 + ((Date.now() >> 3) % 500)}, 7`);
    await page.locator("#n").fill("32");
    await page.locator("#submit").click();
    const ask = page.locator("#page-ask");
    // The previous answer stays on the page until the new task is followed: wait for this one's 32 tokens.
    await expect
      .poll(async () => ((await ask.getByTestId("answer-tokens").count()) > 0 ? ((await ask.getByTestId("answer-tokens").textContent()) ?? "").split(",").length : 0), { timeout: 150_000, interval: 500 })
      .toBe(32);
    const tx32 = await ask.getByTestId("answer-tx").getAttribute("data-full");
    await page.goto(url("#/answer"));
    const answer = page.locator("#answer-body");
    await answer.getByTestId("browser-check-run").waitFor({ timeout: 20_000 });
    expect(await answer.getByTestId("answer-tx").getAttribute("data-full")).toBe(tx32);
    expect(await answer.getByTestId("answer-tokens").textContent()).toMatch(/^\d+(, \d+){31}$/);
    const steps = Number(await answer.getByTestId("checkpoints").getAttribute("data-steps"));
    expect(steps).toBe(3 + 32 - 1);
    const check = answer.getByTestId("browser-check");
    let wasmBytes = 0;
    page.on("response", async (r) => {
      if (r.url().endsWith("/deepcall.wasm")) wasmBytes = (await r.body()).length;
    });
    const t0 = Date.now();
    await answer.getByTestId("browser-check-run").click();
    await expect.poll(() => check.getAttribute("data-outcome"), { timeout: 60_000 }).toMatch(/^(verified|diverged|error)$/);
    timings.browser_verify_ms = Date.now() - t0;
    if ((await check.getAttribute("data-outcome")) !== "verified") throw new Error(`the browser check of an honest answer: ${await check.innerText()}`);
    expect(await check.innerText()).toContain(`Verified by your browser: all ${steps} checkpoints and 32 tokens recomputed and equal to the landed ones.`);
    for (const [k, attr] of [
      ["browser_verify_page_ms", "data-total-ms"],
      ["browser_verify_engine_load_ms", "data-engine-ms"],
      ["browser_verify_fetch_ms", "data-fetch-ms"],
      ["browser_verify_decode_ms", "data-load-ms"],
      ["browser_verify_replay_ms", "data-run-ms"],
    ] as const) {
      timings[k] = Number(await check.getAttribute(attr));
    }
    timings.wasm_bytes = wasmBytes;
    expect(wasmBytes).toBeGreaterThan(0);
    await check.scrollIntoViewIfNeeded();
    await shot("browser-verified");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot("phone-browser-verified");
    await page.setViewportSize({ width: 1280, height: 900 });

    // The router's list forged from step k on, its last link still the
    // chain's root: the chained check passes, the replay does not.
    const k = 20;
    const forge = (h: string) => `0x${h[2] === "a" ? "b" : "a"}${h.slice(3)}`;
    const tamper = (t: { result?: { root?: string; checkpoints?: string[] } }) => {
      const cps = t.result?.checkpoints;
      if (cps && cps.length === steps && t.result?.root?.toLowerCase() === cps.at(-1)!.toLowerCase()) {
        for (let i = k; i < cps.length - 1; i++) cps[i] = forge(cps[i]);
      }
    };
    await page.route("**/v1/tasks**", async (r) => {
      const res = await r.fetch();
      const body = await res.json();
      if (Array.isArray(body.tasks)) body.tasks.forEach(tamper);
      else tamper(body);
      await r.fulfill({ response: res, json: body });
    });
    await page.reload();
    await answer.getByTestId("browser-check-run").waitFor({ timeout: 20_000 });
    expect(await answer.getByTestId("checkpoints").getAttribute("data-chained")).toBe("true");
    await answer.getByTestId("browser-check-run").click();
    await expect.poll(() => check.getAttribute("data-outcome"), { timeout: 60_000 }).toBe("diverged");
    expect(await check.getAttribute("data-step")).toBe(String(k));
    expect(await answer.getByTestId("browser-check-diverge").innerText()).toBe(`Diverges at step ${k}`);
    expect(await answer.getByTestId("browser-check-challenge-note").innerText()).toContain("from your wallet below");
    await check.scrollIntoViewIfNeeded();
    await shot("browser-diverged");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot("phone-browser-diverged");
    await page.setViewportSize({ width: 1280, height: 900 });
    await answer.getByTestId("browser-check-challenge").click();
    await page.getByTestId("lab-transcript").waitFor({ timeout: 10_000 });
    expect(await page.locator("#lab-tokens").inputValue()).toBe(String(steps));
    expect(await page.locator("#lab-diverge").inputValue()).toBe(String(k));
    await page.unroute("**/v1/tasks**");

    // A weight chunk that is not the pinned one is refused by name.
    const forged = readFileSync(path.resolve(out, "../../testdata/manifests/stories260K/chunks/0003.bin"));
    forged[100] ^= 1;
    await page.route("**/model/chunks/0003.bin", (r) => r.fulfill({ status: 200, contentType: "application/octet-stream", body: forged }));
    await page.goto(url("#/answer"));
    await page.reload();
    await answer.getByTestId("browser-check-run").click();
    await expect.poll(() => check.getAttribute("data-outcome"), { timeout: 60_000 }).toBe("error");
    expect(await check.getAttribute("data-code")).toBe("chunk_mismatch");
    expect(await answer.getByTestId("browser-check-error").innerText()).toMatch(/weight chunk 3 hashes to 0x[0-9a-f]{64}, the manifest pins 0x[0-9a-f]{64}/);
    await check.scrollIntoViewIfNeeded();
    await shot("browser-chunk-mismatch");
    await page.unroute("**/model/chunks/0003.bin");
  });

  test("Bisection lab: a game played to its end", async () => {
    await page.goto(url("#/lab"));
    await page.locator("#lab-tokens").fill("32");
    await page.locator("#lab-sub").fill("4");
    await page.locator("#lab-diverge").fill("19");
    await page.locator("#lab-liar").selectOption("defender");
    await page.locator("#lab-new").click();
    await page.getByTestId("lab-bar").waitFor();
    await page.locator("#lab-step").click();
    await expect.poll(() => page.getByTestId("lab-transcript").locator("tbody tr").count()).toBe(1);
    await shot("lab-running");
    await page.locator("#lab-run").click();
    await page.getByTestId("lab-outcome").waitFor({ timeout: 30_000 });
    expect(await page.getByTestId("lab-outcome").getAttribute("data-winner")).toBe("challenger");
    expect(await page.getByTestId("lab-outcome").innerText()).toContain("defender's bond of 100 is slashed");
    // ⌈log₂ 32⌉ + ⌈log₂ 4⌉ verdicts, the opening claim and the step.
    expect(await page.getByTestId("lab-transcript").locator("tbody tr").count()).toBe(5 + 2 + 1 + 1);
    expect(await page.locator("#lab-run").isDisabled()).toBe(true);
    await shot("lab");
  });

  test("Wallet: a challenge opened on an answer, joined by a defender from another account", async () => {
    await page.goto(url("#/answer"));
    const panel = page.locator("#page-answer").getByTestId("answer-dispute");
    await panel.waitFor({ timeout: 30_000 });
    const index = await page.locator("#page-answer").getByTestId("answer").getAttribute("data-index");
    await panel.getByTestId("wallet-connect").click();
    await panel.getByTestId("wallet-account").waitFor({ timeout: 10_000 });
    // No challenger daemon on this devnet: the page says how the moves get played.
    expect(await panel.innerText()).toContain("bisect challenge");
    await panel.getByTestId("open-challenge").click();
    const opened = panel.locator(`[data-testid="tx"][data-label="open a challenge on answer #${index}"]`);
    await expect.poll(() => opened.getAttribute("data-state"), { timeout: 60_000 }).toBe("success");
    timings.wallet_open_gas = Number((await opened.getByTestId("tx-gas").innerText()).replace(/,/g, ""));
    const link = panel.getByTestId("answer-challenge-link");
    await link.waitFor({ timeout: 10_000 });
    const id = (await link.innerText()).replace("#", "");
    // The challenger cannot defend its own challenge: no button for it.
    await link.click();
    const card = page.locator(`#page-disputes [data-testid="challenge"][data-challenge="${id}"]`);
    await card.waitFor({ timeout: 20_000 });
    expect(await card.getAttribute("data-state")).toBe("joining");
    expect(await card.innerText()).toContain("your account is the challenger: it cannot defend");
    // Another account joins as a defender, with its bond.
    await wallet.use(deployerKey);
    const defend = card.getByTestId(`defend-${id}`);
    await defend.waitFor({ timeout: 20_000 });
    await defend.click();
    const joined = page.locator(`#page-disputes [data-testid="tx"][data-label="defend challenge #${id}"]`).last();
    await expect.poll(() => joined.getAttribute("data-state"), { timeout: 60_000 }).toBe("success");
    timings.wallet_defend_gas = Number((await joined.getByTestId("tx-gas").innerText()).replace(/,/g, ""));
    const game = card.getByTestId("game");
    await game.waitFor({ timeout: 30_000 });
    expect(await game.innerText()).toContain(wallet.address);
    // Both clocks (read from the game once it is on chain); the defender's, on turn, runs.
    await expect.poll(() => game.locator(".clock").count(), { timeout: 20_000 }).toBe(2);
    expect(await game.locator(".clock.running").getAttribute("data-testid")).toMatch(/^clock-defender-/);
    await shot("disputes-defended");
    // Joining twice is refused by the game, in words, before the wallet is asked.
    await defend.click();
    const again = page.locator(`#page-disputes [data-testid="tx"][data-label="defend challenge #${id}"]`).last();
    await expect.poll(() => again.getAttribute("data-state"), { timeout: 30_000 }).toBe("refused");
    expect(await again.getAttribute("data-error")).toBe("AlreadyDefending");
    expect(await again.innerText()).toContain(`this account already defends challenge #${id}`);
  });

  test("Ask, paid: the fee goes to TaskMarket from the wallet, then the router answers it", async () => {
    await page.goto(url("#/ask"));
    await page.locator("#pay-row").waitFor({ state: "visible", timeout: 20_000 });
    const salt = 2 + (Date.now() % 500);
    await page.locator('input[name="mode"][value="ids"]').check(); // the prompt below is token ids
    await page.locator("#prompt").fill(`1, 9, ${salt}`);
    await page.locator("#n").fill("4");
    await page.locator("#pay-fee").check();
    // The page still shows the previous test's landed task until the router
    // takes this one: wait for a new task id before reading its progress.
    const taskId = page.locator("#page-ask .task-id code");
    const before = (await taskId.count()) > 0 ? await taskId.first().innerText() : "";
    await page.locator("#submit").click();
    const quote = page.getByTestId("pay-quote");
    await quote.waitFor({ timeout: 20_000 });
    expect(BigInt((await quote.getAttribute("data-fee")) ?? "0")).toBeGreaterThan(0n);
    const paid = page.locator('#ask-pay [data-testid="tx"]');
    await expect.poll(() => paid.getAttribute("data-state"), { timeout: 60_000 }).toBe("success");
    timings.paid_request_gas = Number((await paid.getByTestId("tx-gas").innerText()).replace(/,/g, ""));
    // The slot was requested on chain by the market; the quorum lands it as any other.
    const ask = page.locator("#page-ask");
    await expect.poll(async () => ((await taskId.count()) > 0 ? await taskId.first().innerText() : before), { timeout: 30_000 }).not.toBe(before);
    await expect.poll(() => page.getByTestId("progress").getAttribute("data-outcome"), { timeout: 150_000 }).toBe("landed");
    await ask.getByTestId("answer-tx").waitFor({ timeout: 30_000 });
    await shot("ask-paid");
    // The same task again: the consumer already has it, and the market says so in words before the wallet is asked.
    await page.locator("#submit").click();
    await expect.poll(() => paid.getAttribute("data-state"), { timeout: 30_000 }).toBe("refused");
    expect(await paid.getAttribute("data-error")).toBe("AlreadyAnswered");
    await page.locator("#pay-fee").uncheck();
    // The Operators page reads each operator's committed capacity from chain.
    await page.goto(url("#/operators"));
    await page.getByTestId("operators-table").waitFor({ timeout: 30_000 });
    await page.getByTestId("operator-capacity").first().waitFor({ timeout: 30_000 });
    const cfg = await (await page.request.get(new URL("/config.json", base).toString())).json();
    expect(await page.getByTestId("operator-capacity").count()).toBe(cfg.operators.length);
    expect(await page.getByTestId("not-on-chain").count()).toBe(0);
    // The wallet bar reads the account's market balance: nothing back yet (the task is not settled).
    await page.goto(url("#/disputes"));
    const bal = page.locator('#page-disputes [data-testid="wallet-market"]');
    await bal.waitFor({ timeout: 20_000 });
    expect(await bal.getAttribute("data-wei")).toBe("0");
  });

  test("bad input and an unreachable chain or router get clear messages", async () => {
    await page.goto(url("#/ask"));
    await page.getByTestId("model-line").waitFor({ timeout: 20_000 });
    if (await page.locator("#mode-text").isChecked()) await page.locator('input[name="mode"][value="ids"]').check();
    await page.locator("#prompt").fill("1, 100000");
    await page.locator("#submit").click();
    expect(await page.getByTestId("input-error").innerText()).toContain("outside the vocabulary");
    // Cut the page off from the node and the router, as a dead proxy would.
    const before = problems.length;
    await page.route("**/rpc", (r) => r.abort("connectionrefused"));
    await page.route("**/v1/**", (r) => r.abort("connectionrefused"));
    await page.goto(url("#/network"));
    await page.reload();
    await page.getByTestId("rpc-error").waitFor({ timeout: 30_000 });
    expect(await page.getByTestId("rpc-error").innerText()).toContain("unreachable");
    expect(await page.locator("#network-body").getByTestId("router-error").innerText()).toContain("unreachable");
    await shot("network-unreachable");
    await page.goto(url("#/history"));
    await page.locator("#history-body").getByTestId("chain-error").waitFor({ timeout: 30_000 });
    await page.unroute("**/rpc");
    await page.unroute("**/v1/**");
    // Reachable again: the Ask page says so without a reload.
    await page.goto(url("#/ask"));
    await page.getByTestId("model-line").waitFor({ timeout: 20_000 });
    // The browser logs the refused requests; they were the point here.
    const refused = problems.splice(before).filter((p) => !p.includes("ERR_CONNECTION_REFUSED") && !p.includes("/v1/stream"));
    problems.push(...refused);
  });

  test("every page at phone width", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const p of ["ask", "answer", "history", "lab", "disputes", "operators", "network"]) {
      await page.goto(url(`#/${p}`));
      await page.waitForTimeout(p === "lab" ? 100 : 1500);
      // Nothing wider than the screen: no sideways scrolling of the page.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${p} overflows the phone width by ${overflow}px`).toBeLessThanOrEqual(1);
      await shot(`phone-${p}`);
    }
  });

  test("accessibility: axe-core finds no serious or critical violation on any page", async () => {
    const found: Record<string, AxeViolation[]> = {};
    const bad: string[] = [];
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      for (const p of ["ask", "answer", "history", "lab", "disputes", "operators", "network"]) {
        await page.goto(url(`#/${p}`));
        if (p === "lab") {
          await page.locator("#lab-new").click();
          await page.locator("#lab-run").click();
          await page.getByTestId("lab-outcome").waitFor({ timeout: 30_000 });
        } else if (p === "answer") {
          await page.getByTestId("browser-check-run").click();
          await expect.poll(() => page.getByTestId("browser-check").getAttribute("data-outcome"), { timeout: 60_000 }).toBe("verified");
        } else if (p === "disputes") {
          await page.locator('#disputes-body [data-testid="disputes-empty"], #disputes-body [data-testid="challenge"]').first().waitFor({ timeout: 20_000 });
        } else if (p === "operators") {
          await page.getByTestId("operators-table").waitFor({ timeout: 20_000 });
        } else {
          await page.waitForTimeout(1500);
        }
        const vs = await axe(page);
        found[`${p}@${width}`] = vs;
        bad.push(...blocking(vs).map((l) => `${p} at ${width}px: ${l}`));
      }
    }
    writeFileSync(path.join(out, "axe.json"), JSON.stringify(found, null, 2) + "\n");
    expect(bad).toEqual([]);
  });

  test("no page errors and no request left the origin", () => {
    expect(problems).toEqual([]);
  });
});
