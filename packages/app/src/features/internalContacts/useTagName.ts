import { useEffect, useState } from 'react';
import { useSilentClient } from '../../api/ClientContext';

/**
 * The name of the personal-info tag the list is filtered by, from the server. `undefined` while it
 * loads, when there is no tag, or when the tag cannot be named (the filter still applies by id).
 */
export function useTagName(tagId: number | null): string | undefined {
  const client = useSilentClient();
  const [answer, setAnswer] = useState<{ tagId: number; name: string } | undefined>(undefined);

  useEffect(() => {
    if (tagId === null) return;
    let active = true;
    client.personalInfo.tag({ params: { tagId } }).then(
      (tag) => {
        if (active) setAnswer({ tagId, name: tag.tagName });
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [client, tagId]);

  return tagId !== null && answer?.tagId === tagId ? answer.name : undefined;
}
