/**
 * The text a reader finds on a PDF's pages, as pdf.js (the reader that already checks uploads,
 * src/server/storage/pdf-reader-check.ts) extracts it for copy and search: each page's runs joined by a space, in
 * NFC, so a letter written as a base and a combining mark compares equal to its precomposed form.
 */
export async function pdfPageText(bytes: Uint8Array): Promise<string> {
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    const pdf = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages.join('\n').normalize('NFC');
  } finally {
    await task.destroy();
  }
}
