// Read once at start: a set of 10,000 short strings, about 1 MB of memory.
const COMMON = new Set(
  Deno.readTextFileSync(new URL("./common-passwords.txt", import.meta.url))
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.toLowerCase()),
);

/** Whether a password is among the 10,000 most common ones, ignoring case. */
export const isCommonPassword = (password: string) => COMMON.has(password.toLowerCase());

export const TOO_COMMON = "This password is too common.";
