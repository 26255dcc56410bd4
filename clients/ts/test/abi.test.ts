// The committed ABIs are what tools/gen-abi.mjs writes from
// contracts/artifacts: a contract change without `npm run abi` fails here.
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
// @ts-expect-error plain JS module, no types
import { contracts, generate, target } from "../tools/gen-abi.mjs";

test.each(Object.entries(contracts as Record<string, string>))("src/abi/%s.gen.ts is what tools/gen-abi.mjs writes (npm run abi)", (name, exported) => {
  expect(readFileSync(target(name), "utf8")).toBe(generate(name, exported));
});
