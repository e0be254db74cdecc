import { api, queries } from "@institute/api-client";
import type { ContactMessage } from "@institute/schemas";
import { Field, toast } from "@institute/ui";
import * as Dialog from "@radix-ui/react-dialog";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { When } from "./columns";
import { LoadFailure } from "./QueryList";
import { serverError } from "./hooks";

/** The lists on the follow-up desk, by their resource's name. */
export type MessageDesk = "contacts" | "inquiries";

interface DeskProps {
  message: ContactMessage;
  desk: MessageDesk;
}

/** The message's stage, owner and next follow-up day, as the office moves it on the desk. */
function FollowUpForm({ message, desk, onSaved }: DeskProps & { onSaved: () => void }) {
  const client = useQueryClient();
  const stages = useQuery(queries.followUp.stages());
  const staff = useQuery(queries.staff.all());
  const [stage, setStage] = useState(message.stage);
  const [owner, setOwner] = useState(message.owner_id === null ? "" : String(message.owner_id));
  const [day, setDay] = useState(message.follow_up_on ?? "");
  const [sending, setSending] = useState(false);
  // The message's own stage and owner stay choices while the lists load, or if they failed.
  const stageOptions = stages.data?.stages ?? [message.stage];
  const owners = staff.data?.filter((s) => s.enabled || s.id === message.owner_id) ??
    (message.owner_id === null ? [] : [{ id: message.owner_id, name: message.owner ?? "" }]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      const json = { stage, owner_id: owner ? Number(owner) : null, follow_up_on: day || null };
      toast.success((await api[desk].followUp({ params: { id: message.id }, json })).message);
      await Promise.all([
        client.invalidateQueries({ queryKey: queries[desk].key }),
        client.invalidateQueries({ queryKey: queries.stats.key }),
      ]);
      onSaved();
    } catch (error) {
      toast.error(serverError(error, "Could not save the follow-up"));
    } finally {
      setSending(false);
    }
  }
  return (
    <form className="adm-form" onSubmit={submit} aria-label="Follow-up">
      <Field label="Stage" required>
        {(c) => (
          <select {...c} value={stage} onChange={(e) => setStage(e.target.value)}>
            {stageOptions.map((s) => <option key={s} value={s}>{s}</option>)}
          </select>
        )}
      </Field>
      <LoadFailure query={stages} what="stages" />
      <Field label="Owner">
        {(c) => (
          <select {...c} value={owner} onChange={(e) => setOwner(e.target.value)}>
            <option value="">No one</option>
            {owners.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
          </select>
        )}
      </Field>
      <LoadFailure query={staff} what="staff" />
      <Field label="Next follow-up" hint="From that day it counts among the owner's follow-ups on the dashboard.">
        {(c) => <input {...c} type="date" value={day} onChange={(e) => setDay(e.target.value)} />}
      </Field>
      <div className="dialog-actions">
        <button type="submit" className="button button-primary" disabled={sending}>{sending ? "Saving..." : "Save"}</button>
      </div>
    </form>
  );
}

/** The message's notes, oldest first, and a new one. */
function Notes({ message, desk }: DeskProps) {
  const client = useQueryClient();
  const notes = useQuery(queries[desk].notes(message.id));
  const [body, setBody] = useState("");
  const [sending, setSending] = useState(false);
  async function add(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      toast.success((await api[desk].addNote({ params: { id: message.id }, json: { body } })).message);
      setBody("");
      await client.invalidateQueries({ queryKey: queries[desk].notes(message.id).queryKey });
    } catch (error) {
      toast.error(serverError(error, "Could not add the note"));
    } finally {
      setSending(false);
    }
  }
  return (
    <section aria-labelledby={`adm-notes-${message.id}`}>
      <h3 id={`adm-notes-${message.id}`}>Notes</h3>
      {notes.data?.length === 0 && <p className="adm-muted">No notes yet.</p>}
      <ol className="adm-notes" aria-busy={notes.isPending}>
        {notes.data?.map((note) => (
          <li key={note.id}>
            <p>{note.body}</p>
            <span className="adm-muted">
              {note.author || "A deleted account"}, <When iso={note.created_at} />
            </span>
          </li>
        ))}
      </ol>
      <LoadFailure query={notes} what="notes" />
      <form onSubmit={add} aria-label="Add a note">
        <Field label="New note">
          {(c) => <textarea {...c} value={body} rows={3} maxLength={2000} onChange={(e) => setBody(e.target.value)} />}
        </Field>
        <button type="submit" className="button" disabled={sending || !body.trim()}>{sending ? "Adding..." : "Add note"}</button>
      </form>
    </section>
  );
}

/** A message's stage, opening its follow-up: its place on the desk and its notes. */
export function FollowUpDialog({ message, desk }: DeskProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        {/* The stage is the way in: its name stays in the button's, as screen readers and voice control need. */}
        <button type="button" className="adm-text-button" aria-label={`Follow up ${message.name}: ${message.stage}`}>
          {message.stage}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title className="dialog-title">Follow up {message.name}</Dialog.Title>
          <Dialog.Description className="dialog-description">
            {message.email}
            {"course" in message && message.course ? `, about ${message.course}` : ""}.
          </Dialog.Description>
          {open && (
            <>
              <FollowUpForm message={message} desk={desk} onSaved={() => setOpen(false)} />
              <Notes message={message} desk={desk} />
            </>
          )}
          <Dialog.Close asChild>
            <button type="button" className="button dialog-close">Close</button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
