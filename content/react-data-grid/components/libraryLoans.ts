import type { GridColDef } from '@mui/x-data-grid';

export type LoanStatus = 'On loan' | 'Overdue' | 'Returned';

/** One book lent by a public library to a member. */
export interface Loan {
  id: number;
  title: string;
  author: string;
  borrower: string;
  branch: 'Central' | 'Riverside' | 'Hillcrest';
  dueOn: Date;
  renewals: number;
  status: LoanStatus;
}

type LoanTuple = [string, string, string, Loan['branch'], string, number, LoanStatus];

// Title, author, borrower, branch, due date, renewals, status.
const data: LoanTuple[] = [
  [
    'The Left Hand of Darkness',
    'Ursula K. Le Guin',
    'Amira Haddad',
    'Central',
    '2025-03-04',
    0,
    'On loan',
  ],
  ['Middlemarch', 'George Eliot', 'Tomasz Nowak', 'Riverside', '2025-02-18', 2, 'Overdue'],
  ['Things Fall Apart', 'Chinua Achebe', 'Grace Okafor', 'Hillcrest', '2025-02-27', 1, 'Returned'],
  ['The Remains of the Day', 'Kazuo Ishiguro', 'Liam Walsh', 'Central', '2025-03-11', 0, 'On loan'],
  [
    'One Hundred Years of Solitude',
    'Gabriel García Márquez',
    'Sofia Marin',
    'Central',
    '2025-02-20',
    1,
    'Overdue',
  ],
  ['Beloved', 'Toni Morrison', 'Daniel Brooks', 'Riverside', '2025-03-06', 0, 'On loan'],
  [
    'The Master and Margarita',
    'Mikhail Bulgakov',
    'Irina Petrova',
    'Hillcrest',
    '2025-03-01',
    2,
    'Returned',
  ],
  ['Never Let Me Go', 'Kazuo Ishiguro', 'Hannah Schmidt', 'Riverside', '2025-02-14', 3, 'Overdue'],
  ['Pedro Páramo', 'Juan Rulfo', 'Mateo Ruiz', 'Central', '2025-03-13', 0, 'On loan'],
  ['Mrs Dalloway', 'Virginia Woolf', 'Olivia Bennett', 'Hillcrest', '2025-03-08', 1, 'On loan'],
  [
    'The Wind-Up Bird Chronicle',
    'Haruki Murakami',
    'Kenji Sato',
    'Central',
    '2025-02-25',
    0,
    'Returned',
  ],
  [
    'Half of a Yellow Sun',
    'Chimamanda Ngozi Adichie',
    'Nia Mensah',
    'Riverside',
    '2025-02-19',
    1,
    'Overdue',
  ],
  ['The Name of the Rose', 'Umberto Eco', 'Luca Bianchi', 'Hillcrest', '2025-03-10', 0, 'On loan'],
  ['Dune', 'Frank Herbert', 'Ethan Clarke', 'Central', '2025-03-03', 2, 'On loan'],
  ['Wide Sargasso Sea', 'Jean Rhys', 'Maya Thompson', 'Riverside', '2025-02-26', 0, 'Returned'],
  ['The Book of Disquiet', 'Fernando Pessoa', 'Inês Costa', 'Central', '2025-02-17', 1, 'Overdue'],
  ['Kindred', 'Octavia E. Butler', 'Jordan Ellis', 'Hillcrest', '2025-03-12', 0, 'On loan'],
  [
    'The Leopard',
    'Giuseppe Tomasi di Lampedusa',
    'Giulia Romano',
    'Central',
    '2025-03-05',
    1,
    'On loan',
  ],
  ['Snow Country', 'Yasunari Kawabata', 'Yuki Tanaka', 'Riverside', '2025-02-28', 0, 'Returned'],
  ['Invisible Cities', 'Italo Calvino', 'Marco Ferri', 'Hillcrest', '2025-02-21', 2, 'Overdue'],
  ['The Handmaid’s Tale', 'Margaret Atwood', 'Chloe Martin', 'Central', '2025-03-07', 0, 'On loan'],
  [
    'Season of Migration to the North',
    'Tayeb Salih',
    'Omar Khalil',
    'Riverside',
    '2025-03-09',
    0,
    'On loan',
  ],
  ['A Fine Balance', 'Rohinton Mistry', 'Priya Nair', 'Hillcrest', '2025-02-24', 1, 'Returned'],
  ['The Trial', 'Franz Kafka', 'Jakub Novák', 'Central', '2025-02-13', 3, 'Overdue'],
];

export const loans: Loan[] = data.map(
  ([title, author, borrower, branch, dueOn, renewals, status], index) => ({
    id: index + 1,
    title,
    author,
    borrower,
    branch,
    dueOn: new Date(`${dueOn}T12:00:00`),
    renewals,
    status,
  }),
);

export const loanColumns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', width: 230 },
  { field: 'author', headerName: 'Author', width: 180 },
  { field: 'borrower', headerName: 'Borrower', width: 150 },
  {
    field: 'branch',
    headerName: 'Branch',
    type: 'singleSelect',
    valueOptions: ['Central', 'Riverside', 'Hillcrest'],
    width: 110,
  },
  { field: 'dueOn', headerName: 'Due on', type: 'date', width: 120 },
  { field: 'renewals', headerName: 'Renewals', type: 'number', width: 100 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['On loan', 'Overdue', 'Returned'],
    width: 110,
  },
];
