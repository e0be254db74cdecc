-- Several admins: one can be disabled (no login; its tokens were revoked when it was disabled).
alter table admins add column disabled_at timestamptz;
