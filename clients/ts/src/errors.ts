// The client's chain errors. A router call fails with RouterError
// (router.ts); a chain read with ChainError, which names the read.

/** A chain read failed; what names the read, cause is the underlying error. */
export class ChainError extends Error {
  override name = "ChainError";
  constructor(
    readonly what: string,
    cause: unknown,
  ) {
    super(`${what}: ${shortError(cause)}`, { cause });
  }
}

/** viem's errors are long; keep their first line. */
export function shortError(e: unknown): string {
  const err = e as { shortMessage?: string; message?: string };
  return (err?.shortMessage ?? err?.message ?? String(e)).split("\n")[0];
}
