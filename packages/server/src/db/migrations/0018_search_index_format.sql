-- The version of the posting format the directory search index was written in. When the server's
-- version differs (the postings changed shape), the index of every tenant is rebuilt once.
create table search_index_format (
  only_row boolean primary key default true check (only_row),
  version integer not null
);
insert into search_index_format (version) values (1);
