import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { libraryLoans, loanColumns } from './libraryLoans';

type Naming = 'labelledby' | 'label' | 'aria-label';

const overdue = libraryLoans.filter((loan) => loan.status === 'Overdue');

export default function LibraryLabelledGrid() {
  const [naming, setNaming] = React.useState<Naming>('labelledby');
  const headingId = React.useId();
  const wrapperRef = React.useRef<HTMLDivElement>(null);
  const [attributes, setAttributes] = React.useState('');

  // Only one naming technique at a time, so the result below shows what each one produces.
  const nameProps =
    naming === 'labelledby'
      ? { 'aria-labelledby': headingId }
      : naming === 'label'
        ? { label: 'Overdue loans', showToolbar: true }
        : { 'aria-label': 'Overdue loans' };

  // Read the attributes back from the element the grid renders with role="grid".
  React.useEffect(() => {
    const grid = wrapperRef.current?.querySelector('[role="grid"]');
    if (!grid) {
      return;
    }
    const names = [
      'role',
      'aria-label',
      'aria-labelledby',
      'aria-rowcount',
      'aria-colcount',
      'aria-multiselectable',
    ];
    setAttributes(
      names
        .filter((name) => grid.hasAttribute(name))
        .map((name) => `${name}="${grid.getAttribute(name)}"`)
        .join('\n'),
    );
  }, [naming]);

  return (
    <Box sx={{ width: '100%' }} ref={wrapperRef}>
      <RadioGroup
        row
        aria-label="How the grid is named"
        value={naming}
        onChange={(event) => setNaming(event.target.value as Naming)}
        sx={{ mb: 1 }}
      >
        <FormControlLabel
          value="labelledby"
          control={<Radio size="small" />}
          label="aria-labelledby"
        />
        <FormControlLabel value="label" control={<Radio size="small" />} label="label" />
        <FormControlLabel value="aria-label" control={<Radio size="small" />} label="aria-label" />
      </RadioGroup>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Loans past their due date
      </Typography>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={overdue}
          columns={loanColumns}
          checkboxSelection
          hideFooter
          {...nameProps}
        />
      </Box>
      <Box
        component="pre"
        aria-label="Attributes of the grid element"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {attributes}
      </Box>
    </Box>
  );
}
