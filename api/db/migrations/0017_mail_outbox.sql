-- Mail waits here, written in the same transaction as the row that caused it, until a worker has
-- handed it to the SMTP server (api/mail/). A worker claims a message by moving it to 'sending'
-- with a lease: another replica takes it only once the lease has run out (its worker died mid-send).
-- Without a mail server configured, messages stay 'queued' and the console shows them.
create table mail_outbox (
  id              serial primary key,
  kind            text not null check (kind in (
                    'inquiry-received', 'contact-received', 'student-welcome',
                    'office-inquiry', 'office-contact', 'office-registration')),
  to_address      text not null,
  reply_to        text not null default '',
  from_name       text not null default '',
  subject         text not null,
  html            text not null,
  text            text not null,
  -- What caused it: a row of inquiries, contacts or students (no foreign key: the mail outlives it).
  cause_table     text,
  cause_id        integer,
  state           text not null default 'queued' check (state in ('queued', 'sending', 'sent', 'failed')),
  attempts        integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  lease_until     timestamptz,
  last_error      text not null default '',
  sent_at         timestamptz,
  created_at      timestamptz not null default now()
);
-- The worker's question: what is due, in order.
create index mail_outbox_due_idx on mail_outbox (next_attempt_at, id) where state in ('queued', 'sending');
create index mail_outbox_created_idx on mail_outbox (created_at desc, id desc);
