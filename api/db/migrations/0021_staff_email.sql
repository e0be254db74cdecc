-- A staff account's email, for its self-service password reset ("Forgot password?" on the
-- console's login). Each admin sets their own, with their password; unique when set.
alter table admins add column email text not null default '';
create unique index admins_email_key on admins (lower(email)) where email <> '';
-- A reset link is a student's or a staff account's.
alter table password_resets alter column student_id drop not null;
alter table password_resets add column admin_id integer unique references admins (id) on delete cascade;
alter table password_resets add constraint password_resets_one_account check (num_nonnulls(student_id, admin_id) = 1);
