import { useState } from "react";
import { checkField, type FieldErrors, mobileDigits, type StudentField } from "./validation";

/**
 * Text fields checked on blur and again on submit. A shown error is
 * re-checked as the user types, so it goes away as soon as the value is fixed.
 */
export function useCheckedForm<K extends StudentField>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});

  const bind = (field: K) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => {
      const value = field === "mobile" ? mobileDigits(e.target.value) : e.target.value;
      setValues((v) => ({ ...v, [field]: value }));
      if (errors[field]) setErrors((x) => ({ ...x, [field]: checkField(field, value) }));
    },
    onBlur: () => setErrors((x) => ({ ...x, [field]: checkField(field, values[field]) })),
  });

  /** Checks every field, shows the errors, and tells whether the form may be sent. */
  const checkAll = () => {
    const found: FieldErrors<K> = {};
    for (const field of Object.keys(values) as K[]) found[field] = checkField(field, values[field]);
    setErrors(found);
    return Object.values(found).every((e) => !e);
  };

  /** Shows the server's field issues (a 400) next to their fields. */
  const showIssues = (issues: { path: string; message: string }[] | undefined) => {
    const known = (issues ?? []).filter((i) => i.path in values);
    if (known.length) setErrors((x) => ({ ...x, ...Object.fromEntries(known.map((i) => [i.path, i.message])) }));
  };

  return { values, errors, bind, checkAll, showIssues };
}
