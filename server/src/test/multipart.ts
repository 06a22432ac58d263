/** A multipart/form-data body as a browser's FormData would send it. */
export function multipartBody(parts: { field: string; fileName?: string; content: Buffer | string; type?: string }[]) {
  const boundary = `----fairportal${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName !== undefined ? `form-data; name="${part.field}"; filename="${part.fileName}"` : `form-data; name="${part.field}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.fileName !== undefined ? `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
