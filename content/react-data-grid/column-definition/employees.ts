export type Department = 'Engineering' | 'Sales' | 'Finance' | 'People' | 'Support';

export interface Employee {
  id: number;
  firstName: string;
  lastName: string;
  department: Department;
  role: string;
  office: string;
  /** ISO date, as an HR system's API returns it. */
  hiredOn: string;
  /** ISO timestamp of the last sign-in to the intranet. */
  lastSignIn: string;
  /** Yearly base salary, in euros. */
  salary: number;
  /** Bonus as a fraction of the salary: 0.08 is 8 %. */
  bonusRate: number;
  /** Share of the yearly objectives met so far, 0 to 1. */
  objectives: number;
  remote: boolean;
  email: string;
  /** Free text from the last review. */
  notes: string;
}

/** The staff of a small software company. */
export const employees: Employee[] = [
  {
    id: 1,
    firstName: 'Amara',
    lastName: 'Okafor',
    department: 'Engineering',
    role: 'Staff engineer',
    office: 'Lisbon',
    hiredOn: '2017-03-06',
    lastSignIn: '2026-04-27T08:12:00',
    salary: 98000,
    bonusRate: 0.1,
    objectives: 0.82,
    remote: true,
    email: 'amara.okafor@example.com',
    notes:
      'Led the migration of the billing service to the new event bus; mentors two junior engineers and runs the architecture review every other week.',
  },
  {
    id: 2,
    firstName: 'Jonas',
    lastName: 'Lindqvist',
    department: 'Sales',
    role: 'Account executive',
    office: 'Stockholm',
    hiredOn: '2021-09-13',
    lastSignIn: '2026-04-26T17:45:00',
    salary: 64000,
    bonusRate: 0.18,
    objectives: 1.04,
    remote: false,
    email: 'jonas.lindqvist@example.com',
    notes: 'Closed the three largest renewals of the quarter.',
  },
  {
    id: 3,
    firstName: 'Lucía',
    lastName: 'Ferrer',
    department: 'Finance',
    role: 'Controller',
    office: 'Madrid',
    hiredOn: '2019-01-21',
    lastSignIn: '2026-04-27T09:03:00',
    salary: 76000,
    bonusRate: 0.08,
    objectives: 0.67,
    remote: false,
    email: 'lucia.ferrer@example.com',
    notes:
      'Rebuilt the monthly close checklist, which now takes four working days instead of seven; wants to automate the intercompany reconciliation next.',
  },
  {
    id: 4,
    firstName: 'Kenji',
    lastName: 'Watanabe',
    department: 'Engineering',
    role: 'Frontend engineer',
    office: 'Lisbon',
    hiredOn: '2023-06-01',
    lastSignIn: '2026-04-24T11:30:00',
    salary: 71000,
    bonusRate: 0.06,
    objectives: 0.58,
    remote: true,
    email: 'kenji.watanabe@example.com',
    notes: 'Owns the design system components.',
  },
  {
    id: 5,
    firstName: 'Chloé',
    lastName: 'Martin',
    department: 'People',
    role: 'HR business partner',
    office: 'Lyon',
    hiredOn: '2020-11-02',
    lastSignIn: '2026-04-27T07:58:00',
    salary: 61000,
    bonusRate: 0.07,
    objectives: 0.91,
    remote: false,
    email: 'chloe.martin@example.com',
    notes:
      'Introduced structured interviews for every engineering role and cut the time to hire by a third; now working on the career ladder for support.',
  },
  {
    id: 6,
    firstName: 'Tomasz',
    lastName: 'Nowak',
    department: 'Support',
    role: 'Support lead',
    office: 'Kraków',
    hiredOn: '2018-05-14',
    lastSignIn: '2026-04-27T06:40:00',
    salary: 58000,
    bonusRate: 0.09,
    objectives: 0.76,
    remote: false,
    email: 'tomasz.nowak@example.com',
    notes: 'Keeps first-response time under two hours.',
  },
  {
    id: 7,
    firstName: 'Priya',
    lastName: 'Raman',
    department: 'Engineering',
    role: 'Engineering manager',
    office: 'Berlin',
    hiredOn: '2016-08-29',
    lastSignIn: '2026-04-25T15:20:00',
    salary: 112000,
    bonusRate: 0.12,
    objectives: 0.88,
    remote: false,
    email: 'priya.raman@example.com',
    notes: 'Manages the platform and data teams.',
  },
  {
    id: 8,
    firstName: 'Diego',
    lastName: 'Santos',
    department: 'Sales',
    role: 'Sales development rep',
    office: 'Lisbon',
    hiredOn: '2024-02-19',
    lastSignIn: '2026-04-27T10:05:00',
    salary: 42000,
    bonusRate: 0.22,
    objectives: 0.49,
    remote: true,
    email: 'diego.santos@example.com',
    notes: 'Ramping up on the mid-market segment.',
  },
];

export const euro = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
