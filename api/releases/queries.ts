import type { Release, Remote } from "@institute/schemas";
import type { TransactionSql } from "postgres";
import type { Sql } from "../db/database.ts";
import { transaction } from "../db/transaction.ts";

/** One file of a release: its path inside the build, stored as the object of the same index. */
export interface ReleaseFile {
  path: string;
  size: number;
  type: string;
}

export interface StoredRelease {
  remote: Remote;
  build: string;
  files: ReleaseFile[];
}

const RELEASE_COLUMNS = (sql: Sql) =>
  sql`r.remote, r.build, r.created_at, r.released_by, jsonb_array_length(r.files)::int as files, r.size::int as size,
      (a.build is not null) as active`;

export const listReleases = (sql: Sql) =>
  sql<Release[]>`
    select ${RELEASE_COLUMNS(sql)}
    from remote_releases r left join remote_active a on a.remote = r.remote and a.build = r.build
    order by r.remote, r.created_at desc, r.build desc`;

export async function findRelease(sql: Sql, remote: Remote, build: string): Promise<StoredRelease | null> {
  const [row] = await sql<StoredRelease[]>`select remote, build, files from remote_releases where remote = ${remote} and build = ${build}`;
  return row ?? null;
}

/** Whether the remote has, or had before pruning, a release of this id. */
export const releaseIdUsed = async (sql: Sql, remote: Remote, build: string) =>
  (await sql`select 1 from remote_release_ids where remote = ${remote} and build = ${build}`).length > 0;

/** The new release's row, or null when its id was ever used (a concurrent upload of the same id, a pruned release). */
export async function insertRelease(sql: Sql, release: StoredRelease, releasedBy: string): Promise<Release | null> {
  const size = release.files.reduce((sum, f) => sum + f.size, 0);
  const [row] = await sql<Release[]>`
    with claimed as (
      insert into remote_release_ids (remote, build) values (${release.remote}, ${release.build})
      on conflict do nothing
      returning remote, build),
    inserted as (
      insert into remote_releases (remote, build, files, size, released_by)
      select remote, build, ${sql.json(release.files as never)}, ${size}, ${releasedBy} from claimed
      returning *)
    -- The list's columns; a release just stored is never the active one.
    select ${RELEASE_COLUMNS(sql)} from inserted r left join remote_active a on false`;
  return row ?? null;
}

/**
 * Runs `fn` holding the remote's release lock: its activations and its pruning wait for each
 * other, so a release is never pruned while it is being made active.
 */
const underReleaseLock = <T>(sql: Sql, remote: Remote, fn: (tx: TransactionSql) => Promise<T>) =>
  transaction(sql, async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext(${`releases\n${remote}`}))`;
    return fn(tx);
  });

/** Removes the releases beyond the newest `kept`, never the active one; answers what it removed, files and all. */
export const pruneReleases = (sql: Sql, remote: Remote, kept: number) =>
  underReleaseLock(sql, remote, (tx) =>
    tx<StoredRelease[]>`
    delete from remote_releases r
    where r.remote = ${remote}
      and not exists (select 1 from remote_active a where a.remote = r.remote and a.build = r.build)
      and r.build not in (
        select build from remote_releases where remote = ${remote} order by created_at desc, build desc limit ${kept})
    returning r.remote, r.build, r.files`);

/** The active release of each remote that has one. */
export async function activeBuilds(sql: Sql): Promise<Partial<Record<Remote, string>>> {
  const rows = await sql<{ remote: Remote; build: string }[]>`select remote, build from remote_active`;
  return Object.fromEntries(rows.map((r) => [r.remote, r.build]));
}

/** Switches a remote to `build` (null: its deployed build); false when that release is gone (pruned meanwhile). */
export const setActive = (sql: Sql, remote: Remote, build: string | null) =>
  underReleaseLock(sql, remote, async (tx) => {
    if (build === null) {
      await tx`delete from remote_active where remote = ${remote}`;
      return true;
    }
    const switched = await tx`insert into remote_active (remote, build)
      select remote, build from remote_releases where remote = ${remote} and build = ${build}
      on conflict (remote) do update set build = excluded.build, activated_at = now()
      returning build`;
    return switched.length > 0;
  });

/** The releases made before `build`, newest first: where a rollback from it may land. */
export const releasesBefore = async (sql: Sql, remote: Remote, build: string) =>
  (await sql<{ build: string }[]>`
    select older.build from remote_releases older join remote_releases current on current.remote = older.remote
    where older.remote = ${remote} and current.build = ${build}
      and (older.created_at, older.build) < (current.created_at, current.build)
    order by older.created_at desc, older.build desc`).map((r) => r.build);
