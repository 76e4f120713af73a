/** A support ticket of a small accounting-software company. */
export interface Ticket {
  id: number;
  subject: string;
  customer: string;
  agent: string;
  channel: 'Email' | 'Chat' | 'Phone';
  priority: 'Low' | 'Normal' | 'High';
  /** Time from opening to resolution. */
  resolutionHours: number;
  /** Customer rating after resolution, from 1 to 5. */
  satisfaction: number;
  /** The customer's first message; paragraphs are separated by a blank line. */
  description: string;
}

export const tickets: Ticket[] = [
  {
    id: 5101,
    subject: 'VAT report shows the wrong quarter',
    customer: 'Linden Bakery',
    agent: 'Priya Raman',
    channel: 'Email',
    priority: 'High',
    resolutionHours: 6,
    satisfaction: 5,
    description:
      'When I export the VAT report for Q1, the header says Q4 of last year, although the figures look right.\n\nOur accountant needs the file by Friday, so a quick workaround would already help.',
  },
  {
    id: 5102,
    subject: 'Cannot invite a second user',
    customer: 'Moss & Finch Architects',
    agent: 'Jonas Weber',
    channel: 'Chat',
    priority: 'Normal',
    resolutionHours: 2,
    satisfaction: 4,
    description:
      'The invite button is greyed out on the team page. We are on the Standard plan, which should allow three users.',
  },
  {
    id: 5103,
    subject: 'Bank feed stopped on 3 March',
    customer: 'Harbourside Dental',
    agent: 'Priya Raman',
    channel: 'Phone',
    priority: 'High',
    resolutionHours: 30,
    satisfaction: 3,
    description:
      'No transactions have arrived from our business account since 3 March. Reconnecting the bank did not help.\n\nThe bank says nothing changed on their side. We have about sixty transactions waiting to be reconciled.',
  },
  {
    id: 5104,
    subject: 'Invoice template logo is blurry',
    customer: 'Clover Print Studio',
    agent: 'Ana Costa',
    channel: 'Email',
    priority: 'Low',
    resolutionHours: 52,
    satisfaction: 4,
    description:
      'Our logo looks sharp on screen but blurry in the PDF invoices. The file we uploaded is a 2000 px PNG.',
  },
  {
    id: 5105,
    subject: 'Payroll export missing two employees',
    customer: 'Northgate Logistics',
    agent: 'Jonas Weber',
    channel: 'Phone',
    priority: 'High',
    resolutionHours: 9,
    satisfaction: 5,
    description:
      'The March payroll export lists 41 people, but we employ 43. The two missing people joined on 1 March.\n\nTheir contracts are entered and they appear in the staff list.',
  },
  {
    id: 5106,
    subject: 'How do I close the financial year?',
    customer: 'Linden Bakery',
    agent: 'Ana Costa',
    channel: 'Chat',
    priority: 'Normal',
    resolutionHours: 1,
    satisfaction: 5,
    description:
      'First year using the software: where is the year-end closing, and can it be undone?',
  },
  {
    id: 5107,
    subject: 'Duplicate payments after import',
    customer: 'Moss & Finch Architects',
    agent: 'Priya Raman',
    channel: 'Email',
    priority: 'Normal',
    resolutionHours: 20,
    satisfaction: 2,
    description:
      'I imported our supplier payments from a CSV file and now every payment appears twice.\n\nI tried deleting the duplicates but the balance still looks wrong. Is there a way to undo the import?',
  },
  {
    id: 5108,
    subject: 'Reminder emails sent to paid invoices',
    customer: 'Clover Print Studio',
    agent: 'Jonas Weber',
    channel: 'Chat',
    priority: 'High',
    resolutionHours: 4,
    satisfaction: 4,
    description:
      'Three customers got a payment reminder for invoices they paid last week. The payments are matched in the bank view.',
  },
  {
    id: 5109,
    subject: 'Change of company address',
    customer: 'Harbourside Dental',
    agent: 'Ana Costa',
    channel: 'Email',
    priority: 'Low',
    resolutionHours: 70,
    satisfaction: 4,
    description:
      'We moved. Where do I change the address printed on invoices and on the annual report?',
  },
  {
    id: 5110,
    subject: 'Two-factor codes not accepted',
    customer: 'Northgate Logistics',
    agent: 'Priya Raman',
    channel: 'Phone',
    priority: 'High',
    resolutionHours: 3,
    satisfaction: 5,
    description:
      'Since this morning, the codes from our authenticator app are rejected for two of our users.\n\nOther users can still sign in. The phones show the correct time.',
  },
];
