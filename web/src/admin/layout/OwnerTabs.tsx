import { Box, Tab, Tabs, Typography, useMediaQuery } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { useBasename, useLocation, useNavigate } from 'react-admin';
import { useMyRole } from '../team/team-queries';
import { OWNER_TABS, tabAt, tabsFor, type OwnerTab } from './owner-tabs';

const tabId = (value: OwnerTab) => `manage-tab-${value}`;
const PANEL_ID = 'manage-panel';
const PHONE_TAB = { minWidth: 0, flex: '0 0 25%', px: 0.25, fontSize: '0.75rem', borderBottom: 2, borderColor: 'transparent', '&.Mui-selected': { borderColor: 'primary.main' } } as const;

/** The tab of the current address, and a way to open another. */
function useOwnerTab() {
  const basename = useBasename();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const open = (value: OwnerTab) => navigate(`${basename}${OWNER_TABS.find((tab) => tab.value === value)?.path ?? ''}`);
  return { tab: tabAt(pathname.slice(basename.length)), open };
}

/** docs/product/screens.md's three tabs (and Reviews) over the admin's routes; the route's page is the tab panel. */
export function OwnerTabs({ children }: { children: ReactNode }) {
  const { tab, open } = useOwnerTab();
  const tabs = tabsFor(useMyRole().data?.role);
  // On a phone the tabs wrap into rows of four, none hidden off screen: seven do not fit one row
  // (a scrolling row would hide the first or the last). The selected one is underlined itself,
  // as the sliding indicator belongs to one row.
  const isPhone = useMediaQuery('(max-width: 599.95px)', { noSsr: true });
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: OwnerTab) => open(value)}
          aria-label="Manage restaurant sections"
          sx={isPhone ? { '& .MuiTabs-list': { flexWrap: 'wrap' }, '& .MuiTabs-indicator': { display: 'none' } } : undefined}
        >
          {tabs.map((t) => (
            // MUI's 90 px minimum would push six tabs past a phone's width; each takes what its longest word needs.
            <Tab key={t.value} value={t.value} label={t.label} id={tabId(t.value)} aria-controls={PANEL_ID} sx={isPhone ? PHONE_TAB : undefined} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(tab)} sx={{ pt: 3 }}>
        {/* A tab's page may arrive in a chunk of its own (the restaurant form). */}
        <Suspense fallback={<Typography role="status">Loading...</Typography>}>{children}</Suspense>
      </Box>
    </>
  );
}
