// What the pages show for each task state, answer and history page: the
// progress model (src/progress.ts) and the HTML renderers (src/view.ts).
import { describe, expect, test } from "vitest";
import type { Status, Task } from "@deepcall/client";
import type { Answer, HistoryPage } from "../src/chain";
import { LabGame } from "../src/lab/game";
import { progress, type StageState } from "../src/progress";
import { esc, labHref, renderAnswer, renderCheckpoints, renderHistory, renderLab, renderModelLine, renderNetwork, renderProgress, renderPromptEcho } from "../src/view";
import { checkpointsFor, pickTask } from "../src/checkpoints";
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
    // Text first, the ids on demand.
    expect(html).toMatch(/data-testid="answer-text">Once &lt;upon&gt;<\/blockquote><details class="tokens" data-testid="answer-ids"><summary>token ids \(2\)<\/summary><code data-testid="answer-tokens">5, 6<\/code><\/details>/);
    expect(html).toMatch(/✓ <code[^>]*>0x1111/);
    expect(html).toMatch(/✕ <code[^>]*>0x2222/);
  });
  test("without a tokenizer: the ids, in plain view", () => {
    const html = renderAnswer(answer());
    expect(html).toContain('<div class="tokens"><code data-testid="answer-tokens">5, 6</code></div>');
    expect(html).not.toContain("answer-text");
    expect(html).not.toContain("<details");
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

describe("checkpoints", () => {
  // prompt [1, 2], two tokens (5, 6): three steps; step 0 only feeds the
  // prompt in, step 1 produces token 5, step 2 token 6 and the root.
  const links = [H("7"), H("8"), H("d")];
  const landed = task("landed", { result: { tokens: [5, 6], root: H("d"), tx: H("c"), steps: 3, checkpoints: links } });
  /** The rendered rows, as (id, step, link, token text, anchor href, lab href). */
  const rowsOf = (html: string) =>
    [...html.matchAll(/<li([^>]*)data-testid="checkpoint" data-step="(\d+)" data-link="([^"]+)">(.*?)<\/li>/g)].map((m) => ({
      id: /id="([^"]+)"/.exec(m[1])?.[1],
      step: Number(m[2]),
      link: m[3],
      token: /<span class="tok">(.*?)<\/span>/.exec(m[4])?.[1].replace(/<[^>]+>/g, ""),
      anchor: /<a class="anchor" href="([^"]+)"/.exec(m[4])?.[1],
      lab: /data-testid="checkpoint-lab" href="([^"]+)"/.exec(m[4])?.[1],
      shown: /data-full="([^"]+)"/.exec(m[4])?.[1],
    }));

  test("each step with its token, link, anchor and a lab link; the last link is the chain's root", () => {
    const c = checkpointsFor(landed, H("d"), [5n, 6n]);
    expect(c.kind).toBe("listed");
    const html = renderAnswer(answer(), undefined, renderCheckpoints(c, 3n, true));
    expect(html).toContain('data-testid="checkpoints" data-chained="true" data-steps="3"');
    expect(html).toMatch(/data-testid="checkpoints-verify" data-chained="true"><strong>Chained<\/strong>: the last link equals the root of the Updated event/);
    expect(rowsOf(html)).toEqual([
      { id: "checkpoint-0", step: 0, link: links[0], token: "prompt", anchor: "#/answer/3/checkpoint-0", lab: "#/lab?n=3&diverge=0", shown: links[0] },
      { id: "checkpoint-1", step: 1, link: links[1], token: "token 5", anchor: "#/answer/3/checkpoint-1", lab: "#/lab?n=3&diverge=1", shown: links[1] },
      { id: "checkpoint-2", step: 2, link: H("d"), token: "token 6", anchor: "#/answer/3/checkpoint-2", lab: "#/lab?n=3&diverge=2", shown: H("d") },
    ]);
    expect(labHref(16, 11)).toBe("#/lab?n=16&diverge=11");
  });

  test("with a tokenizer, each token's piece of text beside it", () => {
    const html = renderCheckpoints(checkpointsFor(landed, H("d"), [5n, 6n]), 3n, true, (ids) => (ids[0] === 5n ? " on<" : "\n"));
    expect(html).toContain('token <code>5</code></span> <span class="piece" data-testid="checkpoint-piece">&quot; on&lt;&quot;</span>');
    expect(html).toContain('<span class="piece" data-testid="checkpoint-piece">&quot;\\n&quot;</span>');
    expect(html.match(/checkpoint-piece/g)?.length).toBe(2);
    expect(renderCheckpoints(checkpointsFor(landed, H("d"), [5n, 6n]), 3n, true)).not.toContain("checkpoint-piece");
  });

  test("without anchors (the Ask page) no ids, so they stay unique in the document", () => {
    const rows = rowsOf(renderCheckpoints(checkpointsFor(landed, H("d"), [5n, 6n]), 3n));
    expect(rows.length).toBe(3);
    expect(rows.every((r) => r.id === undefined && r.anchor === undefined && r.lab !== undefined)).toBe(true);
  });

  test("a last link that is not the chain's root is flagged, not passed off as the answer's", () => {
    const c = checkpointsFor(landed, H("e"), [5n, 6n]);
    expect(c.kind === "listed" && c.chained).toBe(false);
    const html = renderCheckpoints(c, 3n, true);
    expect(html).toContain('data-testid="checkpoints" data-chained="false"');
    expect(html).toContain('class="verify bad" data-testid="checkpoints-verify" data-chained="false"');
    expect(html).toContain(`is not the root ${H("e")} of the Updated event`);
  });

  test("a list of the wrong length is flagged", () => {
    const short = task("landed", { result: { root: H("d"), checkpoints: [H("8"), H("d")] } });
    const c = checkpointsFor(short, H("d"), [5n, 6n]);
    expect(c.kind === "listed" && !c.chained && c.verdict).toContain("2 links for 3 steps");
  });

  test("no task, or a task without checkpoints: a clear note", () => {
    const none = renderCheckpoints({ kind: "absent", reason: "the router has no task for input 0xbb" }, 3n, true);
    expect(none).toContain('data-testid="checkpoints-absent"');
    expect(none).toContain("the router has no task for input 0xbb. The chain stores only the root");
    expect(rowsOf(none)).toEqual([]);
    expect(checkpointsFor(task("executing"), H("d"), [5n, 6n])).toEqual({ kind: "absent", reason: `the router's task ${landed.id} (executing) carries no checkpoints` });
    expect(renderCheckpoints({ kind: "loading" }, 3n)).toContain('data-testid="checkpoints-loading"');
    expect(renderAnswer(answer())).not.toContain("Checkpoints");
  });

  test("the task behind a landing: its transaction, else its root, else the newest with checkpoints", () => {
    const a = task("failed", { id: "a".repeat(32) });
    const b = task("landed", { id: "b".repeat(32), result: { root: H("d"), checkpoints: links } });
    const c = task("landed", { id: "c".repeat(32), result: { tx: H("c"), root: H("d"), checkpoints: links } });
    const d = task("landed", { id: "d".repeat(32), result: { root: H("e"), checkpoints: [H("e")] } });
    expect(pickTask([a, b, c, d], H("c"), H("d"))?.id).toBe(c.id);
    expect(pickTask([a, b, d], H("c"), H("d"))?.id).toBe(b.id);
    expect(pickTask([a, d], H("c"), H("d"))?.id).toBe(d.id);
    expect(pickTask([a], H("c"), H("d"))).toBeUndefined();
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
    expect(html).toContain('data-testid="history-text">text of 20</div><details class="tokens"><summary>ids (20)</summary><code>0, 1, 2');
    expect(html).toContain("<th>answer</th>");
    const asked = renderHistory(page(22n, 1, 3), (ids) => `text of ${ids.length}`, new Map([[H("1"), "Once <upon>"]]));
    expect(asked).toContain('data-testid="history-prompt">Once &lt;upon&gt; →</div><div class="decoded-row" data-testid="history-text">text of 20</div>');
    expect(asked.match(/history-prompt/g)?.length).toBe(1);
    expect(html).not.toContain("history-prompt");
    const ids = renderHistory(page(22n, 1, 3));
    expect(ids).toContain("<th>tokens</th>");
    expect(ids).toContain("<code>0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, … (20)</code>");
    expect(ids).not.toContain("history-text");
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

describe("text or ids", () => {
  const health = (text?: boolean) => ({ status: "ok" as const, default_model: H("a"), models: [{ hash: H("a"), name: "m", vocab: 512, seq_len: 128, text }] });
  test("the model line says whether the model takes text", () => {
    expect(renderModelLine(health(false), false)).toContain("token ids only: this model pins no tokenizer");
    expect(renderModelLine(health(false), false)).toContain('data-text="false"');
    expect(renderModelLine(health(true), true)).toContain("takes text: its pinned tokenizer is loaded in this page");
    expect(renderModelLine(health(true), true)).toContain('data-text="true"');
    expect(renderModelLine(health(true), false)).toContain("could not load its tokenizer");
    expect(renderModelLine(health(undefined), true)).toContain("takes text");
  });
  test("a text prompt is echoed with its ids on demand; a tokenizer disagreement is flagged", () => {
    const t = { prompt: [46, 77], prompt_text: "On<ce>" };
    const same = renderPromptEcho(t, [46, 77]);
    expect(same).toContain('data-same="true"');
    expect(same).toContain("On&lt;ce&gt;");
    expect(same).toContain("<summary>prompt token ids (2)</summary><code>46, 77</code>");
    expect(same).not.toContain("tokenizer-mismatch");
    const differ = renderPromptEcho(t, [46, 77, 1]);
    expect(differ).toContain('data-testid="tokenizer-mismatch"');
    expect(differ).toContain("into 2 tokens, this page into 3");
    expect(renderPromptEcho({ prompt: [1] })).toBe("");
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
