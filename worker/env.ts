/** The worker's bindings and settings (wrangler.jsonc), typed by hand: the project has no workers-types package. */

export type D1Result<T> = { results: T[]; success: boolean; meta: { changes?: number } };

export type D1PreparedStatement = {
  bind(...values: unknown[]): D1PreparedStatement;
  first<T = Record<string, unknown>>(): Promise<T | null>;
  all<T = Record<string, unknown>>(): Promise<D1Result<T>>;
  run(): Promise<D1Result<unknown>>;
};

export type D1Database = { prepare(query: string): D1PreparedStatement };

export type RateLimit = { limit(options: { key: string }): Promise<{ success: boolean }> };

/** The `send_email` binding's message-builder form; it throws when the message cannot be sent. */
export type OutgoingEmail = { from: string; to: string; subject: string; text: string };
export type SendEmail = { send(message: OutgoingEmail): Promise<unknown> };

export type Env = {
  ASSETS: { fetch: (request: Request) => Promise<Response> };
  DB: D1Database;
  DEMO_REQUEST_LIMIT: RateLimit;
  NOTIFY: SendEmail;
  /** The verified address the notification is sent to, and the sender address on the site's domain. */
  NOTIFY_TO: string;
  NOTIFY_FROM: string;
  /** The team's language for the notification: `sl` (the default) or `en`. */
  TEAM_LANGUAGE?: string;
  /** Where the site is served (for the page link in the notification). */
  SITE_URL?: string;
  /**
   * Cloudflare Access in front of `/team/*` (docs/hosting.md): the team's domain (`<team>.cloudflareaccess.com`), whose
   * keys sign the tokens, and the Access application's audience tag. Either unset: `/team/*` answers 403.
   */
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
  /**
   * A developer's stand-in for Access (worker/team/devAccess.ts): a private JWK that `npm run dev` writes into the
   * git-ignored .dev.vars. Never in wrangler.jsonc, so never deployed.
   */
  ACCESS_DEV_KEY?: string;
  /** A developer's stand-in country when the runtime knows none (local `wrangler dev`): see worker/geo.ts. */
  GEO_DEV_COUNTRY?: string;
};

export type ExecutionContext = { waitUntil(promise: Promise<unknown>): void };
