import { changePassword } from "@institute/api-client";
import { ADMIN_PASSWORD_MIN, AdminPasswordChange } from "@institute/schemas";
import { PasswordChangeForm } from "@institute/ui";
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";

/** "Change password" in the top bar: the form in a dialog, closed once the password changed. */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="button">Change password</button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title className="dialog-title">Change password</Dialog.Title>
          <Dialog.Description className="dialog-description">
            Every other session of this account ends; this one goes on.
          </Dialog.Description>
          <PasswordChangeForm
            schema={AdminPasswordChange}
            hint={`At least ${ADMIN_PASSWORD_MIN} characters, not a common password.`}
            onSubmit={(change) => changePassword("admin", change)}
            onDone={() => setOpen(false)}
          />
          <Dialog.Close asChild>
            <button type="button" className="button dialog-close">Cancel</button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
