import { Link, type LinkProps } from '@mui/material';
import type { ReactNode } from 'react';
import { linkHref } from '../../utils/links';

type Props = Omit<LinkProps, 'href' | 'target' | 'rel' | 'children'> & {
  /** The link as stored; a scheme other than http:, https:, mailto: or tel: is shown as text. */
  href: string | null | undefined;
  /** What to show; the address itself when left out. */
  children?: ReactNode;
};

/**
 * Every stored link the app shows goes through here: http(s) opens in a new tab without access to
 * this page (noopener), mailto: and tel: open their app, and anything else (javascript:, data:, a
 * row written before the database checked) is plain text, never an <a> the browser could follow.
 */
export function ExternalLink({ href, children, ...props }: Props) {
  const safe = linkHref(href);
  const label = children ?? safe ?? href;
  if (!safe) return <span>{label}</span>;
  const web = /^https?:/i.test(safe);
  return (
    <Link href={safe} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...props}>
      {label}
    </Link>
  );
}
