import { useState } from 'react';
import { onDemand, usePreloadOnDraw } from '../lazyComponent';
import type { ConfirmDialogProps } from './ConfirmDialogView';

export type { ConfirmDialogProps };

const ConfirmDialogView = onDemand(() => import('./ConfirmDialogView').then((m) => m.ConfirmDialogView));

/**
 * The one confirmation dialog: deletes and other steps that cannot be undone. Its code (a
 * dialog's) loads once the page has drawn, not before the page's data (issue 22); it draws from
 * the first time it opens, and stays drawn so that it closes with its transition.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  // Pages draw it with their data, as a rule.
  usePreloadOnDraw(true, ConfirmDialogView);
  return opened ? <ConfirmDialogView {...props} /> : null;
}
