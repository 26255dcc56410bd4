// A question typed into the chat box, answered by a real instruct model
// (`deepcall devnet --model smollm2`: SmolLM2-135M-Instruct from its GGUF
// file): DEEPCALL_CHAT_WEB_URL is its web origin. The message goes to the
// router as a conversation, which renders the model's chat template; the page
// tokenizes the rendered prompt itself and finds the router's ids; the
// quorum's answer lands, the page checks the landed slot against the tokens,
// and the reply reads as text up to the model's end-of-turn token.
// Screenshots land in test-results/chat-*.png.
//
// Without DEEPCALL_CHAT_WEB_URL the file is skipped (web/e2e/run-on-devnet.sh
// always sets it).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openBrowser, type E2EBrowser } from "./browser";

const base = process.env.DEEPCALL_CHAT_WEB_URL;
const url = (hash: string) => new URL(`/${hash}`, base).toString();
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "test-results");
let page: Page;
let problems: string[] = [];

// The float reference of the same weights answers this question with this
// reply (inference/gguf's test on the same file); the integer engine must too.
const question = "What is the capital of France?";
const reply = "The capital of France is Paris.";

describe.skipIf(!base)("a question answered by SmolLM2-135M-Instruct", () => {
  let browser: E2EBrowser | undefined;
  beforeAll(async () => {
    mkdirSync(out, { recursive: true });
    browser = await openBrowser("chat", base!);
    ({ page, problems } = browser);
  });

  afterAll(async () => {
    await browser?.close();
  });

  test("the question lands with the model's answer, checked in the page", async () => {
    await page.goto(url("#/ask"));
    await expect.poll(() => page.getByTestId("model-line").getAttribute("data-text"), { timeout: 60_000 }).toBe("true");
    await expect.poll(() => page.locator("#mode-chat").isChecked(), { timeout: 20_000 }).toBe(true);
    await page.locator("#prompt").fill(question);
    await page.locator("#n").fill("12");
    await page.locator("#submit").click();
    const ask = page.locator("#page-ask");
    await ask.locator('[data-testid="prompt-echo"], [data-testid="submit-error"], [data-testid="input-error"]').first().waitFor({ timeout: 30_000 });
    for (const id of ["submit-error", "input-error"]) {
      const e = page.getByTestId(id);
      if (await e.isVisible()) throw new Error(`submit failed: ${await e.innerText()}`);
    }
    // The router rendered the template; the page's tokens of that text are the router's.
    expect(await ask.getByTestId("prompt-echo").getAttribute("data-same")).toBe("true");
    expect(await ask.getByTestId("prompt-echo").innerText()).toContain(`<|im_start|>user\n${question}<|im_end|>`);

    await ask.getByTestId("answer-tx").waitFor({ timeout: 170_000 });
    await expect.poll(() => page.getByTestId("progress").getAttribute("data-outcome"), { timeout: 30_000 }).toBe("landed");
    expect(await ask.getByTestId("verify").getAttribute("data-verified")).toBe("true");
    expect(await ask.getByTestId("answer-text").textContent()).toBe(reply);
    await shot("answered");

    const id = (await ask.locator(".task-id code").innerText()).trim();
    const task = await (await page.request.get(new URL(`/v1/tasks/${id}`, base).toString())).json();
    expect(task.status).toBe("landed");
    expect(task.result.answer).toBe(reply);
    expect(task.result.finished).toBe(true);
  });

  test("no page errors and no request left the origin", () => {
    expect(problems).toEqual([]);
  });
});

async function shot(name: string) {
  await page.screenshot({ path: path.join(out, `chat-${name}.png`), fullPage: true });
}
