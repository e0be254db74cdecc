/**
 * Bulk data for the benchmark, so 100,000 rows take seconds: courses with full curricula, written
 * as the console writes them in one statement; gallery rows, students, inquiries and contact
 * messages by set-based SQL.
 * Runs on the database the API will open (DATABASE_URL + DATABASE_SCHEMA, or DATA_DIR/pg).
 * Images reuse the demo seed's stored files, so pages render real pictures.
 * Usage: deno run -A bench/seed.ts <courses> <gallery> <students> <inquiries> <contacts>
 */
import { loadConfig } from "../api/config.ts";
import { databaseOptions, openDatabase } from "../api/db/database.ts";
import { migrate } from "../api/db/migrate.ts";
import { seedDemoContent } from "../api/seed/demo.ts";
import { openStorage } from "../api/storage/index.ts";
import { hashPassword } from "../api/auth/password.ts";
import { insertCourses, listCourses } from "../api/courses/queries.ts";
import { COURSE_MODES, CourseInput } from "@institute/schemas";

const [courses, gallery, students, inquiries, contacts] = Deno.args.map(Number);
const config = loadConfig();
const db = await openDatabase(databaseOptions(config));
const storage = await openStorage(config);
const sql = db.sql;
await migrate(sql);
await seedDemoContent(sql, storage);

const [template] = await listCourses(sql);
const [{ have }] = await sql`select count(*)::int as have from courses`;
const CATEGORIES = ["Web Development", "Data", "Cloud", "Testing"];
await insertCourses(
  sql,
  Array.from({ length: Math.max(0, courses - have) }, (_, i) => {
    const n = have + 1 + i;
    const course = CourseInput.parse({
      ...template,
      title: `Course ${n}`,
      tagline: `Tagline of course ${n}`,
      category: CATEGORIES[n % CATEGORIES.length],
      duration: `${2 + n % 5} months`,
      mode: COURSE_MODES[n % COURSE_MODES.length],
      short_desc: "A practical course with projects and mentoring. ".repeat(3).trim(),
    });
    return { ...course, image: template.image };
  }),
);

const images = (await sql`select image from gallery order by id`).map((r) => r.image);
await sql`insert into gallery (image) select (${images}::text[])[1 + n % ${images.length}::int] from generate_series(${
  images.length + 1
}::int, ${gallery}::int) as n`;

// One real hash for all: hashing 10,000 passwords would measure bcrypt, not the API.
const hash = await hashPassword("bench-password");
await sql`
  insert into students (name, email, mobile, password_hash, course_id, created_at)
  select 'Student ' || n, 'student' || n || '@bench.example', lpad((9000000000 + n)::text, 10, '0'), ${hash},
         (select id from courses order by id limit 1 offset n % 4), now() - (n || ' minutes')::interval
  from generate_series(1, ${students}::int) as n`;

for (const table of ["inquiries", "contacts"] as const) {
  const count = table === "inquiries" ? inquiries : contacts;
  await sql`
    insert into ${sql(table)} (name, email, mobile, message, created_at)
    select 'Visitor ' || n, 'visitor' || n || '@bench.example', lpad((8000000000 + n)::text, 10, '0'),
           'I would like to know more about the next batch and the fees. Message number ' || n, now() - (n || ' seconds')::interval
    from generate_series(1, ${count}::int) as n`;
}

// What autovacuum would have done by the time a table holds this much: the planner's statistics
// and the visibility map (index-only counts). Measured right after a bulk load without them, a
// search's plan scans every row.
await sql`vacuum analyze inquiries, contacts, students, courses`;

const [counts] = await sql`select (select count(*)::int from courses) as courses, (select count(*)::int from gallery) as gallery,
  (select count(*)::int from students) as students, (select count(*)::int from inquiries) as inquiries, (select count(*)::int from contacts) as contacts`;
console.log(JSON.stringify(counts));
await storage.close();
await db.close();
