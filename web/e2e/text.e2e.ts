// Text in, text out, in headless Chromium against a live devnet serving a
// tokenizer-pinned model (`deepcall devnet --model testdata/textmodel`):
// DEEPCALL_TEXT_WEB_URL is its web origin. A text prompt is typed, tokenized
// in the page (the hint shows its ids), sent to the router as text (which
// tokenizes it the same way and keeps both), answered on chain, and the
// answer reads as text on the Ask, Answer and History pages, its ids one
// click away. Screenshots land in test-results/text-*.png.
//
//   DEEPCALL_TEXT_WEB_URL=http://127.0.0.1:8081 npm run e2e
//
// Without DEEPCALL_TEXT_WEB_URL the file is skipped (web/e2e/run-on-devnet.sh
// always sets it).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openBrowser, type E2EBrowser } from "./browser";

const base = process.env.DEEPCALL_TEXT_WEB_URL;
const url = (hash: string) => new URL(`/${hash}`, base).toString();
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "test-results");
let page: Page;
let problems: string[] = [];

async function shot(name: string) {
  await page.screenshot({ path: path.join(out, `text-${name}.png`), fullPage: true });
}

describe.skipIf(!base)("text in, text out on a tokenizer-pinned model", () => {
  let browser: E2EBrowser | undefined;
  beforeAll(async () => {
    mkdirSync(out, { recursive: true });
    browser = await openBrowser("text", base!);
    ({ page, problems } = browser);
  });

  afterAll(async () => {
    await browser?.close();
  });

  let answerText = "";
  let promptText = "";
  let tx = "";
  test("a typed prompt is answered on chain and reads as text", async () => {
    await page.goto(url("#/ask"));
    const line = page.getByTestId("model-line");
    await line.waitFor({ timeout: 20_000 });
    await expect.poll(() => line.getAttribute("data-text"), { timeout: 20_000 }).toBe("true");
    expect(await line.innerText()).toContain("takes text");
    expect(await page.locator("#mode-text").isChecked()).toBe(true);

    // A fresh prompt each run, so the answer is a new landing.
    const prompt = `Once upon a time, in café number ${Date.now() % 100_000}`;
    promptText = prompt;
    await page.locator("#prompt").fill(prompt);
    await page.locator("#n").fill("8");
    // The page tokenized it: the hint lists the ids.
    await expect.poll(() => page.locator("#prompt-hint").innerText()).toMatch(/^\d+ tokens: \d+(, \d+)*$/);
    const pageIds = (await page.locator("#prompt-hint").innerText()).split(": ")[1].split(", ").map(Number);
    await page.locator("#submit").click();
    const ask = page.locator("#page-ask");
    await ask.locator('[data-testid="prompt-echo"], [data-testid="submit-error"], [data-testid="input-error"]').first().waitFor({ timeout: 15_000 });
    for (const id of ["submit-error", "input-error"]) {
      const e = page.getByTestId(id);
      if (await e.isVisible()) throw new Error(`submit failed: ${await e.innerText()}`);
    }
    // The router tokenized the text as the page did.
    expect(await ask.getByTestId("prompt-echo").getAttribute("data-same")).toBe("true");
    expect(await ask.getByTestId("tokenizer-mismatch").count()).toBe(0);

    await ask.getByTestId("answer-tx").waitFor({ timeout: 150_000 });
    await expect.poll(() => page.getByTestId("progress").getAttribute("data-outcome"), { timeout: 30_000 }).toBe("landed");
    expect(await ask.getByTestId("verify").getAttribute("data-verified")).toBe("true");
    tx = (await ask.getByTestId("answer-tx").getAttribute("data-full")) ?? "";
    answerText = (await ask.getByTestId("answer-text").textContent()) ?? "";
    expect(answerText.length).toBeGreaterThan(0);

    // The router stored both forms of the prompt, and decoded the same answer.
    const id = (await ask.locator(".task-id code").innerText()).trim();
    const task = await (await page.request.get(new URL(`/v1/tasks/${id}`, base).toString())).json();
    expect(task.prompt_text).toBe(prompt);
    expect(task.prompt).toEqual(pageIds);
    // The page renders the text through HTML, whose parser turns CR and
    // CR LF into LF and drops NUL; a random prompt's answer may hold them.
    expect(task.result.text.replace(/\r\n?/g, "\n").replace(/\0/g, "")).toBe(answerText);
    expect(task.status).toBe("landed");

    // The ids are there on demand: closed at first, 8 of them when opened.
    const ids = ask.getByTestId("answer-ids");
    expect(await ids.getAttribute("open")).toBeNull();
    await shot("ask-answered");
    await ids.locator("summary").click();
    const tokens = await ask.getByTestId("answer-tokens").innerText();
    expect(tokens.split(",").map((s) => Number(s.trim()))).toEqual(task.result.tokens);
    await shot("ask-ids");
  });

  test("the Answer and History pages read the answer as text", async () => {
    expect(tx, "the first test must land an answer").not.toBe("");
    await page.goto(url("#/answer"));
    const answer = page.locator("#answer-body");
    await answer.getByTestId("answer").waitFor({ timeout: 20_000 });
    expect(await answer.getByTestId("answer-tx").getAttribute("data-full")).toBe(tx);
    expect(await answer.getByTestId("answer-text").textContent()).toBe(answerText);
    // Each generated token's checkpoint row shows its piece of text.
    await answer.getByTestId("checkpoints").waitFor({ timeout: 20_000 });
    expect(await answer.getByTestId("checkpoint-piece").count()).toBe(8);
    await shot("answer");
    await page.goto(url("#/history"));
    await page.reload();
    const row = page.locator(`[data-testid="history-row"][data-tx="${tx}"]`);
    await row.waitFor({ timeout: 20_000 });
    expect(await row.getByTestId("history-text").textContent()).toBe(answerText);
    // The prompt, from the router's task for the row's input hash.
    await row.getByTestId("history-prompt").waitFor({ timeout: 10_000 });
    expect(await row.getByTestId("history-prompt").textContent()).toBe(`${promptText} →`);
    await shot("history");
  });

  test("a text longer than the context is refused in the page", async () => {
    await page.goto(url("#/ask"));
    await expect.poll(() => page.getByTestId("model-line").getAttribute("data-text"), { timeout: 20_000 }).toBe("true");
    await page.locator("#prompt").fill("a story ".repeat(200));
    await page.locator("#submit").click();
    expect(await page.getByTestId("input-error").innerText()).toContain("the model takes at most 128");
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the Ask page overflows the phone width by ${overflow}px`).toBeLessThanOrEqual(1);
    await shot("phone-ask-too-long");
  });

  test("no page errors and no request left the origin", () => {
    expect(problems).toEqual([]);
  });
});
