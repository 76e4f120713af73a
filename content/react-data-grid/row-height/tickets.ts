// The open tickets of a fictional support desk for a project-management app.
export type Priority = 'Low' | 'Normal' | 'Urgent';

export interface Ticket {
  id: number;
  subject: string;
  customer: string;
  priority: Priority;
  opened: string; // YYYY-MM-DD
  message: string;
}

export const tickets: Ticket[] = [
  {
    id: 4101,
    subject: 'Cannot export Gantt chart',
    customer: 'Brightline Logistics',
    priority: 'Urgent',
    opened: '2026-03-02',
    message:
      'Exporting the Gantt chart to PDF fails with "Something went wrong" for every project with more than 200 tasks. Our board meeting is on Thursday and we need the printout by then. Smaller projects export fine.',
  },
  {
    id: 4102,
    subject: 'Invoice address',
    customer: 'Café Lumen',
    priority: 'Low',
    opened: '2026-03-02',
    message: 'Please change the address on our invoices to Rua das Flores 12, Lisbon.',
  },
  {
    id: 4103,
    subject: 'Two-factor codes not arriving',
    customer: 'Northwind Studio',
    priority: 'Urgent',
    opened: '2026-03-03',
    message:
      'Since this morning none of our eleven team members receive the SMS code when logging in. Authenticator apps still work for the two people who set one up. Everyone else is locked out.',
  },
  {
    id: 4104,
    subject: 'Custom fields in reports',
    customer: 'Orchard & Vale',
    priority: 'Normal',
    opened: '2026-03-03',
    message:
      'Is it possible to add our custom "Budget code" field as a column in the weekly status report? We could not find the option in the report builder.',
  },
  {
    id: 4105,
    subject: 'Dark mode contrast',
    customer: 'Pixelforge',
    priority: 'Low',
    opened: '2026-03-04',
    message: 'Grey labels on the dark board are hard to read.',
  },
  {
    id: 4106,
    subject: 'Webhook retries',
    customer: 'Brightline Logistics',
    priority: 'Normal',
    opened: '2026-03-04',
    message:
      'Our endpoint was down for ten minutes yesterday. Were the task.updated webhooks from that window retried, and if so, how many times and at what interval? We want to know whether we must resynchronise by hand.',
  },
  {
    id: 4107,
    subject: 'Seat count after downgrade',
    customer: 'Kestrel Legal',
    priority: 'Normal',
    opened: '2026-03-05',
    message: 'We moved to the Team plan but are still billed for 40 seats instead of 25.',
  },
  {
    id: 4108,
    subject: 'Time zone of due dates',
    customer: 'Orchard & Vale',
    priority: 'Low',
    opened: '2026-03-05',
    message:
      'Due dates show a day early for our colleagues in Auckland. Are due dates stored in UTC, and can each user see them in their own time zone?',
  },
  {
    id: 4109,
    subject: 'API rate limit',
    customer: 'Pixelforge',
    priority: 'Urgent',
    opened: '2026-03-06',
    message:
      'Our nightly sync started getting HTTP 429 responses after about 300 requests. The documentation says 1,000 requests per hour. Did the limit change? The sync has not completed for two nights and our dashboards are stale.',
  },
  {
    id: 4110,
    subject: 'Archive old projects',
    customer: 'Café Lumen',
    priority: 'Low',
    opened: '2026-03-06',
    message: 'How do we archive finished projects without deleting them?',
  },
];
