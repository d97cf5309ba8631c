import type { SxProps, Theme } from '@mui/material';

/**
 * The shell's frame, bar and page area, shared with the entry's BootFrame (src/app/boot): the boot
 * frame is a picture of the shell, so the two must not drift apart, or the bar moves when the app
 * replaces it. Equal styles also give Emotion's same class names: the shell's first
 * render finds them inserted.
 */
export const SHELL_SX = {
  frame: { minHeight: '100dvh', bgcolor: 'background.default' },
  toolbar: { gap: 1 },
  title: { fontWeight: 700, mr: 2, whiteSpace: 'nowrap' },
  page: { py: { xs: 3, md: 4 } },
} satisfies Record<string, SxProps<Theme>>;
