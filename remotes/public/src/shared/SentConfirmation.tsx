import { Button } from "@institute/ui";
import { useEffect, useRef } from "react";

/** Who wrote, and how they asked to be answered. */
export interface Sender {
  name: string;
  email: string;
  mobile: string;
}

/**
 * What takes a message's form's place once it has reached the institute: that it did, how the
 * answer will come, and a way to write again. It takes the focus, so a keyboard or screen-reader
 * user is not left on the button that went away.
 */
export function SentConfirmation({ sender, again, onAgain }: { sender: Sender; again: string; onAgain: () => void }) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), []);
  return (
    <div ref={region} className="notice notice-done pub-sent" role="status" tabIndex={-1}>
      <p className="pub-sent-title">Thank you, {sender.name}. Your message has reached us.</p>
      <p>We will answer by email at {sender.email}, or call you on {sender.mobile}.</p>
      <Button type="button" className="button" onClick={onAgain}>{again}</Button>
    </div>
  );
}
