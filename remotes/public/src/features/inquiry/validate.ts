import type { MessageFields } from "../../shared/useFormFields";

export type InquiryErrors = Partial<Record<keyof MessageFields, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\d{10}$/;

/** The inquiry form's checks, each field with its own message. */
export function validateInquiry(values: MessageFields): InquiryErrors {
  const errors: InquiryErrors = {};
  const email = values.email.trim();
  const mobile = values.mobile.trim();
  if (!values.name.trim()) errors.name = "Name is required.";
  if (!email) errors.email = "Email is required.";
  else if (!EMAIL.test(email)) errors.email = "Invalid email format.";
  if (!mobile) errors.mobile = "Mobile is required.";
  else if (!MOBILE.test(mobile)) errors.mobile = "Invalid mobile number, exactly 10 digits";
  if (!values.message.trim()) errors.message = "Message is required.";
  return errors;
}
