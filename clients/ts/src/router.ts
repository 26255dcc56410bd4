// The router's task API (router/openapi.yaml): submit, read, health, and the
// WebSocket stream of task changes. The router computes and lands answers;
// what the chain holds (answer.ts) is what an app acts on.

import type { Hex } from "viem";
import { sleep } from "./sleep.js";

export type Status = "queued" | "executing" | "signed" | "submitted" | "landed" | "done" | "failed";
export const FINAL: readonly Status[] = ["landed", "done", "failed"];

export interface ApiError {
  code: string;
  message: string;
  field?: string;
}

export interface Task {
  id: string;
  status: Status;
  model: Hex;
  input_hash: Hex;
  /** The token ids computed: the text's tokens when the task came as text. */
  prompt: number[];
  /** The text the task was submitted as (a model that pins a tokenizer). */
  prompt_text?: string;
  n: number;
  created_at: string;
  updated_at: string;
  expires_at: string;
  version: number;
  attempts: number;
  signatures?: { signed: number; quorum: number };
  result?: {
    tokens?: number[];
    root?: Hex;
    steps?: number;
    ops?: number;
    backend?: string;
    tx?: Hex;
    block?: number;
    /** One link per step; the last is root. Not on chain: check it against the chain's root. */
    checkpoints?: Hex[];
    /** The consumer calldata that lands the quorum-signed answer, once signed: anyone may send it. */
    landing?: Hex;
    /** tokens decoded by the model's pinned tokenizer (the router's decoding). */
    text?: string;
    /** A chat model's reply: the tokens before its end-of-turn token, decoded. */
    answer?: string;
    /** The end-of-turn token came within the n tokens. */
    finished?: boolean;
  };
  error?: ApiError;
}

/** One turn of a conversation (router/openapi.yaml, TaskRequest.messages). */
export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

function isChat(p: number[] | string | ChatMessage[]): p is ChatMessage[] {
  return Array.isArray(p) && p.length > 0 && typeof p[0] === "object";
}

export interface Health {
  status: "ok" | "shutting_down";
  /** text: the model takes prompt text (it pins a tokenizer, tokenizer is its keccak256); false: ids only. */
  /** chat: the model takes messages (it has a chat template); its replies end at token end_of_turn. */
  models?: { hash: Hex; name?: string; vocab?: number; seq_len?: number; text?: boolean; tokenizer?: Hex; chat?: boolean; end_of_turn?: number }[];
  default_model?: Hex;
  queued?: number;
  executing?: number;
  streams?: number;
  uptime_s?: number;
}

/**
 * A failed router call: code is the API's error code, or "unreachable"
 * (no answer at all) or "bad_response" (an answer that is not the API's).
 */
export class RouterError extends Error {
  override name = "RouterError";
  constructor(
    readonly code: string,
    message: string,
    readonly status = 0,
    readonly field?: string,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export class RouterClient {
  constructor(
    readonly baseUrl: string,
    private readonly fetchFn: typeof fetch = (...a) => fetch(...a),
  ) {}

  private url(path: string): string {
    return `${this.baseUrl}/v1/${path}`;
  }

  private async call<T>(path: string, init?: RequestInit): Promise<T> {
    let res: Response;
    try {
      res = await this.fetchFn(this.url(path), init);
    } catch (e) {
      throw new RouterError("unreachable", `the router at ${this.baseUrl} is unreachable (${(e as Error).message})`);
    }
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      throw new RouterError("bad_response", `the router answered HTTP ${res.status} without JSON`, res.status);
    }
    if (!res.ok) {
      const err = (body as { error?: ApiError })?.error;
      const ra = Number(res.headers.get("Retry-After"));
      if (err && typeof err.code === "string") {
        throw new RouterError(err.code, err.message ?? err.code, res.status, err.field, ra > 0 ? ra : undefined);
      }
      throw new RouterError("bad_response", `the router answered HTTP ${res.status}`, res.status);
    }
    return body as T;
  }

  /**
   * prompt: token ids, text for a model that pins a tokenizer (the router
   * tokenizes it), or a conversation for a chat model (the router applies
   * the model's chat template and returns the text as prompt_text).
   */
  submit(prompt: number[] | string | ChatMessage[], n: number, model?: Hex): Promise<Task> {
    const body: Record<string, unknown> = isChat(prompt) ? { messages: prompt, n } : { prompt, n };
    if (model) body.model = model;
    return this.call<Task>("tasks", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  }

  get(id: string): Promise<Task> {
    return this.call<Task>(`tasks/${encodeURIComponent(id)}`);
  }

  /** The tasks whose prompt and n hash to input (GET /v1/tasks?input=), oldest first. */
  async find(input: Hex): Promise<Task[]> {
    const r = await this.call<{ tasks?: Task[] }>(`tasks?input=${encodeURIComponent(input)}`);
    return Array.isArray(r.tasks) ? r.tasks : [];
  }

  /**
   * Reads the task every pollMs (default 500) until it is final (landed,
   * done or failed: a failed task comes back, its error says why) and returns
   * it; rejects with the signal's reason when it aborts. Needs no WebSocket.
   */
  async wait(id: string, opts: { signal?: AbortSignal; pollMs?: number; onTask?(t: Task): void } = {}): Promise<Task> {
    let version = -1;
    for (;;) {
      opts.signal?.throwIfAborted();
      const t = await this.get(id);
      if (t.version > version) opts.onTask?.(t);
      version = Math.max(version, t.version);
      if (FINAL.includes(t.status)) return t;
      await sleep(opts.pollMs ?? 500, opts.signal);
    }
  }

  health(): Promise<Health> {
    return this.call<Health>("healthz");
  }

  /** The stream's URL for the given task ids (ws: or wss: like the page). */
  streamUrl(ids: string[]): string {
    const u = new URL(this.url("stream"));
    u.protocol = u.protocol === "https:" ? "wss:" : "ws:";
    for (const id of ids) u.searchParams.append("task", id);
    return u.toString();
  }

  /**
   * Follows a task over the WebSocket: onTask gets its current state, then
   * each change. The stream reconnects (with a fresh snapshot) when it drops,
   * until the task is final or stop() is called.
   */
  follow(
    id: string,
    on: { task(t: Task): void; error(e: RouterError): void; connection?(open: boolean): void },
    WS: typeof WebSocket = WebSocket,
  ): { stop(): void } {
    let stopped = false;
    let ws: WebSocket | undefined;
    let last = -1;
    let retry = 500;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      if (stopped) return;
      ws = new WS(this.streamUrl([id]));
      ws.onopen = () => {
        retry = 500;
        on.connection?.(true);
      };
      ws.onmessage = (ev) => {
        let m: { type?: string; task?: Task; error?: ApiError };
        try {
          m = JSON.parse(String(ev.data));
        } catch {
          on.error(new RouterError("bad_message", "the stream sent a frame that is not JSON"));
          return;
        }
        if (m.type === "task" && m.task && m.task.id === id) {
          if (m.task.version <= last) return;
          last = m.task.version;
          on.task(m.task);
          if (FINAL.includes(m.task.status)) stop();
        } else if (m.type === "error" && m.error) {
          on.error(new RouterError(m.error.code, m.error.message, 0, m.error.field));
        }
      };
      ws.onclose = () => {
        on.connection?.(false);
        if (stopped) return;
        timer = setTimeout(connect, retry);
        retry = Math.min(retry * 2, 8000);
      };
      ws.onerror = () => {
        on.error(new RouterError("unreachable", `the router's stream at ${this.streamUrl([id])} failed; retrying`));
      };
    };
    const stop = () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      ws?.close();
    };
    connect();
    return { stop };
  }
}
