import type { GridColDef } from '@mui/x-data-grid';

// The staff directory of a fictional architecture and engineering firm.
export interface StaffMember {
  id: number;
  employeeId: string;
  name: string;
  jobTitle: string;
  department: string;
  office: string;
  email: string;
  workPhone: string;
  mobilePhone: string;
  emergencyPhone: string;
  startDate: Date;
  salary: number;
  remote: boolean;
}

type RawMember = [string, string, string, string, string, string, string, number, boolean];

const raw: RawMember[] = [
  [
    'Amara Okafor',
    'Principal architect',
    'Design',
    'Lisbon',
    '+351 21 340 1101',
    '+351 912 448 201',
    '2014-03-03',
    118000,
    false,
  ],
  [
    'Jonas Lindqvist',
    'Structural engineer',
    'Engineering',
    'Stockholm',
    '+46 8 555 0142',
    '+46 70 412 8890',
    '2017-09-18',
    86500,
    true,
  ],
  [
    'Priya Raman',
    'Project manager',
    'Delivery',
    'London',
    '+44 20 7946 0311',
    '+44 7700 900 412',
    '2016-01-11',
    92000,
    false,
  ],
  [
    'Mateo Fernández',
    'BIM coordinator',
    'Engineering',
    'Lisbon',
    '+351 21 340 1145',
    '+351 913 220 907',
    '2020-06-01',
    61000,
    true,
  ],
  [
    'Hana Kobayashi',
    'Landscape architect',
    'Design',
    'London',
    '+44 20 7946 0378',
    '+44 7700 900 655',
    '2019-02-25',
    68500,
    false,
  ],
  [
    'Oliver Brandt',
    'Site supervisor',
    'Delivery',
    'Stockholm',
    '+46 8 555 0177',
    '+46 73 019 4431',
    '2012-11-05',
    74000,
    false,
  ],
  [
    'Leila Haddad',
    'Interior designer',
    'Design',
    'Lisbon',
    '+351 21 340 1190',
    '+351 915 664 128',
    '2021-04-12',
    57500,
    true,
  ],
  [
    'Tomasz Wójcik',
    'MEP engineer',
    'Engineering',
    'London',
    '+44 20 7946 0402',
    '+44 7700 900 731',
    '2018-08-20',
    79000,
    false,
  ],
  [
    'Sofia Rossi',
    'Sustainability lead',
    'Engineering',
    'Stockholm',
    '+46 8 555 0190',
    '+46 76 882 1043',
    '2015-05-04',
    97500,
    true,
  ],
  [
    'Kwame Mensah',
    'Cost estimator',
    'Delivery',
    'London',
    '+44 20 7946 0455',
    '+44 7700 900 118',
    '2022-10-03',
    58000,
    false,
  ],
  [
    'Ingrid Solberg',
    'Junior architect',
    'Design',
    'Stockholm',
    '+46 8 555 0123',
    '+46 70 336 5172',
    '2024-01-15',
    46000,
    true,
  ],
  [
    'Rafael Costa',
    'Office manager',
    'Operations',
    'Lisbon',
    '+351 21 340 1100',
    '+351 917 003 546',
    '2013-07-22',
    52000,
    false,
  ],
];

function emailFor(name: string): string {
  const [first, last] = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(' ');
  return `${first}.${last}@arcwell.example`;
}

export const staff: StaffMember[] = raw.map(
  (
    [name, jobTitle, department, office, workPhone, mobilePhone, startDate, salary, remote],
    index,
  ) => ({
    id: index + 1,
    employeeId: `AW-${String(1040 + index * 7).padStart(5, '0')}`,
    name,
    jobTitle,
    department,
    office,
    email: emailFor(name),
    workPhone,
    mobilePhone,
    // A plausible second mobile number for the emergency contact.
    emergencyPhone: mobilePhone.replace(/(\d)(\d)(\d)$/, '$3$1$2'),
    startDate: new Date(`${startDate}T00:00:00`),
    salary,
    remote,
  }),
);

const salaryFormat = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

// The columns every demo of the page starts from. Demos copy and adjust them where they teach something.
export const staffColumns: GridColDef<StaffMember>[] = [
  { field: 'employeeId', headerName: 'Employee ID', width: 120 },
  { field: 'name', headerName: 'Name', minWidth: 160, flex: 1 },
  { field: 'jobTitle', headerName: 'Job title', minWidth: 170, flex: 1 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Design', 'Engineering', 'Delivery', 'Operations'],
    width: 130,
  },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'email', headerName: 'Email', minWidth: 230, flex: 1 },
  { field: 'workPhone', headerName: 'Work phone', width: 160 },
  { field: 'mobilePhone', headerName: 'Mobile phone', width: 160 },
  { field: 'emergencyPhone', headerName: 'Emergency phone', width: 160 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => salaryFormat.format(value),
  },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 90 },
];
