import { ADMIN, APP_ICONS, coursePath, PORTAL, PUBLIC, WEB_MANIFEST } from "@institute/routes";
import { Hono } from "hono";
import { courseChanges } from "../courses/queries.ts";
import type { Deps } from "../deps.ts";
import { getSettings } from "../settings/queries.ts";
import { siteOrigin } from "../http/client-address.ts";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
/** An address as XML text: a course's path cannot close the element. */
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

// Pages a visitor reaches from search: every public page with a fixed address (each course's is
// listed from the courses); the portal's and the console's are kept out.
const LISTED = Object.values(PUBLIC).filter((path) => path !== PUBLIC.course);
const DISALLOWED = [ADMIN.login, PORTAL.resources, PORTAL.profile, "/api/"];

/**
 * What crawlers and browsers read of the site itself: robots.txt and sitemap.xml with the site's
 * own address, and the web manifest (the name and icons a phone's home screen shows) with the
 * institute's name.
 */
export const crawlerRoutes = (deps: Pick<Deps, "sql" | "config">) =>
  new Hono()
    .get("/robots.txt", (c) => {
      const origin = siteOrigin(deps, c);
      const lines = [
        "User-agent: *",
        "Allow: /",
        ...DISALLOWED.map((path) => `Disallow: ${path}`),
        "",
        `Sitemap: ${origin}/sitemap.xml`,
        "",
      ];
      return c.text(lines.join("\n"), 200, { "Cache-Control": "public, max-age=3600" });
    })
    .get("/sitemap.xml", async (c) => {
      const origin = siteOrigin(deps, c);
      const courses = await courseChanges(deps.sql);
      const url = (path: string, changed?: Date) =>
        `  <url><loc>${escapeXml(origin + path)}</loc>${changed ? `<lastmod>${changed.toISOString()}</lastmod>` : ""}</url>`;
      const body = [
        `<?xml version="1.0" encoding="UTF-8"?>`,
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
        ...LISTED.map((path) => url(path)),
        ...courses.map((course) => url(coursePath(course.id), course.updated_at)),
        `</urlset>`,
        "",
      ].join("\n");
      return c.body(body, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
    })
    .get(WEB_MANIFEST, async (c) => {
      const { name, description } = await getSettings(deps.sql);
      const manifest = {
        name,
        short_name: name,
        description,
        start_url: PUBLIC.home,
        scope: "/",
        display: "browser",
        background_color: APP_ICONS.background,
        icons: APP_ICONS.manifest.map(({ src, size }) => ({ src, sizes: `${size}x${size}`, type: "image/png", purpose: "any" })),
      };
      return c.body(JSON.stringify(manifest), 200, {
        "Content-Type": "application/manifest+json",
        "Cache-Control": "public, max-age=3600",
      });
    });
