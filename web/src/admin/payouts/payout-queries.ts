import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { OwnerDataProvider } from '../data-provider';

export function usePayouts() {
  const dataProvider = useDataProvider<OwnerDataProvider>();
  return useQuery({ queryKey: ['owner', 'payouts'], queryFn: ({ signal }) => dataProvider.getPayouts({ signal }) });
}

/** A week's orders, read once the owner opens it. */
export function usePayoutWeek(weekStart: string, open: boolean) {
  const dataProvider = useDataProvider<OwnerDataProvider>();
  return useQuery({ queryKey: ['owner', 'payouts', weekStart], queryFn: ({ signal }) => dataProvider.getPayoutWeek(weekStart, { signal }), enabled: open });
}

/** Saves the week's CSV as the browser saves a download. */
export async function downloadStatement(dataProvider: OwnerDataProvider, weekStart: string): Promise<void> {
  const blob = await dataProvider.getStatementCsv(weekStart);
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: `statement-${weekStart}.csv` });
  link.click();
  URL.revokeObjectURL(url);
}
