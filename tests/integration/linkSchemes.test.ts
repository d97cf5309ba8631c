import type { SupabaseClient } from '@supabase/supabase-js';
import { errorMessage, toAppError } from '../../src/api/errors';
import { createPortfolio, type Portfolio } from './portfolio';
import { signedInClient } from './support';

const SENTENCE = 'Links must start with http://, https://, mailto: or tel:';
const REFUSED = [
  'javascript:alert(document.cookie)',
  ' javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '/relative',
  'www.example.com',
];
const ACCEPTED = ['https://cw.example/pay', 'http://cw.example', 'mailto:billing@cw.example', 'tel:+19195550123'];

describe('the database keeps only http, https, mailto and tel links', () => {
  let client: SupabaseClient;
  let p: Portfolio;

  beforeAll(async () => {
    client = (await signedInClient()).client;
    p = await createPortfolio(client, 'Links');
  });

  it.each(REFUSED)('refuses the task link %j, with the sentence errors.ts gives', async (url) => {
    const { error } = await client
      .from('tasks')
      .update({ links: [{ label: 'Pay', url }] })
      .eq('id', p.task.id);
    expect(error?.code).toBe('23514');
    expect(error?.message).toMatch(/tasks_links_link_scheme/);
    expect(errorMessage(error)).toBe(SENTENCE);
  });

  it.each(REFUSED)('refuses the vendor website %j', async (website_url) => {
    const { error } = await client.from('vendors').insert({ name: 'Bad link', category: 'Other', website_url });
    expect(error?.message).toMatch(/vendors_website_url_link_scheme/);
    expect(toAppError(error).message).toBe(SENTENCE);
  });

  it('refuses a bad portal link and lender website too', async () => {
    const manager = await client
      .from('property_managers')
      .insert({ name: 'Bad portal', portal_link: 'javascript:alert(1)' });
    expect(manager.error?.message).toMatch(/property_managers_portal_link_link_scheme/);
    const property = await client
      .from('properties')
      .update({ lender_website: 'data:text/html,x' })
      .eq('id', p.property.id);
    expect(property.error?.message).toMatch(/properties_lender_website_link_scheme/);
  });

  it.each(ACCEPTED)('keeps the link %j on a task and a vendor', async (url) => {
    const task = await client
      .from('tasks')
      .update({ links: [{ label: 'Pay', url }, { label: 'Note without a url' }] })
      .eq('id', p.task.id)
      .select('links')
      .single();
    expect(task.error).toBeNull();
    expect(task.data!.links).toEqual([{ label: 'Pay', url }, { label: 'Note without a url' }]);
    const vendor = await client
      .from('vendors')
      .update({ website_url: url })
      .eq('id', p.vendor.id)
      .select('website_url')
      .single();
    expect(vendor.error).toBeNull();
    expect(vendor.data!.website_url).toBe(url);
  });

  it('names the broken rule per row in a CSV import preview', async () => {
    const { data, error } = await client.rpc('import_csv_rows', {
      p_kind: 'vendors',
      p_rows: [
        { vendor: { name: 'Script Water', category: 'Water', website_url: 'javascript:alert(1)' }, account: null },
      ],
      p_dry_run: true,
    });
    expect(error).toBeNull();
    expect((data as { rows: Array<{ outcome: string; message: string }> }).rows[0]).toMatchObject({
      outcome: 'error',
      message: SENTENCE,
    });
  });
});
