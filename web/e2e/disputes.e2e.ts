// A wrong answer disputed from the page, in headless Chromium against a
// devnet with a faulty quorum (`deepcall devnet --fault wrong-from=1
// --challenger assist`): DEEPCALL_FAULT_WEB_URL is its web origin. Three of
// four operators sign every answer wrong from token 1, so the wrong answer
// lands; the page checks it in the browser ("Diverges at step k"), opens a
// challenge from its wallet (after allowing the devnet's challenger daemon to
// play its moves: setMover), and follows the game live on the Disputes page
// (both clocks, level, window, every move with its transaction) to the one
// step, the resolution and the slash pages of the three signers; the bonds are
// withdrawn; the Operators page shows the slashes; the lab replays the game.
// On the way: a wallet on another chain, a rejected signature and a refused
// transaction (named in words). Screenshots test-results/disputes-*.png,
// desktop and phone; axe-core on every state; timings merged into
// timings.json.
//
// The wallet is e2e/wallet.ts's injected EIP-1193 provider: it signs with
// the devnet's funded dev account (/config.json `wallet`, a public dev key)
// in this process and forwards every other call to the devnet's RPC.
//
//   DEEPCALL_FAULT_WEB_URL=http://127.0.0.1:8082 npm run e2e
//
// Without DEEPCALL_FAULT_WEB_URL the file is skipped (web/e2e/run-on-devnet.sh
// always sets it).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type BrowserContext, type Page, type WebSocketRoute } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { axe, blocking, type AxeViolation } from "./axe";
import { injectWallet, type DevWallet } from "./wallet";

const base = process.env.DEEPCALL_FAULT_WEB_URL;
const url = (hash: string) => new URL(`/${hash}`, base).toString();
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "test-results");
let profile = "";
let ctx: BrowserContext;
let page: Page;
let wallet: DevWallet;
const problems: string[] = [];
const timings: Record<string, number> = {};
const axeFound: Record<string, AxeViolation[]> = {};
const axeBad: string[] = [];
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let cfg: any;
let rpcDown = false;
const sockets: WebSocketRoute[] = [];

/** Desktop and phone screenshots of the page as it stands, and axe-core on both. */
async function shot(name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    // The full page, shot from the top (the sticky header stays where it belongs).
    await page.evaluate(() => window.scrollTo(0, 0));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} overflows ${width}px by ${overflow}px`).toBeLessThanOrEqual(1);
    await page.screenshot({ path: path.join(out, `disputes-${name}${width < 500 ? "-phone" : ""}.png`), fullPage: true });
    const vs = await axe(page);
    axeFound[`${name}@${width}`] = vs;
    axeBad.push(...blocking(vs).map((l) => `${name} at ${width}px: ${l}`));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const answerPage = () => page.locator("#page-answer");
const disputesPage = () => page.locator("#page-disputes");

describe.skipIf(!base)("a wrong answer disputed from the page's wallet, followed live to the slash", () => {
  beforeAll(async () => {
    mkdirSync(out, { recursive: true });
    cfg = await (await fetch(url("config.json"))).json();
    if (!cfg.challenger?.assists || !cfg.wallet?.privateKey) {
      throw new Error(`${base} is not a faulty devnet with an assisting challenger: start it with --fault wrong-from=1 --challenger assist`);
    }
    profile = mkdtempSync(path.join(tmpdir(), "deepcall-e2e-disputes-"));
    ctx = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
      headless: true,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
      viewport: { width: 1280, height: 900 },
    });
    page = ctx.pages()[0] ?? (await ctx.newPage());
    page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(`console error: ${m.text()}`);
    });
    const origin = new URL(base!).origin;
    page.on("request", (r) => {
      const u = new URL(r.url());
      if (!["data:", "blob:"].includes(u.protocol) && u.origin !== origin) problems.push(`request to another origin: ${r.url()}`);
    });
    wallet = await injectWallet(page, cfg.wallet.privateKey, url("rpc"), cfg.chainId);
    // The chain's WebSocket through a route this test can cut (an RPC that drops mid-game).
    await page.routeWebSocket(/\/rpc(\?|$)/, (ws) => {
      if (rpcDown) {
        void ws.close({ code: 4000, reason: "the test cut the RPC" });
        return;
      }
      ws.connectToServer();
      sockets.push(ws);
    });
  });

  afterAll(async () => {
    await ctx?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
    // Merged into the run's timings (dapp.e2e.ts writes the file first).
    const file = path.join(out, "timings.json");
    const all = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
    writeFileSync(file, JSON.stringify({ ...all, ...Object.fromEntries(Object.entries(timings).map(([k, v]) => [`disputes_${k}`, v])) }, null, 2));
    writeFileSync(path.join(out, "axe-disputes.json"), JSON.stringify(axeFound, null, 2) + "\n");
  });

  let index = "";
  let diverge = -1;
  test("the faulty quorum's wrong answer lands and the browser finds where it diverges", async () => {
    await page.goto(url("#/ask"));
    await page.getByTestId("model-line").waitFor({ timeout: 20_000 });
    const salt = 2 + (Date.now() % 400);
    await page.locator('input[name="mode"][value="ids"]').check(); // the prompt below is token ids
    await page.locator("#prompt").fill(`1, ${salt}`);
    await page.locator("#n").fill("8");
    const t0 = Date.now();
    await page.locator("#submit").click();
    await page.locator('[data-testid="progress"][data-outcome="landed"]').waitFor({ timeout: 90_000 });
    timings.land_ms = Date.now() - t0;
    const ans = page.locator("#ask-answer").getByTestId("answer");
    await ans.waitFor({ timeout: 30_000 });
    index = (await ans.getAttribute("data-index"))!;
    await page.goto(url(`#/answer/${index}`));
    await answerPage().getByTestId("browser-check-run").click();
    const check = answerPage().getByTestId("browser-check");
    await expect.poll(() => check.getAttribute("data-outcome"), { timeout: 60_000 }).toBe("diverged");
    diverge = Number(await check.getAttribute("data-step"));
    timings.browser_check_ms = Number(await check.getAttribute("data-total-ms"));
    // wrong-from=1: the step that produced token 1 (prompt of 2, so step 2) is the first wrong one.
    expect(diverge).toBe(2);
    expect(await answerPage().getByTestId("browser-check-diverge").innerText()).toBe(`Diverges at step ${diverge}`);
    await answerPage().getByTestId("answer-dispute").waitFor();
    expect(await answerPage().getByTestId("answer-dispute").innerText()).toContain(`Your browser found this answer wrong from step ${diverge}`);
    await shot("answer-diverged");
  });

  test("a wallet on another chain is told so, and switched", async () => {
    wallet.chainId = 1;
    await answerPage().getByTestId("wallet-connect").click();
    await answerPage().getByTestId("wrong-chain").waitFor({ timeout: 10_000 });
    expect(await answerPage().getByTestId("wrong-chain").innerText()).toContain(`Your wallet is on chain 1; this deployment is chain ${cfg.chainId}`);
    await shot("wrong-chain");
    await answerPage().getByTestId("switch-chain").click();
    await answerPage().getByTestId("wallet-chain").waitFor({ timeout: 10_000 });
    expect(wallet.chainId).toBe(cfg.chainId);
  });

  test("a refused transaction is named in words; a rejected signature sends nothing", async () => {
    // Nothing is credited yet: the game refuses withdraw, and the page says why before the wallet is asked.
    const before = wallet.calls.filter((m) => m === "eth_sendTransaction").length;
    await answerPage().getByTestId("withdraw").click();
    const refused = answerPage().locator('[data-testid="tx"][data-label="withdraw bonds"]');
    await expect.poll(() => refused.getAttribute("data-state"), { timeout: 20_000 }).toBe("refused");
    expect(await refused.getAttribute("data-error")).toBe("WithdrawFailed");
    expect(await refused.innerText()).toContain("nothing to withdraw");
    expect(wallet.calls.filter((m) => m === "eth_sendTransaction").length).toBe(before);
    // The person declines the first signature (setMover): nothing is sent, the panel stays usable.
    wallet.rejectNext = true;
    await answerPage().getByTestId("open-challenge").click();
    const rejected = answerPage().locator('[data-testid="tx"][data-state="rejected"]');
    await rejected.waitFor({ timeout: 20_000 });
    expect(await rejected.innerText()).toContain("You rejected the transaction in your wallet: nothing was sent.");
    await shot("refused-and-rejected");
  });

  let challengeId = "";
  test("the challenge is opened from the wallet, with its bond", async () => {
    const t0 = Date.now();
    await answerPage().getByTestId("open-challenge").click();
    const opened = answerPage().locator('[data-testid="tx"][data-label^="open a challenge"][data-state="success"]');
    await opened.waitFor({ timeout: 60_000 });
    timings.open_ms = Date.now() - t0;
    const mover = answerPage().locator('[data-testid="tx"][data-label="allow the challenger daemon to move for me"][data-state="success"]');
    timings.set_mover_gas = Number((await mover.getByTestId("tx-gas").innerText()).replace(/,/g, ""));
    timings.open_gas = Number((await opened.getByTestId("tx-gas").innerText()).replace(/,/g, ""));
    const link = answerPage().getByTestId("answer-challenge-link");
    await link.waitFor({ timeout: 10_000 });
    challengeId = (await link.innerText()).replace("#", "");
    await shot("opened");
  });

  test("the game is followed live: defender, clocks, level, window, moves, the one step, the slash", async () => {
    const t0 = Date.now();
    await answerPage().getByTestId("answer-challenge-link").click();
    const card = disputesPage().locator(`[data-testid="challenge"][data-challenge="${challengeId}"]`);
    await card.waitFor({ timeout: 20_000 });
    // Over the chain's WebSocket subscription (the devnet serves it at /rpc).
    await expect.poll(() => disputesPage().getByTestId("feed").getAttribute("data-mode"), { timeout: 20_000 }).toBe("subscribed");
    const game = card.getByTestId("game").first();
    await game.waitFor({ timeout: 60_000 });
    // Live: a few moves in, both clocks shown, the side on turn's counting down.
    await expect.poll(async () => Number(await game.getAttribute("data-moves")), { timeout: 60_000 }).toBeGreaterThanOrEqual(3);
    const running = game.locator(".clock.running .t");
    if ((await game.getAttribute("data-ended")) === "") {
      await game.getByTestId("game-where").waitFor({ timeout: 10_000 });
      expect(await game.getByTestId("game-where").innerText()).toMatch(/^Level \d of \d \((checkpoints|ops|chunks|segments)/);
      if (await running.count()) {
        const a = await running.first().innerText();
        await page.waitForTimeout(2100);
        if ((await game.getAttribute("data-ended")) === "" && (await running.count())) expect(await running.first().innerText()).not.toBe(a);
      }
      await shot("live");
    }
    // The RPC drops mid-game (every socket closed, HTTP refused for 6 s): the page says so, then catches up.
    const feed = disputesPage().getByTestId("feed");
    const before = problems.length;
    rpcDown = true;
    await page.route("**/rpc", (r) => r.abort("connectionrefused"));
    for (const ws of sockets.splice(0)) await ws.close({ code: 4000, reason: "the test cut the RPC" });
    await expect.poll(() => feed.getAttribute("data-mode"), { timeout: 10_000 }).toBe("polling");
    await expect.poll(() => feed.innerText(), { timeout: 10_000 }).toContain("unreachable");
    await page.waitForTimeout(2000);
    rpcDown = false;
    await page.unroute("**/rpc");
    await expect.poll(() => feed.getAttribute("data-mode"), { timeout: 45_000 }).toBe("subscribed");
    // The browser logs the refused requests; they were the point here.
    problems.push(...problems.splice(before).filter((p) => !p.includes("ERR_CONNECTION_REFUSED")));
    // To the one step, then the resolution with the slash.
    await game.getByTestId("one-step").waitFor({ timeout: 120_000 });
    expect(await game.getAttribute("data-ended")).toBe("challenger");
    timings.moves = Number(await game.getAttribute("data-moves"));
    await shot("one-step");
    // resolve records the loss; slash() pages then take it (the challenger daemon sends both).
    await card.getByTestId("resolved").waitFor({ timeout: 120_000 });
    expect(await card.getAttribute("data-state")).toBe("resolved");
    expect(await card.getByTestId("resolved").getAttribute("data-owed")).toBe(String(cfg.challenger.faulty.length));
    await card.locator('[data-testid="resolved"][data-complete="true"]').waitFor({ timeout: 120_000 });
    timings.challenge_to_slash_ms = Date.now() - t0 + timings.open_ms;
    expect(await card.getByTestId("resolved").getAttribute("data-slashed")).toBe(String(cfg.challenger.faulty.length));
    const slashed = await card.getByTestId("slashed").innerText();
    for (const i of cfg.challenger.faulty as number[]) expect(slashed.toLowerCase()).toContain(cfg.operators[i].address.toLowerCase());
    expect(await card.getByTestId("payouts").innerText()).toContain(wallet.address);
    // Every move carries its transaction.
    const moves = await game.getByTestId("move").count();
    expect(moves).toBe(timings.moves);
    expect(await game.locator('[data-testid="move"] .hash[data-full^="0x"]').count()).toBe(moves);
    await shot("resolved");
  });

  test("the bonds are withdrawn from the wallet", async () => {
    const credit = disputesPage().getByTestId("wallet-credit");
    await expect.poll(async () => BigInt((await credit.getAttribute("data-wei")) ?? "0"), { timeout: 20_000 }).toBeGreaterThan(0n);
    timings.credit_eth = Number(BigInt((await credit.getAttribute("data-wei"))!) / 10n ** 12n) / 1e6;
    await disputesPage().getByTestId("withdraw").click();
    const tx = disputesPage().locator('[data-testid="tx"][data-label="withdraw bonds"][data-state="success"]');
    await tx.waitFor({ timeout: 60_000 });
    timings.withdraw_gas = Number((await tx.getByTestId("tx-gas").innerText()).replace(/,/g, ""));
    await expect.poll(async () => credit.getAttribute("data-wei"), { timeout: 20_000 }).toBe("0");
    await shot("withdrawn");
  });

  test("the Operators page shows the slashes and the committed capacity", async () => {
    await page.goto(url("#/operators"));
    await page.getByTestId("operators-table").waitFor({ timeout: 30_000 });
    const rows = page.getByTestId("operators-row");
    expect(await rows.count()).toBe(cfg.operators.length);
    for (let i = 0; i < cfg.operators.length; i++) {
      const row = page.locator(`[data-testid="operators-row"][data-address="${cfg.operators[i].address}" i]`);
      const n = Number(await row.getByTestId("operator-slashes").getAttribute("data-count"));
      expect(n, `operator ${i}`).toBe(cfg.challenger.faulty.includes(i) ? 1 : 0);
      expect(Number(await row.getByTestId("operator-signed").getAttribute("data-signed"))).toBeGreaterThanOrEqual(cfg.challenger.faulty.includes(i) ? 1 : 0);
    }
    // The devnet deploys the economy: capacity, SLA and fees are read from chain.
    expect(await page.getByTestId("not-on-chain").count()).toBe(0);
    expect(await page.getByTestId("operator-capacity").count()).toBe(cfg.operators.length);
    await shot("operators");
  });

  test("the lab replays the game move by move on the same view", async () => {
    const gameId = await (async () => {
      await page.goto(url(`#/disputes/${challengeId}`));
      const g = disputesPage().locator(`[data-testid="challenge"][data-challenge="${challengeId}"] [data-testid="game"]`).first();
      await g.waitFor({ timeout: 20_000 });
      return g.getAttribute("data-game");
    })();
    await page.goto(url("#/lab"));
    await page.locator("#replay-game").fill(gameId!);
    await page.locator("#replay-load").click();
    const frame = page.getByTestId("replay-frame");
    await frame.waitFor({ timeout: 20_000 });
    expect(await frame.getAttribute("data-at")).toBe("0");
    await page.locator("#replay-next").click();
    await page.locator("#replay-next").click();
    expect(await page.locator("#replay-body").getByTestId("move").count()).toBe(2);
    await shot("replay");
    await page.locator("#replay-end").click();
    await page.locator("#replay-body").getByTestId("one-step").waitFor();
    expect(await page.locator("#replay-body").getByTestId("move").count()).toBe(timings.moves);
    await page.locator("#replay-body").getByTestId("resolved").waitFor();
    await shot("replay-end");
    // A game that was never played is named.
    await page.locator("#replay-game").fill("999");
    await page.locator("#replay-load").click();
    await page.getByTestId("replay-error").waitFor();
    expect(await page.getByTestId("replay-error").innerText()).toContain("no game #999");
  });

  test("axe-core: no serious or critical violation in any state; no page error; nothing from another origin", () => {
    expect(axeBad).toEqual([]);
    expect(problems).toEqual([]);
  });
});
