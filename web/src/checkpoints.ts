// The checkpoint links of a landed answer. The chain stores only the root
// (the Updated event) and keccak256(root ‖ tokens) (the slot); the links come
// from the router's task, so the page checks them against the chain's root
// before showing them as this answer's.

import type { Hex } from "viem";
import type { Task } from "@deepcall/client";

/** One step of the run: its link and, from step len(prompt)−1 on, the token it produced. */
export interface CheckpointRow {
  step: number;
  token?: bigint;
  link: Hex;
}

export type Checkpoints =
  | {
      kind: "listed";
      taskId: string;
      /** The task's prompt ids: what a replay of the answer starts from. */
      prompt: number[];
      rows: CheckpointRow[];
      /** The chain's root (Updated event). */
      root: Hex;
      /** The last link equals root and there is one link per step. */
      chained: boolean;
      verdict: string;
    }
  | { kind: "absent"; reason: string }
  | { kind: "loading" };

const same = (a: string | undefined, b: string | undefined) => a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

/**
 * Picks the router task behind a landed answer among tasks of its input:
 * the one whose transaction landed, else one with the landed root, else the
 * newest with checkpoints (it is then flagged when its root differs).
 */
export function pickTask(tasks: readonly Task[], txHash: Hex, root: Hex): Task | undefined {
  return (
    tasks.find((t) => same(t.result?.tx, txHash)) ??
    tasks.find((t) => same(t.result?.root, root)) ??
    [...tasks].reverse().find((t) => (t.result?.checkpoints?.length ?? 0) > 0)
  );
}

/** The rows of a task's checkpoints for an answer read from the chain (root, tokens). */
export function checkpointsFor(task: Task, root: Hex, tokens: readonly bigint[]): Checkpoints {
  const links = task.result?.checkpoints ?? [];
  if (links.length === 0) {
    return { kind: "absent", reason: `the router's task ${task.id} (${task.status}) carries no checkpoints` };
  }
  // Step k reads position k; the token it produces is answer token
  // k − (len(prompt) − 1). Earlier steps only feed the prompt in.
  const offset = task.prompt.length - 1;
  const rows = links.map((link, step) => {
    const i = step - offset;
    return { step, link, token: i >= 0 && i < tokens.length ? tokens[i] : undefined };
  });
  const steps = task.prompt.length + tokens.length - 1;
  const last = links[links.length - 1];
  let chained = false;
  let verdict: string;
  if (!same(last, root)) {
    verdict = `the last link ${last} is not the root ${root} of the Updated event: these checkpoints are not this answer's`;
  } else if (links.length !== steps) {
    verdict = `${links.length} links for ${steps} steps (prompt ${task.prompt.length} + ${tokens.length} tokens − 1)`;
  } else {
    chained = true;
    verdict = "the last link equals the root of the Updated event";
  }
  return { kind: "listed", taskId: task.id, prompt: [...task.prompt], rows, root, chained, verdict };
}
