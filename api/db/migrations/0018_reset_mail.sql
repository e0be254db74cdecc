-- A student who forgot the password asks for a reset link by mail (api/password-resets/). The
-- link's token travels sealed: the outbox keeps the message with a placeholder and the token
-- encrypted under the server's secret (api/mail/sealed-secret.ts), so neither the console's Mail
-- page nor a copy of the database holds a working link.
alter table mail_outbox drop constraint mail_outbox_kind_check;
alter table mail_outbox add constraint mail_outbox_kind_check check (kind in (
  'inquiry-received', 'contact-received', 'student-welcome',
  'office-inquiry', 'office-contact', 'office-registration', 'password-reset'));
alter table mail_outbox add column sealed_secret text;
-- When the link was issued: a student asking again within minutes gets no second mail.
alter table password_resets add column issued_at timestamptz not null default now();
