import { authStore, isStudentAtom } from "@institute/auth";
import type { AppParentRoute } from "@institute/federation";
import { LOGIN, PORTAL, PORTAL_STUDENT, resetLinkSearch } from "@institute/routes";
import { createRoute, redirect } from "@tanstack/react-router";
import type { RouteComponent } from "@tanstack/react-router";
import { ForgotPasswordPage } from "../features/reset/ForgotPasswordPage";
import { LoginPage } from "../features/login/LoginPage";
import { ProfilePage } from "../features/profile/ProfilePage";
import { RegisterPage } from "../features/register/RegisterPage";
import { ResetPasswordPage } from "../features/reset/ResetPasswordPage";
import { ResourcesPage } from "../features/resources/ResourcesPage";

/** The portal's screens by path. */
const SCREENS: Record<(typeof PORTAL)[keyof typeof PORTAL], RouteComponent> = {
  [PORTAL.register]: RegisterPage,
  [PORTAL.login]: LoginPage,
  [PORTAL.resources]: ResourcesPage,
  [PORTAL.profile]: ProfilePage,
  [PORTAL.reset]: ResetPasswordPage,
  [PORTAL.forgot]: ForgotPasswordPage,
};

// The guard as the spec describes it: it tests that a token is stored. The API checks it for real.
const requireStudent = () => {
  if (!authStore.get(isStudentAtom)) throw redirect({ to: LOGIN.student, replace: true });
};
const forStudents = new Set<string>(PORTAL_STUDENT);

/**
 * The portal's pages, as routes hung from the shell's area for this remote; the student's own pages
 * for a logged-in student only.
 */
export const routes = (parent: AppParentRoute) =>
  Object.entries(SCREENS).map(([path, component]) =>
    createRoute({
      getParentRoute: () => parent,
      path,
      component,
      beforeLoad: forStudents.has(path) ? requireStudent : undefined,
      validateSearch: path === PORTAL.reset ? resetLinkSearch : undefined,
    })
  );
