-- The follow-up desk: an inquiry's or contact message's stage among those the office names (the
-- first, 'new', where messages arrive; 'enrolled', where a registration with an inquiry's email
-- moves it), its owner, its next follow-up day, the student an inquiry became, and the office's
-- notes. A stage is checked against the office's list when written, not by a CHECK: the list is data.
alter table site_settings
  add column follow_up_stages jsonb not null default '["new", "contacted", "follow-up", "enrolled", "closed"]';

alter table inquiries
  add column stage text not null default 'new',
  add column owner_id integer constraint inquiries_owner_id_fkey references admins (id) on delete set null,
  add column follow_up_on date,
  add column student_id integer references students (id) on delete set null;
alter table contacts
  add column stage text not null default 'new',
  add column owner_id integer constraint contacts_owner_id_fkey references admins (id) on delete set null,
  add column follow_up_on date;
-- "Due today": an owner's follow-ups on or before a day.
create index inquiries_follow_up_idx on inquiries (owner_id, follow_up_on) where follow_up_on is not null;
create index contacts_follow_up_idx on contacts (owner_id, follow_up_on) where follow_up_on is not null;
-- A registration looks for the inquiries sent with its email.
create index inquiries_email_idx on inquiries (lower(email)) where student_id is null;

-- Two tables of one shape, as the messages are.
create table inquiry_notes (
  id         serial primary key,
  message_id integer not null references inquiries (id) on delete cascade,
  admin_id   integer references admins (id) on delete set null,
  author     text not null default '',
  body       text not null,
  created_at timestamptz not null default now()
);
create index inquiry_notes_message_idx on inquiry_notes (message_id, created_at);
create table contact_notes (
  id         serial primary key,
  message_id integer not null references contacts (id) on delete cascade,
  admin_id   integer references admins (id) on delete set null,
  author     text not null default '',
  body       text not null,
  created_at timestamptz not null default now()
);
create index contact_notes_message_idx on contact_notes (message_id, created_at);
