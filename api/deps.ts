import type { Env } from "./config.ts";
import type { Sql } from "./db/database.ts";
import type { TokenService } from "./platform/auth.ts";
import type { Logger } from "./platform/logger.ts";
import type { PublicCache } from "./platform/public-cache.ts";
import type { UrlSigner } from "./platform/signed-url.ts";
import type { Storage } from "./storage/storage.ts";

/** What every resource's routes are built from; tests build the same thing over their own database and storage. */
export interface Deps {
  config: Env;
  sql: Sql;
  storage: Storage;
  tokens: TokenService;
  signer: UrlSigner;
  cache: PublicCache;
  log: Logger;
}
