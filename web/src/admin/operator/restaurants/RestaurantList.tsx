import { useMediaQuery, type Theme } from '@mui/material';
import { BooleanInput, DataTable, List, NullableBooleanInput, SimpleList, TextInput } from 'react-admin';
import { dateTime, money, openLabel, standingLabel } from '../format';
import type { OperatorRestaurant } from '../operator-data-provider';
import { BulkSuspendButton } from './BulkSuspendButton';

const filters = [
  <TextInput key="q" source="q" label="Name or city" alwaysOn />,
  <NullableBooleanInput key="suspended" source="suspended" label="Suspended" />,
  <BooleanInput key="listed" source="listed" label="Listed" />,
];

const Column = DataTable.Col<OperatorRestaurant>;

/** Every restaurant whatever its standing (docs/architecture/operator.md "Restaurants"); the API sorts by name, city and when joined. */
export function RestaurantList() {
  // A phone gets react-admin's SimpleList, as its demo does: eight columns cannot fit 390 px.
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <List filters={filters} sort={{ field: 'restaurantName', order: 'ASC' }} perPage={25} exporter={false}>
      {isPhone ? (
        <SimpleList<OperatorRestaurant>
          primaryText={(r) => r.restaurantName}
          secondaryText={(r) => `${r.city} · ${standingLabel(r.standing)} · ${openLabel(r.openState)}`}
          tertiaryText={(r) => `${r.ordersThisWeek} this week`}
          linkType="show"
        />
      ) : (
        // On a tablet the table scrolls sideways inside its wrapper; the bulk toolbar stays above it.
        <DataTable<OperatorRestaurant> bulkActionButtons={<BulkSuspendButton />} rowClick="show" sx={{ maxWidth: '100%', '& .RaDataTable-tableWrapper': { overflowX: 'auto', maxWidth: '100%' } }}>
          <Column source="restaurantName" label="Restaurant" />
          <Column source="city" />
          <Column label="Standing" disableSort render={(r) => standingLabel(r.standing)} />
          <Column label="Now" disableSort render={(r) => openLabel(r.openState)} />
          <Column label="Rating" disableSort render={(r) => (r.rating ? `${r.rating.average} (${r.rating.count})` : '–')} />
          <Column source="ordersThisWeek" label="Orders this week" disableSort />
          <Column label="Sales this week" disableSort render={(r) => money(r.salesThisWeek)} />
          <Column source="createdAt" label="Joined" render={(r) => dateTime(r.createdAt)} />
        </DataTable>
      )}
    </List>
  );
}
