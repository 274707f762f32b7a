import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** Every list's search box looks and limits alike: a search input of at most 100 characters with
 * the magnifier in front (the lists' `q` accepts up to 100). */
export function SearchField(props: Omit<TextFieldProps, 'type' | 'slotProps'>) {
  return (
    <TextField
      {...props}
      type="search"
      slotProps={{
        htmlInput: { maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
