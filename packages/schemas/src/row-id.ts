/**
 * The rule a row id follows as a client writes it (a path segment, a form field): plain decimal
 * digits within the integer columns' range. A module of its own, free of zod, so a page's route can
 * read its address by the API's rule without bundling the schemas; `rowId` (common.ts) builds
 * the schemas' field from the same two constants.
 */

/** The largest value of the database's integer columns. */
export const INT4_MAX = 2_147_483_647;
/** No sign, no leading zero, no spaces, decimals or exponents: " 1", "1.0", "1e3" and "0x1F" are not ids. */
export const ID_DIGITS = /^[1-9]\d{0,9}$/;

/** The row id `raw` names, or undefined where it names none. */
export function rowIdOf(raw: string): number | undefined {
  const id = ID_DIGITS.test(raw) ? Number(raw) : 0;
  return id > 0 && id <= INT4_MAX ? id : undefined;
}
