import { z } from "zod";

/** Browsers send an empty, nameless part when no file was picked: that is "no file", not an empty file. */
const noFilePicked = (v: unknown) => v === undefined || v === "" || (v instanceof File && v.size === 0 && !v.name);

/** A file of a multipart form; the OpenAPI document shows it as an upload. */
const upload = (message: string) => z.instanceof(File, { error: message }).meta({ type: "string", format: "binary" });

/** An optional file field of a multipart form. */
export const optionalFile = z.preprocess((v) => (noFilePicked(v) ? undefined : v), upload("must be a file").optional());

/** A required file field of a multipart form. */
export const requiredFile = (message: string) => z.preprocess((v) => (noFilePicked(v) ? undefined : v), upload(message));

/** A repeated file field (gallery uploads): one or more files. */
export const fileList = (message: string, max: number) =>
  z.preprocess(
    (v) => [v].flat().filter((f) => !noFilePicked(f)),
    z.array(upload(message)).min(1, message).max(max, `At most ${max} files at once`),
  );
