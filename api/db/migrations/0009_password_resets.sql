-- One-time password reset links for students, issued by an admin. Only the token's SHA-256 is
-- kept: a copy of the database holds no working link. A student has at most one link: issuing
-- a new one removes the earlier.
create table password_resets (
  token_hash text primary key,
  student_id integer not null unique references students (id) on delete cascade,
  issued_by  integer references admins (id) on delete set null,
  expires_at timestamptz not null,
  used_at    timestamptz
);
