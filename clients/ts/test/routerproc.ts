// The real router (cmd/router, built here with the Go toolchain) on a free
// port, executing on its in-process engine over the test models: shared by
// the client's tests and the dapp's (web/test/router.test.ts).
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { RouterClient } from "../src/router.js";

/** The repository's root. */
export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

/** stories260K's golden vectors (testdata/vectors). */
export const golden = JSON.parse(readFileSync(path.join(repo, "testdata/vectors/stories260K.json"), "utf8")) as {
  manifest: string;
  cases: { prompt: number[]; tokens: number[] }[];
};

/** llama2.c's published stories260K sample goes on so after "Once upon a time". */
export const STORY_OPENING = ", there was a little girl named Lily. She";

export interface RouterProc {
  client: RouterClient;
  stop(): void;
}

/** A free TCP port on the loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const a = s.address();
      s.close(() => (typeof a === "object" && a ? resolve(a.port) : reject(new Error("no port"))));
    });
  });
}

/** Builds and starts the router with stories260K (the default), the text model and a model without a tokenizer. */
export async function startRouter(name: string): Promise<RouterProc> {
  const dir = mkdtempSync(path.join(tmpdir(), `deepcall-${name}-router-`));
  const bin = path.join(dir, "router");
  execFileSync("go", ["build", "-o", bin, "./cmd/router"], { cwd: repo, stdio: "inherit" });
  const port = await freePort();
  const models = ["--model", "testdata/manifests/stories260K", "--model", "testdata/textmodel", "--model", "testdata/manifests/rand-odd40"];
  const proc = spawn(bin, ["--listen", `127.0.0.1:${port}`, "--store", path.join(dir, "store"), "--rate", "0", ...models], { cwd: repo });
  let logs = "";
  proc.stdout?.on("data", (d) => (logs += d));
  proc.stderr?.on("data", (d) => (logs += d));
  const stop = () => {
    proc.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  };
  const client = new RouterClient(`http://127.0.0.1:${port}`);
  for (let i = 0; ; i++) {
    try {
      await client.health();
      return { client, stop };
    } catch (e) {
      if (i > 100) {
        stop();
        throw new Error(`the router did not start: ${(e as Error).message}\n${logs}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
