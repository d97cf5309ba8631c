import { TextField, type TextFieldProps } from '@mui/material';

/**
 * Whether the browser grows a textarea with its text itself (CSS `field-sizing: content`:
 * Chrome and Edge 123+, Chrome on Android). A lookup of microseconds.
 */
const growsNatively = () =>
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

type GrowingTextFieldProps = Omit<TextFieldProps, 'multiline' | 'rows' | 'minRows' | 'maxRows' | 'slotProps'> & {
  slotProps?: Omit<NonNullable<TextFieldProps['slotProps']>, 'input'>;
  minRows?: number;
  maxRows: number;
};

/**
 * A multiline TextField that grows with its text from `minRows` to `maxRows` lines, for screens
 * that show many at once (bulk notes, a property's units). MUI's autosize measures each box with a
 * hidden copy as it mounts, one page layout per box: about 15 ms a box on a phone. Where the browser
 * can size a textarea to its content, it does that instead; elsewhere MUI's autosize is kept.
 */
export function GrowingTextField({ minRows = 1, maxRows, sx, slotProps, ...props }: GrowingTextFieldProps) {
  if (!growsNatively())
    return <TextField {...props} sx={sx} slotProps={slotProps} multiline minRows={minRows} maxRows={maxRows} />;
  return (
    <TextField
      {...props}
      multiline
      rows={minRows}
      // A multiline field is MUI's autosize unless told to render a plain textarea.
      slotProps={{ ...slotProps, input: { inputComponent: 'textarea' } }}
      sx={[
        {
          '& textarea': {
            fieldSizing: 'content',
            minHeight: `${minRows}lh`,
            maxHeight: `${maxRows}lh`,
            overflowY: 'auto',
          },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
