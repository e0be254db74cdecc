import { ApiError, changePassword, queries } from "@institute/api-client";
import { PASSWORD_MIN, StudentPasswordChange } from "@institute/schemas";
import { LoadFailed, PasswordChangeForm, toast } from "@institute/ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { ProfileForm } from "./ProfileForm";

/** /student-profile: the stored profile, the form to change name, mobile and photo, and the password change. */
export function ProfilePage() {
  const profile = useQuery(queries.students.profile());
  // A refused token is not a load failure: the API client already sends the student to the login.
  const failed = profile.isError && !(profile.error instanceof ApiError && profile.error.status === 401);
  useEffect(() => {
    if (failed) toast.error("Failed to load profile");
  }, [failed]);

  return (
    <section className="portal-page portal-profile" aria-labelledby="profile-title" aria-busy={profile.isPending}>
      <h1 id="profile-title">My Profile</h1>
      {profile.data
        ? (
          // Keyed by student: the form's state starts from the loaded profile.
          <>
            <ProfileForm key={profile.data.id} profile={profile.data} />
            <section className="portal-password" aria-labelledby="password-title">
              <h2 id="password-title">Change password</h2>
              <PasswordChangeForm
                schema={StudentPasswordChange}
                hint={`At least ${PASSWORD_MIN} characters, not a common password.`}
                onSubmit={(change) => changePassword("student", change)}
              />
            </section>
          </>
        )
        : failed
        ? <LoadFailed onRetry={() => void profile.refetch()}>Failed to load profile</LoadFailed>
        : <div className="portal-skeleton portal-skeleton-tall" aria-hidden="true" />}
    </section>
  );
}
