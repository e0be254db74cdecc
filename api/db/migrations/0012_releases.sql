-- Each remote's releases. A release's files are objects `releases/<remote>.<build>.<n>`, the n-th of
-- `files` (path, size, content type); a release is immutable once its row exists.
create table remote_releases (
  remote      text not null check (remote in ('public', 'portal', 'admin')),
  build       text not null,
  files       jsonb not null,
  size        bigint not null,
  created_at  timestamptz not null default now(),
  released_by text,
  primary key (remote, build)
);
create index remote_releases_created_idx on remote_releases (remote, created_at desc);

-- The active release of a remote; no row: the build the remote was deployed with. Switching is
-- one upsert or delete of this row.
create table remote_active (
  remote       text primary key,
  build        text not null,
  activated_at timestamptz not null default now(),
  foreign key (remote, build) references remote_releases (remote, build)
);

-- What visitors' browsers report when a remote fails (no personal data: no address, no query string).
create table client_errors (
  id         bigserial primary key,
  at         timestamptz not null default now(),
  remote     text not null,
  build      text not null default '',
  route      text not null default '',
  kind       text not null,
  message    text not null default '',
  stack      text not null default '',
  user_agent text not null default ''
);
create index client_errors_at_idx on client_errors (at desc);
