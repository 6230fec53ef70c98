import { Box, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatShortDate } from '../../shared/format/dates';
import { publicObjectUrl } from '../../shared/images/imageUrl';
import { apiBaseUrl } from '../../shared/supabase/config';
import { customerLines, sellerLegalLines } from '../../shared/proForma/documentParties';
import { type DocumentSettings, sellerBlock, sellerOfSettings } from '../../shared/proForma/sellerBlock';
import { customerEmailOf, type OrderItemRow, type OrderWithCustomer } from './orderDocuments';

/** What the note says of the company: the current settings (a delivery note is not a frozen accounting document). */
export type DeliveryNoteCompany = DocumentSettings;

function Party({ title, lines }: { title: string; lines: (string | null | undefined)[] }) {
  return (
    <Box>
      <Typography component="h2" variant="subtitle2" sx={{ textTransform: 'uppercase', color: 'text.secondary' }}>
        {title}
      </Typography>
      {lines.filter(Boolean).map((line) => (
        <Typography key={line} variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}

function Signature({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minHeight: '38mm', breakInside: 'avoid' }}>
      <Typography component="h2" variant="subtitle2">
        {title}
      </Typography>
      {['name', 'date', 'signature'].map((field) => (
        <Typography key={field} variant="body2" sx={{ mt: 1.5 }}>
          {translate(`backoffice.delivery_note.${field}`)} : ……………………………
        </Typography>
      ))}
    </Box>
  );
}

/**
 * The « bon de livraison »: order number and date, the customer, where and whom to deliver to, the lines with
 * their quantities and no prices (the note travels with the goods), and room for both signatures.
 */
export function DeliveryNote({ order, items, company }: { order: OrderWithCustomer & { notes?: string | null }; items: OrderItemRow[]; company: DeliveryNoteCompany }) {
  const translate = useTranslate();
  const logo = company.logo_path ? publicObjectUrl(apiBaseUrl(), company.logo_path) : undefined;
  const quantity = items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <Box component="article" aria-labelledby="delivery-note-title" sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 2 }}>
        <Box>
          {logo ? <Box component="img" src={logo} alt={company.company_name} sx={{ maxHeight: 56, maxWidth: 200, display: 'block', mb: 1 }} /> : null}
          <Party
            title={company.company_name}
            lines={[
              company.address,
              [company.city, company.country].filter(Boolean).join(', '),
              company.phone_main,
              company.email_general,
              ...sellerLegalLines(sellerBlock(sellerOfSettings(company)).legal, company.company_name),
            ]}
          />
        </Box>
        <Box sx={{ textAlign: { sm: 'right' } }}>
          <Typography id="delivery-note-title" component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {translate('backoffice.delivery_note.title')}
          </Typography>
          <Typography variant="body2">{translate('backoffice.orders.number', { number: order.number })}</Typography>
          <Typography variant="body2">{translate('backoffice.delivery_note.ordered_on', { date: formatShortDate(order.created_at) })}</Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, '@media print': { gridTemplateColumns: '1fr 1fr' } }}>
        <Party
          title={translate('backoffice.delivery_note.customer')}
          lines={customerLines({
            name: order.profiles?.full_name || order.delivery_name || '',
            company: order.customer_company,
            department: order.customer_department,
            ifu: order.customer_ifu,
            rccm: order.customer_rccm,
            purchaseOrderRef: order.purchase_order_ref,
            email: customerEmailOf(order),
            phone: order.profiles?.phone,
          })}
        />
        <Party title={translate('backoffice.delivery_note.deliver_to')} lines={[order.delivery_name, order.delivery_address, order.delivery_phone]} />
      </Box>
      <Table size="small" aria-label={translate('backoffice.delivery_note.lines')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.order_items.fields.product_name')}</TableCell>
            <TableCell align="right">{translate('resources.order_items.fields.quantity')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>{item.product_name}</TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ color: 'text.primary', fontWeight: 700 }}>
              {translate('backoffice.delivery_note.total_quantity')}
            </TableCell>
            <TableCell align="right" sx={{ color: 'text.primary', fontWeight: 700 }}>
              {quantity}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
      {order.notes ? <Party title={translate('resources.orders.fields.notes')} lines={[order.notes]} /> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, '@media print': { gridTemplateColumns: '1fr 1fr' } }}>
        <Signature title={translate('backoffice.delivery_note.delivered_by')} />
        <Signature title={translate('backoffice.delivery_note.received_by')} />
      </Box>
    </Box>
  );
}
