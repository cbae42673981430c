import { Checkbox, FormControlLabel } from '@mui/material';
import { useInput } from 'react-admin';
import { FormSection } from './FormSection';

/**
 * The owner's opt-in to an e-mail per new paid order, sent to their account e-mail
 * (docs/architecture/mail.md "The owner's opt-in"); off until ticked.
 */
export function NewOrderMailSection() {
  const { field } = useInput({ source: 'emailNewOrders' });
  return (
    <FormSection title="Order e-mails" description="We send them to the e-mail address you sign in with">
      <FormControlLabel
        control={<Checkbox name={field.name} checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} slotProps={{ input: { ref: field.ref } }} />}
        label="E-mail me each new paid order"
      />
    </FormSection>
  );
}
