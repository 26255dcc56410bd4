// The page's controller: loads the deployment's config, wires the five pages
// to the router (tasks) and the chain (answers, history, network), and keeps
// state that should survive a reload in localStorage.

import "./style.css";
import type { PublicClient } from "viem";
import { ChainError, FINAL, findUpdated, inputHash, RouterClient, RouterError, shortError, updatedByIndex, type Health, type Landed, type Status, type Task } from "@deepcall/client";
import { historyPage, loadAnswer, makeClient, networkStatus, type Answer } from "./chain";
import { BrowserCheckError, checkRequest, loadEngine, runCheck, type CheckState } from "./browsercheck";
import { checkpointsFor, pickTask, type Checkpoints } from "./checkpoints";
import { loadConfig, type Config } from "./config";
import { LabGame, type Side } from "./lab/game";
import { progress } from "./progress";
import { TokenInputError, checkCount, parseTokenIds } from "./tokens";
import type { TextTokenizer } from "./text";
import { renderLandSelf } from "./disputesview";
import type { TxRecord } from "./wallet";
import { answerDisputePanel, initDisputes, setDisputesContext, showDisputes, showOperators, payTask, landSigned, hasWallet } from "./disputespage";
import { esc, notice, renderAnswer, renderBrowserCheck, renderCheckpoints, renderHistory, renderLab, renderModelLine, renderNetwork, renderProgress, renderPromptEcho } from "./view";

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

interface State {
  cfg?: Config;
  cfgError?: string;
  client?: PublicClient;
  router?: RouterClient;
  health?: Health;
  healthError?: string;
  tokenizer?: TextTokenizer;
  tokenizerError?: string;
}
const st: State = {};

/** What survives a reload: the task being followed and the last answer seen. */
interface Saved {
  id: string;
  input: `0x${string}`;
  prompt: number[];
  n: number;
  startBlock: string;
  /** The page's own tokens of a text prompt, compared with the router's. */
  pageIds?: number[];
}
const store = {
  get<T>(k: string): T | undefined {
    try {
      const v = localStorage.getItem(`deepcall.${k}`);
      return v === null ? undefined : (JSON.parse(v) as T);
    } catch {
      return undefined;
    }
  },
  set(k: string, v: unknown) {
    try {
      localStorage.setItem(`deepcall.${k}`, JSON.stringify(v));
    } catch {
      /* private mode: nothing persists, the page still works */
    }
  },
};

// ---------------------------------------------------------------- routing

type Route = { page: "ask" | "answer" | "history" | "lab" | "disputes" | "operators" | "network"; arg?: string; sub?: string; query: URLSearchParams };

function route(): Route {
  const [path, query] = location.hash.replace(/^#\/?/, "").split("?");
  const [page, arg, sub] = path.split("/");
  const pages = ["ask", "answer", "history", "lab", "disputes", "operators", "network"] as const;
  return { page: (pages as readonly string[]).includes(page) ? (page as Route["page"]) : "ask", arg, sub, query: new URLSearchParams(query ?? "") };
}

function show() {
  const r = route();
  for (const s of document.querySelectorAll<HTMLElement>("[data-page]")) s.hidden = s.dataset.page !== r.page;
  for (const a of document.querySelectorAll<HTMLAnchorElement>("[data-tab]")) {
    if (a.dataset.tab === r.page) a.setAttribute("aria-current", "page");
    else a.removeAttribute("aria-current");
  }
  document.title = `deepcall · ${r.page}`;
  // The router may have come back (or gone) since the last look.
  if (r.page === "ask" && st.router) void refreshHealth().then(updateHint);
  if (r.page === "answer") void showAnswer(r.arg, r.sub);
  if (r.page === "lab" && r.query.has("n")) prefillLab(r.query);
  if (r.page === "history") void showHistory(Number(r.arg ?? 0) || 0);
  if (r.page === "network") void showNetwork();
  if (r.page === "disputes" && needConfig($("disputes-body"))) showDisputes(r.arg);
  if (r.page === "operators" && needConfig($("operators-body"))) void showOperators();
}

function needConfig(el: HTMLElement): boolean {
  if (st.cfg) return true;
  el.innerHTML = notice("error", st.cfgError ?? "loading the deployment's config…", "config-error");
  return false;
}

// ---------------------------------------------------------------- Ask

let following: { stop(): void } | undefined;
let watching = 0; // generation counter: a new task cancels the old watchers

type Mode = "ids" | "text" | "chat";

const modeLabels: Record<Mode, [string, string]> = {
  ids: ["Token ids, comma-separated", "1, 403, 407"],
  text: ["Text (tokenized in this page)", "Once upon a time"],
  chat: ["Your message (the router applies the model's chat template)", "What is the capital of France?"],
};

function setMode(mode: Mode) {
  const [label, placeholder] = modeLabels[mode];
  $("prompt-label").textContent = label;
  $<HTMLTextAreaElement>("prompt").placeholder = placeholder;
  updateHint();
}

/** The default model's chat settings, when it is a chat model. */
function chatModel(): { endOfTurn: number } | undefined {
  const h = st.health;
  const m = h?.models?.find((x) => x.hash === h.default_model) ?? h?.models?.[0];
  return m?.chat && typeof m.end_of_turn === "number" ? { endOfTurn: m.end_of_turn } : undefined;
}

function modelLimits(): { vocab?: number; seqLen?: number } {
  const h = st.health;
  const m = h?.models?.find((x) => x.hash === h.default_model) ?? h?.models?.[0];
  return { vocab: m?.vocab, seqLen: m?.seq_len };
}

function currentMode(): Mode {
  return (document.querySelector<HTMLInputElement>('input[name="mode"]:checked')?.value as Mode) ?? "ids";
}

/** The prompt as token ids, or a TokenInputError. */
function promptIds(): number[] {
  const text = $<HTMLTextAreaElement>("prompt").value;
  const { vocab, seqLen } = modelLimits();
  if (currentMode() === "chat") throw new TokenInputError("empty", "a chat message is tokenized by the router, after its template");
  if (currentMode() === "text") {
    if (!st.tokenizer) throw new TokenInputError("empty", "no tokenizer for this model: enter token ids");
    if (text.trim() === "") throw new TokenInputError("empty", "the prompt is empty");
    const ids = st.tokenizer.encode(text);
    if (ids.length === 0) throw new TokenInputError("empty", "the text has no tokens");
    return parseTokenIds(ids.join(","), vocab, seqLen);
  }
  return parseTokenIds(text, vocab, seqLen);
}

function updateHint() {
  const hint = $("prompt-hint");
  if ($<HTMLTextAreaElement>("prompt").value.trim() === "") {
    const vocab = modelLimits().vocab;
    hint.textContent = currentMode() === "ids" ? `${vocab ? `ids are 0 … ${vocab - 1}` : "ids are whole numbers"}; 1 is the beginning of a story` : "";
    hint.className = "muted small";
    return;
  }
  if (currentMode() === "chat") {
    hint.textContent = "sent as a conversation: the router renders the model's chat template; this page checks its tokens";
    hint.className = "muted small";
    return;
  }
  try {
    const ids = promptIds();
    hint.textContent = currentMode() === "text" ? `${ids.length} tokens: ${ids.join(", ")}` : `${ids.length} tokens`;
    hint.className = "muted small";
  } catch (e) {
    hint.textContent = (e as Error).message;
    hint.className = "bad-text small";
  }
}

async function submit(ev: Event) {
  ev.preventDefault();
  const err = $("ask-error");
  err.innerHTML = "";
  if (!st.cfg || !st.router) {
    err.innerHTML = notice("error", st.cfgError ?? "the deployment's config is not loaded");
    return;
  }
  let prompt: number[] = [];
  const n = Number($<HTMLInputElement>("n").value);
  const mode = currentMode();
  const text = mode === "text" ? $<HTMLTextAreaElement>("prompt").value : undefined;
  const message = mode === "chat" ? $<HTMLTextAreaElement>("prompt").value : undefined;
  try {
    if (message !== undefined) {
      if (message.trim() === "") throw new TokenInputError("empty", "the message is empty");
      // TaskMarket.request takes the prompt's ids, which only the router's template gives.
      if (!document.getElementById("pay-row")?.hidden && $<HTMLInputElement>("pay-fee").checked)
        throw new TokenInputError("empty", "a paid request needs the prompt's ids: ask in text mode to pay from the wallet");
      checkCount(n, 1, modelLimits().seqLen);
    } else {
      prompt = promptIds();
      checkCount(n, prompt.length, modelLimits().seqLen);
    }
  } catch (e) {
    err.innerHTML = notice("error", (e as Error).message, "input-error");
    return;
  }
  const btn = $<HTMLButtonElement>("submit");
  btn.disabled = true;
  try {
    let startBlock = 0n;
    try {
      startBlock = await st.client!.getBlockNumber();
    } catch (e) {
      err.innerHTML = notice("warn", `the chain is unreachable (${shortError(e)}): the answer will show once it is back`);
    }
    // A paid task: the fee goes to TaskMarket from the wallet first (which
    // requests the slot on chain); the router then serves it as any other.
    const payRow = document.getElementById("pay-row");
    if (payRow && !payRow.hidden && $<HTMLInputElement>("pay-fee").checked) {
      const r = await payTask(prompt, n, (html) => ($("ask-pay").innerHTML = html));
      if (r?.state !== "success") return;
    } else $("ask-pay").innerHTML = "";
    // Text goes to the router as text: it tokenizes with the pinned tokenizer
    // and keeps both; the page's ids (shown in the hint) are checked against its.
    // A chat message goes as a conversation: the router renders the
    // template; the page tokenizes the rendered text itself to check its ids.
    const task = await st.router.submit(message !== undefined ? [{ role: "user", content: message }] : (text ?? prompt), n, undefined);
    const ids = Array.isArray(task.prompt) ? task.prompt : prompt;
    const saved: Saved = { id: task.id, input: task.input_hash ?? inputHash(ids, n), prompt: ids, n, startBlock: startBlock.toString() };
    if (text !== undefined) saved.pageIds = prompt;
    if (message !== undefined && st.tokenizer && typeof task.prompt_text === "string") saved.pageIds = st.tokenizer.encode(task.prompt_text, false);
    store.set("task", saved);
    follow(saved, task);
  } catch (e) {
    const re = e as RouterError;
    const field = re.field ? ` (${re.field})` : "";
    const wait = re.retryAfter ? ` — retry in ${re.retryAfter} s` : "";
    err.innerHTML = notice("error", `${re.code ? re.code + ": " : ""}${re.message}${field}${wait}`, "submit-error");
  } finally {
    btn.disabled = false;
  }
}

/** Follows a task on the router's stream and its answer on the chain. */
function follow(saved: Saved, first?: Task) {
  following?.stop();
  const gen = ++watching;
  const seen: Status[] = [];
  let task: Task | undefined = first;
  let streamNote = "";
  const out = $("ask-progress");
  const draw = () => {
    if (!task) {
      out.innerHTML = `<p class="muted">task <code>${esc(saved.id)}</code>: connecting…</p>`;
      return;
    }
    out.innerHTML = `<section class="card">${renderPromptEcho(task, saved.pageIds)}${renderProgress(progress(task, seen), task.id)}${renderLandSelf(task.status, task.result?.landing, landRec, hasWallet())}${streamNote}</section>`;
  };
  // Landing the signed answer from the wallet (the router hands out the calldata once signed).
  let landRec: TxRecord | undefined;
  out.onclick = (ev) => {
    const b = (ev.target as HTMLElement).closest<HTMLButtonElement>('[data-action="land-self"]');
    const data = task?.result?.landing;
    if (!b || !data) return;
    b.disabled = true;
    void landSigned(data, (r) => {
      landRec = r;
      draw();
    });
  };
  const onTask = (t: Task) => {
    if (gen !== watching) return;
    if (task && t.version < task.version) return;
    if (task && !seen.includes(task.status)) seen.push(task.status);
    task = t;
    streamNote = "";
    if (FINAL.includes(t.status)) following?.stop();
    draw();
  };
  $("ask-answer").innerHTML = "";
  draw();
  // While the stream is down, read the task directly once a second.
  let streamUp = false;
  const poll = setInterval(() => {
    if (gen !== watching || (task && FINAL.includes(task.status))) return clearInterval(poll);
    if (!streamUp) st.router!.get(saved.id).then(onTask, () => {});
  }, 1000);
  following = st.router!.follow(saved.id, {
    task: onTask,
    connection: (open) => {
      streamUp = open;
    },
    error: (e) => {
      if (gen !== watching) return;
      if (e.code === "not_found") {
        streamNote = notice("warn", `the router no longer knows task ${saved.id} (expired or restarted); watching the chain only`);
        following?.stop();
        clearInterval(poll);
      } else {
        streamNote = notice("warn", `${e.message}; reading the task once a second instead`, "stream-error");
      }
      draw();
    },
  });
  void watchChain(saved, gen, () => task);
}

/** Polls the chain for the Updated event of the task's input. */
async function watchChain(saved: Saved, gen: number, task: () => Task | undefined) {
  const from = BigInt(saved.startBlock);
  const box = $("ask-answer");
  for (let attempt = 0; gen === watching; attempt++) {
    const t = task();
    if (t?.status === "failed" || t?.status === "done") return;
    try {
      const logs = await findUpdated(st.client!, st.cfg!.contracts.consumer, saved.input, 0n);
      const tx = t?.result?.tx?.toLowerCase();
      const mine = logs.filter((l) => l.blockNumber >= from || l.txHash.toLowerCase() === tx);
      if (mine.length > 0) {
        const l = mine[mine.length - 1];
        const a = await loadAnswer(st.client!, st.cfg!, l);
        if (gen !== watching) return;
        store.set("lastAnswer", l.index.toString());
        const draw = (c: Checkpoints) => {
          box.innerHTML = renderAnswer(a, decode(a.tokens), renderCheckpoints(c, a.index, false, st.tokenizer ? decode : undefined)) + `<p><a href="#/answer/${l.index}">permalink</a> · <a href="#/history">history</a></p>`;
        };
        draw({ kind: "loading" });
        // The chain can show the landing before the router's task has its
        // result: ask again for a few seconds.
        for (let i = 0; i < 10 && gen === watching; i++) {
          const c = await loadCheckpoints(a, saved.id);
          if (gen !== watching) return;
          draw(c);
          if (c.kind === "listed") return;
          await new Promise((r) => setTimeout(r, 1000));
        }
        return;
      }
      if (t && FINAL.includes(t.status) && attempt > 30) {
        box.innerHTML = notice("error", `the router says ${t.status}, but no Updated event for ${saved.input} is on chain`, "chain-missing");
      }
    } catch (e) {
      box.innerHTML = notice("warn", e instanceof ChainError ? e.message : shortError(e), "chain-error");
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** tokens as text; a chat model's reply ends before its end-of-turn token. */
function decode(tokens: readonly bigint[]): string | undefined {
  if (!st.tokenizer) return undefined;
  try {
    let ids = tokens.map(Number);
    const chat = chatModel();
    if (chat) {
      const end = ids.indexOf(chat.endOfTurn);
      if (end >= 0) ids = ids.slice(0, end);
    }
    return st.tokenizer.decode(ids);
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------- Answer

/**
 * The checkpoints of a landed answer from the router: the task with the
 * given id, else the one this browser followed for the same input, else any
 * task the router has for the input.
 */
async function loadCheckpoints(a: Answer, taskId?: string): Promise<Checkpoints> {
  if (!st.router) return { kind: "absent", reason: "no router is configured" };
  const saved = store.get<Saved>("task");
  const id = taskId ?? (saved && typeof saved.input === "string" && saved.input.toLowerCase() === a.inputHash.toLowerCase() ? saved.id : undefined);
  let task: Task | undefined;
  let why = "";
  if (id) {
    try {
      task = await st.router.get(id);
    } catch (e) {
      const re = e as RouterError;
      if (re.code === "unreachable") return { kind: "absent", reason: `the router is unreachable at ${st.router.baseUrl}/v1/` };
      why = `task ${id}: ${re.message}`;
    }
  }
  if (task && !(task.result?.checkpoints?.length)) {
    // The followed task may be another landing of the same input.
    why = `task ${task.id} (${task.status}) carries no checkpoints`;
  }
  if (!task || !task.result?.checkpoints?.length) {
    try {
      const found = pickTask(await st.router.find(a.inputHash), a.txHash, a.root);
      if (found) task = found;
    } catch (e) {
      if (!why) why = (e as RouterError).message;
    }
  }
  if (!task) {
    return {
      kind: "absent",
      reason: `the router has no task for input ${a.inputHash} (${why || "not found"}): the result was landed by someone else, or the task has expired`,
    };
  }
  return checkpointsFor(task, a.root, a.tokens);
}

async function showAnswer(arg?: string, sub?: string) {
  const body = $("answer-body");
  if (!needConfig(body)) return;
  body.innerHTML = `<p class="muted">reading the chain…</p>`;
  try {
    let l: Landed | undefined;
    let idx = arg !== undefined && /^\d+$/.test(arg) ? BigInt(arg) : undefined;
    if (idx === undefined) {
      const last = store.get<string>("lastAnswer");
      if (last !== undefined) idx = BigInt(last);
    }
    if (idx === undefined) {
      const h = await historyPage(st.client!, st.cfg!.contracts.consumer, 0, 1);
      l = h.rows[0];
      if (!l) {
        body.innerHTML = `<p class="muted" data-testid="answer-none">No result has landed yet. <a href="#/ask">Ask</a> one.</p>`;
        return;
      }
    } else {
      const rows = await updatedByIndex(st.client!, st.cfg!.contracts.consumer, [idx]);
      l = rows[rows.length - 1];
      if (!l) {
        body.innerHTML = notice("error", `no result #${idx} has landed on this consumer`, "answer-missing");
        return;
      }
    }
    const a: Answer = await loadAnswer(st.client!, st.cfg!, l);
    const draw = (c: Checkpoints) => {
      if (route().page === "answer") body.innerHTML = renderAnswer(a, decode(a.tokens), renderCheckpoints(c, a.index, true, st.tokenizer ? decode : undefined) + `<div id="browser-check"></div><div id="answer-dispute"></div>`);
    };
    draw({ kind: "loading" });
    const c = await loadCheckpoints(a);
    draw(c);
    // The request behind the answer (a challenge names it): the router's task's prompt.
    const prompt = c.kind === "listed" ? c.prompt : undefined;
    divergedAt = undefined;
    const redraw = await answerDisputePanel($("answer-dispute"), a, prompt, () => divergedAt);
    // Only checkpoints chained to the chain's root are this answer's to re-run.
    if (c.kind === "listed" && c.chained && st.cfg!.modelUrl) offerBrowserCheck(a, c, redraw);
    // #/answer/<index>/checkpoint-<k>: the hash routes, so the row is found by id here.
    const target = sub && /^checkpoint-\d+$/.test(sub) ? body.querySelector<HTMLElement>(`[id="${sub}"]`) : null;
    if (target) {
      target.classList.add("target");
      target.scrollIntoView({ block: "center" });
    }
  } catch (e) {
    body.innerHTML = notice("error", e instanceof ChainError ? e.message : `the chain is unreachable: ${shortError(e)}`, "chain-error");
  }
}

/**
 * The Answer page's "check in your browser": fetch the pinned model from the
 * deployment, re-run the answer in the Go engine (WebAssembly), compare.
 */
/** The step the last in-browser check found the answer diverging at (the dispute panel says so). */
let divergedAt: number | undefined;

function offerBrowserCheck(a: Answer, c: Extract<Checkpoints, { kind: "listed" }>, onVerdict: () => void) {
  const box = $("browser-check");
  if (!box) return;
  const steps = c.rows.length;
  const draw = (s: CheckState) => {
    if (box.isConnected) box.innerHTML = renderBrowserCheck(s, steps, c.taskId);
  };
  draw({ kind: "idle" });
  box.addEventListener("click", async (ev) => {
    const b = (ev.target as HTMLElement).closest<HTMLButtonElement>("[data-action=browser-check]");
    if (!b) return;
    b.disabled = true;
    const t0 = performance.now();
    try {
      draw({ kind: "running", stage: "loading the engine" });
      const engine = await loadEngine();
      const engineMs = performance.now() - t0;
      const req = checkRequest(st.cfg!.manifest, c.prompt, a.tokens, c.rows.map((r) => r.link), a.root);
      let settled = false;
      const verdict = await runCheck(engine, st.cfg!.modelUrl!, req, (stage) => settled || draw({ kind: "running", stage })).finally(() => (settled = true));
      draw({ kind: "done", verdict, totalMs: performance.now() - t0, engineMs });
      const r = verdict.report;
      divergedAt = r.verified ? undefined : r.diverge >= 0 ? r.diverge : c.rows.length - 1;
      onVerdict();
    } catch (e) {
      const err = e instanceof BrowserCheckError ? e : new BrowserCheckError("failed", (e as Error).message);
      draw({ kind: "error", code: err.code, message: err.message });
    }
  });
}

// ---------------------------------------------------------------- History

async function showHistory(page: number) {
  const body = $("history-body");
  if (!needConfig(body)) return;
  if (!body.innerHTML) body.innerHTML = `<p class="muted">reading the chain…</p>`;
  try {
    const h = await historyPage(st.client!, st.cfg!.contracts.consumer, page);
    if (route().page !== "history") return;
    body.innerHTML = renderHistory(h, st.tokenizer ? decode : undefined);
    if (!st.tokenizer || !st.router) return;
    // The chain holds only each input's hash: the router's tasks give the prompts' text.
    const prompts = new Map<string, string>();
    await Promise.allSettled(
      h.rows.map(async (r) => {
        const tasks = await st.router!.find(r.inputHash);
        const t = tasks.find((x) => x.prompt_text !== undefined) ?? tasks[0];
        const text = t?.prompt_text ?? (t ? st.tokenizer!.decode(t.prompt) : undefined);
        if (text !== undefined) prompts.set(r.inputHash.toLowerCase(), text);
      }),
    );
    if (route().page === "history" && prompts.size > 0) body.innerHTML = renderHistory(h, decode, prompts);
  } catch (e) {
    body.innerHTML = notice("error", e instanceof ChainError ? e.message : `the chain is unreachable: ${shortError(e)}`, "chain-error");
  }
}

// ---------------------------------------------------------------- Network

async function showNetwork() {
  const body = $("network-body");
  if (!needConfig(body)) return;
  const cfg = st.cfg!;
  body.innerHTML = renderNetwork(cfg, undefined, st.health, st.healthError);
  const [s] = await Promise.all([networkStatus(st.client!, cfg), refreshHealth()]);
  if (route().page === "network") body.innerHTML = renderNetwork(cfg, s, st.health, st.healthError);
}

async function refreshHealth() {
  if (!st.router) return;
  try {
    st.health = await st.router.health();
    st.healthError = undefined;
  } catch (e) {
    st.health = undefined;
    const re = e as RouterError;
    st.healthError = re.code === "unreachable" ? `the router is unreachable at ${st.router.baseUrl}/v1/ — tasks cannot be submitted` : `router: ${re.message}`;
  }
  $("model-line").innerHTML = renderModelLine(st.health, !!st.tokenizer, st.healthError);
}

// ---------------------------------------------------------------- Lab

let lab: LabGame | undefined;
let labTimer: ReturnType<typeof setInterval> | undefined;

function drawLab() {
  $("lab-body").innerHTML = lab ? renderLab(lab) : "";
  const over = !lab || lab.over;
  $<HTMLButtonElement>("lab-step").disabled = over;
  $<HTMLButtonElement>("lab-run").disabled = over;
}

/** #/lab?n=N&diverge=K (from an answer's checkpoint): fills the form and starts that game. */
function prefillLab(q: URLSearchParams) {
  const n = q.get("n") ?? "";
  const k = q.get("diverge") ?? "";
  if (!/^\d+$/.test(n) || !/^\d+$/.test(k)) return;
  $<HTMLInputElement>("lab-tokens").value = n;
  $<HTMLInputElement>("lab-diverge").value = k;
  $<HTMLInputElement>("lab-sub").value = "";
  $<HTMLSelectElement>("lab-liar").value = "defender";
  newLab();
}

function newLab(ev?: Event) {
  ev?.preventDefault();
  if (labTimer) clearInterval(labTimer);
  const err = $("lab-error");
  err.innerHTML = "";
  try {
    const sub = $<HTMLInputElement>("lab-sub").value.split(/[\s,]+/).filter((s) => s !== "").map((s) => {
      if (!/^\d+$/.test(s)) throw new Error(`sub-level size "${s}" is not a whole number`);
      return Number(s);
    });
    lab = new LabGame({
      tokens: Number($<HTMLInputElement>("lab-tokens").value),
      sub,
      diverge: Number($<HTMLInputElement>("lab-diverge").value),
      liar: $<HTMLSelectElement>("lab-liar").value as Side,
    });
  } catch (e) {
    lab = undefined;
    err.innerHTML = notice("error", (e as Error).message, "lab-error");
  }
  drawLab();
}

function labStep() {
  try {
    lab?.next();
  } catch (e) {
    $("lab-error").innerHTML = notice("error", (e as Error).message, "lab-error");
  }
  drawLab();
}

function labRun() {
  if (labTimer) clearInterval(labTimer);
  const delay = (lab?.entries.length ?? 0) > 40 ? 0 : 120;
  labTimer = setInterval(() => {
    if (!lab || lab.over) {
      clearInterval(labTimer);
      labTimer = undefined;
      return;
    }
    labStep();
  }, delay);
}

// ---------------------------------------------------------------- boot

async function boot() {
  window.addEventListener("hashchange", show);
  $("ask-form").addEventListener("submit", submit);
  $("prompt").addEventListener("input", updateHint);
  for (const r of document.querySelectorAll<HTMLInputElement>('input[name="mode"]')) r.addEventListener("change", () => setMode(currentMode()));
  $("lab-form").addEventListener("submit", newLab);
  $("lab-step").addEventListener("click", labStep);
  $("lab-run").addEventListener("click", labRun);
  $("history-refresh").addEventListener("click", () => void showHistory(Number(route().arg ?? 0) || 0));
  $("network-refresh").addEventListener("click", () => void showNetwork());
  initDisputes();
  show();
  try {
    st.cfg = await loadConfig(location.href);
    st.client = makeClient(st.cfg);
    st.router = new RouterClient(st.cfg.routerUrl);
    setDisputesContext({ cfg: st.cfg, client: st.client, page: () => route().page });
  } catch (e) {
    st.cfgError = `${(e as Error).message}. The chain and router pages need it; the bisection lab works without it.`;
    $("banner").innerHTML = notice("error", st.cfgError, "config-error");
    $("model-line").innerHTML = "";
    show();
    return;
  }
  if (!st.cfg.tokenizer) {
    $("mode-text-note").textContent = "(this model pins no tokenizer: token ids only)";
  } else {
    try {
      const { loadTokenizer } = await import("./text");
      st.tokenizer = await loadTokenizer(st.cfg.tokenizer);
      const text = $<HTMLInputElement>("mode-text");
      text.disabled = false;
      text.checked = true;
      setMode("text");
      // A story opening to start from (the default model writes stories).
      const box = $<HTMLTextAreaElement>("prompt");
      if (box.value === "") box.value = "Once upon a time";
    } catch (e) {
      st.tokenizerError = (e as Error).message;
      $("banner").innerHTML = notice("warn", `${st.tokenizerError}: enter token ids`);
    }
  }
  await refreshHealth();
  if (st.tokenizer && chatModel()) {
    $("mode-chat-label").hidden = false;
    const c = $<HTMLInputElement>("mode-chat");
    c.disabled = false;
    c.checked = true;
    setMode("chat");
    const box = $<HTMLTextAreaElement>("prompt");
    if (box.value === "Once upon a time") box.value = "";
  }
  updateHint();
  const saved = store.get<Saved>("task");
  if (saved && typeof saved.id === "string") follow(saved);
  show();
}

void boot();
