// A minimal injected EIP-1193 wallet for the e2e: window.ethereum in the
// page forwards every request to this process (Playwright's exposeFunction),
// which signs eth_sendTransaction with a devnet dev key (viem, in Node) and
// passes every other call to the deployment's RPC. The test can set the
// chain it claims to be on (a wrong chain) and make it reject the next
// request as a person would (EIP-1193 code 4001).
import type { Page } from "playwright-core";
import { createWalletClient, defineChain, http, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";

export interface DevWallet {
  address: Hex;
  /** Switches the wallet to another dev key and tells the page (accountsChanged), as a person picking another account would. */
  use(key: Hex): Promise<void>;
  /** The chain id the wallet reports (eth_chainId). */
  chainId: number;
  /** Reject the next eth_sendTransaction (as if the person declined it). */
  rejectNext: boolean;
  /** Every request the page made, by method. */
  calls: string[];
}

export async function injectWallet(page: Page, key: Hex, rpcUrl: string, chainId: number): Promise<DevWallet> {
  let account = privateKeyToAccount(key);
  const chain = defineChain({ id: chainId, name: "devnet", nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } });
  let client = createWalletClient({ account, chain, transport: http(rpcUrl) });
  const w: DevWallet = {
    address: account.address,
    chainId,
    rejectNext: false,
    calls: [],
    async use(k: Hex) {
      account = privateKeyToAccount(k);
      client = createWalletClient({ account, chain, transport: http(rpcUrl) });
      w.address = account.address;
      await page.evaluate((a) => (window as unknown as { ethereum: { emit(e: string, v: unknown): void } }).ethereum.emit("accountsChanged", [a]), account.address);
    },
  };
  await page.exposeFunction("__deepcallDevWallet", async (method: string, params: unknown[]) => {
    w.calls.push(method);
    try {
      switch (method) {
        case "eth_requestAccounts":
        case "eth_accounts":
          return { result: [account.address] };
        case "eth_chainId":
          return { result: `0x${w.chainId.toString(16)}` };
        case "wallet_switchEthereumChain": {
          const want = Number((params[0] as { chainId: string }).chainId);
          if (want !== chainId) return { error: { code: 4902, message: `unknown chain ${want}` } };
          w.chainId = want;
          return { result: null };
        }
        case "eth_sendTransaction": {
          if (w.rejectNext) {
            w.rejectNext = false;
            return { error: { code: 4001, message: "User rejected the request." } };
          }
          const tx = params[0] as { to: Hex; data: Hex; value?: Hex };
          const hash = await client.sendTransaction({ to: tx.to, data: tx.data, value: tx.value ? BigInt(tx.value) : 0n, chain });
          return { result: hash };
        }
        default:
          return { result: await client.request({ method: method as never, params: params as never }) };
      }
    } catch (e) {
      const err = e as { code?: number; message?: string; shortMessage?: string };
      return { error: { code: err.code ?? -32603, message: err.shortMessage ?? err.message ?? String(e) } };
    }
  });
  await page.addInitScript(() => {
    const call = (window as unknown as { __deepcallDevWallet(m: string, p: unknown[]): Promise<{ result?: unknown; error?: { code: number; message: string } }> }).__deepcallDevWallet;
    const listeners = new Map<string, ((v: unknown) => void)[]>();
    (window as unknown as { ethereum: unknown }).ethereum = {
      isDeepcallDevWallet: true,
      async request({ method, params }: { method: string; params?: unknown[] }) {
        const r = await call(method, params ?? []);
        if (r.error) throw Object.assign(new Error(r.error.message), { code: r.error.code });
        return r.result;
      },
      on(e: string, cb: (v: unknown) => void) {
        listeners.set(e, [...(listeners.get(e) ?? []), cb]);
      },
      removeListener(e: string, cb: (v: unknown) => void) {
        listeners.set(e, (listeners.get(e) ?? []).filter((x) => x !== cb));
      },
      emit(e: string, v: unknown) {
        for (const cb of listeners.get(e) ?? []) cb(v);
      },
    };
  });
  return w;
}
