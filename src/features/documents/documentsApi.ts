import { baseApi } from '../../api/baseApi';
import type { Tables } from '../../api/database.types';
import type { QueryResult } from '../../api/query';
import { runMutation, runQuery } from '../../api/query';
import { removeObjects, signedUrl, signedUrls } from '../../api/storage';
import { supabase } from '../../api/supabase';
import { embedTags, idTag, listTag, listTags } from '../../api/tags';
import type { DocumentContentType, DocumentKind } from './documentRules';

export type DocumentRow = Tables<'documents'>;
/** What a document can belong to: one of these, or nothing. */
export type DocumentOwner =
  | { payment_id: string }
  | { property_id: string }
  | { unit_id: string }
  | { tenancy_id: string }
  | { vendor_id: string };

/**
 * The payment a task's completion made, for a receipt chosen while completing it: the completion's
 * due date (`occurrence`), or, for a one-time task (none), its newest payment.
 */
export interface PaymentOfCompletion {
  task_id: string;
  occurrence: string | null;
}

export interface NewDocument {
  /** Made in the browser, so a retried insert is the same row (a duplicate means it was saved). */
  id: string;
  object_name: string;
  name: string;
  kind: DocumentKind;
  content_type: DocumentContentType;
  size_bytes: number;
  expires_on?: string | null;
  owner?: DocumentOwner | null;
}

export interface DocumentChanges {
  id: string;
  name?: string;
  kind?: DocumentKind;
  expires_on?: string | null;
}

export interface DocumentsPageArgs {
  page: number;
  pageSize: number;
  kind?: DocumentKind | null;
  search?: string;
}
export interface DocumentsPage {
  rows: DocumentRow[];
  total: number;
}

/** A file's thumbnail or viewer address, by object name. */
export type SignedUrls = Record<string, string>;

const LIST = listTag('Document');
/** Payment ids per read of their receipts: 36 characters each, an address of about 7 KB. */
const RECEIPTS_PER_READ = 200;
/** The document's name with its file's extension: what a download is saved as. */
export const downloadName = (name: string, objectName: string) => {
  const extension = /\.[a-z0-9]+$/i.exec(objectName)?.[0] ?? '';
  return name.toLowerCase().endsWith(extension.toLowerCase()) ? name : `${name}${extension}`;
};
/** The column and id of an owner, for a `where`. */
const ownerFilter = (owner: DocumentOwner) => Object.entries(owner)[0] as [keyof DocumentRow, string];

export const documentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A payment's, property's, unit's, tenancy's or vendor's documents, newest first. */
    getDocumentsOf: build.query<DocumentRow[], DocumentOwner>({
      queryFn: (owner) => {
        const [column, id] = ownerFilter(owner);
        return runQuery(
          () =>
            supabase.from('documents').select('*').eq(column, id).order('created_at', { ascending: false }).order('id'),
          [],
        );
      },
      providesTags: (rows) => listTags('Document', rows),
    }),
    /**
     * The receipts of many payments (a Schedule E figure's) in one read, oldest first. The ids go in
     * the address (`payment_id=in.(...)`): past RECEIPTS_PER_READ they are read in parts, so the
     * address stays well under the server's 16 KB limit on a line of hundreds of payments.
     */
    getReceiptsOfPayments: build.query<DocumentRow[], string[]>({
      queryFn: async (paymentIds) => {
        const rows: DocumentRow[] = [];
        for (let from = 0; from < paymentIds.length; from += RECEIPTS_PER_READ) {
          const part = await runQuery(
            () =>
              supabase
                .from('documents')
                .select('*')
                .in('payment_id', paymentIds.slice(from, from + RECEIPTS_PER_READ))
                .order('created_at')
                .order('id'),
            [],
          );
          if (part.error) return part;
          rows.push(...part.data);
        }
        return { data: rows };
      },
      // A deleted payment leaves its documents unattached: each payment's id reads them again.
      providesTags: (rows, _error, paymentIds) => [...listTags('Document', rows), ...embedTags('Payment', paymentIds)],
    }),
    /** The id of the payment a completion made, or null while there is none. */
    getPaymentOfCompletion: build.query<string | null, PaymentOfCompletion>({
      queryFn: async ({ task_id, occurrence }) => {
        const found = await runQuery(() => {
          const query = supabase.from('payments').select('id').eq('task_id', task_id);
          return (occurrence ? query.eq('occurrence', occurrence) : query)
            .order('paid_on', { ascending: false })
            .order('created_at', { ascending: false })
            .order('id', { ascending: false })
            .limit(1);
        }, []);
        return found.error ? found : { data: found.data[0]?.id ?? null };
      },
      // A payment added or removed changes the answer.
      providesTags: (id) => [listTag('Payment'), ...(id ? [idTag('Payment', id)] : [])],
    }),
    /** All the account's documents, a page at a time, in the database: by kind, by a part of the name. */
    getDocumentsPage: build.query<DocumentsPage, DocumentsPageArgs>({
      queryFn: async ({ page, pageSize, kind, search }) => {
        const result = await runQuery(() => {
          let query = supabase.from('documents').select('*', { count: 'exact' });
          if (kind) query = query.eq('kind', kind);
          if (search?.trim()) query = query.ilike('name', `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
          return query
            .order('created_at', { ascending: false })
            .order('id')
            .range(page * pageSize, page * pageSize + pageSize - 1)
            .then((answer) => ({
              ...answer,
              data: answer.data ? { rows: answer.data, total: answer.count ?? 0 } : null,
            }));
        });
        return result as QueryResult<DocumentsPage>;
      },
      providesTags: (data) => listTags('Document', data?.rows),
    }),
    /** Signed addresses of these documents' files in one request (thumbnails, the viewer). */
    getSignedUrls: build.query<SignedUrls, Array<Pick<DocumentRow, 'id' | 'object_name'>>>({
      queryFn: (documents) => signedUrls(documents.map((d) => d.object_name)),
      providesTags: (_data, _error, documents) => embedTags('Document', documents),
      // An address works for an hour: read again well before then.
      keepUnusedDataFor: 30 * 60,
    }),
    /** An address that makes the browser save the file under the document's name. */
    getDownloadUrl: build.query<string, Pick<DocumentRow, 'id' | 'object_name' | 'name'>>({
      queryFn: ({ object_name, name }) => signedUrl(object_name, downloadName(name, object_name)),
      providesTags: (_data, _error, doc) => [idTag('Document', doc.id)],
      keepUnusedDataFor: 30 * 60,
    }),
    /** The row of a file already uploaded to its own folder (src/features/documents/uploadQueue.ts). */
    addDocument: build.mutation<DocumentRow, NewDocument>({
      queryFn: ({ owner, ...doc }) =>
        runMutation(() =>
          supabase
            .from('documents')
            .insert({ ...doc, expires_on: doc.expires_on ?? null, ...(owner ?? {}) })
            .select('*')
            .single(),
        ),
      invalidatesTags: [LIST],
    }),
    updateDocument: build.mutation<DocumentRow, DocumentChanges>({
      queryFn: ({ id, ...changes }) =>
        runMutation(() => supabase.from('documents').update(changes).eq('id', id).select('*').single()),
      // A new kind or name moves it in or out of a filtered list.
      invalidatesTags: (_data, _error, { id }) => [idTag('Document', id), LIST],
    }),
    /** The file first, then the row: a row without its file would show a broken document. */
    deleteDocument: build.mutation<null, Pick<DocumentRow, 'id' | 'object_name'>>({
      queryFn: async ({ id, object_name }) => {
        const removed = await removeObjects([object_name]);
        if (removed.error) return removed;
        return runMutation(() => supabase.from('documents').delete().eq('id', id), null);
      },
      invalidatesTags: (_data, _error, { id }) => [idTag('Document', id), LIST],
    }),
  }),
});

export const {
  useGetDocumentsOfQuery,
  useGetDocumentsPageQuery,
  useGetReceiptsOfPaymentsQuery,
  useGetSignedUrlsQuery,
  useLazyGetDownloadUrlQuery,
  useAddDocumentMutation,
  useUpdateDocumentMutation,
  useDeleteDocumentMutation,
} = documentsApi;
