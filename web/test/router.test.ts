// The page's tokenizer against the real router's (cmd/router, built here
// with the Go toolchain): text in and text out on the tokenizer-pinned models
// (testdata/textmodel, stories260K), the router's ids and decoded text equal
// the page's. The router client itself is tested in clients/ts.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { inputHash, RouterClient } from "@deepcall/client";
import { TextTokenizer } from "../src/text";
import { golden, repo, startRouter, STORY_OPENING, type RouterProc } from "../../clients/ts/test/routerproc";

let router: RouterProc | undefined;
let client: RouterClient;

beforeAll(async () => {
  router = await startRouter("web");
  client = router.client;
});

afterAll(() => router?.stop());

describe("the page's tokenizer and the router's", () => {
  test("text in, text out on the tokenizer-pinned models; ids only on a model without one", async () => {
    const h = await client.health();
    const textModel = h.models?.find((m) => m.name === "text512");
    const idsOnly = h.models?.find((m) => !m.text);
    expect(h.models?.find((m) => m.hash === golden.manifest)?.text).toBe(true);
    expect(idsOnly?.name).toBe("rand-odd40");
    expect(textModel).toMatchObject({ name: "text512", vocab: 512, text: true });
    const page = new TextTokenizer(JSON.parse(readFileSync(path.join(repo, "testdata/textmodel/tokenizer.json"), "utf8")));
    const text = "Once upon a time, a café 😀";
    const t = await client.submit(text, 6, textModel!.hash);
    // The router's ids are the page's: the same tokenizer on both sides.
    expect(t.prompt).toEqual(page.encode(text));
    expect(t.prompt_text).toBe(text);
    expect(t.input_hash).toBe(inputHash(page.encode(text), 6));
    const final = await client.wait(t.id, { pollMs: 100 });
    expect(final.status).toBe("done");
    expect(final.result?.tokens?.length).toBe(6);
    expect(final.result?.text).toBe(page.decode(final.result!.tokens!));
    // Text to a model without a tokenizer, and text that is not UTF-8, are named.
    await expect(client.submit("hello", 2, idsOnly!.hash)).rejects.toMatchObject({ code: "no_tokenizer", status: 400 });
    await expect(client.submit("x\ud800", 2, textModel!.hash)).rejects.toMatchObject({ code: "invalid_text", status: 400 });
    await expect(client.submit("ab ".repeat(200), 2, textModel!.hash)).rejects.toMatchObject({ code: "prompt_too_long", status: 422 });
    // A conversation goes as messages; a model without a chat template names that.
    await expect(client.submit([{ role: "user", content: "hi" }], 2, textModel!.hash)).rejects.toMatchObject({ code: "no_chat_template", status: 400, field: "messages" });
  });

  test("stories260K takes a story opening as text and answers the story", async () => {
    const page = new TextTokenizer(JSON.parse(readFileSync(path.join(repo, "testdata/manifests/stories260K/tokenizer.json"), "utf8")));
    const t = await client.submit("Once upon a time", 12, golden.manifest as `0x${string}`);
    // BOS first, as llama2.c's encoder gives it; the page's ids are the router's.
    expect(t.prompt).toEqual([1, 403, 407, 261, 378]);
    expect(page.encode("Once upon a time")).toEqual(t.prompt);
    const final = await client.wait(t.id, { pollMs: 100 });
    expect(final.status).toBe("done");
    expect(final.result?.text).toBe(page.decode(final.result!.tokens!));
    expect(final.result?.text).toBe(STORY_OPENING);
  });
});
