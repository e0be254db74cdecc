import { useState } from "react";

/** The four text fields every public message form has (contact and inquiry). */
export type MessageFields = { name: string; email: string; mobile: string; message: string };
export const EMPTY_MESSAGE: MessageFields = { name: "", email: "", mobile: "", message: "" };

/** The values as they are sent: without surrounding spaces. */
export const trimFields = (v: MessageFields): MessageFields => ({
  name: v.name.trim(),
  email: v.email.trim(),
  mobile: v.mobile.trim(),
  message: v.message.trim(),
});

/**
 * Form values with a setter per field and a reset to empty; `initial` prefills the form once,
 * `onEdit` runs on every edit (to clear that field's error).
 */
export function useFormFields(
  { initial, onEdit }: { initial?: Partial<MessageFields>; onEdit?: (field: keyof MessageFields) => void } = {},
) {
  const [values, setValues] = useState<MessageFields>({ ...EMPTY_MESSAGE, ...initial });
  const bind = (field: keyof MessageFields) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [field]: e.target.value }));
      onEdit?.(field);
    },
  });
  return { values, bind, reset: () => setValues(EMPTY_MESSAGE) };
}
