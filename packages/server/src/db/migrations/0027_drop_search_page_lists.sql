-- search_page_lists (migration 0025) grouped every posting of every list; measured at N = 20,000
-- on a quiet machine, interleaved, it took longer than the statement built per search
-- (freeword-all 佐藤 課長 p50 3.56 → 4.45 ms), so searches of whole posting lists use that
-- statement again.
drop function search_page_lists(bigint, integer[], text[], text[], integer, integer);
