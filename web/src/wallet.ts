// Acting from a wallet: an injected EIP-1193 provider (window.ethereum)
// signs and sends; the deployment's own RPC simulates each call first (a
// call the contract would refuse is never sent: its named error is shown in
// words) and reads the receipt (gas used, outcome).

import { BaseError, ContractFunctionRevertedError, decodeErrorResult, encodeFunctionData, formatEther, type Address, type Hex, type PublicClient } from "viem";
import { disputeGameAbi, shortError, taskMarketAbi } from "@deepcall/client";
import type { Transition } from "./chain";

/** An EIP-1193 provider, as wallets inject it. */
export interface Eip1193 {
  request(args: { method: string; params?: unknown[] | object }): Promise<unknown>;
  on?(event: string, cb: (...a: unknown[]) => void): void;
}

/** Why an action did not go through, in a word the page branches on. */
export type WalletErrorCode = "no_wallet" | "rejected" | "wrong_chain" | "no_account" | "refused" | "reverted" | "failed";

export class WalletError extends Error {
  override name = "WalletError";
  constructor(
    readonly code: WalletErrorCode,
    message: string,
    /** The contract's error, when it named one. */
    readonly contractError?: string,
  ) {
    super(message);
  }
}

const eth = (v: bigint) => `${formatEther(v)} ETH`;
const when = (t: bigint) => new Date(Number(t) * 1000).toISOString().replace(".000Z", " UTC").replace("T", " ");

/** DisputeGame's and TaskMarket's custom errors in words (what each means for the person acting). */
export function errorInWords(name: string, args: readonly unknown[] = []): string {
  const a = args as readonly (bigint | string | number)[];
  switch (name) {
    case "WrongBond":
      return `the bond sent (${eth(a[0] as bigint)}) is not the one the game requires (${eth(a[1] as bigint)})`;
    case "WindowClosed":
      return `the challenge window of this result closed at block ${a[0]}: it can no longer be disputed`;
    case "AlreadyInvalid":
      return "the game has already ruled this result wrong: there is nothing left to dispute";
    case "TransitionMismatch":
      return "the landed transition does not belong to this consumer, chain or the manifest the game admitted it with";
    case "InputMismatch":
      return `the prompt and length hash to ${a[0]}, not to the result's input ${a[1]}`;
    case "ResultMismatch":
      return `keccak256(root ‖ tokens) is ${a[0]}, but the landed transition wrote ${a[1]}: the root or tokens are not the landed ones`;
    case "NotLanded":
      return `the consumer has no landing record of this transition and signer set for input ${a[0]}: nothing landed it, another transition did, or the signatory (the landing's non-signers) is not the one recorded`;
    case "NotAdmitted":
      return `consumer ${a[0]} is not admitted to this dispute game: its results cannot be challenged here`;
    case "BadConsumer":
      return `consumer ${a[0]} cannot be admitted: it has no code, does not name this game as its arbiter or this game's registry as its own, pins no manifest, or was admitted already`;
    case "BadMismatch":
      return "the mismatch proof does not lead to the landed root, or its step chose the landed token: it proves nothing wrong";
    case "NotOwner":
      return "only the game's owner (the deployment's governance) may do this";
    case "NothingToSlash":
      return `challenge #${a[0]} has no signers left to slash: it was not resolved, charged nobody, its landing was slashed by an earlier challenge, or every page is done`;
    case "NotLiable":
      return `the liability proof does not open challenge #${a[0]}'s recorded signer set (or is of an unknown kind): it cannot say whom the challenge charges`;
    case "Overwrite":
      return `the transition's old value ${a[1]} is not empty: result slots are written once, and this one already holds an answer`;
    case "EmptyValue":
      return "the transition writes an empty value (0 or REQUESTED): a landing must write an answer";
    case "BadRequest":
      return "the request is malformed: the number of tokens is not n";
    case "NoChallenge":
      return `there is no challenge #${a[0]}`;
    case "JoinClosed":
      return `defences could join until ${when(a[0] as bigint)}: the join window has closed`;
    case "JoinOpen":
      return `defences may still join until ${when(a[0] as bigint)}: it cannot be resolved yet`;
    case "AlreadyDefending":
      return `this account already defends challenge #${a[0]}, in game #${a[1]}`;
    case "ChallengeDecided":
      return `challenge #${a[0]} is already decided: it takes no more defences or moves`;
    case "NotAPlayer":
      return `account ${a[0]} may not act here (a challenger cannot defend its own challenge; a move must come from a side of the game)`;
    case "NotReleasable":
      return `game #${a[0]} cannot be released: its challenge has not failed`;
    case "NotResolvable":
      return `challenge #${a[0]} cannot be resolved: the challenger has not won every game, or it was resolved already`;
    case "SignersMismatch":
      return "the operator ids given are not the signer set recorded for this challenge (slash takes the recorded list whole, in order; resolve's signers must be the reference block's operators less the non-signers, ascending)";
    case "WithdrawFailed":
      return "nothing to withdraw: this account has no bonds or payouts credited on the game (or the transfer failed)";
    case "ResolveWindowOpen":
      return `the challenge can still be resolved until ${when(a[0] as bigint)}: it cannot be expired yet`;
    case "GameOver":
      return `game #${a[0]} is over (or does not exist)`;
    case "NotYourTurn":
      return `it is the ${Number(a[1]) === 0 ? "defender" : "challenger"}'s turn, not the ${Number(a[0]) === 0 ? "defender" : "challenger"}'s`;
    case "ClockExpired":
      return `the clock of the side on turn ran out at ${when(a[0] as bigint)}`;
    case "NotExpired":
      return `the side on turn still has time, until ${when(a[0] as bigint)}`;
    case "WrongPosition":
      return `the move names position ${a[0]}:${a[1]}, the rules require ${a[2]}:${a[3]}`;
    case "WrongPhase":
      return `the game is ${["bisecting", "stepping", "over"][Number(a[0])] ?? "in another phase"}: that move does not apply`;
    case "BadMove":
      return "a verdict or claim is missing or unexpected for this move";
    case "BadProof":
      return "the one-step rule rejected the witness";
    case "BadShape":
      return `the trace has a level with no leaves, or too many levels (level ${a[0]}, ${a[1]} leaves)`;
    case "BadConfig":
      return "the game's parameters are out of range";
    case "BadBatchProof":
      return "the batch proof does not lead to a signed batch digest";
    case "FeeTooLow":
      return `the fee sent (${eth(a[1] as bigint)}) is below the market's least fee for this task (${eth(a[0] as bigint)})`;
    case "UnknownClass":
      return `the market has no price for capacity class ${a[0]}`;
    case "EmptyRequest":
      return "the prompt is empty or no tokens are asked for";
    case "TooLong":
      return `prompt and answer are ${a[0]} tokens; the model's context holds ${a[1]}`;
    case "IndexUsed":
      return `transition #${a[0]} has landed already: the answer is on chain, nothing to send`;
    case "StaleOldValue":
      return "the result slot no longer holds the value the quorum signed over: the answer has landed already (or another replaced it)";
    case "NothingToWithdraw":
      return "this account has no balance on the market to withdraw";
    case "AlreadyRequested":
      return "this prompt and length are already requested on chain: ask for another, or follow the one in flight";
    case "AlreadyAnswered":
      return "this prompt and length already have an answer on chain";
    case "AlreadyPaid":
      return "this prompt and length are paid for already and in flight: follow that task";
    case "InvalidG1Point":
      return "a key is not a point of the curve";
    default:
      return `${name}(${a.map(String).join(", ")})`;
  }
}

/** The contract error behind a viem error (revert data decoded with DisputeGame's ABI), or undefined. */
export function contractErrorOf(e: unknown): { name: string; args: readonly unknown[] } | undefined {
  if (e instanceof BaseError) {
    const r = e.walk((x) => x instanceof ContractFunctionRevertedError);
    if (r instanceof ContractFunctionRevertedError && r.data?.errorName) return { name: r.data.errorName, args: r.data.args ?? [] };
  }
  // Revert data found anywhere in the error (a raw RPC error's data field).
  const data = findRevertData(e);
  if (data) {
    for (const abi of [disputeGameAbi, taskMarketAbi, consumerErrors]) {
      try {
        const d = decodeErrorResult({ abi, data });
        return { name: d.errorName, args: (d.args ?? []) as readonly unknown[] };
      } catch {
        // not this contract's error
      }
    }
  }
  return undefined;
}

/** LLMConsumer's errors a wallet meets: request's (TaskMarket.request passes them on), a landing's that came too late or would overwrite, and liability's (through DisputeGame.resolve). */
const consumerErrors = [
  { type: "error", name: "AlreadyRequested", inputs: [{ name: "inputHash", type: "bytes32" }] },
  { type: "error", name: "AlreadyAnswered", inputs: [{ name: "inputHash", type: "bytes32" }, { name: "value", type: "bytes32" }] },
  { type: "error", name: "IndexUsed", inputs: [{ name: "index", type: "uint64" }] },
  { type: "error", name: "StaleOldValue", inputs: [{ name: "slot", type: "bytes32" }, { name: "current", type: "bytes32" }, { name: "oldValue", type: "bytes32" }] },
  // Write-once slots (a landing's old value must be empty, its new value not) and DisputeGame.resolve's liability check.
  { type: "error", name: "Overwrite", inputs: [{ name: "slot", type: "bytes32" }, { name: "oldValue", type: "bytes32" }] },
  { type: "error", name: "EmptyValue", inputs: [{ name: "slot", type: "bytes32" }] },
  { type: "error", name: "NotLiable", inputs: [{ name: "challengeId", type: "uint256" }] },
] as const;

function findRevertData(e: unknown, depth = 0): Hex | undefined {
  if (!e || typeof e !== "object" || depth > 6) return undefined;
  const o = e as Record<string, unknown>;
  for (const k of ["data", "cause", "error"]) {
    const v = o[k];
    if (typeof v === "string" && /^0x[0-9a-fA-F]{8,}$/.test(v)) return v as Hex;
    if (v && typeof v === "object") {
      const d = findRevertData(v, depth + 1);
      if (d) return d;
    }
  }
  return undefined;
}

const isRejection = (e: unknown) => {
  const o = e as { code?: number; cause?: { code?: number } };
  return o?.code === 4001 || o?.cause?.code === 4001 || /user rejected|denied/i.test(String((e as Error)?.message ?? ""));
};

/** One transaction the page sent, and what became of it. */
export interface TxRecord {
  label: string;
  state: "simulating" | "signing" | "pending" | "success" | "reverted" | "refused" | "rejected" | "failed";
  hash?: Hex;
  gasUsed?: bigint;
  block?: bigint;
  message?: string;
  /** The contract's error name, when it named one. */
  error?: string;
}

export type GameCall =
  /** open(consumer, prompt, n, root, tokens, t, signatory, mismatch): signatory the landing's signer-set record (chain.quorumSignatory), mismatch [] or a mismatch proof. */
  | { functionName: "open"; args: readonly [Address, readonly bigint[], bigint, Hex, readonly bigint[], Transition, Hex, readonly Hex[]] }
  | { functionName: "defend"; args: readonly [bigint] }
  | { functionName: "withdraw"; args?: readonly [] }
  | { functionName: "setMover"; args: readonly [Address, boolean] }
  | { functionName: "timeout"; args: readonly [bigint] }
  | { functionName: "release"; args: readonly [bigint] };


/** The connected wallet: one account on the deployment's chain. */
export class Wallet {
  account?: Address;
  chainId?: number;
  constructor(
    readonly provider: Eip1193,
    readonly client: PublicClient,
    readonly wantChain: number,
  ) {}

  /** Asks the wallet for an account; records its chain. WrongChain is not thrown here: see checkChain. */
  async connect(): Promise<Address> {
    let accounts: unknown;
    try {
      accounts = await this.provider.request({ method: "eth_requestAccounts" });
    } catch (e) {
      if (isRejection(e)) throw new WalletError("rejected", "you declined to connect the wallet");
      throw new WalletError("failed", `the wallet did not connect: ${shortError(e)}`);
    }
    const a = Array.isArray(accounts) ? (accounts[0] as Address | undefined) : undefined;
    if (!a) throw new WalletError("no_account", "the wallet gave no account");
    this.account = a;
    await this.readChain();
    return a;
  }

  async readChain(): Promise<number> {
    const id = await this.provider.request({ method: "eth_chainId" });
    this.chainId = Number(id);
    return this.chainId;
  }

  /** Throws wrong_chain unless the wallet is on the deployment's chain. */
  async checkChain(): Promise<void> {
    const id = await this.readChain();
    if (id !== this.wantChain) {
      throw new WalletError("wrong_chain", `your wallet is on chain ${id}; this deployment is chain ${this.wantChain}. Switch the wallet to chain ${this.wantChain} (the button below asks it to), then try again.`);
    }
  }

  /** Asks the wallet to switch to the deployment's chain (EIP-3326). */
  async switchChain(): Promise<void> {
    try {
      await this.provider.request({ method: "wallet_switchEthereumChain", params: [{ chainId: `0x${this.wantChain.toString(16)}` }] });
    } catch (e) {
      if (isRejection(e)) throw new WalletError("rejected", "you declined to switch chains");
      throw new WalletError("wrong_chain", `the wallet could not switch to chain ${this.wantChain}: ${shortError(e)}. Add the network by hand (its RPC is this page's /rpc).`);
    }
    await this.readChain();
  }

  /**
   * Sends a call to the dispute game: simulated on the deployment's RPC
   * first (a refusal is reported by the contract's error name, nothing
   * sent), then signed by the wallet, then followed to its receipt.
   * update is called at every state.
   */
  async send(game: Address, call: GameCall, value: bigint, label: string, update: (r: TxRecord) => void): Promise<TxRecord> {
    const data = encodeFunctionData({ abi: disputeGameAbi, functionName: call.functionName, args: (call.args ?? []) as never });
    return this.sendData(game, data, value, label, update, "the game");
  }

  /** send for any contract: data is the calldata; who names the contract in a refusal ("the market"). */
  async sendData(to: Address, data: Hex, value: bigint, label: string, update: (r: TxRecord) => void, who: string): Promise<TxRecord> {
    const game = to;
    const rec: TxRecord = { label, state: "simulating" };
    const set = (p: Partial<TxRecord>) => {
      Object.assign(rec, p);
      update({ ...rec });
      return rec;
    };
    update({ ...rec });
    if (!this.account) return set({ state: "failed", message: "connect a wallet first" });
    try {
      await this.checkChain();
    } catch (e) {
      return set({ state: "failed", message: (e as Error).message, error: "wrong chain" });
    }
    try {
      await this.client.call({ account: this.account, to: game, data, value });
    } catch (e) {
      const ce = contractErrorOf(e);
      return set({ state: "refused", error: ce?.name, message: ce ? `Refused by ${who}: ${ce.name} — ${errorInWords(ce.name, ce.args)}. Nothing was sent.` : `Refused: ${shortError(e)}. Nothing was sent.` });
    }
    set({ state: "signing", message: "confirm it in your wallet" });
    let hash: Hex;
    try {
      hash = (await this.provider.request({
        method: "eth_sendTransaction",
        params: [{ from: this.account, to: game, data, value: `0x${value.toString(16)}` }],
      })) as Hex;
    } catch (e) {
      if (isRejection(e)) return set({ state: "rejected", message: "You rejected the transaction in your wallet: nothing was sent." });
      const ce = contractErrorOf(e);
      if (ce) return set({ state: "refused", error: ce.name, message: `Refused: ${ce.name} — ${errorInWords(ce.name, ce.args)}. Nothing was sent.` });
      return set({ state: "failed", message: `The wallet did not send it: ${shortError(e)}` });
    }
    set({ state: "pending", hash, message: "waiting for a block" });
    try {
      const r = await this.client.waitForTransactionReceipt({ hash, timeout: 120_000 });
      if (r.status === "success") return set({ state: "success", gasUsed: r.gasUsed, block: r.blockNumber, message: "" });
      // Mined but reverted (the state changed between the simulation and the block): the reason, replayed at that block.
      let why = "";
      try {
        await this.client.call({ account: this.account, to: game, data, value, blockNumber: r.blockNumber });
      } catch (e) {
        const ce = contractErrorOf(e);
        if (ce) {
          rec.error = ce.name;
          why = `${ce.name} — ${errorInWords(ce.name, ce.args)}`;
        }
      }
      return set({ state: "reverted", gasUsed: r.gasUsed, block: r.blockNumber, message: `Reverted in block ${r.blockNumber}${why ? `: ${why}` : ""}.` });
    } catch (e) {
      return set({ state: "failed", message: `no receipt for ${hash}: ${shortError(e)}` });
    }
  }
}

/** The injected wallet, if the browser has one. */
export function injected(): Eip1193 | undefined {
  return (globalThis as { ethereum?: Eip1193 }).ethereum;
}
