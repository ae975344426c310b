// Small, safe markdown renderer for answers produced by the LLM.
// Safety rule: the whole source is HTML-escaped FIRST; only tags this file
// writes itself can appear in the output, and links are limited to safe schemes.

const ESC = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escape text for use in HTML content or a quoted attribute. */
export function escapeHtml(text) {
  return String(text ?? '').replace(/[&<>"']/g, (c) => ESC[c]);
}

// Relative paths, anchors, http(s) and mailto only — never javascript:/data:.
const SAFE_URL = /^(https?:\/\/|mailto:|\/(?!\/)|#|\.\.?\/)/i;

/** True when a (raw, unescaped) URL may be put in an href. */
export function isSafeUrl(url) {
  return SAFE_URL.test(String(url ?? '').trim());
}

/** Inline markup on already-escaped text: code spans, links, bold, italic. */
function inline(escaped) {
  const codes = [];
  let s = escaped.replace(/`([^`]+)`/g, (_, c) => {
    codes.push(`<code>${c}</code>`);
    return `\u0000${codes.length - 1}\u0000`;
  });
  s = s.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label, url) => {
    // url is escaped; &amp; etc. decode back correctly inside the attribute.
    const raw = url.replace(/&amp;/g, '&');
    if (!isSafeUrl(raw)) return label;
    return `<a href="${url}" target="_blank" rel="noopener noreferrer">${label}</a>`;
  });
  s = s.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/__([^_]+)__/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>')
    .replace(/~~([^~]+)~~/g, '<del>$1</del>');
  return s.replace(/\u0000(\d+)\u0000/g, (_, i) => codes[Number(i)]);
}

const splitRow = (line) =>
  line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());
const isTableSep = (line) => /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/.test(line);

function renderTable(lines) {
  const head = splitRow(lines[0]);
  const aligns = splitRow(lines[1]).map((c) =>
    c.startsWith(':') && c.endsWith(':') ? 'center' : c.endsWith(':') ? 'right' : '');
  const cell = (tag, text, i) =>
    `<${tag}${aligns[i] ? ` style="text-align:${aligns[i]}"` : ''}>${inline(text)}</${tag}>`;
  const body = lines.slice(2).map((l) => `<tr>${splitRow(l).map((c, i) => cell('td', c, i)).join('')}</tr>`);
  return `<div class="table-wrap"><table><thead><tr>${head.map((c, i) => cell('th', c, i)).join('')}</tr></thead>` +
    `<tbody>${body.join('')}</tbody></table></div>`;
}

const UL = /^\s*[-*+]\s+(.*)$/;
const OL = /^\s*\d+[.)]\s+(.*)$/;

/** Render markdown text to an HTML string that is safe to assign to innerHTML. */
export function renderMarkdown(source) {
  const lines = escapeHtml(source).replace(/\r\n?/g, '\n').split('\n');
  const out = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (/^\s*```/.test(line)) {                       // fenced code block
      const buf = [];
      for (i += 1; i < lines.length && !/^\s*```/.test(lines[i]); i += 1) buf.push(lines[i]);
      out.push(`<pre><code>${buf.join('\n')}</code></pre>`);
      i += 1;
      continue;
    }
    const h = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (h) {
      const level = Math.min(h[1].length + 2, 6);     // keep answer headings below the page's h1/h2
      out.push(`<h${level}>${inline(h[2])}</h${level}>`);
      i += 1;
      continue;
    }
    if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) { out.push('<hr>'); i += 1; continue; }
    if (line.includes('|') && i + 1 < lines.length && isTableSep(lines[i + 1])) {
      const buf = [line, lines[i + 1]];
      for (i += 2; i < lines.length && lines[i].includes('|') && lines[i].trim(); i += 1) buf.push(lines[i]);
      out.push(renderTable(buf));
      continue;
    }
    if (UL.test(line) || OL.test(line)) {
      const re = UL.test(line) ? UL : OL;
      const tag = re === UL ? 'ul' : 'ol';
      const items = [];
      for (; i < lines.length && re.test(lines[i]); i += 1) items.push(`<li>${inline(re.exec(lines[i])[1])}</li>`);
      out.push(`<${tag}>${items.join('')}</${tag}>`);
      continue;
    }
    if (/^\s*&gt;\s?/.test(line)) {
      const buf = [];
      for (; i < lines.length && /^\s*&gt;\s?/.test(lines[i]); i += 1) buf.push(lines[i].replace(/^\s*&gt;\s?/, ''));
      out.push(`<blockquote>${inline(buf.join('<br>'))}</blockquote>`);
      continue;
    }
    if (!line.trim()) { i += 1; continue; }
    const para = [inline(line)];                      // first line always consumed: no endless loop
    for (i += 1; i < lines.length && lines[i].trim() && !/^\s*(```|#{1,6}\s|&gt;)/.test(lines[i]) &&
      !UL.test(lines[i]) && !OL.test(lines[i]) &&
      !(lines[i].includes('|') && i + 1 < lines.length && isTableSep(lines[i + 1])); i += 1) {
      para.push(inline(lines[i]));
    }
    out.push(`<p>${para.join('<br>')}</p>`);
  }
  return out.join('\n');
}
