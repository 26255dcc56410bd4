// The model's text tokenizer: byte-level BPE from a Hugging Face
// tokenizer.json, with the library the Go tokenizer is tested against. The
// page imports this module only when the deployment serves a tokenizer.

import { Tokenizer } from "@huggingface/tokenizers";

/** The model's text tokenizer (byte-level BPE from a tokenizer.json). */
export class TextTokenizer {
  private readonly tok: Tokenizer;

  constructor(tokenizerJSON: object, tokenizerConfig: object = {}) {
    this.tok = new Tokenizer(tokenizerJSON, tokenizerConfig);
  }

  /**
   * Token ids of text as the router makes them: with the tokenizer's special
   * tokens (its post-processor: a llama2.c vocabulary's BOS) for a text
   * prompt, without for a chat prompt, whose template wrote them.
   */
  encode(text: string, special = true): number[] {
    return this.tok.encode(text, { add_special_tokens: special }).ids;
  }

  decode(ids: readonly number[]): string {
    if (ids.length === 0) return ""; // the library refuses an empty list (a chat reply can be empty)
    // No clean-up of spaces before punctuation: the Go tokenizer (the router's
    // result.text) does none, and "x ?" must read back as "x ?".
    return this.tok.decode([...ids], { skip_special_tokens: false, clean_up_tokenization_spaces: false });
  }
}

export class TokenizerLoadError extends Error {
  override name = "TokenizerLoadError";
}

/** Fetches and builds the tokenizer named by the deployment's config. */
export async function loadTokenizer(url: string, fetchFn: typeof fetch = fetch): Promise<TextTokenizer> {
  let res: Response;
  try {
    res = await fetchFn(url);
  } catch (e) {
    throw new TokenizerLoadError(`fetching the tokenizer ${url}: ${(e as Error).message}`);
  }
  if (!res.ok) throw new TokenizerLoadError(`fetching the tokenizer ${url}: HTTP ${res.status}`);
  let json: unknown;
  try {
    json = await res.json();
  } catch (e) {
    throw new TokenizerLoadError(`the tokenizer ${url} is not JSON: ${(e as Error).message}`);
  }
  if (typeof json !== "object" || json === null || !("model" in json)) {
    throw new TokenizerLoadError(`the tokenizer ${url} is not a Hugging Face tokenizer.json (no "model")`);
  }
  return new TextTokenizer(json);
}
