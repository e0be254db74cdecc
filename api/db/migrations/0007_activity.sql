-- The activity log: append-only through the API. admin_name keeps the name at the time, so the
-- log still says who it was after the account is gone (admin_id is then null).
create table activity (
  id         bigserial primary key,
  at         timestamptz not null default now(),
  admin_id   integer references admins (id) on delete set null,
  admin_name text not null default '',
  address    text not null default '',
  action     text not null,
  entity     text not null default '',
  entity_id  text,
  summary    text not null default '',
  request_id text not null default ''
);
create index activity_at_idx on activity (at desc, id desc);
create index activity_admin_idx on activity (admin_id, at desc);
