import { ADMIN } from "@institute/routes";
import type { Context } from "hono";
import type { Queryable } from "../db/database.ts";
import { transaction } from "../db/transaction.ts";
import type { Deps } from "../deps.ts";
import { siteOrigin } from "../http/client-address.ts";
import { messageMails } from "../mail/message-mails.tsx";
import { queueWithSettings } from "../mail/outbox.ts";
import type { MessageTable, SentMessage } from "./queries.ts";

type Messages = { receive: (sql: Queryable, sent: SentMessage) => Promise<{ id: number }> };

/**
 * Stores what a public form sent and, in the same transaction, the mail it causes (the visitor's
 * acknowledgement, the office's notice): both are kept or neither. The sender is woken once they
 * are committed. A bot's message (id 0) is stored nowhere and sends nothing.
 */
export async function receiveMessage(deps: Deps, c: Context, table: MessageTable, messages: Messages, sent: SentMessage) {
  // The trap field filled: a bot, told the same as a person (id 0 names no row), at the cost of no transaction.
  if (sent.website) return { id: 0 };
  const stored = await transaction(deps.sql, async (tx) => {
    const stored = await messages.receive(tx, sent);
    const [course] = sent.course_id ? await tx<{ title: string }[]>`select title from courses where id = ${sent.course_id}` : [];
    const { website: _trap, ...fields } = sent;
    const consoleUrl = `${siteOrigin(deps, c)}${table === "inquiries" ? ADMIN.inquiries : ADMIN.messages}`;
    await queueWithSettings(
      tx,
      (settings, office) => messageMails({ ...fields, id: stored.id, form: table, course: course?.title }, settings, office, consoleUrl),
    );
    return stored;
  });
  void deps.mail.wake();
  return stored;
}
