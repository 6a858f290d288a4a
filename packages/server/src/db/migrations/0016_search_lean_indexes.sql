-- Only the ASCII fields (e-mail, phone digits and text, employee number) are matched by prefix or
-- trigram on their values; names and texts go through the postings. Indexing just those keeps the
-- trigram index a fraction of the size and the bulk load of a large tenant fast.
drop index search_values_prefix_idx;
create index search_values_prefix_idx on search_values (tenant_id, field, value)
  where field in ('em', 'ph', 'pt', 'en');
drop index search_values_trgm_idx;
create index search_values_trgm_idx on search_values using gin (value gin_trgm_ops)
  where field in ('em', 'ph', 'pt', 'en');

-- Each person's postings as "scope<TAB>gram" lines: reindexing a person deletes exactly those rows
-- through the primary key, so the postings need no second index by user (one index fewer to keep
-- and to build after a bulk load).
alter table search_people add column grams text not null default '';
drop index search_grams_user_idx;
