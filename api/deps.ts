import type { Env } from "./config.ts";
import type { Sql } from "./db/database.ts";
import type { TokenService } from "./auth/tokens.ts";
import type { Logger } from "./logger.ts";
import type { Mail } from "./mail/mail.ts";
import type { PublicCache } from "./cache/public-cache.ts";
import type { UrlSigner } from "./stored-files/signed-url.ts";
import type { Storage } from "./storage/storage.ts";

/** What every resource's routes are built from; tests build the same thing over their own database and storage. */
export interface Deps {
  config: Env;
  sql: Sql;
  /** The statements this process has written through `sql` so far (see db/counted-queries.ts). */
  queriesSent: () => number;
  storage: Storage;
  tokens: TokenService;
  signer: UrlSigner;
  cache: PublicCache;
  log: Logger;
  mail: Pick<Mail, "sending" | "wake" | "seal">;
}
