import Box from '@mui/material/Box';
import { DataGridPro, GridLogicOperator } from '@mui/x-data-grid-pro';
import { candidateColumns, candidates } from './candidates';

export default function CandidateMultiFilters() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={candidates}
        columns={candidateColumns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              // Every item needs its own id once there are several.
              items: [
                { id: 1, field: 'role', operator: 'is', value: 'Backend engineer' },
                { id: 2, field: 'yearsOfExperience', operator: '>=', value: 5 },
              ],
              logicOperator: GridLogicOperator.And,
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
