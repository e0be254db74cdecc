import assert from "node:assert/strict";
import postgres from "postgres";
import { migrate, readMigrations } from "./migrate.ts";
import { testDatabase } from "../testing/harness.ts";

Deno.test("migrations: apply in order once, record each version, and a second run is a no-op", async () => {
  const db = await testDatabase();
  try {
    const all = await readMigrations();
    assert.ok(all.length >= 1);
    assert.deepEqual(await migrate(db.sql), all.map((m) => m.version));
    assert.deepEqual(await migrate(db.sql), []);
    const rows = await db.sql`select version from schema_migrations order by version`;
    assert.deepEqual(rows.map((r) => r.version), all.map((m) => m.version));
    const tables = await db.sql`select table_name from information_schema.tables where table_schema = current_schema() order by 1`;
    for (
      const t of [
        "admins",
        "about_content",
        "contacts",
        "course_files",
        "courses",
        "gallery",
        "home_content",
        "inquiries",
        "sliders",
        "students",
        "testimonials",
        "visitors",
      ]
    ) {
      assert.ok(tables.some((r) => r.table_name === t), `table ${t} exists`);
    }
  } finally {
    await db.close();
  }
});

Deno.test("migrations: two processes migrating at once apply each version exactly once", async () => {
  const db = await testDatabase();
  // A second, independent pool over the same database stands in for a second API process.
  const other = postgres({ ...db.sql.options, max: 2 } as never);
  try {
    const [a, b] = await Promise.all([migrate(db.sql), migrate(other)]);
    const all = (await readMigrations()).map((m) => m.version);
    assert.deepEqual([...a, ...b].sort(), all.sort());
    const [{ n }] = await db.sql`select count(*)::int as n from schema_migrations`;
    assert.equal(n, all.length);
  } finally {
    await other.end();
    await db.close();
  }
});

Deno.test("migrations: a failing migration rolls back entirely and is not recorded", async () => {
  const db = await testDatabase();
  try {
    await migrate(db.sql);
    await assert.rejects(
      migrate(db.sql, [{ version: "9999_broken", sql: "create table half_done (id int); select * from no_such_table;" }]),
    );
    const [{ exists }] = await db.sql`select to_regclass('half_done') is not null as exists`;
    assert.equal(exists, false);
    const rows = await db.sql`select 1 from schema_migrations where version = '9999_broken'`;
    assert.equal(rows.length, 0);
  } finally {
    await db.close();
  }
});

Deno.test("schema: constraints enforce the data rules", async (t) => {
  const db = await testDatabase();
  const sql = db.sql;
  await migrate(sql);
  const [course] = await sql`insert into courses (title) values ('Course') returning id`;
  const violation = async (code: string | string[], query: Promise<unknown>) => {
    const codes = [code].flat();
    await assert.rejects(query, (e: { code?: string }) => codes.includes(e.code ?? ""));
  };
  try {
    await t.step("student email is unique case-insensitively", async () => {
      await sql`insert into students (name, email, mobile, password_hash, course_id) values ('A', 'Ann@Example.com', '9876543210', 'h', ${course.id})`;
      await violation(
        "23505",
        sql`insert into students (name, email, mobile, password_hash, course_id) values ('B', 'ann@example.COM', '9876543210', 'h', ${course.id})`,
      );
    });
    await t.step("course mode, file type, rating and mobile are checked", async () => {
      await violation("23514", sql`insert into courses (title, mode) values ('X', 'Remote')`);
      await violation("23514", sql`insert into course_files (course_id, type, filename) values (${course.id}, 'video', 'a.pdf')`);
      await violation("23514", sql`insert into testimonials (name, content, rating) values ('N', 'C', 6)`);
      await violation("23514", sql`insert into contacts (name, email, mobile, message) values ('N', 'e@x.io', '12345', 'm')`);
      await violation("23514", sql`insert into courses (title, outcomes) values ('X', '{"a":1}')`);
      const [t5] = await sql`insert into testimonials (name, content) values ('N', 'C') returning rating`;
      assert.equal(t5.rating, 5);
    });
    await t.step("a course with students cannot be deleted; its files go with it otherwise", async () => {
      // PostgreSQL 15 reports a RESTRICT block as 23503, PostgreSQL 18 (PGlite) as 23001.
      await violation(["23001", "23503"], sql`delete from courses where id = ${course.id}`);
      const [empty] = await sql`insert into courses (title) values ('Empty') returning id`;
      await sql`insert into course_files (course_id, type, filename) values (${empty.id}, 'syllabus', 'a.pdf')`;
      await sql`delete from courses where id = ${empty.id}`;
      const files = await sql`select 1 from course_files where course_id = ${empty.id}`;
      assert.equal(files.length, 0);
    });
    await t.step("home and about hold a single row", async () => {
      await sql`insert into home_content (title) values ('Home')`;
      await violation("23505", sql`insert into home_content (title) values ('Again')`);
      await violation("23514", sql`insert into about_content (id, title) values (2, 'About')`);
    });
  } finally {
    await db.close();
  }
});
