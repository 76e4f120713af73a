import type { GridColDef } from '@mui/x-data-grid-pro';

/** A person who applied to an opening at a software company. */
export interface Candidate {
  id: number;
  name: string;
  role: 'Frontend engineer' | 'Backend engineer' | 'Data analyst' | 'Product designer';
  yearsOfExperience: number;
  location: string;
  remote: boolean;
  stage: 'Applied' | 'Phone screen' | 'Interview' | 'Offer' | 'Rejected';
  expectedSalary: number;
}

export const candidates: Candidate[] = [
  {
    id: 1,
    name: 'Aiko Tanaka',
    role: 'Frontend engineer',
    yearsOfExperience: 6,
    location: 'Berlin',
    remote: true,
    stage: 'Interview',
    expectedSalary: 78000,
  },
  {
    id: 2,
    name: 'Ben Okafor',
    role: 'Backend engineer',
    yearsOfExperience: 3,
    location: 'Lagos',
    remote: true,
    stage: 'Phone screen',
    expectedSalary: 52000,
  },
  {
    id: 3,
    name: 'Carla Rossi',
    role: 'Product designer',
    yearsOfExperience: 8,
    location: 'Milan',
    remote: false,
    stage: 'Offer',
    expectedSalary: 71000,
  },
  {
    id: 4,
    name: 'Daniel Weber',
    role: 'Data analyst',
    yearsOfExperience: 2,
    location: 'Berlin',
    remote: false,
    stage: 'Applied',
    expectedSalary: 48000,
  },
  {
    id: 5,
    name: 'Elena Petrova',
    role: 'Backend engineer',
    yearsOfExperience: 11,
    location: 'Sofia',
    remote: true,
    stage: 'Interview',
    expectedSalary: 89000,
  },
  {
    id: 6,
    name: 'Felipe Ortiz',
    role: 'Frontend engineer',
    yearsOfExperience: 4,
    location: 'Madrid',
    remote: true,
    stage: 'Rejected',
    expectedSalary: 58000,
  },
  {
    id: 7,
    name: 'Greta Nilsson',
    role: 'Data analyst',
    yearsOfExperience: 5,
    location: 'Stockholm',
    remote: false,
    stage: 'Interview',
    expectedSalary: 66000,
  },
  {
    id: 8,
    name: 'Hamza Qureshi',
    role: 'Backend engineer',
    yearsOfExperience: 7,
    location: 'Berlin',
    remote: false,
    stage: 'Offer',
    expectedSalary: 82000,
  },
  {
    id: 9,
    name: 'Ines Moreau',
    role: 'Product designer',
    yearsOfExperience: 3,
    location: 'Lyon',
    remote: true,
    stage: 'Applied',
    expectedSalary: 50000,
  },
  {
    id: 10,
    name: 'Jakub Novak',
    role: 'Frontend engineer',
    yearsOfExperience: 9,
    location: 'Prague',
    remote: true,
    stage: 'Phone screen',
    expectedSalary: 74000,
  },
  {
    id: 11,
    name: 'Kemi Adebayo',
    role: 'Data analyst',
    yearsOfExperience: 1,
    location: 'London',
    remote: false,
    stage: 'Rejected',
    expectedSalary: 42000,
  },
  {
    id: 12,
    name: 'Luca Bianchi',
    role: 'Backend engineer',
    yearsOfExperience: 5,
    location: 'Milan',
    remote: true,
    stage: 'Applied',
    expectedSalary: 63000,
  },
  {
    id: 13,
    name: 'Mei Chen',
    role: 'Frontend engineer',
    yearsOfExperience: 2,
    location: 'London',
    remote: false,
    stage: 'Interview',
    expectedSalary: 55000,
  },
  {
    id: 14,
    name: 'Nora Haddad',
    role: 'Product designer',
    yearsOfExperience: 6,
    location: 'Berlin',
    remote: true,
    stage: 'Phone screen',
    expectedSalary: 69000,
  },
];

const euros = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

export const candidateColumns: GridColDef<Candidate>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  {
    field: 'role',
    headerName: 'Role',
    type: 'singleSelect',
    valueOptions: ['Frontend engineer', 'Backend engineer', 'Data analyst', 'Product designer'],
    width: 170,
  },
  { field: 'yearsOfExperience', headerName: 'Experience (years)', type: 'number', width: 150 },
  { field: 'location', headerName: 'Location', width: 110 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
  {
    field: 'stage',
    headerName: 'Stage',
    type: 'singleSelect',
    valueOptions: ['Applied', 'Phone screen', 'Interview', 'Offer', 'Rejected'],
    width: 130,
  },
  {
    field: 'expectedSalary',
    headerName: 'Expected salary',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => euros.format(value),
  },
];
