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
