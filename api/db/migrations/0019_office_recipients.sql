-- Where the office's notices go (the console's Mail page), kept beside the Settings row but never
-- read with it: the public site reads Settings, and these addresses are the staff's.
alter table site_settings add column office_recipients jsonb not null default '[]';
