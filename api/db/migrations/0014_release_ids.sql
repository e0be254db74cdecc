-- Every release id ever stored, pruned ones included: an id is never used twice, so what a
-- process keeps of a release's files and manifest (api/releases/web.ts) can never be another's.
create table remote_release_ids (
  remote     text not null,
  build      text not null,
  primary key (remote, build)
);
insert into remote_release_ids (remote, build) select remote, build from remote_releases;
