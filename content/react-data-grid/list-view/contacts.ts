import type { GridColDef } from '@mui/x-data-grid-pro';

/** A contact in the address book of a small architecture practice. */
export interface Contact {
  id: number;
  name: string;
  company: string;
  role: string;
  email: string;
  phone: string;
  city: string;
  kind: 'Client' | 'Supplier' | 'Consultant';
  favourite: boolean;
}

export const contacts: Contact[] = [
  {
    id: 1,
    name: 'Amelia Brandt',
    company: 'Brandt Timber',
    role: 'Sales manager',
    email: 'amelia@brandt-timber.example',
    phone: '+49 30 5550 1201',
    city: 'Berlin',
    kind: 'Supplier',
    favourite: true,
  },
  {
    id: 2,
    name: 'Kwame Asante',
    company: 'Asante Homes',
    role: 'Owner',
    email: 'kwame@asantehomes.example',
    phone: '+44 161 555 0142',
    city: 'Manchester',
    kind: 'Client',
    favourite: false,
  },
  {
    id: 3,
    name: 'Sofía Herrera',
    company: 'Estudio Luz',
    role: 'Lighting designer',
    email: 'sofia@estudioluz.example',
    phone: '+34 91 555 0188',
    city: 'Madrid',
    kind: 'Consultant',
    favourite: true,
  },
  {
    id: 4,
    name: 'Ravi Menon',
    company: 'Menon Structural',
    role: 'Structural engineer',
    email: 'ravi@menon-struct.example',
    phone: '+44 20 7946 0107',
    city: 'London',
    kind: 'Consultant',
    favourite: false,
  },
  {
    id: 5,
    name: 'Claire Dubois',
    company: 'Ville de Lyon',
    role: 'Project officer',
    email: 'c.dubois@lyon.example',
    phone: '+33 4 55 50 12 34',
    city: 'Lyon',
    kind: 'Client',
    favourite: false,
  },
  {
    id: 6,
    name: 'Jonas Eklund',
    company: 'Nordglas',
    role: 'Account manager',
    email: 'jonas@nordglas.example',
    phone: '+46 8 555 012 90',
    city: 'Stockholm',
    kind: 'Supplier',
    favourite: false,
  },
  {
    id: 7,
    name: 'Mei Lin',
    company: 'Lin & Partners',
    role: 'Landscape architect',
    email: 'mei@linpartners.example',
    phone: '+65 6555 0133',
    city: 'Singapore',
    kind: 'Consultant',
    favourite: true,
  },
  {
    id: 8,
    name: 'Tomasz Wróbel',
    company: 'Wróbel Concrete',
    role: 'Site supervisor',
    email: 'tomasz@wrobel.example',
    phone: '+48 22 555 0175',
    city: 'Warsaw',
    kind: 'Supplier',
    favourite: false,
  },
  {
    id: 9,
    name: 'Hannah Greene',
    company: 'Greene Family Trust',
    role: 'Trustee',
    email: 'hannah@greenetrust.example',
    phone: '+1 617 555 0119',
    city: 'Boston',
    kind: 'Client',
    favourite: false,
  },
  {
    id: 10,
    name: 'Youssef Benali',
    company: 'Atlas Acoustics',
    role: 'Acoustic consultant',
    email: 'youssef@atlas-acoustics.example',
    phone: '+212 522 555 014',
    city: 'Casablanca',
    kind: 'Consultant',
    favourite: false,
  },
  {
    id: 11,
    name: 'Ingrid Solberg',
    company: 'Solberg Hytter',
    role: 'Owner',
    email: 'ingrid@solberghytter.example',
    phone: '+47 22 55 50 16',
    city: 'Oslo',
    kind: 'Client',
    favourite: true,
  },
  {
    id: 12,
    name: 'Marco Bellini',
    company: 'Pietra Viva',
    role: 'Stone supplier',
    email: 'marco@pietraviva.example',
    phone: '+39 02 5550 1144',
    city: 'Milan',
    kind: 'Supplier',
    favourite: false,
  },
];

/** The regular grid columns, shown when the list view is off. */
export const contactColumns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'company', headerName: 'Company', width: 170 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'kind', headerName: 'Type', width: 110 },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'phone', headerName: 'Phone', width: 160 },
  { field: 'city', headerName: 'City', width: 120 },
];

export function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
}
