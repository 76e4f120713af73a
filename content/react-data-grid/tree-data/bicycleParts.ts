import type { GridColDef } from '@mui/x-data-grid-pro';

/**
 * One line of the bill of materials of a touring bicycle. `path` runs from the top assembly down
 * to this line: its last element is the line's own name.
 */
export type BicyclePart = {
  id: number;
  path: string[];
  partNumber: string;
  supplier: string;
  quantity: number;
  /** Cost of one unit, in euros. */
  unitCost: number;
};

function line(
  id: number,
  path: string,
  partNumber: string,
  supplier: string,
  quantity: number,
  unitCost: number,
): BicyclePart {
  return { id, path: path.split(' / '), partNumber, supplier, quantity, unitCost };
}

export const bicycleParts: BicyclePart[] = [
  line(1, 'Frame set', 'FS-100', 'Atelier Rossi', 1, 0),
  line(2, 'Frame set / Steel frame', 'FR-210', 'Atelier Rossi', 1, 420),
  line(3, 'Frame set / Fork', 'FK-220', 'Atelier Rossi', 1, 95),
  line(4, 'Frame set / Headset', 'HS-230', 'Cantor Components', 1, 38),
  line(5, 'Drivetrain', 'DT-300', 'Cantor Components', 1, 0),
  line(6, 'Drivetrain / Crankset', 'CR-310', 'Cantor Components', 1, 145),
  line(7, 'Drivetrain / Chain', 'CH-320', 'Linkwell', 1, 32),
  line(8, 'Drivetrain / Cassette', 'CS-330', 'Cantor Components', 1, 64),
  line(9, 'Drivetrain / Derailleurs', 'DR-340', 'Cantor Components', 1, 0),
  line(10, 'Drivetrain / Derailleurs / Front derailleur', 'DR-341', 'Cantor Components', 1, 41),
  line(11, 'Drivetrain / Derailleurs / Rear derailleur', 'DR-342', 'Cantor Components', 1, 78),
  line(12, 'Drivetrain / Pedals', 'PD-350', 'Linkwell', 2, 19),
  line(13, 'Wheels', 'WH-400', 'Hoop & Spoke', 1, 0),
  line(14, 'Wheels / Front wheel', 'WH-410', 'Hoop & Spoke', 1, 0),
  line(15, 'Wheels / Front wheel / Rim', 'RM-411', 'Hoop & Spoke', 1, 48),
  line(16, 'Wheels / Front wheel / Dynamo hub', 'HB-412', 'Lumen Works', 1, 110),
  line(17, 'Wheels / Front wheel / Spokes', 'SP-413', 'Hoop & Spoke', 36, 0.9),
  line(18, 'Wheels / Rear wheel', 'WH-420', 'Hoop & Spoke', 1, 0),
  line(19, 'Wheels / Rear wheel / Rim', 'RM-421', 'Hoop & Spoke', 1, 48),
  line(20, 'Wheels / Rear wheel / Hub', 'HB-422', 'Hoop & Spoke', 1, 56),
  line(21, 'Wheels / Rear wheel / Spokes', 'SP-423', 'Hoop & Spoke', 36, 0.9),
  line(22, 'Wheels / Tyres', 'TY-430', 'Hoop & Spoke', 2, 34),
  line(23, 'Touring kit', 'TK-500', 'Lumen Works', 1, 0),
  line(24, 'Touring kit / Rear rack', 'RK-510', 'Atelier Rossi', 1, 72),
  line(25, 'Touring kit / Mudguards', 'MG-520', 'Linkwell', 2, 17),
  line(26, 'Touring kit / Front light', 'LT-530', 'Lumen Works', 1, 58),
  line(27, 'Touring kit / Rear light', 'LT-540', 'Lumen Works', 1, 24),
];

export const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

/** The columns beside the tree column: the name comes from the path, so it has no column. */
export const bicyclePartColumns: GridColDef<BicyclePart>[] = [
  { field: 'partNumber', headerName: 'Part no.', width: 100 },
  { field: 'supplier', headerName: 'Supplier', width: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'unitCost',
    headerName: 'Unit cost',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => (value ? euros.format(value) : '—'),
  },
];

export const getPartPath = (row: BicyclePart) => row.path;
