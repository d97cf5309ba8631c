import type { DigestKind } from './digestSchedule.ts';
import {
  digestHeadline,
  digestSections,
  type DigestData,
  type DigestOptions,
  type DigestSection,
} from './digestRules.ts';
import { renderHtml, renderText, subjectLine } from './digestRender.ts';

export interface DigestContent {
  kind: DigestKind;
  /** The local date the digest is for, in the user's timezone. */
  localDate: string;
  sections: DigestSection[];
  /** Nothing to report: a scheduled digest is not sent. */
  isEmpty: boolean;
  subject: string;
  html: string;
  text: string;
}

/** The whole digest: sections, subject, HTML and text. `isEmpty` means a scheduled one is not sent. */
export function composeDigest(kind: DigestKind, data: DigestData, options: DigestOptions): DigestContent {
  const { localDate, sections } = digestSections(kind, data, options);
  const test = !!options.test;
  const headline = digestHeadline(kind, localDate, sections);
  return {
    kind,
    localDate,
    sections,
    isEmpty: sections.length === 0,
    subject: subjectLine(headline, test),
    html: renderHtml(kind, headline.title, sections, options.appUrl, test),
    text: renderText(kind, headline.title, sections, options.appUrl, test),
  };
}
