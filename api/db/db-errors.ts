/**
 * True when PostgreSQL refused a text it cannot store (a NUL byte, an invalid sequence):
 * that is bad input from the caller, not a server fault.
 */
export function isUnstorableText(err: unknown): boolean {
  const { code } = (err ?? {}) as PgError;
  return code === "22021" || code === "22P05";
}

interface PgError {
  code?: unknown;
  constraint_name?: unknown;
}

/**
 * True when the database refused a write because of `constraint` (a unique index, a foreign
 * key, a check). Routes rely on the constraint rather than a check-then-write, which two
 * parallel requests could both pass.
 */
export function violates(err: unknown, constraint: string): boolean {
  const { code, constraint_name } = (err ?? {}) as PgError;
  // Class 23: integrity constraint violation.
  return typeof code === "string" && code.startsWith("23") && constraint_name === constraint;
}
