import { Button } from '@mui/material';
import { useSimpleFormIterator, useSimpleFormIteratorItem } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { newArea } from './delivery-areas-schema';

/*
 * SimpleFormIterator's add and remove buttons with words instead of its small icons: a tap
 * target of a full button, and a name a screen reader says ("Remove Central").
 */

export function AddAreaButton({ disabled }: { disabled?: boolean }) {
  const { add, total } = useSimpleFormIterator();
  return (
    <Button variant="outlined" disabled={disabled} onClick={() => add(newArea())} aria-label={total === 0 ? 'Add a delivery area' : 'Add another delivery area'}>
      {total === 0 ? 'Add a delivery area' : 'Add another area'}
    </Button>
  );
}

export function RemoveAreaButton() {
  const { index, remove } = useSimpleFormIteratorItem();
  const name = (useWatch({ name: `areas.${index}.name` }) as string | undefined)?.trim();
  return (
    <Button color="error" variant="outlined" onClick={() => remove()} aria-label={`Remove ${name || `area ${index + 1}`}`} sx={{ alignSelf: 'flex-start' }}>
      Remove
    </Button>
  );
}
