import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useQuery } from '../shared/useQuery';
import type { Query } from '../shared/useQuery';

export interface QueryHarnessProps<T> {
  /** What each load answers in turn; the last one answers every load after it. */
  answers: readonly (() => Promise<T>)[];
  children: (query: Query<T>) => ReactNode;
}

/** Drives a component that shows a query with the real `useQuery`, over answers a test gives. */
export function QueryHarness<T>({ answers, children }: QueryHarnessProps<T>) {
  const loads = useRef(0);
  const query = useQuery<T>(() => {
    const answer = answers[Math.min(loads.current, answers.length - 1)]!;
    loads.current += 1;
    return answer();
  }, 'harness');
  return <>{children(query)}</>;
}

/** An answer that fails as an unreachable server does. */
export const unreachable = () => Promise.reject(new TypeError('fetch failed'));
