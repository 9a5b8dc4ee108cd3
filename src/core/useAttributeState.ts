import { useState } from 'react';

/**
 * State that both the visitor and an attribute set (an open comic, an artwork shown full-screen): the visitor's
 * changes stay until the attribute changes (the site's URL, back/forward, a publisher's script), which then wins.
 */
export function useAttributeState<T>(attribute: T) {
  const [value, setValue] = useState(attribute);
  const [last, setLast] = useState(attribute);
  if (attribute !== last) {
    setLast(attribute);
    setValue(attribute);
  }
  return [value, setValue] as const;
}
