import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import {
  DataGrid,
  GridColumnMenuContainer,
  GridColumnMenuFilterItem,
  GridColumnMenuHideItem,
  GridColumnMenuSortItem,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { sprintTasks, taskColumns, type SprintTask } from './sprintTasks';

// A menu built from scratch. The container gives keyboard handling and the menu semantics;
// the content is ours, and can depend on the column.
function TaskBoardColumnMenu(props: GridColumnMenuProps) {
  const { hideMenu, colDef } = props;
  const apiRef = useGridApiContext();

  return (
    <GridColumnMenuContainer {...props}>
      {colDef.description ? (
        // Information, not an action: a disabled item that keeps full contrast.
        <MenuItem disabled dense sx={{ whiteSpace: 'normal', '&.Mui-disabled': { opacity: 1 } }}>
          <Typography variant="caption" sx={{ color: 'text.secondary', maxWidth: 220 }}>
            {colDef.description}
          </Typography>
        </MenuItem>
      ) : null}
      <GridColumnMenuSortItem colDef={colDef} onClick={hideMenu} />
      <GridColumnMenuFilterItem colDef={colDef} onClick={hideMenu} />
      {colDef.field === 'assignee' ? (
        <MenuItem
          onClick={(event) => {
            // A shortcut the default menu cannot offer. The signed-in user is Marta Nowak here.
            apiRef.current.setFilterModel({
              items: [{ field: 'assignee', operator: 'equals', value: 'Marta Nowak' }],
            });
            hideMenu(event);
          }}
        >
          <ListItemIcon>
            <PersonSearchIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Only my tasks</ListItemText>
        </MenuItem>
      ) : null}
      <Divider />
      <GridColumnMenuHideItem colDef={colDef} onClick={hideMenu} />
    </GridColumnMenuContainer>
  );
}

const columns: GridColDef<SprintTask>[] = taskColumns.map((column) =>
  column.field === 'points'
    ? { ...column, description: 'Story points: relative effort, not hours.' }
    : column,
);

export default function TaskCustomColumnMenu() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={sprintTasks} columns={columns} slots={{ columnMenu: TaskBoardColumnMenu }} />
    </Box>
  );
}
