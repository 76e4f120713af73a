import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, treeItemClasses, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

interface Person {
  id: string;
  name: string;
  role: string;
  color: string;
  reports?: Person[];
}

const orgChart: Person[] = [
  {
    id: 'amara',
    name: 'Amara Okafor',
    role: 'Chief Executive Officer',
    color: '#3949ab',
    reports: [
      {
        id: 'lukas',
        name: 'Lukas Brandt',
        role: 'VP Engineering',
        color: '#00796b',
        reports: [
          { id: 'mei', name: 'Mei Tanaka', role: 'Platform Lead', color: '#b34700' },
          { id: 'rafael', name: 'Rafael Duarte', role: 'Mobile Lead', color: '#6d4c41' },
        ],
      },
      {
        id: 'ines',
        name: 'Inès Moreau',
        role: 'VP Sales',
        color: '#c2185b',
        reports: [{ id: 'tom', name: 'Tom Wallace', role: 'Account Executive', color: '#455a64' }],
      },
    ],
  },
];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

// A styled TreeItem: taller rows and a rounded highlight.
const StyledTreeItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.content}`]: {
    paddingTop: theme.spacing(0.75),
    paddingBottom: theme.spacing(0.75),
    borderRadius: theme.spacing(1.5),
  },
}));

function PersonItem(props: TreeItemProps) {
  const person = useTreeItemModel<Person>(props.itemId);

  if (!person) {
    return <StyledTreeItem {...props} />;
  }

  return (
    <StyledTreeItem
      {...props}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Avatar
            sx={{ width: 32, height: 32, fontSize: 14, bgcolor: person.color, color: '#fff' }}
          >
            {initials(person.name)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
              {person.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {person.role}
            </Typography>
          </Box>
        </Box>
      }
    />
  );
}

const getPersonName = (person: Person) => person.name;
const getReports = (person: Person) => person.reports;

export default function OrgChartItem() {
  return (
    <Box sx={{ minHeight: 330, minWidth: 280 }}>
      <RichTreeView
        items={orgChart}
        getItemLabel={getPersonName}
        getItemChildren={getReports}
        defaultExpandedItems={['amara', 'lukas', 'ines']}
        slots={{ item: PersonItem }}
      />
    </Box>
  );
}
