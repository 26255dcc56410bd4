// Headless Chromium for the e2e files: a fresh profile, and every page
// error, console error and request to another origin than the deployment's
// collected in problems (the page must work offline).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";

export interface E2EBrowser {
  ctx: BrowserContext;
  page: Page;
  problems: string[];
  close(): Promise<void>;
}

export async function openBrowser(name: string, base: string): Promise<E2EBrowser> {
  const profile = mkdtempSync(path.join(tmpdir(), `deepcall-e2e-${name}-`));
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    viewport: { width: 1280, height: 900 },
  });
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console error: ${m.text()}`);
  });
  const origin = new URL(base).origin;
  page.on("request", (r) => {
    const u = new URL(r.url());
    if (!["data:", "blob:"].includes(u.protocol) && u.origin !== origin) problems.push(`request to another origin: ${r.url()}`);
  });
  return {
    ctx,
    page,
    problems,
    async close() {
      await ctx.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
