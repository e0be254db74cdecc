import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { join } from "node:path";

export interface EmbeddedServer {
  /** The Unix socket to connect to. */
  path: string;
  close(): Promise<void>;
}

export interface EmbeddedPostgres extends EmbeddedServer {
  /** The whole database as a tarball, to start another one from (see `image`). */
  snapshot(): Promise<Blob>;
}

/**
 * PGlite: `dataDir` undefined keeps the database in memory (tests); `image`, a snapshot, starts it
 * with that content instead of an empty cluster.
 */
export async function openPGlite(dataDir: string | undefined, image?: Blob): Promise<PGlite> {
  if (dataDir) await Deno.mkdir(dataDir, { recursive: true, mode: 0o700 });
  // pg_trgm serves the lists' searches, as on PostgreSQL (migration 0005 creates it).
  return await PGlite.create(dataDir ?? "memory://", { loadDataDir: image, extensions: { pg_trgm } });
}

/**
 * A Postgres wire-protocol socket in front of `db`, so the one `postgres` client serves both
 * modes. Closing it leaves `db` open.
 *
 * PGlite asks for no password: anyone who can connect is every role. So the socket is a
 * Unix socket in a fresh folder only this process's user may enter (a TCP port, even on
 * loopback, is open to every local user).
 */
export async function serveOverSocket(db: PGlite, maxConnections: number): Promise<EmbeddedServer> {
  // Created 0700, as mkdtemp makes it.
  const socketDir = await Deno.makeTempDir({ prefix: "institute-pg-" });
  const path = join(socketDir, ".s.PGSQL.5432");
  // PGlite runs one query at a time; the server queues them, and must accept every connection.
  const server = new PGLiteSocketServer({ db, path, maxConnections });
  await server.start();
  return {
    path,
    async close() {
      await server.stop();
      await Deno.remove(socketDir, { recursive: true }).catch(() => {});
    },
  };
}

/** PGlite behind its socket (see openPGlite and serveOverSocket); closing it closes both. */
export async function startEmbeddedPostgres(dataDir: string | undefined, maxConnections: number, image?: Blob): Promise<EmbeddedPostgres> {
  const db = await openPGlite(dataDir, image);
  const server = await serveOverSocket(db, maxConnections);
  return {
    path: server.path,
    snapshot: () => db.dumpDataDir("none"),
    async close() {
      await server.close();
      await db.close();
    },
  };
}
