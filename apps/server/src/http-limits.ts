import type { ServerOptions } from 'node:http';

/**
 * What one HTTP request may take of the server (ADR 025): the size of its headers and how long
 * it may take to arrive. A client that never finishes its headers or body is answered 408 and
 * let go, so slow or stalled senders cannot hold connections open.
 */
export type HttpLimits = {
  /** Request line (with its query) and headers together; Node's own default, stated here. */
  maxHeaderBytes: number;
  /** From the first byte to the last of the headers. */
  headersTimeoutMs: number;
  /** From the first byte to the last of the body: a 15 MB inspection photo at about 1 Mbit/s. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection: longer than a load balancer's usual 60 s, so it closes first. */
  keepAliveTimeoutMs: number;
  /** How often Node looks for requests past their time. */
  timeoutCheckMs: number;
};

export const HTTP_LIMITS: HttpLimits = {
  maxHeaderBytes: 16 * 1024,
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 120_000,
  keepAliveTimeoutMs: 72_000,
  timeoutCheckMs: 2_000,
};

/** The Fastify server options that apply `limits`. */
export function httpServerOptions(limits: HttpLimits) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      maxHeaderSize: limits.maxHeaderBytes,
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.timeoutCheckMs,
    } satisfies ServerOptions,
  };
}
