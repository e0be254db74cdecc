import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface EmbeddedPostgres {
  host: string;
  port: number;
  /** The whole database as a tarball, to start another one from (see `image`). */
  snapshot(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * PGlite behind a loopback Postgres wire-protocol socket, so the one `postgres`
 * client serves both modes. `dataDir` undefined keeps the database in memory (tests);
 * `image`, a snapshot, starts it with that content instead of an empty cluster.
 */
export async function startEmbeddedPostgres(dataDir: string | undefined, maxConnections: number, image?: Blob): Promise<EmbeddedPostgres> {
  if (dataDir) await Deno.mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ?? "memory://", { loadDataDir: image });
  // PGlite runs one query at a time; the server queues them, and must accept every connection.
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections });
  await server.start();
  const [host, port] = server.getServerConn().split(":");
  return {
    host,
    port: Number(port),
    snapshot: () => db.dumpDataDir("none"),
    async close() {
      await server.stop();
      await db.close();
    },
  };
}
