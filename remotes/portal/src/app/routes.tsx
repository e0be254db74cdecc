import { PORTAL } from "@institute/routes";
import type { ComponentType } from "react";
import { LoginPage } from "../features/login/LoginPage";
import { ProfilePage } from "../features/profile/ProfilePage";
import { RegisterPage } from "../features/register/RegisterPage";
import { ResetPasswordPage } from "../features/reset/ResetPasswordPage";
import { ResourcesPage } from "../features/resources/ResourcesPage";

/** The portal's screens by path; the shell's router claims exactly these paths for this remote. */
export const routes: Record<string, ComponentType> = {
  [PORTAL.register]: RegisterPage,
  [PORTAL.login]: LoginPage,
  [PORTAL.resources]: ResourcesPage,
  [PORTAL.profile]: ProfilePage,
  [PORTAL.reset]: ResetPasswordPage,
};
