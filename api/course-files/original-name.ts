const MAX_NAME = 255;

/**
 * The name the admin's file had, kept for display only (storage keys are generated).
 * Control characters are dropped so the name is safe to show and to offer as a download name.
 */
// deno-lint-ignore no-control-regex
export const originalName = (file: File) => file.name.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, MAX_NAME);
