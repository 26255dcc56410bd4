// What the pages show for each task state, answer and history page: the
// progress model (src/progress.ts) and the HTML renderers (src/view.ts).
import { describe, expect, test } from "vitest";
import type { Answer, HistoryPage } from "../src/chain";
import { LabGame } from "../src/lab/game";
import { progress, type StageState } from "../src/progress";
import type { Status, Task } from "../src/router";
import { esc, renderAnswer, renderHistory, renderLab, renderNetwork, renderProgress } from "../src/view";
import { parseConfig } from "../src/config";

const H = (c: string) => `0x${c.repeat(64)}` as `0x${string}`;

function task(status: Status, extra: Partial<Task> = {}): Task {
  return {
    id: "0123456789abcdef0123456789abcdef",
    status,
    model: H("a"),
    input_hash: H("b"),
    prompt: [1, 2],
    n: 4,
    created_at: "2026-11-30T00:00:00Z",
    updated_at: "2026-11-30T00:00:01Z",
    expires_at: "2026-11-30T00:15:00Z",
    version: 1,
    attempts: status === "queued" ? 0 : 1,
    ...extra,
  };
}

const states = (t: Task, seen: Status[] = []) => Object.fromEntries(progress(t, seen).stages.map((s) => [s.key, s.state]));

describe("task progress", () => {
  test.each<[string, Task, Record<string, StageState>, string]>([
    ["queued", task("queued"), { queued: "active", executing: "pending", signed: "pending", submitted: "pending", landed: "pending" }, "running"],
    ["executing", task("executing"), { queued: "done", executing: "active", signed: "pending", submitted: "pending", landed: "pending" }, "running"],
    [
      "executing, 2 of 3 signed",
      task("executing", { signatures: { signed: 2, quorum: 3 } }),
      { queued: "done", executing: "active", signed: "active", submitted: "pending", landed: "pending" },
      "running",
    ],
    [
      "signed",
      task("signed", { signatures: { signed: 3, quorum: 3 } }),
      { queued: "done", executing: "done", signed: "done", submitted: "active", landed: "pending" },
      "running",
    ],
    [
      "submitted",
      task("submitted", { signatures: { signed: 3, quorum: 3 }, result: { tx: H("c") } }),
      { queued: "done", executing: "done", signed: "done", submitted: "done", landed: "active" },
      "running",
    ],
    [
      "landed",
      task("landed", { signatures: { signed: 4, quorum: 3 }, result: { tx: H("c"), block: 42, tokens: [5], root: H("d") } }),
      { queued: "done", executing: "done", signed: "done", submitted: "done", landed: "done" },
      "landed",
    ],
    ["done (no chain)", task("done", { result: { tokens: [5], backend: "cpu" } }), { queued: "done", executing: "done", done: "done" }, "done"],
    [
      "failed while queued",
      task("failed", { attempts: 0, error: { code: "expired", message: "the task expired" } }),
      { queued: "failed", executing: "skipped", signed: "skipped", submitted: "skipped", landed: "skipped" },
      "failed",
    ],
    [
      "failed after signing",
      task("failed", { signatures: { signed: 3, quorum: 3 }, error: { code: "execution_failed", message: "reverted" } }),
      { queued: "done", executing: "done", signed: "done", submitted: "failed", landed: "skipped" },
      "failed",
    ],
  ])("%s", (_, t, want, outcome) => {
    expect(states(t)).toEqual(want);
    const html = renderProgress(progress(t), t.id);
    expect(html).toContain(`data-outcome="${outcome}"`);
    for (const [k, s] of Object.entries(want)) expect(html).toContain(`data-stage="${k}" data-state="${s}"`);
  });

  test("statuses seen before a failure place it", () => {
    const t = task("failed", { error: { code: "internal", message: "x" } });
    expect(states(t, ["queued", "executing", "signed", "submitted"]).landed).toBe("failed");
  });

  test("details: k of n, the tx, the block, the error", () => {
    const html = renderProgress(
      progress(task("submitted", { signatures: { signed: 3, quorum: 4 }, result: { tx: H("e") } })),
    );
    expect(html).toContain("3 of 4 signatures");
    expect(html).toContain(H("e"));
    const landed = renderProgress(progress(task("landed", { result: { tx: H("e"), block: 7 } })));
    expect(landed).toContain("block 7");
    expect(landed).toContain("read from the chain");
    const failed = renderProgress(progress(task("failed", { error: { code: "too_many_attempts", message: "gave up <b>" } })));
    expect(failed).toContain("too_many_attempts: gave up &lt;b&gt;");
    expect(failed).toContain('data-testid="task-error"');
    const local = renderProgress(progress(task("done", { result: { backend: "cpu" } })));
    expect(local).toContain("without a chain");
  });
});

const operators = [
  { address: "0x1111111111111111111111111111111111111111" as const, id: H("1"), stake: 100n },
  { address: "0x2222222222222222222222222222222222222222" as const, id: H("2"), stake: 200n },
];

function answer(extra: Partial<Answer> = {}): Answer {
  return {
    index: 3n,
    inputHash: H("b"),
    root: H("d"),
    tokens: [5n, 6n],
    txHash: H("c"),
    blockNumber: 42n,
    gasUsed: 239_000n,
    status: "success",
    from: "0x9999999999999999999999999999999999999999",
    referenceBlock: 41,
    signers: [operators[0]],
    nonSigners: [{ id: operators[1].id, operator: operators[1] }],
    slot: H("f"),
    slotNow: H("9"),
    expected: H("9"),
    verified: true,
    verdict: "keccak256(root ‖ tokens) equals the result slot",
    ...extra,
  };
}

describe("answer", () => {
  test("verified, with signers, non-signers, gas, tx and decoded text", () => {
    const html = renderAnswer(answer(), "Once <upon>");
    expect(html).toContain('data-verified="true"');
    expect(html).toContain(">5, 6<");
    expect(html).toContain("239,000");
    expect(html).toContain(`data-testid="answer-tx" data-full="${H("c")}"`);
    expect(html).toContain("Once &lt;upon&gt;");
    expect(html).toMatch(/✓ <code[^>]*>0x1111/);
    expect(html).toMatch(/✕ <code[^>]*>0x2222/);
  });
  test("a mismatch says so; unknown signers say why", () => {
    const html = renderAnswer(answer({ verified: false, verdict: "MISMATCH: differs", signers: undefined, signersError: "not a verifyAndUpdate call" }));
    expect(html).toContain('data-verified="false"');
    expect(html).toContain("Not verified");
    expect(html).toContain("not a verifyAndUpdate call");
    expect(html).not.toContain('data-testid="invalidated"');
    expect(renderAnswer(answer({ invalidated: true }))).toContain('data-testid="invalidated"');
  });
});

describe("history", () => {
  const page = (total: bigint, page: number, pages: number): HistoryPage => ({
    total,
    page,
    pages,
    rows: [
      { index: 11n, inputHash: H("1"), root: H("2"), tokens: Array.from({ length: 20 }, (_, i) => BigInt(i)), txHash: H("a"), blockNumber: 90n },
      { index: 10n, inputHash: H("3"), root: H("4"), tokens: [7n], txHash: H("b"), blockNumber: 80n },
    ],
  });
  test("rows newest first with links and a pager", () => {
    const html = renderHistory(page(22n, 1, 3), (ids) => `text of ${ids.length}`);
    expect(html.indexOf(H("a"))).toBeLessThan(html.indexOf(H("b")));
    expect(html).toContain('href="#/answer/11"');
    expect(html).toContain("… (20)");
    expect(html).toContain("text of 20");
    expect(html).toContain("page 2 of 3");
    expect(html).toContain('href="#/history/0"');
    expect(html).toContain('href="#/history/2"');
  });
  test("first and last pages have one link; no results says so", () => {
    expect(renderHistory(page(2n, 0, 1))).not.toContain("data-testid=\"newer\"");
    expect(renderHistory(page(2n, 0, 1))).not.toContain("data-testid=\"older\"");
    expect(renderHistory({ total: 0n, page: 0, pages: 1, rows: [] })).toContain("No results have landed yet");
  });
});

describe("network", () => {
  const cfg = parseConfig(
    {
      chainId: 1337,
      rpcUrl: "/rpc",
      routerUrl: "",
      contracts: { engine: operators[0].address, registry: operators[1].address, consumer: operators[0].address },
      manifest: H("a"),
      operators: operators.map((o) => ({ ...o, stake: o.stake.toString() })),
      tokenizer: null,
    },
    "http://127.0.0.1:8080/config.json",
  );
  test("unreachable chain and router are named", () => {
    const html = renderNetwork(cfg, { rpcError: "the chain at http://127.0.0.1:8080/rpc is unreachable: fetch failed", operators: [], errors: [] }, undefined, "the router is unreachable");
    expect(html).toContain('data-testid="rpc-error"');
    expect(html).toContain('data-testid="router-error"');
  });
  test("a wrong chain id and a manifest that differs are flagged", () => {
    const html = renderNetwork(cfg, { chainId: 1, block: 5n, engineManifest: H("b"), consumerManifest: H("a"), operators: [], errors: [] }, { status: "ok" });
    expect(html).toContain("the RPC serves chain 1, the config says 1337");
    expect(html).toContain("✕ engine pins");
    expect(html).toContain("✓ consumer");
  });
});

describe("lab", () => {
  test("a finished game names the winner and the slashed bond", () => {
    const lab = new LabGame({ tokens: 16, diverge: 11, liar: "defender" });
    lab.run();
    const html = renderLab(lab);
    expect(html).toContain('data-winner="challenger"');
    expect(html).toContain("defender's bond of 100 is slashed");
    expect((html.match(/<tr><td>/g) ?? []).length).toBe(lab.entries.length);
  });
  test("escaping", () => {
    expect(esc(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});
