import { ProfileUpdate, StudentRegistration } from "@institute/schemas";
import { isCommonPassword, TOO_COMMON } from "../auth/common-passwords.ts";
import { optionalFile } from "../stored-files/accept-upload.ts";

/**
 * The registration form: the shared fields plus an optional profile image, and a password that
 * is not among the most common ones (checked here, not in the browser, which would need the list).
 */
export const RegistrationUpload = StudentRegistration.extend({
  password: StudentRegistration.shape.password.refine((p) => !isCommonPassword(p), TOO_COMMON),
  profile_image: optionalFile,
});

/** The profile form. Only name, mobile and the image are read: email and course stay as registered even if sent. */
export const ProfileUpload = ProfileUpdate.extend({ profile_image: optionalFile });
