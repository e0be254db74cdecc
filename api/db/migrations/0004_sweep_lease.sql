-- Which process sweeps orphaned objects now: one row while a sweep runs, so that one process
-- sweeps at a time. A row with an expiry rather than an advisory lock: a session lock needs one
-- connection held across the sweep's storage calls (a connection lost meanwhile used to crash
-- the process), and the embedded database's single session would exclude nothing.
create table sweep_lease (
  id         int primary key check (id = 1),
  holder     text not null,
  expires_at timestamptz not null
);
