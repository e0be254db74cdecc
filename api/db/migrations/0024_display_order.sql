-- The office orders the photos, the slides and the testimonials (the console drags them); each
-- starts in the order it was shown in until now: the gallery newest first, the others as added.
alter table gallery add column position integer not null default 0;
alter table sliders add column position integer not null default 0;
alter table testimonials add column position integer not null default 0;
update gallery set position = ordered.n
  from (select id, row_number() over (order by created_at desc, id desc) as n from gallery) ordered
  where gallery.id = ordered.id;
update sliders set position = ordered.n
  from (select id, row_number() over (order by id) as n from sliders) ordered
  where sliders.id = ordered.id;
update testimonials set position = ordered.n
  from (select id, row_number() over (order by id) as n from testimonials) ordered
  where testimonials.id = ordered.id;
