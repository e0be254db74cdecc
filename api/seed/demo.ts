import type { Sql } from "../db/database.ts";
import type { Folder, Storage } from "../storage/storage.ts";
import { generatedName } from "../platform/uploads.ts";
import * as content from "./content.ts";

const IMAGES = new URL("./images/", import.meta.url);
const SEED_LOCK = 7_202_612;

/**
 * Fills an empty database with the demo institute (first start only). Runs under an
 * advisory lock so two processes starting together seed once.
 */
export async function seedDemoContent(sql: Sql, storage: Storage): Promise<boolean> {
  return await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${SEED_LOCK})`;
    const [{ seeded }] = await tx`select exists (select 1 from courses) or exists (select 1 from home_content) as seeded`;
    if (seeded) return false;

    const stored: string[] = [];
    const put = async (folder: Folder, file: string) => {
      const name = generatedName("jpg");
      await storage.put(`${folder}/${name}`, await Deno.readFile(new URL(file, IMAGES)), { contentType: "image/jpeg" });
      stored.push(`${folder}/${name}`);
      return name;
    };

    try {
      for (const s of content.sliders) {
        await tx`insert into sliders (title, subtitle, image) values (${s.title}, ${s.subtitle}, ${await put("sliders", s.image)})`;
      }
      await tx`insert into home_content (title, content, image) values (${content.home.title}, ${content.home.content}, ${await put(
        "home",
        content.home.image,
      )})`;
      await tx`insert into about_content (title, content, image) values (${content.about.title}, ${content.about.content}, ${await put(
        "aboutus",
        content.about.image,
      )})`;
      for (const c of content.courses) {
        await tx`insert into courses (title, tagline, category, duration, mode, short_desc, full_desc, image, curriculum, outcomes, batches, faqs)
          values (${c.title}, ${c.tagline}, ${c.category}, ${c.duration}, ${c.mode}, ${c.short_desc}, ${c.full_desc}, ${await put(
          "courses",
          c.image,
        )},
                  ${tx.json(c.curriculum)}, ${tx.json(c.outcomes)}, ${tx.json(c.batches)}, ${tx.json(c.faqs)})`;
      }
      for (const g of content.gallery) await tx`insert into gallery (image) values (${await put("gallery", g)})`;
      for (const t of content.testimonials) {
        await tx`insert into testimonials (name, content, rating, image, designation)
          values (${t.name}, ${t.content}, ${t.rating}, ${await put("testimonials", t.image)}, ${t.designation})`;
      }
    } catch (e) {
      // The transaction rolls back; the objects it stored must go too.
      await Promise.allSettled(stored.map((key) => storage.delete(key)));
      throw e;
    }
    return true;
  });
}
