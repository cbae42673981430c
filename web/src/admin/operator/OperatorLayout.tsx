import { Box, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AUDIT, ORDERS, RESTAURANTS } from './operator-data-provider';

export const OPERATOR_BASE = '/operator';
const SECTIONS = [
  { resource: RESTAURANTS, label: 'Restaurants' },
  { resource: ORDERS, label: 'Orders' },
  { resource: AUDIT, label: 'Audit log' },
];

/** The console's layout inside the app's page (in place of react-admin's app bar and menu): a heading and a tab per resource. */
export function OperatorLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const current = SECTIONS.findIndex((s) => pathname.startsWith(`${OPERATOR_BASE}/${s.resource}`));
  return (
    <>
      <Typography variant="h1">Operator console</Typography>
      <Box component="nav" aria-label="Console sections" sx={{ borderBottom: 1, borderColor: 'divider', mt: 1 }}>
        <Tabs value={current === -1 ? 0 : current} variant="scrollable" allowScrollButtonsMobile>
          {SECTIONS.map((s) => (
            <Tab key={s.resource} label={s.label} component={Link} to={`${OPERATOR_BASE}/${s.resource}`} sx={{ minHeight: 44 }} />
          ))}
        </Tabs>
      </Box>
      {/* min-width 0: a wide table scrolls inside the page instead of widening it. */}
      <Box sx={{ mt: 2, minWidth: 0, maxWidth: '100%' }}>{children}</Box>
    </>
  );
}
