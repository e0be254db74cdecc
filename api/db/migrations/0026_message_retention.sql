-- How long the office keeps inquiries and contact messages, in months (Settings); 0 keeps them
-- all, as before. The scheduled sweep removes older ones with their notes.
alter table site_settings add column message_retention_months integer not null default 0
  check (message_retention_months = 0 or message_retention_months between 6 and 120);
