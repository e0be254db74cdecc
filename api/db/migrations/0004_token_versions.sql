-- Every token carries its account's version at signing. Logging out bumps the version, which
-- refuses every token signed before it, on every replica; a deleted account has no version left.
alter table admins add column token_version integer not null default 0;
alter table students add column token_version integer not null default 0;
