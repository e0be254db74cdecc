import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, useState } from "react";

interface Props {
  /** The top bar's button. */
  label: string;
  title: string;
  description: ReactNode;
  /** The dialog's body, given the way to close it (once its form is done). */
  children: (close: () => void) => ReactNode;
  /** The button that closes it without a change. */
  closeLabel?: string;
}

/** A top bar button opening a dialog about the admin's own account or view, with a button that closes it. */
export function AccountDialog({ label, title, description, children, closeLabel = "Cancel" }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="button">{label}</button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
          <Dialog.Description className="dialog-description">{description}</Dialog.Description>
          {children(() => setOpen(false))}
          <Dialog.Close asChild>
            <button type="button" className="button dialog-close">{closeLabel}</button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
