export interface Employee {
  id: string;
  name: string;
  title: string;
  reports?: Employee[];
}

export const orgChart: Employee[] = [
  {
    id: 'emp-001',
    name: 'Ingrid Solberg',
    title: 'Chief Executive Officer',
    reports: [
      {
        id: 'emp-014',
        name: 'Tomás Ferreira',
        title: 'VP Engineering',
        reports: [
          { id: 'emp-027', name: 'Aiko Tanaka', title: 'Platform Lead' },
          { id: 'emp-031', name: 'Marcus Bell', title: 'Mobile Lead' },
          { id: 'emp-042', name: 'Priya Raman', title: 'QA Manager' },
        ],
      },
      {
        id: 'emp-019',
        name: 'Leila Haddad',
        title: 'VP Sales',
        reports: [
          { id: 'emp-055', name: 'Owen Gallagher', title: 'EMEA Account Director' },
          { id: 'emp-058', name: 'Sofia Marin', title: 'Americas Account Director' },
        ],
      },
      { id: 'emp-023', name: 'Daniel Okafor', title: 'Chief Financial Officer' },
    ],
  },
];
