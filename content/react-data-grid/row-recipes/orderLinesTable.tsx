import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { pounds, type OrderLine } from './shopOrders';

/** The lines of one order, shown inside a detail panel. */
export default function OrderLinesTable({
  lines,
  caption,
}: {
  lines: OrderLine[];
  caption: string;
}) {
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          <TableCell>Product</TableCell>
          <TableCell align="right">Qty</TableCell>
          <TableCell align="right">Price</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.sku}>
            <TableCell>{line.product}</TableCell>
            <TableCell align="right">{line.quantity}</TableCell>
            <TableCell align="right">{pounds.format(line.quantity * line.unitPrice)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
