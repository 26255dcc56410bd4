import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// @deepcall/client is the client package's sources (clients/ts/src), built
// with the page; its imports of viem resolve to the page's copy.
export const resolve = {
  alias: [{ find: /^@deepcall\/client$/, replacement: fileURLToPath(new URL("../clients/ts/src/index.ts", import.meta.url)) }],
  dedupe: ["viem"],
};

// `npm run dev` and `npm run preview` proxy the deployment's endpoints to a
// running devnet (DEEPCALL_DEVNET, e.g. http://127.0.0.1:8080), so the page
// is developed against the real chain and router.
const devnet = process.env.DEEPCALL_DEVNET;
const proxy = devnet
  ? {
      "/config.json": { target: devnet },
      "/tokenizer.json": { target: devnet },
      "/rpc": { target: devnet },
      "/v1": { target: devnet, ws: true },
    }
  : undefined;

export default defineConfig({
  // Relative asset URLs: the page works wherever it is served from.
  base: "./",
  resolve,
  build: { outDir: "dist", target: "es2022", sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: { proxy },
  preview: { proxy },
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // The router client's stream test needs WebSocket, global from Node 22
    // on and behind a flag in Node 20.
    execArgv: typeof WebSocket === "undefined" ? ["--experimental-websocket"] : [],
  },
});
