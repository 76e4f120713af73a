import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridExcelExportOptions,
  type GridExceljsProcessInput,
} from '@mui/x-data-grid-premium';
import { shipmentColumns, shipments } from './shipments';

/** Runs before the grid writes anything: the rows added here end up above the header row. */
async function addTitle({ workbook, worksheet }: GridExceljsProcessInput) {
  workbook.creator = 'Harbour Line Forwarding';
  worksheet.name = 'Shipments';
  const title = worksheet.addRow(['Shipments departing in March 2026']);
  title.font = { bold: true, size: 14 };
  worksheet.mergeCells(title.number, 1, title.number, worksheet.columns.length);
  worksheet.addRow([`Exported on ${new Date().toLocaleDateString('en-GB')}`]);
  worksheet.addRow([]);
}

/** Runs after the rows are in: add a total and keep the header row in view. */
async function addTotals({ worksheet }: GridExceljsProcessInput) {
  const headerRowNumber = 4; // Three rows from addTitle, then the grid's header row.
  const firstDataRow = headerRowNumber + 1;
  const lastDataRow = worksheet.rowCount;
  const weight = worksheet.getColumn('weight').letter;
  const value = worksheet.getColumn('value').letter;

  const total = worksheet.addRow({
    id: 'Total',
    weight: { formula: `SUM(${weight}${firstDataRow}:${weight}${lastDataRow})` },
    value: { formula: `SUM(${value}${firstDataRow}:${value}${lastDataRow})` },
  });
  total.font = { bold: true };
  worksheet.getRow(headerRowNumber).font = { bold: true };
  worksheet.views = [{ state: 'frozen', ySplit: headerRowNumber }];
}

const excelOptions: GridExcelExportOptions = {
  fileName: 'shipments-march-report',
  exceljsPreProcess: addTitle,
  exceljsPostProcess: addTotals,
  columnsStyles: {
    weight: { numFmt: '#,##0 "kg"' },
    value: { numFmt: '"€"#,##0' },
  },
};

export default function ShipmentExcelWorkbook() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={shipments}
        columns={shipmentColumns}
        showToolbar
        slotProps={{
          toolbar: {
            excelOptions,
            csvOptions: { disableToolbarButton: true },
            printOptions: { disableToolbarButton: true },
          },
        }}
      />
    </Box>
  );
}
