import { useSearchParams } from 'react-router';

/** The page number in the URL's `page` query (1 when absent or unreadable), and how to change it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  return [page, (next) => setParams(next === 1 ? {} : { page: String(next) })];
}
