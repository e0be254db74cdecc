-- The institute's public details: one row, edited in the console, shown by the public site.
create table site_settings (
  id          integer primary key default 1 check (id = 1),
  name        text not null default 'Institute',
  description text not null default '',
  phone       text not null default '',
  whatsapp    text not null default '',
  email       text not null default '',
  address     text not null default '',
  map_url     text not null default '',
  hours       text not null default '',
  social      jsonb not null default '[]',
  updated_at  timestamptz not null default now()
);
insert into site_settings (id) values (1);
