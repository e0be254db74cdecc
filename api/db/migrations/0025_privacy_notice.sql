-- The privacy notice the office edits in the console (Privacy), shown at /privacy and linked from
-- the footer and every form that asks for personal details. One row, with a starting text that
-- says what the site stores and why, for the office to make its own.
create table privacy_notice (
  id integer primary key default 1 check (id = 1),
  content text not null,
  updated_at timestamptz not null default now()
);
insert into privacy_notice (content) values (
  '<h2>What we store</h2>'
  '<p>When you send the contact or inquiry form, we keep your name, email address, mobile number and message, and the course you asked about, so that we can answer you. When you register as a student, we also keep your course, your password (only as a one-way hash) and the photo you add.</p>'
  '<p>To count visits, your browser keeps a random visitor number for as long as this browser window is open; once you have read this notice, it keeps it, so that coming back counts you once. The number says nothing about who you are.</p>'
  '<h2>What we do with it</h2>'
  '<p>We use your details only to answer you and to run your course. We do not sell them or share them for advertising.</p>'
  '<h2>Your choices</h2>'
  '<p>Write to us to see, correct or delete what we hold about you.</p>'
);
