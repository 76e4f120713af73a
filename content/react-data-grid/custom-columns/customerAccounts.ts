// Customer accounts of a fictional project-management software company.
export type Plan = 'Starter' | 'Team' | 'Business' | 'Enterprise';
export type AccountStatus = 'Active' | 'Trial' | 'At risk' | 'Churned';

export interface CustomerAccount {
  id: number;
  company: string;
  accountManager: string;
  plan: Plan;
  monthlyFee: number;
  discount: number;
  seatsUsed: number;
  seatsBought: number;
  health: number;
  renewal: Date;
  weeklyActiveUsers: number[];
  appVersion: string;
  status: AccountStatus;
}

type RawAccount = [
  string,
  string,
  Plan,
  number,
  number,
  number,
  number,
  number,
  string,
  string,
  AccountStatus,
];

const raw: RawAccount[] = [
  [
    'Halvorsen Marine',
    'Nadia Petrov',
    'Enterprise',
    4800,
    0.15,
    212,
    250,
    5,
    '2026-11-30',
    '4.2.1',
    'Active',
  ],
  [
    'Quintal Bakeries',
    'Samuel Adeyemi',
    'Team',
    290,
    0,
    18,
    25,
    4,
    '2026-08-14',
    '4.1.0',
    'Active',
  ],
  [
    'Brightwater Clinics',
    'Nadia Petrov',
    'Business',
    1350,
    0.1,
    61,
    60,
    3,
    '2026-07-01',
    '3.9.7',
    'At risk',
  ],
  [
    'Okapi Logistics',
    'Lucía Ortega',
    'Business',
    1120,
    0.05,
    44,
    75,
    2,
    '2026-06-20',
    '3.10.2',
    'At risk',
  ],
  ['Verde Studio', 'Samuel Adeyemi', 'Starter', 49, 0, 3, 5, 4, '2026-09-05', '4.2.0', 'Trial'],
  ['Tamarind Foods', 'Lucía Ortega', 'Team', 410, 0, 30, 35, 5, '2027-01-12', '4.2.1', 'Active'],
  [
    'Northgate Council',
    'Ethan Walsh',
    'Enterprise',
    6200,
    0.2,
    480,
    500,
    4,
    '2027-03-31',
    '4.0.3',
    'Active',
  ],
  ['Pixel & Pine', 'Ethan Walsh', 'Starter', 49, 0, 5, 5, 3, '2026-07-18', '3.8.12', 'Active'],
  [
    'Coral Reef Dive Co.',
    'Samuel Adeyemi',
    'Team',
    230,
    0.1,
    9,
    20,
    1,
    '2026-06-30',
    '3.9.0',
    'Churned',
  ],
  [
    'Meridian Law',
    'Nadia Petrov',
    'Business',
    1680,
    0.12,
    92,
    100,
    4,
    '2026-12-15',
    '4.1.2',
    'Active',
  ],
];

// Twelve weeks of weekly active users, shaped by the account's health so the trends look plausible.
function weeklyActivity(seatsUsed: number, health: number, seed: number): number[] {
  return Array.from({ length: 12 }, (_, week) => {
    const trend = 1 + ((health - 3) * week) / 40;
    const wobble = 0.9 + (((seed * 31 + week * 17) % 13) / 13) * 0.2;
    return Math.max(0, Math.round(seatsUsed * 0.8 * trend * wobble));
  });
}

export const accounts: CustomerAccount[] = raw.map(
  (
    [
      company,
      accountManager,
      plan,
      monthlyFee,
      discount,
      seatsUsed,
      seatsBought,
      health,
      renewal,
      appVersion,
      status,
    ],
    index,
  ) => ({
    id: index + 1,
    company,
    accountManager,
    plan,
    monthlyFee,
    discount,
    seatsUsed,
    seatsBought,
    health,
    renewal: new Date(`${renewal}T00:00:00`),
    weeklyActiveUsers: weeklyActivity(seatsUsed, health, index + 1),
    appVersion,
    status,
  }),
);
