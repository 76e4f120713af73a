import type { AutocompleteProps } from '@mui/material/Autocomplete';
import { onDemandComponent } from '../onDemandComponent';

/**
 * Material UI's Autocomplete as the Data Grid's slots import it (see scripts/next/librarySwaps.mjs): the
 * grid renders it only in the filter panel, for "is any of" values, so it loads when first shown.
 */
type AnyAutocompleteProps = AutocompleteProps<unknown, boolean, boolean, boolean>;
const autocomplete = onDemandComponent<AnyAutocompleteProps>(() =>
  import('@mui/material/Autocomplete').then(
    (module) => module.default as React.ComponentType<AnyAutocompleteProps>,
  ),
);

export default autocomplete.Component;
