// The Disputes page's reducer (src/disputes.ts): a game's events folded into
// challenges, games and moves; the same view whatever order the logs come
// in and however often; a retracted log taken out; the window each move
// leaves; the clocks; what moved. Also the wallet's error words
// (src/wallet.ts), the renderers (src/disputesview.ts), the operators'
// tally (src/operators.ts) and the generated ABIs' freshness.
import { decodeFunctionData, encodeAbiParameters, encodeErrorResult, encodeEventTopics, parseEther, type Address, type Hex, type Log, type PublicClient } from "viem";
import { describe, expect, test } from "vitest";
import { disputeGameAbi } from "@deepcall/client";
import { addLogs, clocksAt, disputesOf, fold, nextWindow, ordered, payouts, type ChainLog, type GameEvent, type GameNow } from "../src/disputes";
import { fmtClock, renderDisputes, renderOperators, renderTx, renderWallet, stateOf } from "../src/disputesview";
import { toChainLog } from "../src/gamechain";
import { registeredAt, tally, type StakePoint } from "../src/operators";
import { contractErrorOf, errorInWords, Wallet, type GameCall } from "../src/wallet";

const A = (c: string) => `0x${c.repeat(40)}` as Address;
const H = (c: string) => `0x${c.repeat(64)}` as Hex;
const challenger = A("c");
const liar = A("d");
const liar2 = A("e");
const op1 = A("1");
const op2 = A("2");

let n = 0;
const log = (block: number, ev: GameEvent, idx?: number): ChainLog => ({ blockNumber: BigInt(block), logIndex: idx ?? n++ % 7, txHash: H((block % 16).toString(16)), ev });

/** A whole dispute: two defenders; the challenger wins game 1 by the one step at level 2, game 2 by timeout; resolved charging three signers, slashed in two pages (one signer had no stake left). */
function script(): ChainLog[] {
  n = 0;
  const bis = (g: bigint, side: number, verdict: number, on: [number, number], claim: [number, number] | null) =>
    ({ name: "Bisected", gameId: g, side, verdict, on: { level: on[0], index: on[1] }, hasClaim: claim !== null, claim: claim ? H("9") : H("0"), at: { level: claim?.[0] ?? 0, index: claim?.[1] ?? 0 } }) as GameEvent;
  return [
    log(10, { name: "ChallengeOpened", challengeId: 1n, consumer: A("f"), input: H("a"), challenger, root: H("b"), steps: 9n, joinUntil: 1000n }, 0),
    log(11, { name: "DefenceOpened", gameId: 1n, challengeId: 1n, defender: liar }, 0),
    log(12, { name: "DefenceOpened", gameId: 2n, challengeId: 1n, defender: liar2 }, 0),
    log(13, bis(1n, 0, 0, [0, 0], [0, 7]), 0), // level 0 of 16 padded: mid 7
    log(14, bis(1n, 1, 2, [0, 7], [0, 3]), 0),
    log(15, bis(1n, 0, 1, [0, 3], [0, 5]), 0),
    log(16, bis(1n, 1, 1, [0, 5], [0, 6]), 0),
    log(17, bis(1n, 0, 1, [0, 6], [1, 3]), 0), // window (6, 7]: one position, level 1 starts, 8 padded
    log(18, bis(1n, 1, 2, [1, 3], [1, 1]), 0),
    log(19, bis(1n, 0, 1, [1, 1], [1, 2]), 0),
    log(20, bis(1n, 1, 2, [1, 2], null), 0), // (1, 2]: stepping
    log(21, { name: "Stepped", gameId: 1n, by: challenger, post: H("8") }, 0),
    log(21, { name: "GameEnded", gameId: 1n, winner: 1, reason: 0 }, 1),
    log(40, { name: "GameEnded", gameId: 2n, winner: 1, reason: 2 }, 0),
    log(50, { name: "Resolved", challengeId: 1n, signers: 3n, owed: 3n }, 0),
    log(51, { name: "Slashed", operator: op1, amount: 500n }, 0),
    log(51, { name: "SlashedPage", challengeId: 1n, from: 0n, to: 2n }, 1),
    log(52, { name: "Slashed", operator: op2, amount: 700n }, 0),
    log(52, { name: "SlashedPage", challengeId: 1n, from: 2n, to: 3n }, 1),
    log(60, { name: "ChallengeOpened", challengeId: 2n, consumer: A("f"), input: H("3"), challenger: liar, root: H("4"), steps: 5n, joinUntil: 2000n }, 0),
  ];
}

function shuffle<T>(xs: T[], seed: number): T[] {
  const a = [...xs];
  let s = seed;
  for (let i = a.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    const j = s % (i + 1);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

describe("the disputes reducer", () => {
  const want = fold(script());

  test("folds challenges, games, moves, the one step, the end and the slashes", () => {
    expect(want.map((c) => c.id)).toEqual([2n, 1n]); // newest first
    const c = want[1];
    expect(c.challenger).toBe(challenger);
    expect(c.games.map((g) => [g.id, g.defender, g.moves.length, g.ended?.winner, g.ended?.reason])).toEqual([
      [1n, liar, 8, "challenger", "the one step"],
      [2n, liar2, 0, "challenger", "timeout"],
    ]);
    const g = c.games[0];
    expect(g.moves.map((m) => m.side)).toEqual(["defender", "challenger", "defender", "challenger", "defender", "challenger", "defender", "challenger"]);
    expect(g.moves[1]).toMatchObject({ n: 2, verdict: "disagree", on: { level: 0, index: 7 }, claim: { at: { level: 0, index: 3 } } });
    expect(g.moves[7].claim).toBeNull();
    expect(g.stepped).toMatchObject({ by: challenger, post: H("8"), blockNumber: 21n });
    expect(c.resolved).toMatchObject({ signers: 3n, owed: 3n, done: 3n, slashed: [{ operator: op1, amount: 500n }, { operator: op2, amount: 700n }] });
    expect(want[0].games).toEqual([]);
  });

  test("a resolution is slashed in pages: progress until every charged signer is through; nothing owed when an earlier challenge slashed the landing", () => {
    const logs = script();
    const firstPage = logs.filter((l) => l.blockNumber !== 52n);
    const r = fold(firstPage)[1].resolved!;
    expect(r).toMatchObject({ signers: 3n, owed: 3n, done: 2n, slashed: [{ operator: op1, amount: 500n }] });
    const html = renderDisputes(fold(firstPage), { live: new Map(), states: new Map(), now: 5000 });
    expect(html).toContain('data-slashed="1" data-owed="3" data-done="2" data-complete="false"');
    expect(html).toContain("has taken 2 of 3 charged signer(s) so far");
    // A registry Slashed log outside any slash page (another contract's slash) is no challenge's.
    const stray = [...logs.filter((l) => l.blockNumber < 51n), log(51, { name: "Slashed", operator: op1, amount: 9n }, 0)];
    expect(fold(stray).find((c) => c.id === 1n)?.resolved).toMatchObject({ done: 0n, slashed: [] });
    const again = [...logs.filter((l) => l.blockNumber < 50n), log(50, { name: "Resolved", challengeId: 1n, signers: 3n, owed: 0n }, 0)];
    const h = renderDisputes(fold(again), { live: new Map(), states: new Map(), now: 5000 });
    expect(h).toContain('data-owed="0" data-done="0" data-complete="true"');
    expect(h).toContain("an earlier challenge on this landing slashed its signers");
  });

  test("the window each move leaves, level by level", () => {
    const w = want[1].games[0].moves.map((m) => m.window && [m.window.level, m.window.lo, m.window.hi]);
    expect(w).toEqual([
      [0, -1, 15],
      [0, -1, 7],
      [0, 3, 7],
      [0, 5, 7],
      [1, -1, 7], // (6, 7] closed level 0: level 1 starts at (−1, 7]
      [1, -1, 3],
      [1, 1, 3],
      [1, 1, 2],
    ]);
    expect(nextWindow(null, { verdict: 0, on: { level: 0, index: 0 }, hasClaim: true, at: { level: 0, index: 255 } })).toEqual({ level: 0, lo: -1, hi: 511 });
  });

  test.each([1, 2, 3, 4, 5, 6, 7, 8])("the same view from logs out of order and repeated (seed %i)", (seed) => {
    const logs = script();
    const twice = shuffle([...logs, ...shuffle(logs, seed + 100).slice(0, 9)], seed);
    // Fed in several batches, as a subscription and the polling would.
    let set = addLogs(new Map(), []);
    for (let i = 0; i < twice.length; i += 4) set = addLogs(set, twice.slice(i, i + 4));
    expect(set.size).toBe(logs.length);
    expect(disputesOf(set)).toEqual(want);
  });

  test("a retracted log is taken out; a late timestamp is kept", () => {
    const logs = script();
    let set = addLogs(new Map(), logs);
    set = addLogs(set, [{ ...logs[13], removed: true }]); // the GameEnded of game 2
    expect(disputesOf(set)[1].games[1].ended).toBeUndefined();
    set = addLogs(set, [{ ...logs[0], time: 1234 }]);
    set = addLogs(set, [logs[0]]); // the repeat without a time keeps the time
    expect(disputesOf(set)[1].time).toBe(1234);
  });

  test("a move of a game whose opening is missing is left out, not guessed", () => {
    const logs = script().filter((l) => l.ev.name !== "DefenceOpened");
    const v = fold(ordered(addLogs(new Map(), logs)));
    expect(v[1].games).toEqual([]);
    expect(fold([logs[3]])).toEqual([]);
  });

  const running: GameNow = { phase: "bisecting", turn: "challenger", turnStart: 1000, clocks: [300, 600], level: 1, levels: 3, lo: -1, hi: 7, leaves: 6, pending: 3, moves: 5 };

  test("clocks: the side on turn counts down from its turn's start, the other stands", () => {
    expect(clocksAt(running, 1000)).toEqual([300, 600]);
    expect(clocksAt(running, 1100)).toEqual([300, 500]);
    expect(clocksAt(running, 99999)).toEqual([300, 0]);
    expect(clocksAt({ ...running, phase: "over" }, 99999)).toEqual([300, 600]);
    expect(fmtClock(3725)).toBe("1:02:05");
    expect(fmtClock(65)).toBe("1:05");
    expect(fmtClock(-3)).toBe("0:00");
  });

  test("what moved: resolved pays the challenger its bond and the beaten defenders'; failed pays the winning defender", () => {
    const p = { challengerBond: parseEther("1"), defenderBond: parseEther("0.1") };
    expect(payouts(want[1], p)).toEqual([{ to: challenger, amount: parseEther("1.2"), why: "its bond back and the bonds of the 2 defender(s) it beat" }]);
    const failed = { ...want[1], resolved: undefined, failed: { txHash: H("1"), blockNumber: 1n, gameId: 2n, defender: liar2 }, games: [want[1].games[0], { ...want[1].games[1], ended: undefined }] };
    expect(payouts(failed, p)).toEqual([
      { to: liar2, amount: parseEther("1.1"), why: "its bond back and the challenger's bond" },
      { to: challenger, amount: parseEther("0.1"), why: "the bonds of the 1 defender(s) it beat first" },
    ]);
    expect(payouts(want[0], p)).toEqual([]);
  });

  test("node logs decode into the reducer's events; others are dropped", () => {
    const game = A("6");
    const registry = A("7");
    const topics = encodeEventTopics({ abi: disputeGameAbi, eventName: "Bisected", args: { gameId: 4n } });
    const data = encodeAbiParameters(
      [{ type: "uint8" }, { type: "uint8" }, { type: "tuple", components: [{ type: "uint64" }, { type: "uint64" }] }, { type: "bool" }, { type: "bytes32" }, { type: "tuple", components: [{ type: "uint64" }, { type: "uint64" }] }],
      [1, 2, [0n, 7n], true, H("5"), [0n, 3n]],
    );
    const l = { address: game, topics, data, blockNumber: 9n, logIndex: 2, transactionHash: H("1"), removed: false } as unknown as Log;
    expect(toChainLog(l, game, registry)).toEqual({ blockNumber: 9n, logIndex: 2, txHash: H("1"), removed: false, ev: { name: "Bisected", gameId: 4n, side: 1, verdict: 2, on: { level: 0, index: 7 }, hasClaim: true, claim: H("5"), at: { level: 0, index: 3 } } });
    expect(toChainLog({ ...l, address: A("8") } as Log, game, registry)).toBeNull();
    const mover = encodeEventTopics({ abi: disputeGameAbi, eventName: "MoverSet", args: { principal: op1, mover: op2 } });
    expect(toChainLog({ ...l, topics: mover, data: encodeAbiParameters([{ type: "bool" }], [true]) } as Log, game, registry)).toBeNull();
    expect(toChainLog({ ...l, blockNumber: null } as unknown as Log, game, registry)).toBeNull();
  });
});

describe("the wallet's refusals in words", () => {
  test.each<[string, readonly unknown[], RegExp]>([
    ["WrongBond", [parseEther("0.5"), parseEther("1")], /bond sent \(0\.5 ETH\) is not the one the game requires \(1 ETH\)/],
    ["WindowClosed", [1234n], /closed at block 1234/],
    ["AlreadyDefending", [3n, 7n], /already defends challenge #3, in game #7/],
    ["NotAPlayer", [challenger], /challenger cannot defend its own challenge/],
    ["WithdrawFailed", [], /nothing to withdraw/],
    ["JoinClosed", [1_800_000_000n], /join window has closed/],
    ["NotYourTurn", [1, 0], /defender's turn, not the challenger's/],
    ["NotLanded", [H("a")], /no landing record of this transition and signer set/],
    ["NotAdmitted", [A("f")], /is not admitted to this dispute game/],
    ["BadMismatch", [], /mismatch proof/],
    ["NotLiable", [4n], /does not open challenge #4's recorded signer set/],
    ["SignersMismatch", [], /not the signer set recorded/],
    ["NothingToSlash", [4n], /challenge #4 has no signers left to slash/],
    ["Overwrite", [H("1"), H("2")], /written once/],
    ["EmptyValue", [H("1")], /empty value/],
  ])("%s", (name, args, want) => {
    expect(errorInWords(name, args)).toMatch(want);
  });

  test("every custom error of DisputeGame has words of its own", () => {
    const names = disputeGameAbi.filter((x) => x.type === "error").map((x) => x.name);
    expect(names.length).toBeGreaterThan(25);
    for (const nme of names) expect(errorInWords(nme, [1n, 2n, 3n, 4n]), nme).not.toMatch(new RegExp(`^${nme}\\(`));
  });

  test("the consumer's write-once and liability errors decode too", () => {
    const ow = encodeErrorResult({ abi: [{ type: "error", name: "Overwrite", inputs: [{ name: "slot", type: "bytes32" }, { name: "oldValue", type: "bytes32" }] }], errorName: "Overwrite", args: [H("1"), H("2")] });
    expect(contractErrorOf({ cause: { data: ow } })).toEqual({ name: "Overwrite", args: [H("1"), H("2")] });
    const nl = encodeErrorResult({ abi: [{ type: "error", name: "NotLiable", inputs: [{ name: "challengeId", type: "uint256" }] }], errorName: "NotLiable", args: [9n] });
    expect(contractErrorOf({ cause: { data: nl } })).toEqual({ name: "NotLiable", args: [9n] });
  });

  /** A wallet over a fake provider and RPC: what it would send, and the simulation's answer. */
  function fakeWallet(simulate: (data: Hex) => void) {
    const sent: Hex[] = [];
    const provider = {
      async request({ method, params }: { method: string; params?: unknown }) {
        if (method === "eth_chainId") return "0x539";
        if (method === "eth_sendTransaction") {
          sent.push((params as { data: Hex }[])[0].data);
          return H("7");
        }
        throw new Error(method);
      },
    };
    const client = {
      async call({ data }: { data: Hex }) {
        simulate(data);
        return { data: "0x" };
      },
      async waitForTransactionReceipt() {
        return { status: "success", gasUsed: 400000n, blockNumber: 12n };
      },
    } as unknown as PublicClient;
    const w = new Wallet(provider, client, 1337);
    w.account = challenger;
    return { w, sent };
  }

  const t = { chainId: 1337n, consumer: A("f"), index: 3n, manifest: H("5"), input: H("a"), slot: H("6"), oldValue: H("0"), newValue: H("b"), referenceBlock: 40 };
  const open: GameCall = { functionName: "open", args: [A("f"), [1n, 2n], 2n, H("9"), [3n, 4n], t, H("8"), []] };

  test("open sends the transition, its signatory and no mismatch proof", async () => {
    const { w, sent } = fakeWallet(() => {});
    const r = await w.send(A("6"), open, parseEther("1"), "open", () => {});
    expect(r).toMatchObject({ state: "success", hash: H("7"), gasUsed: 400000n });
    const call = decodeFunctionData({ abi: disputeGameAbi, data: sent[0] });
    expect(call.functionName).toBe("open");
    const args = call.args as readonly unknown[];
    expect(args.length).toBe(8);
    expect(args[5]).toMatchObject({ index: 3n, input: H("a"), referenceBlock: 40 });
    expect(args[6]).toBe(H("8"));
    expect(args[7]).toEqual([]);
  });

  test("an open the game refuses (NotLanded) is shown in words and not sent", async () => {
    const revert = encodeErrorResult({ abi: disputeGameAbi, errorName: "NotLanded", args: [H("a")] });
    const { w, sent } = fakeWallet(() => {
      throw Object.assign(new Error("execution reverted"), { cause: { data: revert } });
    });
    const r = await w.send(A("6"), open, parseEther("1"), "open", () => {});
    expect(r.state).toBe("refused");
    expect(r.error).toBe("NotLanded");
    expect(r.message).toContain("no landing record of this transition and signer set");
    expect(sent).toEqual([]);
  });

  test("revert data anywhere in an RPC error decodes to the named error", () => {
    const data = encodeErrorResult({ abi: disputeGameAbi, errorName: "AlreadyDefending", args: [3n, 7n] });
    expect(contractErrorOf({ code: -32000, message: "execution reverted", cause: { data } })).toEqual({ name: "AlreadyDefending", args: [3n, 7n] });
    expect(contractErrorOf(new Error("no data"))).toBeUndefined();
    expect(contractErrorOf({ data: "0xdeadbeef00" })).toBeUndefined();
  });
});

describe("the Disputes, wallet and Operators renderers", () => {
  const params = { challengerBond: parseEther("1"), defenderBond: parseEther("0.1"), clock: 86400, joinWindow: 3600, slashBips: 5000n, challengeWindow: 100n };
  const list = fold(script());

  test("a live game: both clocks (the running one ticking), level, window, moves with transactions, the one step, the slash", () => {
    const live = new Map<bigint, GameNow>([[2n, { phase: "bisecting", turn: "challenger", turnStart: 1000, clocks: [300, 600], level: 1, levels: 3, lo: 1, hi: 3, leaves: 6, pending: 2, moves: 3 }]]);
    const unended = list.map((c) => ({ ...c, resolved: undefined, games: c.games.map((g) => (g.id === 2n ? { ...g, ended: undefined } : g)) }));
    const html = renderDisputes(unended, { params, live, states: new Map([[1n, "playing"]]), now: 1100, answers: new Map([[H("a"), 5n]]) });
    expect(html).toContain('data-testid="clock-defender-2"');
    expect(html).toMatch(/data-testid="clock-challenger-2" data-end="1600"/);
    expect(html).toContain("5:00"); // the defender's standing clock
    expect(html).toContain("Level 2 of 3 (ops of 6 leaves) · window (1, 3] still in dispute · challenger on turn, answering the claim at 2");
    expect(html).toContain('<a href="#/answer/5">answer #5</a>');
    expect(html).toContain("Challenger's bond 1 ETH · defender's bond 0.1 ETH");
    expect((html.match(/data-testid="move"/g) ?? []).length).toBe(8);
    expect(html).toContain('data-testid="one-step"');
  });

  test("a resolved challenge: who was slashed and what moved", () => {
    const html = renderDisputes(list, { params, live: new Map(), states: new Map(), now: 5000 });
    expect(html).toContain('data-testid="resolved" data-slashed="2" data-owed="3" data-done="3" data-complete="true"');
    expect(html).toContain(op1);
    expect(html).toContain("1.2 ETH — its bond back and the bonds of the 2 defender(s) it beat");
    expect(stateOf(list[1], undefined, 5000)).toBe("resolved");
    expect(stateOf(list[0], undefined, 100)).toBe("joining");
    expect(renderDisputes([], { params, live: new Map(), states: new Map(), now: 0 })).toContain("disputes-empty");
  });

  test("the defend button only for an account that is not the challenger, while joining", () => {
    const x = { params, live: new Map(), states: new Map(), now: 100 };
    expect(renderDisputes(list, { ...x, account: op1 })).toContain('data-testid="defend-2"');
    expect(renderDisputes(list, { ...x, account: liar })).toContain("your account is the challenger: it cannot defend");
    expect(renderDisputes(list, { ...x, account: op1 })).not.toContain('data-testid="defend-1"'); // resolved
    expect(renderDisputes(list, x)).toContain("connect a wallet to defend");
  });

  test("the wallet: none, disconnected, wrong chain, connected with credit; fees said not to exist", () => {
    expect(renderWallet({ available: false, wantChain: 1337 })).toContain("no-wallet");
    expect(renderWallet({ available: true, wantChain: 1337 })).toContain("wallet-connect");
    const wrong = renderWallet({ available: true, account: op1, chainId: 1, wantChain: 1337 });
    expect(wrong).toContain("Your wallet is on chain 1; this deployment is chain 1337");
    expect(wrong).toContain("switch-chain");
    const ok = renderWallet({ available: true, account: op1, chainId: 1337, wantChain: 1337, credit: parseEther("1.2") });
    expect(ok).toContain('data-wei="1200000000000000000"');
    expect(ok).toContain("Task fees and operator payouts are not on chain yet");
  });

  test("a transaction's gas and outcome; a refusal's named error", () => {
    expect(renderTx({ label: "defend challenge #1", state: "success", hash: H("1"), gasUsed: 326481n, block: 9n }, 0)).toContain("gas used <span data-testid=\"tx-gas\">326,481</span>");
    const r = renderTx({ label: "withdraw bonds", state: "refused", error: "WithdrawFailed", message: `Refused by the game: WithdrawFailed — ${errorInWords("WithdrawFailed")}. Nothing was sent.` }, 1);
    expect(r).toContain('data-error="WithdrawFailed"');
    expect(r).toContain("nothing to withdraw");
  });

  test("operators: stake history, signed answers, slashes; capacity, SLA and fees not on chain", () => {
    const pt = (b: number, kind: StakePoint["kind"], amount?: bigint): StakePoint => ({ blockNumber: BigInt(b), logIndex: 0, txHash: H("1"), kind, amount });
    const history = [pt(1, "registered", 10n ** 21n), pt(50, "slashed", 5n * 10n ** 20n)];
    const html = renderOperators({ rows: [{ address: op1, id: H("a"), stake: 5n * 10n ** 20n, registered: true, history, slashes: [history[1]], slashedTotal: 5n * 10n ** 20n, signed: 4, missed: 1 }], landings: 5, skipped: 0, errors: [] });
    expect(html).toContain('data-signed="4"');
    expect(html).toContain('data-count="1"');
    expect((html.match(/not yet on chain/g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(html).toContain("slashed 500 × 10¹⁸");
    expect(renderOperators(undefined, "boom")).toContain("boom");
  });

  test("the signing tally: registered operators less each landing's non-signers", () => {
    const ops = [
      { address: op1, id: H("a"), history: [{ blockNumber: 1n, logIndex: 0, txHash: H("1"), kind: "registered" as const }] },
      { address: op2, id: H("b"), history: [{ blockNumber: 20n, logIndex: 0, txHash: H("1"), kind: "registered" as const }] },
    ];
    const t = tally(ops, [
      { blockNumber: 10n, nonSigners: [] },
      { blockNumber: 30n, nonSigners: [H("b")] },
      { blockNumber: 31n, nonSigners: [] },
    ]);
    expect(t.get(op1.toLowerCase())).toEqual({ signed: 3, missed: 0 });
    expect(t.get(op2.toLowerCase())).toEqual({ signed: 1, missed: 1 });
    expect(registeredAt([...ops[0].history, { blockNumber: 40n, logIndex: 0, txHash: H("1"), kind: "deregistered" }], 41n)).toBe(false);
  });
});
