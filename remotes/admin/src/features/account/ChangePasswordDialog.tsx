import { changePassword } from "@institute/api-client";
import { ADMIN_PASSWORD_MIN, AdminPasswordChange } from "@institute/schemas";
import { PasswordChangeForm } from "@institute/ui";
import { AccountDialog } from "./AccountDialog";

/** "Change password" in the top bar: the form in a dialog, closed once the password changed. */
export function ChangePasswordDialog() {
  return (
    <AccountDialog
      label="Change password"
      title="Change password"
      description="Every other session of this account ends; this one goes on."
    >
      {(close) => (
        <PasswordChangeForm
          schema={AdminPasswordChange}
          hint={`At least ${ADMIN_PASSWORD_MIN} characters, not a common password.`}
          onSubmit={(change) => changePassword("admin", change)}
          onDone={close}
        />
      )}
    </AccountDialog>
  );
}
