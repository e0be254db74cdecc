import { z } from "zod";
import { HONEYPOT_FIELD } from "./honeypot.ts";
import {
  ADMIN_PASSWORD_MIN,
  MessageBody,
  MOBILE,
  PASSWORD_MAX_BYTES,
  PASSWORD_MIN,
  requiredText,
  rowId,
  Timestamp,
  utf8Length,
} from "./common.ts";

// --- admin ---------------------------------------------------------------------------
export const AdminLogin = z.object({
  username: requiredText(100, "Username is required"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200, "Password is too long"),
});
export const DashboardStats = z.object({
  studentCount: z.number().int(),
  courseCount: z.number().int(),
  contactCount: z.number().int(),
  inquiryCount: z.number().int(),
  /** Not yet marked handled: the console's sidebar shows these. */
  newContactCount: z.number().int(),
  newInquiryCount: z.number().int(),
  totalVisitors: z.number().int(),
  liveVisitors: z.number().int(),
});
export type DashboardStats = z.infer<typeof DashboardStats>;

// --- visitors ------------------------------------------------------------------------
export const Visit = z.object({
  visitorId: z.string({ error: "visitorId must be 8 to 64 letters, digits, - or _" }).trim().regex(
    /^[A-Za-z0-9_-]{8,64}$/,
    "visitorId must be 8 to 64 letters, digits, - or _",
  ),
});

// --- students ------------------------------------------------------------------------
/** A password someone chooses; bcrypt reads 72 bytes, so that is the limit, not 72 characters. */
const newPassword = (min: number) =>
  z.string({ error: `Password must be at least ${min} characters` }).min(min, `Password must be at least ${min} characters`).refine(
    (p) => utf8Length(p) <= PASSWORD_MAX_BYTES,
    "Password must be at most 72 bytes (fewer characters with accents or symbols)",
  );

const email = (invalid: string) => z.string({ error: invalid }).trim().max(254, invalid).pipe(z.email(invalid));
const mobile = z.string({ error: "Mobile must be 10 digits" }).trim().regex(MOBILE, "Mobile must be 10 digits");

export const StudentRegistration = z.object({
  name: requiredText(100, "Name is required."),
  email: email("Invalid email"),
  mobile,
  password: newPassword(PASSWORD_MIN),
  course_id: rowId("Please select a course."),
});

/** A password change: the current password proves it is the account's holder at the keyboard. */
const passwordChange = (min: number) =>
  z.object({
    currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(
      200,
      "Password is too long",
    ),
    newPassword: newPassword(min),
  });
export const StudentPasswordChange = passwordChange(PASSWORD_MIN);
// The account that can change everything: longer than a student's.
export const AdminPasswordChange = passwordChange(ADMIN_PASSWORD_MIN);
// --- staff (admin accounts) ---------------------------------------------------------
export const StaffMember = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  /** A disabled admin cannot log in, and every token it held was refused when it was disabled. */
  enabled: z.boolean(),
  created_at: Timestamp,
});
export type StaffMember = z.infer<typeof StaffMember>;
export const NewStaffMember = z.object({
  username: requiredText(100, "Username is required").regex(/^[A-Za-z0-9._@-]+$/, "Username may hold letters, digits and . _ @ - only"),
  name: requiredText(100, "Name is required"),
  password: newPassword(ADMIN_PASSWORD_MIN),
});
export const StaffEnabled = z.object({ enabled: z.boolean({ error: "enabled must be true or false" }) });

// --- student password reset links ----------------------------------------------------
/** How long an admin's reset link for a student works. */
export const RESET_LINK_HOURS = 24;
export const RESET_LINK_INVALID = "This reset link is not valid. Ask the institute for a new one.";
/** What the admin passes on: the token of the link (the console builds the link) and when it stops working. */
export const ResetLink = MessageBody.extend({ token: z.string(), expires_at: Timestamp });
export type ResetLink = z.infer<typeof ResetLink>;
/** The student's new password, with the token from the link (32 random bytes, base64url). */
export const PasswordReset = z.object({
  token: z.string({ error: RESET_LINK_INVALID }).regex(/^[A-Za-z0-9_-]{43}$/, RESET_LINK_INVALID),
  newPassword: newPassword(PASSWORD_MIN),
});

export const PasswordChanged = MessageBody.extend({
  /** A new token for this session: the change refused every token the account had. */
  token: z.string(),
});
export const StudentLogin = z.object({
  email: requiredText(254, "Email is required"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200, "Password is too long"),
});
export const ProfileUpdate = z.object({
  name: requiredText(100, "Name is required."),
  mobile,
});

/** A student as the admin lists them: never a password or hash. */
export const Student = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  course_id: z.number().int(),
  course: z.string(),
  profile_image: z.string().nullable(),
  created_at: Timestamp,
});
export type Student = z.infer<typeof Student>;
export const StudentProfile = Student.omit({ course: true }).extend({ course_title: z.string() });
export type StudentProfile = z.infer<typeof StudentProfile>;

// --- contact messages and inquiries -----------------------------------------------------
export const ContactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  message: z.string(),
  created_at: Timestamp,
  /** When the admin marked it handled; null while it is new. */
  handled_at: Timestamp.nullable(),
});
export type ContactMessage = z.infer<typeof ContactMessage>;
/** An inquiry: a message that may name the course it is about (null when none, or when the course was deleted). */
export const Inquiry = ContactMessage.extend({ course_id: z.number().int().nullable(), course: z.string().nullable() });
export type Inquiry = z.infer<typeof Inquiry>;

/** The contact form's one message for every empty field. */
export const ALL_FIELDS_REQUIRED = "All fields are required.";
const honeypot = z.string().max(500).optional();
/** The contact form: every field required (the page shows ALL_FIELDS_REQUIRED once for all). */
export const ContactRequest = z.object({
  name: requiredText(100, ALL_FIELDS_REQUIRED),
  email: requiredText(254, ALL_FIELDS_REQUIRED).pipe(z.email("Invalid email")),
  mobile: requiredText(10, "Mobile must be 10 digits").regex(MOBILE, "Mobile must be 10 digits"),
  message: requiredText(5000, ALL_FIELDS_REQUIRED),
  [HONEYPOT_FIELD]: honeypot,
});
/** An inquiry about a course that does not exist (deleted meanwhile, or a made-up id). */
export const COURSE_NOT_LISTED = "Please pick a course from the list.";
/** The inquiry form, each field with its own message. */
export const InquiryRequest = z.object({
  name: requiredText(100, "Name is required."),
  email: requiredText(254, "Email is required.").pipe(z.email("Invalid email format.")),
  mobile: requiredText(20, "Mobile is required.").regex(MOBILE, "Invalid mobile number, exactly 10 digits"),
  message: requiredText(5000, "Message is required."),
  /** The course it is about: none ("" from the form's selector, or null), or a course's id. */
  course_id: z.preprocess((v) => (v === "" || v === null ? undefined : v), rowId(COURSE_NOT_LISTED).optional()).transform((v) => v ?? null),
  [HONEYPOT_FIELD]: honeypot,
});
