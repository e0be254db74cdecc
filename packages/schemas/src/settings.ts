import { z } from "zod";
import { requiredText, text } from "./common.ts";

const isWebAddress = (value: string) => {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const WEB_ADDRESS = "must start with https:// or http://";
const webAddress = text(500).refine((v) => v === "" || isWebAddress(v), WEB_ADDRESS);
const email = text(254).refine((v) => v === "" || z.email().safeParse(v).success, "Invalid email");
const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** How many social links the footer shows. */
export const MAX_SOCIAL_LINKS = 8;

/** The institute's public details, shown by the site (footer, contact page, heads) and edited in the console. */
export const SiteSettings = z.object({
  name: requiredText(100, "Name is required"),
  description: text(300),
  phone: text(30).regex(/^$|^\+?[\d\s()-]{6,}$/, "Phone may hold digits, spaces, ( ) - and a leading +"),
  /** Digits with the country code, as wa.me links want them. */
  // Written as people write it ("+91 98450 12345"), kept as the digits wa.me links take.
  whatsapp: text(24).transform((value) => value.replace(/[\s\-().+]/g, "")).pipe(
    z.string().regex(/^$|^\d{8,15}$/, "WhatsApp number: 8 to 15 digits with the country code"),
  ),
  email,
  address: text(300),
  map_url: webAddress,
  hours: text(200),
  social: z.array(webAddress.refine((v) => v !== "", WEB_ADDRESS)).max(MAX_SOCIAL_LINKS, `At most ${MAX_SOCIAL_LINKS} social links`),
  /** An IANA zone ("Asia/Kolkata") for the times of the console's exports; "" is the server's. */
  time_zone: text(64).refine((v) => v === "" || isTimeZone(v), "Unknown time zone"),
  /** Whether a new registration waits for the office's approval before the course's files open. */
  approve_registrations: z.boolean({ error: "approve_registrations must be true or false" }),
});
export type SiteSettings = z.infer<typeof SiteSettings>;

/** The console's form: social links as one address per line. */
export const SiteSettingsForm = SiteSettings.extend({
  social: z.string().transform((lines) => lines.split("\n").map((line) => line.trim()).filter(Boolean)).pipe(SiteSettings.shape.social),
  approve_registrations: z.enum(["true", "false"]).transform((value) => value === "true"),
});
