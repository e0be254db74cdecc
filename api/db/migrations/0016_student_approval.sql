-- A registration waits for the office's approval before its course's files open (unless the
-- institute turns approval off); the office can also deactivate a student. Students registered
-- before approval existed keep their access.
alter table students add column status text not null default 'active'
  check (status in ('pending', 'active', 'inactive'));
alter table site_settings add column approve_registrations boolean not null default true;
