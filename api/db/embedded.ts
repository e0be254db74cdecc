import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { join } from "node:path";

export interface EmbeddedPostgres {
  /** The Unix socket to connect to. */
  path: string;
  /** The whole database as a tarball, to start another one from (see `image`). */
  snapshot(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * PGlite behind a Postgres wire-protocol socket, so the one `postgres` client serves both
 * modes. `dataDir` undefined keeps the database in memory (tests); `image`, a snapshot,
 * starts it with that content instead of an empty cluster.
 *
 * PGlite asks for no password: anyone who can connect is every role. So the socket is a
 * Unix socket in a fresh folder only this process's user may enter (a TCP port, even on
 * loopback, is open to every local user).
 */
export async function startEmbeddedPostgres(dataDir: string | undefined, maxConnections: number, image?: Blob): Promise<EmbeddedPostgres> {
  if (dataDir) await Deno.mkdir(dataDir, { recursive: true, mode: 0o700 });
  // pg_trgm serves the lists' searches, as on PostgreSQL (migration 0005 creates it).
  const db = await PGlite.create(dataDir ?? "memory://", { loadDataDir: image, extensions: { pg_trgm } });
  // Created 0700, as mkdtemp makes it.
  const socketDir = await Deno.makeTempDir({ prefix: "institute-pg-" });
  const path = join(socketDir, ".s.PGSQL.5432");
  // PGlite runs one query at a time; the server queues them, and must accept every connection.
  const server = new PGLiteSocketServer({ db, path, maxConnections });
  await server.start();
  return {
    path,
    snapshot: () => db.dumpDataDir("none"),
    async close() {
      await server.stop();
      await db.close();
      await Deno.remove(socketDir, { recursive: true }).catch(() => {});
    },
  };
}
