import { useEffect, useState } from 'react';

/**
 * Moves focus to the element with an id once React has rendered the change that made it:
 * the first field of a row just added, or a sensible neighbour of a row just removed (the
 * inputs' ids are their form paths, react-admin's default).
 */
export function useFocusAfterRender(): (id: string) => void {
  const [target, setTarget] = useState<string>();
  useEffect(() => {
    if (target === undefined) return;
    document.getElementById(target)?.focus();
    setTarget(undefined);
  }, [target]);
  return setTarget;
}
