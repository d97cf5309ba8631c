import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { VENDOR_CATEGORIES } from './vendorRules';

export interface VendorListFiltersProps {
  search: string;
  onSearch: (text: string) => void;
  category: string | null;
  onCategory: (category: string | null) => void;
  exporting: boolean;
  onExport: () => void;
}

/** Search, category and the CSV export of the whole filtered list: the database answers all three. */
export function VendorListFilters({
  search,
  onSearch,
  category,
  onCategory,
  exporting,
  onExport,
}: VendorListFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
      <TextField
        type="search"
        size="small"
        label="Search vendors"
        placeholder="Name, account, property..."
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        sx={{ flex: 1, maxWidth: { sm: 420 } }}
      />
      <TextField
        select
        size="small"
        label="Category"
        value={category ?? ''}
        onChange={(e) => onCategory(e.target.value || null)}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">All categories</MenuItem>
        {VENDOR_CATEGORIES.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlinedIcon />}
        loading={exporting}
        onClick={onExport}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
      >
        Export CSV
      </Button>
    </Stack>
  );
}
