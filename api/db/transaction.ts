import type postgres from "postgres";
import type { Sql } from "./database.ts";

/** postgres.js rejects a query with these once its connection is gone (its socket is then null). */
const LOST = new Set(["CONNECTION_CLOSED", "CONNECTION_DESTROYED", "CONNECTION_ENDED"]);

/**
 * `sql.begin`, minus a postgres.js 3.4.9 crash: when the connection drops mid-transaction,
 * `begin` writes its ROLLBACK to the closed socket, an uncaught TypeError that ends the process.
 * Left pending instead, the transaction's scope sends nothing, and `begin` rejects on its own
 * with the connection's close (the server has rolled the transaction back).
 *
 * `fn` should await only queries on `tx`: one sent after waiting on something else could still
 * meet a connection that dropped meanwhile.
 */
export const transaction = <T>(sql: Sql, fn: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> =>
  sql.begin((tx) =>
    fn(tx).catch((error) => {
      if (LOST.has(error?.code)) return new Promise<never>(() => {});
      throw error;
    })
  ) as Promise<T>;
