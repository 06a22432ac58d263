import { renderRichText } from '../../../lib/html/sanitize-rich-text';

/** Stored rich text, sanitised again on the way out (allow-list: no script, handlers, javascript: or SVG). */
export function RichText({ html }: { html: string }) {
  return <div className="rich" dangerouslySetInnerHTML={{ __html: renderRichText(html) }} />;
}

/** Plain text kept as typed: one paragraph per line. */
export function PlainText({ text }: { text: string }) {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  return (
    <div className="plain">
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}

export function Tags({ label, names }: { label: string; names: string[] }) {
  if (names.length === 0) return null;
  return (
    <div className="tags">
      <h3>{label}</h3>
      <ul>
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </div>
  );
}
