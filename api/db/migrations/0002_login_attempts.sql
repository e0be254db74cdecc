-- Failed logins, for the lockout of decisions.md; in the database so every API replica agrees.
create table login_attempts (
  id           bigserial primary key,
  kind         text not null check (kind in ('admin', 'student')),
  account      text not null,
  address      text not null,
  attempted_at timestamptz not null default now()
);
create index login_attempts_pair_idx on login_attempts (kind, account, address, attempted_at);
create index login_attempts_address_idx on login_attempts (address, attempted_at);
