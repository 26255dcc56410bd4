// Pure renderers: data in, HTML out (every value escaped). The controller in
// main.ts puts them on the page; the unit tests read them directly.

import type { Health, Landed } from "@deepcall/client";
import type { Answer, HistoryPage, NetworkStatus } from "./chain";
import type { CheckState } from "./browsercheck";
import type { Checkpoints } from "./checkpoints";
import type { Config } from "./config";
import type { LabGame } from "./lab/game";
import { depth, padded } from "./lab/game";
import type { Progress } from "./progress";

export function esc(v: unknown): string {
  return String(v ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** A hash shown whole, breakable, selectable; data-full holds it for tests. */
export function hex(h: string | undefined, testid?: string): string {
  if (!h) return `<span class="muted">—</span>`;
  return `<code class="hash"${testid ? ` data-testid="${esc(testid)}"` : ""} data-full="${esc(h)}">${esc(h)}</code>`;
}

export const fmtInt = (v: bigint | number | undefined): string =>
  v === undefined ? "—" : typeof v === "bigint" ? v.toLocaleString("en-US") : v.toLocaleString("en-US");

/** A stake in its smallest unit, shown in whole 10¹⁸ units when it has no remainder. */
export function fmtStake(v: bigint | undefined): string {
  if (v === undefined) return "—";
  const unit = 10n ** 18n;
  return v !== 0n && v % unit === 0n ? `${fmtInt(v / unit)} × 10¹⁸` : fmtInt(v);
}

export function notice(kind: "error" | "warn" | "info" | "ok", text: string, testid?: string): string {
  return `<div class="notice ${kind}" role="${kind === "error" ? "alert" : "status"}"${testid ? ` data-testid="${esc(testid)}"` : ""}>${esc(text)}</div>`;
}

// ---------------------------------------------------------------- Ask

export function renderProgress(p: Progress, taskId?: string): string {
  const icon = { done: "✓", active: "●", pending: "○", failed: "✕", skipped: "–" } as const;
  const items = p.stages
    .map(
      (s) =>
        `<li class="stage ${s.state}" data-stage="${s.key}" data-state="${s.state}"><span class="dot" aria-hidden="true">${icon[s.state]}</span>` +
        `<span class="label">${esc(s.label)}</span>${s.detail ? `<span class="detail">${s.key === "submitted" ? hex(s.detail) : esc(s.detail)}</span>` : ""}</li>`,
    )
    .join("");
  const head = taskId ? `<div class="task-id">task <code>${esc(taskId)}</code></div>` : "";
  const tail =
    p.outcome === "failed"
      ? notice("error", `Failed — ${p.error ?? "unknown error"}`, "task-error")
      : p.outcome === "done"
        ? notice("warn", "Computed by the router without a chain: nothing landed, so there is no on-chain answer to show.")
        : p.outcome === "landed"
          ? notice("ok", "Landed on chain. The answer below is read from the chain, not from the router.")
          : "";
  return `${head}<ol class="progress" data-testid="progress" data-outcome="${esc(p.outcome ?? "running")}">${items}</ol>${tail}`;
}

export function renderModelLine(h: Health | undefined, hasTokenizer: boolean, err?: string): string {
  if (err) return notice("error", err, "router-error");
  const m = h?.models?.find((x) => x.hash === h.default_model) ?? h?.models?.[0];
  if (!m) return notice("warn", "The router serves no model description: ids are checked by the router only.");
  // The router says whether the model pins a tokenizer; the page needs its own copy to tokenize and decode.
  const text = m.text ?? hasTokenizer;
  const mode = !text
    ? " · token ids only: this model pins no tokenizer, so there is no vocabulary to read text with"
    : hasTokenizer
      ? " · takes text: its pinned tokenizer is loaded in this page"
      : " · takes text, but this page could not load its tokenizer: enter token ids";
  return `<p class="muted" data-testid="model-line" data-text="${text && hasTokenizer}">Model ${hex(m.hash)} ${m.name ? esc(m.name) + " · " : ""}vocabulary ${fmtInt(m.vocab)} · context ${fmtInt(m.seq_len)} tokens${mode}</p>`;
}

/** What the router made of a prompt sent as text, and whether the page's tokenizer agrees. */
export function renderPromptEcho(t: { prompt: number[]; prompt_text?: string }, pageIds?: readonly number[]): string {
  if (t.prompt_text === undefined) return "";
  const same = pageIds === undefined || (pageIds.length === t.prompt.length && pageIds.every((v, i) => v === t.prompt[i]));
  const warn = same
    ? ""
    : notice("warn", `The router tokenized the text into ${t.prompt.length} tokens, this page into ${pageIds!.length}: the router's ids are the ones computed.`, "tokenizer-mismatch");
  return `<div class="prompt-echo" data-testid="prompt-echo" data-same="${same}"><blockquote class="decoded">${esc(t.prompt_text)}</blockquote><details><summary>prompt token ids (${t.prompt.length})</summary><code>${esc(t.prompt.join(", "))}</code></details>${warn}</div>`;
}

// ---------------------------------------------------------------- Answer

/** An answer's tokens: as text with the ids on demand when the model has a tokenizer, else as ids. */
export function renderTokens(tokens: readonly bigint[], text?: string): string {
  const ids = `<code data-testid="answer-tokens">${esc(tokens.map((t) => t.toString()).join(", "))}</code>`;
  if (text === undefined) return `<div class="tokens">${ids}</div>`;
  return `<blockquote class="decoded" data-testid="answer-text">${esc(text)}</blockquote><details class="tokens" data-testid="answer-ids"><summary>token ids (${tokens.length})</summary>${ids}</details>`;
}

/** The Bisection lab, prefilled with a game over the answer's steps that diverges at step k. */
export const labHref = (steps: number, k: number) => `#/lab?n=${steps}&diverge=${k}`;

/**
 * The checkpoint list of an answer. With anchors (the Answer page) each row
 * has id checkpoint-k and a link to itself; the Ask page shows the same list
 * without ids, so that they stay unique in the document.
 */
export function renderCheckpoints(c: Checkpoints, index: bigint, anchors = false, decode?: (ids: readonly bigint[]) => string | undefined): string {
  const head = `<h3>Checkpoints</h3>`;
  if (c.kind === "loading") return `<section class="checkpoints" data-testid="checkpoints-loading">${head}<p class="muted">asking the router for the checkpoints…</p></section>`;
  if (c.kind === "absent") {
    return `<section class="checkpoints" data-testid="checkpoints-absent">${head}${notice("info", `${c.reason}. The chain stores only the root, so the checkpoints cannot be listed here.`)}</section>`;
  }
  const steps = c.rows.length;
  const rows = c.rows
    .map((r) => {
      const id = `checkpoint-${r.step}`;
      const step = anchors ? `<a class="anchor" href="#/answer/${index}/${id}">step ${r.step}</a>` : `step ${r.step}`;
      const token = r.token !== undefined ? `token <code>${esc(r.token)}</code>` : `<span class="muted">prompt</span>`;
      // With a tokenizer, the piece of text the step's token stands for (one token may be part of a character).
      const text = r.token !== undefined ? decode?.([r.token]) : undefined;
      const piece = text !== undefined ? ` <span class="piece" data-testid="checkpoint-piece">${esc(JSON.stringify(text))}</span>` : "";
      return `<li${anchors ? ` id="${id}"` : ""} data-testid="checkpoint" data-step="${r.step}" data-link="${esc(r.link)}"><span class="step">${step}</span> <span class="tok">${token}</span>${piece} ${hex(r.link)} <a class="lab-link" data-testid="checkpoint-lab" href="${labHref(steps, r.step)}" title="a bisection game over ${steps} steps where one side lies from step ${r.step}">what if an operator lied from here</a></li>`;
    })
    .join("");
  return `<section class="checkpoints" data-testid="checkpoints" data-chained="${c.chained}" data-steps="${steps}">${head}
<div class="verify ${c.chained ? "ok" : "bad"}" data-testid="checkpoints-verify" data-chained="${c.chained}"><strong>${c.chained ? "Chained" : "Not this answer's"}</strong>: ${esc(c.verdict)} <span class="muted">(from the router's task <code>${esc(c.taskId)}</code>)</span></div>
<ol class="checkpoint-list" start="0">${rows}</ol></section>`;
}

const ms = (v: number) => `${Math.round(v).toLocaleString("en-US")} ms`;

/**
 * The in-browser check of a landed answer: a button, its progress, then
 * "verified by your browser" or the first divergent step with the way to
 * challenge it. taskId names the router task for the command-line challenge.
 */
export function renderBrowserCheck(s: CheckState, steps: number, taskId: string): string {
  const head = `<h3>Check it in your browser</h3>`;
  const button = (label: string) =>
    `<button type="button" data-testid="browser-check-run" data-action="browser-check">${esc(label)}</button>`;
  if (s.kind === "idle") {
    return `<section class="browser-check" data-testid="browser-check" data-outcome="idle">${head}<p class="muted small">Re-runs all ${steps} steps here, with the deepcall engine built for WebAssembly, from the pinned weights fetched from this deployment (every chunk's hash checked against the manifest), and compares each checkpoint with the landed one.</p>${button("Check this answer in my browser")}</section>`;
  }
  if (s.kind === "running") {
    return `<section class="browser-check" data-testid="browser-check" data-outcome="running" aria-busy="true">${head}<p role="status" data-testid="browser-check-stage">${esc(s.stage)}…</p></section>`;
  }
  if (s.kind === "error") {
    return `<section class="browser-check" data-testid="browser-check" data-outcome="error" data-code="${esc(s.code)}">${head}${notice("error", `The check could not finish (${s.code.replace(/_/g, " ")}): ${s.message}`, "browser-check-error")}${button("Try again")}</section>`;
  }
  const v = s.verdict;
  const r = v.report;
  const times = `<p class="muted small" data-testid="browser-check-times">${ms(s.totalMs)} in all: the engine loaded in ${ms(s.engineMs)}, weights fetched and hashed in ${ms(v.fetchMs)} (${(v.bytes / 1024).toFixed(0)} KiB), decoded in ${ms(v.loadMs)}, ${r.steps} steps re-run and compared in ${ms(v.runMs)}.</p>`;
  const attrs = `data-total-ms="${Math.round(s.totalMs)}" data-engine-ms="${Math.round(s.engineMs)}" data-fetch-ms="${Math.round(v.fetchMs)}" data-load-ms="${Math.round(v.loadMs)}" data-run-ms="${Math.round(v.runMs)}"`;
  if (r.verified) {
    return `<section class="browser-check" data-testid="browser-check" data-outcome="verified" ${attrs}>${head}<div class="verify ok" role="status"><strong>Verified by your browser</strong>: ${esc(r.summary)}.</div>${times}</section>`;
  }
  const k = r.diverge >= 0 ? r.diverge : undefined;
  const what =
    k !== undefined
      ? `<strong data-testid="browser-check-diverge">Diverges at step ${k}</strong>: the landed checkpoint is ${hex(r.landed)} and your browser computes ${hex(r.computed)}. Every step before it agrees.`
      : `<strong data-testid="browser-check-diverge">Token ${r.tokenDiverge} differs</strong>: ${esc(r.summary)}.`;
  const step = k ?? steps - 1;
  const challenge = `<p><a class="button" data-testid="browser-check-challenge" href="${labHref(steps, step)}">Challenge from step ${step}</a></p>
<p class="muted small" data-testid="browser-check-challenge-note">Open the challenge on chain with its bond from your wallet below (<em>Dispute this answer</em>). The button plays the game over these ${steps} steps in the lab, where the liar loses at step ${step}. From a terminal: <code>bisect challenge --task ${esc(taskId)}</code> (see <code>bisect --help</code>).</p>`;
  return `<section class="browser-check" data-testid="browser-check" data-outcome="diverged" data-step="${k ?? ""}" ${attrs}>${head}<div class="verify bad" role="alert">${what}</div>${challenge}${times}</section>`;
}

export function renderAnswer(a: Answer, text?: string, checkpoints?: string): string {
  const signers =
    a.signers !== undefined
      ? `<ul class="signers" data-testid="signers">${a.signers.map((o) => `<li class="signed">✓ ${hex(o.address)} <span class="muted">stake ${fmtStake(o.stake)}</span></li>`).join("")}${(a.nonSigners ?? [])
          .map((n) => `<li class="unsigned">✕ ${n.operator ? hex(n.operator.address) : `unknown operator ${hex(n.id)}`} <span class="muted">did not sign</span></li>`)
          .join("")}</ul>`
      : notice("warn", a.signersError ?? "signers unknown");
  const check = `<div class="verify ${a.verified ? "ok" : "bad"}" data-testid="verify" data-verified="${a.verified}">
    <strong>${a.verified ? "Verified" : "Not verified"}</strong>: ${esc(a.verdict)}
    <dl class="kv small"><dt>keccak256(root ‖ tokens)</dt><dd>${hex(a.expected)}</dd><dt>slot ${hex(a.slot)}</dt><dd>${hex(a.slotNow)}</dd></dl></div>`;
  const disputed = a.invalidated
    ? notice("error", "The dispute game ruled this result wrong: the consumer has invalidated it. Do not use these tokens.", "invalidated")
    : "";
  return `<section class="card answer" data-testid="answer" data-index="${a.index}">
  <h2>Answer #${a.index}</h2>
  ${disputed}
  ${renderTokens(a.tokens, text)}
  ${check}
  <dl class="kv">
    <dt>transaction</dt><dd>${hex(a.txHash, "answer-tx")}</dd>
    <dt>block</dt><dd>${fmtInt(a.blockNumber)}</dd>
    <dt>gas used</dt><dd data-testid="answer-gas">${fmtInt(a.gasUsed)}${a.status === "reverted" ? " (reverted)" : ""}</dd>
    <dt>submitted by</dt><dd>${hex(a.from)}</dd>
    <dt>input hash</dt><dd>${hex(a.inputHash)}</dd>
    <dt>result root</dt><dd>${hex(a.root, "answer-root")}</dd>
    <dt>reference block</dt><dd>${a.referenceBlock ?? "—"}</dd>
    <dt>signers</dt><dd>${signers}</dd>
  </dl>
  ${checkpoints ?? ""}
</section>`;
}

// ---------------------------------------------------------------- History

/**
 * A page of landed results. With decode (a model with a tokenizer) each answer
 * reads as text, its ids on demand; prompts maps an input hash to the prompt's
 * text when the router still has the task (the chain holds only the hash).
 */
export function renderHistory(h: HistoryPage, decode?: (ids: readonly bigint[]) => string | undefined, prompts?: ReadonlyMap<string, string>): string {
  if (h.total === 0n) return `<p class="muted" data-testid="history-empty">No results have landed yet.</p>`;
  const rows = h.rows
    .map((r: Landed) => {
      const ids = r.tokens.map(String);
      const shown = ids.length > 12 ? `${ids.slice(0, 12).join(", ")}, … (${ids.length})` : ids.join(", ");
      const text = decode?.(r.tokens);
      const prompt = prompts?.get(r.inputHash.toLowerCase());
      const asked = prompt !== undefined ? `<div class="muted small decoded-row" data-testid="history-prompt">${esc(prompt)} →</div>` : "";
      const cell =
        text !== undefined
          ? `${asked}<div class="decoded-row" data-testid="history-text">${esc(text)}</div><details class="tokens"><summary>ids (${ids.length})</summary><code>${esc(ids.join(", "))}</code></details>`
          : `<code>${esc(shown)}</code>`;
      return `<tr data-testid="history-row" data-tx="${esc(r.txHash)}" data-index="${r.index}">
  <td><a href="#/answer/${r.index}">#${r.index}</a></td>
  <td>${cell}</td>
  <td>${hex(r.txHash)}</td><td>${fmtInt(r.blockNumber)}</td></tr>`;
    })
    .join("");
  return `<p class="muted" data-testid="history-total">${fmtInt(h.total)} results landed · page ${h.page + 1} of ${h.pages}</p>
<div class="table-wrap" tabindex="0" role="region" aria-label="results landed"><table class="history"><thead><tr><th>#</th><th>${decode ? "answer" : "tokens"}</th><th>transaction</th><th>block</th></tr></thead><tbody>${rows}</tbody></table></div>
<nav class="pager">${h.page > 0 ? `<a href="#/history/${h.page - 1}" data-testid="newer">← newer</a>` : "<span></span>"}${h.page + 1 < h.pages ? `<a href="#/history/${h.page + 1}" data-testid="older">older →</a>` : ""}</nav>`;
}

// ---------------------------------------------------------------- Network

export function renderNetwork(cfg: Config, s: NetworkStatus | undefined, h: Health | undefined, routerErr?: string): string {
  const rpc = !s
    ? `<span class="muted">checking…</span>`
    : s.rpcError
      ? notice("error", s.rpcError, "rpc-error")
      : `<span class="ok-text" data-testid="rpc-ok">reachable · chain id ${s.chainId} · block ${fmtInt(s.block)}</span>${s.chainId !== cfg.chainId ? notice("error", `the RPC serves chain ${s.chainId}, the config says ${cfg.chainId}`) : ""}`;
  const router = routerErr
    ? notice("error", routerErr, "router-error")
    : h
      ? `<span class="ok-text" data-testid="router-ok">${esc(h.status)} · queued ${h.queued ?? 0} · executing ${h.executing ?? 0} · up ${Math.round(h.uptime_s ?? 0)} s</span>`
      : `<span class="muted">checking…</span>`;
  const manifestCheck = (v: string | undefined, what: string) =>
    v === undefined ? "" : v.toLowerCase() === cfg.manifest.toLowerCase() ? ` <span class="ok-text">✓ ${what}</span>` : ` <span class="bad-text">✕ ${what} pins ${esc(v)}</span>`;
  const ops = (s?.operators ?? cfg.operators.map((operator) => ({ operator }))).map((o) => {
    const st = o as { operator: Config["operators"][number]; idOnChain?: string; stake?: bigint; registered?: boolean; error?: string };
    const idOk = st.idOnChain === undefined ? "" : st.idOnChain.toLowerCase() === st.operator.id.toLowerCase() ? "✓" : "✕ differs";
    return `<tr data-testid="operator-row"><td>${hex(st.operator.address)}</td><td>${hex(st.operator.id)} ${esc(idOk)}</td>
<td>${st.error ? `<span class="bad-text">${esc(st.error)}</span>` : st.stake !== undefined ? fmtStake(st.stake) : "—"}</td>
<td>${st.registered === undefined ? "—" : st.registered ? "registered" : "not registered"}</td></tr>`;
  });
  const c = cfg.contracts;
  return `<dl class="kv">
  <dt>chain id (config)</dt><dd data-testid="chain-id">${cfg.chainId}</dd>
  <dt>RPC</dt><dd><code>${esc(cfg.rpcUrl)}</code> ${rpc}</dd>
  <dt>router</dt><dd><code>${esc(cfg.routerUrl)}/v1/</code> ${router}</dd>
  <dt>manifest</dt><dd>${hex(cfg.manifest)}${manifestCheck(s?.engineManifest, "engine")}${manifestCheck(s?.consumerManifest, "consumer")}</dd>
  <dt>engine</dt><dd>${hex(c.engine)}</dd>
  <dt>registry</dt><dd>${hex(c.registry)}</dd>
  <dt>consumer</dt><dd>${hex(c.consumer)}</dd>
  <dt>dispute game</dt><dd>${c.game ? hex(c.game) : `<span class="muted">not deployed</span>`}</dd>
  <dt>total stake</dt><dd>${fmtStake(s?.totalStake)}</dd>
  <dt>threshold</dt><dd>${s?.threshold ? `${s.threshold[0]} / ${s.threshold[1]} of the stake` : "—"}</dd>
  <dt>results landed</dt><dd>${fmtInt(s?.landed)}</dd>
</dl>
${(s?.errors ?? []).map((e) => notice("warn", e)).join("")}
<h2>Operators (${cfg.operators.length})</h2>
<div class="table-wrap" tabindex="0" role="region" aria-label="operators"><table class="operators"><thead><tr><th>address</th><th>id (config, ✓ = on chain)</th><th>stake (on chain)</th><th>state</th></tr></thead><tbody>${ops.join("")}</tbody></table></div>`;
}

// ---------------------------------------------------------------- Lab

const short = (h: string) => `${h.slice(0, 10)}…`;

export function renderLab(lab: LabGame): string {
  const head = `<dl class="kv small">
  <dt>anchor</dt><dd>${hex(lab.anchor)}</dd>
  <dt>landed root (defender)</dt><dd>${hex(lab.root)}</dd>
  <dt>challenger's root</dt><dd>${hex(lab.challengerRoot)}</dd>
  <dt>levels</dt><dd>${lab.sizes.map((n, l) => `${esc(lab.levelNames[l])}: ${n} leaves, ${depth(n)} rounds`).join(" · ")}</dd></dl>`;
  if (!lab.disputed) return head + notice("info", "The roots agree: there is nothing to dispute.");
  const g = lab.game!;
  const n = padded(g.leaves);
  const cells = Array.from({ length: n }, (_, i) => {
    const cls = [
      i <= g.window.lo ? "agreed" : i <= g.window.hi ? "disputed" : "out",
      i >= g.leaves ? "pad" : "",
      g.pending && g.pending.at.index === i ? "mid" : "",
      i === g.window.hi ? "hi" : "",
    ].join(" ");
    return `<span class="cell ${cls}" title="position ${i}${i >= g.leaves ? " (padding)" : ""}"></span>`;
  }).join("");
  const bar = n <= 256 ? `<div class="bar" data-testid="lab-bar" style="--n:${n}">${cells}</div>` : `<p class="muted">${n} positions</p>`;
  const state =
    g.phase === "over"
      ? ""
      : `<p data-testid="lab-state">Level ${g.level} (${esc(lab.levelNames[g.level])}${g.path.length ? ` under leaf [${g.path.join(" ")}]` : ""}) · window (${g.window.lo}, ${g.window.hi}] · ${g.phase === "stepping" ? "one leaf isolated: the one step decides" : `${g.turn} on turn${g.pending ? `, answering the claim at ${g.pending.at.index}` : ""}`}</p>`;
  const rows = lab.entries
    .map(
      (e) => `<tr><td>${e.move}</td><td class="side-${e.by}">${e.by}</td><td>${e.kind}</td><td>${e.level}</td><td>(${e.window.lo}, ${e.window.hi}]</td>
<td>${e.verdict === "-" ? "" : e.verdict}</td><td>${e.posted ? `<code title="${esc(e.posted.hash)}">${e.posted.at.level}:${e.posted.at.index} = ${esc(short(e.posted.hash))}</code>` : ""}</td><td class="muted">${esc(e.why)}</td></tr>`,
    )
    .join("");
  const o = g.outcome;
  const outcome = o
    ? `<div class="outcome" data-testid="lab-outcome" data-winner="${o.winner}"><strong>${o.winner} wins</strong> by ${esc(o.reason)}${o.path ? ` at leaf [${o.path.join(" ")}]` : ""}. The ${o.loser}'s bond of ${o.slashed} is slashed; payout defender ${o.payout[0]}, challenger ${o.payout[1]}. Rounds per level: ${g.rounds.join(", ")}.</div>`
    : "";
  return `${head}${bar}${state}${outcome}
<div class="table-wrap" tabindex="0" role="region" aria-label="moves of the game"><table class="transcript" data-testid="lab-transcript"><thead><tr><th>move</th><th>by</th><th>kind</th><th>level</th><th>window</th><th>verdict</th><th>claim</th><th>why</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}
