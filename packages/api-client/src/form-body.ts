/** A multipart body from named values; a field that is null or undefined is left out. */
export function formBody(fields: Record<string, string | number | Blob | null | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    form.set(name, typeof value === "number" ? String(value) : value);
  }
  return form;
}
