-- Contact messages and inquiries are new until the admin marks them handled; the console counts
-- the new ones in its sidebar, which the partial indexes keep cheap however long the tables grow.
alter table contacts add column handled_at timestamptz;
alter table inquiries add column handled_at timestamptz;
create index contacts_new_idx on contacts (created_at) where handled_at is null;
create index inquiries_new_idx on inquiries (created_at) where handled_at is null;
