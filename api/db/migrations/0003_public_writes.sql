-- Public writes (contact messages, inquiries, registrations, new visitor ids) per client address,
-- for the limits of decisions.md; in the database so every API replica counts the same.
create table public_writes (
  id         bigserial primary key,
  kind       text not null,
  address    text not null,
  written_at timestamptz not null default now()
);
create index public_writes_idx on public_writes (kind, address, written_at);
