-- An inquiry may name the course it is about (the form's course selector). Deleting the course
-- keeps the inquiry, without its course.
alter table inquiries add column course_id integer constraint inquiries_course_id_fkey references courses (id) on delete set null;
create index inquiries_course_id_idx on inquiries (course_id) where course_id is not null;
