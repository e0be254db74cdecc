-- The name of the record an entry is about, as it was then (a course's title, a student's name):
-- the log says "Deleted the course Java" after the course is gone.
alter table activity add column record_name text not null default '';
