import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    // router.test.ts builds cmd/router with Go first.
    hookTimeout: 180_000,
    // The router client's stream test needs WebSocket, global from Node 22
    // on and behind a flag in Node 20.
    execArgv: typeof WebSocket === "undefined" ? ["--experimental-websocket"] : [],
  },
});
