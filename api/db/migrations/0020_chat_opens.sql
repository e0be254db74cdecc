-- A chat opened about a course (a course page's Send Inquiry, a batch's Inquire Now, with a
-- WhatsApp number in Settings): the inquiry itself goes to the chat, out of the site's sight, so
-- each opening is a row here, for the dashboard's inquiries per course.
create table chat_opens (
  id        bigserial primary key,
  course_id integer not null references courses (id) on delete cascade,
  opened_at timestamptz not null default now()
);
create index chat_opens_course_idx on chat_opens (course_id, opened_at);
