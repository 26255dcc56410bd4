// The controller of the Disputes and Operators pages, the wallet bar, the
// Answer page's "open a challenge" panel and the lab's replay of a real game.
// main.ts calls in with the loaded config and client.

import type { Address, Hex, PublicClient } from "viem";
import { allUpdated, ChainError, disputeGameAbi, marketBalance, quoteFee, requestData, shortError, withdrawData } from "@deepcall/client";
import { landedTransition, type Answer } from "./chain";
import type { Config } from "./config";
import { addLogs, disputesOf, fold, ordered, type ChainLog, type ChallengeState, type GameNow, type GameParams, type LogSet } from "./disputes";
import { ethAmount, renderChallenge, renderDisputes, renderFeed, renderOperators, renderTxs, renderWallet, type DisputesCtx, type WalletView } from "./disputesview";
import { BlockTimes, follow, readChallengeState, readCredit, readGame, readGameLogs, readParams, type FeedStatus } from "./gamechain";
import { operatorsView } from "./operators";
import { esc, hex, notice } from "./view";
import { economyView } from "./market";
import { injected, Wallet, type GameCall, type TxRecord } from "./wallet";

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

interface Ctx {
  cfg: Config;
  client: PublicClient;
  /** The page shown now (main.ts's route). */
  page(): string;
}

const d = {
  ctx: undefined as Ctx | undefined,
  logs: new Map() as LogSet,
  params: undefined as GameParams | undefined,
  paramsError: undefined as string | undefined,
  live: new Map<bigint, GameNow>(),
  states: new Map<bigint, ChallengeState>(),
  feed: undefined as FeedStatus | undefined,
  following: undefined as { stop(): void } | undefined,
  times: undefined as BlockTimes | undefined,
  /** Chain time minus wall time, seconds (the clocks count in chain time). */
  offset: 0,
  answers: new Map<string, bigint>(),
  wallet: undefined as Wallet | undefined,
  walletError: undefined as string | undefined,
  credit: undefined as bigint | undefined,
  balance: undefined as bigint | undefined,
  marketBalance: undefined as bigint | undefined,
  txs: [] as TxRecord[],
  lastHtml: "",
  /** Redraws the Answer page's dispute panel (it depends on the wallet). */
  panel: undefined as (() => void) | undefined,
  refreshing: false,
};

const chainNow = () => Math.floor(Date.now() / 1000 + d.offset);

/** The config is loaded: the pages may read the chain, and the wallet is looked for. */
export function setDisputesContext(ctx: Ctx) {
  d.ctx = ctx;
  d.times = new BlockTimes(ctx.client);
  const p = injected();
  if (p) {
    d.wallet = new Wallet(p, ctx.client, ctx.cfg.chainId);
    p.on?.("chainChanged", () => void d.wallet!.readChain().then(drawWallet, () => {}));
    p.on?.("accountsChanged", (a) => {
      const acc = Array.isArray(a) ? (a[0] as Address | undefined) : undefined;
      d.wallet!.account = acc;
      d.credit = undefined;
      void refreshAccount().then(drawAll);
    });
  }
  const pay = document.getElementById("pay-row");
  if (pay) pay.hidden = !(p && ctx.cfg.contracts.market && ctx.cfg.marketClass);
}

/**
 * Pays a task's fee from the wallet through TaskMarket.request: quotes the
 * market's least fee (feeFor) and shows it, then sends it; show gets the
 * quote and the transaction's record as HTML at every state. Returns the
 * final record, or undefined with the reason shown when nothing could be sent.
 */
export async function payTask(prompt: readonly number[], n: number, show: (html: string) => void): Promise<TxRecord | undefined> {
  const ctx = d.ctx;
  const market = ctx?.cfg.contracts.market;
  const cls = ctx?.cfg.marketClass;
  if (!ctx || !market || !cls) {
    show(notice("error", "this deployment has no task market", "pay-error"));
    return undefined;
  }
  if (!d.wallet) {
    show(notice("error", "no wallet in this browser: untick “pay the fee” to ask without paying", "pay-error"));
    return undefined;
  }
  if (!d.wallet.account) {
    await connect();
    if (!d.wallet.account) {
      show(notice("error", d.walletError ?? "the wallet did not connect", "pay-error"));
      return undefined;
    }
  }
  let fee: bigint;
  try {
    fee = await quoteFee(ctx.client, market, cls, prompt.length, n);
  } catch (e) {
    show(notice("error", (e as Error).message, "pay-error"));
    return undefined;
  }
  const quote = `<p class="small" data-testid="pay-quote" data-fee="${fee}">Fee: <strong>${ethAmount(fee)}</strong> — TaskMarket's least fee for ${prompt.length} prompt token(s) and ${n} to generate on <code>${esc(cls)}</code>, paid from ${esc(d.wallet.account!)}; what the answer does not earn comes back to your market balance.</p>`;
  show(quote);
  const i = d.txs.length;
  const label = `TaskMarket.request (fee ${ethAmount(fee)})`;
  d.txs.push({ label, state: "simulating" });
  const r = await d.wallet.sendData(market, requestData(prompt, n, cls), fee, label, (rec) => {
    d.txs[i] = rec;
    show(quote + renderTxs([rec]));
    drawTxs();
  }, "the market");
  await refreshAccount();
  drawWallet();
  return r;
}

/** Wires the pages' controls (at boot, config or not). */
export function initDisputes() {
  document.addEventListener("click", (ev) => {
    const b = (ev.target as HTMLElement).closest<HTMLButtonElement>("button[data-action]");
    if (!b) return;
    const a = b.dataset.action;
    if (a === "connect") void connect();
    else if (a === "switch-chain") void switchChain();
    else if (a === "withdraw") void act({ functionName: "withdraw" }, 0n, "withdraw bonds");
    else if (a === "withdraw-market") void withdrawMarket();
    else if (a === "defend" && d.params) void act({ functionName: "defend", args: [BigInt(b.dataset.challenge!)] }, d.params.defenderBond, `defend challenge #${b.dataset.challenge}`);
  });
  setInterval(tick, 1000);
  $("disputes-refresh").addEventListener("click", () => void refreshLive().then(drawAll));
  $("operators-refresh").addEventListener("click", () => void showOperators());
  $("replay-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    void loadReplay();
  });
  $("replay-prev").addEventListener("click", () => replayTo(replay.at - 1));
  $("replay-next").addEventListener("click", () => replayTo(replay.at + 1));
  $("replay-end").addEventListener("click", () => replayTo(replay.frames));
}

// ---------------------------------------------------------------- feed

/** Starts following the game (once); the page then updates as blocks arrive. */
function startFeed() {
  const ctx = d.ctx!;
  if (d.following || !ctx.cfg.contracts.game) return;
  void readParams(ctx.client, ctx.cfg.contracts.game).then(
    (p) => {
      d.params = p;
      drawAll();
    },
    (e) => {
      d.paramsError = `reading the dispute game's parameters: ${shortError(e)}`;
      drawAll();
    },
  );
  d.following = follow(ctx.cfg, ctx.client, 0n, {
    logs: (logs) => void onLogs(logs),
    block: (n) => {
      if (d.feed) {
        d.feed.block = n;
        const el = $("disputes-feed");
        if (el) el.innerHTML = renderFeed(d.feed);
      }
      void refreshLive().then(drawAll);
    },
    status: (s) => {
      d.feed = { ...d.feed, ...s, note: s.note || undefined };
      const el = $("disputes-feed");
      if (el) el.innerHTML = renderFeed(d.feed);
    },
  });
}

async function onLogs(logs: ChainLog[]) {
  if (logs.length === 0) return;
  const stamped = await d.times!.stamp(logs);
  d.logs = addLogs(d.logs, stamped);
  await refreshLive();
  drawAll();
}

/** Re-reads the running games, the open challenges' states, chain time and the wallet's credit. */
async function refreshLive() {
  const ctx = d.ctx!;
  const game = ctx.cfg.contracts.game;
  if (!game || d.refreshing) return;
  d.refreshing = true;
  try {
    const list = disputesOf(d.logs);
    const reads: Promise<unknown>[] = [];
    reads.push(
      ctx.client.getBlock().then((b) => {
        d.offset = Number(b.timestamp) - Date.now() / 1000;
      }),
    );
    for (const c of list) {
      if (c.resolved || c.expired || (c.failed && d.states.get(c.id) === "failed")) continue;
      reads.push(readChallengeState(ctx.client, game, c.id).then((s) => d.states.set(c.id, s)));
      for (const g of c.games) {
        if (g.ended && d.live.get(g.id)?.phase === "over") continue;
        reads.push(readGame(ctx.client, game, g.id).then((n) => d.live.set(g.id, n)));
      }
    }
    if (d.answers.size === 0 && list.length > 0) {
      reads.push(
        allUpdated(ctx.client, ctx.cfg.contracts.consumer).then((ls) => {
          for (const l of ls) d.answers.set(l.inputHash.toLowerCase(), l.index);
        }),
      );
    }
    reads.push(refreshAccount());
    await Promise.allSettled(reads);
  } finally {
    d.refreshing = false;
  }
}

async function refreshAccount() {
  const ctx = d.ctx!;
  const a = d.wallet?.account;
  if (!a) return;
  const market = ctx.cfg.contracts.market;
  const [c, b, m] = await Promise.allSettled([
    ctx.cfg.contracts.game ? readCredit(ctx.client, ctx.cfg.contracts.game, a) : Promise.reject(new Error("no game")),
    ctx.client.getBalance({ address: a }),
    market ? marketBalance(ctx.client, market, a) : Promise.reject(new Error("no market")),
  ]);
  if (c.status === "fulfilled") d.credit = c.value;
  if (b.status === "fulfilled") d.balance = b.value;
  if (m.status === "fulfilled") d.marketBalance = m.value;
}

function disputesCtx(): DisputesCtx {
  return { params: d.params, live: d.live, states: d.states, now: chainNow(), account: d.wallet?.account, answers: d.answers };
}

function drawAll() {
  d.panel?.();
  drawWallet();
  drawTxs();
  if (d.ctx?.page() !== "disputes") return;
  const body = $("disputes-body");
  const html = (d.paramsError ? notice("error", d.paramsError, "params-error") : "") + renderDisputes(disputesOf(d.logs), disputesCtx());
  // Unchanged data, unchanged DOM: focus and the open details survive a block.
  // (The clocks' digits are the ticker's: they do not count as a change.)
  const key = html.replace(/<span class="t">[^<]*<\/span>/g, "");
  if (key !== d.lastHtml || !body.innerHTML) {
    body.innerHTML = html;
    d.lastHtml = key;
  }
  tick();
}

/** Counts the running clocks down in chain time. */
function tick() {
  const now = Date.now() / 1000 + d.offset;
  for (const el of document.querySelectorAll<HTMLElement>(".clock[data-end]")) {
    const t = el.querySelector(".t");
    if (t) t.textContent = fmt(Number(el.dataset.end) - now);
  }
}

function fmt(s: number) {
  const t = Math.max(0, Math.floor(s));
  const h = Math.floor(t / 3600);
  const m = Math.floor((t % 3600) / 60);
  const sec = String(t % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}

export function showDisputes(sub?: string) {
  const ctx = d.ctx;
  const body = $("disputes-body");
  if (!ctx) return;
  if (!ctx.cfg.contracts.game) {
    body.innerHTML = notice("info", "This deployment has no dispute game (config.json names none): there is nothing to dispute with.", "no-game");
    return;
  }
  if (!body.innerHTML) body.innerHTML = `<p class="muted" role="status">reading the dispute game's events…</p>`;
  $("disputes-feed").innerHTML = renderFeed(d.feed);
  startFeed();
  d.lastHtml = "";
  drawAll();
  if (sub && /^\d+$/.test(sub)) document.getElementById(`challenge-${sub}`)?.scrollIntoView({ block: "start" });
}

// ---------------------------------------------------------------- wallet

function walletView(): WalletView {
  const w = d.wallet;
  return { available: !!w, devWallet: d.ctx!.cfg.devWallet, account: w?.account, chainId: w?.chainId, wantChain: d.ctx!.cfg.chainId, credit: d.credit, balance: d.balance, market: !!d.ctx!.cfg.contracts.market, marketBalance: d.marketBalance, error: d.walletError };
}

function drawWallet() {
  if (!d.ctx) return;
  const html = renderWallet(walletView());
  for (const el of document.querySelectorAll<HTMLElement>(".wallet-slot")) if (el.innerHTML !== html) el.innerHTML = html;
}

function drawTxs() {
  const html = renderTxs(d.txs);
  for (const el of document.querySelectorAll<HTMLElement>(".tx-slot")) if (el.innerHTML !== html) el.innerHTML = html;
}

async function connect() {
  if (!d.wallet) return;
  d.walletError = undefined;
  try {
    await d.wallet.connect();
    await refreshAccount();
  } catch (e) {
    d.walletError = (e as Error).message;
  }
  drawAll();
}

async function switchChain() {
  try {
    await d.wallet!.switchChain();
    d.walletError = undefined;
  } catch (e) {
    d.walletError = (e as Error).message;
  }
  drawAll();
}

/** Whether a wallet is in this browser (the Ask page offers wallet actions only then). */
export const hasWallet = () => !!d.wallet;

/** Sends a task's signed landing calldata to the consumer from the wallet (connecting it first). */
export async function landSigned(data: Hex, update: (r: TxRecord) => void): Promise<TxRecord | undefined> {
  const ctx = d.ctx;
  if (!ctx || !d.wallet) return undefined;
  if (!d.wallet.account) await connect();
  if (!d.wallet.account) return undefined;
  const i = d.txs.length;
  const label = "land the signed answer";
  d.txs.push({ label, state: "simulating" });
  const r = await d.wallet.sendData(ctx.cfg.contracts.consumer, data, 0n, label, (rec) => {
    d.txs[i] = rec;
    update(rec);
    drawTxs();
  }, "the consumer");
  await refreshAccount();
  return r;
}

/** Withdraws the account's TaskMarket balance (refunds, claimed fees) to the wallet. */
async function withdrawMarket() {
  const market = d.ctx?.cfg.contracts.market;
  if (!d.wallet?.account || !market) return;
  const i = d.txs.length;
  const label = "withdraw from the market";
  d.txs.push({ label, state: "simulating" });
  await d.wallet.sendData(market, withdrawData(), 0n, label, (rec) => {
    d.txs[i] = rec;
    drawTxs();
  }, "the market");
  await refreshAccount();
  drawAll();
}

/** Sends a game call from the wallet; its record shows in every transaction list. Returns the final record. */
async function act(call: GameCall, value: bigint, label: string): Promise<TxRecord | undefined> {
  const ctx = d.ctx!;
  if (!d.wallet?.account || !ctx.cfg.contracts.game) return undefined;
  const i = d.txs.length;
  d.txs.push({ label, state: "simulating" });
  const r = await d.wallet.send(ctx.cfg.contracts.game, call, value, label, (rec) => {
    d.txs[i] = rec;
    drawTxs();
    drawWallet();
  });
  await refreshAccount();
  drawAll();
  return r;
}

// ---------------------------------------------------------------- Answer: open a challenge

/**
 * The Answer page's dispute panel: the wallet, the challenge already opened
 * on this input (if any), and the button that opens one with its bond.
 * prompt: the request's prompt ids (from the router's task), needed by open.
 */
export async function answerDisputePanel(box: HTMLElement, a: Answer, prompt: number[] | undefined, diverged: () => number | undefined): Promise<() => void> {
  const ctx = d.ctx;
  if (!ctx) return () => {};
  const game = ctx.cfg.contracts.game;
  if (!game) {
    box.innerHTML = "";
    return () => {};
  }
  startFeed();
  let opened: bigint | undefined;
  let assistWanted = true;
  const draw = () => {
    if (!box.isConnected) return;
    const k = diverged();
    const bond = d.params ? ` (bond ${esc(ethAmount(d.params.challengerBond))})` : "";
    const existing = opened
      ? `<p data-testid="answer-challenge">Challenge <a href="#/disputes/${opened}" data-testid="answer-challenge-link">#${opened}</a> is open on this answer: follow it live on the Disputes page.</p>`
      : "";
    const why =
      k !== undefined
        ? `<p>Your browser found this answer wrong from step ${k}. Open a challenge on chain with its bond: the defenders who join must then win the bisection game, or be slashed.</p>`
        : `<p class="muted small">A challenge on a right answer loses its bond to the defenders; check the answer in your browser first.</p>`;
    const can = !!d.wallet?.account && prompt !== undefined && !a.invalidated;
    const btn = `<button type="button" data-action="open-challenge" data-testid="open-challenge"${can ? "" : " disabled"}>Open a challenge${bond}</button>`;
    const ch = ctx.cfg.challenger;
    const assist =
      ch?.assists
        ? `<p><label class="inline"><input type="checkbox" id="assist" data-testid="assist"${assistWanted ? " checked" : ""} /> Let this deployment's challenger daemon ${hex(ch.address)} play the challenger's moves for me (<code>setMover</code>, sent first; the bonds stay mine)</label></p>`
        : `<p class="muted small">Once opened, the challenger's side must answer every move in time (a chess clock per game): play it with <code>bisect challenge</code>, or allow a daemon to (<code>setMover</code>).</p>`;
    const need = !prompt
      ? notice("info", "The request's prompt is not known here (the router has no task for it): a challenge needs it, so it cannot be opened from this page.")
      : a.invalidated
        ? notice("info", "This result is already invalidated: there is nothing left to challenge.")
        : "";
    box.innerHTML = `<section class="card" data-testid="answer-dispute" aria-label="dispute this answer"><h3>Dispute this answer</h3>${existing}${why}<div class="wallet-slot"></div>${need}${assist}<p>${btn}</p><div class="tx-slot"></div></section>`;
    drawWallet();
    drawTxs();
  };
  try {
    // the game counts an input's open challenges (undecided), not their ids: the latest is its last ChallengeOpened
    const logs = await ctx.client.getContractEvents({ address: game, abi: disputeGameAbi, eventName: "ChallengeOpened", args: { consumer: ctx.cfg.contracts.consumer, input: a.inputHash }, fromBlock: 0n, toBlock: "latest", strict: true });
    for (const l of logs) if (opened === undefined || l.args.challengeId > opened) opened = l.args.challengeId;
  } catch {
    /* shown without it */
  }
  draw();
  d.panel = () => {
    // Only while the panel is on the page; its buttons' state follows the wallet.
    if (box.isConnected && !box.querySelector("[data-action=open-challenge]:focus")) draw();
  };
  box.addEventListener("click", async (ev) => {
    const b = (ev.target as HTMLElement).closest<HTMLButtonElement>("[data-action=open-challenge]");
    if (!b || !prompt) return;
    b.disabled = true;
    const box_ = box.querySelector<HTMLInputElement>("#assist");
    assistWanted = box_?.checked ?? false;
    try {
      if (!d.params) d.params = await readParams(ctx.client, game);
      // The transition as signed and its signer-set record (the landing's non-signers), checked against the
      // consumer's landing record: open is refused (NotLanded) for any other.
      const { t, signatory } = await landedTransition(ctx.client, ctx.cfg.contracts.consumer, a);
      const ch = ctx.cfg.challenger;
      if (ch?.assists && assistWanted) {
        const allowed = await ctx.client.readContract({ address: game, abi: disputeGameAbi, functionName: "moverOf", args: [d.wallet!.account!, ch.address] });
        if (!allowed) {
          const r = await act({ functionName: "setMover", args: [ch.address, true] }, 0n, "allow the challenger daemon to move for me");
          if (r?.state !== "success") {
            draw();
            return;
          }
        }
      }
      const r = await act(
        // No mismatch proof from the page: it opens on a wrong count (succeeded at once) or a disputed root (the
        // bisection); the challenger daemon builds mismatch proofs.
        { functionName: "open", args: [ctx.cfg.contracts.consumer, prompt.map(BigInt), BigInt(a.tokens.length), a.root, a.tokens, t, signatory, []] },
        d.params.challengerBond,
        `open a challenge on answer #${a.index}`,
      );
      if (r?.state === "success" && r.hash) {
        const rc = await ctx.client.getTransactionReceipt({ hash: r.hash });
        const logs = await readGameLogs(ctx.client, ctx.cfg, rc.blockNumber, rc.blockNumber);
        const o = logs.find((l) => l.ev.name === "ChallengeOpened" && l.txHash === r.hash);
        if (o && o.ev.name === "ChallengeOpened") opened = o.ev.challengeId;
        void onLogs(logs);
      }
    } catch (e) {
      d.txs.push({ label: `open a challenge on answer #${a.index}`, state: "failed", message: e instanceof ChainError ? e.message : shortError(e) });
    }
    draw();
  });
  return draw;
}

// ---------------------------------------------------------------- Operators

export async function showOperators() {
  const ctx = d.ctx;
  const body = $("operators-body");
  if (!ctx) return;
  if (!body.innerHTML) body.innerHTML = renderOperators(undefined);
  try {
    const v = await operatorsView(ctx.client, ctx.cfg);
    const eco = await economyView(ctx.client, ctx.cfg, v.rows.map((r) => r.address));
    if (ctx.page() === "operators") body.innerHTML = renderOperators(v, undefined, eco);
  } catch (e) {
    body.innerHTML = renderOperators(undefined, `the chain is unreachable: ${shortError(e)}`);
  }
}

// ---------------------------------------------------------------- Lab: replay a real game

const replay = { logs: [] as ChainLog[], base: 0, frames: 0, at: 0, game: 0n };

async function loadReplay() {
  const ctx = d.ctx;
  const err = $("replay-error");
  err.innerHTML = "";
  if (!ctx) {
    err.innerHTML = notice("error", "the deployment's config is not loaded");
    return;
  }
  if (!ctx.cfg.contracts.game) {
    err.innerHTML = notice("error", "this deployment has no dispute game", "replay-error");
    return;
  }
  const v = $<HTMLInputElement>("replay-game").value.trim();
  if (!/^\d+$/.test(v) || v === "0") {
    err.innerHTML = notice("error", `game "${v}" is not a game number (1, 2, …)`, "replay-error");
    return;
  }
  const id = BigInt(v);
  $("replay-body").innerHTML = `<p class="muted" role="status">reading the game's events…</p>`;
  try {
    const head = await ctx.client.getBlockNumber();
    const logs = await d.times!.stamp(await readGameLogs(ctx.client, ctx.cfg, 0n, head));
    const all = ordered(addLogs(new Map(), logs));
    const def = all.find((l) => l.ev.name === "DefenceOpened" && l.ev.gameId === id);
    if (!def || def.ev.name !== "DefenceOpened") {
      $("replay-body").innerHTML = "";
      err.innerHTML = notice("error", `no game #${id} has been played on this deployment`, "replay-error");
      return;
    }
    const cid = def.ev.challengeId;
    // The challenge's slash pages, and the registry's Slashed events in their transactions.
    const pageTxs = new Set(all.filter((l) => l.ev.name === "SlashedPage" && l.ev.challengeId === cid).map((l) => l.txHash.toLowerCase()));
    const mine = all.filter((l) => {
      const e = l.ev;
      if (e.name === "ChallengeOpened") return e.challengeId === cid;
      if (e.name === "DefenceOpened") return e.gameId === id;
      if (e.name === "Bisected" || e.name === "Stepped" || e.name === "GameEnded") return e.gameId === id;
      if (e.name === "ChallengeFailed" || e.name === "Resolved" || e.name === "SlashedPage" || e.name === "Expired") return e.challengeId === cid;
      return e.name === "Slashed" && pageTxs.has(l.txHash.toLowerCase());
    });
    replay.logs = mine;
    replay.base = mine.indexOf(def) + 1;
    replay.frames = mine.length - replay.base;
    replay.game = id;
    replayTo(0);
  } catch (e) {
    err.innerHTML = notice("error", `reading the game's events: ${shortError(e)}`, "replay-error");
  }
}

function replayTo(i: number) {
  replay.at = Math.max(0, Math.min(replay.frames, i));
  const list = fold(replay.logs.slice(0, replay.base + replay.at));
  const c = list[0];
  if (c) c.games = c.games.filter((g) => g.id === replay.game);
  const x: DisputesCtx = { params: d.params, live: new Map(), states: new Map(), now: chainNow(), answers: d.answers, replay: true };
  const head = `<p data-testid="replay-frame" data-at="${replay.at}" data-frames="${replay.frames}">Event ${replay.at} of ${replay.frames} after game #${replay.game} opened${replay.at === replay.frames ? " (the end)" : ""}</p>`;
  $("replay-body").innerHTML = head + (c ? renderChallenge(c, x) : "");
  $<HTMLButtonElement>("replay-prev").disabled = replay.at === 0;
  $<HTMLButtonElement>("replay-next").disabled = replay.at === replay.frames;
  $<HTMLButtonElement>("replay-end").disabled = replay.at === replay.frames;
}
