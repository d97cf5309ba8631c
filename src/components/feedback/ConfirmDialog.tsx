import { useState } from 'react';
import { onDemand, usePreloadOnDraw } from '../lazyComponent';
import type { ConfirmDialogProps } from './ConfirmDialogView';

export type { ConfirmDialogProps };

const ConfirmDialogView = onDemand(() => import('./ConfirmDialogView').then((m) => m.ConfirmDialogView));

/**
 * The one confirmation dialog: deletes and other steps that cannot be undone. Its code (a
 * dialog's) loads once the page has drawn, not before the page's data; it draws from
 * the first time it opens, and stays drawn so that it closes with its transition. Each opening
 * draws it afresh, so one whose code could not arrive last time tries again.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [opening, setOpening] = useState({ open: props.open, count: props.open ? 1 : 0 });
  if (props.open !== opening.open) setOpening({ open: props.open, count: opening.count + (props.open ? 1 : 0) });
  // Pages draw it with their data, as a rule.
  usePreloadOnDraw(true, ConfirmDialogView);
  return opening.count > 0 ? <ConfirmDialogView key={opening.count} {...props} /> : null;
}
