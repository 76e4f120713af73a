/** The café customers of a coffee roaster's wholesale business, and an in-memory stand-in for its server. */
export interface WholesaleCustomer {
  id: number;
  cafe: string;
  contact: string;
  email: string;
  city: string;
  /** Credit granted on unpaid invoices, in euros. */
  creditLimit: number;
}

export const wholesaleCustomers: WholesaleCustomer[] = [
  {
    id: 101,
    cafe: 'Kaffeebar Nord',
    contact: 'Jonas Petersen',
    email: 'jonas@kaffeebar-nord.de',
    city: 'Hamburg',
    creditLimit: 2000,
  },
  {
    id: 102,
    cafe: 'The Daily Grind',
    contact: 'Priya Shah',
    email: 'priya@dailygrind.co.uk',
    city: 'Leeds',
    creditLimit: 3500,
  },
  {
    id: 103,
    cafe: 'Café Alameda',
    contact: 'Rosa Méndez',
    email: 'rosa@cafealameda.es',
    city: 'Valencia',
    creditLimit: 1500,
  },
  {
    id: 104,
    cafe: 'Brew & Bicycle',
    contact: 'Liam Walsh',
    email: 'liam@brewbicycle.ie',
    city: 'Galway',
    creditLimit: 1000,
  },
  {
    id: 105,
    cafe: 'Koffie Kamer',
    contact: 'Sanne de Vries',
    email: 'sanne@koffiekamer.nl',
    city: 'Utrecht',
    creditLimit: 2500,
  },
  {
    id: 106,
    cafe: 'Torrefazione Sole',
    contact: 'Marco Bellini',
    email: 'marco@torrefazionesole.it',
    city: 'Turin',
    creditLimit: 4000,
  },
  {
    id: 107,
    cafe: 'Fika Hörnan',
    contact: 'Elin Berg',
    email: 'elin@fikahornan.se',
    city: 'Uppsala',
    creditLimit: 1200,
  },
];

export type CustomerChanges = Partial<Omit<WholesaleCustomer, 'id'>>;

/** The fields that differ between two versions of a customer. */
export function changedFields(
  newRow: WholesaleCustomer,
  oldRow: WholesaleCustomer,
): CustomerChanges {
  const changes: Record<string, unknown> = {};
  (Object.keys(newRow) as (keyof WholesaleCustomer)[]).forEach((key) => {
    if (key !== 'id' && newRow[key] !== oldRow[key]) {
      changes[key] = newRow[key];
    }
  });
  return changes as CustomerChanges;
}

/**
 * A server that keeps its own copy of the customers in memory and answers each update after
 * 700 ms. Like a real one, it tidies what it receives: e-mail addresses are trimmed and
 * lower-cased, names and cities trimmed.
 */
export function createCustomerServer(initial: WholesaleCustomer[]) {
  const table = new Map(initial.map((customer) => [customer.id, { ...customer }]));

  return {
    updateCustomer(id: number, changes: CustomerChanges): Promise<WholesaleCustomer> {
      return new Promise((resolve, reject) => {
        setTimeout(() => {
          const stored = table.get(id);
          if (!stored) {
            reject(new Error(`Customer ${id} does not exist.`));
            return;
          }
          const tidy: CustomerChanges = { ...changes };
          if (tidy.email !== undefined) tidy.email = tidy.email.trim().toLowerCase();
          if (tidy.cafe !== undefined) tidy.cafe = tidy.cafe.trim();
          if (tidy.contact !== undefined) tidy.contact = tidy.contact.trim();
          if (tidy.city !== undefined) tidy.city = tidy.city.trim();
          const updated = { ...stored, ...tidy };
          table.set(id, updated);
          resolve({ ...updated });
        }, 700);
      });
    },
  };
}

export type CustomerServer = ReturnType<typeof createCustomerServer>;
