-- The console pages, searches and sorts its long lists on the server. A search looks for a phrase
-- anywhere in a field (ilike '%…%'), which only trigram indexes serve; the extension is installed
-- once per database, in public, so that every schema (a test run's own) finds its operator class.
create extension if not exists pg_trgm with schema public;

create index contacts_name_trgm on contacts using gin (name public.gin_trgm_ops);
create index contacts_email_trgm on contacts using gin (email public.gin_trgm_ops);
create index contacts_message_trgm on contacts using gin (message public.gin_trgm_ops);
create index inquiries_name_trgm on inquiries using gin (name public.gin_trgm_ops);
create index inquiries_email_trgm on inquiries using gin (email public.gin_trgm_ops);
create index inquiries_message_trgm on inquiries using gin (message public.gin_trgm_ops);
create index students_name_trgm on students using gin (name public.gin_trgm_ops);
create index students_email_trgm on students using gin (email public.gin_trgm_ops);

-- Newest first is every list's default order.
create index students_created_at_idx on students (created_at desc, id desc);
create index course_files_created_at_idx on course_files (created_at desc, id desc);
