/**
 * The engine's view of the outside world. The app wires real implementations
 * (axios clients, the native bridge, the router); tests pass fakes.
 * Nothing in here knows the product's domain.
 */

/** What every endpoint call resolves to: it never rejects. */
export interface ApiResult {
  /** True when the envelope's code is the endpoint's success code. */
  ok: boolean;
  /** The envelope's code as sent by the server (undefined on network failure). */
  code: string | number | undefined;
  /** The server's message, or a client-side message for network/timeout/parse failures. */
  message: string;
  /** The envelope's `data`. */
  data: unknown;
  /** The whole body the server returned (envelope), when it was JSON. */
  body?: unknown;
  /** Set when no usable answer came back: network error, timeout, non-JSON body, HTTP error status. */
  failure?: 'network' | 'timeout' | 'http' | 'invalid' | 'aborted';
  /** HTTP status when a response arrived. */
  status?: number;
  /**
   * The server says the borrower's session has ended: only logging in again helps, so the engine
   * offers that instead of a Retry (the API marks it; docs/contracts.md §5).
   */
  sessionEnded?: boolean;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Parameters that go to the query string whatever the method is. */
  query?: Record<string, unknown>;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /** Upload progress from 0 to 1 (file uploads). */
  onProgress?: (fraction: number) => void;
}

/** Calls the backend's API by endpoint name (see src/api/endpoints.ts). */
export interface ApiPort {
  call(endpoint: string, params: Record<string, unknown>, options?: CallOptions): Promise<ApiResult>;
  /** The absolute or same-origin URL of a GET endpoint with its parameters (for images such as a captcha). */
  url(endpoint: string, params: Record<string, unknown>): string;
  has(endpoint: string): boolean;
}

/** Posts messages to the native shell (docs/contracts.md §6). */
export interface BridgePort {
  /** Posts a message; one the outgoing gate refuses (a number that is no phone number) is not sent. */
  post(type: string, payload?: unknown): void;
  /**
   * Whether the outgoing gate lets this message through, asked before posting so that the borrower
   * can be told why nothing happens (a port without a gate lets everything through).
   */
  accepts?(type: string, payload?: unknown): boolean;
  /** Subscribe to messages the shell sends to the page; returns an unsubscribe function. */
  onReceive(listener: (message: { type: string; payload?: unknown }) => void): () => void;
}

/** Navigation inside the app and out of it. */
export interface NavigatorPort {
  /** In-app navigation to a path with a query (the common session parameters are kept). */
  go(to: { path: string; query?: Record<string, unknown>; hash?: string; replace?: boolean }): void;
  back(): void;
  /** Leaves the app for a server-supplied URL; the URL gate has already accepted it. */
  assign(url: string, replace: boolean): void;
}

/** Where problems that must not break the screen are reported (invalid nodes, remote config fallbacks). */
export interface ReporterPort {
  warn(problem: {
    code: string;
    message: string;
    path?: string;
    screen?: string;
    /** The remote set of descriptors the problem belongs to (a release id). */
    release?: string;
    /** What identifies the problem for the operators (a product id, a reason); never a session value. */
    attributes?: Record<string, string | number>;
  }): void;
}
