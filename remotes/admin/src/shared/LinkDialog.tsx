import { Field } from "@institute/ui";
import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useState } from "react";

/** Links in rich text may only use these protocols (the server's rule too). */
const SAFE_LINK = /^(https?:\/\/|mailto:|tel:)/i;
export const isSafeLink = (href: string) => SAFE_LINK.test(href.trim());
export const UNSAFE_LINK = "Links may only start with http://, https://, mailto: or tel:";

interface Props {
  /** The address of the link at the cursor; empty for a new link. */
  current: string;
  onSave: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** The rich-text editor's link: its address, checked before it is set; mounted while open. */
export function LinkDialog({ current, onSave, onRemove, onClose }: Props) {
  const [href, setHref] = useState(current);
  const [error, setError] = useState<string>();

  function save(e: FormEvent) {
    e.preventDefault();
    // The editor's form must not be submitted by this one (a portal, but React bubbles events).
    e.stopPropagation();
    if (!href.trim()) return setError("Enter the link's address");
    if (!isSafeLink(href)) return setError(UNSAFE_LINK);
    onSave(href.trim());
  }

  return (
    <Dialog.Root open onOpenChange={(open) => open || onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title className="dialog-title">{current ? "Edit link" : "Add link"}</Dialog.Title>
          <Dialog.Description className="dialog-description">The selected text links to this address.</Dialog.Description>
          <form onSubmit={save} noValidate>
            <Field label="Link address" error={error} hint="Starts with https://, http://, mailto: or tel:" required>
              {(control) => (
                <input
                  {...control}
                  type="url"
                  inputMode="url"
                  value={href}
                  onChange={(e) => {
                    setHref(e.target.value);
                    setError(undefined);
                  }}
                />
              )}
            </Field>
            <div className="dialog-actions">
              <button type="submit" className="button button-primary">Save link</button>
              {current ? <button type="button" className="button" onClick={onRemove}>Remove link</button> : null}
              <Dialog.Close asChild>
                <button type="button" className="button">Cancel</button>
              </Dialog.Close>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
