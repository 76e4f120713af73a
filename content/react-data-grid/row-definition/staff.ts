// The staff of a fictional product studio with offices in three cities.
export type Department = 'Design' | 'Engineering' | 'Finance' | 'People' | 'Sales';

export interface StaffMember {
  payrollNumber: string;
  name: string;
  department: Department;
  office: { city: string; floor: number };
  startDate: string; // ISO date, as an API would send it
  contractor: boolean;
}

export const staff: StaffMember[] = [
  {
    payrollNumber: 'P-1042',
    name: 'Amara Okafor',
    department: 'Engineering',
    office: { city: 'Lisbon', floor: 3 },
    startDate: '2019-04-01',
    contractor: false,
  },
  {
    payrollNumber: 'P-1107',
    name: 'Jonas Lindqvist',
    department: 'Design',
    office: { city: 'Lisbon', floor: 2 },
    startDate: '2020-09-14',
    contractor: false,
  },
  {
    payrollNumber: 'C-0031',
    name: 'Priya Raman',
    department: 'Engineering',
    office: { city: 'Toronto', floor: 5 },
    startDate: '2024-02-05',
    contractor: true,
  },
  {
    payrollNumber: 'P-1163',
    name: 'Mateo Herrera',
    department: 'Sales',
    office: { city: 'Toronto', floor: 1 },
    startDate: '2021-01-11',
    contractor: false,
  },
  {
    payrollNumber: 'P-1188',
    name: 'Yuki Tanabe',
    department: 'Finance',
    office: { city: 'Osaka', floor: 4 },
    startDate: '2021-06-28',
    contractor: false,
  },
  {
    payrollNumber: 'C-0047',
    name: 'Lena Vogel',
    department: 'Design',
    office: { city: 'Osaka', floor: 2 },
    startDate: '2025-03-17',
    contractor: true,
  },
  {
    payrollNumber: 'P-1215',
    name: 'Samuel Mensah',
    department: 'People',
    office: { city: 'Lisbon', floor: 1 },
    startDate: '2022-10-03',
    contractor: false,
  },
  {
    payrollNumber: 'P-1240',
    name: 'Clara Dubois',
    department: 'Engineering',
    office: { city: 'Toronto', floor: 5 },
    startDate: '2023-05-22',
    contractor: false,
  },
];
