import { PageContentForm } from "@institute/schemas";
import { optionalFile } from "../stored-files/accept-upload.ts";

/** The multipart form of a page update: title, content, oldImage and an optional new image. */
export const PageContentUpload = PageContentForm.extend({ image: optionalFile });
