// README.md's examples are examples/*.ts, which the typecheck compiles (and
// which ran against a devnet when written): a README edit that drifts from
// them fails here.
import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";

const here = (p: string) => new URL(`../${p}`, import.meta.url);
const blocks = [...readFileSync(here("README.md"), "utf8").matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);
const examples = readdirSync(here("examples")).filter((f) => f.endsWith(".ts")).sort();

test("every example is in the README, verbatim, and every ts block is an example", () => {
  expect(examples.length).toBeGreaterThan(2);
  const files = examples.map((f) => readFileSync(here(`examples/${f}`), "utf8"));
  for (const [i, f] of files.entries()) expect(blocks, `examples/${examples[i]}`).toContain(f);
  for (const b of blocks) expect(files).toContain(b);
});
