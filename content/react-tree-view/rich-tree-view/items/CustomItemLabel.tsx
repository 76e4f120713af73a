import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// An org chart: each person has a name and a job title, but no `label` field.
interface Employee {
  id: string;
  name: string;
  title: string;
  children?: Employee[];
}

const orgChart: Employee[] = [
  {
    id: 'okafor',
    name: 'Adaeze Okafor',
    title: 'Chief Executive Officer',
    children: [
      {
        id: 'lindqvist',
        name: 'Henrik Lindqvist',
        title: 'VP Engineering',
        children: [
          { id: 'sato', name: 'Mei Sato', title: 'Platform Lead' },
          { id: 'moreau', name: 'Camille Moreau', title: 'Mobile Lead' },
        ],
      },
      {
        id: 'haddad',
        name: 'Rami Haddad',
        title: 'VP Sales',
        children: [{ id: 'oliveira', name: 'Bruno Oliveira', title: 'Account Executive' }],
      },
      { id: 'kowalczyk', name: 'Zofia Kowalczyk', title: 'Head of People' },
    ],
  },
];

const getEmployeeLabel = (employee: Employee) => `${employee.name} · ${employee.title}`;

export default function CustomItemLabel() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 320 }}>
      <RichTreeView
        items={orgChart}
        getItemLabel={getEmployeeLabel}
        defaultExpandedItems={['okafor', 'lindqvist']}
      />
    </Box>
  );
}
