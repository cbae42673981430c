import { DataTable, DateInput, List, SelectArrayInput, TextInput } from 'react-admin';
import { dateTime, money } from '../format';
import type { OperatorOrderRecord } from '../operator-data-provider';

const STATUSES = ['placed', 'paid', 'inProgress', 'outForDelivery', 'delivered', 'cancelled'].map((id) => ({ id, name: id }));

const filters = [
  <TextInput key="q" source="q" label="Order number" alwaysOn />,
  <TextInput key="email" source="email" label="Customer e-mail" alwaysOn />,
  <TextInput key="restaurantId" source="restaurantId" label="Restaurant id" />,
  <SelectArrayInput key="status" source="status" choices={STATUSES} />,
  <DateInput key="createdFrom" source="createdFrom" label="From" />,
  <DateInput key="createdTo" source="createdTo" label="To" />,
];

const Column = DataTable.Col<OperatorOrderRecord>;

/** Orders across the marketplace (docs/architecture/operator.md "Orders"); the number is the one customers see. */
export function OrderList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <DataTable<OperatorOrderRecord> bulkActionButtons={false} rowClick="show" sx={{ overflowX: 'auto' }}>
        <Column label="Number" disableSort render={(o) => `#${o._id.slice(-6).toUpperCase()}`} />
        <Column source="createdAt" label="Placed" sortByOrder="DESC" render={(o) => dateTime(o.createdAt)} />
        <Column label="Restaurant" disableSort render={(o) => o.restaurant.restaurantName} />
        <Column label="Customer" disableSort render={(o) => o.deliveryDetails.email} />
        <Column source="status" disableSort />
        <Column source={'total' as never} label="Total" sortByOrder="DESC" render={(o) => money(o.totalAmount + o.deliveryPrice)} />
      </DataTable>
    </List>
  );
}
