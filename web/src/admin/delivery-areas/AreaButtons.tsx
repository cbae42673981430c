import { Button } from '@mui/material';
import { useSimpleFormIterator, useSimpleFormIteratorItem } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useFocusAfterRender } from '../restaurant/use-focus-after-render';
import { newArea } from './delivery-areas-schema';

/*
 * SimpleFormIterator's add and remove buttons with words instead of its small icons: a tap
 * target of a full button, and a name a screen reader says ("Remove Central"). Focus goes to
 * the new area's name, or after a removal to the area that took its place (or to the add button).
 */

export const ADD_AREA = 'areas.add';
export const areaFieldId = (index: number, field: string) => `areas.${index}.${field}`;

export function AddAreaButton() {
  const { add, total } = useSimpleFormIterator();
  const focus = useFocusAfterRender();
  const label = total === 0 ? 'Add a delivery area' : 'Add another delivery area';
  return (
    <Button
      id={ADD_AREA}
      variant="outlined"
      onClick={() => {
        add(newArea());
        focus(areaFieldId(total, 'name'));
      }}
      aria-label={label}
    >
      {total === 0 ? 'Add a delivery area' : 'Add another area'}
    </Button>
  );
}

/** The name an area goes by on its buttons and group: its name, or its place in the list. */
export function useAreaName(index: number): string {
  const name = (useWatch({ name: `areas.${index}.name` }) as string | undefined)?.trim();
  return name || `area ${index + 1}`;
}

export function RemoveAreaButton() {
  const { index, remove } = useSimpleFormIteratorItem();
  const { total } = useSimpleFormIterator();
  const name = useAreaName(index);
  const next = total === 1 ? ADD_AREA : areaFieldId(Math.min(index, total - 2), 'name');
  return (
    <Button
      color="error"
      variant="outlined"
      onClick={() => {
        remove();
        // This button is gone after the render: the focus moves once it has happened.
        setTimeout(() => document.getElementById(next)?.focus());
      }}
      aria-label={`Remove ${name}`}
      sx={{ alignSelf: 'flex-start' }}
    >
      Remove
    </Button>
  );
}
