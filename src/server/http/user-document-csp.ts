/**
 * The Content-Security-Policy every user-uploaded document is served under (title documents, claim documents),
 * for every reader: the browser opens it as a sandboxed, opaque origin that loads nothing and runs nothing of ours,
 * whatever the file holds (docs/decisions/042, 056).
 */
export const USER_DOCUMENT_CSP = "default-src 'none'; sandbox";
