/** The remotes the shell federates, each drawing its own pages (below); each team releases its own. */
export const REMOTES = ["public", "portal", "admin"] as const;
export type RemoteName = (typeof REMOTES)[number];

/** The public site's pages, drawn by the public remote. */
export const PUBLIC = {
  home: "/",
  about: "/about",
  courses: "/courses",
  /** A course's page; `coursePath(id)` fills it in. */
  course: "/courses/$id",
  gallery: "/gallery",
  testimonials: "/testimonials",
  contact: "/contact",
  inquiry: "/inquiry",
  /** The privacy notice, linked from the footer and every form that asks for personal details. */
  privacy: "/privacy",
} as const;
/** A public page's path, as its route declares it. */
export type PublicPath = (typeof PUBLIC)[keyof typeof PUBLIC];

/** The student portal's pages, drawn by the portal remote. */
export const PORTAL = {
  register: "/student-register",
  login: "/student-login",
  resources: "/resources",
  profile: "/student-profile",
  /** Where a reset link leads; `resetPath(token)` fills it in. */
  reset: "/student-reset",
  /** "Forgot password?": a reset link by mail. */
  forgot: "/student-forgot-password",
} as const;

/** The portal's pages a visitor may open without a student's token. */
export const PORTAL_OPEN = [PORTAL.register, PORTAL.login, PORTAL.reset, PORTAL.forgot] as const;
/** The portal's pages that need a student's token. */
export const PORTAL_STUDENT = [PORTAL.resources, PORTAL.profile] as const;

/** The back office: its login, then every page below it, drawn by the admin remote. */
export const ADMIN = {
  login: "/admin",
  dashboard: "/admin/dashboard",
  home: "/admin/manage-home",
  about: "/admin/manage-about",
  courses: "/admin/courses",
  courseFiles: "/admin/coursefiles",
  slider: "/admin/slider",
  gallery: "/admin/gallery",
  testimonials: "/admin/testimonials",
  messages: "/admin/messages",
  inquiries: "/admin/inquiries",
  mail: "/admin/mail",
  students: "/admin/students",
  activity: "/admin/activity",
  /** The remotes' releases and the errors their pages reported. */
  releases: "/admin/releases",
  staff: "/admin/staff",
  settings: "/admin/settings",
  privacy: "/admin/privacy",
  /** "Forgot password?" on the console's login: a reset link by mail. */
  forgot: "/admin/forgot-password",
  /** Where a staff account's mailed reset link leads; `staffResetPath(token)` fills it in. */
  reset: "/admin/reset-password",
} as const;

/** The name of each page with a fixed name, for its title (a course's page is named after the course). */
export const PAGE_NAMES: Record<string, string> = {
  [PUBLIC.about]: "About",
  [PUBLIC.courses]: "Courses",
  [PUBLIC.gallery]: "Gallery",
  [PUBLIC.testimonials]: "Testimonials",
  [PUBLIC.contact]: "Contact Us",
  [PUBLIC.inquiry]: "Course Inquiry",
  [PUBLIC.privacy]: "Privacy Notice",
  [PORTAL.register]: "Student Registration",
  [PORTAL.login]: "Student Login",
  [PORTAL.resources]: "Course Resources",
  [PORTAL.profile]: "My Profile",
  [PORTAL.reset]: "Set a new password",
  [PORTAL.forgot]: "Forgot password",
  ...Object.fromEntries(Object.values(ADMIN).map((path) => [path, "Admin"])),
};

/** How long a title search results show whole. */
export const TITLE_MAX = 60;

/**
 * A page's title: "Courses | Acme Academy". The home page's is the institute's name, with its
 * description after it when both fit in TITLE_MAX; a longer description is the page's description only.
 */
export const pageTitle = (site: { name: string; description: string }, page?: string) => {
  if (page) return `${page} | ${site.name}`;
  const described = `${site.name}: ${site.description}`;
  return site.description && described.length <= TITLE_MAX ? described : site.name;
};

/**
 * The id of the JSON data block in which the server hands each page what its first screen starts
 * from: the reads its routes' loaders made (under PAGE_QUERIES), and the remotes' registry and
 * manifest (under their paths). The page draws them without asking.
 */
export const PAGE_DATA_ELEMENT_ID = "institute-page-data";

/**
 * Where the data block holds the query cache of the server's drawing of the page (react-query's
 * dehydrated state): every read of its routes' loaders, the settings everywhere.
 */
export const PAGE_QUERIES = "queries";

/**
 * The remotes' registry: each remote's manifest URL (its active release or its deployed build).
 * The shell loads remotes through it; the server hands it to every page in the data block, under
 * this same path, so the first remote starts loading without asking for it.
 */
export const REMOTES_REGISTRY = "/remotes.json";

/**
 * The site's icons, drawn from the shell's logo when the shell is built (shells/host/build/app-icons.ts):
 * the one browsers and crawlers ask for at /favicon.ico, a phone's home-screen icon, and those the
 * web manifest (served by the API with the institute's name) names.
 */
export const APP_ICONS = {
  favicon: { src: "/favicon.ico", sizes: [16, 32, 48] },
  appleTouch: { src: "/apple-touch-icon.png", size: 180 },
  manifest: [{ src: "/icon-192.png", size: 192 }, { src: "/icon-512.png", size: 512 }],
  /** What shows behind an icon that must be opaque (iOS fills a transparent corner with black), and behind a starting app. */
  background: "#ffffff",
} as const;
export const WEB_MANIFEST = "/manifest.webmanifest";

/** Where each role signs in again. */
export const LOGIN = { admin: ADMIN.login, student: PORTAL.login } as const;

export const coursePath = (id: number | string) => `/courses/${id}` as const;
export const resetPath = (token: string) => `${PORTAL.reset}?token=${encodeURIComponent(token)}`;
export const staffResetPath = (token: string) => `${ADMIN.reset}?token=${encodeURIComponent(token)}`;
/** A reset page's search, as its route reads it: the token as text (the router reads one of digits as a number). */
export const resetLinkSearch = ({ token, ...rest }: Record<string, unknown>): { token?: string } =>
  token === undefined || token === null ? rest : { ...rest, token: String(token) };

/** The gallery page shows this many photos at a time. */
export const GALLERY_PAGE_SIZE = 6;
/** The gallery's page an address names (`/gallery?page=3`, its `page` as given): 1 when absent or not a page number. */
export const galleryPage = (page: unknown) => {
  const number = Number(page);
  return Number.isSafeInteger(number) && number > 0 ? number : 1;
};
/** How many pages the gallery has for `photos` photos: one at least, so an empty gallery still has its page. */
export const galleryPages = (photos: number) => Math.max(1, Math.ceil(photos / GALLERY_PAGE_SIZE));
/** The address of one page of the gallery; the first page's has no `page`. */
export const galleryPath = (page: number) => (page > 1 ? `${PUBLIC.gallery}?page=${page}` : PUBLIC.gallery);

/** A pathname as the route tables key it: no trailing slash ("/admin/" is "/admin"), "/" stays. */
export const normalizePath = (pathname: string) => pathname.replace(/\/+$/, "") || "/";
