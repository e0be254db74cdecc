import { activity } from "./activity.ts";
import { chats } from "./chats.ts";
import { courseFiles, courses } from "./courses.ts";
import { documentation } from "./documentation.ts";
import { downloads } from "./downloads.ts";
import { followUp } from "./follow-up.ts";
import { gallery } from "./gallery.ts";
import { health } from "./health.ts";
import { mail } from "./mail.ts";
import { contacts, inquiries } from "./messages.ts";
import { about, home } from "./page-content.ts";
import { passwordResets } from "./password-resets.ts";
import { privacy } from "./privacy.ts";
import { clientErrors, releases } from "./releases.ts";
import { admin, students, visits } from "./people.ts";
import { settings } from "./settings.ts";
import { sliders } from "./sliders.ts";
import { staff } from "./staff.ts";
import { testimonials } from "./testimonials.ts";

export * from "./define.ts";
export { type RouteEntry, type RouteName, routeNames, routeTable } from "./route-table.ts";
export { CourseFileUpload, CourseUpload } from "./courses.ts";
export { Health, ProcessStats } from "./health.ts";
export { GalleryUpload, MAX_IMAGES } from "./gallery.ts";
export { type PageContentRoutes, PageContentUpload } from "./page-content.ts";
export { ProfileUpload, RegistrationUpload } from "./people.ts";
export { SliderAdd, SliderEdit } from "./sliders.ts";
export { TestimonialUpload } from "./testimonials.ts";

/** Every route of the API, by resource; the document lists the resources in this order. */
export const contract = {
  health,
  settings,
  sliders,
  home,
  about,
  privacy,
  gallery,
  downloads,
  testimonials,
  contacts,
  courses,
  courseFiles,
  admin,
  visits,
  students,
  passwordResets,
  inquiries,
  followUp,
  chats,
  mail,
  staff,
  activity,
  releases,
  clientErrors,
  documentation,
};
export type Contract = typeof contract;
export {
  about,
  activity,
  admin,
  chats,
  clientErrors,
  contacts,
  courseFiles,
  courses,
  documentation,
  downloads,
  followUp,
  gallery,
  health,
  home,
  inquiries,
  mail,
  passwordResets,
  privacy,
  releases,
  settings,
  sliders,
  staff,
  students,
  testimonials,
  visits,
};
