import { type FormEvent, useState } from "react";
import type { z } from "zod";

type Values<S extends z.ZodObject> = { [K in keyof z.input<S>]-?: string };
type Errors<S extends z.ZodObject> = Partial<Record<keyof z.input<S>, string>>;
interface Issue {
  path: string;
  message: string;
}

export interface SchemaFormOptions<S extends z.ZodObject> {
  /**
   * When a field is checked: `blur` checks it as it loses focus and, once it shows an error, again
   * as it is edited, so the error goes as soon as the value is right; `submit` checks only on
   * submit, and editing a field clears its error.
   */
  checkOn?: "blur" | "submit";
  /** What a field keeps of what is typed (a mobile number's digits). */
  transform?: Partial<Record<keyof Values<S>, (value: string) => string>>;
}

/**
 * The one form mechanism of the front ends: text fields checked by the same zod schema the API
 * validates with, so the browser shows the API's own messages before any request, and the API's
 * field issues land on their fields the same way. A form starts over by being mounted again
 * (a React `key`), so the hook has no reset of its own.
 */
export function useSchemaForm<S extends z.ZodObject>(schema: S, initial: Values<S>, options: SchemaFormOptions<S> = {}) {
  type Field = keyof Values<S> & string;
  const { checkOn = "blur", transform } = options;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<S>>({});
  const [sending, setSending] = useState(false);

  const fieldError = (name: Field, value: string): string | undefined => {
    const rule = schema.shape[name] as z.ZodType | undefined;
    const result = rule?.safeParse(value);
    return result && !result.success ? result.error.issues[0]?.message : undefined;
  };
  const show = (issues: Issue[]) => {
    const found: Errors<S> = {};
    // The first message of a field is the one to fix first; one about an item of a list field
    // ("social.1") is the field's.
    for (const { path, message } of issues) {
      const field = path.split(".")[0];
      if (field in values) found[field as Field] ??= message;
    }
    setErrors(found);
    return Object.keys(found).length > 0;
  };
  const edited = (name: Field, value: string) => {
    if (!errors[name]) return;
    setErrors((x) => ({ ...x, [name]: checkOn === "blur" ? fieldError(name, value) : undefined }));
  };

  /** The parsed values, or null after showing every field's first error. */
  const check = (): z.output<S> | null => {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    show(parsed.error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message })));
    return null;
  };

  return {
    values,
    errors,
    /** Sets a field that is not an input of its own (a rich-text editor). */
    set: (name: Field, value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      edited(name, value);
    },
    /** Props for the input (or select) of `name`. */
    bind: (name: Field) => ({
      name,
      value: values[name],
      onChange: (e: { target: { value: string } }) => {
        const value = transform?.[name]?.(e.target.value) ?? e.target.value;
        setValues((v) => ({ ...v, [name]: value }));
        edited(name, value);
      },
      onBlur: (e: { relatedTarget: EventTarget | null }) => {
        if (checkOn !== "blur") return;
        // Leaving the field for the submit button: the submit checks every field. An error shown
        // now would move the button away between the press and the release, and swallow the click.
        if ((e.relatedTarget as HTMLButtonElement | null)?.type === "submit") return;
        setErrors((x) => ({ ...x, [name]: fieldError(name, values[name]) }));
      },
    }),
    check,
    /** True while the form's `onSubmit` is sending. */
    sending,
    /**
     * The form's submit handler: checks every field, then sends the parsed values, once at a time
     * (`sending` meanwhile). `send` handles its own failures; `form` is the submitted element.
     */
    onSubmit: (send: (values: z.output<S>, form: HTMLFormElement) => Promise<unknown>) => async (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      if (sending) return;
      const parsed = check();
      if (!parsed) return;
      setSending(true);
      try {
        await send(parsed, e.currentTarget);
      } finally {
        setSending(false);
      }
    },
    /** Puts a failed request's field issues (`error.issues`) on their fields; false when it named none. */
    showServerIssues: (error: unknown) => show((error as { issues?: Issue[] })?.issues ?? []),
  };
}
