import { defineConfig } from "vitest/config";
import { resolve } from "./vite.config";

// The end-to-end run: headless Chromium against a live deployment
// (DEEPCALL_WEB_URL, e.g. `deepcall devnet --web 127.0.0.1:8080`). The tests
// share one browser and run in order.
export default defineConfig({
  resolve,
  test: {
    include: ["e2e/**/*.e2e.ts"],
    testTimeout: 180_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    sequence: { concurrent: false },
    reporters: ["verbose"],
  },
});
