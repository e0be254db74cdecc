import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface EmbeddedPostgres {
  host: string;
  port: number;
  close(): Promise<void>;
}

/**
 * PGlite behind a loopback Postgres wire-protocol socket, so the one `postgres`
 * client serves both modes. `dataDir` undefined keeps the database in memory (tests).
 */
export async function startEmbeddedPostgres(dataDir: string | undefined, maxConnections: number): Promise<EmbeddedPostgres> {
  if (dataDir) await Deno.mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ?? "memory://");
  // PGlite runs one query at a time; the server queues them, and must accept the whole pool.
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections });
  await server.start();
  const [host, port] = server.getServerConn().split(":");
  return {
    host,
    port: Number(port),
    async close() {
      await server.stop();
      await db.close();
    },
  };
}
