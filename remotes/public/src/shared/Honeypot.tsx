import { HONEYPOT_FIELD } from "@institute/schemas/honeypot";

/**
 * The forms' trap field: out of sight, out of the tab order and hidden from screen readers, so
 * only a bot that fills every input fills it. The API answers such a submission like any other
 * and stores nothing.
 */
export function Honeypot() {
  return (
    <div className="sr-only" aria-hidden="true">
      <label>
        Website <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The trap field's value at submit time (undefined when empty, as a person leaves it). */
export const honeypotValue = (form: HTMLFormElement) => (new FormData(form).get(HONEYPOT_FIELD) as string | null) || undefined;
