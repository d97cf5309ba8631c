import { Grid, MenuItem, TextField } from '@mui/material';
import { IMPORT_KINDS, type ImportKind } from './importKinds';
import type { ColumnMapping } from './importRules';

type Props = {
  kind: ImportKind;
  headers: string[];
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
};

/** One choice per field of the kind: which column of the file it is read from, or none. */
export function ColumnMappingFields({ kind, headers, mapping, onChange }: Props) {
  const def = IMPORT_KINDS[kind];
  return (
    <Grid container spacing={2}>
      {def.fields.map((field) => (
        <Grid key={field.key} size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            size="small"
            label={def.required.includes(field.key) ? `${field.label} *` : field.label}
            value={mapping[field.key] ?? ''}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            onChange={(e) =>
              onChange({ ...mapping, [field.key]: e.target.value === '' ? null : Number(e.target.value) })
            }
          >
            <MenuItem value="">
              <em>Not in the file</em>
            </MenuItem>
            {headers.map((header, i) => (
              <MenuItem key={i} value={i}>
                {header || `Column ${i + 1}`}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      ))}
    </Grid>
  );
}
