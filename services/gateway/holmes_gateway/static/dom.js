// Tiny DOM helpers and formatters shared by the UI modules.

/**
 * Create an element. attrs: `class`, `text` (textContent), `html` (trusted, pre-escaped
 * markup only), `on<Event>` handlers, anything else becomes an attribute. Null/false skip.
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === 'text') el.textContent = String(v);
    else if (k === 'html') el.innerHTML = v;
    else if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2).toLowerCase(), v);
    else el.setAttribute(k === 'class' ? 'class' : k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

/** Confidence given as 0..1 or 0..100 → "87%"; empty string when absent. */
export function fmtPercent(v) {
  const n = Number(v);
  if (v === null || v === undefined || v === '' || !Number.isFinite(n)) return '';
  return `${Math.round(n <= 1 ? n * 100 : n)}%`;
}

/** Seconds between two ISO timestamps as "3.2초"; '' if either is missing/invalid. */
export function fmtDuration(startIso, endIso) {
  const a = Date.parse(startIso), b = Date.parse(endIso);
  if (!Number.isFinite(a) || !Number.isFinite(b) || b < a) return '';
  return `${((b - a) / 1000).toFixed(1)}초`;
}

/** Local time "오후 3:04:05" of an ISO timestamp; '' if invalid. */
export function fmtTime(iso) {
  const t = Date.parse(iso);
  return Number.isFinite(t) ? new Date(t).toLocaleTimeString('ko-KR') : '';
}

/** Short date-time for the session list. */
export function fmtDateTime(iso) {
  const t = Date.parse(iso);
  return Number.isFinite(t)
    ? new Date(t).toLocaleString('ko-KR', { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' })
    : '';
}

export const STATUS_LABEL = {
  pending: '대기', in_progress: '진행 중', completed: '완료', failed: '실패', skipped: '건너뜀',
};
