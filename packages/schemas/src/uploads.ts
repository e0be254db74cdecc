// No zod here: the shell and the public site's first screen import these without loading it.

/** The upload folders of the spec; images and files are read back from /api/uploads/{folder}/{name}. */
export const FOLDERS = ["sliders", "aboutus", "courses", "gallery", "testimonials", "students", "home", "files"] as const;
export type Folder = (typeof FOLDERS)[number];
/** The private folder: course PDFs, read back only through signed links. */
export const COURSE_FILES_FOLDER = "files" satisfies Folder;
/** Where a stored image or file is read back from. */
export const uploadUrl = (folder: Folder, name: string) => `/api/uploads/${folder}/${encodeURIComponent(name)}`;

/**
 * The public site's images are stored with WebP copies at most this many pixels wide (never wider
 * than the original), so a phone loads a copy of its own size instead of the upload.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** The folders whose images get those copies: the public site's (not the students' photos, not the course PDFs). */
export const RESIZED_FOLDERS = ["sliders", "aboutus", "courses", "gallery", "testimonials", "home"] as const satisfies readonly Folder[];
export type ResizedFolder = (typeof RESIZED_FOLDERS)[number];
/** The stored name of an image's copy: the original's name with the width, so each copy is found from its original. */
export const resizedName = (name: string, width: ImageWidth) => `${name}.w${width}.webp`;
/** How wide the home page's slides are drawn: the server preloads the first one's copy of that width. */
export const HERO_SIZES = "100vw";
/** The `srcset` of a stored image: its copies, each with its width. */
export const imageSrcSet = (folder: ResizedFolder, name: string) =>
  IMAGE_WIDTHS.map((width) => `${uploadUrl(folder, resizedName(name, width))} ${width}w`).join(", ");
