import { Button } from '@mui/material';
import { DataTable, DateInput, List, SelectInput, TextInput, TopToolbar, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { Schemas } from '../../../api/client';
import { dateTime } from '../format';
import type { OperatorDataProvider } from '../operator-data-provider';

type Entry = Schemas['AuditEntry'];
const ACTIONS = [
  { id: 'suspendRestaurant', name: 'Suspend restaurant' },
  { id: 'unlistRestaurant', name: 'Unlist restaurant' },
  { id: 'reinstateRestaurant', name: 'Reinstate restaurant' },
];

const filters = [
  <SelectInput key="action" source="action" choices={ACTIONS} alwaysOn />,
  <TextInput key="operator" source="operator" label="Operator e-mail" />,
  <TextInput key="targetId" source="targetId" label="Target id" />,
  <DateInput key="from" source="from" label="From" />,
  <DateInput key="to" source="to" label="To" />,
];

/** The server's CSV of what the filters select (at most 10,000 entries), saved as a file. */
function ExportCsv() {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<OperatorDataProvider>();
  const notify = useNotify();
  const download = async () => {
    try {
      const url = URL.createObjectURL(await dataProvider.auditCsv(filterValues));
      const link = Object.assign(document.createElement('a'), { href: url, download: 'operator-audit.csv' });
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return <Button onClick={() => void download()} sx={{ minHeight: 44 }}>Export CSV</Button>;
}

const Column = DataTable.Col<Entry>;
const fields = (value: Entry['before']) => (value ? JSON.stringify(value) : '–');

/** The append-only audit log, newest first (docs/architecture/operator.md "Audit log"). */
export function AuditList() {
  return (
    <List filters={filters} sort={{ field: 'at', order: 'DESC' }} perPage={25} exporter={false} actions={<TopToolbar><ExportCsv /></TopToolbar>}>
      <DataTable<Entry> bulkActionButtons={false} rowClick={false} sx={{ overflowX: 'auto' }}>
        <Column source="at" label="When" render={(e) => dateTime(e.at)} />
        <Column source="operatorEmail" label="Operator" disableSort />
        <Column source="action" disableSort />
        <Column label="Target" disableSort render={(e) => `${e.targetName ?? e.targetId}`} />
        <Column source="reason" disableSort />
        <Column label="Before" disableSort render={(e) => fields(e.before)} />
        <Column label="After" disableSort render={(e) => fields(e.after)} />
      </DataTable>
    </List>
  );
}
