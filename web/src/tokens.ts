// Prompt input: raw token ids, the primary path for stories260K, whose
// sentencepiece vocabulary has no tokenizer.json. Text goes through the
// model's Hugging Face tokenizer (text.ts, loaded only when the deployment
// serves one).

export type TokenInputCode = "empty" | "not_an_integer" | "out_of_range" | "too_long";

/** A prompt that cannot be sent, with the offending position when there is one. */
export class TokenInputError extends Error {
  override name = "TokenInputError";
  constructor(
    readonly code: TokenInputCode,
    message: string,
    readonly position?: number,
  ) {
    super(message);
  }
}

/**
 * Parses comma- (or space-) separated token ids. Every id must be a plain
 * decimal integer in [0, vocab) when vocab is known; at most maxLen ids.
 */
export function parseTokenIds(text: string, vocab?: number, maxLen?: number): number[] {
  const parts = text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter((s) => s !== "");
  if (parts.length === 0) throw new TokenInputError("empty", "the prompt has no token ids");
  const ids = parts.map((s, i) => {
    if (!/^\d+$/.test(s)) {
      throw new TokenInputError("not_an_integer", `token ${i + 1} ("${s}") is not a non-negative integer`, i);
    }
    const v = Number(s);
    if (!Number.isSafeInteger(v) || (vocab !== undefined && v >= vocab)) {
      throw new TokenInputError(
        "out_of_range",
        vocab !== undefined ? `token ${i + 1} (${s}) is outside the vocabulary: ids are 0 … ${vocab - 1}` : `token ${i + 1} (${s}) is far too large`,
        i,
      );
    }
    return v;
  });
  if (maxLen !== undefined && ids.length > maxLen) {
    throw new TokenInputError("too_long", `the prompt has ${ids.length} tokens; the model takes at most ${maxLen}`);
  }
  return ids;
}

/** Checks n (tokens to generate) against the context: len(prompt) + n − 1 ≤ seqLen. */
export function checkCount(n: number, promptLen: number, seqLen?: number): void {
  if (!Number.isSafeInteger(n) || n < 1) throw new TokenInputError("out_of_range", "n must be a whole number of at least 1");
  if (seqLen !== undefined && promptLen + n - 1 > seqLen) {
    throw new TokenInputError("too_long", `prompt (${promptLen}) + n (${n}) − 1 exceeds the context of ${seqLen} tokens`);
  }
}
