// What the Ask page shows of a task: its stages, each done, active, pending,
// failed or skipped, computed from the router's Task alone.

import type { Status, Task } from "@deepcall/client";

export type StageState = "done" | "active" | "pending" | "failed" | "skipped";
export type StageKey = "queued" | "executing" | "signed" | "submitted" | "landed" | "done";

export interface Stage {
  key: StageKey;
  label: string;
  state: StageState;
  detail?: string;
}

export interface Progress {
  stages: Stage[];
  final: boolean;
  /** "landed" | "done" | "failed" | undefined (still running). */
  outcome?: "landed" | "done" | "failed";
  error?: string;
}

const CHAIN: StageKey[] = ["queued", "executing", "signed", "submitted", "landed"];
const LOCAL: StageKey[] = ["queued", "executing", "done"];

const LABEL: Record<StageKey, string> = {
  queued: "Queued",
  executing: "Executing",
  signed: "Signatures",
  submitted: "Submitted",
  landed: "Landed",
  done: "Computed (no chain)",
};

/**
 * The stage a status is working on: queued waits for a worker, executing
 * runs (and collects signatures), signed means k of n signed and the
 * aggregate is being submitted, submitted waits for the block.
 */
const ACTIVE: Partial<Record<Status, number>> = { queued: 0, executing: 1, signed: 3, submitted: 4 };

/**
 * Where a failed task was when it failed. The task does not say, so it is
 * read from the statuses seen before and from what it carries (a tx was
 * submitted, all signatures arrived, it was handed to an executor).
 */
function failedAt(t: Task, seen: readonly Status[]): number {
  let at = Math.max(0, ...seen.map((s) => ACTIVE[s] ?? 0));
  if (t.attempts > 0) at = Math.max(at, 1);
  if (t.signatures && t.signatures.quorum > 0 && t.signatures.signed >= t.signatures.quorum) at = Math.max(at, 3);
  if (t.result?.tx) at = Math.max(at, 4);
  return at;
}

export function progress(t: Task, seen: readonly Status[] = []): Progress {
  const local = t.status === "done";
  const keys = local ? LOCAL : CHAIN;
  const sig = t.signatures;
  const detail = (k: StageKey): string | undefined => {
    switch (k) {
      case "queued":
        return t.attempts > 1 ? `attempt ${t.attempts}` : undefined;
      case "executing":
        return t.result?.steps ? `${t.result.steps} steps${t.result.ops ? `, ${t.result.ops} ops` : ""}` : undefined;
      case "signed":
        return sig ? `${sig.signed} of ${sig.quorum} signatures` : undefined;
      case "submitted":
        return t.result?.tx;
      case "landed":
        return t.result?.block !== undefined ? `block ${t.result.block}` : undefined;
      case "done":
        return t.result?.backend ? `by ${t.result.backend}` : undefined;
    }
  };
  const stage = (k: StageKey, state: StageState): Stage => ({ key: k, label: LABEL[k], state, detail: detail(k) });
  if (t.status === "failed") {
    const at = failedAt(t, seen);
    const e = t.error;
    return {
      stages: CHAIN.map((k, i) => stage(k, i < at ? "done" : i === at ? "failed" : "skipped")),
      final: true,
      outcome: "failed",
      error: e ? `${e.code}: ${e.message}` : "the task failed",
    };
  }
  if (local || t.status === "landed") {
    return { stages: keys.map((k) => stage(k, "done")), final: true, outcome: t.status as "landed" | "done" };
  }
  const at = ACTIVE[t.status] ?? 0;
  const stages = CHAIN.map((k, i) => stage(k, i < at ? "done" : i === at ? "active" : "pending"));
  // Signatures trickle in while executing: show the count as it grows.
  if (t.status === "executing" && sig && sig.signed > 0) stages[2].state = "active";
  return { stages, final: false };
}
