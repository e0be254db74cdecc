import type postgres from "postgres";
import type { Sql } from "../db/database.ts";
import { transaction } from "../db/transaction.ts";
import { CourseInput, PageContentInput, type ResizedFolder, SiteSettings, SliderForm, TestimonialInput } from "@institute/schemas";
import { insertCourses } from "../courses/queries.ts";
import { pageQueries } from "../page-content/queries.ts";
import { saveSettings } from "../settings/queries.ts";
import { insertTestimonial } from "../testimonials/queries.ts";
import { insertImages } from "../gallery/queries.ts";
import { insertSlider } from "../sliders/queries.ts";
import type { Storage } from "../storage/storage.ts";
import { generatedName } from "../stored-files/accept-upload.ts";
import { copyNames, resizedCopies, storeCopies } from "../stored-files/resized-copies.ts";
import * as content from "./content.ts";

const IMAGES = new URL("./images/", import.meta.url);
const SEED_LOCK = 7_202_612;

/**
 * Fills an empty database with the demo institute (first start only). The images are stored
 * first, so the transaction waits on nothing but its own queries; under its advisory lock,
 * two processes starting together seed once, and the one that finds the work done removes
 * the images it stored.
 */
export async function seedDemoContent(sql: Sql, storage: Storage): Promise<boolean> {
  if (await isSeeded(sql)) return false;

  const stored: string[] = [];
  const put = async (folder: ResizedFolder, file: string) => {
    const name = generatedName("jpg");
    const bytes = await Deno.readFile(new URL(file, IMAGES));
    stored.push(...[name, ...copyNames(folder, name)].map((stored) => `${folder}/${stored}`));
    await storage.put(`${folder}/${name}`, bytes, { contentType: "image/jpeg" });
    await storeCopies(storage, folder, name, await resizedCopies(bytes));
    return name;
  };
  const removeStored = () => Promise.allSettled(stored.map((key) => storage.delete(key)));

  try {
    const images = {
      sliders: await Promise.all(content.sliders.map((s) => put("sliders", s.image))),
      home: await put("home", content.home.image),
      about: await put("aboutus", content.about.image),
      courses: await Promise.all(content.courses.map((c) => put("courses", c.image))),
      gallery: await Promise.all(content.gallery.map((g) => put("gallery", g.image))),
      testimonials: await Promise.all(content.testimonials.map((t) => put("testimonials", t.image))),
    };
    const seeded = await transaction(sql, async (tx) => {
      await tx`select pg_advisory_xact_lock(${SEED_LOCK})`;
      if (await isSeeded(tx)) return false;
      for (const [i, s] of content.sliders.entries()) await insertSlider(tx, SliderForm.parse(s), images.sliders[i]);
      // Through the console's own rules and queries: a field the demo leaves out takes its default.
      await saveSettings(tx, SiteSettings.parse(content.settings));
      await pageQueries("home_content").saveIn(tx, PageContentInput.parse(content.home), images.home);
      await pageQueries("about_content").saveIn(tx, PageContentInput.parse(content.about), images.about);
      await insertCourses(tx, content.courses.map((c, i) => ({ ...CourseInput.parse(c), image: images.courses[i] })));
      await insertImages(tx, content.gallery.map((g, i) => ({ image: images.gallery[i], caption: g.caption })));
      for (const [i, t] of content.testimonials.entries()) {
        await insertTestimonial(tx, TestimonialInput.parse(t), images.testimonials[i]);
      }
      return true;
    });
    if (!seeded) await removeStored();
    return seeded;
  } catch (e) {
    // Nothing of this seed was committed; the objects it stored must go too.
    await removeStored();
    throw e;
  }
}

async function isSeeded(sql: Sql | postgres.TransactionSql) {
  const [{ seeded }] = await sql<{ seeded: boolean }[]>`
    select exists (select 1 from courses) or exists (select 1 from home_content) as seeded`;
  return seeded;
}
