import assert from "node:assert/strict";
import { migrate } from "../db/migrate.ts";
import { openLocalStorage } from "../storage/local.ts";
import { seedDemoContent } from "./demo.ts";
import { storedImages, tempDir, testDatabase } from "../testing/harness.ts";

Deno.test("seed: demo content is stored once, with every image in storage", async () => {
  const db = await testDatabase();
  const dir = await tempDir();
  try {
    await migrate(db.sql);
    const storage = await openLocalStorage(dir.path);
    // Two processes starting together: exactly one seeds.
    const results = await Promise.all([seedDemoContent(db.sql, storage), seedDemoContent(db.sql, storage)]);
    assert.deepEqual(results.sort(), [false, true]);
    assert.equal(await seedDemoContent(db.sql, storage), false);

    const [counts] = await db.sql`select
      (select count(*)::int from courses) as courses, (select count(*)::int from sliders) as sliders,
      (select count(*)::int from gallery) as gallery, (select count(*)::int from testimonials) as testimonials,
      (select count(*)::int from home_content) as home, (select count(*)::int from about_content) as about`;
    assert.ok(counts.courses >= 3 && counts.sliders >= 3 && counts.gallery >= 6 && counts.testimonials >= 3);
    assert.equal(counts.home, 1);
    assert.equal(counts.about, 1);

    const [settings] = await db.sql`select name, whatsapp, social from site_settings`;
    assert.equal(settings.name, "Northwind IT Academy");
    assert.match(settings.whatsapp, /^\d{8,15}$/);
    assert.ok(settings.social.length > 0);

    const [course] = await db.sql`select curriculum, outcomes, batches, faqs from courses order by id limit 1`;
    assert.ok(course.curriculum[0].module && Array.isArray(course.curriculum[0].topics));
    assert.ok(course.batches[0].date && course.batches[0].fee);
    assert.ok(course.faqs[0].q && course.faqs[0].a);
    // The photos' captions are their alt text on the site.
    const photos = await db.sql`select caption from gallery`;
    assert.ok(photos.every(({ caption }) => caption.length > 0));

    const images = await db.sql`
      select 'sliders/' || image as key from sliders union all select 'courses/' || image from courses
      union all select 'gallery/' || image from gallery union all select 'testimonials/' || image from testimonials
      union all select 'home/' || image from home_content union all select 'aboutus/' || image from about_content`;
    for (const { key } of images) {
      const object = await storage.get(key);
      assert.ok(object, key);
      assert.equal(object.contentType, "image/jpeg");
      const head = new Uint8Array(await new Response(object.body).arrayBuffer()).slice(0, 3);
      assert.deepEqual([...head], [0xff, 0xd8, 0xff]);
    }
    // The process that found the work done removed the images it had stored.
    for (const folder of ["sliders", "courses", "gallery", "testimonials", "home", "aboutus"] as const) {
      const named = images.filter(({ key }) => key.startsWith(`${folder}/`)).map(({ key }) => key.slice(folder.length + 1));
      assert.deepEqual((await storedImages(storage, folder)).sort(), named.sort(), folder);
    }
  } finally {
    await db.close();
    await dir.remove();
  }
});
