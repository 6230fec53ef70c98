import { Box, Divider, Typography } from '@mui/material';
import { Edit, ListButton, SimpleForm, TopToolbar, useTranslate } from 'react-admin';
import { ShrinkToScreen } from '../common/ShrinkToScreen';
import { CancelOrderButton } from './CancelOrderButton';
import { DeliveredEquipment } from './DeliveredEquipment';
import { MissingSellerDetails } from '../settings/MissingSellerDetails';
import { IssueInvoiceButton } from './IssueInvoiceButton';
import { OrderCancelledByCustomer } from './OrderCancelledByCustomer';
import { OrderAmounts, OrderCustomer, OrderDelivery } from './OrderDetails';
import { OrderDocuments } from './OrderDocuments';
import { OrderLines } from './OrderLines';
import { OrderStatusInput } from './OrderStatusInput';
import { OrderTitle } from './OrderTitle';

const OrderActions = () => (
  <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
    <IssueInvoiceButton />
    <CancelOrderButton />
    <ListButton />
  </TopToolbar>
);

/** The customer's account comes with the order: its name, address and phone are shown as links. */
const withCustomer = { meta: { columns: ['*', 'profiles(full_name,email,phone)'] } };

/** The order's detail; only its status is edited (the customer is told by e-mail). Delivered: each unit's serial number. */
export function OrderEdit() {
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic" redirect="list" title={<OrderTitle />} actions={<OrderActions />} queryOptions={withCustomer}>
      <SimpleForm>
        <Box sx={{ display: 'grid', gap: 3, width: '100%' }}>
          <MissingSellerDetails />
          <OrderDocuments />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
            <OrderCustomer />
            <OrderDelivery />
          </Box>
          <Divider />
          <section>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {translate('backoffice.orders.lines')}
            </Typography>
            <ShrinkToScreen>
              <OrderLines />
            </ShrinkToScreen>
          </section>
          <OrderAmounts />
          <Box>
            <OrderStatusInput />
            <OrderCancelledByCustomer />
          </Box>
        </Box>
      </SimpleForm>
      <DeliveredEquipment />
    </Edit>
  );
}
