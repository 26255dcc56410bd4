// A user lands its own answer, in headless Chromium against a live devnet
// whose aggregator holds every signed answer (`deepcall devnet --hold 120s`):
// DEEPCALL_HOLD_WEB_URL is its web origin. A prompt is asked, the router
// hands out the quorum-signed landing calldata once signed, the page offers
// "Land the signed answer from my wallet", the injected wallet (e2e/wallet.ts)
// sends it, and the task ends landed by that very transaction, sent from the
// wallet's account, long before the hold would have let the aggregator land
// it. Screenshot: test-results/land-self.png.
//
//   DEEPCALL_HOLD_WEB_URL=http://127.0.0.1:8083 npm run e2e
//
// Without DEEPCALL_HOLD_WEB_URL the file is skipped (web/e2e/run-on-devnet.sh
// always sets it).
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { injectWallet, type DevWallet } from "./wallet";

const base = process.env.DEEPCALL_HOLD_WEB_URL;
const url = (hash: string) => new URL(`/${hash}`, base).toString();
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "test-results");
let profile = "";
let ctx: BrowserContext;
let page: Page;
let wallet: DevWallet;
const problems: string[] = [];

async function rpc(method: string, params: unknown[]): Promise<unknown> {
  const res = await fetch(new URL("/rpc", base).toString(), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

describe.skipIf(!base)("a user lands its own answer from the wallet", () => {
  beforeAll(async () => {
    mkdirSync(out, { recursive: true });
    profile = mkdtempSync(path.join(tmpdir(), "deepcall-e2e-land-"));
    ctx = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
      headless: true,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
      viewport: { width: 1280, height: 900 },
    });
    page = ctx.pages()[0] ?? (await ctx.newPage());
    const cfg = await (await fetch(new URL("/config.json", base).toString())).json();
    wallet = await injectWallet(page, cfg.wallet.privateKey, new URL("/rpc", base).toString(), cfg.chainId);
    page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(`console error: ${m.text()}`);
    });
  });

  afterAll(async () => {
    await ctx?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  test("the held answer is landed by the wallet's transaction", async () => {
    await page.goto(url("#/ask"));
    await page.getByTestId("model-line").waitFor({ timeout: 20_000 });
    // A fresh prompt each run, so the answer is a new landing.
    await page.locator('input[name="mode"][value="ids"]').check(); // the prompt below is token ids
    await page.locator("#prompt").fill(`1, ${2 + (Date.now() % 500)}, 9`);
    await page.locator("#n").fill("4");
    const payFee = page.locator("#pay-fee");
    if ((await payFee.count()) > 0 && (await payFee.isVisible()) && (await payFee.isChecked())) await payFee.uncheck();
    await page.locator("#submit").click();
    const ask = page.locator("#page-ask");
    // Signed and held: the page offers the landing to the wallet.
    const button = ask.getByTestId("land-self").getByText("Land the signed answer from my wallet");
    await button.waitFor({ timeout: 90_000 });
    const t0 = Date.now();
    await button.click();
    const rec = ask.getByTestId("land-self-box").getByTestId("tx");
    await expect.poll(() => rec.getAttribute("data-state"), { timeout: 60_000 }).toBe("success");
    expect(wallet.calls).toContain("eth_sendTransaction");
    const txLoc = ask.getByTestId("answer-tx");
    await txLoc.waitFor({ timeout: 60_000 });
    const tx = (await txLoc.getAttribute("data-full")) ?? "";
    expect(tx).toMatch(/^0x[0-9a-f]{64}$/);
    await expect.poll(() => page.getByTestId("progress").getAttribute("data-outcome"), { timeout: 30_000 }).toBe("landed");
    // The landing on chain is the wallet's own transaction, well inside the 120 s hold.
    const sent = (await rpc("eth_getTransactionByHash", [tx])) as { from: string };
    expect(sent.from.toLowerCase()).toBe(wallet.address.toLowerCase());
    expect(Date.now() - t0).toBeLessThan(60_000);
    await page.screenshot({ path: path.join(out, "land-self.png"), fullPage: true });
    expect(problems).toEqual([]);
  });
});
