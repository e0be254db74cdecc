import { ProfileUpdate, StudentRegistration } from "@institute/schemas";
import { optionalFile } from "../platform/uploads.ts";

/** The registration form: the shared fields plus an optional profile image. */
export const RegistrationUpload = StudentRegistration.extend({ profile_image: optionalFile });

/** The profile form. Only name, mobile and the image are read: email and course stay as registered even if sent. */
export const ProfileUpload = ProfileUpdate.extend({ profile_image: optionalFile });
