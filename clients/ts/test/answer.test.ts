// The status an answer's views fold into, as Go's answers.status folds them
// (answers/answers_test.go TestStatus, the same cases). answerOf and the
// waits run against a devnet in web/e2e/client.e2e.ts.
import { expect, test } from "vitest";
import type { Hex } from "viem";
import { answerStatus, REQUESTED, slotValue, type AnswerStatus } from "../src/index.js";

const v = slotValue(`0x01${"0".repeat(62)}`, [5, 6]);
const empty: Hex = `0x${"0".repeat(64)}`;

test.each<[Hex, bigint, boolean, boolean, AnswerStatus]>([
  [empty, 0n, false, false, "none"],
  [REQUESTED, 0n, false, false, "requested"],
  [v, 10n, false, false, "landed"],
  [v, 10n, false, true, "final"],
  [v, 10n, true, false, "invalid"],
  // a value with no landing block is no landed answer (Go: landedAt != 0 and a result)
  [v, 0n, false, false, "none"],
])("answerStatus(%s, %d, invalid %s, final %s) = %s", (value, landedAt, invalid, final, want) => {
  expect(answerStatus(value, landedAt, invalid, final)).toBe(want);
  expect(answerStatus(value.toUpperCase().replace("0X", "0x") as Hex, landedAt, invalid, final)).toBe(want);
});
