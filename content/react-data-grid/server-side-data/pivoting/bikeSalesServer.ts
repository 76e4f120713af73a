import type {
  GridAggregationFunctionDataSource,
  GridColDef,
  GridFilterModel,
  GridGetRowsParams,
  GridGetRowsResponse,
  GridSortModel,
} from '@mui/x-data-grid-premium';

/** One order line of a bicycle maker: how many bikes of a model a dealer bought in a quarter. */
export interface BikeSale {
  id: number;
  dealer: string;
  region: string;
  model: string;
  category: string;
  year: string;
  quarter: string;
  units: number;
  revenue: number;
}

const DEALERS = [
  { dealer: 'Velo Nord', region: 'North' },
  { dealer: 'Fjellsykkel', region: 'North' },
  { dealer: 'Riverside Cycles', region: 'West' },
  { dealer: 'Atlantic Bikes', region: 'West' },
  { dealer: 'Sunpeak Sports', region: 'South' },
  { dealer: 'Costa Ride', region: 'South' },
];
const MODELS = [
  { model: 'Commuter 3', category: 'City', price: 690 },
  { model: 'Trail 29', category: 'Mountain', price: 1450 },
  { model: 'Gravel X', category: 'Gravel', price: 1890 },
  { model: 'E-Town', category: 'Electric', price: 2790 },
];
const YEARS = ['2024', '2025'];
const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'];

/** 96 order lines, the same on every load. */
export const BIKE_SALES: BikeSale[] = Array.from({ length: 96 }, (_, index) => {
  const { dealer, region } = DEALERS[index % DEALERS.length];
  const { model, category, price } = MODELS[(index * 3 + Math.floor(index / 6)) % MODELS.length];
  const units = 2 + ((index * 7) % 11);
  return {
    id: index + 1,
    dealer,
    region,
    model,
    category,
    year: YEARS[Math.floor(index / 48)],
    quarter: QUARTERS[Math.floor(index / 12) % 4],
    units,
    revenue: units * price,
  };
});

const currency = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

export const bikeSaleColumns: GridColDef[] = [
  { field: 'dealer', headerName: 'Dealer', width: 150 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'model', headerName: 'Model', width: 120 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'year', headerName: 'Year', width: 80 },
  { field: 'quarter', headerName: 'Quarter', width: 90 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value == null ? '' : currency.format(value)),
  },
];

/** The functions this server computes; the pivot panel offers these for values. */
export const bikeAggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { label: 'Sum', columnTypes: ['number'] },
  avg: { label: 'Average', columnTypes: ['number'] },
  max: { label: 'Max', columnTypes: ['number'] },
  size: { label: 'Count' },
};

/**
 * The field of a pivot column: the keys of its column groups, then the value's field, for
 * example `2025/Q1/revenue`. The server names its values this way, and `pivotingColDef` gives
 * the grid the same names.
 */
export const pivotField = (columnGroupPath: string[], valueField: string) =>
  [...columnGroupPath, valueField].join('/');

type Query = Pick<
  GridGetRowsParams,
  'groupKeys' | 'groupFields' | 'pivotModel' | 'aggregationModel' | 'start' | 'end'
> & { sortModel: GridSortModel; filterModel: GridFilterModel };

function matches(sale: BikeSale, filterModel: GridFilterModel) {
  return filterModel.items.every((item) => {
    if (item.value === undefined || item.value === '' || item.value === null) {
      return true;
    }
    const cell = sale[item.field as keyof BikeSale];
    switch (item.operator) {
      case 'contains':
        return String(cell).toLowerCase().includes(String(item.value).toLowerCase());
      case 'equals':
      case 'is':
        return String(cell).toLowerCase() === String(item.value).toLowerCase();
      case '>':
        return Number(cell) > Number(item.value);
      case '<':
        return Number(cell) < Number(item.value);
      default:
        return true;
    }
  });
}

function compute(sales: BikeSale[], field: string, fn: string) {
  const values = sales.map((sale) => Number(sale[field as keyof BikeSale]));
  if (fn === 'size') {
    return values.length;
  }
  if (values.length === 0) {
    return null;
  }
  if (fn === 'max') {
    return Math.max(...values);
  }
  const sum = values.reduce((total, value) => total + value, 0);
  return fn === 'avg' ? Math.round(sum / values.length) : sum;
}

/** The distinct values of a field, in the order asked for. */
function distinct(sales: BikeSale[], field: string, sort: 'asc' | 'desc' = 'asc') {
  const keys = Array.from(new Set(sales.map((sale) => String(sale[field as keyof BikeSale]))));
  keys.sort((a, b) => a.localeCompare(b));
  return sort === 'desc' ? keys.reverse() : keys;
}

type PivotColumn = NonNullable<GridGetRowsResponse['pivotColumns']>[number];

/**
 * A stand-in for the sales reporting API: answers after 800 ms, or rejects when `fail` is true.
 * With a pivot model, it groups the rows by the pivot's row fields (one level per request),
 * splits the values by the pivot's column fields, and describes those columns in
 * `pivotColumns`. Without one, it answers like a plain grouped data source.
 */
export function queryBikeSales(query: Query, fail = false): Promise<GridGetRowsResponse> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (fail) {
        reject(new Error('The reporting API timed out. The pivot could not be computed.'));
        return;
      }
      const groupKeys = query.groupKeys ?? [];
      const groupFields = query.groupFields ?? [];
      const filtered = BIKE_SALES.filter((sale) => matches(sale, query.filterModel));
      const inParent = filtered.filter((sale) =>
        groupKeys.every((key, depth) => String(sale[groupFields[depth] as keyof BikeSale]) === key),
      );
      const [sort] = query.sortModel;
      const direction = sort?.sort === 'desc' ? -1 : 1;

      if (query.pivotModel && groupKeys.length < groupFields.length) {
        const { columns, values } = query.pivotModel;
        // Every combination of the column fields' values: the column groups of the pivot.
        const paths: string[][] = [];
        const buildColumns = (sales: BikeSale[], depth: number, path: string[]): PivotColumn[] =>
          distinct(sales, columns[depth].field, columns[depth].sort).map((key) => {
            const inGroup = sales.filter(
              (sale) => String(sale[columns[depth].field as keyof BikeSale]) === key,
            );
            if (depth === columns.length - 1) {
              paths.push([...path, key]);
              return { key, group: key };
            }
            return { key, group: key, children: buildColumns(inGroup, depth + 1, [...path, key]) };
          });
        const pivotColumns = columns.length > 0 ? buildColumns(filtered, 0, []) : [];
        if (columns.length === 0) {
          paths.push([]);
        }
        // Fills a row with one value per column path and value field.
        const valuesOf = (sales: BikeSale[]) => {
          const result: Record<string, number | null> = {};
          paths.forEach((path) => {
            const inColumn = sales.filter((sale) =>
              path.every(
                (key, depth) => String(sale[columns[depth].field as keyof BikeSale]) === key,
              ),
            );
            values.forEach((value) => {
              result[pivotField(path, value.field)] = compute(inColumn, value.field, value.aggFunc);
            });
          });
          return result;
        };
        const field = groupFields[groupKeys.length];
        const rows = distinct(inParent, field).map((key) => {
          const members = inParent.filter((sale) => String(sale[field as keyof BikeSale]) === key);
          return {
            id: `group:${[...groupKeys, key].join('/')}`,
            groupKey: key,
            [field]: key,
            // Not 0, even on the last level: a row with no children would be shown as a leaf,
            // without its key. The grid shows no expand button on the pivot's last level.
            childCount: members.length,
            ...valuesOf(members),
          };
        });
        if (sort) {
          rows.sort((a, b) => {
            const left = a[sort.field as keyof typeof a];
            const right = b[sort.field as keyof typeof b];
            return (
              direction *
              (Number(left ?? 0) - Number(right ?? 0) || String(left).localeCompare(String(right)))
            );
          });
        }
        resolve({
          rows,
          rowCount: groupKeys.length === 0 ? rows.length : undefined,
          pivotColumns,
          aggregateRow: valuesOf(filtered),
        });
        return;
      }

      // No pivot: one level of groups, or the order lines themselves.
      if (groupKeys.length < groupFields.length) {
        const field = groupFields[groupKeys.length];
        const rows = distinct(inParent, field).map((key) => ({
          id: `group:${[...groupKeys, key].join('/')}`,
          groupKey: key,
          [field]: key,
          childCount: inParent.filter((sale) => String(sale[field as keyof BikeSale]) === key)
            .length,
        }));
        resolve({ rows, rowCount: groupKeys.length === 0 ? rows.length : undefined });
        return;
      }
      const rows = sort
        ? [...inParent].sort((a, b) => {
            const left = a[sort.field as keyof BikeSale];
            const right = b[sort.field as keyof BikeSale];
            return (
              direction *
              (typeof left === 'number' && typeof right === 'number'
                ? left - right
                : String(left).localeCompare(String(right)))
            );
          })
        : inParent;
      const page =
        groupKeys.length === 0 && query.end !== undefined
          ? rows.slice(Number(query.start), query.end + 1)
          : rows;
      resolve({ rows: page, rowCount: groupKeys.length === 0 ? rows.length : undefined });
    }, 800);
  });
}
