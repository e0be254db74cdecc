import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, useCallback, useRef, useState } from "react";

export interface ConfirmRequest {
  title: string;
  description?: string;
  confirmLabel?: string;
}

/**
 * Asks before a destructive action, in an accessible dialog (focus trapped, Escape cancels,
 * title and description announced). `const { confirm, dialog } = useConfirm()`, render
 * `dialog`, then `if (await confirm({ title: "Delete this course?" })) …`.
 */
export function useConfirm(): { confirm: (request: ConfirmRequest) => Promise<boolean>; dialog: ReactNode } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback((next: ConfirmRequest) => {
    resolver.current?.(false);
    setRequest(next);
    return new Promise<boolean>((resolve) => (resolver.current = resolve));
  }, []);

  const close = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setRequest(null);
  };

  const dialog = (
    <Dialog.Root open={request !== null} onOpenChange={(open) => !open && close(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title className="dialog-title">{request?.title}</Dialog.Title>
          {request?.description
            ? <Dialog.Description className="dialog-description">{request.description}</Dialog.Description>
            : <Dialog.Description className="sr-only">This cannot be undone.</Dialog.Description>}
          <div className="dialog-actions">
            <button type="button" className="button" onClick={() => close(false)}>
              Cancel
            </button>
            <button type="button" className="button button-danger" onClick={() => close(true)}>
              {request?.confirmLabel ?? "Delete"}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
  return { confirm, dialog };
}
