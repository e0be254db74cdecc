-- A gallery photo may carry a caption the admin writes: the photo's alt text and the lightbox's
-- caption. Empty means none, and the site falls back to naming the photo by its place.
alter table gallery add column caption text not null default '';
