import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  type GridGroupNode,
  type GridRowSelectionPropagation,
} from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets } from './festival';

export default function FestivalSelectionPropagation() {
  const apiRef = useGridApiRef();
  const [propagation, setPropagation] = React.useState<GridRowSelectionPropagation>({
    descendants: true,
    parents: true,
  });
  const [summary, setSummary] = React.useState('Nothing selected.');

  // Splits the selection into group rows and the sets (leaf rows) themselves.
  const describe = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const groups: string[] = [];
    const acts: string[] = [];
    api.getSelectedRows().forEach((row, id) => {
      const node = api.getRowNode(id);
      if (node?.type === 'group') {
        groups.push(String((node as GridGroupNode).groupingKey));
      } else if (row) {
        acts.push(row.act);
      }
    });
    setSummary(
      groups.length + acts.length === 0
        ? 'Nothing selected.'
        : `Groups: ${groups.join(', ') || 'none'}. Sets (${acts.length}): ${acts.join(', ') || 'none'}.`,
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row>
        <FormControlLabel
          label="descendants"
          control={
            <Switch
              checked={propagation.descendants}
              onChange={(event) =>
                setPropagation((prev) => ({ ...prev, descendants: event.target.checked }))
              }
            />
          }
        />
        <FormControlLabel
          label="parents"
          control={
            <Switch
              checked={propagation.parents}
              onChange={(event) =>
                setPropagation((prev) => ({ ...prev, parents: event.target.checked }))
              }
            />
          }
        />
      </FormGroup>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={festivalSets}
          columns={festivalColumns}
          checkboxSelection
          rowSelectionPropagation={propagation}
          onRowSelectionModelChange={describe}
          initialState={{ rowGrouping: { model: ['day', 'stage'] } }}
          defaultGroupingExpansionDepth={1}
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {summary}
      </Typography>
    </Box>
  );
}
