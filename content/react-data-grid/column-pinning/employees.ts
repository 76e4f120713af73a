/** A member of staff of a mid-sized engineering consultancy. */
export interface Employee {
  id: number;
  name: string;
  title: string;
  department: 'Management' | 'Engineering' | 'Design' | 'Finance' | 'People';
  office: string;
  email: string;
  phone: string;
  hireDate: string;
  salary: number;
  status: 'Active' | 'On leave';
  /** The chain of managers down to this person, used by the tree data demo. */
  hierarchy: string[];
  notes: string;
}

export const employees: Employee[] = [
  {
    id: 1,
    name: 'Ingrid Halvorsen',
    title: 'Managing director',
    department: 'Management',
    office: 'Oslo',
    email: 'ingrid.halvorsen@fjordline.example',
    phone: '+47 22 41 10 01',
    hireDate: '2012-03-01',
    salary: 168000,
    status: 'Active',
    hierarchy: ['Ingrid Halvorsen'],
    notes: 'Founding partner.',
  },
  {
    id: 2,
    name: 'Tomás Ferreira',
    title: 'Head of engineering',
    department: 'Engineering',
    office: 'Lisbon',
    email: 'tomas.ferreira@fjordline.example',
    phone: '+351 21 300 4402',
    hireDate: '2014-09-15',
    salary: 131000,
    status: 'Active',
    hierarchy: ['Ingrid Halvorsen', 'Tomás Ferreira'],
    notes:
      'Leads the structural and the software teams; sits on the hiring panel for every engineering role.',
  },
  {
    id: 3,
    name: 'Amara Nwosu',
    title: 'Structural engineer',
    department: 'Engineering',
    office: 'Lisbon',
    email: 'amara.nwosu@fjordline.example',
    phone: '+351 21 300 4418',
    hireDate: '2019-02-04',
    salary: 78000,
    status: 'Active',
    hierarchy: ['Ingrid Halvorsen', 'Tomás Ferreira', 'Amara Nwosu'],
    notes: 'Chartered in 2022.',
  },
  {
    id: 4,
    name: 'Kenji Watanabe',
    title: 'Software engineer',
    department: 'Engineering',
    office: 'Oslo',
    email: 'kenji.watanabe@fjordline.example',
    phone: '+47 22 41 10 37',
    hireDate: '2021-06-21',
    salary: 83500,
    status: 'On leave',
    hierarchy: ['Ingrid Halvorsen', 'Tomás Ferreira', 'Kenji Watanabe'],
    notes:
      'Parental leave until the end of the quarter. Handover notes for the load-calculation service are in the team wiki, and Amara covers his on-call shifts.',
  },
  {
    id: 5,
    name: 'Lucía Márquez',
    title: 'Software engineer',
    department: 'Engineering',
    office: 'Lisbon',
    email: 'lucia.marquez@fjordline.example',
    phone: '+351 21 300 4431',
    hireDate: '2023-01-09',
    salary: 71000,
    status: 'Active',
    hierarchy: ['Ingrid Halvorsen', 'Tomás Ferreira', 'Lucía Márquez'],
    notes: 'Owns the drawing-export tool.',
  },
  {
    id: 6,
    name: 'Sofia Lindqvist',
    title: 'Design lead',
    department: 'Design',
    office: 'Oslo',
    email: 'sofia.lindqvist@fjordline.example',
    phone: '+47 22 41 10 12',
    hireDate: '2016-11-01',
    salary: 104000,
    status: 'Active',
    hierarchy: ['Ingrid Halvorsen', 'Sofia Lindqvist'],
    notes: 'Runs the quarterly design review with clients.',
  },
  {
    id: 7,
    name: 'Rahul Iyer',
    title: 'Product designer',
    department: 'Design',
    office: 'Remote',
    email: 'rahul.iyer@fjordline.example',
    phone: '+44 20 7946 0321',
    hireDate: '2022-04-19',
    salary: 69000,
    status: 'Active',
    hierarchy: ['Ingrid Halvorsen', 'Sofia Lindqvist', 'Rahul Iyer'],
    notes: 'Works from Manchester.',
  },
  {
    id: 8,
    name: 'Hannah Becker',
    title: 'Finance manager',
    department: 'Finance',
    office: 'Oslo',
    email: 'hannah.becker@fjordline.example',
    phone: '+47 22 41 10 20',
    hireDate: '2015-05-11',
    salary: 97000,
    status: 'Active',
    hierarchy: ['Ingrid Halvorsen', 'Hannah Becker'],
    notes: 'Approves expenses above 5,000 NOK.',
  },
  {
    id: 9,
    name: 'Olu Adeyemi',
    title: 'Accountant',
    department: 'Finance',
    office: 'Lisbon',
    email: 'olu.adeyemi@fjordline.example',
    phone: '+351 21 300 4455',
    hireDate: '2020-08-03',
    salary: 62000,
    status: 'Active',
    hierarchy: ['Ingrid Halvorsen', 'Hannah Becker', 'Olu Adeyemi'],
    notes:
      'Prepares the monthly close and the VAT returns for both offices, and is the contact for the external auditors.',
  },
  {
    id: 10,
    name: 'Marta Kowalska',
    title: 'People partner',
    department: 'People',
    office: 'Remote',
    email: 'marta.kowalska@fjordline.example',
    phone: '+48 22 500 1190',
    hireDate: '2018-10-22',
    salary: 74000,
    status: 'Active',
    hierarchy: ['Ingrid Halvorsen', 'Marta Kowalska'],
    notes: 'Based in Warsaw.',
  },
  {
    id: 11,
    name: 'Élodie Marchand',
    title: 'Recruiter',
    department: 'People',
    office: 'Lisbon',
    email: 'elodie.marchand@fjordline.example',
    phone: '+351 21 300 4467',
    hireDate: '2024-02-12',
    salary: 56000,
    status: 'On leave',
    hierarchy: ['Ingrid Halvorsen', 'Marta Kowalska', 'Élodie Marchand'],
    notes: 'Back in April.',
  },
];

export const salaryFormatter = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
