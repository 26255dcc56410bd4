// TaskMarket as a client uses it: the quoted fee of a task, the request a
// wallet pays it with, and the refunds it can withdraw.

import { encodeFunctionData, isHex, keccak256, toBytes, type Address, type Hex, type PublicClient } from "viem";
import { taskMarketAbi } from "./abi/TaskMarket.gen.js";
import { ChainError } from "./errors.js";

/** A capacity class id: keccak256 of its name (economy.Class). */
export const classId = (name: string): Hex => keccak256(toBytes(name));

/** A capacity class given by name ("cpu-avx512") or by id (0x and 64 hex digits), as its id. */
export const classKey = (cls: string): Hex => (isHex(cls) && cls.length === 66 ? (cls.toLowerCase() as Hex) : classId(cls));

/** TaskMarket.request(prompt, n, class) calldata: send it with the quoted fee (quoteFee) or more. */
export function requestData(prompt: readonly number[], n: number, cls: string): Hex {
  return encodeFunctionData({ abi: taskMarketAbi, functionName: "request", args: [prompt.map(BigInt), BigInt(n), classKey(cls)] });
}

/** TaskMarket.withdraw() calldata: the sender's whole balance. */
export const withdrawData = (): Hex => encodeFunctionData({ abi: taskMarketAbi, functionName: "withdraw" });

/** An account's balance on the market (refunds, claimed fees), wei. */
export async function marketBalance(client: PublicClient, market: Address, who: Address): Promise<bigint> {
  try {
    return await client.readContract({ address: market, abi: taskMarketAbi, functionName: "balanceOf", args: [who] });
  } catch (e) {
    throw new ChainError(`reading the market balance of ${who} (TaskMarket.balanceOf)`, e);
  }
}

/** The least fee TaskMarket takes for a prompt of promptLen tokens and n generated on class cls (feeFor). */
export async function quoteFee(client: PublicClient, market: Address, cls: string, promptLen: number, n: number): Promise<bigint> {
  try {
    return await client.readContract({ address: market, abi: taskMarketAbi, functionName: "feeFor", args: [classKey(cls), BigInt(promptLen), BigInt(n)] });
  } catch (e) {
    throw new ChainError("quoting the fee (TaskMarket.feeFor)", e);
  }
}
