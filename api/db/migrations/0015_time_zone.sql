-- The institute's time zone, for the times of the console's exports; '' is the server's own.
alter table site_settings add column time_zone text not null default '';
