import type { GridColDef, PromptResponse } from '@mui/x-data-grid-premium';

/** A used car on the lot of a dealer. */
export interface Car {
  id: number;
  make: string;
  model: string;
  year: number;
  fuel: string;
  mileageKm: number;
  price: number;
}

const STOCK: [string, string, string, number][] = [
  ['Toyota', 'Corolla', 'Hybrid', 14900],
  ['Volkswagen', 'Golf', 'Petrol', 12500],
  ['Tesla', 'Model 3', 'Electric', 27900],
  ['Renault', 'Zoe', 'Electric', 11200],
  ['Skoda', 'Octavia', 'Diesel', 13800],
  ['Kia', 'Niro', 'Hybrid', 18400],
  ['BMW', '320d', 'Diesel', 21500],
  ['Fiat', '500', 'Petrol', 7900],
];

/** 24 cars, the same on every load. */
export const CARS: Car[] = Array.from({ length: 24 }, (_, index) => {
  const [make, model, fuel, basePrice] = STOCK[index % STOCK.length];
  const age = (index * 5) % 7;
  return {
    id: index + 1,
    make,
    model,
    year: 2024 - age,
    fuel,
    mileageKm: 8000 + age * 14000 + ((index * 3700) % 9000),
    price: basePrice - age * 900 + ((index * 370) % 1000),
  };
});

export const carColumns: GridColDef[] = [
  { field: 'make', headerName: 'Make', width: 120, description: 'Manufacturer' },
  { field: 'model', headerName: 'Model', width: 110 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value) => value,
  },
  {
    field: 'fuel',
    headerName: 'Fuel',
    width: 110,
    type: 'singleSelect',
    valueOptions: ['Petrol', 'Diesel', 'Hybrid', 'Electric'],
  },
  { field: 'mileageKm', headerName: 'Mileage (km)', type: 'number', width: 130 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 110 },
];

// Words a reader may use for each column.
const COLUMN_WORDS: Record<string, string[]> = {
  price: ['price', 'cost', 'cheap', 'expensive'],
  mileageKm: ['mileage', 'kilometres', 'km', 'miles'],
  year: ['year', 'age', 'newest', 'oldest'],
  make: ['make', 'brand', 'manufacturer'],
  model: ['model'],
  fuel: ['fuel', 'engine'],
};
const FUELS = ['petrol', 'diesel', 'hybrid', 'electric'];

function findColumn(text: string) {
  return Object.keys(COLUMN_WORDS).find((field) =>
    COLUMN_WORDS[field].some((word) => text.includes(word)),
  );
}

/**
 * A STAND-IN for the prompt-processing service, written for this page. It reads a few keywords
 * and answers after 500 ms with the same `PromptResponse` a real service returns. It makes no
 * network request, and understands only sentences like "sort by price descending", "only
 * electric cars", "group by fuel", "average price" or "reset".
 */
export function processCarPrompt(
  prompt: string,
  // The column descriptions the grid sends; a real service passes them to its language model.
  promptContext: string,
  conversationId?: string,
): Promise<PromptResponse> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      const text = prompt.toLowerCase();
      const response: PromptResponse = {
        conversationId: conversationId ?? `local-${Date.now()}`,
        select: -1,
        filters: [],
        aggregation: {},
        sorting: [],
        grouping: [],
        pivoting: {},
        chart: null,
      };
      let understood = text.includes('reset') || text.includes('clear');

      const fuel = FUELS.find((word) => text.includes(word));
      if (fuel) {
        const value = fuel.charAt(0).toUpperCase() + fuel.slice(1);
        response.filters.push({ column: 'fuel', operator: 'is', value });
        understood = true;
      }
      const under = text.match(/(?:under|below|less than)\s*€?\s*([\d,]+)/);
      if (under) {
        const column = text.includes('km') ? 'mileageKm' : 'price';
        response.filters.push({ column, operator: '<', value: Number(under[1].replace(/,/g, '')) });
        understood = true;
      }
      const groupMatch = text.match(/group(?:ed)? by (\w+)/);
      const groupColumn = groupMatch ? findColumn(groupMatch[1]) : undefined;
      if (groupColumn) {
        response.grouping.push({ column: groupColumn });
        understood = true;
      }
      const sortMatch = text.match(/(?:sort|order)(?:ed)? by ([\w ]+)/);
      const sortColumn = sortMatch ? findColumn(sortMatch[1]) : undefined;
      if (sortColumn) {
        const descending = /desc|highest|most|newest|expensive/.test(text);
        response.sorting.push({ column: sortColumn, direction: descending ? 'desc' : 'asc' });
        understood = true;
      } else if (text.includes('cheapest')) {
        response.sorting.push({ column: 'price', direction: 'asc' });
        understood = true;
      }
      const aggregate = text.match(/(average|total|sum|lowest|highest|count)\s+(\w+)/);
      const aggregateColumn = aggregate ? findColumn(aggregate[2]) : undefined;
      if (aggregate && aggregateColumn) {
        const functions = {
          average: 'avg',
          total: 'sum',
          sum: 'sum',
          lowest: 'min',
          highest: 'max',
          count: 'size',
        } as const;
        response.aggregation[aggregateColumn] = functions[aggregate[1] as keyof typeof functions];
        understood = true;
      }
      const select = text.match(/select (?:the )?(?:first |top )?(\d+)/);
      if (select) {
        response.select = Number(select[1]);
        understood = true;
      }

      if (!understood) {
        reject(
          new Error(
            'The local stand-in did not recognise this prompt. Try "sort by price descending" or "only electric cars".',
          ),
        );
        return;
      }
      resolve(response);
    }, 500);
  });
}
