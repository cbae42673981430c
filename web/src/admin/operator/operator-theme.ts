import type { RaThemeOptions } from 'react-admin';
import { adminTheme } from '../theme';

type CheckboxState = { 'aria-label'?: string };

/**
 * The owner area's theme, and one repair: react-admin's row checkbox (SelectRowCheckbox) puts its
 * 'Select this row' label on MUI's root span, where ARIA forbids it, leaving the input unnamed
 * (axe: aria-prohibited-attr, label). The label moves to the input.
 */
export const operatorTheme: RaThemeOptions = {
  ...adminTheme,
  components: {
    ...adminTheme.components,
    MuiCheckbox: {
      defaultProps: {
        size: 'small',
        slotProps: {
          root: () => ({ 'aria-label': undefined }),
          input: (state: CheckboxState) => ({ 'aria-label': state['aria-label'] }),
        },
      },
    },
  },
};
