import { appLinks as paths } from './appLinks.ts';
import type { DigestKind } from './digestSchedule.ts';
import type { DigestHeadline, DigestSection } from './digestRules.ts';

/** "[Test] Daily digest for Nov 23, 2026: 2 overdue, 1 due today" */
export function subjectLine({ title, counts }: DigestHeadline, test = false): string {
  return `${test ? '[Test] ' : ''}${title}: ${counts.length ? counts.join(', ') : 'nothing to report'}`;
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export function renderHtml(
  kind: DigestKind,
  title: string,
  sections: DigestSection[],
  appUrl: string,
  test: boolean,
): string {
  const settings = `${appUrl.replace(/\/+$/, '')}${paths.settings}`;
  const body = sections.length
    ? sections
        .map(
          (s) =>
            `<h2 style="font-size:16px;margin:24px 0 8px;color:#111827">${escapeHtml(s.title)} (${s.items.length + s.more})</h2>\n` +
            (s.summary
              ? `<p style="margin:0 0 8px;color:#374151"><strong>${escapeHtml(s.summary)}</strong></p>\n`
              : '') +
            `<ul style="margin:0;padding-left:20px">\n` +
            s.items
              .map(
                (i) =>
                  `<li style="margin:0 0 6px"><a href="${escapeHtml(i.href)}" style="color:#1d4ed8">${escapeHtml(i.text)}</a><br><span style="color:#6b7280;font-size:14px">${escapeHtml(i.detail)}</span></li>`,
              )
              .join('\n') +
            (s.more
              ? `\n<li style="margin:0 0 6px"><a href="${escapeHtml(s.moreHref)}" style="color:#1d4ed8">and ${s.more} more</a></li>`
              : '') +
            `\n</ul>`,
        )
        .join('\n')
    : `<p style="color:#374151">Nothing to report.${test ? ' A scheduled digest like this one is not sent.' : ''}</p>`;
  return (
    `<div style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;max-width:600px;color:#1f2937">\n` +
    (test
      ? `<p style="color:#92400e;background:#fef3c7;padding:8px 12px;border-radius:6px">This is a test digest you asked for in Settings.</p>\n`
      : '') +
    `<h1 style="font-size:20px;margin:0 0 4px">${escapeHtml(title)}</h1>\n` +
    body +
    `\n<p style="margin-top:32px;color:#6b7280;font-size:13px">You get this e-mail because the ${kind} digest is on. ` +
    `<a href="${escapeHtml(settings)}" style="color:#6b7280">Change your digest settings</a>.</p>\n</div>\n`
  );
}

export function renderText(
  kind: DigestKind,
  title: string,
  sections: DigestSection[],
  appUrl: string,
  test: boolean,
): string {
  const lines: string[] = [];
  if (test) lines.push('This is a test digest you asked for in Settings.', '');
  lines.push(title, '');
  if (!sections.length)
    lines.push(`Nothing to report.${test ? ' A scheduled digest like this one is not sent.' : ''}`, '');
  for (const s of sections) {
    lines.push(`${s.title.toUpperCase()} (${s.items.length + s.more})`);
    if (s.summary) lines.push(s.summary);
    for (const i of s.items) lines.push(`- ${i.text}: ${i.detail}`, `  ${i.href}`);
    if (s.more) lines.push(`- and ${s.more} more: ${s.moreHref}`);
    lines.push('');
  }
  lines.push(
    `You get this e-mail because the ${kind} digest is on. Change your digest settings: ${appUrl.replace(/\/+$/, '')}${paths.settings}`,
  );
  return `${lines.join('\n')}\n`;
}
