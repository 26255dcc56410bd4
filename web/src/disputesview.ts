// Pure renderers of the Disputes, Operators and wallet parts: data in, HTML
// out, every value escaped (view.ts's helpers). The controller (main.ts)
// puts them on the page and ticks the clocks ([data-end]) every second.

import { formatEther, type Address } from "viem";
import { levelName, payouts, type ChallengeState, type ChallengeView, type GameNow, type GameParams, type GameView, type Move } from "./disputes";
import type { FeedStatus } from "./gamechain";
import type { EconomyView } from "./market";
import type { OperatorsView } from "./operators";
import { esc, fmtInt, fmtStake, hex, notice } from "./view";
import type { TxRecord } from "./wallet";

export const ethAmount = (v: bigint) => `${formatEther(v)} ETH`;
const short = (h: string) => `${h.slice(0, 10)}…${h.slice(-4)}`;
const same = (a?: string, b?: string) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

/** Seconds as h:mm:ss (m:ss under an hour). */
export function fmtClock(s: number): string {
  const t = Math.max(0, Math.floor(s));
  const h = Math.floor(t / 3600);
  const m = Math.floor((t % 3600) / 60);
  const sec = String(t % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}

/** A countdown the page ticks: end is the chain time (seconds) it reaches zero, or static seconds left. */
function clockSpan(label: string, left: number, end: number | undefined, testid: string): string {
  const running = end !== undefined;
  return `<span class="clock${running ? " running" : ""}" data-testid="${esc(testid)}"${running ? ` data-end="${end}"` : ""} aria-label="${esc(label)} clock${running ? ", running" : ""}"><span class="muted">${esc(label)}</span> <span class="t">${fmtClock(left)}</span></span>`;
}

export function renderFeed(s: FeedStatus | undefined): string {
  if (!s) return "";
  const what = s.mode === "subscribed" ? "live: subscribed to the chain over WebSocket (eth_subscribe)" : s.mode === "connecting" ? "connecting to the chain…" : "live: polling the chain once a second";
  return `<p class="muted small" data-testid="feed" data-mode="${s.mode}" role="status">${esc(what)}${s.block !== undefined ? ` · block ${fmtInt(s.block)}` : ""}${s.note ? ` · ${esc(s.note)}` : ""}</p>`;
}

const stateWords: Record<ChallengeState, string> = {
  joining: "defences may join",
  playing: "games running",
  failed: "failed: a defender won, the result stands",
  succeeded: "succeeded: the challenger won every game (or the result was wrong on its face); awaiting resolution, which the challenger daemon sends",
  resolved: "resolved: the result is invalidated and its signers charged",
  expired: "expired: bonds paid as the games decided, nothing slashed",
};

/** The state a challenge is in, from the chain's view if read, else from its events. */
export function stateOf(c: ChallengeView, read: ChallengeState | undefined, now: number): ChallengeState {
  if (c.resolved) return "resolved";
  if (c.expired) return "expired";
  if (c.failed) return "failed";
  if (read) return read;
  if (now <= Number(c.joinUntil)) return "joining";
  return c.games.every((g) => g.ended?.winner === "challenger") ? "succeeded" : "playing";
}

export interface DisputesCtx {
  params?: GameParams;
  live: ReadonlyMap<bigint, GameNow>;
  states: ReadonlyMap<bigint, ChallengeState>;
  /** Chain time now, seconds. */
  now: number;
  account?: Address;
  /** Answer indices by input hash (links to the Answer page). */
  answers?: ReadonlyMap<string, bigint>;
  /** Replay: the games' windows from the moves only, no live reads, no actions. */
  replay?: boolean;
}

function renderMove(m: Move): string {
  const verdict = m.verdict ? `<span class="${m.verdict === "agree" ? "ok-text" : "bad-text"}">${m.verdict}s</span> with ${m.on.level}:${m.on.index}` : `<span class="muted">—</span>`;
  const claim = m.claim ? `claims ${m.claim.at.level}:${m.claim.at.index} = <code title="${esc(m.claim.hash)}">${esc(short(m.claim.hash))}</code>` : `<span class="muted">no claim: one position left</span>`;
  const w = m.window ? `${esc(levelName(m.window.level))} (${m.window.lo}, ${m.window.hi}]` : "";
  return `<tr data-testid="move" data-side="${m.side}"><td>${m.n}</td><td class="side-${m.side}">${m.side}</td><td>${verdict}</td><td>${claim}</td><td>${w}</td><td><code class="hash" data-full="${esc(m.txHash)}" title="${esc(m.txHash)}">${esc(short(m.txHash))}</code></td><td>${fmtInt(m.blockNumber)}</td></tr>`;
}

function renderGame(g: GameView, c: ChallengeView, x: DisputesCtx): string {
  const now = x.replay ? undefined : x.live.get(g.id);
  const p = x.params;
  const bonds = p ? `defender's bond ${ethAmount(p.defenderBond)} · challenger's bond ${ethAmount(p.challengerBond)} (one for the whole challenge)` : "";
  let clocks = "";
  let where = "";
  if (now) {
    const running = now.phase !== "over" && !g.ended && !c.failed && !c.resolved;
    const side = now.turn === "defender" ? 0 : 1;
    const left = (i: number) => (running && i === side ? Math.max(0, now.turnStart + now.clocks[i] - x.now) : now.clocks[i]);
    const end = (i: number) => (running && i === side ? now.turnStart + now.clocks[i] : undefined);
    clocks = `<div class="clocks">${clockSpan("defender", left(0), end(0), `clock-defender-${g.id}`)} ${clockSpan("challenger", left(1), end(1), `clock-challenger-${g.id}`)}</div>`;
    if (!g.ended && now.phase !== "over") {
      const pad = now.leaves > 0 ? ` of ${fmtInt(now.leaves)} ${now.leaves === 1 ? "leaf" : "leaves"}` : "";
      where = `<p data-testid="game-where" data-level="${now.level}" data-phase="${now.phase}">Level ${now.level + 1} of ${now.levels} (${esc(levelName(now.level))}${pad}) · window (${now.lo}, ${now.hi}] still in dispute · ${now.phase === "stepping" ? `one leaf isolated at ${now.hi}: the one step decides (anyone may send it)` : `${now.turn} on turn${now.pending !== null ? `, answering the claim at ${now.pending}` : ""}`}</p>`;
    }
  } else if (!g.ended) {
    const w = g.moves.length ? g.moves[g.moves.length - 1].window : null;
    if (w) where = `<p data-testid="game-where" data-level="${w.level}">${esc(levelName(w.level))} · window (${w.lo}, ${w.hi}] still in dispute (from the moves)</p>`;
  }
  const moves = g.moves.length
    ? `<div class="table-wrap" tabindex="0" role="region" aria-label="moves of game ${g.id}"><table class="moves"><thead><tr><th>move</th><th>by</th><th>verdict</th><th>claim</th><th>window after</th><th>transaction</th><th>block</th></tr></thead><tbody>${g.moves.map(renderMove).join("")}</tbody></table></div>`
    : `<p class="muted small">no move yet: the defender moves first</p>`;
  const step = g.stepped
    ? `<p data-testid="one-step">One step re-executed by ${hex(g.stepped.by)}: post-state ${hex(g.stepped.post)} · transaction ${hex(g.stepped.txHash, `step-tx-${g.id}`)}</p>`
    : "";
  const end = g.ended
    ? `<div class="outcome" data-testid="game-ended" data-winner="${g.ended.winner}"><strong>${esc(g.ended.winner)} wins</strong> game #${g.id} by ${esc(g.ended.reason)} · ${hex(g.ended.txHash)}</div>`
    : "";
  return `<section class="game" data-testid="game" data-game="${g.id}" data-moves="${g.moves.length}" data-ended="${g.ended ? g.ended.winner : ""}">
<h3>Game #${g.id}: defender ${hex(g.defender)}</h3>
<p class="muted small">joined in ${hex(g.txHash)} (block ${fmtInt(g.blockNumber)})${bonds ? ` · ${esc(bonds)}` : ""}</p>
${clocks}${where}${moves}${step}${end}</section>`;
}

export function renderChallenge(c: ChallengeView, x: DisputesCtx): string {
  const state = x.replay ? undefined : stateOf(c, x.states.get(c.id), x.now);
  const idx = x.answers?.get(c.input.toLowerCase());
  const answer = idx !== undefined ? `<a href="#/answer/${idx}">answer #${idx}</a>` : "an answer";
  const joinLeft = Number(c.joinUntil) - x.now;
  const join =
    state === "joining"
      ? `<p>Defences may join for ${clockSpan("join window", joinLeft, Number(c.joinUntil), `join-${c.id}`)}${x.params ? ` (bond ${ethAmount(x.params.defenderBond)})` : ""}. ${x.account && !same(x.account, c.challenger) ? `<button type="button" data-action="defend" data-challenge="${c.id}" data-testid="defend-${c.id}">Defend the answer (bond${x.params ? ` ${ethAmount(x.params.defenderBond)}` : ""})</button>` : x.account ? `<span class="muted small">(your account is the challenger: it cannot defend)</span>` : `<span class="muted small">(connect a wallet to defend)</span>`}</p>`
      : "";
  let outcome = "";
  if (c.failed) outcome += notice("info", `A defender (${c.failed.defender}) won game #${c.failed.gameId}: the challenge failed and the result stands.`, "challenge-failed");
  if (c.resolved) {
    const s = c.resolved;
    const complete = s.done >= s.owed;
    // resolve records the loss (the charged signers); slash() then takes it in pages, which anyone may send.
    const progress =
      s.owed === 0n
        ? s.signers === 0n
          ? "it charged nobody (no shard was provably at fault)"
          : "nothing is owed: an earlier challenge on this landing slashed its signers"
        : complete
          ? `all ${fmtInt(s.owed)} charged signer(s) have been through <code>slash</code>`
          : `<code>slash</code> has taken ${fmtInt(s.done)} of ${fmtInt(s.owed)} charged signer(s) so far: anyone may send the next pages (the challenger daemon does)`;
    const slashed = s.slashed.length
      ? `<ul data-testid="slashed">${s.slashed.map((o) => `<li>${hex(o.operator)} lost ${fmtStake(o.amount)} of stake</li>`).join("")}</ul>`
      : `<p class="muted small">no stake taken${complete ? " (nothing was owed, or the signers had none left)" : " yet"}</p>`;
    outcome += `<div class="verify bad" data-testid="resolved" data-slashed="${s.slashed.length}" data-owed="${s.owed}" data-done="${s.done}" data-complete="${complete}"><strong>Resolved</strong>: the result is invalidated; ${fmtInt(s.signers)} signer(s) charged, ${fmtInt(s.slashed.length)} slashed; ${progress} · ${hex(s.txHash, `resolve-tx-${c.id}`)}${slashed}</div>`;
  }
  if (c.expired) outcome += notice("warn", "Expired: nobody resolved it within the resolve window; bonds were paid as the games decided, nothing was slashed.");
  const moved = x.params ? payouts(c, x.params) : [];
  const movedHtml = moved.length
    ? `<p class="small" data-testid="payouts">Bonds credited (withdrawn with <em>Withdraw</em>): ${moved.map((m) => `${hex(m.to)} ${esc(ethAmount(m.amount))} — ${esc(m.why)}`).join("; ")}</p>`
    : "";
  const games = c.games.length
    ? c.games.map((g) => renderGame(g, c, x)).join("")
    : `<p class="muted">${state === "joining" ? "No defender yet." : "Nobody defended it."}</p>`;
  return `<article class="card challenge" data-testid="challenge" data-challenge="${c.id}" data-state="${state ?? ""}" id="challenge-${c.id}">
<h2>Challenge #${c.id}${state ? ` <span class="badge state-${state}" data-testid="challenge-state">${esc(stateWords[state])}</span>` : ""}</h2>
<dl class="kv small">
<dt>disputed</dt><dd>${answer}: input ${hex(c.input)}, landed root ${hex(c.root)}, ${fmtInt(c.steps)} steps</dd>
<dt>challenger</dt><dd>${hex(c.challenger)}${same(x.account, c.challenger) ? ` <strong>(you)</strong>` : ""}</dd>
<dt>opened</dt><dd>${hex(c.txHash)} · block ${fmtInt(c.blockNumber)}</dd>
</dl>
${join}${games}${outcome}${movedHtml}</article>`;
}

export function renderDisputes(list: readonly ChallengeView[], x: DisputesCtx): string {
  const p = x.params;
  const rules = p
    ? `<p class="muted small" data-testid="game-params">Challenger's bond ${esc(ethAmount(p.challengerBond))} · defender's bond ${esc(ethAmount(p.defenderBond))} · each side's clock ${fmtClock(p.clock)} a game · defences join for ${fmtClock(p.joinWindow)} · a result may be challenged for ${fmtInt(p.challengeWindow)} blocks · losers' signers slashed ${Number(p.slashBips) / 100}% of their stake</p>`
    : "";
  if (list.length === 0) return `${rules}<p class="muted" data-testid="disputes-empty">No challenge has been opened on this game. Open one from an <a href="#/answer">answer</a> whose check diverges.</p>`;
  return rules + list.map((c) => renderChallenge(c, x)).join("");
}

// ---------------------------------------------------------------- wallet

export interface WalletView {
  available: boolean;
  /** A devnet's funded dev account (config.json). */
  devWallet?: Address | null;
  account?: Address;
  chainId?: number;
  wantChain: number;
  credit?: bigint;
  balance?: bigint;
  /** The deployment has a TaskMarket; the account's balance on it (refunds, claimed fees), wei. */
  market?: boolean;
  marketBalance?: bigint;
  error?: string;
}

export function renderWallet(w: WalletView): string {
  const fees = w.market
    ? `<p class="muted small" data-testid="fees-note">Task fees are paid to TaskMarket from the Ask page; refunds and operators' claimed fees wait on the market until withdrawn.</p>`
    : `<p class="muted small" data-testid="fees-note">Task fees and operator payouts are not on chain yet (no fee contract is deployed): from a wallet this page sends only the dispute game's bonds.</p>`;
  if (!w.available) {
    const dev = w.devWallet ? ` This devnet funds a dev account for a wallet, ${w.devWallet}: its (public, dev-only) key is in /config.json.` : " On a devnet, import a dev key `deepcall devnet` prints.";
    return `<div class="wallet" data-testid="wallet" data-state="none">${notice("info", `No wallet in this browser (no window.ethereum): install an EIP-1193 wallet to act.${dev} Reading works without one.`, "no-wallet")}${fees}</div>`;
  }
  if (!w.account) {
    return `<div class="wallet" data-testid="wallet" data-state="disconnected"><button type="button" data-action="connect" data-testid="wallet-connect">Connect wallet</button>${w.error ? notice("error", w.error, "wallet-error") : ""}${fees}</div>`;
  }
  const wrong = w.chainId !== undefined && w.chainId !== w.wantChain;
  const chain = wrong
    ? `${notice("error", `Your wallet is on chain ${w.chainId}; this deployment is chain ${w.wantChain}. Nothing can be sent until it switches.`, "wrong-chain")}<button type="button" data-action="switch-chain" data-testid="switch-chain">Switch the wallet to chain ${w.wantChain}</button>`
    : `<span class="ok-text" data-testid="wallet-chain">chain ${w.chainId}</span>`;
  const credit =
    w.credit !== undefined
      ? `credit on the game <strong data-testid="wallet-credit" data-wei="${w.credit}">${esc(ethAmount(w.credit))}</strong> <button type="button" data-action="withdraw" data-testid="withdraw"${w.credit === 0n ? ` title="nothing credited: the game will refuse it"` : ""}>Withdraw bonds</button>`
      : "";
  const market =
    w.market && w.marketBalance !== undefined
      ? `<p>balance on the market <strong data-testid="wallet-market" data-wei="${w.marketBalance}">${esc(ethAmount(w.marketBalance))}</strong>${w.marketBalance > 0n ? ` <button type="button" data-action="withdraw-market" data-testid="withdraw-market">Withdraw from the market</button>` : ""}</p>`
      : "";
  return `<div class="wallet" data-testid="wallet" data-state="connected" data-account="${esc(w.account)}"><p>Wallet ${hex(w.account, "wallet-account")} · ${chain}${w.balance !== undefined ? ` · balance ${esc(ethAmount(w.balance))}` : ""}</p><p>${credit}</p>${market}${w.error ? notice("error", w.error, "wallet-error") : ""}${fees}</div>`;
}

export function renderTx(r: TxRecord, i: number): string {
  const cls = r.state === "success" ? "ok" : r.state === "pending" || r.state === "signing" || r.state === "simulating" ? "info" : "error";
  return `<li class="tx ${cls}" data-testid="tx" data-state="${r.state}" data-label="${esc(r.label)}" data-error="${esc(r.error ?? "")}" data-i="${i}"><strong>${esc(r.label)}</strong>: <span data-testid="tx-state">${esc(r.state)}</span>${r.hash ? ` · ${hex(r.hash)}` : ""}${r.gasUsed !== undefined ? ` · gas used <span data-testid="tx-gas">${fmtInt(r.gasUsed)}</span>` : ""}${r.block !== undefined ? ` · block ${fmtInt(r.block)}` : ""}${r.message ? `<div class="small" data-testid="tx-message">${esc(r.message)}</div>` : ""}</li>`;
}

export function renderTxs(list: readonly TxRecord[]): string {
  if (list.length === 0) return "";
  return `<section aria-label="your transactions"><h3>Your transactions</h3><ol class="txs" data-testid="txs">${list.map(renderTx).join("")}</ol></section>`;
}

// ---------------------------------------------------------------- Operators

/** The capacity, SLA and fee cells of one operator: from chain where the deployment has a market, else "not yet on chain". */
export function economyCells(eco: EconomyView | undefined, address: string): string {
  const missing = `<span class="muted" data-testid="not-on-chain">not yet on chain</span>`;
  if (!eco) return `<td>${missing}</td><td>${missing}</td><td>${missing}</td>`;
  const o = eco.ops.get(address.toLowerCase());
  if (!o) return `<td colspan="3"><span class="muted">not read</span></td>`;
  const cap = o.error
    ? `<span class="bad-text">${esc(o.error)}</span>`
    : `<span data-testid="operator-capacity" data-committed="${o.committed}">${fmtInt(o.committed ?? 0n)} × ${esc(eco.className)}</span><div class="small muted">${fmtInt(o.inUse ?? 0n)} in use, ${fmtInt(o.free ?? 0n)} free${o.committed && o.free === 0n && o.inUse === 0n ? " (not covered by stake: κ)" : ""}</div>`;
  const r = o.record;
  const sla = r.noShows
    ? `<span class="bad-text" data-testid="operator-noshows" data-count="${r.noShows}">${r.noShows} no-show(s) · ${fmtStake(r.cut)} cut</span>`
    : `<span data-testid="operator-noshows" data-count="0">no no-shows</span>`;
  const fees = `<span data-testid="operator-fees" data-claimed="${r.claimed}">${ethAmount(r.claimed)} claimed</span><div class="small muted">${r.claims} claim(s); ${o.balance === undefined ? "balance unknown" : `${ethAmount(o.balance)} to withdraw`}</div>`;
  return `<td>${cap}</td><td>${sla}</td><td>${fees}</td>`;
}

export function renderOperators(v: OperatorsView | undefined, error?: string, eco?: EconomyView): string {
  if (error) return notice("error", error, "operators-error");
  if (!v) return `<p class="muted" role="status">reading the registry…</p>`;
  const rows = v.rows
    .map((r) => {
      const hist = r.history.length
        ? `<details><summary>${r.history.length} change(s)</summary><ol class="small">${r.history
            .map((p) => `<li>block ${fmtInt(p.blockNumber)}: ${p.kind === "registered" ? `registered with ${fmtStake(p.amount)}` : p.kind === "stake" ? `stake ${fmtStake(p.amount)}` : p.kind === "slashed" ? `<span class="bad-text">slashed ${fmtStake(p.amount)}</span>` : "deregistered"} <code title="${esc(p.txHash)}">${esc(short(p.txHash))}</code></li>`)
            .join("")}</ol></details>`
        : `<span class="muted">—</span>`;
      const slashes = r.slashes.length ? `<span class="bad-text" data-testid="operator-slashes" data-count="${r.slashes.length}">${r.slashes.length} · ${fmtStake(r.slashedTotal)}</span>` : `<span data-testid="operator-slashes" data-count="0">none</span>`;
      return `<tr data-testid="operators-row" data-address="${esc(r.address)}"><td>${hex(r.address)}<div class="small">${r.id ? hex(r.id) : `<span class="muted">id unknown</span>`}</div></td>
<td>${r.error ? `<span class="bad-text">${esc(r.error)}</span>` : `${fmtStake(r.stake)}${r.registered === false ? ` <span class="muted">(not registered)</span>` : ""}`}<div class="small">${hist}</div></td>
<td data-testid="operator-signed" data-signed="${r.signed}">${fmtInt(r.signed)}${r.missed ? ` <span class="muted">(${fmtInt(r.missed)} missed)</span>` : ""}</td>
<td>${slashes}</td>${economyCells(eco, r.address)}</tr>`;
    })
    .join("");
  const skipped = v.skipped ? ` (the latest ${fmtInt(v.landings)}; ${fmtInt(v.skipped)} older ones not read)` : "";
  return `${v.errors.map((e) => notice("warn", e)).join("")}
<p class="muted small">Stake, its history and slashes from the registry's events; signed answers from the ${fmtInt(v.landings)} landing transaction(s) read${skipped} (the operators registered then, less the call's non-signers). ${
    eco
      ? `Committed capacity of class <code>${esc(eco.className)}</code> from CapacityRegistry; SLA no-shows and fees claimed from TaskMarket's events (${fmtInt(eco.ledger.paid)} task(s) paid, ${ethAmount(eco.ledger.fees)}; ${fmtInt(eco.ledger.pools)} pool(s) settled, ${ethAmount(eco.ledger.pooled)}). Fees a signer has not claimed yet are not shown.</p>${eco.errors.map((e) => notice("warn", e)).join("")}`
      : `Committed capacity, SLA record and fees earned are <strong>not yet on chain</strong> in this deployment (it has no TaskMarket), so no number is shown.</p>`
  }
<div class="table-wrap" tabindex="0" role="region" aria-label="operators"><table class="operators" data-testid="operators-table"><thead><tr><th>operator (address, id)</th><th>stake now (history)</th><th>signed answers</th><th>slashes</th><th>capacity</th><th>SLA</th><th>fees earned</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

/**
 * The Ask page's offer to land a signed answer from the wallet: shown while
 * the task is signed but not yet landed (the aggregator lands what nobody
 * else does), with the record of a landing sent.
 */
export function renderLandSelf(status: string, landing: string | undefined, rec: TxRecord | undefined, wallet: boolean): string {
  const open = landing && (status === "signed" || status === "submitted");
  if (!open && !rec) return "";
  const button = open && wallet
    ? `<button type="button" data-action="land-self" data-testid="land-self">Land the signed answer from my wallet</button>`
    : "";
  const note = open ? `<p class="muted small">The quorum has signed this answer: its landing calldata (${Math.max(0, (landing!.length - 2) / 2)} bytes) may be sent to the consumer by anyone; the aggregator lands it unless someone does first.</p>` : "";
  return `<div data-testid="land-self-box">${note}${button}${rec ? renderTxs([rec]) : ""}</div>`;
}
