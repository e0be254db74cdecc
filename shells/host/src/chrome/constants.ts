import { PUBLIC } from "@institute/routes";

/** The product's scroll thresholds and timings. */
export const HEADER_SWITCH_PX = 80;
export const SCROLL_TOP_PX = 300;
export const HASH_SCROLL_DELAY_MS = 100;

/** The header's section links: hash anchors on the home page. */
export const SECTION_LINKS = [
  { hash: "hero", label: "Home" },
  { hash: "aboutus", label: "AboutUs" },
  { hash: "courses", label: "Courses" },
  { hash: "gallery", label: "Gallery" },
  { hash: "testimonials", label: "Testimonials" },
  { hash: "contact", label: "ContactUs" },
] as const;

export const FOOTER_LINKS = [
  { to: PUBLIC.home, label: "Home" },
  { to: PUBLIC.courses, label: "Courses" },
  { to: PUBLIC.testimonials, label: "Testimonials" },
  { to: PUBLIC.contact, label: "Contact" },
  { to: PUBLIC.privacy, label: "Privacy Notice" },
] as const;
