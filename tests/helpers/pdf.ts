import { getDocumentProxy } from 'unpdf';

/** The text of a PDF, page by page joined with spaces: what a reader of the printed page sees. */
export async function pdfTextOf(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++)
    pages.push(
      (await (await pdf.getPage(i)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' '),
    );
  return pages.join(' ');
}

/** The text of a PDF answer of the API, after checking it is one. */
export async function pdfText(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
}): Promise<string> {
  if (res.statusCode !== 200) throw new Error(`expected a PDF, got ${res.statusCode}`);
  if (!String(res.headers['content-type']).startsWith('application/pdf'))
    throw new Error(`expected a PDF, got ${String(res.headers['content-type'])}`);
  return pdfTextOf(res.rawPayload);
}
