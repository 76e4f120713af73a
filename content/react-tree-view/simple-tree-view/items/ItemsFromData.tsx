import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { orgChart, type Employee } from './orgChart';

function renderEmployee(employee: Employee) {
  return (
    <TreeItem
      key={employee.id}
      itemId={employee.id}
      label={
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography component="span">{employee.name}</Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {employee.title}
          </Typography>
        </Box>
      }
    >
      {employee.reports?.map(renderEmployee)}
    </TreeItem>
  );
}

export default function ItemsFromData() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 320 }}>
      <SimpleTreeView
        aria-label="Company organisation chart"
        defaultExpandedItems={['emp-001', 'emp-014']}
      >
        {orgChart.map(renderEmployee)}
      </SimpleTreeView>
    </Box>
  );
}
