import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const tags = ['Data Grid', 'Pickers', 'Charts', 'Tree View'];

/** Diagnostics: the same tag list in MUI System (this file) and plain CSS (StylingVariants.css.tsx). */
export default function StylingVariants() {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} data-styling="mui-system">
      {tags.map((tag) => (
        <Chip key={tag} label={tag} color="primary" variant="outlined" />
      ))}
    </Stack>
  );
}
