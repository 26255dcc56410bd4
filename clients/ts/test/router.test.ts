// The router client against the real router (cmd/router, built here with
// the Go toolchain) executing on its in-process engine: submit, read, the
// WebSocket stream and the polling wait to the final state, health, the
// API's named errors, text in and text out on the tokenizer-pinned models.
// (web/test/router.test.ts checks the page's tokenizer against the router's.)
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { inputHash, RouterClient, RouterError, type Task } from "../src/index.js";
import { freePort, golden, startRouter, STORY_OPENING, type RouterProc } from "./routerproc.js";

let router: RouterProc | undefined;
let client: RouterClient;

beforeAll(async () => {
  router = await startRouter("client");
  client = router.client;
});

afterAll(() => router?.stop());

describe("router client against the real router", () => {
  test("health names the model with its vocabulary and context", async () => {
    const h = await client.health();
    expect(h.status).toBe("ok");
    expect(h.default_model).toBe(golden.manifest);
    expect(h.models?.[0]).toMatchObject({ vocab: 512, seq_len: 512 });
  });

  test("submit, then follow the stream to the final state", async () => {
    const t = await client.submit([1], 6);
    expect(t.id).toMatch(/^[0-9a-f]{32}$/);
    expect(t.input_hash).toBe(inputHash([1], 6));
    const seen: Task[] = [];
    const final = await new Promise<Task>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no final state; saw ${seen.map((s) => s.status)}`)), 30_000);
      client.follow(t.id, {
        task: (x) => {
          seen.push(x);
          if (["done", "landed", "failed"].includes(x.status)) {
            clearTimeout(timer);
            resolve(x);
          }
        },
        error: (e) => {
          if (e.code !== "unreachable") reject(e);
        },
      });
    });
    // Versions only increase, and the engine's tokens are the golden ones.
    for (let i = 1; i < seen.length; i++) expect(seen[i].version).toBeGreaterThan(seen[i - 1].version);
    expect(final.status).toBe("done");
    expect(final.result?.tokens).toEqual(golden.cases[0].tokens.slice(0, 6));
    expect((await client.get(t.id)).status).toBe("done");
    // The same request within the TTL is the same task.
    expect((await client.submit([1], 6)).id).toBe(t.id);
  });

  test("wait polls a task to its final state, and stops when aborted", async () => {
    const t = await client.submit([1, 400], 5);
    const seen: string[] = [];
    const final = await client.wait(t.id, { pollMs: 50, onTask: (x) => seen.push(x.status) });
    expect(final.status).toBe("done");
    expect(final.input_hash).toBe(inputHash([1, 400], 5));
    expect(final.result?.tokens?.length).toBe(5);
    expect(seen.at(-1)).toBe("done");
    // An aborted wait rejects with the signal's reason, before and during its pause.
    const stop = new AbortController();
    stop.abort(new Error("enough"));
    await expect(client.wait(t.id, { signal: stop.signal })).rejects.toThrow("enough");
    // A task that stays queued (the router's own answer, held): the abort ends the pause between reads.
    const held = new RouterClient(client.baseUrl, async () => Response.json({ ...t, status: "queued" }));
    const later = new AbortController();
    setTimeout(() => later.abort(new Error("later")), 30);
    const t0 = Date.now();
    await expect(held.wait(t.id, { signal: later.signal, pollMs: 10_000 })).rejects.toThrow("later");
    expect(Date.now() - t0).toBeLessThan(5_000);
  });

  test.each([
    [[512], 1, "token_out_of_range", "prompt[0]"],
    [[1], 0, "invalid_count", "n"],
    [[1], 600, "context_overflow", undefined],
  ])("prompt %j, n %j is refused as %s", async (prompt, n, code, field) => {
    const err = await client.submit(prompt, n).then(
      () => undefined,
      (e) => e,
    );
    expect(err).toBeInstanceOf(RouterError);
    expect(err.code).toBe(code);
    if (field) expect(err.field).toBe(field);
  });

  test("an unknown task is not_found, on GET and on the stream", async () => {
    await expect(client.get("f".repeat(32))).rejects.toMatchObject({ code: "not_found", status: 404 });
    const e = await new Promise<RouterError>((resolve) => {
      const f = client.follow("f".repeat(32), { task: () => {}, error: (err) => (f.stop(), resolve(err)) });
    });
    expect(e.code).toBe("not_found");
  });

  test("text in, text out on the tokenizer-pinned models; ids only on a model without one", async () => {
    const h = await client.health();
    const textModel = h.models?.find((m) => m.name === "text512");
    const idsOnly = h.models?.find((m) => !m.text);
    expect(h.models?.find((m) => m.hash === golden.manifest)?.text).toBe(true);
    expect(idsOnly?.name).toBe("rand-odd40");
    expect(textModel).toMatchObject({ name: "text512", vocab: 512, text: true });
    const text = "Once upon a time, a café 😀";
    const t = await client.submit(text, 6, textModel!.hash);
    expect(t.prompt_text).toBe(text);
    expect(t.input_hash).toBe(inputHash(t.prompt, 6));
    const final = await client.wait(t.id, { pollMs: 100 });
    expect(final.status).toBe("done");
    expect(final.result?.tokens?.length).toBe(6);
    expect(typeof final.result?.text).toBe("string");
    // Text to a model without a tokenizer, and text that is not UTF-8, are named.
    await expect(client.submit("hello", 2, idsOnly!.hash)).rejects.toMatchObject({ code: "no_tokenizer", status: 400 });
    await expect(client.submit("x\ud800", 2, textModel!.hash)).rejects.toMatchObject({ code: "invalid_text", status: 400 });
    await expect(client.submit("ab ".repeat(200), 2, textModel!.hash)).rejects.toMatchObject({ code: "prompt_too_long", status: 422 });
    // A conversation goes as messages; a model without a chat template names that.
    await expect(client.submit([{ role: "user", content: "hi" }], 2, textModel!.hash)).rejects.toMatchObject({ code: "no_chat_template", status: 400, field: "messages" });
  });

  test("stories260K takes a story opening as text and answers the story", async () => {
    const t = await client.submit("Once upon a time", 12, golden.manifest as `0x${string}`);
    // BOS first, as llama2.c's encoder gives it.
    expect(t.prompt).toEqual([1, 403, 407, 261, 378]);
    const final = await client.wait(t.id, { pollMs: 100 });
    expect(final.status).toBe("done");
    expect(final.result?.tokens).toEqual(golden.cases[0].tokens.slice(4, 16));
    expect(final.result?.text).toBe(STORY_OPENING);
  });

  test("a router that is not there is unreachable", async () => {
    const gone = new RouterClient(`http://127.0.0.1:${await freePort()}`);
    await expect(gone.health()).rejects.toMatchObject({ code: "unreachable" });
  });
});
