-- The entities of section 3 of the product spec.

create table admins (
  id            serial primary key,
  username      text not null,
  name          text not null default '',
  password_hash text not null,
  created_at    timestamptz not null default now()
);
create unique index admins_username_key on admins (lower(username));

-- Singleton rows: the check keeps home and about to exactly one record each.
create table home_content (
  id         integer primary key default 1 check (id = 1),
  title      text not null default '',
  content    text not null default '',
  image      text,
  updated_at timestamptz not null default now()
);

create table about_content (
  id         integer primary key default 1 check (id = 1),
  title      text not null default '',
  content    text not null default '',
  image      text,
  updated_at timestamptz not null default now()
);

create table sliders (
  id         serial primary key,
  title      text not null check (length(title) > 0),
  subtitle   text not null default '',
  image      text,
  created_at timestamptz not null default now()
);

create table courses (
  id         serial primary key,
  title      text not null check (length(title) > 0),
  tagline    text not null default '',
  category   text not null default '',
  duration   text not null default '',
  mode       text not null default '' check (mode in ('', 'Online', 'Offline', 'Hybrid')),
  short_desc text not null default '',
  full_desc  text not null default '',
  image      text,
  curriculum jsonb not null default '[]' check (jsonb_typeof(curriculum) = 'array'),
  outcomes   jsonb not null default '[]' check (jsonb_typeof(outcomes) = 'array'),
  batches    jsonb not null default '[]' check (jsonb_typeof(batches) = 'array'),
  faqs       jsonb not null default '[]' check (jsonb_typeof(faqs) = 'array'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table course_files (
  id            serial primary key,
  course_id     integer not null references courses (id) on delete cascade,
  type          text not null check (type in ('syllabus', 'material', 'interview')),
  filename      text not null,
  original_name text not null default '',
  created_at    timestamptz not null default now()
);
create index course_files_course_id_idx on course_files (course_id);

create table gallery (
  id         serial primary key,
  image      text not null,
  created_at timestamptz not null default now()
);

create table testimonials (
  id          serial primary key,
  name        text not null check (length(name) > 0),
  content     text not null check (length(content) > 0),
  rating      integer not null default 5 check (rating between 1 and 5),
  image       text,
  designation text not null default '',
  created_at  timestamptz not null default now()
);

create table contacts (
  id         serial primary key,
  name       text not null,
  email      text not null,
  mobile     text not null check (mobile ~ '^[0-9]{10}$'),
  message    text not null,
  created_at timestamptz not null default now()
);
create index contacts_created_at_idx on contacts (created_at desc, id desc);

create table inquiries (
  id         serial primary key,
  name       text not null,
  email      text not null,
  mobile     text not null check (mobile ~ '^[0-9]{10}$'),
  message    text not null,
  created_at timestamptz not null default now()
);
create index inquiries_created_at_idx on inquiries (created_at desc, id desc);

-- on delete restrict: a course with enrolled students cannot be deleted (409 in the API).
create table students (
  id            serial primary key,
  name          text not null check (length(name) > 0),
  email         text not null,
  mobile        text not null check (mobile ~ '^[0-9]{10}$'),
  password_hash text not null,
  course_id     integer not null references courses (id) on delete restrict,
  profile_image text,
  created_at    timestamptz not null default now()
);
create unique index students_email_key on students (lower(email));
create index students_course_id_idx on students (course_id);

create table visitors (
  visitor_id text primary key,
  first_seen timestamptz not null default now(),
  last_seen  timestamptz not null default now()
);
create index visitors_last_seen_idx on visitors (last_seen);
